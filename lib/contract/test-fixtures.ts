// Shared fixtures of the tests (and the benchmark's launches); the app does not import this file. Each test changes
// what it is about: a payload's accounts, ads and platform ids; a record's status and counts; a plan's features.
import type { LaunchPayload } from './launch';
import type { LaunchRecord } from './launch-record';
import type { PlanInfo } from './plans';

/** A website-purchases launch of two image ads, an ad set each, $5.00 a day, to adults in the United States. */
export const sampleLaunchPayload: LaunchPayload = {
  accountId: 'act_101',
  ads: [{ imageId: 'hash1' }, { imageId: 'hash2' }],
  useSingleAdset: false,
  destinationUrl: 'https://shop.example.com',
  campaignName: 'Spring',
  isLeadFormCampaign: false,
  isTrafficCampaign: false,
  pixelId: '500001',
  customEventType: 'PURCHASE',
  facebookPageId: '400101',
  bidStrategy: 'highestVolume',
  genders: ['men', 'women'],
  ageMin: 18,
  ageMax: 65,
  locations: [{ key: 'US', name: 'United States', type: 'country', countryCode: 'US' }],
  excludedLocations: [],
  interests: [],
  locales: [],
  advantageAudience: true,
  customAudienceIds: [],
  excludedAudienceIds: [],
  attributionSettingId: '7c-1v',
  isCBO: false,
  advantagePlacement: true,
  placementDevices: ['desktop', 'mobile'],
  placementPlatforms: {},
  deviceType: 'all',
  wifiOnly: false,
  isAdCategorized: false,
  dailyBudget: 500,
  startTime: '2026-11-22T00:00:00-05:00',
  useAdvantageCreatives: false,
  multiAdvertiserAds: false,
  useDayParting: false,
};

/** A launch record as GET /dashboard/campaign-launches/{id} answers it: a finished launch of one ad set and two ads
 * with a $5.00 daily budget. `change` sets other fields, `change.input` some of the input's. */
export function launchRecord(change: Partial<Omit<LaunchRecord, 'input'>> & { input?: Partial<LaunchRecord['input']> } = {}): LaunchRecord {
  const { input, ...fields } = change;
  return {
    id: '0b8f7c1e-0000-4000-8000-000000000001',
    status: 'COMPLETED',
    step: 'COMPLETED',
    campaignName: 'Winter sale',
    adsetsTotal: 1,
    adsetsCompleted: 1,
    adsTotal: 2,
    adsCompleted: 2,
    errors: [],
    accountId: 'act_101',
    currency: 'USD',
    campaignId: '120000000001',
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:01:00.000Z',
    ...fields,
    input: {
      isLeadFormCampaign: false,
      isTrafficCampaign: false,
      dailyBudget: 500,
      lifetimeBudget: null,
      isCBO: false,
      startTime: null,
      endTime: null,
      facebookPageName: null,
      pixelName: null,
      leadFormName: null,
      instagramAccountName: null,
      automationIds: [],
      launchPaused: false,
      ...input,
    },
  };
}

/** GET /auth/plan's answer for an advertiser whose plan is active, with the features as given (off by default). */
export function advertiserPlan(features: Partial<PlanInfo['features']> = {}): PlanInfo {
  return {
    plan: 'advertiser',
    subscription: 'active',
    trialLaunchesUsed: null,
    trialLaunchLimit: null,
    canLaunch: true,
    message: null,
    features: { multiAccountLaunch: false, automations: false, ...features },
  };
}
