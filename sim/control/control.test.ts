import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../testing';
import { startSim, validCampaign } from '../testing';

let h: Harness;
beforeAll(async () => {
  h = await startSim();
});
afterAll(async () => {
  await h.sim.close();
});

const getJson = async (path: string): Promise<Json> => (await fetch(`${h.url}${path}`)).json();

describe('GET /__sim/fixtures', () => {
  it('is the same object as sim.fixtures() and holds the seeded world', async () => {
    const fx = await getJson('/__sim/fixtures');
    expect(fx).toEqual(h.sim.fixtures());
    expect(fx.app).toEqual({ id: '1234567890', secret: 'sim-app-secret', redirectUris: ['https://nanlcpdjdoecddgboljdpaihakdikake.chromiumapp.org/oauth'] });
    const advertiser = fx.users.find((u: { role: string }) => u.role === 'advertiser');
    const agency = fx.users.find((u: { role: string }) => u.role === 'agency');
    expect(advertiser.adAccountIds).toHaveLength(1);
    expect(agency.adAccountIds.length).toBeGreaterThanOrEqual(5);
    const agencyAccounts = fx.adAccounts.filter((a: { id: string }) => agency.adAccountIds.includes(a.id));
    expect(new Set(agencyAccounts.map((a: { businessId: string }) => a.businessId)).size).toBe(2);
    expect(new Set(agencyAccounts.map((a: { currency: string }) => a.currency)).size).toBeGreaterThan(1);
    expect(new Set(agencyAccounts.map((a: { timezone_name: string }) => a.timezone_name)).size).toBeGreaterThan(1);
    expect(agencyAccounts.some((a: { inEu: boolean }) => a.inEu)).toBe(true);
    for (const a of fx.adAccounts as { id: string }[]) {
      expect(fx.pages.some((p: { adAccountIds: string[] }) => p.adAccountIds.includes(a.id))).toBe(true);
      const pixel = fx.pixels.find((p: { adAccountIds: string[] }) => p.adAccountIds.includes(a.id));
      expect(pixel.standardEvents).toContain('Purchase');
      expect(fx.adImages.filter((i: { adAccountId: string }) => i.adAccountId === a.id).length).toBeGreaterThanOrEqual(2);
    }
    expect(fx.pages.some((p: { hasLeadForms: boolean }) => p.hasLeadForms)).toBe(true);
    expect(fx.pages.some((p: { hasLeadForms: boolean }) => !p.hasLeadForms)).toBe(true);
    expect(fx.campaigns.filter((c: { accountId: string }) => c.accountId === advertiser.adAccountIds[0]).length).toBeGreaterThanOrEqual(3);
  });
});

describe('request log, objects and reset', () => {
  it('logs Graph calls with method, path, params, status and time, without tokens', async () => {
    await fetch(`${h.url}/__sim/requests`, { method: 'DELETE' });
    await h.get('act_101', { fields: 'name' });
    await h.get('act_999');
    const log = (await getJson('/__sim/requests')).data;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ method: 'GET', path: '/act_101', params: { fields: 'name' }, status: 200 });
    expect(log[0].params.access_token).toBeUndefined();
    expect(Date.parse(log[0].time)).not.toBeNaN();
    expect(log[1].status).toBe(400);
  });

  it('lists objects by type and account', async () => {
    const created = (await h.post('act_101/campaigns', { ...validCampaign(), name: 'Listed' })).body.id;
    const list = (await getJson('/__sim/objects?type=campaign&accountId=act_101')).data;
    expect(list.every((o: { type: string; accountId: string }) => o.type === 'campaign' && o.accountId === 'act_101')).toBe(true);
    expect(list.find((o: { id: string }) => o.id === created)).toMatchObject({ name: 'Listed' });
  });

  it('resets to the seeded world', async () => {
    const created = (await h.post('act_101/campaigns', validCampaign())).body.id;
    const res = await fetch(`${h.url}/__sim/reset`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await h.get(created)).body.error.error_subcode).toBe(33);
    expect((await getJson('/__sim/requests')).data).toHaveLength(1); // only the GET above
    expect(await getJson('/__sim/fixtures')).toEqual(h.fx);
  });

  it('reseeds: another seed gives other ids and tokens', async () => {
    await fetch(`${h.url}/__sim/seed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seed: 7 }) });
    const fx = await getJson('/__sim/fixtures');
    expect(fx.users[0].accessToken).not.toBe(h.fx.users[0]?.accessToken);
    expect(fx.campaigns[0].id).not.toBe(h.fx.campaigns[0]?.id);
    await fetch(`${h.url}/__sim/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seed: 1 }) });
    expect(await getJson('/__sim/fixtures')).toEqual(h.fx);
  });
});

describe("an ad account's currency and minimum daily budget", () => {
  const postJson = (path: string, body: unknown): Promise<Response> =>
    fetch(`${h.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('answers each seeded account its currency and minimum daily budget in its unit', async () => {
    expect((await h.get('act_101', { fields: 'min_daily_budget,currency' })).body).toEqual({ id: 'act_101', min_daily_budget: 100, currency: 'USD' });
    const japan = (await h.get('act_206', { fields: 'min_daily_budget,currency' }, h.agency.accessToken)).body;
    expect(japan).toEqual({ id: 'act_206', min_daily_budget: 150, currency: 'JPY' });
    expect(h.fx.adAccounts.find((a) => a.id === 'act_206')?.min_daily_budget).toBe(150);
  });

  it('changes them for a test, until a reset', async () => {
    const res = await postJson('/__sim/accounts/act_101', { currency: 'KRW' });
    expect(await res.json()).toEqual({ id: 'act_101', currency: 'KRW', min_daily_budget: 1400 });
    await postJson('/__sim/accounts/act_101', { min_daily_budget: 5000 });
    expect((await h.get('act_101', { fields: 'min_daily_budget,currency' })).body).toMatchObject({ min_daily_budget: 5000, currency: 'KRW' });
    expect((await postJson('/__sim/accounts/act_101', { currency: 'XYZ' })).status).toBe(400);
    expect((await postJson('/__sim/accounts/act_101', { min_daily_budget: 1.5 })).status).toBe(400);
    expect((await postJson('/__sim/accounts/act_999', { min_daily_budget: 100 })).status).toBe(404);
    await fetch(`${h.url}/__sim/reset`, { method: 'POST' });
    expect((await h.get('act_101', { fields: 'min_daily_budget,currency' })).body).toMatchObject({ min_daily_budget: 100, currency: 'USD' });
  });
});
