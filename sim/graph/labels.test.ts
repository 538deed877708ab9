// Ad labels as the account's objects, named once each, up to the account's cap (sim/README.md#ad-labels).
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

const config = (body: object) =>
  fetch(`${h.url}/__sim/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const labels = async (): Promise<Json[]> => (await h.get('act_101/adlabels', { fields: 'id,name', limit: '500' })).body.data;
const campaigns = async (): Promise<number> => ((await (await fetch(`${h.url}/__sim/objects?type=campaign&accountId=act_101`)).json()) as Json).data.length;

describe('ad labels', () => {
  it('a name is one label of the account, whichever objects name it; an object answers its labels with their ids', async () => {
    const a = (await h.post('act_101/campaigns', { ...validCampaign(), adlabels: [{ name: 'spring' }] })).body.id;
    const b = (await h.post('act_101/campaigns', { ...validCampaign(), adlabels: [{ name: 'spring' }, { name: 'summer' }] })).body.id;
    const list = await labels();
    expect(list.map((l) => l.name).sort()).toEqual(['spring', 'summer']);
    const spring = list.find((l) => l.name === 'spring')!.id;
    expect((await h.get(a, { fields: 'adlabels' })).body.adlabels).toEqual([{ id: spring, name: 'spring' }]);
    expect((await h.get(b, { fields: 'adlabels' })).body.adlabels).toContainEqual({ id: spring, name: 'spring' });
    // By id, as the platform takes it too.
    const c = (await h.post('act_101/campaigns', { ...validCampaign(), adlabels: [{ id: spring }] })).body.id;
    expect((await h.get(c, { fields: 'adlabels' })).body.adlabels).toEqual([{ id: spring, name: 'spring' }]);
    expect(await labels()).toHaveLength(2);
  });

  it('past the cap a new name is refused and nothing is made; the labels it has still go on objects', async () => {
    await config({ adLabelCap: (await labels()).length + 1 });
    expect((await h.post('act_101/campaigns', { ...validCampaign(), adlabels: [{ name: 'autumn' }] })).body.id).toMatch(/^\d+$/);
    const before = await campaigns();
    const refused = await h.post('act_101/campaigns', { ...validCampaign(), adlabels: [{ name: 'winter' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 100, error_user_title: 'Too many ad labels' });
    expect(await campaigns()).toBe(before);
    expect((await labels()).map((l) => l.name)).not.toContain('winter');
    expect((await h.post('act_101/campaigns', { ...validCampaign(), adlabels: [{ name: 'autumn' }] })).body.id).toMatch(/^\d+$/);
    const id = (await h.post('act_101/campaigns', validCampaign())).body.id;
    expect((await h.post(id, { adlabels: [{ name: 'winter' }] })).body.error).toMatchObject({ error_user_title: 'Too many ad labels' });
  });

  it('holds 100,000 labels an account by default', async () => {
    await fetch(`${h.url}/__sim/reset`, { method: 'POST' });
    expect(((await (await fetch(`${h.url}/__sim/config`)).json()) as Json).adLabelCap).toBe(100_000);
  });
});
