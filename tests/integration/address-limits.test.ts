import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { sealSessionToken } from '../../server/auth/session-token';
import { ConfigError, loadConfig, type Config, type RateLimitConfig } from '../../server/config';
import { GraphClient, GraphError } from '../../server/platform/graph-client';
import { bearer, EXTENSION_REDIRECT, newPkce, signIn, startStack, type Stack } from './harness';

// The infrastructure's lows (docs/security.md, docs/limits.md#rate-limits): TRUST_PROXY never amounts to trusting
// everyone, and production refuses a proxy it does not name; requests without a session are limited per address,
// decided by the route; 401 answers count per address only for tokens that prove themselves and are not live, and
// never hold back a live session; the Graph client follows a next page only on the Graph API's own origin; /docs is
// off in production.

describe('TRUST_PROXY', () => {
  const refusal = (value: string) => {
    try {
      loadConfig({ TRUST_PROXY: value });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    return 'accepted';
  };

  it.each([
    ['6', /TRUST_PROXY: must be 1 to 5 proxy hops/],
    ['99', /TRUST_PROXY: must be 1 to 5 proxy hops/],
    ['true', /"true" is not an address or a CIDR range/],
    ['*', /"\*" is not an address or a CIDR range/],
    ['0.0.0.0/0', /"0.0.0.0\/0" covers more than a \/8/],
    ['10.0.0.1, 10.0.0.0/7', /"10.0.0.0\/7" covers more than a \/8/],
    ['::/0', /"::\/0" covers more than a \/32/],
    ['2001:db8::/31', /"2001:db8::\/31" covers more than a \/32/],
    ['::ffff:0.0.0.0/96', /maps more than an IPv4 \/8/],
    ['0:0:0:0:0:ffff:0:0/100', /maps more than an IPv4 \/8/],
  ])('refuses %s: as good as trusting everyone', (value, expected) => {
    expect(refusal(value)).toMatch(expected);
  });

  it('takes a few hops, or the proxies by address or narrow range', () => {
    expect(loadConfig({ TRUST_PROXY: '5' }).trustProxy).toBe(5);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32, 192.0.2.7, ::ffff:10.0.0.0/104' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.7',
      '::ffff:10.0.0.0/104',
    ]);
  });
});

