import { describe, expect, it } from 'vitest';
import { placementKeys } from '../contract/launch';
import { accountCurrency, createDefaultDraft } from './defaults';
import { account, now } from './test-fixtures';

describe('§4/§9 defaults of a new draft', () => {
  const d = createDefaultDraft(account, now);
  it.each<[string, unknown, unknown]>([
    ['§4 objective website-conversions', d.objective, 'website-conversions'],
    ['§4 budget mode daily', d.budgetMode, 'daily'],
    ['§9 daily budget 5', d.budget, 5],
    ['§4 bid strategy highestVolume', d.bidStrategy, 'highestVolume'],
    ['§9 attribution 7c-1v', d.attributionSettingId, '7c-1v'],
    ['§4 age 18', d.ageMin, 18],
    ['§4 age 65', d.ageMax, 65],
    ['§4 gender All', d.gender, 'all'],
    ['§4 location United States', d.locations.map((l) => l.name), ['United States']],
    ['§4 Advantage+ placements on', d.advantagePlacement, true],
    ['§9 devices desktop and mobile', d.placementDevices, ['desktop', 'mobile']],
    ['§9 device type all', d.deviceType, 'all'],
    ['§9 default platforms include every facebook key', d.placementPlatforms.facebook, [...placementKeys.facebook]],
    ['§4 shop off', d.shopEnabled, false],
    ['§4 new campaign', d.campaignMode, 'new'],
    ['§4 day parting off', d.useDayParting, false],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it("§4 start is the next day at the start of the day in the ad account's time zone", () => {
    expect(d.startTime).toBe('2026-11-22T00:00:00.000-05:00');
  });
  it('§4 end is 7 days after the start', () => {
    expect(d.endTime).toBe('2026-11-29T00:00:00.000-05:00');
  });
  it('§4 the time zone decides the day: Tokyo is already on the 21st evening', () => {
    const tokyo = createDefaultDraft({ ...account, timezoneName: 'Asia/Tokyo', timezoneOffsetHoursUtc: 9 }, new Date('2026-11-21T20:00:00Z'));
    expect(tokyo.startTime).toBe('2026-11-23T00:00:00.000+09:00');
  });
  it('§4 across a DST change the end stays at midnight local time', () => {
    const march = createDefaultDraft(account, new Date('2026-03-03T12:00:00Z'));
    expect(march.startTime).toBe('2026-03-04T00:00:00.000-05:00');
    expect(march.endTime).toBe('2026-03-11T00:00:00.000-04:00');
  });
  it('§9 currency USD when the account has none', () => {
    expect(accountCurrency({ currency: '' })).toBe('USD');
    expect(accountCurrency({ currency: 'EUR' })).toBe('EUR');
  });
});
