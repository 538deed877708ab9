// Shared fixtures of the rules' tests and of the tests of what is built on them (not exported by index.ts).
import type { ImportDetails } from '../contract/campaigns';
import { newBulkAccount } from './bulk-launch';
import { money, type Money } from './currency';
import { createDefaultDraft } from './defaults';
import type { AdAccountContext, BulkAccount, ExistingCampaign, ExistingSource, LaunchDraft, LaunchSource } from './types';

export const account: AdAccountContext = { id: 'act_42', name: 'Acme Ads', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
/** 2026-11-21 11:50 UTC, i.e. 06:50 in New York. */
export const now = new Date('2026-11-21T11:50:00.000Z');

/** A draft that passes every launch rule: defaults plus the assets the defaults cannot pick. */
export function validDraft(change: Partial<LaunchDraft> = {}): LaunchDraft {
  return {
    ...createDefaultDraft(account, now),
    page: { id: '400001', name: 'Acme Page' },
    pixel: { id: '500001', name: 'Acme Pixel' },
    conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
    destinationUrl: 'https://acme.example.com/landing',
    ...change,
  };
}

/** An account of a Multi Account Launch that is ready: `act_{n}` (a number of its name), in `account`'s currency and
 * time zone, a budget of $5, its own page, pixel and Purchase event, in the United States. */
export function bulkAccount(name: string, change: Partial<BulkAccount> = {}): BulkAccount {
  const n = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000, 7);
  return {
    ...newBulkAccount({ id: `act_${n}`, name, currency: account.currency, timezoneName: account.timezoneName, countryCode: 'US' }),
    budget: money(500, account.currency),
    page: { id: `4${n}`, name: `${name} Page` },
    pixel: { id: `5${n}`, name: `${name} Pixel` },
    conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
    ...change,
  };
}

type ImportedCreative = ImportDetails['creatives'][number];

/** An ad of an imported campaign: its image `h1` and no texts, named `Ad {adId}`. */
export function importedCreative(adId: string, change: Partial<ImportedCreative> = {}): ImportedCreative {
  return {
    adId,
    adName: `Ad ${adId}`,
    adSetId: '1',
    creativeId: `c${adId}`,
    pageId: null,
    instagramUserId: null,
    link: null,
    message: null,
    headline: null,
    imageHash: 'h1',
    videoId: null,
    callToAction: null,
    urlTags: null,
    displayLink: null,
    leadFormId: null,
    ...change,
  };
}

/** What an import reads of a campaign: 'Always On' of act_201, traffic with daily ad set budgets; no ad sets or ads unless given. */
export function importDetails(change: Partial<ImportDetails> = {}): ImportDetails {
  return {
    accountId: 'act_201',
    currency: 'USD',
    campaign: {
      id: '900',
      name: 'Always On',
      isCBO: false,
      budgetType: 'daily',
      budget: null,
      bidStrategy: null,
      bidAmount: null,
      objective: 'OUTCOME_TRAFFIC',
      status: 'ACTIVE',
      specialAdCategories: [],
      specialAdCategoryCountries: [],
    },
    adSets: [],
    creatives: [],
    ...change,
  };
}

/** An amount in the fixture account's currency, typed as currency units: usd(19.99). */
export const usd = (units: number): Money => money(Math.round(units * 100), 'USD');

/** An existing campaign chosen in Step 1 (with 'Create New Ad Set(s)' unless ad sets are given). */
export const existingSource = (campaign: ExistingCampaign | null, adSetIds: string[] = [], createNewAdSets = adSetIds.length === 0): ExistingSource => ({
  kind: 'existing',
  campaign,
  adSetIds,
  createNewAdSets,
});

/** An import of campaign `campaignId` of `accountId`, as the server knows it (its ids only). */
export const importSource = (accountId = 'act_201', campaignId = '77'): LaunchSource => ({ kind: 'import', accountId, campaignId, read: null, own: {} });

type ImportedAdSet = ImportDetails['adSets'][number];

/** An ad set as an import reads it: cost cap $2.50, $40 a day, women 30-50 in Canada who like hiking. */
export function importedAdSet(id: string, change: Partial<ImportedAdSet> = {}): ImportedAdSet {
  const raw = {
    geo_locations: { countries: ['CA'] },
    age_min: 30,
    age_max: 50,
    genders: [2],
    flexible_spec: [{ interests: [{ id: '6003', name: 'Hiking' }] }],
    targeting_automation: { advantage_audience: 0 },
  };
  return {
    id,
    name: `Ad set ${id}`,
    bidStrategy: 'COST_CAP',
    bidAmount: 250,
    roasAverageFloor: null,
    dailyBudget: 4000,
    lifetimeBudget: null,
    status: 'ACTIVE',
    optimizationGoal: 'LINK_CLICKS',
    billingEvent: 'IMPRESSIONS',
    promotedObject: { pixelId: null, customEventType: null, customConversionId: null, pageId: null },
    startTime: null,
    endTime: null,
    attributionSpec: null,
    minSpend: null,
    maxSpend: null,
    schedule: null,
    targeting: {
      ageMin: 30,
      ageMax: 50,
      genders: ['women'],
      countries: ['CA'],
      interests: [{ id: '6003', name: 'Hiking' }],
      customAudienceIds: [],
      excludedAudienceIds: [],
      advantageAudience: false,
      raw,
    },
    ...change,
  };
}

/** 'Always On' of act_201 (traffic, USD) with two ad sets ('Winners', the second, cost cap $5 on a $900 lifetime budget)
 * and two ads, the first linking to https://north.example/. */
export const campaignSource = importDetails({
  adSets: [importedAdSet('1'), importedAdSet('2', { name: 'Winners', bidStrategy: 'COST_CAP', bidAmount: 500, lifetimeBudget: 90000, dailyBudget: null })],
  creatives: [
    importedCreative('a1', { adName: 'A', creativeId: 'c1', link: 'https://north.example/', urlTags: 'utm_source=fb' }),
    importedCreative('a2', { adName: 'B', creativeId: 'c2' }),
  ],
});
