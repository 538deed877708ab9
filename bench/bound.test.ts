import { describe, expect, it } from 'vitest';
import { boundSeconds, objectsOf, SIM_BENCH_PLATFORM, writesOf } from './bound';

describe('the launch bound', () => {
  it('is the latency chain for a small launch and the mutation cap for a large one', () => {
    // Campaign (250 + 20 ms in its batch), then one batch of an ad set and its ad (250 + 2 x 20 ms).
    expect(boundSeconds(1)).toBeCloseTo(0.56, 2);
    // 2,000 writes after the campaign at 100 a second dominate.
    expect(boundSeconds(1000)).toBeCloseTo(0.27 + 19.98 + 0.29, 2);
    expect(writesOf(1000)).toBe(2001);
    expect(objectsOf(1000)).toBe(3001);
  });

  it('adds a block for each score window a launch overruns', () => {
    const ads = 2000;
    expect(writesOf(ads)).toBeGreaterThan(SIM_BENCH_PLATFORM.writesPerWindow);
    expect(boundSeconds(ads) - boundSeconds(1400)).toBeGreaterThan(60);
  });
});
