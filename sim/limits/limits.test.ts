import { afterEach, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../testing';
import { startSim, validCampaign } from '../testing';

let h: Harness | undefined;
afterEach(async () => {
  await h?.sim.close();
  h = undefined;
});

async function start(tier: 'development' | 'limited' | 'full'): Promise<Harness> {
  h = await startSim({ tier });
  return h;
}
const control = async (s: Harness, path: string, body: unknown): Promise<Json> =>
  (await fetch(`${s.url}/__sim/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
const header = (res: { headers: Headers }, name: string): Json => JSON.parse(res.headers.get(name) ?? 'null');

async function batch(s: Harness, ops: unknown[]): Promise<Json[]> {
  const res = await fetch(`${s.url}/v25.0/`, {
    method: 'POST',
    body: new URLSearchParams({ access_token: s.advertiser.accessToken, batch: JSON.stringify(ops) }),
  });
  return ((await res.json()) as Json[]).map((i: Json) => ({ code: i.code, body: JSON.parse(i.body) }));
}

describe('usage headers', () => {
  it('puts X-App-Usage on every answer and the account headers on account calls, with reads 1 and writes 3', async () => {
    const s = await start('limited');
    const me = await s.get('me');
    expect(header(me, 'x-app-usage')).toEqual({ call_count: expect.any(Number), total_cputime: expect.any(Number), total_time: expect.any(Number) });
    expect(me.headers.get('x-ad-account-usage')).toBeNull();

    const read = await s.get('act_101/campaigns');
    expect(header(read, 'x-ad-account-usage')).toEqual({ acc_id_util_pct: 2, reset_time_duration: 300, ads_api_access_tier: 'development_access' }); // 1/60
    const write = await s.post('act_101/campaigns', validCampaign());
    expect(header(write, 'x-ad-account-usage').acc_id_util_pct).toBe(7); // (1 + 3)/60
    const buc = header(write, 'x-business-use-case-usage');
    expect(buc['101']).toEqual([
      {
        type: 'ads_management',
        call_count: expect.any(Number),
        total_cputime: 7,
        total_time: 7,
        estimated_time_to_regain_access: 0,
        ads_api_access_tier: 'development_access',
      },
    ]);
    expect(header(await s.get(write.body.id), 'x-ad-account-usage').acc_id_util_pct).toBe(8); // objects count for their account
  });

  it('reports standard_access on the full tier', async () => {
    const s = await start('full');
    expect(header(await s.get('act_101'), 'x-ad-account-usage').ads_api_access_tier).toBe('standard_access');
  });
});

describe('ad account score', () => {
  it("blocks the account when the limited tier's 60 points are reached, with the time to regain access", async () => {
    const s = await start('limited');
    const writes = await batch(
      s,
      Array.from({ length: 21 }, () => ({
        method: 'POST',
        relative_url: 'act_101/campaigns',
        body: new URLSearchParams({ name: 'x', objective: 'OUTCOME_SALES', special_ad_categories: '[]', is_adset_budget_sharing_enabled: 'false' }).toString(),
      })),
    );
    expect(writes.slice(0, 20).every((w) => w.code === 200)).toBe(true); // 20 x 3 = 60: the 20th reaches the maximum
    expect(writes[20]?.body.error).toMatchObject({ code: 80004, error_subcode: 2446079, is_transient: true });
    const blocked = await s.get('act_101');
    expect(blocked.body.error.code).toBe(80004);
    expect(header(blocked, 'x-business-use-case-usage')['101'][0].estimated_time_to_regain_access).toBe(5);
    expect(header(blocked, 'x-ad-account-usage').acc_id_util_pct).toBe(100);
    // Other accounts are not affected.
    expect((await s.get('act_201', {}, s.agency.accessToken)).status).toBe(200);
  });

  it('decays: after the block and 300 s without calls, the account answers again', async () => {
    const s = await start('limited');
    await batch(
      s,
      Array.from({ length: 50 }, () => ({ method: 'GET', relative_url: 'act_101' })),
    );
    await batch(
      s,
      Array.from({ length: 10 }, () => ({ method: 'GET', relative_url: 'act_101' })),
    );
    expect((await s.get('act_101')).body.error?.code).toBe(80004);
    await control(s, 'clock', { advanceMs: 299_000 });
    expect((await s.get('act_101')).body.error?.code).toBe(80004); // calling on extended the block
    await control(s, 'clock', { advanceMs: 301_000 });
    const ok = await s.get('act_101');
    expect(ok.status).toBe(200);
    expect(header(ok, 'x-ad-account-usage').acc_id_util_pct).toBe(2);
  });

  it('blocks for 60 s on the full tier', async () => {
    const s = await start('full');
    await control(s, 'config', { extendBlockOnCall: false });
    const ops = Array.from({ length: 50 }, () => ({ method: 'GET', relative_url: 'act_101' }));
    for (let i = 0; i < 180; i++) await batch(s, ops); // 9000 points
    const blocked = await s.get('act_101');
    expect(blocked.body.error?.code).toBe(80004);
    expect(header(blocked, 'x-business-use-case-usage')['101'][0].estimated_time_to_regain_access).toBe(1);
    await control(s, 'clock', { advanceMs: 301_000 });
    expect((await s.get('act_101')).status).toBe(200);
  });
});

describe('other limits', () => {
  it('refuses more than 100 mutations a second per app and account (613/5044001)', async () => {
    const s = await start('full');
    const id = (await s.post('act_101/campaigns', validCampaign())).body.id;
    const ops = Array.from({ length: 50 }, (_, i) => ({ method: 'POST', relative_url: id, body: `name=n${i}` }));
    const results = [...(await batch(s, ops)), ...(await batch(s, ops)), ...(await batch(s, ops))];
    const refused = results.filter((r) => r.body.error);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.body.error).toMatchObject({ code: 613, error_subcode: 5044001 });
    expect(results.findIndex((r) => r.body.error)).toBeGreaterThanOrEqual(99); // the campaign create was the 1st
  });

  it('lets benchmarks lift the mutation cap through /__sim/config', async () => {
    const s = await start('full');
    expect((await control(s, 'config', { mutationsPerSecond: null })).mutationsPerSecond).toBeNull();
    const id = (await s.post('act_101/campaigns', validCampaign())).body.id;
    const ops = Array.from({ length: 50 }, (_, i) => ({ method: 'POST', relative_url: id, body: `name=n${i}` }));
    const results = [...(await batch(s, ops)), ...(await batch(s, ops)), ...(await batch(s, ops))];
    expect(results.filter((r) => r.body.error)).toEqual([]);
  });

  it('enforces the hourly quota of the development tier (300 + 40 per active ad, 613/1487742)', async () => {
    const s = await start('development');
    const ads = (await (await fetch(`${s.url}/__sim/objects?type=ad&accountId=act_101`)).json()) as Json;
    const quota = 300 + 40 * ads.data.filter((a: Json) => a.status === 'ACTIVE').length;
    const read = { method: 'GET', relative_url: 'act_101' };
    let calls = 0;
    // The score (60 points) blocks every 60 reads: let it decay between rounds, well within the hour.
    while (calls < quota) {
      const items = [...(await batch(s, Array(50).fill(read))), ...(await batch(s, Array(10).fill(read)))];
      expect(items.every((i) => !i.body.error)).toBe(true);
      calls += 60;
      await control(s, 'clock', { advanceMs: 301_000 });
    }
    expect(calls).toBe(quota); // 300 + 40 x 3 active ads = 420 = 7 rounds
    const error = (await s.get('act_101')).body.error;
    expect(error).toMatchObject({ code: 613, error_subcode: 1487742 });
  });

  it('applies a per-user limit when configured (17/2446079)', async () => {
    const s = await start('full');
    await control(s, 'config', { userCallsPerHour: 3 });
    for (let i = 0; i < 3; i++) expect((await s.get('me')).status).toBe(200);
    expect((await s.get('me')).body.error).toMatchObject({ code: 17, error_subcode: 2446079 });
    expect((await s.get('me', {}, s.agency.accessToken)).status).toBe(200);
  });
});

describe('counters and knobs for benchmarks', () => {
  const counters = async (s: Harness, accountId: string): Promise<Json> => (await fetch(`${s.url}/__sim/limits?accountId=${accountId}`)).json();

  it('counts per account the writes taken, the most in one second, and the refusals for the cap and for a block', async () => {
    const s = await start('full');
    const id = (await s.post('act_101/campaigns', validCampaign())).body.id;
    const ops = Array.from({ length: 50 }, (_, i) => ({ method: 'POST', relative_url: id, body: `name=n${i}` }));
    const results = [...(await batch(s, ops)), ...(await batch(s, ops)), ...(await batch(s, ops))];
    const refused = results.filter((r) => r.body.error?.code === 613).length;
    expect(refused).toBeGreaterThan(0);
    await s.get('act_101');
    expect(await counters(s, 'act_101')).toMatchObject({
      writes: 1 + 150 - refused,
      reads: 1,
      peakWritesPerSecond: 100,
      overCapRefusals: refused,
      blockedRefusals: 0,
      blocks: 0,
    });

    // A block set through the control API refuses calls like the score's own, and is counted.
    const blocked = await control(s, 'limits/block', { accountId: 'act_101', ms: 30_000 });
    expect(blocked).toMatchObject({ accountId: 'act_101', regainMinutes: 1, scorePct: 100 });
    expect((await s.get('act_101')).body.error).toMatchObject({ code: 80004 });
    expect(await counters(s, 'act_101')).toMatchObject({ blockedRefusals: 1, blocks: 1 });
    // Every account called, without accountId; others untouched.
    const all = ((await (await fetch(`${s.url}/__sim/limits`)).json()) as Json).data as Json[];
    expect(all.find((c) => c.accountId === 'act_101')).toMatchObject({ overCapRefusals: refused, blocks: 1 });
    expect(all.find((c) => c.accountId === 'act_201')).toBeUndefined();
    expect((await control(s, 'limits/block', { accountId: 'act_999', ms: 10 })).error).toMatch(/accountId/);
  });

  it("takes a larger account score when maxScore is set, and the tier's again with null", async () => {
    const s = await start('limited');
    expect((await control(s, 'config', { maxScore: 600 })).maxScore).toBe(600);
    const reads = Array(50).fill({ method: 'GET', relative_url: 'act_101' });
    await batch(s, reads);
    await batch(s, reads);
    // 100 points: past the tier's 60, a tenth of 600.
    const usage = await s.get('act_101');
    expect(usage.status).toBe(200);
    expect(header(usage, 'x-ad-account-usage').acc_id_util_pct).toBe(17); // 101/600
    expect((await control(s, 'config', { maxScore: null })).maxScore).toBeNull();
    // Back to the tier's 60 points: the next call is taken and starts the block.
    expect((await s.get('act_101')).status).toBe(200);
    expect((await s.get('act_101')).body.error?.code).toBe(80004);
  });

  it('seeds more agency accounts on request, each with what a launch needs', async () => {
    h = await startSim({ extraAccounts: 14 });
    const ids = h.agency.adAccountIds;
    expect(ids).toHaveLength(6 + 14);
    expect(ids.slice(-2)).toEqual(['act_2113', 'act_2114']);
    for (const id of ['act_2101', 'act_2114']) {
      expect(h.fx.pages.some((p) => p.adAccountIds.includes(id))).toBe(true);
      expect(h.fx.pixels.some((p) => p.adAccountIds.includes(id))).toBe(true);
      expect(h.fx.adImages.filter((i) => i.adAccountId === id).length).toBeGreaterThanOrEqual(2);
    }
    expect((await h.get('act_2114', { fields: 'currency' }, h.agency.accessToken)).body).toMatchObject({ currency: 'USD' });
  });
});
