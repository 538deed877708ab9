import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../testing';
import { startSim } from '../testing';

let h: Harness;
beforeAll(async () => {
  h = await startSim();
});
afterAll(async () => {
  await h.sim.close();
});

const seeded = (name: string): { id: string; adSetIds: string[] } => {
  const c = h.fx.campaigns.find((x) => x.name === name);
  if (!c) throw new Error(`no campaign ${name}`);
  return c;
};

describe('copies', () => {
  it('deep-copies a campaign with its ad set and ad, paused and renamed, with new parents', async () => {
    const source = seeded('Spring Sale – Website'); // 1 ad set, 1 ad: 3 objects
    const res = await h.post(`${source.id}/copies`, { deep_copy: true });
    expect(res.body.copied_campaign_id).toMatch(/^\d+$/);
    expect(res.body.ad_object_ids.map((o: Json) => o.ad_object_type)).toEqual(['campaign', 'ad_set', 'ad']);
    const copy = await h.get(res.body.copied_campaign_id, { fields: 'name,status,objective' });
    expect(copy.body).toMatchObject({ name: 'Spring Sale – Website - Copy', status: 'PAUSED', objective: 'OUTCOME_SALES' });
    const adsets = await h.get(`${String(res.body.copied_campaign_id)}/adsets`, { fields: 'name,campaign_id,status' });
    expect(adsets.body.data).toHaveLength(1);
    expect(adsets.body.data[0].name).not.toContain('Copy'); // only the top level is renamed by default
    expect(adsets.body.data[0].id).not.toBe(source.adSetIds[0]);
    const ads = await h.get(`${String(adsets.body.data[0].id)}/ads`, { fields: 'campaign_id,creative' });
    expect(ads.body.data[0].campaign_id).toBe(res.body.copied_campaign_id);
  });

  it('refuses a synchronous copy of more than 3 objects, and copies the top object alone', async () => {
    const source = seeded('Catering Leads'); // 2 ad sets with an ad each: 5 objects
    const deep = await h.post(`${source.id}/copies`, { deep_copy: true });
    expect(deep.body.error.code).toBe(100);
    expect(deep.body.error.error_user_msg).toContain('3');
    const shallow = await h.post(`${source.id}/copies`, {});
    expect(shallow.body.ad_object_ids).toHaveLength(1);
  });

  it('keeps the source status with INHERITED_FROM_SOURCE and applies rename options', async () => {
    const source = seeded('Spring Sale – Website');
    const res = await h.post(`${source.id}/copies`, {
      status_option: 'INHERITED_FROM_SOURCE',
      rename_options: { rename_prefix: 'Dup: ', rename_strategy: 'DEEP_RENAME' },
      deep_copy: true,
    });
    const copy = await h.get(res.body.copied_campaign_id, { fields: 'name,status' });
    expect(copy.body).toMatchObject({ name: 'Dup: Spring Sale – Website', status: 'ACTIVE' });
    const adsets = await h.get(`${String(res.body.copied_campaign_id)}/adsets`, { fields: 'name' });
    expect(adsets.body.data[0].name).toMatch(/^Dup: /);
  });

  it('copies an ad set into another campaign of the same account', async () => {
    const target = seeded('Blog Traffic');
    const adsetId = seeded('Holiday Value').adSetIds[0] ?? '';
    const res = await h.post(`${adsetId}/copies`, { campaign_id: target.id });
    expect((await h.get(res.body.copied_adset_id, { fields: 'campaign_id' })).body.campaign_id).toBe(target.id);
    expect((await h.post(`${adsetId}/copies`, { status_option: 'RUNNING' })).body.error.code).toBe(100);
  });
});

