import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../testing';
import { formBody, startSim, validCampaign } from '../testing';

let h: Harness;
beforeEach(async () => {
  h = await startSim();
});
afterEach(async () => {
  await h.sim.close();
});

async function addFault(spec: Record<string, unknown>): Promise<Json> {
  const res = await fetch(`${h.url}/__sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(spec) });
  return { status: res.status, body: await res.json() };
}
const campaignsNamed = async (name: string): Promise<Json[]> =>
  ((await (await fetch(`${h.url}/__sim/objects?type=campaign&accountId=act_101`)).json()) as Json).data.filter((c: Json) => c.name === name);
async function batch(ops: unknown[]): Promise<Response> {
  return fetch(`${h.url}/v25.0/`, { method: 'POST', body: new URLSearchParams({ access_token: h.advertiser.accessToken, batch: JSON.stringify(ops) }) });
}

describe('error faults', () => {
  it('answers code 2 (transient) on the nth matching call only', async () => {
    await addFault({ kind: 'transient', method: 'GET', path: '^/act_101$', nth: 2 });
    expect((await h.get('act_101')).status).toBe(200);
    const second = await h.get('act_101');
    expect(second.status).toBe(500);
    expect(second.body.error).toMatchObject({ code: 2, is_transient: true });
    expect((await h.get('act_101')).status).toBe(200);
  });

  it('answers code 1 and a bare HTTP 500', async () => {
    await addFault({ kind: 'unknown', path: '^/me$', times: 1 });
    expect((await h.get('me')).body.error.code).toBe(1);
    await addFault({ kind: 'http500', path: '^/me$', times: 1 });
    const res = await h.get('me');
    expect(res.status).toBe(500);
    expect(res.body).toBe('Internal Server Error');
  });

  it('fails a creative with 100/1487390 once, then succeeds on retry', async () => {
    await addFault({ kind: 'creative-failed', method: 'POST', path: '/adcreatives$' });
    const pageId = h.fx.pages.find((p) => p.adAccountIds.includes('act_101'))?.id;
    const params = { name: 'c', object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com' } } };
    expect((await h.post('act_101/adcreatives', params)).body.error).toMatchObject({ code: 100, error_subcode: 1487390, is_transient: false });
    expect((await h.post('act_101/adcreatives', params)).body.id).toBeTruthy();
  });

  it('answers a custom Graph error and filters by account', async () => {
    await addFault({ kind: 'error', accountId: 'act_201', error: { code: 613, subcode: 1487632, message: '(#613) budget changed too often' } });
    expect((await h.get('act_101')).status).toBe(200);
    expect((await h.get('act_201', {}, h.agency.accessToken)).body.error).toMatchObject({ code: 613, error_subcode: 1487632 });
  });

  it('refuses one object by its name, every time, in a batch too', async () => {
    expect(
      (await addFault({ kind: 'error', method: 'POST', path: '/campaigns$', name: '^Refused$', error: { code: 100, message: 'Refused by name' } })).status,
    ).toBe(200);
    expect((await addFault({ kind: 'error', name: '(' })).status).toBe(400);
    for (let i = 0; i < 2; i += 1)
      expect((await h.post('act_101/campaigns', { ...validCampaign(), name: 'Refused' })).body.error).toMatchObject({ code: 100, message: 'Refused by name' });
    expect((await h.post('act_101/campaigns', { ...validCampaign(), name: 'Refused too' })).body.id).toBeTruthy();
    const body = formBody({ ...validCampaign(), name: 'Refused' });
    const items = (await (await batch([{ method: 'POST', relative_url: 'act_101/campaigns', body }])).json()) as Json[];
    expect(JSON.parse(items[0].body).error).toMatchObject({ code: 100 });
    expect(await campaignsNamed('Refused')).toHaveLength(0);
  });

  it('fires by seeded probability: same seed, same outcome', async () => {
    const run = async (): Promise<number[]> => {
      await fetch(`${h.url}/__sim/reset`, { method: 'POST' });
      await addFault({ kind: 'transient', path: '^/me$', probability: 0.5 });
      const codes: number[] = [];
      for (let i = 0; i < 20; i++) codes.push((await h.get('me')).status);
      return codes;
    };
    const first = await run();
    expect(first.filter((c) => c === 500).length).toBeGreaterThan(0);
    expect(first.filter((c) => c === 200).length).toBeGreaterThan(0);
    expect(await run()).toEqual(first);
  });
});

describe('timeouts and lost answers', () => {
  it('hangs the connection until the client gives up', async () => {
    await addFault({ kind: 'hang', path: '^/me$', times: 1 });
    await expect(fetch(`${h.url}/v25.0/me?access_token=${h.advertiser.accessToken}`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect((await h.get('me')).status).toBe(200);
  });

  it('answers a batch item as null, without running it', async () => {
    await addFault({ kind: 'null-batch-item', method: 'POST', path: '/campaigns$', nth: 2 });
    const body = formBody({ ...validCampaign(), name: 'NullItem' });
    const op = { method: 'POST', relative_url: 'act_101/campaigns', body };
    const items = (await (await batch([op, op, op])).json()) as Json[];
    expect(items[0].code).toBe(200);
    expect(items[1]).toBeNull();
    expect(items[2].code).toBe(200);
    expect(await campaignsNamed('NullItem')).toHaveLength(2);
  });

  it('loses the answer of a successful write: 5xx, yet the object exists', async () => {
    await addFault({ kind: 'lost-answer', method: 'POST', path: '^/act_101/campaigns$', times: 1 });
    const res = await h.post('act_101/campaigns', { ...validCampaign(), name: 'Ghost' });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({ code: 2, is_transient: true });
    expect(await campaignsNamed('Ghost')).toHaveLength(1);
  });

  it('drops the connection after a successful write', async () => {
    await addFault({ kind: 'lost-connection', method: 'POST', path: '^/act_101/campaigns$', times: 1 });
    await expect(h.post('act_101/campaigns', { ...validCampaign(), name: 'Dropped' })).rejects.toThrow();
    expect(await campaignsNamed('Dropped')).toHaveLength(1);
  });

  it('loses the whole answer of a batch when one of its writes is hit, after running every operation', async () => {
    await addFault({ kind: 'lost-answer', method: 'POST', path: '/campaigns$', nth: 1 });
    const body = formBody({ ...validCampaign(), name: 'BatchGhost' });
    const res = await batch([
      { method: 'POST', relative_url: 'act_101/campaigns', body },
      { method: 'POST', relative_url: 'act_101/campaigns', body },
    ]);
    expect(res.status).toBe(502);
    expect(await campaignsNamed('BatchGhost')).toHaveLength(2);
  });

  it('logs which fault fired', async () => {
    await addFault({ kind: 'transient', path: '^/me$', times: 1 });
    await h.get('me');
    const log = ((await (await fetch(`${h.url}/__sim/requests`)).json()) as Json).data;
    expect(log.at(-1)).toMatchObject({ path: '/me', status: 500, fault: 'transient' });
  });
});

describe('fault control', () => {
  it('validates, lists and clears faults', async () => {
    expect((await addFault({ kind: 'meteor' })).status).toBe(400);
    const added = await addFault({
      faults: [
        { kind: 'transient', path: '^/me$' },
        { kind: 'unknown', path: '^/nothing$' },
      ],
    });
    expect(added.body.data.map((f: Json) => f.id)).toHaveLength(2);
    expect((await h.get('me')).status).toBe(500);
    const del = await fetch(`${h.url}/__sim/faults/${String(added.body.data[0].id)}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect((await h.get('me')).status).toBe(200);
    await fetch(`${h.url}/__sim/faults`, { method: 'DELETE' });
    expect(((await (await fetch(`${h.url}/__sim/faults`)).json()) as Json).data).toEqual([]);
  });
});
