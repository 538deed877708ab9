import { describe, expect, it } from 'vitest';
import { createDefaultDraft, type BulkAccount, type LaunchDraft } from '../../../lib/rules';
import { bulkAdsReason, bulkLaunchItems } from './bulk-review';

const account = { id: 'act_201', name: 'Northwind – US', currency: 'USD', timezoneName: 'America/Los_Angeles', timezoneOffsetHoursUtc: -8 };
const asset = (id: string) => ({ id, name: `Asset ${id}` });
const row = (accountId: string, change: Partial<BulkAccount> = {}): BulkAccount => ({
  accountId,
  name: `Account ${accountId}`,
  currency: 'USD',
  budget: 5,
  bidAmount: null,
  page: asset(`1${accountId.slice(4)}`),
  pixel: asset(`9${accountId.slice(4)}`),
  instagram: null,
  conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
  leadForm: null,
  destinationUrl: '',
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

  it('nothing for a single-account launch; library ads required for a bulk one', () => {
    expect(bulkLaunchItems(draft(), account, ads, undefined)).toBeUndefined();
    expect(bulkAdsReason(draft({ multiAccount: true }), [])).toMatch(/library/);
    expect(bulkAdsReason(draft({ multiAccount: true }), ads)).toBeNull();
    expect(bulkAdsReason(draft(), [])).toBeNull();
  });
});
