import { describe, expect, it } from 'vitest';
import { initialPace, MUTATIONS_PER_SECOND, overPace, PLATFORM_MUTATIONS_PER_SECOND, reserveSlots, WINDOW_MS } from './pace';

/** The most writes starting in any one second, as the platform counts them. */
function peakPerSecond(starts: number[], writes: number[]): number {
  return Math.max(...starts.map((t) => starts.reduce((sum, u, i) => sum + (u >= t && u < t + 1000 ? writes[i]! : 0), 0)));
}

describe('the pace of an account', () => {
  it('spreads small requests evenly at the pace', () => {
    const writes = Array(90).fill(2);
    const { starts } = reserveSlots(initialPace(), 0, writes);
    // 2 writes every 1/45 s: 180 writes in 2 seconds.
    expect(Math.abs(starts[89]! - starts[0]! - (89 * 2 * 1000) / MUTATIONS_PER_SECOND)).toBeLessThan(5);
    expect(peakPerSecond(starts, writes)).toBeLessThanOrEqual(MUTATIONS_PER_SECOND + 2);
  });

  it("keeps batches of 50 writes under the cap even when each arrives up to the window's slack late", () => {
    const writes = [1, 50, 50, 50, 50, 21];
    const { starts } = reserveSlots(initialPace(), 0, writes);
    expect(peakPerSecond(starts, writes)).toBeLessThanOrEqual(PLATFORM_MUTATIONS_PER_SECOND);
    // The earlier of two requests arriving late by the slack still leaves the later within the cap.
    const slack = WINDOW_MS - 1000;
    const late = starts.map((t, i) => (i % 2 === 0 ? t + slack - 1 : t));
    expect(peakPerSecond(late, writes)).toBeLessThanOrEqual(PLATFORM_MUTATIONS_PER_SECOND);
    // And no slower than the pace on average.
    expect(starts.at(-1)! - starts[0]!).toBeLessThan((writes.reduce((a, b) => a + b) * 1000) / MUTATIONS_PER_SECOND + WINDOW_MS);
  });

  it("continues from the stored state: a second worker's requests come after the first's", () => {
    const first = reserveSlots(initialPace(), 0, [50, 50]);
    const second = reserveSlots(first.state, 10, [50]);
    expect(second.starts[0]).toBeGreaterThanOrEqual(first.starts[0]! + WINDOW_MS);
    expect(peakPerSecond([...first.starts, ...second.starts], [50, 50, 50])).toBeLessThanOrEqual(PLATFORM_MUTATIONS_PER_SECOND);
  });

  it('lets an idle account start at once, and drops the pace for a while after a cap refusal', () => {
    const idle = reserveSlots(reserveSlots(initialPace(), 0, [2]).state, 60_000, [2]);
    expect(idle.starts[0]).toBeLessThanOrEqual(60_000);
    const dropped = overPace(idle.state, 60_010);
    expect(dropped.pace).toBeLessThan(MUTATIONS_PER_SECOND);
    // Once per counting window.
    expect(overPace(dropped, 60_500)).toBe(dropped);
    const after = reserveSlots(dropped, 60_020, [2]);
    expect(after.starts[0]).toBeGreaterThanOrEqual(61_010);
  });
});
