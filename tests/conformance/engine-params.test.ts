// Every parameter and enum value the launch planner can emit exists in the platform's spec, for each kind of
// launch: checked when a copy of the spec is present, skipped (saying so) otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { launchPayloadSchema, type LaunchPayload } from '../../lib/contract/launch';
import { copyOps } from '../../server/launch/engine';
import { planLaunch } from '../../server/launch/plan';
import type { GraphParams } from '../../server/platform/graph-client';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const specRoot = path.resolve(repoRoot, '..', 'shared', 'platform-spec', 'specs');
const exists = fs.existsSync(specRoot);
if (!exists) console.log('skipped: ../shared/platform-spec not found');

interface SpecNode {
  apis: { method: string; endpoint?: string; params?: { name: string; type: string }[] }[];
  fields: { name: string; type: string }[];
}
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(specRoot, file), 'utf8')) as T;

// Library creatives and copies are Salvo ids (UUIDs); platform ids are digits.
const C1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const C2 = 'aaaaaaaa-0000-4000-8000-000000000002';
const K1 = 'bbbbbbbb-0000-4000-8000-000000000001';

const base = {
  accountId: 'act_101',
  ads: [{ imageId: 'hash1' }, { facebookVideoId: '1001', imageId: 'hash2' }],
  useSingleAdset: false,
  destinationUrl: 'https://shop.example.com',
  displayLink: 'shop.example.com',
  url_tags: 'utm_source=fb',
  campaignName: 'C',
  isLeadFormCampaign: false,
  isTrafficCampaign: false,
  pixelId: '5',
  customEventType: 'PURCHASE',
  facebookPageId: '4',
  facebookPageName: 'P',
  bidStrategy: 'highestVolume',
  genders: ['women'],
  ageMin: 25,
  ageMax: 54,
  locations: [
    { key: 'US', name: 'US', type: 'country', countryCode: 'US' },
    { key: '3847', name: 'CA', type: 'region' },
  ],
  excludedLocations: [{ key: '2420605', name: 'X', type: 'city' }],
  interests: [{ id: '6003', name: 'Yoga' }],
  locales: [{ id: '6', name: 'English' }],
  advantageAudience: false,
  customAudienceIds: ['9'],
  excludedAudienceIds: ['8'],
  attributionSettingId: '7c-1v',
  isCBO: false,
  advantagePlacement: false,
  placementDevices: ['mobile', 'desktop'],
  placementPlatforms: { facebook: ['feed', 'story'], instagram: ['stream', 'reels'], audience_network: ['classic'], messenger: ['messenger_home'] },
  deviceType: 'all',
  wifiOnly: true,
  isAdCategorized: false,
  dailyBudget: 5000,
  startTime: '2030-01-01T00:00:00+00:00',
  useAdvantageCreatives: true,
  multiAdvertiserAds: false,
  useDayParting: false,
  instagramAccountId: '17841',
  adSetMinimumSpend: 100,
  adSetMaximumSpend: 4000,
};
const lifetime = { dailyBudget: undefined, lifetimeBudget: 70000, endTime: '2030-01-08T00:00:00+00:00' };
const payloads: Record<string, Partial<LaunchPayload>> = {
  'website ABO': {},
  'website CBO, cost cap': { isCBO: true, useSingleAdset: true, bidStrategy: 'costPerResult', bidAmount: 250 },
  'highest value': { bidStrategy: 'highestValue', targetRoas: 2.5 },
  'bid cap, lifetime, day parting': {
    ...lifetime,
    bidStrategy: 'bidCap',
    bidAmount: 300,
    useDayParting: true,
    dayPartingTimeZone: 'viewer',
    dayPartingSchedule: { Mon: [{ start: 9, end: 17 }], Sat: [{ start: 0, end: 24 }] },
  },
  'lead, instant forms': { isLeadFormCampaign: true, useInstantForms: true, leadFormId: '700', pixelId: undefined, customEventType: undefined },
  'lead, website': { isLeadFormCampaign: true, useInstantForms: false, customEventType: 'LEAD' },
  traffic: { isTrafficCampaign: true, performanceGoal: 'landingPageViews', attributionSettingId: '1c-0v' },
  'special category': { isAdCategorized: true, adCategory: 'EMPLOYMENT', adCategoryLocations: [{ key: 'US', name: 'US', type: 'country', countryCode: 'US' }] },
  shop: { isShopCampaign: true, facebookCatalog: '900', facebookProductSet: '901' },
  'shop, one product': { isShopCampaign: true, facebookCatalog: '900', facebookProduct: '902' },
  EU: { locations: [{ key: 'DE', name: 'Germany', type: 'country', countryCode: 'DE' }] },
  'custom conversion, advantage+': { conversionEventType: 'custom', conversionEventId: 'custom:55', advantagePlacement: true, advantageAudience: true },
  duplicates: { duplicateCampaignId: '11', duplicateAdsetId: '12' },
  'library creatives and copies': {
    ads: [
      { creativeId: C1, creativeType: 'image', copyId: K1 },
      { creativeId: C2, creativeType: 'video', copyId: K1 },
    ],
  },
  'library, lead instant forms': {
    ads: [{ creativeId: C2, creativeType: 'video', copyId: K1 }],
    isLeadFormCampaign: true,
    useInstantForms: true,
    leadFormId: '700',
    pixelId: undefined,
    customEventType: undefined,
  },
};

