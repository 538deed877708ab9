import { describe, expect, it } from 'vitest';
import { launchMessages, platformRefusalMessages as m } from '../../lib/rules/messages';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { Json } from '../../sim/testing';
import { bearer, demoPayload, type Stack, stackForBlock } from './harness';

// What the platform refuses only once the campaign and ad sets exist (docs/product-rules.md#refused-before-anything-is-created),
// refused before anything is created: the simulator's objects are counted before and after. Each has its simulator
// rule (sim/README.md#refused-after-the-ad-set), which the launches that are let through pass.

const TYPES = ['campaign', 'adset', 'adcreative', 'ad'] as const;

async function counts(stack: Stack, accountId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const type of TYPES) {
    const res = await fetch(`${stack.simUrl}/__sim/objects?type=${type}&accountId=${accountId}`);
    out[type] = ((await res.json()) as { data: unknown[] }).data.length;
  }
  return out;
}

async function waitForEnd(stack: Stack, token: string, id: string): Promise<Json> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const record = (await stack.app.inject({ method: 'GET', url: `/dashboard/campaign-launches/${id}`, headers: bearer(token) })).json();
    if (record.status !== 'PENDING' && record.status !== 'RUNNING') return record;
    if (Date.now() > deadline) throw new Error(`Launch still ${record.status} at ${record.step}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const simObjects = async (stack: Stack, type: string, accountId: string): Promise<Json[]> =>
  ((await (await fetch(`${stack.simUrl}/__sim/objects?type=${type}&accountId=${accountId}`)).json()) as { data: Json[] }).data;

describe('refused before the first object', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' }, { queue: 'boss' });
  const launch = (token: string, accountId: string, payload: object) =>
    stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${accountId}`, headers: bearer(token), payload });

  /** Refused with `fields`, and nothing made on the platform. */
  async function refused(token: string, accountId: string, payload: object, fields: Record<string, string[]>): Promise<void> {
    const before = await counts(stack, accountId);
    const res = await launch(token, accountId, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual(fields);
    expect(await counts(stack, accountId)).toEqual(before);
  }

  it('an ad that may show on Instagram with no Instagram account, its Page having none of its own: at the Instagram account', async () => {
    // Ava's Catering: its only Instagram account is personal, which cannot stand for it.
    const page = stack.fx.pages.find((p) => p.id === '400102')!;
    const payload = demoPayload(stack.fx, 'act_101', { facebookPageId: page.id, facebookPageName: page.name, campaignName: 'No Instagram' });
    await refused(tokens.ava, 'act_101', payload, { instagramAccountId: [m.instagramMissing] });
    await refused(
      tokens.ava,
      'act_101',
      { ...payload, advantagePlacement: false, placementPlatforms: { facebook: ['feed'], instagram: ['stream'] } },
      {
        instagramAccountId: [m.instagramMissing],
      },
    );

    // On Facebook only, or with the Page's professional account chosen, it launches.
    const facebookOnly = await launch(tokens.ava, 'act_101', { ...payload, advantagePlacement: false, placementPlatforms: { facebook: ['feed'] } });
    expect(facebookOnly.statusCode, facebookOnly.body).toBe(200);
    expect(await waitForEnd(stack, tokens.ava, facebookOnly.json().campaignLaunchId)).toMatchObject({ status: 'COMPLETED', errors: [] });
    const ig = stack.fx.instagramAccounts.find((i) => i.kind === 'business' && i.adAccountIds.includes('act_101'))!;
    const withAccount = await launch(tokens.ava, 'act_101', { ...payload, instagramAccountId: ig.id, campaignName: 'With Instagram' });
    expect(withAccount.statusCode, withAccount.body).toBe(200);
    expect(await waitForEnd(stack, tokens.ava, withAccount.json().campaignLaunchId)).toMatchObject({ status: 'COMPLETED', errors: [] });
  });

  it('an id of another kind of object as the Page (a pixel): at the Page', async () => {
    const pixel = stack.fx.pixels.find((x) => x.adAccountIds.includes('act_101'))!;
    const payload = demoPayload(stack.fx, 'act_101', { facebookPageId: pixel.id, campaignName: 'Pixel as Page' });
    await refused(tokens.ava, 'act_101', payload, { facebookPageId: [launchMessages.page] });
  });

  it("an ad account video with no image and no thumbnail yet: at the ads; once processed, its picture is the ad's thumbnail", async () => {
    const upload = await fetch(`${stack.simUrl}/v27.0/act_101/advideos`, {
      method: 'POST',
      body: new URLSearchParams({ file_url: 'https://cdn.example.com/spring.mp4', access_token: stack.fx.users[0]!.accessToken }),
    });
    const videoId = ((await upload.json()) as { id: string }).id;
    const payload = demoPayload(stack.fx, 'act_101', { ads: [{ facebookVideoId: videoId }], campaignName: 'Video' });
    await refused(tokens.ava, 'act_101', payload, { ads: [m.videoThumbnail(1)] });

    await fetch(`${stack.simUrl}/__sim/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 60_000 }),
    });
    const res = await launch(tokens.ava, 'act_101', payload);
    expect(res.statusCode, res.body).toBe(200);
    const record = await waitForEnd(stack, tokens.ava, res.json().campaignLaunchId);
    expect(record).toMatchObject({ status: 'COMPLETED', errors: [] });
    const video = (await simObjects(stack, 'advideo', 'act_101')).find((v) => v.id === videoId)!;
    const creative = (await simObjects(stack, 'adcreative', 'act_101')).find((c) => c.object_story_spec?.video_data?.video_id === videoId)!;
    expect(video.picture).toMatch(/^https:\/\//);
    expect(creative.object_story_spec.video_data.image_url).toBe(video.picture);
  });

  it("a pixel campaign's ads carry the destination's domain as their conversion domain", async () => {
    const payload = demoPayload(stack.fx, 'act_101', { destinationUrl: 'https://shop.example.co.uk/spring?x=1', campaignName: 'Domain' });
    const res = await launch(tokens.ava, 'act_101', payload);
    expect(res.statusCode, res.body).toBe(200);
    const record = await waitForEnd(stack, tokens.ava, res.json().campaignLaunchId);
    expect(record).toMatchObject({ status: 'COMPLETED', errors: [] });
    const adSetIds = (await simObjects(stack, 'adset', 'act_101')).filter((s) => s.campaign_id === record.campaignId).map((s) => s.id);
    const ads = (await simObjects(stack, 'ad', 'act_101')).filter((a) => adSetIds.includes(a.adset_id));
    expect(ads.map((a) => a.conversion_domain)).toEqual(['example.co.uk']);
  });

  it('an instant form leads launch needs no conversion domain, even with a pixel chosen: its ad sets promote the Page', async () => {
    const page = stack.fx.pages.find((p) => p.adAccountIds.includes('act_101'))!;
    const form = stack.fx.leadForms.find((f) => f.pageId === page.id)!;
    const payload = demoPayload(stack.fx, 'act_101', {
      isLeadFormCampaign: true,
      useInstantForms: true,
      leadFormId: form.id,
      customEventType: 'LEAD',
      destinationUrl: undefined,
      facebookPageId: page.id,
      facebookPageName: page.name,
      campaignName: 'Instant form',
    });
    const res = await launch(tokens.ava, 'act_101', payload);
    expect(res.statusCode, res.body).toBe(200);
    const record = await waitForEnd(stack, tokens.ava, res.json().campaignLaunchId);
    expect(record).toMatchObject({ status: 'COMPLETED', errors: [] });
    const adSets = (await simObjects(stack, 'adset', 'act_101')).filter((s) => s.campaign_id === record.campaignId);
    expect(adSets.map((s) => s.promoted_object)).toEqual([{ page_id: page.id }]);
    const ads = (await simObjects(stack, 'ad', 'act_101')).filter((a) => a.adset_id === adSets[0]!.id);
    expect(ads.map((a) => a.conversion_domain)).toEqual([undefined]);
  });

  it('a launch that would take its Page past its running-ads limit: at the Page, with the figures', async () => {
    const page = stack.fx.pages.find((p) => p.adAccountIds.includes('act_101'))!;
    const token = stack.fx.users[0]!.accessToken;
    const read = await fetch(`${stack.simUrl}/v27.0/act_101/ads_volume?page_id=${page.id}&show_breakdown_by_actor=true&access_token=${token}`);
    const running = ((await read.json()) as { data: Json[] }).data[0].ads_running_or_in_review_count as number;
    await fetch(`${stack.simUrl}/__sim/pages/${page.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit_on_ads_running_or_in_review: running + 1 }),
    });
    const images = stack.fx.adImages.filter((i) => i.adAccountId === 'act_101').slice(0, 2);
    const payload = demoPayload(stack.fx, 'act_101', { ads: images.map((i) => ({ imageId: i.hash })), campaignName: 'Too many' });
    await refused(tokens.ava, 'act_101', payload, { facebookPageId: [m.pageAdLimit(running, running + 1, 2)] });
    const one = await launch(tokens.ava, 'act_101', { ...payload, ads: payload.ads.slice(0, 1) });
    expect(one.statusCode, one.body).toBe(200);
    expect(await waitForEnd(stack, tokens.ava, one.json().campaignLaunchId)).toMatchObject({ status: 'COMPLETED', errors: [] });
  });

  it('a political launch reaching the European Union: at the category', async () => {
    const germany = { key: 'DE', name: 'Germany', type: 'country' as const, countryCode: 'DE' };
    const payload = demoPayload(stack.fx, 'act_204', {
      campaignName: 'Vote',
      isAdCategorized: true,
      adCategory: 'ISSUES_ELECTIONS_POLITICS',
      adCategoryLocations: [germany],
      locations: [germany],
    });
    await refused(tokens.sam, 'act_204', payload, { adCategory: [m.politicsInEu] });
  });

  it('a launch reaching Singapore, Taiwan or Thailand: at the locations, and under 20 in Thailand at the ages', async () => {
    // The Page's running-ads limit back to the platform's default (the test above lowers it).
    for (const page of stack.fx.pages.filter((p) => p.adAccountIds.includes('act_101'))) {
      await fetch(`${stack.simUrl}/__sim/pages/${page.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ limit_on_ads_running_or_in_review: 250 }),
      });
    }
    const country = (code: string, name: string) => ({ key: code, name, type: 'country' as const, countryCode: code });
    const payload = (locations: LaunchPayload['locations'], more: Partial<LaunchPayload> = {}) =>
      demoPayload(stack.fx, 'act_101', { campaignName: 'Asia', locations, ...more });
    await refused(tokens.ava, 'act_101', payload([country('US', 'United States'), country('SG', 'Singapore')]), {
      locations: [m.regionalIdentities(['Singapore'])],
    });
    const ava = stack.fx.users.find((u) => u.adAccountIds.includes('act_101'))!.accessToken;
    const found = await fetch(`${stack.simUrl}/v27.0/search?type=adgeolocation&q=Taipei&location_types=["city"]`, { headers: bearer(ava) });
    const taipei = { key: String(((await found.json()) as { data: Json[] }).data[0]!.key), name: 'Taipei', type: 'city' as const, countryCode: 'TW' };
    await refused(tokens.ava, 'act_101', payload([taipei]), { locations: [m.regionalIdentities(['Taiwan'])] });
    await refused(tokens.ava, 'act_101', payload([country('TH', 'Thailand')], { ageMin: 18 }), {
      locations: [m.regionalIdentities(['Thailand'])],
      ageMin: [m.thailandAge(20)],
    });
    await refused(tokens.ava, 'act_101', payload([country('TH', 'Thailand')], { ageMin: 21 }), { locations: [m.regionalIdentities(['Thailand'])] });
  });

  it('an attribution window the platform no longer takes: at the attribution setting', async () => {
    const conversions = ['"7-day click and 1-day view"', '"7-day click"', '"1-day click and 1-day view"', '"1-day click"'];
    for (const attributionSettingId of ['28c-1v', '7c-7v']) {
      await refused(tokens.ava, 'act_101', demoPayload(stack.fx, 'act_101', { campaignName: 'Windows', attributionSettingId }), {
        attributionSettingId: [`This attribution setting is no longer available for this goal: choose one of ${conversions.join(', ')}.`],
      });
    }
  });
});
