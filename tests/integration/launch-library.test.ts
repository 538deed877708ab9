import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { Json } from '../../sim/testing';
import { executeLaunch, type EngineOptions } from '../../server/launch/engine';
import { TransientLaunchError } from '../../server/launch/outcomes';
import { makeMp4, makePng } from '../fixtures/media/make-media';
import { bearer, demoPayload, signIn, stackForBlock } from './harness';
import { expectExactly, launch, launchRecord, quiet } from './launch-kit';

// Ads made of library creatives and copies: pushed to the launch's ad account once, the copy's texts in the
// creative, read back through the simulator's Graph API; another user's creative is refused before anything
// is sent to the platform.

describe('launching library creatives', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });
  const options: EngineOptions = { backoffMs: () => 20, media: { pollIntervalMs: 20 } };

  const avaUser = () => stack.fx.users.find((u) => u.name === 'Ava Advertiser')!;
  const sim = async (path: string, init?: { method: string; body: object }) =>
    (
      await fetch(
        `${stack.simUrl}${path}`,
        init ? { method: init.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) } : undefined,
      )
    ).json();
  const requests = async () => ((await sim('/__sim/requests')) as { data: Array<{ method: string; path: string; params: Record<string, unknown> }> }).data;
  const uploads = async (edge: 'adimages' | 'advideos') => (await requests()).filter((r) => r.method === 'POST' && r.path.endsWith(edge)).length;
  const read = async (path: string, fields: string): Promise<Json> =>
    (await fetch(`${stack.simUrl}/v25.0/${path}?fields=${fields}&limit=100`, { headers: { authorization: `Bearer ${avaUser().accessToken}` } })).json();
  const upload = async (token: string, name: string, body: Buffer, contentType: string) => {
    const res = await stack.app.inject({
      method: 'PUT',
      url: `/library/creatives/upload?name=${name}`,
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as { id: string };
  };
  const newCopy = async (token: string, fields: object) => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/library/copies',
      headers: bearer(token),
      payload: { name: 'Copy', variations: [], ...fields },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as { id: string };
  };
  /** Launches into act_101 and runs it to the end; answers the launch id and its ads' creatives. */
  async function run(ads: LaunchPayload['ads']) {
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, 'act_101', { ads, useSingleAdset: true }));
    const status = await executeLaunch(stack.deps, id, quiet, options);
    const record = await launchRecord(stack, tokens.ava, id);
    expect(status, JSON.stringify(record.errors)).toBe('COMPLETED');
    const found = (await read(`${record.campaignId}/ads`, 'id,creative')).data as Json[];
    const creatives = await Promise.all(found.map((ad) => read(ad.creative.id, 'id,object_story_spec')));
    return { id, creatives };
  }

  it("launches an image creative with its copy: the pushed hash and the copy's texts", async () => {
    const png = makePng(1080, 1080, 11);
    const creative = await upload(tokens.ava, 'Loaf', png, 'image/png');
    const copy = await newCopy(tokens.ava, {
      primaryText: 'Fresh bread every morning',
      headline: 'Open at 7',
      description: 'Sourdough and rye',
      callToAction: 'ORDER_NOW',
    });
    const before = await uploads('adimages');

    const { id, creatives } = await run([{ creativeId: creative.id, creativeType: 'image', copyId: copy.id }]);
    await expectExactly(stack, id, { campaign: 1, adset: 1, ad: 1 });
    expect(creatives[0].object_story_spec.link_data).toMatchObject({
      // The platform's hash of an image is its bytes' md5.
      image_hash: crypto.createHash('md5').update(png).digest('hex'),
      message: 'Fresh bread every morning',
      name: 'Open at 7',
      description: 'Sourdough and rye',
      call_to_action: { type: 'ORDER_NOW' },
    });
    expect(await uploads('adimages')).toBe(before + 1);

    // The same creative again into the same account: no second upload.
    const again = await run([{ creativeId: creative.id, creativeType: 'image' }]);
    expect(again.creatives[0].object_story_spec.link_data.image_hash).toBe(creatives[0].object_story_spec.link_data.image_hash);
    expect(await uploads('adimages')).toBe(before + 1);
  });

  it("launches one ad whose creative carries the copy's variations as text options (asset_feed_spec)", async () => {
    const creative = await upload(tokens.ava, 'Rye', makePng(600, 600, 12), 'image/png');
    const copy = await newCopy(tokens.ava, {
      primaryText: 'Rye, baked at dawn',
      headline: 'Dark rye',
      description: 'Since 1952',
      callToAction: 'ORDER_NOW',
      variations: [
        { primaryText: 'Rye with caraway', headline: 'Caraway rye', description: '' },
        { primaryText: 'Rye for your table', headline: '', description: 'Since 1952' },
      ],
    });
    const { id, creatives } = await run([{ creativeId: creative.id, creativeType: 'image', copyId: copy.id }]);
    await expectExactly(stack, id, { campaign: 1, adset: 1, ad: 1 });
    const readBack = await Promise.all(creatives.map((c) => read(c.id, 'object_story_spec,asset_feed_spec')));
    expect(readBack[0].object_story_spec.link_data).toMatchObject({
      message: 'Rye, baked at dawn',
      name: 'Dark rye',
      description: 'Since 1952',
      call_to_action: { type: 'ORDER_NOW' },
    });
    expect(readBack[0].asset_feed_spec).toEqual({
      bodies: [{ text: 'Rye, baked at dawn' }, { text: 'Rye with caraway' }, { text: 'Rye for your table' }],
      titles: [{ text: 'Dark rye' }, { text: 'Caraway rye' }],
      descriptions: [{ text: 'Since 1952' }],
      optimization_type: 'DEGREES_OF_FREEDOM',
    });

    // A copy without variations makes a plain creative; more than 4 variations are refused (5 texts a kind).
    const plain = await newCopy(tokens.ava, { primaryText: 'Only one', headline: 'One', description: '', callToAction: 'ORDER_NOW' });
    const single = await run([{ creativeId: creative.id, creativeType: 'image', copyId: plain.id }]);
    expect((await read(single.creatives[0].id, 'asset_feed_spec')).asset_feed_spec).toBeUndefined();
    const tooMany = await stack.app.inject({
      method: 'POST',
      url: '/library/copies',
      headers: bearer(tokens.ava),
      payload: {
        name: 'Six',
        primaryText: 'a',
        headline: 'b',
        description: '',
        callToAction: 'ORDER_NOW',
        variations: Array.from({ length: 5 }, (_, i) => ({ primaryText: `v${i}`, headline: '', description: '' })),
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toHaveProperty('variations');
  });

  it('uploads a new creative once when two launches into the same account run at the same time', async () => {
    const png = makePng(640, 640, 13);
    const creative = await upload(tokens.ava, 'Twin launch', png, 'image/png');
    const before = await uploads('adimages');
    const ids = await Promise.all(
      [0, 1].map(() => launch(stack, tokens.ava, demoPayload(stack.fx, 'act_101', { ads: [{ creativeId: creative.id, creativeType: 'image' }] }))),
    );
    expect(await Promise.all(ids.map((id) => executeLaunch(stack.deps, id, quiet, options)))).toEqual(['COMPLETED', 'COMPLETED']);
    expect(await uploads('adimages')).toBe(before + 1);
  });

  it('uses a copy with an image of the ad account too', async () => {
    const hash = stack.fx.adImages.find((i) => i.adAccountId === 'act_101')!.hash;
    const copy = await newCopy(tokens.ava, { primaryText: 'Own image', headline: 'H', description: '', callToAction: 'LEARN_MORE' });
    const { creatives } = await run([{ imageId: hash, copyId: copy.id }]);
    expect(creatives[0].object_story_spec.link_data).toMatchObject({
      image_hash: hash,
      message: 'Own image',
      name: 'H',
      call_to_action: { type: 'LEARN_MORE' },
    });
    expect(creatives[0].object_story_spec.link_data).not.toHaveProperty('description');
  });

  it('launches a video creative with video_data.video_id, retrying while the video is processed', async () => {
    await sim('/__sim/config', { method: 'POST', body: { videoReadyDelayMs: 60_000 } });
    const creative = await upload(tokens.ava, 'Clip', makeMp4(720, 1280, 4000), 'video/mp4');
    const copy = await newCopy(tokens.ava, { primaryText: 'Watch us bake', headline: 'Behind the counter', description: '', callToAction: 'SHOP_NOW' });
    const id = await launch(
      stack,
      tokens.ava,
      demoPayload(stack.fx, 'act_101', { ads: [{ creativeId: creative.id, creativeType: 'video', copyId: copy.id }] }),
    );

    // Not ready in time: a transient error (the job retries later), and nothing created yet.
    await expect(executeLaunch(stack.deps, id, quiet, { ...options, media: { pollIntervalMs: 20, timeoutMs: 100 } })).rejects.toBeInstanceOf(
      TransientLaunchError,
    );
    await expectExactly(stack, id, { campaign: 0, adset: 0, ad: 0 });
    const videoUploads = await uploads('advideos');

    await sim('/__sim/clock', { method: 'POST', body: { advanceMs: 61_000 } });
    expect(await executeLaunch(stack.deps, id, quiet, options)).toBe('COMPLETED');
    expect(await uploads('advideos')).toBe(videoUploads);
    const record = await launchRecord(stack, tokens.ava, id);
    const ad = ((await read(`${record.campaignId}/ads`, 'id,creative')).data as Json[])[0];
    const videoData = (await read(ad.creative.id, 'object_story_spec')).object_story_spec.video_data;
    const videos = ((await sim('/__sim/objects?type=advideo&accountId=act_101')) as { data: Json[] }).data;
    expect(videos.map((v) => v.id)).toContain(videoData.video_id);
    expect(videoData).toMatchObject({ message: 'Watch us bake', title: 'Behind the counter', call_to_action: { type: 'SHOP_NOW' } });
  });

  it("refuses another user's creative or copy with a 400 naming ads, before anything is sent to the platform", async () => {
    const sam = await signIn(stack, 'Sam Agency');
    const samAccount = stack.fx.users
      .find((u) => u.name === 'Sam Agency')!
      .adAccountIds.find((a) => stack.fx.pages.some((p) => p.adAccountIds.includes(a)) && stack.fx.adImages.some((i) => i.adAccountId === a))!;
    const avaCreative = await upload(tokens.ava, 'Mine', makePng(600, 600, 5), 'image/png');
    const avaCopy = await newCopy(tokens.ava, { primaryText: 'Mine', headline: 'Mine', description: '', callToAction: 'SHOP_NOW' });
    const samCreative = await upload(sam, 'Sams', makePng(600, 600, 6), 'image/png');
    await sim('/__sim/requests', { method: 'DELETE', body: {} });
    const queued = stack.queued.length;

    for (const ad of [
      { creativeId: avaCreative.id, creativeType: 'image' as const },
      { creativeId: samCreative.id, creativeType: 'image' as const, copyId: avaCopy.id },
    ]) {
      const payload = demoPayload(stack.fx, samAccount, { ads: [ad] });
      const res = await stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${samAccount}`, headers: bearer(sam), payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, fields: { ads: [expect.stringContaining('not found')] } });
    }
    expect((await requests()).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(stack.queued.length).toBe(queued);
  });
});
