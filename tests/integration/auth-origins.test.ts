import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EXTENSION_ID } from '../../lib/contract/extension-id';
import { buildApp } from '../../server/app';
import { bearer, EXTENSION_REDIRECT, newPkce, signIn, startStack, type Stack } from './harness';

// /auth/* refused with a 403, before the rate limits count it, for a request with a web Origin: only the extension
// (chrome-extension://<an id of EXTENSION_IDS>) and API clients (no Origin) may call it (docs/security.md#cors).

const REFUSED = { success: false, error: 'Sign-in is only possible from the Salvo extension.' };
const WEB_ORIGINS = [
  'https://evil.example',
  'https://www.facebook.com',
  'null',
  'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
  'http://127.0.0.1:4000',
];

describe('/auth/* and the Origin header', () => {
  let stack: Stack;
  let app: FastifyInstance;
  let session: string;
  beforeAll(async () => {
    stack = await startStack();
    // Two sign-ins per address and window: a web page's requests must not use them up.
    app = await buildApp({
      deps: { ...stack.deps, config: { ...stack.config, rateLimits: { ...stack.config.rateLimits, signInPerAddress: 2, tokenSignInPerAddress: 2 } } },
    });
    session = await signIn(stack, 'Ava Advertiser');
  });
  afterAll(async () => {
    await app?.close();
    await stack?.close();
  });

  const dialogQuery = () => new URLSearchParams({ redirectUri: EXTENSION_REDIRECT, state: 'state-of-this-attempt-0001', codeChallenge: newPkce().challenge });
  const routes = (): InjectOptions[] => [
    { method: 'GET', url: `/auth/facebook/dialog?${dialogQuery()}` },
    { method: 'POST', url: '/auth/facebook/exchange', payload: { code: 'AQx', state: 'x', codeVerifier: newPkce().verifier, redirectUri: EXTENSION_REDIRECT } },
    { method: 'POST', url: '/auth/token', payload: { accessToken: 'EAAGnotARealTokenAtAll000000001' } },
    { method: 'GET', url: '/auth/me', headers: bearer(session) },
    { method: 'GET', url: '/auth/plan', headers: bearer(session) },
    { method: 'POST', url: '/auth/logout-all', headers: bearer(session) },
    { method: 'POST', url: '/auth/logout', headers: bearer(session) },
  ];
  const withOrigin = (req: InjectOptions, origin: string | undefined, remoteAddress = '203.0.113.9'): InjectOptions => ({
    ...req,
    remoteAddress,
    headers: { ...(req.headers as Record<string, string>), ...(origin ? { origin } : {}) },
  });

  it('refuses every /auth route with a web origin, another extension or "null", changing nothing', async () => {
    const before = await stack.database.query('SELECT key FROM rate_limits');
    for (const origin of WEB_ORIGINS) {
      for (const req of routes()) {
        const res = await stack.app.inject(withOrigin(req, origin));
        expect(res.statusCode, `${req.method} ${req.url} from ${origin}`).toBe(403);
        expect(res.json()).toEqual(REFUSED);
      }
    }
    // However the path to the route is spelt.
    for (const url of [`/%61uth/facebook/dialog?${dialogQuery()}`, '/%61uth/me', '/auth/me/']) {
      const res = await stack.app.inject({ method: 'GET', url, headers: { ...bearer(session), origin: 'https://evil.example' }, remoteAddress: '203.0.113.9' });
      expect(res.statusCode, url).toBe(403);
    }
    // Not counted anywhere, and the session they named is still live (logout was refused).
    expect(await stack.database.query('SELECT key FROM rate_limits')).toEqual(before);
    expect((await stack.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(session) })).statusCode).toBe(200);
  });

  it('answers the extension and API clients as before', async () => {
    for (const origin of [`chrome-extension://${DEV_EXTENSION_ID}`, undefined]) {
      expect((await stack.app.inject(withOrigin(routes()[0]!, origin))).statusCode).toBe(200);
      expect((await stack.app.inject(withOrigin(routes()[3]!, origin))).statusCode).toBe(200);
    }
  });

  it("does not count a web page's requests toward the sign-in limits of its visitors' address", async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < 20; i += 1) {
      expect((await app.inject(withOrigin(routes()[0]!, 'https://evil.example', address))).statusCode).toBe(403);
      expect((await app.inject(withOrigin(routes()[2]!, 'https://evil.example', address))).statusCode).toBe(403);
    }
    // The extension at that address still has its two sign-ins.
    const extension = `chrome-extension://${DEV_EXTENSION_ID}`;
    expect((await app.inject(withOrigin(routes()[0]!, extension, address))).statusCode).toBe(200);
    expect((await app.inject(withOrigin(routes()[0]!, extension, address))).statusCode).toBe(200);
    expect((await app.inject(withOrigin(routes()[0]!, extension, address))).statusCode).toBe(429);
    expect((await app.inject(withOrigin(routes()[2]!, undefined, address))).statusCode).toBe(401);
  });

  it("refuses what a browser marks as a web page's request without an Origin (a no-cors GET, an image, a form), uncounted", async () => {
    const address = '198.51.100.78';
    for (const site of ['cross-site', 'same-site', 'same-origin']) {
      for (let i = 0; i < 5; i += 1) {
        const res = await app.inject({ ...routes()[0]!, headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'no-cors' }, remoteAddress: address });
        expect(res.statusCode, site).toBe(403);
        expect(res.json()).toEqual(REFUSED);
      }
    }
    // An address typed in the browser (Sec-Fetch-Site: none), an API client (neither header) and the extension at that
    // address have their two sign-ins, whatever it says of the site.
    expect((await app.inject({ ...routes()[0]!, headers: { 'sec-fetch-site': 'none' }, remoteAddress: address })).statusCode).toBe(200);
    const extension = { origin: `chrome-extension://${DEV_EXTENSION_ID}`, 'sec-fetch-site': 'cross-site' };
    expect((await app.inject({ ...routes()[0]!, headers: extension, remoteAddress: address })).statusCode).toBe(200);
    expect((await app.inject({ ...routes()[0]!, remoteAddress: address })).statusCode).toBe(429);
  });

  it('leaves the other routes to CORS', async () => {
    expect((await stack.app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
  });
});