describe('per-address limits and /docs', () => {
  let stack: Stack;
  let ava: string;
  let clock = new Date();
  const apps: FastifyInstance[] = [];
  /** Statements that read or write the sessions table: a made-up token must cost none. */
  let sessionQueries = 0;

  async function appWith(figures: Partial<RateLimitConfig>, config: Partial<Config> = {}): Promise<FastifyInstance> {
    const deps = { ...stack.deps, config: { ...stack.config, ...config, rateLimits: { ...stack.config.rateLimits, ...figures } }, now: () => clock };
    const app = await buildApp({ deps });
    apps.push(app);
    return app;
  }
  /** A token with a valid tag whose session is not live (one that ended and was swept looks the same). */
  const endedToken = () => sealSessionToken(stack.deps, crypto.randomBytes(32));
  /** A token whose tag fails: what a guesser can make. */
  const madeUpToken = (n: number) => (n % 2 === 0 ? crypto.randomBytes(48).toString('base64url') : `made-up-session-token-${n}`);
  const folders = (app: FastifyInstance, token: string, remoteAddress: string) =>
    app.inject({ method: 'GET', url: '/library/folders', headers: bearer(token), remoteAddress });
  /** An image of Ava's library: its thumbnail's signed URL. */
  async function thumbnailUrl(app: FastifyInstance): Promise<URL> {
    const image = await app.inject({
      method: 'PUT',
      url: '/library/creatives/upload?name=Office',
      headers: { ...bearer(ava), 'content-type': 'image/png' },
      payload: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#363' } })
        .png()
        .toBuffer(),
    });
    expect(image.statusCode, image.body).toBe(200);
    return new URL(image.json().data.thumbnailUrl);
  }

  beforeAll(async () => {
    stack = await startStack({ queue: 'record', onQuery: (sql) => void (/"sessions"/.test(sql) && (sessionQueries += 1)) });
    ava = await signIn(stack, 'Ava Advertiser');
  });
  beforeEach(() => {
    clock = new Date(Math.max(clock.getTime(), Date.now()) + 11 * 60_000);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await stack?.close();
  });

  it('limits requests without a session per address', async () => {
    const app = await appWith({ unauthenticatedPerAddress: 3 });
    const anonymous = (remoteAddress: string, url = '/library/files/00000000-0000-4000-8000-000000000000/thumbnail?exp=1&sig=x') =>
      app.inject({ method: 'GET', url, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await anonymous('203.0.113.5')).statusCode).not.toBe(429);
    const over = await anonymous('203.0.113.5', '/no/such/route');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    expect(over.json()).toEqual({ success: false, error: 'Too many requests. Try again in 60 seconds.' });
    // The health check, another address and a request with a session from the same address go on.
    expect((await anonymous('203.0.113.5', '/health')).statusCode).toBe(200);
    expect((await anonymous('203.0.113.6')).statusCode).not.toBe(429);
    expect((await folders(app, ava, '203.0.113.5')).statusCode).toBe(200);
  });

  it('300 made-up tokens from an address cost no lookup and lock nothing: a live session from it is answered and a sign-in completes', async () => {
    const office = '198.51.100.10';
    const app = await appWith({});
    expect(stack.config.rateLimits.unauthorizedPerAddress).toBe(300);
    const before = sessionQueries;
    for (let i = 0; i < 300; i += 1) {
      const res = await folders(app, madeUpToken(i), office);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'Sign in to Salvo to continue.' });
    }
    expect(sessionQueries - before).toBe(0);
    // The status poll refuses them the same way, at no lookup either.
    expect(
      (await app.inject({ method: 'GET', url: '/dashboard/campaign-launches/x', headers: bearer(madeUpToken(300)), remoteAddress: office })).statusCode,
    ).toBe(401);
    expect(sessionQueries - before).toBe(0);
    // Not one counted as a 401 of the address: they are requests without a session.
    expect(await stack.database.query('SELECT hits FROM rate_limits WHERE key = $1', [`unauthorized:${office}`])).toEqual([]);
    expect((await stack.database.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [`unauthenticated:${office}`]))[0]?.hits).toBe(301);
    expect((await folders(app, ava, office)).statusCode).toBe(200);
    const signedIn = await signIn(stack, 'Ava Advertiser', app, office);
    expect((await folders(app, signedIn, office)).statusCode).toBe(200);
    ava = signedIn;
  });

  it('counts only looked-up tokens that are not live toward the 401 figure; past it only those wait, a live session is always answered', async () => {
    const office = '198.51.100.20';
    const app = await appWith({ unauthorizedPerAddress: 3 });
    for (let i = 0; i < 3; i += 1) expect((await folders(app, endedToken(), office)).statusCode).toBe(401);
    const over = await folders(app, endedToken(), office);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('600');
    expect(over.json()).toEqual({ success: false, error: 'Too many requests without a valid session. Try again in 10 minutes.' });
    // A signed-out session's token and a token of the old shape (looked up until those end) wait too, the status
    // poll's included.
    const signedOut = await signIn(stack, 'Sam Agency');
    expect((await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(signedOut) })).statusCode).toBe(200);
    expect((await folders(app, signedOut, office)).statusCode).toBe(429);
    expect((await folders(app, crypto.randomBytes(32).toString('base64url'), office)).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/dashboard/campaign-launches/x', headers: bearer(endedToken()), remoteAddress: office })).statusCode).toBe(
      429,
    );
    // A live session of the address is answered, the status poll too; a made-up token gets its 401.
    expect((await folders(app, ava, office)).statusCode).toBe(200);
    const poll = await app.inject({
      method: 'GET',
      url: '/dashboard/campaign-launches/00000000-0000-4000-8000-000000000000',
      headers: bearer(ava),
      remoteAddress: office,
    });
    expect(poll.statusCode).toBe(404);
    expect((await folders(app, madeUpToken(1), office)).statusCode).toBe(401);
    // Another address is not held back; the window's end opens it again.
    expect((await folders(app, endedToken(), '198.51.100.21')).statusCode).toBe(401);
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect((await folders(app, endedToken(), office)).statusCode).toBe(401);
  });

  it("counts no 401 of a request without a token: a signed-out extension's polls never hold back its address", async () => {
    const app = await appWith({ unauthorizedPerAddress: 3, unauthenticatedPerAddress: 50 });
    const office = '198.51.100.30';
    const poll = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/dashboard/campaign-launches/00000000-0000-4000-8000-000000000000', headers, remoteAddress: office });
    // A signed-out background polling its launches without a token, or with a header that holds no token.
    for (let i = 0; i < 10; i += 1) expect((await poll()).statusCode).toBe(401);
    for (let i = 0; i < 10; i += 1) expect((await poll({ authorization: 'Bearer signed-out' })).statusCode).toBe(401);
    // A session and a sign-in from the same address go on.
    expect((await folders(app, ava, office)).statusCode).toBe(200);
    expect((await poll(bearer(ava))).statusCode).toBe(404);
    // Requests without a token are held to the figure of requests without a session, which spares sessions.
    for (let i = 20; i < 50; i += 1) expect((await poll()).statusCode).toBe(401);
    expect((await poll({ authorization: 'Basic eA==' })).statusCode).toBe(429);
    expect((await folders(app, ava, office)).statusCode).toBe(200);
  });

  it('1,500 no-cors GETs from a web page of an address, then a sign-in from it is answered and its thumbnails load', async () => {
    const office = '198.51.100.40';
    const app = await appWith({});
    const thumbnail = await thumbnailUrl(app);
    // What a page open in the office sends (25 a second for a minute): simple GETs, no Origin, the browser's own
    // Fetch Metadata; to the sign-in, to made-up file URLs, to any path.
    const page = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };
    const targets = [
      `/auth/facebook/dialog?${new URLSearchParams({ redirectUri: EXTENSION_REDIRECT, state: 'state-of-a-web-page-0001', codeChallenge: newPkce().challenge })}`,
      `${thumbnail.pathname}?exp=${thumbnail.searchParams.get('exp')}&sig=made-up`,
      '/plans',
      `/facebook/data-deletion/${'0'.repeat(32)}`,
      '/facebook/adaccount/current?accountId=act_101',
      '/no/such/path',
    ];
    const answers = new Map<number, number>();
    for (let i = 0; i < 1500; i += 1) {
      const res = await app.inject({ method: 'GET', url: targets[i % targets.length]!, headers: page, remoteAddress: office });
      answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
    }
    // The sign-in refused its 250 uncounted; the other 1,250 spent the figure of requests without a session (1,200).
    expect(answers.get(403)).toBe(250);
    expect(stack.config.rateLimits.unauthenticatedPerAddress).toBe(1200);
    expect(answers.get(429)).toBe(50);
    expect(await stack.database.query('SELECT key FROM rate_limits WHERE key = $1', [`sign-in:${office}`])).toEqual([]);
    const signedIn = await signIn(stack, 'Ava Advertiser', app, office);
    expect((await folders(app, signedIn, office)).statusCode).toBe(200);
    ava = signedIn;
    // The thumbnail at its signed URL, in its own bucket.
    const served = await app.inject({ method: 'GET', url: `${thumbnail.pathname}${thumbnail.search}`, remoteAddress: office });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('counts a request to a route that takes no session per address, whatever its Authorization holds', async () => {
    const office = '198.51.100.50';
    const app = await appWith({ unauthenticatedPerAddress: 3, libraryFilesPerAddress: 2 });
    const signedFile = await thumbnailUrl(app);
    const file = (sig: string | null) =>
      app.inject({
        method: 'GET',
        url: `${signedFile.pathname}?exp=${signedFile.searchParams.get('exp')}&sig=${sig ?? signedFile.searchParams.get('sig')}`,
        headers: bearer(ava),
        remoteAddress: office,
      });
    // A signed file URL with a live session's bearer header: counted (here in the files' bucket, 2 a minute).
    expect((await file(null)).statusCode).toBe(200);
    expect((await file(null)).statusCode).toBe(200);
    expect((await file(null)).statusCode).toBe(429);
    // A made-up file URL, the plans page and an unknown path with that header: the figure of requests without a session.
    expect((await file('made-up')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/plans', headers: bearer(ava), remoteAddress: office })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/no/such/path', headers: bearer(ava), remoteAddress: office })).statusCode).toBe(404);
    const over = await app.inject({ method: 'GET', url: '/plans', headers: bearer(ava), remoteAddress: office });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, error: 'Too many requests. Try again in 60 seconds.' });
    // Routes that take a session count it per user, and go on.
    expect((await folders(app, ava, office)).statusCode).toBe(200);
  });

  it('refuses in production a request that came through a proxy TRUST_PROXY does not name, saying so in the log', async () => {
    const production = await appWith({}, { production: true, trustProxy: false });
    const forwarded = await production.inject({ method: 'GET', url: '/library/folders', headers: { ...bearer(ava), 'x-forwarded-for': '192.0.2.1' } });
    expect(forwarded.statusCode).toBe(503);
    expect(forwarded.json()).toEqual({
      success: false,
      error: 'This API is behind a proxy its configuration does not name (TRUST_PROXY). Its operator must set TRUST_PROXY.',
    });
    expect((await production.inject({ method: 'GET', url: '/library/folders', headers: bearer(ava) })).statusCode).toBe(200);
    // Named, or in development: the client's address comes from the header, as before.
    const named = await appWith({}, { production: true, trustProxy: 1 });
    expect((await named.inject({ method: 'GET', url: '/library/folders', headers: { ...bearer(ava), 'x-forwarded-for': '192.0.2.1' } })).statusCode).toBe(200);
    const development = await appWith({});
    expect((await development.inject({ method: 'GET', url: '/library/folders', headers: { ...bearer(ava), 'x-forwarded-for': '192.0.2.1' } })).statusCode).toBe(
      200,
    );
  });

  it('serves /docs in development only', async () => {
    const development = await appWith({});
    expect((await development.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    expect((await development.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
    const production = await appWith({}, { production: true });
    for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
      const res = await production.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe("the Graph client's next pages", () => {
  interface Seen {
    url: string;
    authorization: string | undefined;
  }
  const servers: http.Server[] = [];
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });
  async function serve(answer: (url: string) => unknown): Promise<{ url: string; seen: Seen[] }> {
    const seen: Seen[] = [];
    const server = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer(req.url ?? '')));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
  }

  it('follows paging.next on the Graph API, and never elsewhere (where the token would go)', async () => {
    const elsewhere = await serve(() => ({ data: [{ id: 'stolen' }] }));
    let graphUrl = '';
    const graph = await serve((url) => {
      if (url.includes('after=1')) return { data: [{ id: '3' }] };
      if (url.startsWith('/v25.0/act_1/campaigns2?')) return { data: [{ id: '2' }], paging: { next: `${elsewhere.url}/v25.0/act_1/campaigns?after=2` } };
      return { data: [{ id: '1' }], paging: { next: `${graphUrl}/v25.0/act_1/campaigns?after=1` } };
    });
    graphUrl = graph.url;
    const client = new GraphClient({ baseUrl: graph.url, version: 'v25.0', appSecret: 'secret' });
    // On its own origin: followed.
    expect(await client.getAll('act_1/campaigns', 'EAAtoken')).toEqual([{ id: '1' }, { id: '3' }]);
    // Elsewhere: refused, and nothing reaches it.
    const refused = await client.getAll('act_1/campaigns2', 'EAAtoken').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GraphError);
    expect((refused as GraphError).message).toBe('The next page is not on the Graph API');
    expect(elsewhere.seen).toEqual([]);
    expect(graph.seen.every((s) => s.authorization === 'Bearer EAAtoken')).toBe(true);
  });
});
