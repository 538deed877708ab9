import { describe, expect, it } from 'vitest';
import { Gate } from './decode-gate';

describe('the decode gate', () => {
  it('runs at most its size at once, in order, and frees its slots after failures', async () => {
    const gate = new Gate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const jobs = Array.from({ length: 6 }, (_, i) =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (i === 1) throw new Error('bad image');
        return i;
      }),
    );
    const settled = Promise.allSettled(jobs);
    while (order.length < 6) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    releases.forEach((release) => release());
    const results = await settled;
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(gate.highWater).toBe(2);
    expect(gate.runs).toBe(6);
    expect(await gate.run(async () => 'free again')).toBe('free again');
  });
});
