import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../testing';
import { searchGeo } from '../search/geo';
import { startSim, validAdSet, validCampaign } from '../testing';

let h: Harness;
let pixelId = '';
let pageId = '';
beforeAll(async () => {
  h = await startSim();
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  pageId = h.fx.pages.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
});
afterAll(async () => {
  await h.sim.close();
});

const ERROR_KEYS = ['message', 'type', 'code', 'error_subcode', 'is_transient', 'error_user_title', 'error_user_msg', 'fbtrace_id'];

describe('create and read back', () => {
  it('creates a campaign, ad set, creative and ad and reads their fields back', async () => {
    const campaign = await h.post('act_101/campaigns', { ...validCampaign(), bid_strategy: 'LOWEST_COST_WITHOUT_CAP' });
    expect(campaign.status).toBe(200);
    expect(Object.keys(campaign.body)).toEqual(['id']);
    const c = await h.get(campaign.body.id, { fields: 'name,objective,status,special_ad_categories,is_adset_budget_sharing_enabled,bid_strategy' });
    expect(c.body).toEqual({
      id: campaign.body.id,
      name: 'Test campaign',
      objective: 'OUTCOME_SALES',
      status: 'PAUSED',
      special_ad_categories: [],
      is_adset_budget_sharing_enabled: false,
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    });

    const adset = await h.post('act_101/adsets', {
      ...validAdSet(campaign.body.id, pixelId),
      attribution_spec: [{ event_type: 'CLICK_THROUGH', window_days: 1 }],
    });
    expect(adset.status).toBe(200);
    const a = await h.get(adset.body.id, {
      fields: 'campaign_id,daily_budget,optimization_goal,billing_event,promoted_object,targeting,attribution_spec,start_time,status',
    });
    expect(a.body).toMatchObject({
      campaign_id: campaign.body.id,
      daily_budget: '2000',
      optimization_goal: 'OFFSITE_CONVERSIONS',
      billing_event: 'IMPRESSIONS',
      promoted_object: { pixel_id: pixelId, custom_event_type: 'PURCHASE' },
      attribution_spec: [{ event_type: 'CLICK_THROUGH', window_days: 1 }],
      start_time: '2026-12-01T00:00:00-0500',
      status: 'PAUSED',
    });

    const creative = await h.post('act_101/adcreatives', {
      name: 'Creative',
      object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com', message: 'Hi' } },
      url_tags: 'utm_source=salvo',
    });
    expect(creative.status).toBe(200);
    expect((await h.get(creative.body.id, { fields: 'object_story_spec,url_tags' })).body).toMatchObject({
      url_tags: 'utm_source=salvo',
      object_story_spec: { page_id: pageId },
    });

    const ad = await h.post('act_101/ads', {
      name: 'Ad',
      adset_id: adset.body.id,
      conversion_domain: 'example.com',
      creative: { creative_id: creative.body.id },
      status: 'PAUSED',
    });
    expect(ad.status).toBe(200);
    expect((await h.get(ad.body.id, { fields: 'name,adset_id,campaign_id,creative{id},status' })).body).toEqual({
      id: ad.body.id,
      name: 'Ad',
      adset_id: adset.body.id,
      campaign_id: campaign.body.id,
      creative: { id: creative.body.id },
      status: 'PAUSED',
    });
    const listed = await h.get('act_101/campaigns', { fields: 'name' });
    expect(listed.body.data[0].id).toBe(campaign.body.id);
  });

  it('accepts JSON bodies as well as forms', async () => {
    const res = await fetch(`${h.url}/v25.0/act_101/campaigns`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `OAuth ${h.advertiser.accessToken}` },
      body: JSON.stringify(validCampaign()),
    });
    expect(res.status).toBe(200);
  });

  it('checks without creating when execution_options has validate_only', async () => {
    const before = (await h.get('act_101/campaigns', { limit: '100' })).body.data.length;
    const res = await h.post('act_101/campaigns', { ...validCampaign(), execution_options: ['validate_only'] });
    expect(res.body).toEqual({ success: true });
    expect((await h.get('act_101/campaigns', { limit: '100' })).body.data.length).toBe(before);
  });
});

