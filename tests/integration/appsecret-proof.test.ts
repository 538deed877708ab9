import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCreativeInAccount } from '../../server/library/push-media';
import { GraphClient, GraphError } from '../../server/platform/graph-client';
import { makeMp4, makePng } from '../fixtures/media/make-media';
import { bearer, demoPayload, signIn, startStack, type Stack } from './harness';
import { expectExactly, launch, runToEnd } from './launch-kit';

// With the platform requiring appsecret_proof (the app's "Require App Secret"), everything the API does with a
// token still works: both sign-ins, asset reads, a launch (batches), and media pushes (the multipart client).

interface Logged {
  method: string;
  path: string;
  params: Record<string, unknown>;
  status: number;
  batchIndex?: number;
}

describe('every Graph call with a token carries appsecret_proof', () => {
  let stack: Stack;
  let ava: string;
  beforeAll(async () => {
    stack = await startStack({ queue: 'record', sim: { requireAppSecretProof: true } });
    await fetch(`${stack.simUrl}/__sim/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ videoReadyDelayMs: 100 }),
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  const log = async () => ((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: Logged[] }).data;

  it('is what the platform requires here: a wrong proof is refused', async () => {
    const wrong = new GraphClient({ baseUrl: stack.simUrl, version: 'v25.0', appSecret: 'not-the-app-secret' });
    const error = await wrong.get('me', stack.fx.users[0]!.accessToken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphError);
    expect(error).toMatchObject({ code: 100, message: 'Invalid appsecret_proof provided in the API argument' });
    // The API's own calls are read from the log below.
    await fetch(`${stack.simUrl}/__sim/requests`, { method: 'DELETE' });
  });

  it('signs in through the extension and with a system-user token', async () => {
    ava = await signIn(stack, 'Ava Advertiser');
    const sam = await signIn(stack, 'Sam Agency');
    // The plan comes from reading the ad accounts at sign-in: an agency reaches several.
    expect((await stack.app.inject({ method: 'GET', url: '/auth/plan', headers: bearer(sam) })).json().data.plan).toBe('agency');
    const system = await stack.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { accessToken: stack.fx.systemUsers[0]!.accessToken },
    });
    expect(system.statusCode, system.body).toBe(200);
  });

  it('reads assets, pushes an image and a chunked video, and launches', async () => {
    const assets = await stack.app.inject({ method: 'GET', url: '/facebook/assets/pages?accountId=act_101', headers: bearer(ava) });
    expect(assets.json()).toMatchObject({ success: true, isValid: true });

    const avaId = (await stack.database.query<{ id: string }>('SELECT id FROM users WHERE name = $1', ['Ava Advertiser']))[0]!.id;
    const upload = async (name: string, body: Buffer, contentType: string) =>
      (
        await stack.app.inject({
          method: 'PUT',
          url: `/library/creatives/upload?name=${name}`,
          headers: { ...bearer(ava), 'content-type': contentType },
          payload: body,
        })
      ).json().data as { id: string };
    const image = await upload('Proof image', makePng(200, 200, 3), 'image/png');
    const video = await upload('Proof video', makeMp4(720, 1280, 1_500_000), 'video/mp4');
    expect(await ensureCreativeInAccount(stack.deps, avaId, image.id, 'act_101')).toHaveProperty('imageHash');
    expect(await ensureCreativeInAccount(stack.deps, avaId, video.id, 'act_101', { pollIntervalMs: 50 })).toHaveProperty('videoId');

    const id = await launch(stack, ava, demoPayload(stack.fx, 'act_101'));
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    await expectExactly(stack, id, { campaign: 1, adset: 1, ad: 1 });

    // Every call that reached the platform with a token carried a proof, and none was refused.
    const calls = (await log()).filter((r) => r.batchIndex === undefined && r.path !== '/oauth/access_token');
    expect(calls.filter((r) => r.method === 'POST' && r.params.upload_phase === 'transfer').length).toBeGreaterThanOrEqual(2);
    expect(calls.filter((r) => r.path === '/').length).toBeGreaterThan(0);
    // debug_token is asked as a batch's operation (its proof is the batch's).
    expect((await log()).filter((r) => r.path === '/debug_token' && r.batchIndex === 0)).toHaveLength(1);
    expect(calls.filter((r) => typeof r.params.appsecret_proof !== 'string')).toEqual([]);
    expect(calls.filter((r) => r.status !== 200)).toEqual([]);
  });
});
