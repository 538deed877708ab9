// A Page's running-ads limit across its accounts (sim/README.md#ads-volume).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../testing';
import { startSim, validAdSet, validCampaign } from '../testing';

let h: Harness;
let adsetId = '';
const PAGE = '400101';
beforeAll(async () => {
  h = await startSim();
  const pixel = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))!.id;
  const campaign = (await h.post('act_101/campaigns', { ...validCampaign(), status: 'ACTIVE' })).body.id;
  adsetId = (await h.post('act_101/adsets', { ...validAdSet(campaign, pixel), status: 'ACTIVE' })).body.id;
});
afterAll(async () => {
  await h.sim.close();
});

const ad = (status: string) => ({
  name: 'ad',
  adset_id: adsetId,
  status,
  conversion_domain: 'example.com',
  creative: {
    name: 'c',
    object_story_spec: { page_id: PAGE, link_data: { link: 'https://example.com', image_hash: h.fx.adImages.find((i) => i.adAccountId === 'act_101')!.hash } },
  },
});
const volume = async (): Promise<Json> =>
  (await h.get('act_101/ads_volume', { page_id: PAGE, fields: 'actor_id,ads_running_or_in_review_count,limit_on_ads_running_or_in_review' })).body.data[0];
const creatives = async (): Promise<number> => ((await (await fetch(`${h.url}/__sim/objects?type=adcreative`)).json()) as Json).data.length;

describe('ads volume', () => {
  it('counts the running ads of a Page against its limit, 250 unless set, and refuses a new running ad at the limit', async () => {
    const seeded = (await volume()).ads_running_or_in_review_count as number;
    expect(await volume()).toEqual({ actor_id: PAGE, ads_running_or_in_review_count: seeded, limit_on_ads_running_or_in_review: 250 });
    const limit = seeded + 1;
    await fetch(`${h.url}/__sim/pages/${PAGE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit_on_ads_running_or_in_review: limit }),
    });
    expect((await h.post('act_101/ads', ad('ACTIVE'))).body.id).toMatch(/^\d+$/);
    expect(await volume()).toMatchObject({ ads_running_or_in_review_count: limit, limit_on_ads_running_or_in_review: limit });
    const before = await creatives();
    const refused = await h.post('act_101/ads', ad('ACTIVE'));
    expect(refused.body.error).toMatchObject({ code: 100, error_user_title: 'Page ad limit reached' });
    expect(await creatives()).toBe(before);
    // A paused ad does not run: taken, and not counted.
    expect((await h.post('act_101/ads', ad('PAUSED'))).body.id).toMatch(/^\d+$/);
    expect(await volume()).toMatchObject({ ads_running_or_in_review_count: limit });
  });
});
