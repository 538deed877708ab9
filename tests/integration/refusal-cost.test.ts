import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_EXISTING_AD_SETS } from '../../lib/contract/launch';
import { step1Messages } from '../../lib/rules/messages';
import { buildApp } from '../../server/app';
import type { RateLimitConfig } from '../../server/config';
import { decodeGate, DECODES_AT_ONCE, DECODES_WAITING } from '../../server/library/decode-gate';
import { ownerMessages } from '../../server/platform/launch-owners';
import { makePng } from '../fixtures/media/make-media';
import { bearer, demoPayload, signIn, startStack, type Stack } from './harness';

// What a refused request costs (docs/limits.md#launches, #budgets, #media): a launch is refused by its body before
// any platform call when it can be, names its ad sets once each and reads them in one batch; a refusal that cost
// platform calls or a decode counts against the launch and upload limits; each user has a budget of platform calls
// and of decodes; the decode queue is bounded (503). Counted at the simulator's request log and the decode gate.

interface Logged {
  method: string;
  path: string;
  batchIndex?: number;
}

describe('what refused requests cost', () => {
  let stack: Stack;
  let ava: string;
  let sam: string;
  let clock = new Date();
  const apps: FastifyInstance[] = [];

  /** An API instance on the stack's database, with these figures and the test's clock. */
  async function limitedApp(figures: Partial<RateLimitConfig> = {}): Promise<FastifyInstance> {
    const deps = { ...stack.deps, config: { ...stack.config, rateLimits: { ...stack.config.rateLimits, ...figures } }, now: () => clock };
    const app = await buildApp({ deps });
    apps.push(app);
    return app;
  }
  const clearLog = () => fetch(`${stack.simUrl}/__sim/requests`, { method: 'DELETE' });
  const platformLog = async (): Promise<Logged[]> => ((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: Logged[] }).data;

  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
    ava = await signIn(stack, 'Ava Advertiser');
    sam = await signIn(stack, 'Sam Agency');
  });
  // Every test starts after the windows of the one before have ended.
  beforeEach(async () => {
    clock = new Date(Math.max(clock.getTime(), Date.now()) + 11 * 60_000);
    await clearLog();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await stack?.close();
  });

  const ACCOUNT = 'act_201';
  const campaign = () => stack.fx.campaigns.find((c) => c.accountId === ACCOUNT && c.adSetIds.length > 0)!;
  const madeUp = (n: number) => Array.from({ length: n }, (_, i) => String(990_000_000_000 + i));
  const launch = (app: FastifyInstance, changes: Record<string, unknown> = {}, token = sam) =>
    app.inject({
      method: 'POST',
      url: `/facebook/adlauncher?accountId=${ACCOUNT}`,
      headers: bearer(token),
      payload: { ...demoPayload(stack.fx, ACCOUNT, { startTime: new Date(clock.getTime() + 2 * 86_400_000).toISOString() }), ...changes },
    });
  const intoCampaign = (adSetIds: string[]) => ({ existingCampaignId: campaign().id, existingAdsetIdList: adSetIds, isCBO: false, targetRoas: 2 });

  it('refuses three launches naming 1,000 made-up ad sets each by their body, at no platform call', async () => {
    const app = await limitedApp();
    for (let i = 0; i < 3; i += 1) {
      const res = await launch(app, intoCampaign(madeUp(1000)));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ existingAdsetIdList: [step1Messages.tooManyAdSets] });
      expect(res.json().error).toContain(`at most ${MAX_EXISTING_AD_SETS} existing ad sets`);
    }
    expect(await platformLog()).toEqual([]);
    expect(stack.queued).toEqual([]);
  });

  it('counts each ad set once, reads them in one batch, and the first one not found answers', async () => {
    const app = await limitedApp();
    const [real] = campaign().adSetIds;
    const fake = madeUp(MAX_EXISTING_AD_SETS - 1);
    // 150 entries, 50 ad sets: each named three times.
    const res = await launch(app, intoCampaign([real!, ...fake, ...fake, real!, ...fake]));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ existingAdsetIdList: [ownerMessages.adSet] });
    const calls = await platformLog();
    const batched = calls.filter((c) => c.batchIndex !== undefined);
    expect(batched.map((c) => c.path.slice(1)).sort()).toEqual([real!, ...fake].sort());
    // Besides the batch (one call, its operations logged with their index): the account, its minimum budgets (cached
    // with its assets after this first read) and the campaign.
    expect(calls.filter((c) => c.batchIndex === undefined).map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /${ACCOUNT}`,
      `GET /${ACCOUNT}/minimum_budgets`,
      `GET /${campaign().id}`,
      'POST /',
    ]);
    expect(calls.every((c) => c.batchIndex === undefined || c.method === 'GET')).toBe(true);
    expect(stack.queued).toEqual([]);
  });

  it('counts a refused launch against the launch limit when refusing it cost platform calls', async () => {
    const app = await limitedApp({ launchesPerUser: 2 });
    // Refused by the body alone: free, as before.
    for (let i = 0; i < 3; i += 1) expect((await launch(app, { ageMin: 12 })).statusCode).toBe(400);
    expect(await platformLog()).toEqual([]);
    // Refused after reading the platform: each counts.
    for (let i = 0; i < 2; i += 1) {
      const res = await launch(app, intoCampaign(madeUp(1)));
      expect(res.json().fields).toEqual({ existingAdsetIdList: [ownerMessages.adSet] });
    }
    expect((await platformLog()).length).toBeGreaterThan(0);
    const over = await launch(app);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toEqual({ success: false, error: 'Too many launches in a short time. Try again in 10 minutes.' });
  });

  it('gives each user a budget of platform calls: one past it is refused with 429 before it reaches the platform', async () => {
    const app = await limitedApp({ platformCallsPerUser: 3 });
    const accounts = (token: string) => app.inject({ method: 'GET', url: '/facebook/campaigns/v2/import/ad-accounts', headers: bearer(token) });
    for (let i = 0; i < 3; i += 1) expect((await accounts(sam)).statusCode).toBe(200);
    expect((await platformLog()).length).toBe(3);
    const over = await accounts(sam);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.headers['retry-after']).toBe('600');
    expect(over.json()).toEqual({ success: false, error: 'Too many calls to Facebook in a short time. Try again in 10 minutes.' });
    expect((await platformLog()).length).toBe(3);
    // So is a launch of this user, when it is about to read the platform.
    expect((await launch(app)).statusCode).toBe(429);
    expect((await platformLog()).length).toBe(3);
    // What needs no platform call still works; another user has a budget of their own.
    expect((await app.inject({ method: 'GET', url: '/library/folders', headers: bearer(sam) })).statusCode).toBe(200);
    expect((await accounts(ava)).statusCode).toBe(200);
    // The window ends.
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect((await accounts(sam)).statusCode).toBe(200);
  });

  describe('image decodes', () => {
    const png = makePng(64, 64);
    /** A PNG whose header reads well and whose pixels do not: refused only once decoding fails. */
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
    const upload = (app: FastifyInstance, bytes: Buffer, token = ava) =>
      app.inject({ method: 'PUT', url: '/library/creatives/upload?name=pic', headers: { ...bearer(token), 'content-type': 'image/png' }, payload: bytes });
    const held: Array<() => void> = [];
    afterEach(() => held.splice(0).forEach((release) => release()));

    it('counts an upload refused after its decode against the upload limit', async () => {
      const app = await limitedApp({ uploadsPerUser: 2 });
      const decodes = decodeGate.runs;
      for (let i = 0; i < 2; i += 1) {
        const res = await upload(app, broken);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().fields).toEqual({ file: ['This image could not be read: the file is damaged or incomplete.'] });
      }
      expect(decodeGate.runs - decodes).toBe(2);
      const over = await upload(app, png);
      expect(over.statusCode, over.body).toBe(429);
      expect(over.json().error).toBe('Too many uploads in a short time. Try again in 10 minutes.');
    });

    it('gives each user a budget of decodes', async () => {
      const app = await limitedApp({ decodesPerUser: 2 });
      expect((await upload(app, png)).statusCode).toBe(200);
      expect((await upload(app, broken)).statusCode).toBe(400);
      const decodes = decodeGate.runs;
      const over = await upload(app, png);
      expect(over.statusCode, over.body).toBe(429);
      expect(over.json()).toEqual({ success: false, error: 'Too many images read in a short time. Try again in 10 minutes.' });
      expect(decodeGate.runs).toBe(decodes);
      expect((await upload(app, png, sam)).statusCode).toBe(200);
    });

    it('answers 503 with Retry-After when the decode queue is full, and decodes again once it drains', async () => {
      const app = await limitedApp();
      // Other uploads hold every decode slot and every place in the queue, until released.
      const hold = new Promise<void>((resolve) => held.push(resolve));
      const holding = Array.from({ length: DECODES_AT_ONCE + DECODES_WAITING }, () => decodeGate.run(() => hold));
      // A chunked upload, all its bytes sent, is finished while the queue is full.
      const started = await app.inject({
        method: 'POST',
        url: '/library/uploads',
        headers: bearer(ava),
        payload: { name: 'pic.png', mimeType: 'image/png', size: png.length },
      });
      const uploadId: string = started.json().data.uploadId;
      await app.inject({ method: 'PUT', url: `/library/uploads/${uploadId}`, headers: bearer(ava), payload: { offset: 0, data: png.toString('base64') } });
      const finish = () => app.inject({ method: 'POST', url: `/library/uploads/${uploadId}/finish`, headers: bearer(ava) });
      const decodes = decodeGate.runs;
      for (const res of [await upload(app, png), await finish()]) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ success: false, error: 'The server is busy reading other images. Try again in 5 seconds.' });
      }
      expect(decodeGate.runs).toBe(decodes);
      held.splice(0).forEach((release) => release());
      await Promise.all(holding);
      // The raw upload is sent again; the chunked one, still there, is finished again.
      expect((await upload(app, png)).statusCode).toBe(200);
      expect((await finish()).statusCode).toBe(200);
    });
  });
});
