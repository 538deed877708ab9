import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../testing';
import { startSim, validAdSet, validCampaign } from '../testing';
import { formatFields, parseFields, selectFields, type Expander } from './fields';

// Field expansion (fields.ts): nested selections, fields naming other nodes, edges as fields with .limit().

describe('the fields= parser', () => {
  it('reads names, nested selections and modifiers, and writes them back', () => {
    const sel = parseFields('id,name,creative{object_story_spec{page_id,link_data{link}}},adsets.limit(2){name,ads.limit(1){id}},insights.summary(true)');
    expect(sel).toEqual([
      { name: 'id' },
      { name: 'name' },
      { name: 'creative', sub: [{ name: 'object_story_spec', sub: [{ name: 'page_id' }, { name: 'link_data', sub: [{ name: 'link' }] }] }] },
      { name: 'adsets', limit: 2, sub: [{ name: 'name' }, { name: 'ads', limit: 1, sub: [{ name: 'id' }] }] },
      { name: 'insights' },
    ]);
    expect(formatFields(sel)).toBe('id,name,creative{object_story_spec{page_id,link_data{link}}},adsets.limit(2){name,ads.limit(1){id}},insights');
  });

  it('keeps commas and braces inside a modifier to the modifier', () => {
    expect(parseFields('ads.filtering([{"field":"x","operator":"IN","value":[1,2]}]){name},id')).toEqual([
      { name: 'ads', sub: [{ name: 'name' }] },
      { name: 'id' },
    ]);
  });

  it.each(['creative{id', 'id}', 'ads.limit(2', 'ads.limit', 'ads.limit(x){id}', 'a{b}c'])('refuses %s with code 100', (input) => {
    expect(() => parseFields(input)).toThrow(expect.objectContaining({ code: 100 }));
  });
});

describe('expansion only through the expander', () => {
  const creative = { id: '9', object_story_spec: { page_id: '4' }, url_tags: 'a=b' };
  const ad = { id: '1', name: 'Ad', creative: { id: '9' } };
  const expander = (visible: boolean): Expander => ({
    node: (id) => (visible && id === '9' ? { view: creative, nodeType: 'AdCreative' } : undefined),
    edge: () => undefined,
  });

  it('expands a node the caller may see, and leaves one it may not see as the reference it is', () => {
    const sel = parseFields('creative{object_story_spec,url_tags}');
    expect(selectFields(ad, sel, 'Ad', undefined, expander(true))).toEqual({
      id: '1',
      creative: { id: '9', object_story_spec: { page_id: '4' }, url_tags: 'a=b' },
    });
    expect(selectFields(ad, sel, 'Ad', undefined, expander(false))).toEqual({ id: '1', creative: {} });
    expect(selectFields(ad, parseFields('creative{id}'), 'Ad', undefined, expander(false))).toEqual({ id: '1', creative: { id: '9' } });
  });
});

describe('field expansion over HTTP', () => {
  let h: Harness;
  let campaign: { id: string; adSetIds: string[] };
  let creativeId: string;
  let adId: string;

  beforeAll(async () => {
    h = await startSim();
    const image = h.fx.adImages.find((i) => i.adAccountId === 'act_101')!;
    const page = h.fx.pages.find((p) => p.adAccountIds.includes('act_101'))!;
    const pixel = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))!;
    const made = await h.post('act_101/campaigns', { ...validCampaign(), name: 'Expand' });
    const adSet = await h.post('act_101/adsets', { ...validAdSet(made.body.id, pixel.id), name: 'Set' });
    expect(adSet.body.error).toBeUndefined();
    const spec = { page_id: page.id, link_data: { link: 'https://shop.example.com/', image_hash: image.hash, message: 'Hi' } };
    const ad = await h.post('act_101/ads', {
      name: 'Ad',
      adset_id: adSet.body.id,
      conversion_domain: 'example.com',
      status: 'PAUSED',
      creative: { name: 'Creative', object_story_spec: spec },
    });
    expect(ad.body.error).toBeUndefined();
    adId = ad.body.id;
    creativeId = (await h.get(adId, { fields: 'creative' })).body.creative.id;
    campaign = { id: made.body.id, adSetIds: [adSet.body.id] };
  });
  afterAll(async () => {
    await h.sim.close();
  });

  it("expands an ad's creative on an edge: creative{object_story_spec}", async () => {
    const res = await h.get(`${campaign.id}/ads`, { fields: 'name,creative{object_story_spec}' });
    expect(res.body.data).toHaveLength(1);
    const ad: Json = res.body.data[0];
    expect(ad.creative.id).toBe(creativeId);
    expect(ad.creative.object_story_spec).toMatchObject({ link_data: { link: 'https://shop.example.com/', message: 'Hi' } });
    // Without a selection the field is the reference only.
    expect((await h.get(`${campaign.id}/ads`, { fields: 'creative' })).body.data[0].creative).toEqual({ id: creativeId });
  });

  it('selects inside the expanded node, and answers its unknown fields with code 100', async () => {
    const res = await h.get(adId, { fields: 'creative{object_story_spec{link_data{link}},url_tags}' });
    expect(res.body).toEqual({ id: adId, creative: { id: creativeId, object_story_spec: { link_data: { link: 'https://shop.example.com/' } } } });
    const bad = await h.get(adId, { fields: 'creative{not_a_field}' });
    expect(bad.body.error).toMatchObject({ code: 100 });
    expect(bad.body.error.message).toContain('(not_a_field) on node type (AdCreative)');
  });

  it('expands the campaign and the ad set an ad or ad set names by id', async () => {
    const ad = (await h.get(adId, { fields: 'adset{name,campaign{name,objective}},campaign{account_id}' })).body;
    expect(ad.adset).toEqual({ id: campaign.adSetIds[0], name: 'Set', campaign: { id: campaign.id, name: 'Expand', objective: 'OUTCOME_SALES' } });
    expect(ad.campaign).toEqual({ id: campaign.id, account_id: '101' });
    expect((await h.get(campaign.adSetIds[0]!, { fields: 'campaign' })).body.campaign).toEqual({ id: campaign.id });
  });

  it('reads edges as fields, with .limit() and their own paging', async () => {
    const res = await h.get(campaign.id, { fields: 'name,adsets.limit(1){name,ads{name,creative{id}}}' });
    expect(res.body.name).toBe('Expand');
    expect(res.body.adsets.data).toEqual([
      { id: campaign.adSetIds[0], name: 'Set', ads: { data: [{ id: adId, name: 'Ad', creative: { id: creativeId } }], paging: expect.any(Object) } },
    ]);
    const accounts = (await h.get('act_101', { fields: 'campaigns.limit(2){name}' })).body;
    expect(accounts.campaigns.data).toHaveLength(2);
    expect(accounts.campaigns.paging.next).toContain('/act_101/campaigns');
    expect(accounts.campaigns.paging.next).toContain('limit=2');
    const next = (await (await fetch(accounts.campaigns.paging.next, { headers: { authorization: `Bearer ${h.advertiser.accessToken}` } })).json()) as Json;
    expect(next.data.length).toBeGreaterThan(0);
    expect(next.data.map((c: Json) => c.id)).not.toContain(accounts.campaigns.data[0].id);
  });
});
