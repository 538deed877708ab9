// The defaults of a new launch (docs/product-rules.md#limits-and-constants).
import type { AdAccount } from '../contract/assets';
import { AGE_MAX, AGE_MIN, DEFAULT_ATTRIBUTION, DEFAULT_CURRENCY, DEFAULT_LOCATION, DEFAULT_PLACEMENT_DEVICES, defaultPlacementPlatforms } from './constants';
import { defaultBudget } from './budget-minimum';
import { NEW_SOURCE } from './launch-source';
import { DEFAULT_NAMING } from './naming';
import { defaultEndTime, defaultStartTime } from './time';
import type { AdAccountContext, LaunchDraft } from './types';

/** Default currency USD (docs/product-rules.md#conventions) when the ad account has none. */
export function accountCurrency(account: Pick<AdAccountContext, 'currency'>): string {
  return account.currency.trim() === '' ? DEFAULT_CURRENCY : account.currency;
}

/** The rules' view of an ad account as the API answers it (docs/product-rules.md#conventions: ad account): the side
 * panel's and the server's. */
export function accountContextOf(account: AdAccount): AdAccountContext {
  const { data } = account;
  return {
    id: account.id,
    name: account.name,
    currency: accountCurrency(data),
    timezoneName: data.timezone_name,
    timezoneOffsetHoursUtc: data.timezone_offset_hours_utc,
    minDailyBudget: data.minDailyBudget ?? null,
    minDailyBudgets: data.minDailyBudgets ?? null,
  };
}

/** A new draft for `account` at `now`. */
export function createDefaultDraft(account: AdAccountContext, now: Date): LaunchDraft {
  const startTime = defaultStartTime(now, account.timezoneName);
  return {
    objective: 'website-conversions',
    shopEnabled: false,
    useInstantForms: false,
    isAdCategorized: false,
    adCategory: null,
    adCategoryLocations: [],
    source: NEW_SOURCE,
    adSetDistribution: 'dedicated',
    isCBO: false,
    multiAccount: false,
    bulkAccounts: [],
    budgetMode: 'daily',
    budget: defaultBudget('daily', account, { source: NEW_SOURCE, startTime: null, endTime: null }),
    startTime,
    endTime: defaultEndTime(startTime, account.timezoneName),
    bidStrategy: 'highestVolume',
    bidAmount: null,
    targetRoas: null,
    useDayParting: false,
    dayPartingTimeZone: 'account',
    dayPartingSchedule: {},
    adSetMinimumSpend: null,
    adSetMaximumSpend: null,
    advantagePlacement: true,
    placementDevices: [...DEFAULT_PLACEMENT_DEVICES],
    placementPlatforms: defaultPlacementPlatforms(),
    deviceType: 'all',
    wifiOnly: false,
    attributionSettingId: DEFAULT_ATTRIBUTION,
    performanceGoal: null,
    ageMin: AGE_MIN,
    ageMax: AGE_MAX,
    gender: 'all',
    locations: [{ ...DEFAULT_LOCATION }],
    excludedLocations: [],
    interests: [],
    locales: [],
    advantageAudience: false,
    savedAudience: null,
    customAudiences: [],
    excludedAudiences: [],
    customerListCertified: false,
    page: null,
    instagram: null,
    pixel: null,
    conversionEvent: null,
    leadForm: null,
    catalog: null,
    product: null,
    productSet: null,
    merchantId: null,
    offerId: null,
    destinationUrl: '',
    displayLink: '',
    urlTags: '',
    naming: { ...DEFAULT_NAMING },
    campaignName: '',
    adSetName: '',
    useAdvantageCreatives: false,
    multiAdvertiserAds: false,
    uniqueCreatives: false,
    launchPaused: false,
    automationIds: [],
    templateId: null,
  };
}
