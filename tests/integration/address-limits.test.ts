import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ConfigError, loadConfig, type Config, type RateLimitConfig } from '../../server/config';
import { GraphClient, GraphError } from '../../server/platform/graph-client';
import { bearer, signIn, startStack, type Stack } from './harness';

// The infrastructure's lows (docs/security.md, docs/limits.md#rate-limits): TRUST_PROXY never amounts to trusting
// everyone; requests without a session and 401 answers are limited per address; the Graph client follows a next
// page only on the Graph API's own origin; /docs is off in production.

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

  async function appWith(figures: Partial<RateLimitConfig>, config: Partial<Config> = {}): Promise<FastifyInstance> {
    const deps = { ...stack.deps, config: { ...stack.config, ...config, rateLimits: { ...stack.config.rateLimits, ...figures } }, now: () => clock };
    const app = await buildApp({ deps });
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
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
    expect((await app.inject({ method: 'GET', url: '/library/folders', headers: bearer(ava), remoteAddress: '203.0.113.5' })).statusCode).toBe(200);
  });

  it('limits 401 answers per address: past the figure, every request of that address waits, a valid session too', async () => {
    const app = await appWith({ unauthorizedPerAddress: 3 });
    const guess = (n: number, remoteAddress = '198.51.100.20') =>
      app.inject({ method: 'GET', url: '/library/folders', headers: bearer(`guessed-session-token-${n}`), remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await guess(i)).statusCode).toBe(401);
    const over = await guess(3);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('600');
    expect(over.json()).toEqual({ success: false, error: 'Too many requests without a valid session. Try again in 10 minutes.' });
    expect((await app.inject({ method: 'GET', url: '/library/folders', headers: bearer(ava), remoteAddress: '198.51.100.20' })).statusCode).toBe(429);
    // The status poll's own 401s count the same.
    expect((await app.inject({ method: 'GET', url: '/dashboard/campaign-launches/x', remoteAddress: '198.51.100.20' })).statusCode).toBe(429);
    // Another address is not held back; the window's end opens it again.
    expect((await guess(4, '198.51.100.21')).statusCode).toBe(401);
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect((await app.inject({ method: 'GET', url: '/library/folders', headers: bearer(ava), remoteAddress: '198.51.100.20' })).statusCode).toBe(200);
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
    expect((await app.inject({ method: 'GET', url: '/library/folders', headers: bearer(ava), remoteAddress: office })).statusCode).toBe(200);
    expect((await poll(bearer(ava))).statusCode).toBe(404);
    // Requests without a token are held to the figure of requests without a session, which spares sessions.
    for (let i = 20; i < 50; i += 1) expect((await poll()).statusCode).toBe(401);
    expect((await poll({ authorization: 'Basic eA==' })).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/library/folders', headers: bearer(ava), remoteAddress: office })).statusCode).toBe(200);
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
