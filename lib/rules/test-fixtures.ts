// Shared fixtures of the rules' tests and of the tests of what is built on them (not exported by index.ts).
import type { ImportDetails } from '../contract/campaigns';
import { newBulkAccount } from './bulk-launch';
import { createDefaultDraft } from './defaults';
import type { AdAccountContext, BulkAccount, LaunchDraft } from './types';

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
 * time zone, a budget of 5, its own page, pixel and Purchase event. */
export function bulkAccount(name: string, change: Partial<BulkAccount> = {}): BulkAccount {
  const n = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000, 7);
  return {
    ...newBulkAccount({ id: `act_${n}`, name, currency: account.currency, timezoneName: account.timezoneName }),
    budget: 5,
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
    },
    adSets: [],
    creatives: [],
    ...change,
  };
}