// How Salvo duplicates: a paused shallow copy, then the buyer's settings on it, then ACTIVE.
describe('copy paused, then update', () => {
  const ADSET_FIELDS = 'campaign_id,daily_budget,bid_strategy,bid_amount,targeting,start_time,end_time,optimization_goal,promoted_object,destination_type';
  const catering = (): string => seeded('Catering Leads').adSetIds[0] ?? ''; // cost cap, 4.00 bid, 20.00 a day

  it("keeps an ad set's budget, bids, targeting and dates, then takes the buyer's settings and ACTIVE", async () => {
    const res = await h.post(`${catering()}/copies`, { status_option: 'PAUSED' });
    const copyId: string = res.body.copied_adset_id;
    const { id: _s, ...source } = (await h.get(catering(), { fields: ADSET_FIELDS })).body;
    const { id: _c, ...copied } = (await h.get(copyId, { fields: ADSET_FIELDS })).body;
    expect(copied).toEqual(source);
    expect(source).toMatchObject({ daily_budget: '2000', bid_strategy: 'COST_CAP', bid_amount: 400 });
    expect((await h.get(copyId, { fields: 'status,effective_status' })).body).toMatchObject({ status: 'PAUSED', effective_status: 'PAUSED' });

    const targeting = { geo_locations: { countries: ['CA'] }, age_min: 30, targeting_automation: { advantage_audience: 0 } };
    const buyer = {
      daily_budget: 3500,
      bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
      bid_amount: 700,
      start_time: '2026-12-01T09:00:00-0500',
      end_time: '2026-12-31T23:00:00-0500',
      targeting,
    };
    expect((await h.post(copyId, buyer)).body).toEqual({ success: true });
    expect((await h.post(copyId, { status: 'ACTIVE' })).body).toEqual({ success: true });
    expect((await h.get(copyId, { fields: `${ADSET_FIELDS},status` })).body).toMatchObject({ ...buyer, daily_budget: '3500', status: 'ACTIVE' });
    expect((await h.get(catering(), { fields: 'daily_budget,bid_amount' })).body).toMatchObject({ daily_budget: '2000', bid_amount: 400 });
  });

  it('checks the update against the rules with the copied fields merged', async () => {
    const copyId: string = (await h.post(`${catering()}/copies`, {})).body.copied_adset_id;
    expect((await h.post(copyId, { daily_budget: 99 })).body.error).toMatchObject({ code: 100, error_subcode: 1885272 });
    expect((await h.post(copyId, { bid_strategy: 'LOWEST_COST_WITHOUT_CAP', bid_amount: 500 })).body.error.error_user_title).toBe('Bid Amount Not Allowed');
    expect((await h.post(copyId, { bid_strategy: 'LOWEST_COST_WITHOUT_CAP' })).body).toEqual({ success: true });
  });

  it('copies a campaign with its budget and strategy, ACTIVE when asked, and updates its budget', async () => {
    const source = seeded('Spring Sale – Website'); // campaign budget 50.00, lowest cost
    const res = await h.post(`${source.id}/copies`, { status_option: 'ACTIVE' });
    const copyId: string = res.body.copied_campaign_id;
    expect((await h.get(copyId, { fields: 'daily_budget,bid_strategy,status' })).body).toMatchObject({
      daily_budget: '5000',
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      status: 'ACTIVE',
    });
    expect((await h.post(copyId, { daily_budget: 99 })).body.error.error_subcode).toBe(1885272);
    expect((await h.post(copyId, { daily_budget: 7000, bid_strategy: 'COST_CAP' })).body).toEqual({ success: true });
    expect((await h.get(copyId, { fields: 'daily_budget,bid_strategy' })).body).toMatchObject({ daily_budget: '7000', bid_strategy: 'COST_CAP' });
  });

  it("counts a copy's first budget change as one of its 4 an hour, and a budget sent unchanged as none", async () => {
    const copyId: string = (await h.post(`${catering()}/copies`, {})).body.copied_adset_id;
    expect((await h.post(copyId, { daily_budget: 2000 })).body).toEqual({ success: true }); // the source's: no change
    for (const budget of [2100, 2100, 2200, 2300, 2400]) expect((await h.post(copyId, { daily_budget: budget })).body).toEqual({ success: true });
    expect((await h.post(copyId, { daily_budget: 2400 })).body).toEqual({ success: true });
    expect((await h.post(copyId, { daily_budget: 2500 })).body.error).toMatchObject({ code: 613, error_subcode: 1487632 });
  });
});
