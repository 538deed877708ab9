import { describe, expect, it } from 'vitest';
import { attemptKey, newAttempt, sentClock, withSent } from './sent-launch';

describe('a launch sent from the draft', () => {
  it('the attempt keeps its key until a new attempt; sending it remembers when, where and with which key', () => {
    const first = attemptKey({});
    expect(attemptKey(first).launchKey).toBe(first.launchKey);
    const sent = withSent(first, new Date('2026-12-02T13:05:00Z'), ['Lumen – Japan', 'Lumen – Germany']);
    expect(sent).toEqual({
      launchKey: first.launchKey,
      sent: { key: first.launchKey, at: '2026-12-02T13:05:00.000Z', accountNames: ['Lumen – Japan', 'Lumen – Germany'] },
    });
    expect(newAttempt().launchKey).not.toBe(first.launchKey);
    expect(newAttempt().sent).toBeNull();
  });

  it("says the time on the buyer's own clock", () => {
    expect(sentClock('2026-12-02T13:05:00Z', 'Europe/Berlin')).toEqual({ time: '14:05', date: '2026-12-02' });
    expect(sentClock('2026-12-02T23:30:00Z', 'Asia/Tokyo')).toEqual({ time: '08:30', date: '2026-12-03' });
  });
});
