import { describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import { executeLaunch } from '../../server/launch/engine';
import type { Json } from '../../sim/testing';
import { makePng } from '../fixtures/media/make-media';
import { bearer, demoPayload, stackForBlock } from './harness';
import { adsOf, launch, launchRecord, quiet } from './launch-kit';

// POST /facebook/adlauncher/previews: the platform's previews of a launch's first ads in the placements chosen, made
// from exactly the creative specs the launch then sends, read back from the simulator.

describe('ad previews of a launch', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' }, { env: { RATE_LIMIT_PLANS: '12' } });

  const ava = () => stack.fx.users.find((u) => u.name === 'Ava Advertiser')!;
  const previews = (token: string, payload: unknown, accountId = 'act_101') =>
    stack.app.inject({ method: 'POST', url: `/facebook/adlauncher/previews?accountId=${accountId}`, headers: bearer(token), payload: payload as object });
  const requests = async () =>
    ((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: Array<{ method: string; path: string; params: Record<string, unknown> }> }).data;
  const previewCalls = async () => (await requests()).filter((r) => r.path.endsWith('/generatepreviews'));
  const read = async (path: string, fields: string): Promise<Json> =>
    (await fetch(`${stack.simUrl}/v25.0/${path}?fields=${fields}&limit=100`, { headers: { authorization: `Bearer ${ava().accessToken}` } })).json();
  const upload = async (name: string, body: Buffer) => {
    const res = await stack.app.inject({
      method: 'PUT',
      url: `/library/creatives/upload?name=${name}`,
      headers: { ...bearer(tokens.ava), 'content-type': 'image/png' },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string };
  };
  const newCopy = async (fields: object) => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/library/copies',
      headers: bearer(tokens.ava),
      payload: { name: 'Copy', variations: [], ...fields },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string };
  };
  /** Feed on Facebook and Stories on Instagram only. */
  const twoPlacements: Partial<LaunchPayload> = { advantagePlacement: false, placementPlatforms: { facebook: ['feed', 'marketplace'], instagram: ['story'] } };

  it('previews the first 6 ads in each placement chosen, with the creative specs the launch then sends', async () => {
    const creative = await upload('Loaf', makePng(1080, 1080, 21));
    const copy = await newCopy({ primaryText: 'Fresh bread every morning', headline: 'Open at 7', description: 'Sourdough', callToAction: 'ORDER_NOW' });
    const ads = [{ creativeId: creative.id, creativeType: 'image' as const, copyId: copy.id }, ...adsOf(stack, 'act_101', 6)];
    const payload = demoPayload(stack.fx, 'act_101', { ads, useSingleAdset: true, ...twoPlacements });
    const imageUploads = async () => (await requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/adimages')).length;
    const uploadsBefore = await imageUploads();
    const callsBefore = (await previewCalls()).length;

    const res = await previews(tokens.ava, payload);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.moreAds).toBe(1);
    expect(answer.note).toBeNull();
    expect(answer.ads.map((a: Json) => a.index)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const ad of answer.ads) {
      expect(ad.note).toBeNull();
      expect(ad.previews.map((p: Json) => [p.placement, p.format, p.status])).toEqual([
        ['facebook_feed', 'MOBILE_FEED_STANDARD', 'shown'],
        ['instagram_stories', 'INSTAGRAM_STORY', 'shown'],
      ]);
      // On the renderer's origin (here the simulator's own), as a frame of the platform's size.
      for (const p of ad.previews) expect(new URL(p.src).origin).toBe(stack.simUrl);
      expect(ad.previews[0]).toMatchObject({ width: 320, height: 560 });
    }
    // 6 ads × 2 placements, in one batch; the library image was pushed to the account for it.
    const sent = (await previewCalls()).slice(callsBefore);
    expect(sent).toHaveLength(12);
    expect(await imageUploads()).toBe(uploadsBefore + 1);

    // The renderer draws the ad from the copy, the pushed image and the page.
    const page = await (await fetch(answer.ads[0].previews[0].src)).text();
    expect(page).toContain('Fresh bread every morning');
    expect(page).toContain('<strong>Open at 7</strong>');
    expect(page).toContain('<span class="cta">Order now</span>');
    expect(page).toContain('src="data:image/png;base64,');

    // Launched: every previewed ad's creative is the one previewed, and the image is not uploaded again.
    const id = await launch(stack, tokens.ava, payload);
    expect(await executeLaunch(stack.deps, id, quiet, { backoffMs: () => 20 })).toBe('COMPLETED');
    expect(await imageUploads()).toBe(uploadsBefore + 1);
    const record = await launchRecord(stack, tokens.ava, id);
    const made = (
      (await read(`${record.campaignId}/ads`, 'id,name,creative{object_story_spec,degrees_of_freedom_spec,contextual_multi_ads}')).data as Json[]
    ).reverse();
    for (const [i, ad] of answer.ads.entries()) {
      const previewed = JSON.parse(String(sent[i * 2]!.params.creative));
      expect(made[i].name).toBe(ad.name);
      expect(previewed.object_story_spec).toEqual(made[i].creative.object_story_spec);
      expect(previewed.degrees_of_freedom_spec).toEqual(made[i].creative.degrees_of_freedom_spec);
      expect(previewed.contextual_multi_ads).toEqual(made[i].creative.contextual_multi_ads);
      expect(JSON.parse(String(sent[i * 2 + 1]!.params.creative))).toEqual(previewed);
    }
  });

  it("brings an imported campaign's images over as the launch would, and the launch does not copy them again", async () => {
    const source = stack.fx.campaigns.find((c) => c.accountId === 'act_201')!;
    const hashes = stack.fx.adImages.filter((i) => i.adAccountId === 'act_201').map((i) => i.hash);
    const payload = demoPayload(stack.fx, 'act_202', {
      campaignName: 'Imported',
      isImportedCampaign: true,
      importedAccountId: 'act_201',
      importedCampaignId: source.id,
      ads: hashes.map((imageId) => ({ imageId })),
      ...twoPlacements,
    });
    const copies = async () => (await requests()).filter((r) => r.path === '/act_202/adimages' && r.method === 'POST').length;
    const before = await copies();
    const res = await previews(tokens.sam, payload, 'act_202');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ads.flatMap((a: Json) => a.previews.map((p: Json) => p.status))).toEqual(hashes.flatMap(() => ['shown', 'shown']));
    expect(await copies()).toBe(before + hashes.length);

    const id = await launch(stack, tokens.sam, payload);
    expect(await executeLaunch(stack.deps, id, quiet, { backoffMs: () => 20 })).toBe('COMPLETED');
    expect(await copies()).toBe(before + hashes.length);
  });

  it('asks the platform once for a review seen again, and not at all when no placement is previewed', async () => {
    const payload = demoPayload(stack.fx, 'act_101', { ads: adsOf(stack, 'act_101', 2), ...twoPlacements, campaignName: 'Again' });
    const first = (await previewCalls()).length;
    expect((await previews(tokens.ava, payload)).statusCode).toBe(200);
    expect((await previewCalls()).length).toBe(first + 4);
    const again = await previews(tokens.ava, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().ads[1].previews[1].status).toBe('shown');
    expect((await previewCalls()).length).toBe(first + 4);

    const none = await previews(tokens.ava, { ...payload, placementPlatforms: { facebook: ['right_hand_column'], instagram: ['explore_home'] } });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({
      success: true,
      ads: [],
      moreAds: 2,
      note: 'Salvo previews Feed, Stories and Reels: none of them is among the placements chosen.',
    });
    expect((await previewCalls()).length).toBe(first + 4);
  });

  it("into an existing ad set: previewed in that ad set's placements, no Reels for one without Reels", async () => {
    // An ad set that runs in Facebook Feed and Instagram Stories only (manual placements without Reels).
    const first = await launch(
      stack,
      tokens.ava,
      demoPayload(stack.fx, 'act_101', { ads: adsOf(stack, 'act_101', 1), useSingleAdset: true, ...twoPlacements, campaignName: 'No Reels' }),
    );
    expect(await executeLaunch(stack.deps, first, quiet, { backoffMs: () => 20 })).toBe('COMPLETED');
    const { campaignId } = await launchRecord(stack, tokens.ava, first);
    const [adSet] = (await read(`${campaignId}/adsets`, 'id,targeting')).data as Json[];
    expect(adSet.targeting.publisher_platforms).toEqual(['facebook', 'instagram']);

    // The draft's own placements are Advantage+ (every placement): the ads go into the ad set, which keeps its own.
    const into = demoPayload(stack.fx, 'act_101', {
      ads: adsOf(stack, 'act_101', 1),
      advantagePlacement: true,
      existingCampaignId: campaignId!,
      existingAdsetIdList: [adSet.id],
      isCBO: false,
      useSingleAdset: true,
    });
    const res = await previews(tokens.ava, into);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ads[0].previews.map((p: Json) => p.placement)).toEqual(['facebook_feed', 'instagram_stories']);
  });

  it("shows the platform's refusal of an ad, in Salvo's words, before anything is launched", async () => {
    const personal = stack.fx.instagramAccounts.find((i) => i.kind === 'personal' && i.adAccountIds.includes('act_101'))!;
    const payload = demoPayload(stack.fx, 'act_101', { ...twoPlacements, instagramAccountId: personal.id, campaignName: 'Personal' });
    const res = await previews(tokens.ava, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ads[0].previews).toEqual([
      {
        placement: 'facebook_feed',
        format: 'MOBILE_FEED_STANDARD',
        status: 'refused',
        message: `Facebook refuses this ad: Instagram account cannot be used: The Instagram account @${personal.username} is a personal account; switch it to a professional account to run ads.`,
      },
      expect.objectContaining({ placement: 'instagram_stories', status: 'refused' }),
    ]);
    expect((await read('act_101/adcreatives', 'id')).data.filter((c: Json) => c.name === 'Personal')).toEqual([]);
  });

  it('says when the platform is limiting the account, and previews the rest', async () => {
    await fetch(`${stack.simUrl}/__sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'error',
        path: '/generatepreviews$',
        nth: 2,
        error: { code: 17, message: 'User request limit reached', isTransient: true },
      }),
    });
    try {
      const res = await previews(tokens.ava, demoPayload(stack.fx, 'act_101', { ...twoPlacements, destinationUrl: 'https://shop.example.com/limited' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().ads[0].previews.map((p: Json) => p.status)).toEqual(['shown', 'unavailable']);
      expect(res.json().ads[0].previews[1].message).toBe(
        'Facebook is limiting requests for this ad account: review again in a few minutes to see this preview.',
      );
    } finally {
      await fetch(`${stack.simUrl}/__sim/faults`, { method: 'DELETE' });
    }
  });

  it('refuses what the plan refuses: a bad body (400 naming the field), an account that is not yours (404), a creative that is not yours', async () => {
    const before = (await previewCalls()).length;
    const bad = await previews(tokens.ava, { ...demoPayload(stack.fx, 'act_101'), dailyBudget: -5 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toContain('dailyBudget');

    const notYours = await previews(tokens.sam, demoPayload(stack.fx, 'act_101'));
    expect(notYours.statusCode).toBe(404);

    const creative = await upload('Mine', makePng(64, 64, 3));
    const sam = stack.fx.users.find((u) => u.name === 'Sam Agency')!;
    const theirs = await previews(
      tokens.sam,
      demoPayload(stack.fx, sam.adAccountIds[0]!, { ads: [{ creativeId: creative.id, creativeType: 'image' }] }),
      sam.adAccountIds[0]!,
    );
    expect(theirs.statusCode).toBe(400);
    expect(Object.keys(theirs.json().fields)).toEqual(['ads']);
    expect((await previewCalls()).length).toBe(before);
  });

  it('counts against the launch plans limit, as the review does', async () => {
    const payload = demoPayload(stack.fx, 'act_101', { ...twoPlacements, campaignName: 'Limit' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await previews(tokens.ava, payload)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("ad previews and the user's budget of platform calls", () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' }, { env: { RATE_LIMIT_PLATFORM_CALLS: '30' } });

  it('charges each preview to the budget before asking: past it, 429 and nothing sent', async () => {
    const generated = async () =>
      ((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: Array<{ path: string }> }).data.filter((r) =>
        r.path.endsWith('/generatepreviews'),
      ).length;
    // 6 ads in the 6 placements of Advantage+ placements: 36 previews, past the 30 calls left.
    const res = await stack.app.inject({
      method: 'POST',
      url: '/facebook/adlauncher/previews?accountId=act_101',
      headers: bearer(tokens.ava),
      payload: demoPayload(stack.fx, 'act_101', { ads: adsOf(stack, 'act_101', 6), advantagePlacement: true }),
    });
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json().error).toMatch(/^Too many calls to Facebook in a short time\. Try again in/);
    expect(await generated()).toBe(0);
  });
});
