import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EXTENSION_REDIRECT_URI } from '../index';
import type { Harness, Json } from '../testing';
import { startSim } from '../testing';
import { URL_BLOCKED } from './dialog';

// The login dialog in Strict Mode (only the app's registered redirect URIs) and PKCE at the code exchange.

const OTHER_APP = { id: '5550001111', secret: 'other-app-secret', redirectUris: ['https://attacker.example/cb'] };

let h: Harness;
beforeAll(async () => {
  h = await startSim({ otherApps: [OTHER_APP] });
});
afterAll(async () => {
  await h.sim.close();
});

const pkce = () => {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
};

function dialogUrl(params: Record<string, string>): string {
  const u = new URL(`${h.url}/v25.0/dialog/oauth`);
  const all = { client_id: h.fx.app.id, redirect_uri: DEV_EXTENSION_REDIRECT_URI, state: 'st', scope: 'ads_management', ...params };
  for (const [k, v] of Object.entries(all)) u.searchParams.set(k, v);
  return u.toString();
}

/** Approves the dialog as the advertiser (sim_user) and answers the redirect's location, or the error page. */
async function approve(params: Record<string, string>): Promise<{ status: number; location: URL | null; html: string }> {
  const res = await fetch(dialogUrl({ ...params, sim_user: h.advertiser.id }), { redirect: 'manual' });
  const location = res.headers.get('location');
  return { status: res.status, location: location ? new URL(location) : null, html: await res.text() };
}

