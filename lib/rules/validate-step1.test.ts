import { describe, expect, it } from 'vitest';
import { bulkAccount, existingSource, validDraft, usd } from './test-fixtures';
import type { BulkAccount, FieldErrors, LaunchDraft } from './types';
import { hasErrors, mergeErrors, validateStep1 } from './validate-step1';

const bulk = (name: string): BulkAccount => bulkAccount(name, { page: null, pixel: null, conversionEvent: null });
const campaign = { id: 'c1', name: 'Existing', isCBO: false, budgetType: 'daily' as const, budget: usd(5), bidStrategy: null, bidAmount: null };

describe('step 1 Next', () => {
  it.each<[string, Partial<LaunchDraft>, FieldErrors]>([
    ['step 1: defaults allow Next', {}, {}],
    [
      'step 1: special category without category',
      { isAdCategorized: true, adCategoryLocations: [{ key: 'US', name: 'United States', type: 'country' }] },
      { adCategory: ['You must select a category for your special ad.'] },
    ],
    [
      'step 1: special category without target location',
      { isAdCategorized: true, adCategory: 'HOUSING' },
      { adCategoryLocations: ['You must select at least one target location for your special ad category.'] },
    ],
    [
      'step 1: special category with neither',
      { isAdCategorized: true },
      {
        adCategory: ['You must select a category for your special ad.'],
        adCategoryLocations: ['You must select at least one target location for your special ad category.'],
      },
    ],
    [
      'step 1: multi-account launch with one account',
      { multiAccount: true, bulkAccounts: [bulk('A')] },
      { bulkAccounts: ['You must select at least 2 accounts for multi-launch campaign.'] },
    ],
    ['step 1: multi-account launch with two accounts', { multiAccount: true, bulkAccounts: [bulk('A'), bulk('B')] }, {}],
    // After Adjust Settings: one failed account left beside a launched one launches; every account launched does not.
    ['step 1: one account to launch beside one launched', { multiAccount: true, bulkAccounts: [{ ...bulk('A'), launched: true }, bulk('B')] }, {}],
    [
      'step 1: every account launched already',
      {
        multiAccount: true,
        bulkAccounts: [
          { ...bulk('A'), launched: true },
          { ...bulk('B'), launched: true },
        ],
      },
      {
        bulkAccounts: [
          'Every account listed got its campaign in the last launch: add another account, or choose Launch again on one to give it a second campaign.',
        ],
      },
    ],
    ['step 1: existing campaign not chosen', { source: existingSource(null) }, { existingCampaign: ['Please select a campaign.'] }],
    [
      'step 1: existing campaign, no ad sets, new-ad-set mode off',
      { source: existingSource(campaign, [], false) },
      { existingAdSetIds: ["Please select ad sets or choose 'Create New Ad Set(s)'."] },
    ],
    ['step 1: existing campaign with new-ad-set mode', { source: existingSource(campaign) }, {}],
    ['step 1: existing campaign with ad sets', { source: existingSource(campaign, ['as1']) }, {}],
    [
      'step 1: 50 existing ad sets',
      {
        source: existingSource(
          campaign,
          Array.from({ length: 50 }, (_, i) => `as${i}`),
        ),
      },
      {},
    ],
    [
      'step 1: 51 existing ad sets',
      {
        source: existingSource(
          campaign,
          Array.from({ length: 51 }, (_, i) => `as${i}`),
        ),
      },
      { existingAdSetIds: ['A launch can go into at most 50 existing ad sets: choose fewer, and launch into the others with another launch.'] },
    ],
  ])('%s', (_name, change, expected) => {
    const errors = validateStep1(validDraft(change));
    expect(errors).toEqual(expected);
    expect(hasErrors(errors)).toBe(Object.keys(expected).length > 0);
  });

  it('merges messages per field without duplicates', () => {
    expect(mergeErrors({ page: ['a'] }, { page: ['a', 'b'], pixel: [] }, { pixel: ['c'] })).toEqual({ page: ['a', 'b'], pixel: ['c'] });
  });
});
