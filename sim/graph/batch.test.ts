import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../testing';
import { formBody, startSim, validAdSet, validCampaign } from '../testing';

let h: Harness;
let pixelId = '';
beforeAll(async () => {
  h = await startSim();
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
});
afterAll(async () => {
  await h.sim.close();
});

async function batch(ops: unknown[], path = '/v25.0/'): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${h.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams({ access_token: h.advertiser.accessToken, batch: JSON.stringify(ops) }),
  });
  return { status: res.status, body: await res.json() };
}

describe('batch', () => {
  it('answers each operation in order as {code, headers, body: JSON string}', async () => {
    const res = await batch(
      [
        { method: 'GET', relative_url: 'me' },
        { method: 'POST', relative_url: 'act_101/campaigns', body: formBody(validCampaign()) },
      ],
      '/',
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0].code).toBe(200);
    expect(typeof res.body[0].body).toBe('string');
    expect(JSON.parse(res.body[0].body)).toEqual({ id: h.advertiser.id, name: h.advertiser.name });
    expect(res.body[1].headers).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Content-Type' })]));
    expect(JSON.parse(res.body[1].body).id).toMatch(/^\d+$/);
  });

  it('resolves {result=NAME:$.id} and keeps the named answer when omit_response_on_success is false', async () => {
    const res = await batch([
      { method: 'POST', relative_url: 'v25.0/act_101/campaigns', name: 'camp', omit_response_on_success: false, body: formBody(validCampaign()) },
      { method: 'POST', relative_url: 'act_101/adsets', body: formBody({ ...validAdSet('{result=camp:$.id}', pixelId) }) },
      { method: 'GET', relative_url: '{result=camp:$.id}?fields=name' },
    ]);
    const campaignId = JSON.parse(res.body[0].body).id;
    const adsetId = JSON.parse(res.body[1].body).id;
    expect((await h.get(adsetId, { fields: 'campaign_id' })).body.campaign_id).toBe(campaignId);
    expect(JSON.parse(res.body[2].body).name).toBe('Test campaign');
  });

  it('omits (null) the answer of a referenced named operation by default, as the platform does', async () => {
    const res = await batch([
      { method: 'POST', relative_url: 'act_101/campaigns', name: 'camp', body: formBody(validCampaign()) },
      { method: 'GET', relative_url: '{result=camp:$.id}?fields=name' },
    ]);
    expect(res.body[0]).toBeNull();
    expect(JSON.parse(res.body[1].body).name).toBe('Test campaign');
  });

  it('fails one item with its own error body while its siblings succeed', async () => {
    const res = await batch([
      { method: 'POST', relative_url: 'act_101/campaigns', body: formBody({ ...validCampaign(), objective: 'NOPE' }) },
      { method: 'POST', relative_url: 'act_101/campaigns', body: formBody(validCampaign()) },
      { method: 'GET', relative_url: 'act_201' },
    ]);
    expect(res.body[0].code).toBe(400);
    expect(JSON.parse(res.body[0].body).error.code).toBe(100);
    expect(res.body[1].code).toBe(200);
    expect(JSON.parse(res.body[2].body).error.error_subcode).toBe(33);
  });

  it('fails an operation whose reference cannot be resolved', async () => {
    const res = await batch([
      { method: 'POST', relative_url: 'act_101/campaigns', name: 'bad', body: formBody({ ...validCampaign(), objective: 'NOPE' }) },
      { method: 'GET', relative_url: '{result=bad:$.id}' },
    ]);
    expect(res.body[1].code).toBe(400);
    expect(JSON.parse(res.body[1].body).error.message).toContain('bad');
  });

  it('leaves headers out with include_headers=false', async () => {
    const res = await fetch(`${h.url}/v25.0/`, {
      method: 'POST',
      body: new URLSearchParams({
        access_token: h.advertiser.accessToken,
        include_headers: 'false',
        batch: JSON.stringify([{ method: 'GET', relative_url: 'me' }]),
      }),
    });
    expect(await res.json()).toEqual([{ code: 200, body: JSON.stringify({ id: h.advertiser.id, name: h.advertiser.name }) }]);
  });

  it('accepts 50 operations and refuses 51', async () => {
    const op = { method: 'GET', relative_url: 'me' };
    const ok = await batch(Array.from({ length: 50 }, () => op));
    expect(ok.body).toHaveLength(50);
    const tooMany = await batch(Array.from({ length: 51 }, () => op));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.code).toBe(100);
    expect(tooMany.body.error.message).toContain('50');
  });

  it('refuses a second ad set of the same campaign in one batch', async () => {
    const campaignId = (await h.post('act_101/campaigns', validCampaign())).body.id;
    const res = await batch([
      { method: 'POST', relative_url: 'act_101/adsets', body: formBody(validAdSet(campaignId, pixelId)) },
      { method: 'POST', relative_url: 'act_101/adsets', body: formBody({ ...validAdSet(campaignId, pixelId), name: 'second' }) },
    ]);
    expect(res.body[0].code).toBe(200);
    expect(res.body[1].code).toBe(400);
    expect(JSON.parse(res.body[1].body).error.error_user_msg).toContain(campaignId);
  });

  it('logs each operation of a batch with its index', async () => {
    await fetch(`${h.url}/__sim/requests`, { method: 'DELETE' });
    await batch([
      { method: 'GET', relative_url: 'me' },
      { method: 'GET', relative_url: 'act_101' },
    ]);
    const log = ((await (await fetch(`${h.url}/__sim/requests`)).json()) as { data: { path: string; batchIndex?: number }[] }).data;
    expect(log.filter((e) => e.batchIndex !== undefined).map((e) => e.path)).toEqual(['/me', '/act_101']);
  });
});
