import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './zoned-input';

describe('zoned date inputs', () => {
  it('reads and writes in the ad account time zone', () => {
    expect(toLocalInput('2026-11-22T00:00:00.000-05:00', 'America/New_York')).toBe('2026-11-22T00:00');
    expect(toLocalInput('2026-11-22T05:00:00.000Z', 'Asia/Tokyo')).toBe('2026-11-22T14:00');
    expect(fromLocalInput('2026-11-22T09:30', 'America/New_York')).toBe('2026-11-22T09:30:00.000-05:00');
    expect(fromLocalInput('', 'America/New_York')).toBeNull();
    expect(toLocalInput(null, 'UTC')).toBe('');
  });
});
