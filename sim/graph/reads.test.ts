import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../testing';
import { startSim } from '../testing';

let h: Harness;
beforeAll(async () => {
  h = await startSim();
});
afterAll(async () => {
  await h.sim.close();
});

describe('me and ad accounts', () => {
  it('answers me with id and name', async () => {
    expect((await h.get('me')).body).toEqual({ id: h.advertiser.id, name: h.advertiser.name });
  });

  it("lists only the user's own ad accounts, with the fields asked for", async () => {
    const res = await h.get(
      'me/adaccounts',
      { fields: 'id,account_id,name,currency,timezone_name,timezone_offset_hours_utc,account_status,business{id,name}' },
      h.agency.accessToken,
    );
    expect(res.body.data.map((a: { id: string }) => a.id)).toEqual(h.agency.adAccountIds);
    const lumen = res.body.data.find((a: { currency: string }) => a.currency === 'EUR');
    expect(lumen).toMatchObject({
      account_status: 1,
      timezone_name: 'Europe/Berlin',
      timezone_offset_hours_utc: 1,
      business: { id: '300002', name: 'Lumen Retail Group' },
    });
    expect(Object.keys(lumen)).toEqual(['id', 'account_id', 'name', 'currency', 'timezone_name', 'timezone_offset_hours_utc', 'account_status', 'business']);
  });

  it('reads one ad account by act_ id', async () => {
    const res = await h.get('act_101', { fields: 'name,currency,business' });
    expect(res.body).toEqual({ id: 'act_101', name: "Ava's Bakery", currency: 'USD' }); // no business: omitted
  });

  it("refuses another user's ad account with 100/33", async () => {
    const res = await h.get('act_201', { fields: 'name' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 100, error_subcode: 33, type: 'GraphMethodException' });
    expect((await h.get('act_201/campaigns')).body.error.error_subcode).toBe(33);
  });

  it('answers an unknown field with code 100', async () => {
    const res = await h.get('act_101', { fields: 'name,not_a_field' });
    expect(res.body.error.code).toBe(100);
    expect(res.body.error.message).toContain('not_a_field');
  });
});

describe('paging', () => {
  it('pages with limit and after, and gives next only while more remain', async () => {
    const first = await h.get('me/adaccounts', { limit: '4' }, h.agency.accessToken);
    expect(first.body.data).toHaveLength(4);
    expect(first.body.paging.cursors.after).toBeTruthy();
    expect(first.body.paging.next).toContain('after=');
    const second = (await (await fetch(first.body.paging.next)).json()) as { data: { id: string }[]; paging: { next?: string } };
    expect(second.data.map((a) => a.id)).toEqual(h.agency.adAccountIds.slice(4));
    expect(second.paging.next).toBeUndefined();
  });

  it('answers {data: []} for an empty page', async () => {
    const res = await h.get('act_101/advideos');
    expect(res.body).toEqual({ data: [] });
  });
});

describe('account edges', () => {
  it('lists promotable pages, pixels and ad images of the account', async () => {
    const pages = await h.get('act_101/promote_pages', { fields: 'id,name' });
    expect(pages.body.data.map((p: { id: string }) => p.id)).toEqual(h.fx.pages.filter((p) => p.adAccountIds.includes('act_101')).map((p) => p.id));
    const pixels = await h.get('act_101/adspixels', { fields: 'id,name' });
    expect(pixels.body.data[0].id).toBe(h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id);
    const images = await h.get('act_101/adimages', { fields: 'hash,name,url,width,height' });
    expect(images.body.data.length).toBeGreaterThanOrEqual(2);
    expect(images.body.data[0]).toEqual(expect.objectContaining({ hash: expect.any(String), url: expect.stringMatching(/^https:/), width: 1080 }));
  });

  it('lists the seeded campaigns, ad sets, ads and creatives, newest first', async () => {
    const campaigns = await h.get('act_101/campaigns', { fields: 'name,objective,status' });
    const seeded = h.fx.campaigns.filter((c) => c.accountId === 'act_101');
    expect(campaigns.body.data.map((c: { name: string }) => c.name)).toEqual(seeded.map((c) => c.name).reverse());
    for (const edge of ['adsets', 'ads', 'adcreatives']) {
      expect((await h.get(`act_101/${edge}`)).body.data.length).toBeGreaterThan(0);
    }
  });

  it('reads any object by id, with nested selection', async () => {
    const campaign = h.fx.campaigns.find((c) => c.accountId === 'act_101' && c.adSetIds.length > 0);
    const adsetId = campaign?.adSetIds[0] ?? '';
    const adset = await h.get(adsetId, { fields: 'name,campaign_id,targeting{geo_locations},bid_strategy' });
    expect(adset.body).toMatchObject({ id: adsetId, campaign_id: campaign?.id, targeting: { geo_locations: { countries: ['US'] } } });
    expect(adset.body.targeting.age_min).toBeUndefined();
    const ads = await h.get(`${adsetId}/ads`, { fields: 'creative{id},adset_id' });
    expect(ads.body.data[0]).toMatchObject({ adset_id: adsetId, creative: { id: expect.any(String) } });
  });

  it("hides another user's objects by id (100/33)", async () => {
    const other = h.fx.campaigns.find((c) => c.accountId === 'act_201');
    expect((await h.get(other?.id ?? '')).body.error).toMatchObject({ code: 100, error_subcode: 33 });
    expect((await h.get('99999999')).body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});
