import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCopy, findOffer } from '../../server/library/lookups';
import { ensureCreativeInAccount, VideoNotReadyError } from '../../server/library/push-media';
import { makeMp4, makePng } from '../fixtures/media/make-media';
import { bearer, signIn, startStack, type Stack } from './harness';

// Issue 7: a library creative goes to an ad account's media library once (image hash via adimages, video via
// chunked advideos, waited on until ready), against the simulator; and the account's own videos are listed.

describe('pushing library creatives to an ad account', () => {
  let stack: Stack;
  let ava: string;
  let avaId: string;

  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
    ava = await signIn(stack, 'Ava Advertiser');
    avaId = (await stack.database.query<{ id: string }>('SELECT id FROM users WHERE name = $1', ['Ava Advertiser']))[0]!.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const sim = async (path: string, init?: { method: string; body: object }) =>
    (
      await fetch(
        `${stack.simUrl}${path}`,
        init ? { method: init.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) } : undefined,
      )
    ).json();
  const uploadCalls = async (edge: string) =>
    ((await sim(`/__sim/requests?path=${encodeURIComponent(edge)}`)) as { data: Array<{ method: string; path: string }> }).data.filter(
      (r) => r.method === 'POST' && r.path.endsWith(edge),
    ).length;
  const upload = async (name: string, body: Buffer, contentType: string) => {
    const res = await stack.app.inject({
      method: 'PUT',
      url: `/library/creatives/upload?name=${name}`,
      headers: { ...bearer(ava), 'content-type': contentType },
      payload: body,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as { id: string };
  };

  it('uploads an image once per account and remembers its hash', async () => {
    const png = makePng(120, 90, 7);
    const creative = await upload('Push me', png, 'image/png');
    const md5 = crypto.createHash('md5').update(png).digest('hex');

    expect(await ensureCreativeInAccount(stack.deps, avaId, creative.id, 'act_101')).toEqual({ imageHash: md5 });
    const after = await uploadCalls('adimages');
    expect(after).toBe(1);
    expect(await ensureCreativeInAccount(stack.deps, avaId, creative.id, 'act_101')).toEqual({ imageHash: md5 });
    expect(await uploadCalls('adimages')).toBe(1);

    const listed = (await stack.app.inject({ method: 'GET', url: `/library/creatives/${creative.id}`, headers: bearer(ava) })).json().data;
    expect(listed.accounts).toEqual([{ accountId: 'act_101', imageHash: md5, videoId: null, status: 'ready' }]);
    const media = (await stack.app.inject({ method: 'GET', url: '/library/account-media?accountId=act_101', headers: bearer(ava) })).json().data;
    expect(media.map((m: { hash: string }) => m.hash)).toContain(md5);
  });

  it('uploads a video in chunks and waits until the platform says it is ready', async () => {
    await sim('/__sim/config', { method: 'POST', body: { videoReadyDelayMs: 300 } });
    const mp4 = makeMp4(720, 1280, 1_500_000); // more than the platform's 1 MB chunk: two transfers
    const creative = await upload('Clip', mp4, 'video/mp4');

    const pushed = await ensureCreativeInAccount(stack.deps, avaId, creative.id, 'act_101', { pollIntervalMs: 50 });
    expect(pushed).toEqual({ videoId: expect.any(String) });
    const videoId = (pushed as { videoId: string }).videoId;
    const transfers = ((await sim('/__sim/requests?path=advideos')) as { data: Array<{ params: Record<string, unknown> }> }).data.filter(
      (r) => r.params.upload_phase === 'transfer',
    );
    expect(transfers.length).toBe(2);
    const video = (
      (await sim('/__sim/objects?type=advideo&accountId=act_101')) as { data: Array<{ id: string; status?: { video_status: string }; received?: number }> }
    ).data.find((v) => v.id === videoId);
    expect(video).toMatchObject({ received: mp4.length, status: { video_status: 'ready' } });

    // Remembered: no second upload.
    const before = await uploadCalls('advideos');
    expect(await ensureCreativeInAccount(stack.deps, avaId, creative.id, 'act_101')).toEqual({ videoId });
    expect(await uploadCalls('advideos')).toBe(before);

    const videos = (await stack.app.inject({ method: 'GET', url: '/library/account-videos?accountId=act_101', headers: bearer(ava) })).json();
    expect(videos).toMatchObject({ success: true, isValid: true });
    expect(videos.data).toContainEqual(expect.objectContaining({ id: videoId, title: 'Clip', ready: true }));
  });

  it('uploads once when two pushes of the same creative to the same account run at the same time', async () => {
    await sim('/__sim/config', { method: 'POST', body: { videoReadyDelayMs: 200 } });
    const png = makePng(300, 200, 21);
    const image = await upload('Twice at once', png, 'image/png');
    const images = await uploadCalls('adimages');
    const both = await Promise.all([0, 1].map(() => ensureCreativeInAccount(stack.deps, avaId, image.id, 'act_101', { pollIntervalMs: 20 })));
    expect(both).toEqual([
      { imageHash: crypto.createHash('md5').update(png).digest('hex') },
      { imageHash: crypto.createHash('md5').update(png).digest('hex') },
    ]);
    expect(await uploadCalls('adimages')).toBe(images + 1);

    const video = await upload('Clip at once', makeMp4(720, 1280, 20_000), 'video/mp4');
    const starts = async () =>
      ((await sim('/__sim/requests?path=advideos')) as { data: Array<{ params: Record<string, unknown> }> }).data.filter(
        (r) => r.params.upload_phase === 'start',
      ).length;
    const videosBefore = await starts();
    const three = await Promise.all([0, 1, 2].map(() => ensureCreativeInAccount(stack.deps, avaId, video.id, 'act_101', { pollIntervalMs: 20 })));
    expect(new Set(three.map((r) => (r as { videoId: string }).videoId)).size).toBe(1);
    expect(await starts()).toBe(videosBefore + 1);
    // The claim is gone; only the result is listed.
    expect((await stack.app.inject({ method: 'GET', url: `/library/creatives/${video.id}`, headers: bearer(ava) })).json().data.accounts).toEqual([
      { accountId: 'act_101', imageHash: null, videoId: (three[0] as { videoId: string }).videoId, status: 'ready' },
    ]);
  });

  it('gives up waiting after the timeout, and goes on waiting (without uploading again) when called later', async () => {
    await sim('/__sim/config', { method: 'POST', body: { videoReadyDelayMs: 60_000 } });
    const creative = await upload('Slow clip', makeMp4(640, 360, 1000), 'video/mp4');
    const slow = ensureCreativeInAccount(stack.deps, avaId, creative.id, 'act_101', { pollIntervalMs: 20, timeoutMs: 100 });
    await expect(slow).rejects.toBeInstanceOf(VideoNotReadyError);
    const viaRoute = await stack.app.inject({ method: 'GET', url: `/library/creatives/${creative.id}`, headers: bearer(ava) });
    expect(viaRoute.json().data.accounts).toEqual([expect.objectContaining({ accountId: 'act_101', status: 'processing' })]);
    const uploads = await uploadCalls('advideos');
    await sim('/__sim/clock', { method: 'POST', body: { advanceMs: 61_000 } });
    const pushed = await stack.app.inject({ method: 'POST', url: `/library/creatives/${creative.id}/push?accountId=act_101`, headers: bearer(ava) });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json().data).toEqual({ videoId: expect.any(String) });
    expect(await uploadCalls('advideos')).toBe(uploads);
  });

  it("reads a user's copy and offer for the engine, and nobody else's", async () => {
    const post = async (url: string, payload: object) =>
      (await stack.app.inject({ method: 'POST', url, headers: bearer(ava), payload })).json().data as { id: string };
    const copy = await post('/library/copies', {
      name: 'Engine copy',
      primaryText: 'Hello',
      headline: 'Hi',
      description: '',
      callToAction: 'SIGN_UP',
      variations: [{ primaryText: 'Hey', headline: 'Yo', description: '' }],
    });
    const offer = await post('/library/offers', { name: 'Engine offer', url: 'https://offer.example.com/x', trackingUtm: 'utm_campaign=x' });
    expect(await findCopy(stack.deps, avaId, copy.id)).toMatchObject({
      id: copy.id,
      primaryText: 'Hello',
      callToAction: 'SIGN_UP',
      variations: [{ headline: 'Yo' }],
    });
    expect(await findOffer(stack.deps, avaId, offer.id)).toEqual({
      id: offer.id,
      name: 'Engine offer',
      url: 'https://offer.example.com/x',
      displayLink: '',
      trackingUtm: 'utm_campaign=x',
    });
    const sam = await signIn(stack, 'Sam Agency');
    const samId = (await stack.database.query<{ id: string }>('SELECT id FROM users WHERE name = $1', ['Sam Agency']))[0]!.id;
    expect(sam).toBeTruthy();
    await expect(findCopy(stack.deps, samId, copy.id)).rejects.toThrow('Copy not found.');
    await expect(findOffer(stack.deps, samId, offer.id)).rejects.toThrow('Offer not found.');
    await expect(ensureCreativeInAccount(stack.deps, samId, (await upload('Ava only', makePng(6, 6, 66), 'image/png')).id, 'act_201')).rejects.toThrow(
      'Creative not found.',
    );
  });

  it('answers 404 for an ad account the user cannot reach', async () => {
    const creative = await upload('Elsewhere', makePng(4, 4, 3), 'image/png');
    const res = await stack.app.inject({ method: 'POST', url: `/library/creatives/${creative.id}/push?accountId=act_201`, headers: bearer(ava) });
    expect(res.statusCode).toBe(404);
    expect(
      (await stack.app.inject({ method: 'POST', url: `/library/creatives/${creative.id}/push?accountId=201`, headers: bearer(ava) })).json().fields,
    ).toHaveProperty('accountId');
  });
});