/** What the run resolves library ads to (library-ads.ts): pushed media and the copy's texts. */
const copy = { name: 'K', primaryText: 'Text', headline: 'Head', description: 'Desc', callToAction: 'ORDER_NOW' as const, variations: [] };
const resolved = { [C1]: { imageHash: 'h1', creativeName: 'Img' }, [C2]: { videoId: '1001', thumbnailUrl: 'https://cdn.example/t.jpg', creativeName: 'Vid' } };

/** Each API call the engine makes for the plan, with its params. */
function callsOf(p: LaunchPayload): Array<[string, GraphParams]> {
  const library = p.ads.map((ad) =>
    ad.creativeId || ad.copyId ? { ...(ad.creativeId ? resolved[ad.creativeId as keyof typeof resolved] : {}), ...(ad.copyId ? { copy } : {}) } : undefined,
  );
  const plan = planLaunch(p, {
    launchId: '11111111-1111-4111-8111-111111111111',
    account: { id: 'act_101', name: 'A', data: { currency: 'USD', timezone_name: 'Etc/UTC', timezone_offset_hours_utc: 0 } },
    createdAt: new Date('2030-01-01T00:00:00Z'),
    resolved: library,
  });
  const calls: Array<[string, GraphParams]> = [];
  if (plan.campaignCopyOf) {
    const [copy, follow] = copyOps('campaign', 'campaign', '', plan.campaignCopyOf, { deep_copy: false }, plan.campaign!.params);
    calls.push(['Campaign:POST:copies', copy!.op.body!], ['Campaign:POST:<self>', follow!.op.body!]);
  } else if (plan.campaign) calls.push(['AdAccount:POST:campaigns', plan.campaign.params]);
  for (const s of plan.adSets) {
    if (s.copyOf) {
      const [copy, follow] = copyOps('adset', s.itemKey, '', s.copyOf, { deep_copy: false, campaign_id: '1' }, s.params);
      calls.push(['AdSet:POST:copies', copy!.op.body!], ['AdSet:POST:<self>', follow!.op.body!]);
    } else if (!s.existingId) calls.push(['AdAccount:POST:adsets', { ...s.params, campaign_id: '1' }]);
  }
  for (const ad of plan.ads) {
    calls.push(['AdAccount:POST:ads', { ...ad.params, adset_id: '2' }], ['AdAccount:POST:adcreatives', ad.params.creative as GraphParams]);
  }
  return calls;
}

/** Nested objects checked against the spec's struct of the same name (keys, and enum values where typed). */
const NESTED: Record<string, string> = {
  targeting: 'Targeting',
  promoted_object: 'AdPromotedObject',
  object_story_spec: 'AdCreativeObjectStorySpec',
  link_data: 'AdCreativeLinkData',
  video_data: 'AdCreativeVideoData',
  call_to_action: 'AdCreativeLinkDataCallToAction',
  value: 'AdCreativeLinkDataCallToActionValue',
  adset_schedule: 'DayPart',
  attribution_spec: 'AttributionSpec',
  degrees_of_freedom_spec: 'AdCreativeDegreesOfFreedomSpec',
  bid_constraints: 'AdCampaignBidConstraint',
};

describe.skipIf(!exists)('launch planner vs the platform spec', () => {
  const enums = exists
    ? new Map(readJson<{ name: string; values: string[] }[]>('enum_types.json').map((e) => [e.name, e.values]))
    : new Map<string, string[]>();
  const typeNames = (type: string) => type.match(/[A-Za-z0-9_]+/g) ?? [];
  function checkValue(where: string, type: string, value: unknown): void {
    const enumName = typeNames(type).find((n) => enums.has(n));
    if (!enumName) return;
    for (const v of Array.isArray(value) ? value : [value]) expect(enums.get(enumName), `${where} = ${String(v)}`).toContain(v);
  }
  function checkStruct(where: string, struct: string, value: unknown): void {
    const fields = new Map(readJson<SpecNode>(`${struct}.json`).fields.map((f) => [f.name, f.type]));
    for (const item of Array.isArray(value) ? value : [value]) {
      for (const [key, v] of Object.entries(item as Record<string, unknown>)) {
        expect(fields.has(key), `${where}.${key} is not a field of ${struct}`).toBe(true);
        checkValue(`${where}.${key}`, fields.get(key)!, v);
        if (NESTED[key] && v && typeof v === 'object') checkStruct(`${where}.${key}`, NESTED[key], v);
      }
    }
  }

  it.each(Object.keys(payloads))('%s: every parameter, nested field and enum value exists', (name) => {
    const payload = launchPayloadSchema.parse({ ...base, ...payloads[name] });
    for (const [api, params] of callsOf(payload)) {
      const [node = '', method, endpoint] = api.split(':');
      const spec = readJson<SpecNode>(`${node}.json`).apis.find((a) => a.method === method && (a.endpoint ?? '<self>') === endpoint);
      expect(spec, api).toBeDefined();
      const types = new Map((spec?.params ?? []).map((p) => [p.name, p.type]));
      for (const [key, value] of Object.entries(params)) {
        if (value === undefined) continue;
        expect(types.has(key), `${api}: ${key} is not a parameter`).toBe(true);
        checkValue(`${api} ${key}`, types.get(key)!, value);
        if (NESTED[key]) checkStruct(`${api} ${key}`, NESTED[key], value);
      }
    }
  });
});
