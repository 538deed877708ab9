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
