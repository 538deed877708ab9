import { describe, expect, it } from 'vitest';
import { launchPayloadSchema } from '../contract/launch';
import { buildLaunchPayload, draftFromPayload, validateLaunchPayload } from './payload';
import { account, now, usd, validDraft } from './test-fixtures';
import type { LaunchDraft } from './types';
import { validateLaunch } from './validate-launch';

const ads = [
  { imageId: '0123456789abcdef0123456789abcdef' },
  { copyId: '11111111-1111-4111-8111-111111111111', creativeId: '22222222-2222-4222-8222-222222222222', creativeType: 'video' as const },
];
const build = (change: Partial<LaunchDraft> = {}) => buildLaunchPayload(validDraft(change), { ads, account });

describe('launch payload from a valid draft', () => {
  it('the default draft builds a payload that parses', () => {
    const p = build();
    expect(launchPayloadSchema.safeParse(p).success).toBe(true);
    expect(p).toMatchObject({
      accountId: 'act_42',
      ads,
      dailyBudget: 500,
      startTime: '2026-11-22T00:00:00.000-05:00',
      bidStrategy: 'highestVolume',
      genders: ['men', 'women'],
      ageMin: 18,
      ageMax: 65,
      attributionSettingId: '7c-1v',
      facebookPageId: '400001',
      facebookPageName: 'Acme Page',
      pixelId: '500001',
      customEventType: 'PURCHASE',
      isLeadFormCampaign: false,
      isTrafficCampaign: false,
      useSingleAdset: false,
    });
    expect(p.endTime).toBeUndefined();
    expect(p.lifetimeBudget).toBeUndefined();
  });
  it.each<[string, Partial<LaunchDraft>, Record<string, unknown>]>([
    ['daily 19.99 is 1999 cents', { budget: usd(19.99) }, { dailyBudget: 1999 }],
    [
      'lifetime sends endTime and lifetimeBudget',
      { budgetMode: 'lifetime', budget: usd(35) },
      { lifetimeBudget: 3500, endTime: '2026-11-29T00:00:00.000-05:00', dailyBudget: undefined },
    ],
    // $11.75 a day: exactly 5 times the bid, as the platform asks.
    ['bid amount in cents for bid cap', { bidStrategy: 'bidCap', bidAmount: usd(2.35), budget: usd(11.75) }, { bidAmount: 235 }],
    ['bid amount not sent for highestVolume', { bidAmount: usd(3) }, { bidAmount: undefined }],
    ['target ROAS sent with highestValue', { bidStrategy: 'highestValue', targetRoas: 2.5 }, { targetRoas: 2.5 }],
    ['target ROAS not sent for highestVolume, which takes none', { targetRoas: 2.5 }, { targetRoas: undefined }],
    ['gender Women', { gender: 'women' }, { genders: ['women'] }],
    [
      'lead form campaign with instant forms',
      { objective: 'lead-form', useInstantForms: true, leadForm: { id: '800001', name: 'Form' }, pixel: null, conversionEvent: null },
      { isLeadFormCampaign: true, leadFormId: '800001', leadFormName: 'Form' },
    ],
    [
      'traffic',
      { objective: 'traffic', performanceGoal: 'linkClicks', attributionSettingId: '1c-0v' },
      { isTrafficCampaign: true, performanceGoal: 'linkClicks' },
    ],
    ['display link stripped of its protocol', { displayLink: 'acme.com' }, { displayLink: 'acme.com' }],
    ['single ad set', { adSetDistribution: 'single' }, { useSingleAdset: true }],
    [
      'shop fields',
      { shopEnabled: true, catalog: { id: '900001', name: 'Cat' }, productSet: { id: '900002', name: 'Set' }, merchantId: '910001' },
      { facebookCatalog: '900001', facebookCatalogName: 'Cat', facebookProductSet: '900002', facebookProductSetName: 'Set', merchantId: '910001' },
    ],
    ['spend limits in cents', { isCBO: true, adSetMinimumSpend: usd(1.5), adSetMaximumSpend: usd(20) }, { adSetMinimumSpend: 150, adSetMaximumSpend: 2000 }],
    [
      'day parting with lifetime',
      { budgetMode: 'lifetime', budget: usd(35), useDayParting: true, dayPartingSchedule: { Mon: [{ start: 9, end: 17 }] } },
      { useDayParting: true, dayPartingTimeZone: 'account', dayPartingSchedule: { Mon: [{ start: 9, end: 17 }] } },
    ],
  ])('%s', (_name, change, expected) => {
    const draft = validDraft(change);
    expect(validateLaunch(draft, { now, account })).toEqual({});
    const payload: Record<string, unknown> = buildLaunchPayload(draft, { ads, account });
    for (const [field, value] of Object.entries(expected)) expect(payload[field], field).toEqual(value);
  });
  it('locations keep only the payload fields', () => {
    const p = build({ locations: [{ key: 'US', name: 'United States', type: 'country', countryCode: 'US', extra: 1 } as never] });
    expect(p.locations).toEqual([{ key: 'US', name: 'United States', type: 'country', countryCode: 'US' }]);
  });
  it('a draft without a page does not build', () => {
    expect(() => build({ page: null })).toThrow();
  });
  it('folder name and bulk account are passed through', () => {
    expect(buildLaunchPayload(validDraft(), { ads, account, folderName: 'Summer', bulkAccountId: 'act_7' })).toMatchObject({
      folderName: 'Summer',
      bulkAccountId: 'act_7',
    });
  });
});

