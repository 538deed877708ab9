import { markerLabels } from './markers';
import { describe, expect, it } from 'vitest';
import type { AdAccount } from '../../lib/contract/assets';
import { launchPayloadSchema, type LaunchPayload } from '../../lib/contract/launch';
import { sampleLaunchPayload } from '../../lib/contract/test-fixtures';
import { DEFAULT_NAMING } from '../../lib/rules/naming';
import { ADVANTAGE_CREATIVE_FEATURES } from '../../lib/rules/constants';
import { PREVIEW_IDS, previewExtras, previewNames } from '../../lib/rules/naming-values';
import { draftFromPayload } from '../../lib/rules/payload';
import { namedWith } from './name-tokens';
import { attributionOf, planLaunch, UnsupportedLaunchError } from './plan';

const account: AdAccount = { id: 'act_101', name: 'Bakery', data: { currency: 'USD', timezone_name: 'America/New_York', timezone_offset_hours_utc: -5 } };
const ctx = { launchId: '11111111-1111-4111-8111-111111111111', account, createdAt: new Date('2026-11-21T12:00:00Z') };

function payload(overrides: Partial<LaunchPayload> = {}): LaunchPayload {
  return launchPayloadSchema.parse({ ...sampleLaunchPayload, ...overrides });
}

describe('planLaunch', () => {
  it('plans a website-conversions launch with budgets on ad sets (ABO), one ad set per ad', () => {
    const plan = planLaunch(payload(), ctx);
    expect(plan.campaign?.params).toEqual({
      name: 'Spring',
      objective: 'OUTCOME_SALES',
      status: 'ACTIVE',
      special_ad_categories: [],
      is_adset_budget_sharing_enabled: false,
      adlabels: markerLabels(ctx.launchId, 'campaign'),
    });
    expect(plan.adSets).toHaveLength(2);
    expect(plan.adSets[0]!.params).toMatchObject({
      daily_budget: 500,
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      billing_event: 'IMPRESSIONS',
      optimization_goal: 'OFFSITE_CONVERSIONS',
      promoted_object: { pixel_id: '500001', custom_event_type: 'PURCHASE' },
      start_time: '2026-11-22T00:00:00-05:00',
      attribution_spec: [
        { event_type: 'CLICK_THROUGH', window_days: 7 },
        { event_type: 'VIEW_THROUGH', window_days: 1 },
      ],
      targeting: { geo_locations: { countries: ['US'] }, age_min: 18, age_max: 65, targeting_automation: { advantage_audience: 1 } },
      status: 'ACTIVE',
    });
    expect(plan.adSets[0]!.params.targeting).not.toHaveProperty('publisher_platforms');
    expect(plan.ads.map((a) => a.adSetKey)).toEqual(['adset:0', 'adset:1']);
    const creative = plan.ads[0]!.params.creative;
    expect(creative).toMatchObject({
      object_story_spec: { page_id: '400101', link_data: { link: 'https://shop.example.com', image_hash: 'hash1' } },
      contextual_multi_ads: { enroll_status: 'OPT_OUT' },
    });
    expect(JSON.stringify(creative)).not.toContain('instagram_actor_id');
  });

  it('sends Advantage+ Audience ages the platform cannot take as limits as a suggestion', () => {
    const targeting = (ageMin: number, ageMax: number, advantageAudience = true) =>
      planLaunch(payload({ ageMin, ageMax, advantageAudience }), ctx).adSets[0]!.params.targeting as Record<string, unknown>;
    expect(targeting(35, 54)).toMatchObject({ age_min: 25, age_max: 65, age_range: [35, 54] });
    expect(targeting(21, 65)).toMatchObject({ age_min: 21, age_max: 65 });
    expect(targeting(21, 65)).not.toHaveProperty('age_range');
    expect(targeting(35, 54, false)).toMatchObject({ age_min: 35, age_max: 54 });
    expect(targeting(35, 54, false)).not.toHaveProperty('age_range');
  });

  it('opts out of every default-on Advantage+ creative feature when the switch is off, in when on', () => {
    const features = (useAdvantageCreatives: boolean) =>
      (planLaunch(payload({ useAdvantageCreatives }), ctx).ads[0]!.params.creative as { degrees_of_freedom_spec: { creative_features_spec: object } })
        .degrees_of_freedom_spec.creative_features_spec;
    const each = (status: string) => Object.fromEntries(ADVANTAGE_CREATIVE_FEATURES.map((f) => [f, { enroll_status: status }]));
    expect(ADVANTAGE_CREATIVE_FEATURES).toHaveLength(8);
    expect(features(false)).toEqual(each('OPT_OUT'));
    expect(features(true)).toEqual(each('OPT_IN'));
  });

  it('certifies the customer lists when the buyer did, and only with custom audiences', () => {
    expect(planLaunch(payload({ customAudienceIds: ['9'], customerListCertified: true }), ctx).adSets[0]!.params).toMatchObject({
      is_sac_cfca_terms_certified: true,
    });
    expect(planLaunch(payload({ customerListCertified: true }), ctx).adSets[0]!.params).not.toHaveProperty('is_sac_cfca_terms_certified');
    expect(planLaunch(payload({ customAudienceIds: ['9'] }), ctx).adSets[0]!.params).not.toHaveProperty('is_sac_cfca_terms_certified');
  });

  it('puts budget and bid strategy on the campaign with CBO, and none on ad sets', () => {
    const plan = planLaunch(payload({ isCBO: true, useSingleAdset: true, bidStrategy: 'costPerResult', bidAmount: 250 }), ctx);
    expect(plan.campaign?.params).toMatchObject({ daily_budget: 500, bid_strategy: 'COST_CAP' });
    // The platform takes no bid amount on a campaign: each ad set carries it.
    expect(plan.campaign?.params).not.toHaveProperty('bid_amount');
    expect(plan.adSets[0]!.params).toMatchObject({ bid_amount: 250 });
    expect(plan.campaign?.params).not.toHaveProperty('is_adset_budget_sharing_enabled');
    expect(plan.adSets).toHaveLength(1);
    for (const key of ['daily_budget', 'lifetime_budget', 'bid_strategy']) expect(plan.adSets[0]!.params).not.toHaveProperty(key);
    expect(plan.ads.map((a) => a.adSetKey)).toEqual(['adset:0', 'adset:0']);
  });

  it('maps lead forms, traffic, highest value, special categories, placements, day parting and Instagram', () => {
    const lead = planLaunch(payload({ isLeadFormCampaign: true, leadFormId: '700', pixelId: undefined, customEventType: undefined }), ctx);
    expect(lead.campaign?.params.objective).toBe('OUTCOME_LEADS');
    expect(lead.adSets[0]!.params).toMatchObject({ optimization_goal: 'LEAD_GENERATION', destination_type: 'ON_AD', promoted_object: { page_id: '400101' } });
    expect(lead.ads[0]!.params.creative).toMatchObject({
      object_story_spec: { link_data: { call_to_action: { type: 'SIGN_UP', value: { lead_gen_form_id: '700' } } } },
    });

    const traffic = planLaunch(payload({ isTrafficCampaign: true, performanceGoal: 'landingPageViews' }), ctx);
    expect(traffic.adSets[0]!.params).toMatchObject({
      optimization_goal: 'LANDING_PAGE_VIEWS',
      attribution_spec: [{ event_type: 'CLICK_THROUGH', window_days: 1 }],
    });
    expect(traffic.adSets[0]!.params).not.toHaveProperty('promoted_object');

    const value = planLaunch(payload({ bidStrategy: 'highestValue', targetRoas: 2.5 }), ctx);
    expect(value.adSets[0]!.params).toMatchObject({
      optimization_goal: 'VALUE',
      bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS',
      bid_constraints: { roas_average_floor: 25000 },
    });
    // Without a target ROAS there is no floor for the minimum-ROAS strategy: lowest cost, optimising for value.
    const noFloor = planLaunch(payload({ bidStrategy: 'highestValue', isCBO: true, useSingleAdset: true }), ctx);
    expect(noFloor.campaign?.params).toMatchObject({ bid_strategy: 'LOWEST_COST_WITHOUT_CAP' });
    expect(noFloor.adSets[0]!.params).toMatchObject({ optimization_goal: 'VALUE' });
    expect(noFloor.adSets[0]!.params).not.toHaveProperty('bid_constraints');
    // A target ROAS left over from Highest Value is not sent with Highest Volume.
    expect(planLaunch(payload({ targetRoas: 2.5 }), ctx).adSets[0]!.params).not.toHaveProperty('bid_constraints');

    const special = planLaunch(
      payload({
        isAdCategorized: true,
        adCategory: 'HOUSING',
        adCategoryLocations: [{ key: 'US', name: 'United States', type: 'country', countryCode: 'US' }],
      }),
      ctx,
    );
    expect(special.campaign?.params).toMatchObject({ special_ad_categories: ['HOUSING'], special_ad_category_country: ['US'] });

    const manual = planLaunch(
      payload({
        advantagePlacement: false,
        advantageAudience: false,
        placementDevices: ['mobile'],
        placementPlatforms: { facebook: ['feed', 'story'], instagram: ['stream'] },
        wifiOnly: true,
      }),
      ctx,
    );
    expect(manual.adSets[0]!.params.targeting).toMatchObject({
      publisher_platforms: ['facebook', 'instagram'],
      facebook_positions: ['feed', 'story'],
      instagram_positions: ['stream'],
      device_platforms: ['mobile'],
      wireless_carrier: ['Wifi'],
      targeting_automation: { advantage_audience: 0 },
    });

    const parted = planLaunch(
      payload({
        dailyBudget: undefined,
        lifetimeBudget: 7000,
        endTime: '2026-11-29T00:00:00-05:00',
        useDayParting: true,
        dayPartingTimeZone: 'account',
        dayPartingSchedule: { Sun: [{ start: 9, end: 17 }] },
      }),
      ctx,
    );
    expect(parted.adSets[0]!.params).toMatchObject({
      lifetime_budget: 7000,
      end_time: '2026-11-29T00:00:00-05:00',
      pacing_type: ['day_parting'],
      adset_schedule: [{ start_minute: 540, end_minute: 1020, days: [0], timezone_type: 'ADVERTISER' }],
    });

    const insta = planLaunch(payload({ instagramAccountId: '17841400000000001', useAdvantageCreatives: true }), ctx);
    expect(insta.ads[0]!.params.creative).toMatchObject({ object_story_spec: { instagram_user_id: '17841400000000001' } });
    expect(JSON.stringify(insta.ads[0]!.params.creative)).toContain('"enroll_status":"OPT_IN"');
  });

  it('names objects deterministically from the launch', () => {
    const p = payload({
      campaignName: undefined,
      campaignNamingConvention: '{{campaign_type}} | {{date}}',
      adSetNamingConvention: '{{age_range}} | {{gender}}',
    });
    expect(planLaunch(p, ctx)).toEqual(planLaunch(p, ctx));
    const plan = planLaunch(p, ctx);
    // The launch's start (the payload's 2026-11-22T00:00-05:00), not the day it was accepted.
    expect(plan.campaignName).toBe('ABO | 2026/11/22');
    expect(plan.adSets[0]!.name).toBe('18-65+ | MF');
  });

  it("names every object as the side panel's preview shows it, ids where the preview shows their stand-ins", () => {
    const account101 = { id: 'act_101', name: 'Bakery', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
    const naming = {
      campaignNamingConvention: '{{offer_name}} {{conversion_shortcode}} {{campaign_id}} {{date}}',
      adSetNamingConvention: '{{age_range}} {{adset_id}} {{campaign_id}} {{offer_name}} {{folder_name}}',
      adNamingConvention: '{{headline}} | {{ad_name}} | {{creative_name}} {{creative_variation}}{{copy_variation}} | {{adset_id}}',
    };
    const p = payload({
      campaignName: undefined,
      folderName: 'Spring',
      ads: [{ creativeId: '11111111-1111-4111-8111-0000000000c1', creativeType: 'image', copyId: '11111111-1111-4111-8111-0000000000a1' }],
      ...naming,
    });
    const copy = { name: 'Morning', primaryText: 'Bread', headline: 'Open at 7', description: '', callToAction: 'ORDER_NOW' as const, variations: [] };
    const plan = planLaunch(p, { ...ctx, offerName: 'Spring Offer', resolved: [{ imageHash: 'h1', creativeName: 'Loaf', copy }] });
    const draft = draftFromPayload(p, account101, ctx.createdAt);
    const preview = previewNames(
      draft,
      account101,
      ctx.createdAt,
      previewExtras({ creativeName: 'Loaf', copy }, { offerName: 'Spring Offer', folderName: 'Spring' }),
    );
    const ids = { campaignId: PREVIEW_IDS.campaignId, adSetId: PREVIEW_IDS.adSetId };
    expect(namedWith(plan.campaign!.name, ids)).toBe(preview.campaign);
    expect(namedWith(plan.adSets[0]!.name, ids)).toBe(preview.adSet);
    expect(namedWith(plan.ads[0]!.name, ids)).toBe(preview.ad);
    expect(preview.ad).toBe('Open at 7 | Loaf – Morning | Loaf 1A | [Ad Set ID]');
    expect(preview.campaign).toBe('Spring Offer PUR [Campaign ID] 2026/11/22');
    // Before the campaign exists, the record shows its name without the id.
    expect(plan.campaignName).toBe('Spring Offer PUR 2026/11/22');
  });

  it('renders the default campaign convention as the side panel previews it (lib/rules), shortcode included', () => {
    const plan = planLaunch(payload({ campaignName: undefined, campaignNamingConvention: DEFAULT_NAMING.campaign }), ctx);
    expect(plan.campaignName).toBe('ABO | PUR | 2026/11/22');
  });

  it("dates names by the launch's start in the ad account's time zone, as the preview does, whenever it is accepted", () => {
    // Accepted on Nov 21; starting Nov 25 at 23:30 in Los Angeles (Nov 26 in UTC).
    const la: AdAccount = { ...account, data: { ...account.data, timezone_name: 'America/Los_Angeles', timezone_offset_hours_utc: -8 } };
    const p = payload({ campaignName: undefined, campaignNamingConvention: '{{date}} {{time}}', startTime: '2026-11-25T23:30:00-08:00' });
    expect(planLaunch(p, { ...ctx, account: la }).campaignName).toBe('2026/11/25 23:30');
    expect(planLaunch(p, { ...ctx, account: la, createdAt: new Date('2026-11-24T12:00:00Z') }).campaignName).toBe('2026/11/25 23:30');
  });

  it('names account images as the account does and gives each copy of the launch its letter', () => {
    const copies = ['11111111-1111-4111-8111-0000000000a1', '11111111-1111-4111-8111-0000000000a2'];
    const p = payload({
      useSingleAdset: true,
      adNamingConvention: '{{creative_name}} | {{creative_variation}}{{copy_variation}}',
      ads: [
        { imageId: 'a'.repeat(32) },
        { imageId: 'b'.repeat(32), copyId: copies[0] },
        { imageId: 'a'.repeat(32), copyId: copies[1] },
        { imageId: 'b'.repeat(32), copyId: copies[0] },
      ],
    });
    const plan = planLaunch(p, { ...ctx, imageNames: new Map([['a'.repeat(32), 'storefront.jpg']]) });
    expect(plan.ads.map((a) => a.name)).toEqual(['storefront.jpg | 1A', `${'b'.repeat(32)} | 2B`, 'storefront.jpg | 3C', `${'b'.repeat(32)} | 4B`]);
  });

  it('a launch into an existing campaign is named after that campaign, not after the naming convention', () => {
    const into = payload({ campaignName: undefined, campaignNamingConvention: DEFAULT_NAMING.campaign, existingCampaignId: '1' });
    expect(planLaunch(into, { ...ctx, existingCampaignName: 'Holiday Value' }).campaignName).toBe('Holiday Value');
  });

  it('marks every object with its launch and item, and puts every ad in each existing ad set', () => {
    const plan = planLaunch(payload({ existingCampaignId: '1', existingAdsetIdList: ['2', '3'] }), ctx);
    expect(plan.campaign).toBeNull();
    expect(plan.adSets.map((s) => s.existingId)).toEqual(['2', '3']);
    expect(plan.ads.map((a) => [a.itemKey, a.adSetKey])).toEqual([
      ['ad:0:0', 'adset:0'],
      ['ad:0:1', 'adset:0'],
      ['ad:1:0', 'adset:1'],
      ['ad:1:1', 'adset:1'],
    ]);
    expect(plan.ads[3]!.params.adlabels).toEqual(markerLabels(ctx.launchId, 'ad:1:1'));
    const fresh = planLaunch(payload(), ctx);
    expect(fresh.adSets[1]!.params.adlabels).toEqual(markerLabels(ctx.launchId, 'adset:1'));
  });

  it('makes the ad sets of a launch with automations paused, or its ads into existing ad sets; the campaign as usual', () => {
    const automationIds = ['6f1c2a34-0000-4000-8000-000000000001'];
    const guarded = planLaunch(payload({ automationIds }), ctx);
    expect(guarded.campaign?.params.status).toBe('ACTIVE');
    expect(guarded.adSets.map((s) => s.params.status)).toEqual(['PAUSED', 'PAUSED']);
    expect(guarded.ads.map((a) => a.params.status)).toEqual(['ACTIVE', 'ACTIVE']);
    const intoExisting = planLaunch(payload({ automationIds, existingCampaignId: '120001', existingAdsetIdList: ['130001'] }), ctx);
    expect(intoExisting.ads.map((a) => a.params.status)).toEqual(['PAUSED', 'PAUSED']);
    // Without automations, everything is made active.
    expect(planLaunch(payload(), ctx).adSets.map((s) => s.params.status)).toEqual(['ACTIVE', 'ACTIVE']);
    expect(planLaunch(payload({ existingCampaignId: '120001', existingAdsetIdList: ['130001'] }), ctx).ads[0]!.params.status).toBe('ACTIVE');
  });

  it('launched paused: the highest level the launch makes is paused and nothing under it, so one switch turns it on', () => {
    const statuses = (plan: ReturnType<typeof planLaunch>) => ({
      campaign: plan.campaign?.params.status ?? null,
      adSets: plan.adSets.map((s) => s.params.status ?? 'existing'),
      ads: plan.ads.map((a) => a.params.status),
    });
    expect(statuses(planLaunch(payload({ launchPaused: true }), ctx))).toEqual({ campaign: 'PAUSED', adSets: ['ACTIVE', 'ACTIVE'], ads: ['ACTIVE', 'ACTIVE'] });
    expect(statuses(planLaunch(payload({ launchPaused: true, duplicateCampaignId: '120009' }), ctx)).campaign).toBe('PAUSED');
    expect(statuses(planLaunch(payload({ launchPaused: true, existingCampaignId: '120001' }), ctx))).toEqual({
      campaign: null,
      adSets: ['PAUSED', 'PAUSED'],
      ads: ['ACTIVE', 'ACTIVE'],
    });
    expect(statuses(planLaunch(payload({ launchPaused: true, existingCampaignId: '120001', duplicateAdsetId: '130009' }), ctx)).adSets).toEqual(['PAUSED']);
    expect(statuses(planLaunch(payload({ launchPaused: true, existingCampaignId: '120001', existingAdsetIdList: ['130001'] }), ctx))).toEqual({
      campaign: null,
      adSets: ['existing'],
      ads: ['PAUSED', 'PAUSED'],
    });
    // Off, the default: everything is made active.
    expect(statuses(planLaunch(payload({ launchPaused: false }), ctx))).toEqual({
      campaign: 'ACTIVE',
      adSets: ['ACTIVE', 'ACTIVE'],
      ads: ['ACTIVE', 'ACTIVE'],
    });
  });

  it('refuses what the engine cannot launch yet, before anything is sent', () => {
    expect(() => planLaunch(payload({ existingAdsetIdList: ['2'] }), ctx)).toThrow(UnsupportedLaunchError);
  });

  it('puts library creatives and copies into the ad creative', () => {
    const copy = { name: 'C', primaryText: 'Fresh bread', headline: 'Open at 7', description: '', callToAction: 'ORDER_NOW' as const, variations: [] };
    const [c1, c2, k1] = ['11111111-1111-4111-8111-0000000000c1', '11111111-1111-4111-8111-0000000000c2', '11111111-1111-4111-8111-0000000000a1'];
    const p = payload({
      ads: [
        { creativeId: c1, creativeType: 'image', copyId: k1 },
        { creativeId: c2, creativeType: 'video' },
        { imageId: 'own', copyId: k1 },
      ],
    });
    const plan = planLaunch(p, {
      ...ctx,
      resolved: [{ imageHash: 'h1', creativeName: 'Loaf', copy }, { videoId: 'v9', thumbnailUrl: 'https://cdn.example/t.jpg' }, { copy }],
    });
    const story = (i: number) => (plan.ads[i]!.params.creative as { object_story_spec: Record<string, unknown> }).object_story_spec;
    // An empty description is left out.
    expect(story(0).link_data).toEqual({
      link: 'https://shop.example.com',
      image_hash: 'h1',
      message: 'Fresh bread',
      name: 'Open at 7',
      call_to_action: { type: 'ORDER_NOW', value: { link: 'https://shop.example.com' } },
    });
    expect(story(1)).not.toHaveProperty('link_data');
    expect(story(1).video_data).toEqual({
      video_id: 'v9',
      image_url: 'https://cdn.example/t.jpg',
      call_to_action: { type: 'SHOP_NOW', value: { link: 'https://shop.example.com' } },
    });
    expect(story(2).link_data).toMatchObject({ image_hash: 'own', message: 'Fresh bread', call_to_action: { type: 'ORDER_NOW' } });
  });

  it("targets a saved audience as saved, adding the launch's own gender, interests, audiences and exclusions", () => {
    const savedTargeting = {
      geo_locations: { countries: ['FR'], location_types: ['home', 'recent'] },
      age_min: 25,
      age_max: 54,
      flexible_spec: [{ interests: [{ id: '1', name: 'Hiking' }] }],
      custom_audiences: [{ id: '9', name: 'Buyers' }],
      publisher_platforms: ['facebook'],
      targeting_automation: { advantage_audience: 1 },
    };
    // The panel's disabled locations (United States) and ages are not the audience's.
    const plain = planLaunch(payload(), { ...ctx, savedTargeting });
    expect(plain.adSets[0]!.params.targeting).toEqual({
      geo_locations: { countries: ['FR'], location_types: ['home', 'recent'] },
      age_min: 25,
      age_max: 54,
      flexible_spec: [{ interests: [{ id: '1', name: 'Hiking' }] }],
      custom_audiences: [{ id: '9', name: 'Buyers' }],
      targeting_automation: { advantage_audience: 0 },
    });
    // France is in the EU: the ad sets name their beneficiary and payer.
    expect(plain.adSets[0]!.params).toMatchObject({ dsa_beneficiary: '400101', dsa_payor: '400101' });

    const narrowed = planLaunch(
      payload({
        genders: ['women'],
        interests: [{ id: '2', name: 'Yoga' }],
        customAudienceIds: ['9', '8'],
        excludedAudienceIds: ['7'],
        excludedLocations: [{ key: '2420605', name: 'Paris', type: 'city' }],
      }),
      { ...ctx, savedTargeting },
    );
    expect(narrowed.adSets[0]!.params.targeting).toMatchObject({
      genders: [2],
      flexible_spec: [{ interests: [{ id: '1', name: 'Hiking' }] }, { interests: [{ id: '2', name: 'Yoga' }] }],
      custom_audiences: [{ id: '9', name: 'Buyers' }, { id: '8' }],
      excluded_custom_audiences: [{ id: '7' }],
      excluded_geo_locations: { cities: [{ key: '2420605' }] },
    });
  });

  it('a Sales ad set on a saved audience naming operating systems says device 0, as v27 would widen it; other kinds and audiences say nothing', () => {
    const savedTargeting = { geo_locations: { countries: ['US'] }, user_os: ['iOS'], targeting_automation: { advantage_audience: 0 } };
    const sales = planLaunch(payload(), { ...ctx, savedTargeting });
    expect(sales.adSets[0]!.params.targeting).toMatchObject({
      user_os: ['iOS'],
      targeting_automation: { advantage_audience: 0, individual_setting: { device: 0 } },
    });
    const traffic = planLaunch(payload({ isTrafficCampaign: true }), { ...ctx, savedTargeting });
    expect(traffic.adSets[0]!.params.targeting).toMatchObject({ targeting_automation: { advantage_audience: 0 } });
    expect((traffic.adSets[0]!.params.targeting as { targeting_automation: object }).targeting_automation).not.toHaveProperty('individual_setting');
    const plain = planLaunch(payload(), ctx);
    expect((plain.adSets[0]!.params.targeting as { targeting_automation: object }).targeting_automation).not.toHaveProperty('individual_setting');
  });

  it('reads attribution settings', () => {
    expect(attributionOf('1c-0v')).toEqual([{ event_type: 'CLICK_THROUGH', window_days: 1 }]);
    expect(attributionOf('7c-1v')).toHaveLength(2);
  });
});
