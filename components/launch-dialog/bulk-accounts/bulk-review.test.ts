import { describe, expect, it } from 'vitest';
import {
  createDefaultDraft,
  moneyOfUnits,
  newBulkAccount,
  withAccountAddedBack,
  withLaunchedAccounts,
  type BulkAccount,
  type LaunchDraft,
} from '../../../lib/rules';
import { bulkAdsReason, bulkLaunchItems } from './bulk-review';

const account = { id: 'act_201', name: 'Northwind – US', currency: 'USD', timezoneName: 'America/Los_Angeles', timezoneOffsetHoursUtc: -8 };
const asset = (id: string) => ({ id, name: `Asset ${id}` });
const usd = (units: number) => moneyOfUnits(units, 'USD');
const jpy = (units: number) => moneyOfUnits(units, 'JPY');
const row = (accountId: string, change: Partial<BulkAccount> = {}): BulkAccount => ({
  ...newBulkAccount({ id: accountId, name: `Account ${accountId}`, currency: 'USD', timezoneName: 'America/Los_Angeles' }),
  budget: usd(5),
  page: asset(`1${accountId.slice(4)}`),
  pixel: asset(`9${accountId.slice(4)}`),
  conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
  ...change,
});
const draft = (change: Partial<LaunchDraft> = {}): LaunchDraft => ({
  ...createDefaultDraft(account, new Date(Date.now() - 60_000)),
  page: asset('1000'),
  pixel: asset('9000'),
  conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
  destinationUrl: 'https://clients.example.com/offer',
  ...change,
});
const ads = [{ creativeId: '7a0c2b9e-1111-4222-8333-944455556666', creativeType: 'image' as const }];

describe('a bulk launch in step 2', () => {
  it('one payload per account: its id, bulkAccountId, its page, pixel and URL; the same ads and folder', () => {
    const items = bulkLaunchItems(
      draft({ multiAccount: true, bulkAccounts: [row('act_201'), row('act_202', { destinationUrl: 'https://two.example.com' })] }),
      account,
      ads,
      'Spring',
    )!;
    expect(items.map((i) => [i.payload.accountId, i.payload.bulkAccountId, i.payload.facebookPageId, i.payload.pixelId, i.payload.destinationUrl])).toEqual([
      ['act_201', 'act_201', '1201', '9201', 'https://clients.example.com/offer'],
      ['act_202', 'act_202', '1202', '9202', 'https://two.example.com'],
    ]);
    for (const i of items) expect(i.payload).toMatchObject({ ads, folderName: 'Spring' });
  });

  it('after Adjust Settings, no payload for an account that launched, unless the buyer adds it back', () => {
    const bulk = draft({ multiAccount: true, bulkAccounts: [row('act_201'), row('act_202'), row('act_203')] });
    const adjusted = withLaunchedAccounts(bulk, ['act_201', 'act_203']);
    expect(bulkLaunchItems(adjusted, account, ads, undefined)!.map((i) => i.payload.accountId)).toEqual(['act_202']);
    expect(bulkLaunchItems(withAccountAddedBack(adjusted, 'act_203'), account, ads, undefined)!.map((i) => i.payload.accountId)).toEqual([
      'act_202',
      'act_203',
    ]);
  });

  it('nothing for a single-account launch; library ads required for a bulk one', () => {
    expect(bulkLaunchItems(draft(), account, ads, undefined)).toBeUndefined();
    expect(bulkAdsReason(draft({ multiAccount: true }), [])).toMatch(/library/);
    expect(bulkAdsReason(draft({ multiAccount: true }), ads)).toBeNull();
    expect(bulkAdsReason(draft(), [])).toBeNull();
  });

  it("each account's payload: its amounts in its currency's cents, its own audience ids, its start at the same local time in its zone", () => {
    const items = bulkLaunchItems(
      draft({
        multiAccount: true,
        isCBO: true,
        // 2026-12-01 00:00 in Los Angeles, the Ads Manager account's zone.
        startTime: '2026-12-01T08:00:00.000Z',
        customAudiences: [{ id: '810201', name: 'Never sent elsewhere' }],
        bulkAccounts: [
          row('act_201', { budget: usd(150), adSetMinimumSpend: usd(20), customAudiences: [{ id: '810201', name: 'US visitors' }] }),
          row('act_206', {
            currency: 'JPY',
            timezoneName: 'Asia/Tokyo',
            budget: jpy(15000),
            adSetMinimumSpend: jpy(2000),
            adSetMaximumSpend: jpy(9000),
            savedAudience: { id: '800206', name: 'JP adults' },
            excludedAudiences: [{ id: '811206', name: 'JP buyers' }],
          }),
        ],
      }),
      account,
      ads,
      undefined,
    )!;
    const [us, jp] = items.map((i) => i.payload);
    expect(us).toMatchObject({ dailyBudget: 15000, adSetMinimumSpend: 2000, customAudienceIds: ['810201'], startTime: '2026-12-01T00:00:00.000-08:00' });
    expect(us!.adSetMaximumSpend).toBeUndefined();
    expect(jp).toMatchObject({
      dailyBudget: 1500000,
      adSetMinimumSpend: 200000,
      adSetMaximumSpend: 900000,
      selectedSavedAudienceId: '800206',
      customAudienceIds: [],
      excludedAudienceIds: ['811206'],
      advantageAudience: false,
      startTime: '2026-12-01T00:00:00.000+09:00',
    });
  });
});
