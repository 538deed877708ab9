import { describe, expect, it } from 'vitest';
import {
  launchAdSchema,
  launchErrorResponseSchema,
  launchPayloadSchema,
  launchRecordSchema,
  launchResponseSchema,
  launchStatusSchema,
  launchStepSchema,
  placementKeys,
  type LaunchPayload,
} from './launch';

const minimal: LaunchPayload = {
  accountId: 'act_1',
  ads: [{ imageId: 'abc' }],
  useSingleAdset: false,
  destinationUrl: 'https://shop.example.com',
  isLeadFormCampaign: false,
  isTrafficCampaign: false,
  pixelId: '1',
  customEventType: 'PURCHASE',
  facebookPageId: '2',
  bidStrategy: 'highestVolume',
  genders: ['men', 'women'],
  ageMin: 18,
  ageMax: 65,
  locations: [{ key: 'US', name: 'United States', type: 'country', countryCode: 'US' }],
  excludedLocations: [],
  interests: [],
  locales: [],
  advantageAudience: false,
  customAudienceIds: [],
  excludedAudienceIds: [],
  attributionSettingId: '7c-1v',
  isCBO: false,
  advantagePlacement: true,
  placementDevices: ['desktop', 'mobile'],
  placementPlatforms: { facebook: ['feed'] },
  deviceType: 'all',
  wifiOnly: false,
  isAdCategorized: false,
  dailyBudget: 500,
  startTime: '2026-11-22T00:00:00.000-05:00',
  useAdvantageCreatives: false,
  multiAdvertiserAds: false,
  useDayParting: false,
};

describe('§4 launch status and steps', () => {
  it('§4 statuses and steps are exactly the spec list', () => {
    expect(launchStatusSchema.options).toEqual(['PENDING', 'RUNNING', 'COMPLETED', 'COMPLETED_WITH_ISSUES', 'FAILED', 'CANCELLED']);
    expect(launchStepSchema.options).toEqual(['CREATING_CAMPAIGN', 'CREATING_ADSETS', 'CREATING_ADS', 'FINALIZING', 'COMPLETED']);
  });
});

describe('§3 launch ad', () => {
  it.each([
    ['copy + creative id + type', { copyId: 'c', creativeId: 'x', creativeType: 'image' }, true],
    ['image id', { imageId: 'h' }, true],
    ['video id', { copyId: 'c', facebookVideoId: 'v' }, true],
    ['creative id without type', { creativeId: 'x' }, false],
    ['copy only', { copyId: 'c' }, false],
    ['unknown field', { imageId: 'h', extra: 1 }, false],
    ['bad creative type', { creativeId: 'x', creativeType: 'gif' }, false],
  ])('§3 ad: %s', (_name, ad, ok) => {
    expect(launchAdSchema.safeParse(ad).success).toBe(ok);
  });
});

describe('§3 launch payload', () => {
  it('§3 a minimal daily payload parses', () => {
    expect(launchPayloadSchema.parse(minimal)).toEqual(minimal);
  });
  it.each<[string, Partial<Record<keyof LaunchPayload, unknown>> & Record<string, unknown>]>([
    ['unknown field (strict)', { somethingElse: true }],
    ['budget not in integer cents', { dailyBudget: 19.99 }],
    ['both daily and lifetime', { lifetimeBudget: 3500 }],
    ['endTime with a daily budget', { endTime: '2026-11-29T00:00:00.000-05:00' }],
    ['startTime without offset', { startTime: '2026-11-22T00:00:00' }],
    ['bid strategy outside the four', { bidStrategy: 'lowestCost' }],
    ['device type outside all|mobile|desktop', { deviceType: 'tablet' }],
    ['placement key of another platform', { placementPlatforms: { facebook: ['reels'] } }],
    ['no ads', { ads: [] }],
    ['age below 18', { ageMin: 17 }],
    ['ageMin above ageMax', { ageMin: 40, ageMax: 30 }],
    ['target ROAS not a number', { targetRoas: '2' }],
    ['unknown ad category', { isAdCategorized: true, adCategory: 'CREDIT' }],
    ['day parting with a daily budget', { useDayParting: true, dayPartingSchedule: { Mon: [{ start: 9, end: 17 }] } }],
  ])('§3 refuses: %s', (_name, change) => {
    expect(launchPayloadSchema.safeParse({ ...minimal, ...change }).success).toBe(false);
  });
  it('§3 lifetime with end, day parting and shop fields parses', () => {
    const lifetime = {
      ...minimal,
      dailyBudget: undefined,
      lifetimeBudget: 3500,
      endTime: '2026-11-29T00:00:00.000-05:00',
      useDayParting: true,
      dayPartingTimeZone: 'account',
      dayPartingSchedule: { Mon: [{ start: 9, end: 17 }], Sun: [{ start: 0, end: 24 }] },
      facebookCatalog: 'cat',
      facebookCatalogName: 'Catalog',
      facebookProductSet: 'set',
      facebookProductSetName: 'Set',
      merchantId: 'm',
      placementPlatforms: Object.fromEntries(Object.entries(placementKeys).map(([k, v]) => [k, [...v]])),
    };
    delete lifetime.dailyBudget;
    expect(launchPayloadSchema.safeParse(lifetime).success).toBe(true);
  });
  it('§3 a lifetime budget needs an endTime', () => {
    const { dailyBudget: _d, ...rest } = minimal;
    expect(launchPayloadSchema.safeParse({ ...rest, lifetimeBudget: 3500 }).success).toBe(false);
  });
});

describe('§7 launch response, error response and §3 launch record', () => {
  it('§7 response and error', () => {
    expect(launchResponseSchema.safeParse({ success: true, campaignLaunchId: 'l1', status: 'PENDING' }).success).toBe(true);
    expect(launchErrorResponseSchema.safeParse({ success: false, error: 'x', fields: { pixelId: ['Please select a pixel.'] } }).success).toBe(true);
    expect(launchErrorResponseSchema.safeParse({ success: true, error: 'x' }).success).toBe(false);
  });
  it('§3 launch record', () => {
    const record = {
      id: 'l1',
      status: 'FAILED',
      step: 'CREATING_ADS',
      campaignName: 'C',
      adsetsTotal: 2,
      adsetsCompleted: 2,
      adsTotal: 2,
      adsCompleted: 1,
      errors: [{ message: 'm', details: '**d**', technicalDetails: 't' }],
      input: {
        isLeadFormCampaign: false,
        isTrafficCampaign: false,
        dailyBudget: 500,
        lifetimeBudget: null,
        isCBO: false,
        startTime: '2026-11-22T00:00:00.000-05:00',
        endTime: null,
        facebookPageName: 'Page',
        pixelName: null,
        leadFormName: null,
        instagramAccountName: null,
      },
      accountId: 'act_1',
      currency: 'EUR',
      campaignId: null,
      createdAt: '2026-11-21T11:00:00.000Z',
      updatedAt: '2026-11-21T11:00:05.000Z',
    };
    expect(launchRecordSchema.safeParse(record).success).toBe(true);
    expect(launchRecordSchema.safeParse({ ...record, status: 'DONE' }).success).toBe(false);
    expect(launchRecordSchema.safeParse({ ...record, currency: undefined }).success).toBe(false);
  });
});