describe('inline creatives', () => {
  it('creates the creative of an ad given inline, and none with validate_only', async () => {
    const adsetId = h.fx.campaigns.find((c) => c.name === 'Blog Traffic')?.adSetIds[0] ?? '';
    const spec = { name: 'inline', object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com' } } };
    const count = async (): Promise<number> => (await h.get('act_101/adcreatives', { limit: '500' })).body.data.length;
    const before = await count();
    const checked = await h.post('act_101/ads', {
      name: 'Ad',
      adset_id: adsetId,
      conversion_domain: 'example.com',
      creative: spec,
      execution_options: ['validate_only'],
    });
    expect(checked.body).toEqual({ success: true });
    expect(await count()).toBe(before);
    const ad = await h.post('act_101/ads', { name: 'Ad', adset_id: adsetId, conversion_domain: 'example.com', creative: spec });
    const creativeId = (await h.get(ad.body.id, { fields: 'creative' })).body.creative.id;
    expect((await h.get(creativeId, { fields: 'name' })).body.name).toBe('inline');
    expect(await count()).toBe(before + 1);
  });
});

describe('parameter validation (code 100, real body shape)', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['an unknown parameter', { ...validCampaign(), colour: 'blue' }, /colour/],
    ['a wrong type', { ...validCampaign(), daily_budget: 'lots' }, /daily_budget must be an integer/],
    ['an enum value outside the spec', { ...validCampaign(), objective: 'CONVERSIONS_PLUS' }, /objective must be one of/],
    ['a missing required parameter', { name: 'x', objective: 'OUTCOME_SALES', is_adset_budget_sharing_enabled: false }, /special_ad_categories is required/],
    ['a list element outside its enum', { ...validCampaign(), special_ad_categories: ['HOUSING_X'] }, /special_ad_categories must be one of/],
  ];
  it.each(cases)('rejects %s', async (_label, params, pattern) => {
    const res = await h.post('act_101/campaigns', params);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(100);
    expect(`${res.body.error.message} ${res.body.error.error_user_msg}`).toMatch(pattern);
    for (const k of ERROR_KEYS.filter((k) => k !== 'error_subcode')) expect(res.body.error).toHaveProperty(k);
  });

  it('refuses an ad set whose campaign belongs to another account', async () => {
    const other = h.fx.campaigns.find((c) => c.accountId === 'act_201')?.id ?? '';
    const res = await h.post('act_101/adsets', validAdSet(other, pixelId));
    expect(res.body.error.code).toBe(100);
  });

  it("refuses writes to another user's account (100/33)", async () => {
    const res = await h.post('act_201/campaigns', validCampaign());
    expect(res.body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});

describe('update and delete', () => {
  it('updates status and hides deleted objects from edges', async () => {
    const { body } = await h.post('act_101/campaigns', validCampaign());
    expect((await h.post(body.id, { status: 'ACTIVE' })).body).toEqual({ success: true });
    expect((await h.get(body.id, { fields: 'status,effective_status' })).body).toMatchObject({ status: 'ACTIVE', effective_status: 'ACTIVE' });
    expect((await h.post(body.id, { status: 'RUNNING' })).body.error.code).toBe(100);

    expect((await h.del(body.id)).body).toEqual({ success: true });
    expect((await h.get(body.id, { fields: 'status' })).body.status).toBe('DELETED');
    const ids = (await h.get('act_101/campaigns', { limit: '100' })).body.data.map((c: { id: string }) => c.id);
    expect(ids).not.toContain(body.id);
    expect((await h.del(body.id)).body.error.code).toBe(100);
  });

  it('an ARCHIVED object takes only its name and status DELETED', async () => {
    const { body } = await h.post('act_101/campaigns', validCampaign());
    expect((await h.post(body.id, { status: 'ARCHIVED' })).body).toEqual({ success: true });
    expect((await h.post(body.id, { status: 'ACTIVE' })).body.error).toMatchObject({ code: 100 });
    expect((await h.post(body.id, { status: 'PAUSED', name: 'Back' })).body.error).toMatchObject({ code: 100 });
    expect((await h.get(body.id, { fields: 'status' })).body.status).toBe('ARCHIVED');
    expect((await h.post(body.id, { name: 'Renamed' })).body).toEqual({ success: true });
    expect((await h.post(body.id, { status: 'DELETED' })).body).toEqual({ success: true });
    expect((await h.get(body.id, { fields: 'status,name' })).body).toMatchObject({ status: 'DELETED', name: 'Renamed' });
  });

  it('derives effective_status from the parents', async () => {
    const pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
    const campaignId = (await h.post('act_101/campaigns', { ...validCampaign(), status: 'ACTIVE' })).body.id;
    const adsetId = (await h.post('act_101/adsets', { ...validAdSet(campaignId, pixelId), status: 'ACTIVE' })).body.id;
    expect((await h.get(adsetId, { fields: 'effective_status' })).body.effective_status).toBe('ACTIVE');
    await h.post(campaignId, { status: 'PAUSED' });
    expect((await h.get(adsetId, { fields: 'status,effective_status' })).body).toMatchObject({ status: 'ACTIVE', effective_status: 'CAMPAIGN_PAUSED' });
    await h.post(campaignId, { status: 'ACTIVE' });
    expect((await h.get(adsetId, { fields: 'effective_status' })).body.effective_status).toBe('ACTIVE');
  });

  it("names an ad set's places as the platform keeps them: each city, region and ZIP code with its name, region and country", async () => {
    const [austin] = searchGeo('Austin', ['city']);
    const [texas] = searchGeo('Texas', ['region']);
    const campaign = await h.post('act_101/campaigns', { ...validCampaign(), bid_strategy: 'LOWEST_COST_WITHOUT_CAP' });
    const valid = validAdSet(campaign.body.id, pixelId);
    const targeting = { ...(valid.targeting as object), geo_locations: { cities: [{ key: austin!.key, radius: 25, distance_unit: 'mile' }] } };
    const adset = await h.post('act_101/adsets', { ...valid, targeting: { ...targeting, excluded_geo_locations: { regions: [{ key: texas!.key }] } } });
    expect(adset.status, JSON.stringify(adset.body)).toBe(200);
    const read = (await h.get(adset.body.id, { fields: 'targeting' })).body.targeting;
    expect(read.geo_locations.cities).toEqual([
      { key: austin!.key, radius: 25, distance_unit: 'mile', name: 'Austin', region: 'Texas', region_id: String(austin!.region_id), country: 'US' },
    ]);
    expect(read.excluded_geo_locations.regions).toEqual([{ key: texas!.key, name: 'Texas', country: 'US' }]);
  });

  it("takes the spec's update params of an ad set: budgets, bids, dates, targeting, spend limits; not campaign_id", async () => {
    const cbo = h.fx.campaigns.find((c) => c.name === 'Spring Sale – Website')?.adSetIds[0] ?? ''; // under a daily campaign budget
    const update = {
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      bid_constraints: { roas_average_floor: 12000 },
      start_time: '2026-12-02T00:00:00-0500',
      end_time: '2026-12-30T00:00:00-0500',
      targeting: { geo_locations: { countries: ['US'] }, targeting_automation: { advantage_audience: 1 } },
      daily_min_spend_target: 1000,
      daily_spend_cap: 4000,
      optimization_goal: 'LINK_CLICKS',
      status: 'PAUSED',
    };
    expect((await h.post(cbo, update)).body).toEqual({ success: true });
    expect((await h.get(cbo, { fields: Object.keys(update).join(',') })).body).toMatchObject({
      ...update,
      daily_min_spend_target: '1000',
      daily_spend_cap: '4000',
    });
    const own = h.fx.campaigns.find((c) => c.name === 'Blog Traffic')?.adSetIds[0] ?? '';
    expect((await h.post(own, { daily_budget: 1500 })).body).toEqual({ success: true });
    const moved = await h.post(own, { campaign_id: h.fx.campaigns.find((c) => c.name === 'Holiday Value')?.id });
    expect(moved.body.error).toMatchObject({ code: 100, error_user_msg: 'The parameter campaign_id is not supported by this call.' });
  });

  it('accepts method=delete on a POST, as Graph clients send it', async () => {
    const { body } = await h.post('act_101/campaigns', validCampaign());
    expect((await h.post(body.id, { method: 'delete' })).body).toEqual({ success: true });
  });
});

describe('determinism', () => {
  it('gives the same ids for the same seed', async () => {
    const a = await startSim({ seed: 42 });
    const b = await startSim({ seed: 42 });
    try {
      const ra = await a.post('act_101/campaigns', validCampaign());
      const rb = await b.post('act_101/campaigns', validCampaign());
      expect(ra.body.id).toBe(rb.body.id);
      expect(a.fx).toEqual(b.fx);
    } finally {
      await a.sim.close();
      await b.sim.close();
    }
  });
});
