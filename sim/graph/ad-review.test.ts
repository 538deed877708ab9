import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../testing';
import { startSim, validAdSet, validCampaign } from '../testing';

let h: Harness;
let adsetId = '';
let pageId = '';
beforeAll(async () => {
  h = await startSim();
  const pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  pageId = h.fx.pages.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  const campaignId = (await h.post('act_101/campaigns', { ...validCampaign(), status: 'ACTIVE' })).body.id;
  adsetId = (await h.post('act_101/adsets', { ...validAdSet(campaignId, pixelId), status: 'ACTIVE' })).body.id;
});
afterAll(async () => {
  await h.sim.close();
});

const control = async (body: Record<string, unknown>): Promise<{ status: number; body: Json }> => {
  const res = await fetch(`${h.url}/__sim/ad-review`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};
const advance = (advanceMs: number) =>
  fetch(`${h.url}/__sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs }) });
const newAd = async (): Promise<string> =>
  (
    await h.post('act_101/ads', {
      name: 'Ad',
      adset_id: adsetId,
      conversion_domain: 'example.com',
      creative: { name: 'c', object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com' } } },
    })
  ).body.id;
const review = async (id: string): Promise<Json> => (await h.get(id, { fields: 'status,effective_status,ad_review_feedback,issues_info' })).body;

beforeEach(async () => {
  await control({ outcome: 'APPROVED', delayMs: 60_000, reason: 'Your ad goes against our Advertising Standards.' });
});

describe('the ad review', () => {
  it('is in process, then pending review, then active by default', async () => {
    const id = await newAd();
    expect(await review(id)).toMatchObject({ status: 'ACTIVE', effective_status: 'IN_PROCESS' });
    await advance(30_000);
    expect(await review(id)).toMatchObject({ status: 'ACTIVE', effective_status: 'PENDING_REVIEW' });
    await advance(30_000);
    const done = await review(id);
    expect(done).toMatchObject({ status: 'ACTIVE', effective_status: 'ACTIVE' });
    expect(done.ad_review_feedback).toBeUndefined();
  });

  it('disapproves with the reason as ad_review_feedback, even once its ad set is paused', async () => {
    await control({ outcome: 'DISAPPROVED', delayMs: 0, reason: 'Your ad uses a before-and-after image.' });
    const id = await newAd();
    expect(await review(id)).toMatchObject({
      status: 'ACTIVE',
      effective_status: 'DISAPPROVED',
      ad_review_feedback: { global: { ADVERTISING_STANDARDS: 'Your ad uses a before-and-after image.' } },
    });
    await h.post(adsetId, { status: 'PAUSED' });
    expect((await review(id)).effective_status).toBe('DISAPPROVED');
    await h.post(adsetId, { status: 'ACTIVE' });
    const listed = (await h.get('act_101/ads', { effective_status: JSON.stringify(['DISAPPROVED']), fields: 'id', limit: '500' })).body.data;
    expect(listed.map((a: { id: string }) => a.id)).toContain(id);
  });

  it("decides one ad's review at once through the control: with issues", async () => {
    const id = await newAd();
    expect((await review(id)).effective_status).toBe('IN_PROCESS');
    expect((await control({ adId: id, outcome: 'WITH_ISSUES', reason: 'The link cannot be reached.' })).status).toBe(200);
    const read = await review(id);
    expect(read.effective_status).toBe('WITH_ISSUES');
    expect(read.issues_info[0]).toMatchObject({ error_message: 'The link cannot be reached.', level: 'AD' });
  });

  it('refuses a control it cannot follow, naming the field', async () => {
    expect((await control({ outcome: 'MAYBE' })).body.error).toMatch(/^outcome must be one of/);
    expect((await control({ delayMs: -1 })).body.error).toMatch(/^delayMs/);
    expect((await control({ adId: '999', outcome: 'DISAPPROVED' })).status).toBe(404);
  });
});
