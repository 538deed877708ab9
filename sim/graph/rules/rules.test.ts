// Each business rule, driven over HTTP: the valid base passes, the one change breaks it with the rule's error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing';
import { startSim, validAdSet, validCampaign } from '../../testing';
import { rules } from './index';

let h: Harness;
let pixelId = '';
let pageId = '';
let campaignId = ''; // no campaign budget
let cboCampaignId = ''; // daily budget on the campaign
let cboCostCapId = ''; // campaign budget with COST_CAP
let housingCampaignId = ''; // special ad category HOUSING
let politicalCampaignId = ''; // special ad category ISSUES_ELECTIONS_POLITICS
let legacyCampaignId = ''; // a legacy Advantage+ shopping campaign (smart_promotion_type)
let adsetId = ''; // optimizes for the pixel, Advantage+ placements (Instagram possible)
let readyVideoId = '';
let processingVideoId = '';
beforeAll(async () => {
  // A video stays processing for 10 minutes of the sim's clock: the first is made ready by moving the clock on,
  // the second stays processing however slowly this file runs.
  h = await startSim({ videoReadyDelayMs: 600_000 });
  // Some fifty cases write to act_101 within a fraction of a second: beyond the platform's writes a second (613/5044001,
  // sim/limits' own test), lifted here.
  await fetch(`${h.url}/__sim/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mutationsPerSecond: null }) });
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  pageId = h.fx.pages.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  campaignId = (await h.post('act_101/campaigns', validCampaign())).body.id;
  cboCampaignId = (await h.post('act_101/campaigns', cbo())).body.id;
  cboCostCapId = (await h.post('act_101/campaigns', cbo({ bid_strategy: 'COST_CAP' }))).body.id;
  housingCampaignId = (await h.post('act_101/campaigns', { ...validCampaign(), special_ad_categories: ['HOUSING'], special_ad_category_country: ['US'] })).body
    .id;
  politicalCampaignId = (
    await h.post('act_101/campaigns', { ...validCampaign(), special_ad_categories: ['ISSUES_ELECTIONS_POLITICS'], special_ad_category_country: ['US', 'DE'] })
  ).body.id;
  adsetId = (await h.post('act_101/adsets', validAdSet(campaignId, pixelId))).body.id;
  const legacy = await fetch(`${h.url}/__sim/legacy-campaigns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountId: 'act_101' }),
  });
  legacyCampaignId = ((await legacy.json()) as { id: string }).id;
  readyVideoId = (await h.post('act_101/advideos', { file_url: 'https://example.com/a.mp4' })).body.id;
  await fetch(`${h.url}/__sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 700_000 }) });
  processingVideoId = (await h.post('act_101/advideos', { file_url: 'https://example.com/b.mp4' })).body.id;
});
afterAll(async () => {
  await h.sim.close();
});

/** `version`: the version the case is called at (a rule since v26 is checked at v26), v25.0 when absent. */
type Case = { edge: string; base: () => Record<string, unknown>; broken: () => Record<string, unknown>; subcode?: number; version?: string };
const adset = (over: Record<string, unknown> = {}, drop: string[] = []): Record<string, unknown> => {
  const p: Record<string, unknown> = { ...validAdSet(campaignId, pixelId), ...over };
  for (const k of drop) delete p[k];
  return p;
};
const creative = (spec: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'c',
  object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com' }, ...spec },
  ...extra,
});
const imageOf = (account: string): string | undefined => h.fx.adImages.find((i) => i.adAccountId === account)?.hash;
const igOf = (kind: string): string | undefined => h.fx.instagramAccounts.find((i) => i.kind === kind && i.adAccountIds.includes('act_101'))?.id;
const formOf = (page: string, status: string): string | undefined => h.fx.leadForms.find((f) => f.pageId === page && f.status === status)?.id;
const targetingOf = () => validAdSet(campaignId, pixelId).targeting as Record<string, unknown>;
const audienceOf = (account: string): string | undefined => h.fx.customAudiences.find((a) => a.accountId === account)?.id;
const lifetime = { lifetime_budget: 100000, end_time: '2026-12-20T00:00:00-0500' };
/** Targeting of `geoLocations` (and `more`), Advantage+ audience off. */
const geo = (geoLocations: Record<string, unknown>, more: Record<string, unknown> = {}): Record<string, unknown> => ({
  geo_locations: geoLocations,
  targeting_automation: { advantage_audience: 0 },
  ...more,
});
/** Thailand's regional category and identities (the regional-regulation-identities rule). */
const THAILAND = {
  regional_regulated_categories: ['THAILAND_UNIVERSAL'],
  regional_regulation_identities: { universal_beneficiary: '5550002', universal_payer: '5550002' },
};
/** The United States with manual placements on Facebook at `positions`. */
const placed = (positions: string[]): Record<string, unknown> =>
  geo({ countries: ['US'] }, { publisher_platforms: ['facebook'], facebook_positions: positions, device_platforms: ['mobile', 'desktop'] });
const audienceOfKind = (subtype: string): string | undefined => h.fx.customAudiences.find((a) => a.accountId === 'act_101' && a.subtype === subtype)?.id;
/** A campaign with a campaign budget (CBO): no is_adset_budget_sharing_enabled. */
const cbo = (over: Record<string, unknown> = {}): Record<string, unknown> => {
  const { is_adset_budget_sharing_enabled: _x, ...c } = validCampaign();
  return { ...c, daily_budget: 5000, ...over };
};

/** An ad of the pixel ad set with an inline creative of `page` (`story` added to its spec), `over` added to the ad. */
const ad = (page: string, story: Record<string, unknown> = {}, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'ad',
  adset_id: adsetId,
  conversion_domain: 'example.com',
  creative: { name: 'c', object_story_spec: { page_id: page, link_data: { link: 'https://example.com', image_hash: imageOf('act_101') }, ...story } },
  ...over,
});
/** Ava's Catering: its only Instagram account is a personal one, which cannot stand for it. */
const PAGE_WITHOUT_INSTAGRAM = '400102';

const CASES: Record<string, Case> = {
  'status-at-creation': { edge: 'campaigns', base: validCampaign, broken: () => ({ ...validCampaign(), status: 'ARCHIVED' }) },
  'special-ad-category-country': {
    edge: 'campaigns',
    base: () => ({ ...validCampaign(), special_ad_categories: ['HOUSING'], special_ad_category_country: ['US'] }),
    broken: () => ({ ...validCampaign(), special_ad_categories: ['HOUSING'] }),
  },
  'campaign-single-budget': {
    edge: 'campaigns',
    base: () => ({ ...validCampaign(), daily_budget: 1000 }),
    broken: () => ({ ...validCampaign(), daily_budget: 1000, lifetime_budget: 10000 }),
  },
  'adset-budget-sharing-explicit': {
    edge: 'campaigns',
    base: validCampaign,
    broken: () => {
      const { is_adset_budget_sharing_enabled: _x, ...c } = validCampaign();
      return c;
    },
    subcode: 4834011,
  },
  'smart-promotion-type-removed': { edge: 'campaigns', base: validCampaign, broken: () => ({ ...validCampaign(), smart_promotion_type: 'GUIDED_CREATION' }) },
  'existing-customer-budget-removed': { edge: 'adsets', base: () => adset(), broken: () => adset({ existing_customer_budget_percentage: 20 }) },
  'video-feeds-removed': {
    edge: 'adsets',
    base: () => adset({ targeting: placed(['feed', 'facebook_reels']) }),
    broken: () => adset({ targeting: placed(['feed', 'video_feeds']) }),
    subcode: 2490562,
  },
  'explore-position-removed': {
    edge: 'adsets',
    version: 'v26.0',
    base: () => adset({ targeting: { ...placed(['feed']), publisher_platforms: ['facebook', 'instagram'], instagram_positions: ['stream', 'explore_home'] } }),
    broken: () => adset({ targeting: { ...placed(['feed']), publisher_platforms: ['facebook', 'instagram'], instagram_positions: ['stream', 'explore'] } }),
  },
  'standard-enhancements-removed': {
    edge: 'adcreatives',
    base: () => creative({}, { degrees_of_freedom_spec: { creative_features_spec: { image_touchups: { enroll_status: 'OPT_OUT' } } } }),
    broken: () => creative({}, { degrees_of_freedom_spec: { creative_features_spec: { standard_enhancements: { enroll_status: 'OPT_OUT' } } } }),
  },
  'radius-on-city-or-place': {
    edge: 'adsets',
    base: () => adset({ targeting: geo({ cities: [{ key: '2418779', radius: 10, distance_unit: 'mile' }] }) }),
    broken: () => adset({ targeting: geo({ regions: [{ key: '3847', radius: 10 }] }) }),
    subcode: 1487079,
  },
  'special-ad-category-customer-list': {
    edge: 'adsets',
    base: () =>
      adset({
        campaign_id: housingCampaignId,
        targeting: geo({ countries: ['US'] }, { custom_audiences: [{ id: audienceOfKind('CUSTOM') }] }),
        is_sac_cfca_terms_certified: true,
      }),
    broken: () => adset({ campaign_id: housingCampaignId, targeting: geo({ countries: ['US'] }, { custom_audiences: [{ id: audienceOfKind('CUSTOM') }] }) }),
  },
  'adset-name-length': { edge: 'adsets', base: () => adset({ name: 'n'.repeat(400) }), broken: () => adset({ name: 'n'.repeat(401) }) },
  'budget-on-one-level': {
    edge: 'adsets',
    base: () => adset({ campaign_id: cboCampaignId }, ['daily_budget']),
    broken: () => adset({ campaign_id: cboCampaignId }),
    subcode: 1885621,
  },
  'adset-budget-too-low': {
    edge: 'adsets',
    base: () => adset({ daily_budget: 100 }),
    broken: () => adset({ daily_budget: 99 }),
    subcode: 1885272,
  },
  'adset-budget-under-five-bids': {
    edge: 'adsets',
    base: () => adset({ bid_strategy: 'COST_CAP', bid_amount: 400 }),
    broken: () => adset({ bid_strategy: 'COST_CAP', bid_amount: 401 }),
    subcode: 1885272,
  },
  'campaign-budget-too-low': { edge: 'campaigns', base: () => cbo({ daily_budget: 100 }), broken: () => cbo({ daily_budget: 99 }), subcode: 1885272 },
  'adset-budget-required': { edge: 'adsets', base: () => adset(), broken: () => adset({}, ['daily_budget']) },
  'lifetime-budget-needs-end-time': {
    edge: 'adsets',
    base: () => adset(lifetime, ['daily_budget']),
    broken: () => adset({ lifetime_budget: 100000 }, ['daily_budget']),
  },
  'daily-budget-minimum-run': {
    edge: 'adsets',
    base: () => adset({ end_time: '2026-12-02T01:00:00-0500' }),
    broken: () => adset({ end_time: '2026-12-01T12:00:00-0500' }),
  },
  'spend-limits-need-campaign-budget': {
    edge: 'adsets',
    base: () => adset({ campaign_id: cboCampaignId, daily_min_spend_target: 1000, daily_spend_cap: 3000 }, ['daily_budget']),
    broken: () => adset({ daily_spend_cap: 3000 }),
  },
  'spend-limit-min-over-cap': {
    edge: 'adsets',
    base: () => adset({ campaign_id: cboCampaignId, daily_min_spend_target: 3000, daily_spend_cap: 3000 }, ['daily_budget']),
    broken: () => adset({ campaign_id: cboCampaignId, daily_min_spend_target: 3001, daily_spend_cap: 3000 }, ['daily_budget']),
  },
  'day-parting-needs-lifetime-budget': {
    edge: 'adsets',
    base: () =>
      adset({ ...lifetime, pacing_type: ['day_parting'], adset_schedule: [{ start_minute: 540, end_minute: 1020, days: [1, 2, 3] }] }, ['daily_budget']),
    broken: () => adset({ pacing_type: ['day_parting'], adset_schedule: [{ start_minute: 540, end_minute: 1020, days: [1, 2, 3] }] }),
  },
  'day-parting-whole-hours': {
    edge: 'adsets',
    base: () => adset({ ...lifetime, pacing_type: ['day_parting'], adset_schedule: [{ start_minute: 540, end_minute: 1020, days: [1] }] }, ['daily_budget']),
    broken: () => adset({ ...lifetime, pacing_type: ['day_parting'], adset_schedule: [{ start_minute: 545, end_minute: 1020, days: [1] }] }, ['daily_budget']),
  },
  'bid-amount-for-caps': {
    edge: 'adsets',
    base: () => adset({ bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: 400 }),
    broken: () => adset({ bid_strategy: 'COST_CAP' }),
    subcode: 1815857,
  },
  'adset-bid-strategy-of-campaign': {
    edge: 'adsets',
    base: () => adset({ campaign_id: cboCostCapId, bid_strategy: 'COST_CAP', bid_amount: 700 }, ['daily_budget']),
    broken: () => adset({ campaign_id: cboCostCapId, bid_strategy: 'LOWEST_COST_WITHOUT_CAP' }, ['daily_budget']),
  },
  'bid-amount-not-allowed': { edge: 'adsets', base: () => adset(), broken: () => adset({ bid_amount: 500 }) },
  'roas-floor-for-min-roas': {
    edge: 'adsets',
    base: () => adset({ bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS', optimization_goal: 'VALUE', bid_constraints: { roas_average_floor: 10000 } }),
    broken: () => adset({ bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS', optimization_goal: 'VALUE' }),
  },
  'advantage-audience-explicit': {
    edge: 'adsets',
    base: () => adset(),
    broken: () => adset({ targeting: { geo_locations: { countries: ['US'] } } }),
  },
  'advantage-audience-ages': {
    edge: 'adsets',
    base: () =>
      adset({ targeting: { geo_locations: { countries: ['US'] }, age_min: 25, age_range: [30, 45], targeting_automation: { advantage_audience: 1 } } }),
    broken: () => adset({ targeting: { geo_locations: { countries: ['US'] }, age_min: 30, targeting_automation: { advantage_audience: 1 } } }),
  },
  'special-ad-category-targeting': {
    edge: 'adsets',
    base: () => adset({ campaign_id: housingCampaignId }),
    broken: () =>
      adset({
        campaign_id: housingCampaignId,
        targeting: { geo_locations: { countries: ['US'] }, age_min: 25, targeting_automation: { advantage_audience: 0 } },
      }),
  },
  'promoted-object-for-goal': {
    edge: 'adsets',
    base: () => adset({ optimization_goal: 'LEAD_GENERATION', destination_type: 'ON_AD', promoted_object: { page_id: pageId } }),
    broken: () => adset({}, ['promoted_object']),
  },
  'dsa-for-eu-targeting': {
    edge: 'adsets',
    base: () =>
      adset({ targeting: { geo_locations: { countries: ['DE'] }, targeting_automation: { advantage_audience: 0 } }, dsa_beneficiary: 'Ava', dsa_payor: 'Ava' }),
    broken: () => adset({ targeting: { geo_locations: { countries: ['US', 'FR'] }, targeting_automation: { advantage_audience: 0 } } }),
    subcode: 3858081,
  },
  'instagram-actor-id-rejected': {
    edge: 'adcreatives',
    base: () => creative({ instagram_user_id: '17841400000101' }),
    broken: () => creative({ instagram_actor_id: '17841400000101' }),
  },
  'creative-feature-enroll-status': {
    edge: 'adcreatives',
    base: () => creative({}, { degrees_of_freedom_spec: { creative_features_spec: { inline_comment: { enroll_status: 'OPT_OUT' } } } }),
    broken: () => creative({}, { degrees_of_freedom_spec: { creative_features_spec: { inline_comment: {} } } }),
    subcode: 3858082,
  },
  'video-must-be-ready': {
    edge: 'adcreatives',
    base: () => creative({ link_data: undefined, video_data: { video_id: readyVideoId, image_url: 'https://example.com/t.jpg' } }),
    broken: () => creative({ link_data: undefined, video_data: { video_id: processingVideoId, image_url: 'https://example.com/t.jpg' } }),
  },
  'video-thumbnail-required': {
    edge: 'adcreatives',
    base: () => creative({ link_data: undefined, video_data: { video_id: readyVideoId, image_url: 'https://example.com/t.jpg' } }),
    broken: () => creative({ link_data: undefined, video_data: { video_id: readyVideoId } }),
    subcode: 1443226,
  },
  'instagram-identity-for-placements': {
    edge: 'ads',
    base: () => ad(PAGE_WITHOUT_INSTAGRAM, { instagram_user_id: igOf('business') }),
    broken: () => ad(PAGE_WITHOUT_INSTAGRAM),
    subcode: 1772103,
  },
  'conversion-domain-for-pixel': {
    edge: 'ads',
    base: () => ad(pageId),
    broken: () => {
      const { conversion_domain: _d, ...rest } = ad(pageId);
      return rest;
    },
  },
  'political-ads-not-in-eu': {
    edge: 'adsets',
    base: () => adset({ campaign_id: politicalCampaignId, targeting: geo({ countries: ['US'] }) }),
    broken: () => adset({ campaign_id: politicalCampaignId, targeting: geo({ countries: ['US', 'DE'] }), dsa_beneficiary: 'A', dsa_payor: 'A' }),
  },
  'regional-regulation-identities': {
    edge: 'adsets',
    base: () =>
      adset({
        targeting: geo({ countries: ['SG'] }),
        regional_regulated_categories: ['SINGAPORE_UNIVERSAL'],
        regional_regulation_identities: { singapore_universal_beneficiary: '5550001', singapore_universal_payer: '5550001' },
      }),
    broken: () => adset({ targeting: geo({ countries: ['US', 'SG'] }) }),
    subcode: 3858550,
  },
  'thailand-minimum-age': {
    edge: 'adsets',
    base: () => adset({ targeting: geo({ countries: ['TH'] }, { age_min: 20 }), ...THAILAND }),
    broken: () => adset({ targeting: geo({ countries: ['TH'] }), ...THAILAND }),
  },
  'legacy-advantage-campaign': {
    edge: 'adsets',
    base: () => adset(),
    broken: () => adset({ campaign_id: legacyCampaignId }),
  },
  'attribution-windows': {
    edge: 'adsets',
    base: () =>
      adset({
        attribution_spec: [
          { event_type: 'CLICK_THROUGH', window_days: 7 },
          { event_type: 'VIEW_THROUGH', window_days: 1 },
        ],
      }),
    broken: () => adset({ attribution_spec: [{ event_type: 'CLICK_THROUGH', window_days: 28 }] }),
  },
  'image-hash-in-account': {
    edge: 'adcreatives',
    base: () => creative({ link_data: { link: 'https://example.com', image_hash: imageOf('act_101') } }),
    broken: () => creative({ link_data: { link: 'https://example.com', image_hash: imageOf('act_201') } }),
  },
  'instagram-user-usable': {
    edge: 'adcreatives',
    base: () => creative({ instagram_user_id: igOf('business') }),
    broken: () => creative({ instagram_user_id: igOf('personal') }),
  },
  'lead-form-of-page': {
    edge: 'adcreatives',
    base: () =>
      creative({ link_data: { link: 'https://example.com', call_to_action: { type: 'SIGN_UP', value: { lead_gen_form_id: formOf(pageId, 'ACTIVE') } } } }),
    broken: () =>
      creative({ link_data: { link: 'https://example.com', call_to_action: { type: 'SIGN_UP', value: { lead_gen_form_id: formOf(pageId, 'ARCHIVED') } } } }),
  },
  'promoted-pixel-in-account': {
    edge: 'adsets',
    base: () => adset(),
    broken: () => adset({ promoted_object: { pixel_id: h.fx.pixels.find((p) => p.adAccountIds.includes('act_201'))?.id, custom_event_type: 'PURCHASE' } }),
  },
  'promoted-page-in-account': {
    edge: 'adsets',
    base: () => adset({ optimization_goal: 'LINK_CLICKS', promoted_object: { page_id: pageId } }),
    broken: () => adset({ optimization_goal: 'LINK_CLICKS', promoted_object: { page_id: '400301' } }),
  },
  'custom-audiences-in-account': {
    edge: 'adsets',
    base: () => adset({ targeting: { ...targetingOf(), custom_audiences: [{ id: audienceOf('act_101') }], excluded_custom_audiences: [] } }),
    broken: () => adset({ targeting: { ...targetingOf(), excluded_custom_audiences: [{ id: audienceOf('act_206') }] } }),
  },
  // act_101 has no business, so no catalog: any catalog is another business's.
  'promoted-catalog-in-account': {
    edge: 'campaigns',
    base: validCampaign,
    broken: () => ({ ...validCampaign(), promoted_object: { product_catalog_id: h.fx.catalogs[0]?.id } }),
  },
  'object-story-spec-page': { edge: 'adcreatives', base: () => creative(), broken: () => creative({ page_id: '400301' }) },
  'asset-feed-text-limits': {
    edge: 'adcreatives',
    base: () => creative({}, { asset_feed_spec: { bodies: [1, 2, 3, 4, 5].map((i) => ({ text: `Body ${i}` })), optimization_type: 'DEGREES_OF_FREEDOM' } }),
    broken: () =>
      creative({}, { asset_feed_spec: { titles: [1, 2, 3, 4, 5, 6].map((i) => ({ text: `Title ${i}` })), optimization_type: 'DEGREES_OF_FREEDOM' } }),
  },
};

// Rules that only apply to updates, tested in 'rules on update' below.
// Their cases are updates (budget-minimum.test.ts for the second).
const UPDATE_ONLY = ['campaign-budget-over-adset-budgets', 'campaign-budget-under-five-bids'];

describe('business rules', () => {
  it('has a test case for every rule', () => {
    expect([...Object.keys(CASES), ...UPDATE_ONLY].sort()).toEqual(rules.map((r) => r.name).sort());
  });

  it.each(Object.entries(CASES))('%s: accepts the base, refuses the broken call', async (_name, c) => {
    const at = h.at(c.version ?? 'v25.0');
    const ok = await at.post(`act_101/${c.edge}`, c.base());
    expect(ok.body.error).toBeUndefined();
    expect(ok.body.id).toMatch(/^\d+$/);
    const bad = await at.post(`act_101/${c.edge}`, c.broken());
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 100, type: 'OAuthException', is_transient: false });
    expect(bad.body.error.error_user_msg).toBeTruthy();
    if (c.subcode) expect(bad.body.error.error_subcode).toBe(c.subcode);
  });

  it('takes the bid strategy from the campaign when it has the budget', async () => {
    const bad = await h.post('act_101/adsets', adset({ campaign_id: cboCostCapId }, ['daily_budget', 'bid_strategy']));
    expect(bad.body.error.error_user_msg).toContain('bid_amount');
    const ok = await h.post('act_101/adsets', adset({ campaign_id: cboCostCapId, bid_amount: 700 }, ['daily_budget', 'bid_strategy']));
    expect(ok.body.id).toBeTruthy();
  });
});

describe("another account's audiences and another business's catalog", () => {
  const post = (path: string, params: Record<string, unknown>) => h.post(path, params, h.agency.accessToken);
  const catalogOf = (account: string) => h.fx.catalogs.find((c) => h.fx.businesses.find((b) => b.id === c.businessId)?.adAccountIds.includes(account))!;

  it("an ad set of act_206 takes act_206's custom audiences, not act_201's", async () => {
    const campaign = (await post('act_206/campaigns', validCampaign())).body.id as string;
    const pixel = h.fx.pixels.find((p) => p.adAccountIds.includes('act_206'))!.id;
    const withAudiences = (ids: Array<string | undefined>) =>
      post('act_206/adsets', { ...validAdSet(campaign, pixel), targeting: { ...targetingOf(), custom_audiences: ids.map((id) => ({ id })) } });
    expect((await withAudiences([audienceOf('act_206')])).body.id).toMatch(/^\d+$/);
    const refused = (await withAudiences([audienceOf('act_206'), audienceOf('act_201')])).body.error;
    expect(refused).toMatchObject({ code: 100, error_user_title: 'Custom audience not available' });
    expect(refused.error_user_msg).toContain(audienceOf('act_201'));
  });

  it("a campaign of act_206 promotes its business's catalog, and its ad sets that catalog's product sets and products", async () => {
    const own = catalogOf('act_206');
    const other = catalogOf('act_201');
    expect(own.id).not.toBe(other.id);
    const ok = await post('act_206/campaigns', { ...validCampaign(), promoted_object: { product_catalog_id: own.id } });
    expect(ok.body.id).toMatch(/^\d+$/);
    const refused = await post('act_206/campaigns', { ...validCampaign(), promoted_object: { product_catalog_id: other.id } });
    expect(refused.body.error).toMatchObject({ code: 100, error_user_title: 'Catalog not available' });
    const pixel = h.fx.pixels.find((p) => p.adAccountIds.includes('act_206'))!.id;
    const adSet = (promoted: Record<string, unknown>) =>
      post('act_206/adsets', { ...validAdSet(ok.body.id as string, pixel), promoted_object: { pixel_id: pixel, custom_event_type: 'PURCHASE', ...promoted } });
    expect((await adSet({ product_set_id: own.productSetIds[0] })).body.id).toMatch(/^\d+$/);
    expect((await adSet({ product_set_id: other.productSetIds[0] })).body.error).toMatchObject({ error_user_title: 'Catalog not available' });
    expect((await adSet({ product_item_id: other.productIds[0] })).body.error).toMatchObject({ error_user_title: 'Catalog not available' });
  });
});

describe('an ad that may show on Instagram (1772103)', () => {
  it("is taken without an Instagram account when its Page's own professional account stands for it, or on Facebook only", async () => {
    expect((await h.post('act_101/ads', ad(pageId))).body.id).toMatch(/^\d+$/);
    const facebookOnly = (await h.post('act_101/adsets', adset({ targeting: placed(['feed']) }))).body.id as string;
    expect((await h.post('act_101/ads', ad(PAGE_WITHOUT_INSTAGRAM, {}, { adset_id: facebookOnly }))).body.id).toMatch(/^\d+$/);
  });
});

describe('rules on update (POST /{id})', () => {
  it('refuses a campaign budget when its ad sets have budgets (1885621)', async () => {
    const adsetId = (await h.post('act_101/adsets', adset())).body.id;
    expect(adsetId).toBeTruthy();
    const res = await h.post(campaignId, { daily_budget: 3000 });
    expect(res.body.error).toMatchObject({ code: 100, error_subcode: 1885621 });
    expect((await h.post(campaignId, { name: 'renamed' })).body).toEqual({ success: true });
  });

  it('checks the bid strategy against the merged fields', async () => {
    const adsetId = (await h.post('act_101/adsets', adset())).body.id;
    expect((await h.post(adsetId, { bid_strategy: 'COST_CAP' })).body.error.error_user_msg).toContain('bid_amount');
    expect((await h.post(adsetId, { bid_strategy: 'COST_CAP', bid_amount: 400 })).body).toEqual({ success: true });
  });

  it('allows an ad set budget to change 4 times an hour, then answers 613/1487632', async () => {
    const adsetId = (await h.post('act_101/adsets', adset())).body.id;
    for (let i = 1; i <= 4; i++) expect((await h.post(adsetId, { daily_budget: 2000 + i * 100 })).body).toEqual({ success: true });
    expect((await h.post(adsetId, { daily_budget: 9000 })).body.error).toMatchObject({ code: 613, error_subcode: 1487632 });
    expect((await h.post(adsetId, { name: 'still editable' })).body).toEqual({ success: true });
    await fetch(`${h.url}/__sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 3_600_000 }) });
    expect((await h.post(adsetId, { daily_budget: 9000 })).body).toEqual({ success: true });
  });
});
