import { describe, expect, it } from 'vitest';
import { placementKeys } from '../contract/launch';
import { accountCurrency, createDefaultDraft } from './defaults';
import { money } from './currency';
import { account, now } from './test-fixtures';

describe('defaults of a new draft', () => {
  const d = createDefaultDraft(account, now);
  it.each<[string, unknown, unknown]>([
    ['objective website-conversions', d.objective, 'website-conversions'],
    ['budget mode daily', d.budgetMode, 'daily'],
    ['daily budget 5', d.budget, money(500, 'USD')],
    ['bid strategy highestVolume', d.bidStrategy, 'highestVolume'],
    ['attribution 7c-1v', d.attributionSettingId, '7c-1v'],
    ['age 18', d.ageMin, 18],
    ['age 65', d.ageMax, 65],
    ['gender All', d.gender, 'all'],
    ['location United States', d.locations.map((l) => l.name), ['United States']],
    ['Advantage+ placements on', d.advantagePlacement, true],
    ['devices desktop and mobile', d.placementDevices, ['desktop', 'mobile']],
    ['device type all', d.deviceType, 'all'],
    ['default platforms include every facebook key', d.placementPlatforms.facebook, [...placementKeys.facebook]],
    ['shop off', d.shopEnabled, false],
    ['new campaign', d.source, { kind: 'new' }],
    ['day parting off', d.useDayParting, false],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it("start is the next day at the start of the day in the ad account's time zone", () => {
    expect(d.startTime).toBe('2026-11-22T00:00:00.000-05:00');
  });
  it('end is 7 days after the start', () => {
    expect(d.endTime).toBe('2026-11-29T00:00:00.000-05:00');
  });
  it('the time zone decides the day: Tokyo is already on the 21st evening', () => {
    const tokyo = createDefaultDraft({ ...account, timezoneName: 'Asia/Tokyo', timezoneOffsetHoursUtc: 9 }, new Date('2026-11-21T20:00:00Z'));
    expect(tokyo.startTime).toBe('2026-11-23T00:00:00.000+09:00');
  });
  it('across a DST change the end stays at midnight local time', () => {
    const march = createDefaultDraft(account, new Date('2026-03-03T12:00:00Z'));
    expect(march.startTime).toBe('2026-03-04T00:00:00.000-05:00');
    expect(march.endTime).toBe('2026-03-11T00:00:00.000-04:00');
  });
  it('currency USD when the account has none', () => {
    expect(accountCurrency({ currency: '' })).toBe('USD');
    expect(accountCurrency({ currency: 'EUR' })).toBe('EUR');
  });
});
