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
import { launchRecord, sampleLaunchPayload } from './test-fixtures';

const HASH = '0123456789abcdef0123456789abcdef';
const U1 = '11111111-1111-4111-8111-111111111111';
const U2 = '22222222-2222-4222-8222-222222222222';

/** Only what a launch must have: the sample without its campaign name. */
const { campaignName: _optional, ...minimal } = sampleLaunchPayload;

describe('launch status and steps', () => {
  it('statuses and steps are exactly the spec list', () => {
    expect(launchStatusSchema.options).toEqual(['PENDING', 'RUNNING', 'COMPLETED', 'COMPLETED_WITH_ISSUES', 'FAILED', 'CANCELLED']);
    expect(launchStepSchema.options).toEqual(['CREATING_CAMPAIGN', 'CREATING_ADSETS', 'CREATING_ADS', 'FINALIZING', 'COMPLETED']);
  });
});

describe('launch ad', () => {
  it.each([
    ['copy + creative id + type', { copyId: U1, creativeId: U2, creativeType: 'image' }, true],
    ['image id', { imageId: HASH }, true],
    ['video id', { copyId: U1, facebookVideoId: '123456' }, true],
    ['creative id without type', { creativeId: U2 }, false],
    ['copy only', { copyId: U1 }, false],
    ['unknown field', { imageId: HASH, extra: 1 }, false],
    ['bad creative type', { creativeId: U2, creativeType: 'gif' }, false],
    ['image hash that is not one', { imageId: '../act_1' }, false],
    ['video id that is not numeric', { facebookVideoId: '1/copies' }, false],
    ['copy id that is not a UUID', { copyId: 'c', imageId: HASH }, false],
  ])('ad: %s', (_name, ad, ok) => {
    expect(launchAdSchema.safeParse(ad).success).toBe(ok);
  });
});

describe('launch payload', () => {
  it('a minimal daily payload parses', () => {
    expect(launchPayloadSchema.parse(minimal)).toEqual(minimal);
  });
  it.each<[string, Partial<Record<keyof LaunchPayload, unknown>> & Record<string, unknown>]>([
    ['unknown field (strict)', { somethingElse: true }],
    ['budget not in integer cents', { dailyBudget: 19.99 }],
    ['startTime without offset', { startTime: '2026-11-22T00:00:00' }],
    ['bid strategy outside the four', { bidStrategy: 'lowestCost' }],
    ['device type outside all|mobile|desktop', { deviceType: 'tablet' }],
    ['placement key of another platform', { placementPlatforms: { facebook: ['reels'] } }],
    ['no ads', { ads: [] }],
    ['age not a whole number', { ageMin: 18.5 }],
    ['target ROAS not a number', { targetRoas: '2' }],
    ['unknown ad category', { isAdCategorized: true, adCategory: 'CREDIT' }],
    ['page id with a path in it', { facebookPageId: '2/feed' }],
    ['ad account id without act_', { accountId: '1' }],
    ['imported account id without act_', { importedAccountId: '201' }],
    ['existing campaign id that is not numeric', { existingCampaignId: '../act_2/campaigns' }],
    ['custom audience id that is not numeric', { customAudienceIds: ['abc'] }],
    ['attribution setting that is not one', { attributionSettingId: '7 days' }],
  ])('refuses: %s', (_name, change) => {
    expect(launchPayloadSchema.safeParse({ ...minimal, ...change }).success).toBe(false);
  });
  it('lifetime with end, day parting and shop fields parses', () => {
    const lifetime = {
      ...minimal,
      dailyBudget: undefined,
      lifetimeBudget: 3500,
      endTime: '2026-11-29T00:00:00.000-05:00',
      useDayParting: true,
      dayPartingTimeZone: 'account',
      dayPartingSchedule: { Mon: [{ start: 9, end: 17 }], Sun: [{ start: 0, end: 24 }] },
      facebookCatalog: '900001',
      facebookCatalogName: 'Catalog',
      facebookProductSet: '900002',
      facebookProductSetName: 'Set',
      merchantId: '910001',
      placementPlatforms: Object.fromEntries(Object.entries(placementKeys).map(([k, v]) => [k, [...v]])),
    };
    delete lifetime.dailyBudget;
    expect(launchPayloadSchema.safeParse(lifetime).success).toBe(true);
  });
});

describe('launch response, error response and launch record', () => {
  it('response and error', () => {
    expect(launchResponseSchema.safeParse({ success: true, campaignLaunchId: 'l1', status: 'PENDING' }).success).toBe(true);
    expect(launchErrorResponseSchema.safeParse({ success: false, error: 'x', fields: { pixelId: ['Please select a pixel.'] } }).success).toBe(true);
    expect(launchErrorResponseSchema.safeParse({ success: true, error: 'x' }).success).toBe(false);
  });
  it('launch record', () => {
    const record = launchRecord({
      status: 'FAILED',
      step: 'CREATING_ADS',
      errors: [{ message: 'm', details: '**d**', technicalDetails: 't' }],
      currency: 'EUR',
      campaignId: null,
      input: { startTime: '2026-11-22T00:00:00.000-05:00', facebookPageName: 'Page' },
    });
    expect(launchRecordSchema.safeParse(record).success).toBe(true);
    expect(launchRecordSchema.safeParse({ ...record, status: 'DONE' }).success).toBe(false);
    expect(launchRecordSchema.safeParse({ ...record, currency: undefined }).success).toBe(false);
    // A launch recorded before automations were has none.
    const { automationIds: _none, ...older } = record.input;
    expect(launchRecordSchema.parse({ ...record, input: older }).input.automationIds).toEqual([]);
  });
});
