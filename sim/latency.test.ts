// Latency: a base per request plus a cost per batched operation, so that benchmarks mean something.
import { afterEach, describe, expect, it } from 'vitest';
import type { Harness } from './testing';
import { startSim } from './testing';

let h: Harness | undefined;
afterEach(async () => {
  await h?.sim.close();
});

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

describe('latency', () => {
  it('adds baseMs to every Graph call and perBatchOpMs per batched operation', async () => {
    h = await startSim({ latency: { baseMs: 120, perBatchOpMs: 40 } });
    const s = h;
    expect(await timed(() => s.get('me'))).toBeGreaterThanOrEqual(115);
    const ops = JSON.stringify(Array.from({ length: 5 }, () => ({ method: 'GET', relative_url: 'me' })));
    const batch = (): Promise<Response> =>
      fetch(`${s.url}/v25.0/`, { method: 'POST', body: new URLSearchParams({ access_token: s.advertiser.accessToken, batch: ops }) });
    expect(await timed(batch)).toBeGreaterThanOrEqual(120 + 5 * 40 - 5);
  });

  it('is configurable at run time through /__sim/config, and the control API is never slowed', async () => {
    h = await startSim();
    const s = h;
    const res = await fetch(`${s.url}/__sim/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latency: { baseMs: 150 } }),
    });
    expect(((await res.json()) as { latency: { baseMs: number } }).latency.baseMs).toBe(150);
    expect(await timed(() => s.get('me'))).toBeGreaterThanOrEqual(145);
    expect(await timed(() => fetch(`${s.url}/__sim/fixtures`))).toBeLessThan(145);
  });
});
