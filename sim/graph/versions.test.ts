// Each served version with its own rules, an expired one as the platform answers it (sim/README.md#versions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../testing';
import { formBody, startSim, validAdSet, validCampaign } from '../testing';
import { LATEST_VERSION, SERVED_VERSIONS } from './versions';

let h: Harness;
let campaignId = '';
let pixelId = '';
beforeAll(async () => {
  h = await startSim();
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))!.id;
  campaignId = (await h.post('act_101/campaigns', validCampaign())).body.id;
});
afterAll(async () => {
  await h.sim.close();
});

const withTargeting = (more: Record<string, unknown>) => ({
  ...validAdSet(campaignId, pixelId),
  targeting: { geo_locations: { countries: ['US'] }, targeting_automation: { advantage_audience: 0 }, ...more },
});
const explore = { publisher_platforms: ['instagram'], instagram_positions: ['stream', 'explore'], device_platforms: ['mobile'] };
const storedTargeting = async (id: string): Promise<Record<string, unknown>> => (await h.get(id, { fields: 'targeting' })).body.targeting;

describe('versions', () => {
  it('serves v25, v26 and v27, the latest v27', () => {
    expect(SERVED_VERSIONS).toEqual([25, 26, 27]);
    expect(LATEST_VERSION).toBe(27);
  });

  it('an expired version (v24) is refused with 2635 on ad set creation and upgraded on reads', async () => {
    const refused = await h.at('v24.0').post('act_101/adsets', validAdSet(campaignId, pixelId));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 2635,
      type: 'OAuthException',
      message: '(#2635) You are calling a deprecated version of the Ads API. Please update to the latest version: v27.0.',
    });
    const adsetId = (await h.post('act_101/adsets', validAdSet(campaignId, pixelId))).body.id as string;
    expect((await h.at('v24.0').post(adsetId, { name: 'renamed' })).body.error).toMatchObject({ code: 2635 });
    const read = await h.at('v24.0').get('act_101/campaigns', { fields: 'id,name' });
    expect(read.status).toBe(200);
    expect(read.body.data.length).toBeGreaterThan(0);
  });

  it('a batch operation takes its own version, else the batch call’s', async () => {
    const op = (relative_url: string) => ({ method: 'POST', relative_url, body: formBody(validAdSet(campaignId, pixelId)) });
    const res = await h.at('v24.0').post('', { batch: [op('act_101/adsets')] });
    expect(JSON.parse(res.body[0].body).error.code).toBe(2635);
    const own = await h.at('v24.0').post('', { batch: [op('v27.0/act_101/adsets')] });
    expect(JSON.parse(own.body[0].body).id).toMatch(/^\d+$/);
  });

  it('the Instagram Explore position holds on v25, is refused from v26; no version is v25, a later one v27', async () => {
    expect((await h.post('act_101/adsets', withTargeting(explore))).body.id).toMatch(/^\d+$/);
    for (const v of ['v26.0', 'v27.0', 'v30.0']) {
      expect((await h.at(v).post('act_101/adsets', withTargeting(explore))).body.error).toMatchObject({ error_user_title: 'Placement No Longer Available' });
    }
    const form = new URLSearchParams({
      ...Object.fromEntries(Object.entries(withTargeting(explore)).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
    });
    form.set('access_token', h.advertiser.accessToken);
    const unversioned = await (await fetch(`${h.url}/act_101/adsets`, { method: 'POST', body: form })).json();
    expect(unversioned.id).toMatch(/^\d+$/);
  });

  it('drops Messenger Stories from messenger_positions on every version, without an error', async () => {
    const messenger = { publisher_platforms: ['facebook', 'messenger'], facebook_positions: ['feed'], messenger_positions: ['messenger_home', 'story'] };
    for (const v of ['v25.0', 'v27.0']) {
      const id = (await h.at(v).post('act_101/adsets', withTargeting(messenger))).body.id as string;
      expect((await storedTargeting(id)).messenger_positions).toEqual(['messenger_home']);
    }
  });

  it('from v27 a new Sales ad set targeting operating systems reaches other mobile devices unless device is 0', async () => {
    const os = { user_os: ['iOS'] };
    const v26 = (await h.at('v26.0').post('act_101/adsets', withTargeting(os))).body.id as string;
    expect((await storedTargeting(v26)).targeting_automation).toEqual({ advantage_audience: 0 });
    const v27 = (await h.at('v27.0').post('act_101/adsets', withTargeting(os))).body.id as string;
    expect((await storedTargeting(v27)).targeting_automation).toEqual({ advantage_audience: 0, individual_setting: { device: 1 } });
    const explicit = withTargeting({ ...os, targeting_automation: { advantage_audience: 0, individual_setting: { device: 0 } } });
    const off = (await h.at('v27.0').post('act_101/adsets', explicit)).body.id as string;
    expect((await storedTargeting(off)).targeting_automation).toEqual({ advantage_audience: 0, individual_setting: { device: 0 } });
  });
});
