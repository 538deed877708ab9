import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { RateLimitConfig } from '../../server/config';
import { bearer, demoPayload, EXTENSION_REDIRECT, newPkce, signIn, startStack, type Stack } from './harness';

// The rate limits (docs/limits.md) on real routes: each answers 429 with Retry-After and the API's error shape
// once over its figure, counts in the database (two app instances on one database share the counts), and opens
// again when its window ends. The apps here run with small figures and a clock the test moves.

describe('rate limits', () => {
  let stack: Stack;
  let ava: string;
  let sam: string;
  let clock = new Date();
  const apps: FastifyInstance[] = [];

  /** An API instance on the stack's database, with these figures and the test's clock. */
  async function limitedApp(figures: Partial<RateLimitConfig>): Promise<FastifyInstance> {
    const deps = { ...stack.deps, config: { ...stack.config, rateLimits: { ...stack.config.rateLimits, ...figures } }, now: () => clock };
    const app = await buildApp({ deps });
    apps.push(app);
    return app;
  }
  const simCalls = async (path: string) => ((await (await fetch(`${stack.simUrl}/__sim/requests?path=${path}`)).json()) as { data: unknown[] }).data.length;

  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
    ava = await signIn(stack, 'Ava Advertiser');
    sam = await signIn(stack, 'Sam Agency');
  });
  // Every test starts after the windows of the one before have ended.
  beforeEach(() => {
    clock = new Date(Math.max(clock.getTime(), Date.now()) + 11 * 60_000);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await stack?.close();
  });

  function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, message: string, retryAfter: number) {
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(retryAfter));
    expect(res.json()).toEqual({ success: false, error: message });
  }

  it('limits sign-in attempts per address, and opens again when the window ends', async () => {
    const app = await limitedApp({ signInPerAddress: 3 });
    const query = () => new URLSearchParams({ redirectUri: EXTENSION_REDIRECT, state: 'state-of-this-attempt-0001', codeChallenge: newPkce().challenge });
    const attempt = (remoteAddress: string) => app.inject({ method: 'GET', url: `/auth/facebook/dialog?${query()}`, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await attempt('198.51.100.7')).statusCode).toBe(200);
    expectLimited(await attempt('198.51.100.7'), 'Too many sign-in attempts. Try again in 10 minutes.', 600);
    // 9 min 18 s later: 42 seconds to go.
    clock = new Date(clock.getTime() + 558_000);
    expectLimited(await attempt('198.51.100.7'), 'Too many sign-in attempts. Try again in 42 seconds.', 42);
    // Another address is not held back; an IPv6 client is counted by its /64.
    expect((await attempt('198.51.100.8')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await attempt(`2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    expect((await attempt('2001:db8:1:2::ff')).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 42_000);
    expect((await attempt('198.51.100.7')).statusCode).toBe(200);
  });

  it('refuses system-user token attempts over the limit without asking the platform', async () => {
    const app = await limitedApp({ tokenSignInPerAddress: 2 });
    // A new made-up token each time: a refused one asked again is answered from the refusals cache anyway.
    let n = 0;
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/auth/token',
        payload: { accessToken: `EAAGnotARealTokenAtAll${String((n += 1)).padStart(9, '0')}` },
        remoteAddress: '192.0.2.50',
      });
    const before = await simCalls('debug_token');
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    expect(await simCalls('debug_token')).toBe(before + 2);
    for (let i = 0; i < 5; i += 1) expectLimited(await attempt(), 'Too many sign-in attempts. Try again in 10 minutes.', 600);
    expect(await simCalls('debug_token')).toBe(before + 2);
  });

  it('limits launches per user; a refused payload is not a launch', async () => {
    const app = await limitedApp({ launchesPerUser: 2 });
    // Starting two days after the test's clock (which runs ahead of the real one).
    const startTime = new Date(clock.getTime() + 2 * 86_400_000).toISOString();
    const launch = (token: string, accountId: string, payload: object = demoPayload(stack.fx, accountId, { startTime })) =>
      app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${accountId}`, headers: bearer(token), payload });
    // Refused by the launch rules (after the limit counted it) and by the schema (before): neither counts.
    for (const refused of [
      demoPayload(stack.fx, 'act_101', { startTime, locations: [], destinationUrl: undefined }),
      { ...demoPayload(stack.fx, 'act_101', { startTime }), ageMin: 12 },
    ]) {
      const res = await launch(ava, 'act_101', refused);
      expect(res.statusCode, res.body).toBe(400);
    }
    const first = await launch(ava, 'act_101');
    expect(first.statusCode, first.body).toBe(200);
    expect((await launch(ava, 'act_101')).statusCode).toBe(200);
    expectLimited(await launch(ava, 'act_101'), 'Too many launches in a short time. Try again in 10 minutes.', 600);
    // Retry and deletion are launch work too.
    const id = first.json<{ campaignLaunchId: string }>().campaignLaunchId;
    expect((await app.inject({ method: 'POST', url: `/campaign-launches/${id}/retry`, headers: bearer(ava) })).statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url: `/campaign-launches/${id}/schedule-deletion`, headers: bearer(ava) })).statusCode).toBe(429);
    // Another user launches as usual.
    expect((await launch(sam, 'act_201')).statusCode).toBe(200);
  });

  it('limits upload starts per user; a refused upload does not count', async () => {
    const app = await limitedApp({ uploadsPerUser: 2 });
    const start = (size = 1000) =>
      app.inject({ method: 'POST', url: '/library/uploads', headers: bearer(ava), payload: { name: 'clip.mp4', mimeType: 'video/mp4', size } });
    expect((await start(2 * 1024 ** 3)).statusCode).toBe(400);
    expect((await start()).statusCode).toBe(200);
    expect((await start()).statusCode).toBe(200);
    expectLimited(await start(), 'Too many uploads in a short time. Try again in 10 minutes.', 600);
    const raw = await app.inject({
      method: 'PUT',
      url: '/library/creatives/upload?name=x',
      headers: { ...bearer(ava), 'content-type': 'image/png' },
      payload: Buffer.alloc(10),
    });
    expectLimited(raw, 'Too many uploads in a short time. Try again in 10 minutes.', 600);
  });

  it("puts a ceiling on all of a user's requests, upload chunks counted apart", async () => {
    const app = await limitedApp({ requestsPerUser: 3 });
    const started = await app.inject({
      method: 'POST',
      url: '/library/uploads',
      headers: bearer(sam),
      payload: { name: 'a.png', mimeType: 'image/png', size: 8 },
    });
    const uploadId = started.json<{ data: { uploadId: string } }>().data.uploadId;
    const list = () => app.inject({ method: 'GET', url: '/library/folders', headers: bearer(sam) });
    for (let i = 0; i < 2; i += 1) expect((await list()).statusCode).toBe(200);
    expectLimited(await list(), 'Too many requests. Try again in 60 seconds.', 60);
    // The same chunk sent again is answered as already there: each one still counts.
    const chunk = () =>
      app.inject({
        method: 'PUT',
        url: `/library/uploads/${uploadId}`,
        headers: bearer(sam),
        payload: { offset: 0, data: Buffer.alloc(4).toString('base64') },
      });
    for (let i = 0; i < 3; i += 1) expect((await chunk()).statusCode).toBe(200);
    expectLimited(await chunk(), 'Too many requests. Try again in 60 seconds.', 60);
    // Without a session the route's own 401, not a 429.
    expect((await app.inject({ method: 'GET', url: '/library/folders' })).statusCode).toBe(401);
    clock = new Date(clock.getTime() + 60_000);
    expect((await list()).statusCode).toBe(200);
  });

  it('shares the counts between API instances on one database', async () => {
    const one = await limitedApp({ uploadsPerUser: 3 });
    const two = await limitedApp({ uploadsPerUser: 3 });
    const start = (app: FastifyInstance): Promise<{ statusCode: number }> =>
      app.inject({
        method: 'POST',
        url: '/library/uploads',
        headers: bearer(sam),
        payload: { name: 'b.png', mimeType: 'image/png', size: 8 },
      } satisfies InjectOptions);
    const answers = await Promise.all([start(one), start(two), start(one), start(two), start(one), start(two)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('documents the 429 of the limited routes', async () => {
    type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const doc = (await stack.app.inject({ method: 'GET', url: '/docs/json' })).json<Doc>();
    expect(Object.keys(doc.paths['/facebook/adlauncher']!.post!.responses)).toContain('429');
    expect(Object.keys(doc.paths['/library/uploads']!.post!.responses)).toContain('429');
    expect(Object.keys(doc.paths['/auth/token']!.post!.responses)).toContain('429');
  });
});
