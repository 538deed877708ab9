import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayLinkMessage, launchMessages as m, launchRequestMessages as r, step1Messages as s1 } from '../../lib/rules/messages';
import { bearer, signIn, startStack, type Stack } from './harness';

// The public launch API: every rule of docs/product-rules.md#launch-check answered through HTTP with its own message at
// its field, whether the field is left out or sent wrong; a 400 {success: false, error, fields}, with nothing queued
// and no call to the platform. (The bulk rules are per account: one request is one account, so its own rules apply.)

const ACCOUNT = 'act_101';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('POST /facebook/adlauncher answers each rule at its field', () => {
  let stack: Stack;
  let ava: string;
  /** What an API client must send: everything else has the spec's default. */
  let minimal: Record<string, unknown>;

  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
    ava = await signIn(stack, 'Ava Advertiser');
    const page = stack.fx.pages.find((p) => p.adAccountIds.includes(ACCOUNT))!;
    const pixel = stack.fx.pixels.find((p) => p.adAccountIds.includes(ACCOUNT))!;
    const image = stack.fx.adImages.find((i) => i.adAccountId === ACCOUNT)!;
    minimal = {
      ads: [{ imageId: image.hash }],
      facebookPageId: page.id,
      pixelId: pixel.id,
      customEventType: 'PURCHASE',
      destinationUrl: 'https://shop.example.com/offer',
    };
  });
  afterAll(async () => {
    await stack?.close();
  });

  const tomorrow = () => Date.now() + DAY;
  const US = { key: 'US', name: 'United States', type: 'country', countryCode: 'US' };
  const ZIP = { key: 'US:10001', name: '10001', type: 'zip', countryCode: 'US' };
  const financial = { isAdCategorized: true, adCategory: 'FINANCIAL_PRODUCTS_SERVICES', adCategoryLocations: [US] };
  const shop = { isShopCampaign: true, facebookCatalog: '900001' };
  const lifetime = () => ({ lifetimeBudget: 3500, startTime: iso(tomorrow()), endTime: iso(tomorrow() + 7 * DAY) });

  /** [case, changes (undefined removes a field), field, message] */
  const table: Array<[string, () => Record<string, unknown>, string, string]> = [
    // Step 1 (docs/product-rules.md#step-1-next).
    ['special category: missing', () => ({ isAdCategorized: true, adCategoryLocations: [US] }), 'adCategory', s1.specialCategory],
    ['special category: wrong', () => ({ isAdCategorized: true, adCategory: 'CREDIT', adCategoryLocations: [US] }), 'adCategory', s1.specialCategory],
    ['special category locations: missing', () => ({ isAdCategorized: true, adCategory: 'HOUSING' }), 'adCategoryLocations', s1.specialCategoryLocations],
    [
      'special category locations: wrong',
      () => ({ isAdCategorized: true, adCategory: 'HOUSING', adCategoryLocations: 'US' }),
      'adCategoryLocations',
      s1.specialCategoryLocations,
    ],
    [
      'existing campaign: missing (ad sets without their campaign)',
      () => ({ existingAdsetIdList: ['120000000000001'] }),
      'existingCampaignId',
      s1.existingCampaign,
    ],
    ['existing campaign: wrong', () => ({ existingCampaignId: '../act_201/campaigns' }), 'existingCampaignId', s1.existingCampaign],
    [
      'existing ad sets: wrong',
      () => ({ existingCampaignId: '120000000000001', existingAdsetIdList: ['first one'] }),
      'existingAdsetIdList',
      s1.existingAdSets,
    ],
    // Placements (Advantage+ placements off).
    ['device placement: none', () => ({ advantagePlacement: false, placementDevices: [] }), 'placementDevices', m.placementDevice],
    ['device placement: wrong', () => ({ advantagePlacement: false, placementDevices: ['tablet'] }), 'placementDevices', m.placementDevice],
    [
      'Audience Network alone',
      () => ({ advantagePlacement: false, placementPlatforms: { audience_network: ['classic'] } }),
      'placementPlatforms',
      m.audienceNetworkAlone,
    ],
    ['Facebook Story without Feed', () => ({ advantagePlacement: false, placementPlatforms: { facebook: ['story'] } }), 'placementPlatforms', m.facebookStory],
    [
      'placement dependency',
      () => ({ advantagePlacement: false, placementPlatforms: { facebook: ['marketplace'] } }),
      'placementPlatforms',
      m.placementNeeds('facebook', 'marketplace', 'feed'),
    ],
    ['WiFi only on desktop', () => ({ deviceType: 'desktop', wifiOnly: true }), 'wifiOnly', m.wifiOnlyDesktop],
    // Bids.
    [
      'target ROAS: missing for an existing CBO campaign',
      () => ({ existingCampaignId: '120000000000001', isCBO: true, bidStrategy: 'highestValue' }),
      'targetRoas',
      m.targetRoas,
    ],
    ['target ROAS: out of range', () => ({ bidStrategy: 'highestValue', targetRoas: 1000.5 }), 'targetRoas', m.targetRoas],
    ['target ROAS: wrong', () => ({ bidStrategy: 'highestValue', targetRoas: 'two' }), 'targetRoas', m.targetRoas],
    ['bid cap: missing', () => ({ bidStrategy: 'bidCap' }), 'bidAmount', m.bidAmountBidCap],
    ['bid cap: below 1.00', () => ({ bidStrategy: 'bidCap', bidAmount: 99 }), 'bidAmount', m.bidAmountBidCap],
    ['bid cap: wrong', () => ({ bidStrategy: 'bidCap', bidAmount: '2.50' }), 'bidAmount', m.bidAmountBidCap],
    ['cost per result: missing', () => ({ bidStrategy: 'costPerResult' }), 'bidAmount', m.bidAmountCostPerResult],
    ['cost per result: wrong', () => ({ bidStrategy: 'costPerResult', bidAmount: -5 }), 'bidAmount', m.bidAmountCostPerResult],
    ['bid strategy of a shop launch', () => ({ ...shop, facebookProduct: '900003', bidStrategy: 'bidCap', bidAmount: 250 }), 'bidStrategy', m.shopBidStrategy],
    // Assets and tracking.
    [
      'lead form: missing',
      () => ({ isLeadFormCampaign: true, useInstantForms: true, pixelId: undefined, customEventType: undefined }),
      'leadFormId',
      m.leadForm,
    ],
    [
      'lead form: wrong',
      () => ({ isLeadFormCampaign: true, useInstantForms: true, leadFormId: 'form-1', pixelId: undefined, customEventType: undefined }),
      'leadFormId',
      m.leadForm,
    ],
    ['destination URL: missing', () => ({ destinationUrl: undefined }), 'destinationUrl', m.destinationUrl],
    ['destination URL: wrong', () => ({ destinationUrl: 'shop dot com' }), 'destinationUrl', m.destinationUrl],
    ['destination URL: not text', () => ({ destinationUrl: 42 }), 'destinationUrl', m.destinationUrl],
    ['conversion event: missing', () => ({ customEventType: undefined }), 'customEventType', m.conversionEvent],
    ['conversion event: wrong', () => ({ customEventType: 'buy now' }), 'customEventType', m.conversionEvent],
    ['conversion event: incompatible', () => ({ isLeadFormCampaign: true }), 'customEventType', m.conversionEventIncompatible],
    ['conversion event: Purchase for shop', () => ({ ...shop, facebookProduct: '900003', customEventType: 'LEAD' }), 'customEventType', m.purchaseForShop],
    ['display link: with its protocol', () => ({ displayLink: 'https://shop.example.com' }), 'displayLink', displayLinkMessage('shop.example.com')],
    ['display link: wrong', () => ({ displayLink: 7 }), 'displayLink', displayLinkMessage('example.com')],
    ['page: missing', () => ({ facebookPageId: undefined }), 'facebookPageId', m.page],
    ['page: wrong', () => ({ facebookPageId: 'my page' }), 'facebookPageId', m.page],
    ['pixel: missing', () => ({ pixelId: undefined }), 'pixelId', m.pixel],
    ['pixel: wrong', () => ({ pixelId: '500001/stats' }), 'pixelId', m.pixel],
    ['catalog: missing', () => ({ isShopCampaign: true, facebookProduct: '900003' }), 'facebookCatalog', m.catalog],
    ['catalog: wrong', () => ({ isShopCampaign: true, facebookCatalog: 'cat', facebookProduct: '900003' }), 'facebookCatalog', m.catalog],
    ['product or set: missing', () => ({ ...shop }), 'facebookProduct', m.productOrSet],
    ['product or set: wrong', () => ({ ...shop, facebookProduct: 'lamp' }), 'facebookProduct', m.productOrSet],
    ['product and set', () => ({ ...shop, facebookProduct: '900003', facebookProductSet: '900002' }), 'facebookProduct', m.productAndSet],
    ['tracking parameters over 512', () => ({ url_tags: 'u'.repeat(513) }), 'url_tags', m.urlTagsTooLong],
    // Budget and schedule.
    ['daily budget: below 1.00', () => ({ dailyBudget: 50 }), 'dailyBudget', m.budget],
    ['daily budget: wrong', () => ({ dailyBudget: '5.00' }), 'dailyBudget', m.budget],
    ['lifetime budget: below 6.00', () => ({ ...lifetime(), lifetimeBudget: 599 }), 'lifetimeBudget', m.budget],
    ['lifetime budget: wrong', () => ({ ...lifetime(), lifetimeBudget: 12.5 }), 'lifetimeBudget', m.budget],
    ['start date: wrong', () => ({ startTime: 'tomorrow' }), 'startTime', m.startDate],
    ['start date: in the past', () => ({ startTime: iso(Date.now() - DAY) }), 'startTime', m.startInPast],
    ['lifetime: end missing', () => ({ ...lifetime(), endTime: undefined }), 'endTime', m.startAndEndDate],
    ['lifetime: start missing', () => ({ ...lifetime(), startTime: undefined }), 'startTime', m.startAndEndDate],
    ['lifetime: end wrong', () => ({ ...lifetime(), endTime: 'next week' }), 'endTime', m.startAndEndDate],
    ['lifetime: end within an hour of the start', () => ({ ...lifetime(), endTime: iso(tomorrow() + 30 * 60_000) }), 'endTime', m.endTooSoon],
    [
      'ad scheduling with a daily budget',
      () => ({ useDayParting: true, dayPartingSchedule: { Mon: [{ start: 9, end: 17 }] } }),
      'useDayParting',
      m.dayPartingNeedsLifetime,
    ],
    ['ad scheduling: no hours', () => ({ ...lifetime(), useDayParting: true }), 'dayPartingSchedule', m.dayPartingEmpty],
    [
      'ad scheduling: wrong hours',
      () => ({ ...lifetime(), useDayParting: true, dayPartingSchedule: { Mon: 'all day' } }),
      'dayPartingSchedule',
      m.dayPartingEmpty,
    ],
    // Targeting.
    ['locations: none', () => ({ locations: [] }), 'locations', m.locations],
    ['locations: wrong', () => ({ locations: 'US' }), 'locations', m.locations],
    ['age: below 18', () => ({ ageMin: 12 }), 'ageMin', m.ageRange],
    ['age: wrong', () => ({ ageMax: 'old' }), 'ageMax', m.ageRange],
    ['age: minimum above maximum', () => ({ ageMin: 40, ageMax: 30 }), 'ageMin', m.ageRange],
    ['financial: age', () => ({ ...financial, ageMin: 30 }), 'ageMin', m.financialAge],
    ['financial: zip', () => ({ ...financial, locations: [US, ZIP] }), 'locations', m.financialZip],
    ['financial: excluded locations', () => ({ ...financial, excludedLocations: [ZIP] }), 'excludedLocations', m.financialExcluded],
    // The request itself (Salvo's rules).
    ['both budgets', () => ({ dailyBudget: 500, lifetimeBudget: 3500 }), 'dailyBudget', r.bothBudgets],
    ['an end with a daily budget', () => ({ endTime: iso(tomorrow() + 7 * DAY) }), 'endTime', r.endTimeWithDaily],
    ['an unknown field', () => ({ budget: 5 }), 'budget', r.unknownField],
    ['another ad account', () => ({ accountId: 'act_102' }), 'accountId', r.otherAccount],
  ];

  const requestLog = async () => ((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: unknown[] }).data.length;

  it.each(table)('%s', async (_name, changes, field, message) => {
    const body = Object.fromEntries(Object.entries({ ...minimal, ...changes() }).filter(([, v]) => v !== undefined));
    await fetch(`${stack.simUrl}/__sim/requests`, { method: 'DELETE' });
    const res = await stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${ACCOUNT}`, headers: bearer(ava), payload: body });
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json();
    expect(answer.success).toBe(false);
    expect(answer.fields[field], res.body).toEqual([message]);
    expect(Object.values(answer.fields).flat()).toContain(answer.error);
    expect(await requestLog()).toBe(0);
    expect(stack.queued).toEqual([]);
  });

  it('the minimal request itself is accepted', async () => {
    const res = await stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${ACCOUNT}`, headers: bearer(ava), payload: minimal });
    expect(res.statusCode, res.body).toBe(200);
    expect(stack.queued).toHaveLength(1);
  });

  it('a body that is not a launch object is a 400 naming the body', async () => {
    for (const payload of ['[]', '"launch"', 'null']) {
      const res = await stack.app.inject({
        method: 'POST',
        url: `/facebook/adlauncher?accountId=${ACCOUNT}`,
        headers: { ...bearer(ava), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().fields).toEqual({ body: [r.notAnObject] });
    }
  });
});
