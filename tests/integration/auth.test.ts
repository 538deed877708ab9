import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EXTENSION_ID } from '../../lib/contract/extension-id';
import { buildApp } from '../../server/app';
import { GraphClient } from '../../server/platform/graph-client';
import { bearer, dialogUrl, EXTENSION_REDIRECT, newPkce, passLoginDialog, signIn, startStack, type Stack } from './harness';

// The extension's sign-in (docs/security.md "Sign-in"): GET /auth/facebook/dialog, the platform's dialog, POST
// /auth/facebook/exchange with the code, the dialog's state and the PKCE verifier (the state's own checks:
// auth-pkce.test.ts).

const SECOND_EXTENSION = 'ponmlkjihgfedcbaponmlkjihgfedcba';
const SECOND_REDIRECT = `https://${SECOND_EXTENSION}.chromiumapp.org/oauth`;
const OTHER_APP = { id: '5550001111', secret: 'other-app-secret', redirectUris: [EXTENSION_REDIRECT] };

describe('sign-in for the extension', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      env: { EXTENSION_IDS: `${DEV_EXTENSION_ID},${SECOND_EXTENSION}` },
      sim: { app: { id: '1234567890', secret: 'sim-app-secret', redirectUris: [EXTENSION_REDIRECT, SECOND_REDIRECT] }, otherApps: [OTHER_APP] },
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  const state = () => crypto.randomBytes(16).toString('base64url');
  const exchange = (payload: object) => stack.app.inject({ method: 'POST', url: '/auth/facebook/exchange', payload });
  const platformExchanges = async () =>
    ((await (await fetch(`${stack.simUrl}/__sim/requests?path=/oauth/access_token`)).json()) as { data: unknown[] }).data.length;
  /** A code of the platform's dialog for `pkce`, approved by `userName`, with the state the redirect carried. */
  const codeFor = async (pkce: { challenge: string }, userName = 'Ava Advertiser', redirectUri = EXTENSION_REDIRECT) => {
    const back = new URL(await passLoginDialog(await dialogUrl(stack, pkce, state(), redirectUri), userName));
    return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  };

  it("builds the platform's dialog URL for the extension's redirect, state and PKCE challenge", async () => {
    const pkce = newPkce();
    const dialog = new URL(await dialogUrl(stack, pkce, 'state-of-the-extension-1'));
    expect(`${dialog.origin}${dialog.pathname}`).toBe(`${stack.simUrl}/${stack.config.graphApiVersion}/dialog/oauth`);
    expect(Object.fromEntries(dialog.searchParams)).toEqual({
      client_id: '1234567890',
      redirect_uri: EXTENSION_REDIRECT,
      state: expect.stringMatching(new RegExp(`^state-of-the-extension-1\\.\\d+\\.${pkce.challenge}\\.[A-Za-z0-9_-]{43}$`)),
      scope: 'ads_management,leads_retrieval,catalog_management',
      response_type: 'code',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code and its verifier for a session, once', async () => {
    const user = stack.fx.users[0]!;
    const pkce = newPkce();
    const signed = await codeFor(pkce, user.name);
    const res = await exchange({ ...signed, codeVerifier: pkce.verifier, redirectUri: EXTENSION_REDIRECT });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ token: string; expiresAt: string; user: { id: string; name: string } }>();
    expect(body.user.name).toBe(user.name);
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    expect(res.body).not.toContain(user.accessToken);
    const me = await stack.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(body.token) });
    expect(me.json()).toEqual({ user: body.user });

    const again = await exchange({ ...signed, codeVerifier: pkce.verifier, redirectUri: EXTENSION_REDIRECT });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ code: ['This sign-in code was already used. Sign in again from Salvo.'] });
  });

  it('refuses a wrong verifier, naming codeVerifier; the code stays good for its owner', async () => {
    const pkce = newPkce();
    const signed = await codeFor(pkce);
    const wrong = await exchange({ ...signed, codeVerifier: newPkce().verifier, redirectUri: EXTENSION_REDIRECT });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      fields: { codeVerifier: ['The code verifier does not match this sign-in. Sign in again from Salvo.'] },
    });
    expect((await exchange({ ...signed, codeVerifier: pkce.verifier, redirectUri: EXTENSION_REDIRECT })).statusCode).toBe(200);
  });

  it('refuses a redirect of an extension not in EXTENSION_IDS before asking the platform', async () => {
    const before = await platformExchanges();
    const foreign = 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/oauth';
    for (const redirectUri of [foreign, 'https://attacker.example/cb', `${EXTENSION_REDIRECT}/x`, 'http://salvo.test/auth/facebook/callback']) {
      const dialog = await stack.app.inject({
        method: 'GET',
        url: '/auth/facebook/dialog',
        query: { redirectUri, state: state(), codeChallenge: newPkce().challenge },
      });
      expect(dialog.statusCode).toBe(400);
      expect(dialog.json().fields.redirectUri[0]).toContain('This extension is not registered with this Salvo API');
      const pkce = newPkce();
      const res = await exchange({ code: 'AQsomething', state: (await codeFor(pkce)).state, codeVerifier: pkce.verifier, redirectUri });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['redirectUri']);
    }
    expect(await platformExchanges()).toBe(before);
  });

  it('refuses a code issued for another registered extension, naming redirectUri', async () => {
    const pkce = newPkce();
    const signed = await codeFor(pkce, 'Ava Advertiser', SECOND_REDIRECT);
    // With a state of this extension's own sign-in, the platform refuses it for its redirect.
    const own = await codeFor(pkce);
    const res = await exchange({ code: signed.code, state: own.state, codeVerifier: pkce.verifier, redirectUri: EXTENSION_REDIRECT });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['redirectUri']);
    // With its own state the API refuses it first: the state was made for the other redirect.
    const stateOfOther = await exchange({ ...signed, codeVerifier: pkce.verifier, redirectUri: EXTENSION_REDIRECT });
    expect(Object.keys(stateOfOther.json().fields)).toEqual(['state']);
    expect((await exchange({ ...signed, codeVerifier: pkce.verifier, redirectUri: SECOND_REDIRECT })).statusCode).toBe(200);
  });

  it('refuses a code for another app, naming code', async () => {
    const pkce = newPkce();
    const url = new URL(await dialogUrl(stack, pkce, state()));
    url.searchParams.set('client_id', OTHER_APP.id);
    const back = new URL(await passLoginDialog(url.toString(), 'Ava Advertiser'));
    const code = back.searchParams.get('code') ?? '';
    expect(code).toMatch(/^AQ/);
    const res = await exchange({ code, state: back.searchParams.get('state'), codeVerifier: pkce.verifier, redirectUri: EXTENSION_REDIRECT });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ code: ['Facebook did not accept this sign-in code for this app. Sign in again from Salvo.'] });
  });

  it('refuses malformed requests with the field named', async () => {
    const short = await exchange({ code: 'AQx', codeVerifier: 'short', redirectUri: EXTENSION_REDIRECT });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('codeVerifier');
    const noCode = await exchange({ codeVerifier: newPkce().verifier, redirectUri: EXTENSION_REDIRECT });
    expect(noCode.json().fields).toHaveProperty('code');
    const badChallenge = await stack.app.inject({
      method: 'GET',
      url: '/auth/facebook/dialog',
      query: { redirectUri: EXTENSION_REDIRECT, state: state(), codeChallenge: 'x' },
    });
    expect(badChallenge.json().fields).toHaveProperty('codeChallenge');
    const badState = await stack.app.inject({
      method: 'GET',
      url: '/auth/facebook/dialog',
      query: { redirectUri: EXTENSION_REDIRECT, state: 'a b', codeChallenge: newPkce().challenge },
    });
    expect(badState.json().fields).toHaveProperty('state');
  });

  it('sends the app secret to the platform in POST bodies only, never in a URL', async () => {
    const urls: string[] = [];
    const bodies: string[] = [];
    const recording: typeof fetch = async (input, init) => {
      urls.push(String(input));
      bodies.push(String(init?.body ?? ''));
      return fetch(input, init);
    };
    const graph = new GraphClient({ baseUrl: stack.simUrl, version: 'v25.0', appSecret: stack.config.platformAppSecret, fetch: recording });
    const app = await buildApp({ deps: { ...stack.deps, graph } });
    try {
      const pkce = newPkce();
      const signed = await codeFor(pkce);
      const res = await app.inject({
        method: 'POST',
        url: '/auth/facebook/exchange',
        payload: { ...signed, codeVerifier: pkce.verifier, redirectUri: EXTENSION_REDIRECT },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    expect(urls.filter((u) => u.includes('oauth/access_token'))).toHaveLength(2);
    for (const url of urls) expect(url).not.toContain(stack.config.platformAppSecret);
    expect(bodies.filter((b) => b.includes(`client_secret=${stack.config.platformAppSecret}`))).toHaveLength(2);
  });

  it('has no routes of the old sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/auth/facebook/start?challenge=x'],
      ['GET', '/auth/facebook/callback?state=x&code=y'],
      ['POST', '/auth/claim'],
    ] as const) {
      expect((await stack.app.inject({ method, url, payload: method === 'POST' ? { verifier: newPkce().verifier } : undefined })).statusCode).toBe(404);
    }
  });

  it('stores the session token hashed and the platform token encrypted', async () => {
    const user = stack.fx.users[0]!;
    const token = await signIn(stack, user.name);
    const sessions = await stack.database.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(sessions.some((s) => s.token_hash === token)).toBe(false);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
    const connections = await stack.database.query<{ access_token_encrypted: string }>('SELECT access_token_encrypted FROM platform_connections');
    expect(connections.length).toBeGreaterThan(0);
    for (const c of connections) expect(c.access_token_encrypted).not.toContain(user.accessToken);
  });

  it('signs out: the token stops working', async () => {
    const token = await signIn(stack, stack.fx.users[0]!.name);
    expect((await stack.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await stack.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});