describe('the server refuses what the rules refuse, with the same messages, keyed by payload field', () => {
  it('a valid payload passes', () => {
    expect(validateLaunchPayload(build(), account, now)).toEqual({});
  });
  it('a lifetime, shop, lead and traffic payload read back passes too', () => {
    for (const change of [
      { budgetMode: 'lifetime', budget: usd(6) },
      { shopEnabled: true, catalog: { id: '900001', name: 'Cat' }, product: { id: '900003', name: 'P' } },
      { objective: 'lead-form', useInstantForms: true, leadForm: { id: '800001', name: 'Form' }, pixel: null, conversionEvent: null },
      { objective: 'lead-form', conversionEvent: { id: 'LEAD', fbId: 'LEAD', name: 'Lead', type: 'standard' } },
      { objective: 'traffic', pixel: null, conversionEvent: null },
      { bidStrategy: 'costPerResult', bidAmount: usd(1) },
      { gender: 'men', advantagePlacement: false, placementPlatforms: { facebook: ['feed', 'story'] } },
    ] as Array<Partial<LaunchDraft>>) {
      expect(validateLaunchPayload(build(change), account, now)).toEqual({});
    }
  });
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'budget: lifetime 5 cents short of 6',
      { dailyBudget: undefined, lifetimeBudget: 599, endTime: '2026-11-29T00:00:00.000-05:00' },
      { lifetimeBudget: ['Please enter a valid budget.'] },
    ],
    ['budget: daily 0.50', { dailyBudget: 50 }, { dailyBudget: ['Please enter a valid budget.'] }],
    ['pixel: none', { pixelId: undefined, pixelName: undefined }, { pixelId: ['Please select a pixel.'] }],
    [
      'conversion event: none',
      { customEventType: undefined, conversionEventId: undefined, conversionEventType: undefined },
      { customEventType: ['Please select a conversion event.'] },
    ],
    ['start in the past', { startTime: '2026-11-20T00:00:00.000-05:00' }, { startTime: ['The start date cannot be in the past.'] }],
    ['destination URL', { destinationUrl: 'not a url' }, { destinationUrl: ['Please enter a valid destination URL.'] }],
    ['bid cap without amount', { bidStrategy: 'bidCap' }, { bidAmount: ['Please enter a valid bid amount of at least $1.00 for bid cap strategy.'] }],
    [
      'placement: Audience Network alone',
      { advantagePlacement: false, placementPlatforms: { audience_network: ['classic'] } },
      { placementPlatforms: ['Audience Network placement cannot be selected alone. Please include at least one other platform.'] },
    ],
    ['locations: none', { locations: [] }, { locations: ['Please select at least one location.'] }],
    ['UTMs over 512', { url_tags: 'a'.repeat(513) }, { url_tags: ['Tracking parameters must be at most 512 characters.'] }],
    [
      'target ROAS above 1,000',
      { bidStrategy: 'highestValue', targetRoas: 1000.01 },
      { targetRoas: ['Please enter a valid Target ROAS value between 0.01 and 1,000.'] },
    ],
    ['instant forms without a lead form', { isLeadFormCampaign: true, useInstantForms: true }, { leadFormId: ['Please select a lead form.'] }],
    [
      'shop switch on without catalog',
      { isShopCampaign: true },
      { facebookCatalog: ['Please select a catalog.'], facebookProduct: ['Please select a product or product set.'] },
    ],
    [
      'lead objective with Purchase',
      { isLeadFormCampaign: true },
      { customEventType: ['This conversion event is not compatible with your campaign settings. Please select a different conversion event.'] },
    ],
    ['shop without product', { facebookCatalog: '900001' }, { facebookProduct: ['Please select a product or product set.'] }],
  ])('%s', (_name, change, expected) => {
    const payload = launchPayloadSchema.parse(Object.fromEntries(Object.entries({ ...build(), ...change }).filter(([, v]) => v !== undefined)));
    expect(validateLaunchPayload(payload, account, now)).toEqual(expected);
  });
  it("draftFromPayload reads hundredths back as Money in the account's currency", () => {
    const d = draftFromPayload(build({ budget: usd(19.99), bidStrategy: 'bidCap', bidAmount: usd(2.5) }), account, now);
    expect(d.budget).toEqual(usd(19.99));
    expect(d.bidAmount).toEqual(usd(2.5));
    expect(d.objective).toBe('website-conversions');
    expect(d.gender).toBe('all');
  });
});
