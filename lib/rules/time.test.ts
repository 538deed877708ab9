import { describe, expect, it } from 'vitest';
import { defaultEndTime, defaultStartTime, fromZonedWall, oneHourAfter, timeZoneLabel, toZonedWall } from './time';

// The date pickers work on the ad account's wall clock ('YYYY-MM-DD HH:mm:ss'); the draft and the platform get
// ISO 8601 with that zone's offset. The browser's own zone never enters.

describe("the ad account's wall clock", () => {
  it.each<[string, string, string]>([
    ['2026-11-22T00:00:00.000-05:00', 'America/New_York', '2026-11-22 00:00:00'],
    ['2026-11-22T05:00:00.000Z', 'Asia/Tokyo', '2026-11-22 14:00:00'],
    ['2026-07-01T16:30:00.000Z', 'America/Los_Angeles', '2026-07-01 09:30:00'],
    ['2026-11-22T09:30:00.000Z', 'Asia/Kolkata', '2026-11-22 15:00:00'],
  ])('%s reads %s as %s', (iso, tz, wall) => {
    expect(toZonedWall(iso, tz)).toBe(wall);
    expect(new Date(fromZonedWall(wall, tz)!).getTime()).toBe(new Date(iso).getTime());
  });

  it('writes ISO with the zone offset of that date (winter and summer)', () => {
    expect(fromZonedWall('2026-11-22 09:30:00', 'America/Los_Angeles')).toBe('2026-11-22T09:30:00.000-08:00');
    expect(fromZonedWall('2026-07-01 09:30:00', 'America/Los_Angeles')).toBe('2026-07-01T09:30:00.000-07:00');
    expect(fromZonedWall('2026-11-22 09:30', 'Europe/Berlin')).toBe('2026-11-22T09:30:00.000+01:00');
  });

  it('is null for no time or not a time', () => {
    expect(toZonedWall(null, 'UTC')).toBeNull();
    expect(toZonedWall('not a date', 'UTC')).toBeNull();
    expect(fromZonedWall(null, 'UTC')).toBeNull();
    expect(fromZonedWall('22/11/2026 09:30', 'UTC')).toBeNull();
  });

  it('names the zone and its offset at the date shown', () => {
    expect(timeZoneLabel('America/Los_Angeles', '2026-11-22T12:00:00Z')).toBe('America/Los_Angeles (UTC-08:00)');
    expect(timeZoneLabel('America/Los_Angeles', '2026-07-01T12:00:00Z')).toBe('America/Los_Angeles (UTC-07:00)');
    expect(timeZoneLabel('Asia/Kolkata', '2026-11-22T12:00:00Z')).toBe('Asia/Kolkata (UTC+05:30)');
    expect(timeZoneLabel('UTC', '2026-11-22T12:00:00Z')).toBe('UTC (UTC+00:00)');
  });

  it('defaults in the zone: next day at 00:00, end 7 days later, one hour after', () => {
    const start = defaultStartTime(new Date('2026-11-21T23:30:00Z'), 'America/Los_Angeles');
    expect(start).toBe('2026-11-22T00:00:00.000-08:00');
    expect(toZonedWall(defaultEndTime(start, 'America/Los_Angeles'), 'America/Los_Angeles')).toBe('2026-11-29 00:00:00');
    expect(oneHourAfter(start, 'America/Los_Angeles')).toBe('2026-11-22T01:00:00.000-08:00');
  });
});