/** The exchange as a server makes it: POST with a form body, the secret never in the URL. */
async function exchange(params: Record<string, string>): Promise<{ status: number; body: Json }> {
  const form = new URLSearchParams({ client_id: h.fx.app.id, client_secret: h.fx.app.secret, redirect_uri: DEV_EXTENSION_REDIRECT_URI, ...params });
  const res = await fetch(`${h.url}/v25.0/oauth/access_token`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('Strict Mode: registered redirect URIs only', () => {
  it("registers the development extension's chromiumapp.org redirect by default", () => {
    expect(h.fx.app.redirectUris).toEqual([DEV_EXTENSION_REDIRECT_URI]);
  });

  it.each([
    ['another host', 'https://attacker.example/cb'],
    ['another extension', 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/oauth'],
    ['another path', DEV_EXTENSION_REDIRECT_URI.replace('/oauth', '/other')],
    ['an added query', `${DEV_EXTENSION_REDIRECT_URI}?next=x`],
    ["the API's old callback", 'http://127.0.0.1:4000/auth/facebook/callback'],
  ])('refuses %s with the "URL blocked" page, showing no consent and issuing no code', async (_name, redirectUri) => {
    const shown = await fetch(dialogUrl({ redirect_uri: redirectUri }));
    expect(shown.status).toBe(400);
    const html = await shown.text();
    expect(html).toContain(URL_BLOCKED.replace(/'/g, '&#39;'));
    expect(html).not.toContain('Continue as');
    const approved = await approve({ redirect_uri: redirectUri });
    expect(approved.status).toBe(400);
    expect(approved.location).toBeNull();
    // The consent form cannot be posted around the check either.
    const posted = await fetch(`${h.url}/dialog/oauth`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: h.fx.app.id, redirect_uri: redirectUri, user_id: h.advertiser.id }),
      redirect: 'manual',
    });
    expect(posted.status).toBe(400);
  });

  it("accepts another app's own registered redirect, for that app only", async () => {
    const ok = await approve({ client_id: OTHER_APP.id, redirect_uri: OTHER_APP.redirectUris[0]! });
    expect(ok.status).toBe(302);
    expect(ok.location?.origin).toBe('https://attacker.example');
    expect((await approve({ client_id: OTHER_APP.id })).status).toBe(400);
  });

  it('can register other redirect URIs through /__sim/config', async () => {
    const extra = 'https://ponmlkjihgfedcbaponmlkjihgfedcba.chromiumapp.org/oauth';
    const set = (redirectUris: string[]) =>
      fetch(`${h.url}/__sim/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ redirectUris }) });
    expect((await set([DEV_EXTENSION_REDIRECT_URI, extra])).status).toBe(200);
    expect((await approve({ redirect_uri: extra })).status).toBe(302);
    await set([DEV_EXTENSION_REDIRECT_URI]);
    expect((await approve({ redirect_uri: extra })).status).toBe(400);
    expect((await set(['not a url'])).status).toBe(400);
  });
});

describe('PKCE', () => {
  it('carries the challenge through the consent form', async () => {
    const { challenge } = pkce();
    const html = await (await fetch(dialogUrl({ code_challenge: challenge, code_challenge_method: 'S256' }))).text();
    expect(html).toContain(`<input type="hidden" name="code_challenge" value="${challenge}">`);
    expect(html).toContain('<input type="hidden" name="code_challenge_method" value="S256">');
  });

  it('exchanges a code once, with the verifier of its S256 challenge, as a POST with a form body', async () => {
    const { verifier, challenge } = pkce();
    const code = (await approve({ code_challenge: challenge, code_challenge_method: 'S256' })).location?.searchParams.get('code') ?? '';
    const first = await exchange({ code, code_verifier: verifier });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token_type: 'bearer' });
    expect((await h.get('me', {}, String(first.body.access_token))).body.id).toBe(h.advertiser.id);
    const again = await exchange({ code, code_verifier: verifier });
    expect(again.body.error).toMatchObject({ type: 'OAuthException', code: 100, error_subcode: 36009 });
  });

  it('refuses a wrong or missing verifier with the platform error shape, and keeps the code for its owner', async () => {
    const { verifier, challenge } = pkce();
    const code = (await approve({ code_challenge: challenge, code_challenge_method: 'S256' })).location?.searchParams.get('code') ?? '';
    for (const wrong of [{ code_verifier: pkce().verifier }, {}, { code_verifier: 'short' }] as Record<string, string>[]) {
      const res = await exchange({ code, ...wrong });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ type: 'OAuthException', code: 100 });
      expect(res.body.error.message).toContain('code_verifier');
      expect(res.body.error.fbtrace_id).toBeTruthy();
    }
    expect((await exchange({ code, code_verifier: verifier })).status).toBe(200);
  });

  it('checks a plain challenge as the verifier itself', async () => {
    const { verifier } = pkce();
    const code = (await approve({ code_challenge: verifier, code_challenge_method: 'plain' })).location?.searchParams.get('code') ?? '';
    expect((await exchange({ code, code_verifier: `${verifier}x` })).status).toBe(400);
    expect((await exchange({ code, code_verifier: verifier })).status).toBe(200);
  });

  it('refuses a malformed challenge or an unknown method at the dialog', async () => {
    expect((await approve({ code_challenge: 'short', code_challenge_method: 'S256' })).html).toContain('Invalid code_challenge');
    expect((await approve({ code_challenge: pkce().challenge, code_challenge_method: 'S512' })).html).toContain('Invalid code_challenge_method');
  });

  it("refuses a code of another app as unknown, even with that app's verifier", async () => {
    const { verifier, challenge } = pkce();
    const other = await approve({
      client_id: OTHER_APP.id,
      redirect_uri: OTHER_APP.redirectUris[0]!,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const code = other.location?.searchParams.get('code') ?? '';
    expect(code).toMatch(/^AQ/);
    const res = await exchange({ code, code_verifier: verifier });
    expect(res.body.error).toMatchObject({ code: 100, error_subcode: 36007 });
    // Its own app may exchange it.
    const own = await exchange({
      code,
      code_verifier: verifier,
      client_id: OTHER_APP.id,
      client_secret: OTHER_APP.secret,
      redirect_uri: OTHER_APP.redirectUris[0]!,
    });
    expect(own.status).toBe(200);
  });
});
