import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../testing';
import { formBody, startSim, validCampaign } from '../testing';

let h: Harness;
beforeAll(async () => {
  h = await startSim();
});
afterAll(async () => {
  await h.sim.close();
});

describe('asynchronous batches', () => {
  it("runs async_batch_requests and reports counters and each request's result", async () => {
    const adbatch = [
      { name: 'a', relative_url: 'act_101/campaigns', body: formBody({ ...validCampaign(), name: 'Async A' }) },
      { name: 'b', relative_url: 'act_101/campaigns', body: formBody({ ...validCampaign(), objective: 'NOPE' }) },
      { name: 'c', relative_url: 'act_101/campaigns', body: formBody({ ...validCampaign(), name: 'Async C' }) },
    ];
    const res = await h.post('act_101/async_batch_requests', { name: 'nightly', adbatch });
    expect(res.body.id).toMatch(/^\d+$/);
    const set = await h.get(res.body.id, { fields: 'name,is_completed,total_count,success_count,error_count' });
    expect(set.body).toMatchObject({ name: 'nightly', is_completed: true, total_count: 3, success_count: 2, error_count: 1 });
    const requests = await h.get(`${String(res.body.id)}/requests`, { fields: 'status,result' });
    expect(requests.body.data.map((r: Json) => r.status).sort()).toEqual(['ERROR', 'SUCCESS', 'SUCCESS']);
    const names = (await h.get('act_101/campaigns', { fields: 'name', limit: '100' })).body.data.map((c: Json) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Async A', 'Async C']));
  });

  it('creates ads with asyncadrequestsets', async () => {
    const adsetId = h.fx.campaigns.find((c) => c.name === 'Blog Traffic')?.adSetIds[0] ?? '';
    const creativeId = (await h.get('act_101/adcreatives')).body.data[0].id;
    const res = await h.post('act_101/asyncadrequestsets', {
      name: 'ads',
      ad_specs: [{ name: 'Async ad', adset_id: adsetId, conversion_domain: 'example.com', creative: { creative_id: creativeId }, status: 'PAUSED' }],
    });
    expect((await h.get(res.body.id, { fields: 'success_count' })).body.success_count).toBe(1);
    expect((await h.post('act_101/asyncadrequestsets', { ad_specs: [] })).body.error.message).toContain('name');
  });
});
