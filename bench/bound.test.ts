import { describe, expect, it } from 'vitest';
import { boundSeconds, objectsOf, SIM_BENCH_PLATFORM, writesOf, writesPerWindow } from './bound';

describe('the launch bound', () => {
  it('is the latency chain for a small launch and the mutation cap for a large one', () => {
    // Campaign (250 + 20 ms in its batch), then one batch of an ad set and its ad (250 + 2 x 20 ms).
    expect(boundSeconds(1)).toBeCloseTo(0.56, 2);
    // 2,000 writes after the campaign at 100 a second dominate.
    expect(boundSeconds(1000)).toBeCloseTo(0.27 + 19.98 + 0.29, 2);
    expect(writesOf(1000)).toBe(2001);
    expect(objectsOf(1000)).toBe(3001);
  });

  it("waits for the account score to forget the first window's writes beyond it", () => {
    // 9,000 points at 3 a write: 2,999 writes a window without a block.
    expect(writesPerWindow(SIM_BENCH_PLATFORM)).toBe(2999);
    expect(writesOf(2000)).toBeGreaterThan(2999);
    expect(boundSeconds(2000) - boundSeconds(1400)).toBeGreaterThan(250);
    // 10,000 ads: seven windows of five minutes on the full tier; with the score lifted, the cap alone.
    expect(boundSeconds(10_000)).toBeGreaterThan(6 * 300);
    expect(boundSeconds(10_000, { ...SIM_BENCH_PLATFORM, maxScore: 1e9 })).toBeCloseTo(0.27 + 199.98 + 0.29, 2);
  });
});
