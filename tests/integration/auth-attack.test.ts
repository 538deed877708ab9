import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { URL_BLOCKED } from '../../sim/oauth/dialog';
import { dialogUrl, EXTENSION_REDIRECT, newPkce, passLoginDialog, stackForBlock } from './harness';

// The sign-in attack (docs/security.md "Why the login-link attack fails"): an attacker starts a
// sign-in with their own PKCE pair, sends the login link to a victim, the victim approves. Before, the
// attacker then claimed the victim's session. Now the platform sends the code to the extension's chromiumapp.org
// redirect, which only that extension's launchWebAuthFlow receives, and no route hands out a session without it.

describe('the login-link attack', () => {
  const { stack } = stackForBlock();

  const count = async (table: 'sessions' | 'platform_connections') =>
    Number((await stack.database.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]?.n);
  /** Codes the platform exchanged for a token. */
  const platformExchanges = async () =>
    ((await (await fetch(`${stack.simUrl}/__sim/requests?path=/oauth/access_token`)).json()) as { data: Array<{ status: number }> }).data.filter(
      (r) => r.status === 200,
    ).length;

  it("gives the attacker nothing when the victim approves the attacker's link", async () => {
    const attacker = newPkce();
    const link = await dialogUrl(stack, attacker, crypto.randomBytes(16).toString('base64url'));
    const before = { sessions: await count('sessions'), connections: await count('platform_connections'), exchanges: await platformExchanges() };

    // The victim opens the link and approves: the platform sends the code to the extension's redirect, a URL no
    // server receives (outside the extension's own launchWebAuthFlow, Chrome does not even load it).
    const landed = new URL(await passLoginDialog(link, 'Ava Advertiser'));
    expect(`${landed.origin}${landed.pathname}`).toBe(EXTENSION_REDIRECT);
    expect(landed.hostname.endsWith('.chromiumapp.org')).toBe(true);

    // Every public route, tried by the attacker with what they hold (their verifier, their state).
    const attempts = [
      await stack.app.inject({ method: 'POST', url: '/auth/claim', payload: { verifier: attacker.verifier } }),
      await stack.app.inject({ method: 'GET', url: `/auth/facebook/callback?state=x&code=y` }),
      await stack.app.inject({ method: 'POST', url: '/auth/facebook/exchange', payload: { codeVerifier: attacker.verifier, redirectUri: EXTENSION_REDIRECT } }),
      await stack.app.inject({
        method: 'POST',
        url: '/auth/facebook/exchange',
        payload: { code: 'AQguessed', codeVerifier: attacker.verifier, redirectUri: EXTENSION_REDIRECT },
      }),
      await stack.app.inject({ method: 'POST', url: '/auth/token', payload: { accessToken: `EAAG${attacker.verifier}` } }),
    ];
    expect(attempts.map((a) => a.statusCode)).toEqual([404, 404, 400, 400, 401]);
    for (const attempt of attempts) expect(attempt.body).not.toMatch(/"token"/);

    // No session, no platform connection, no code exchanged for a token.
    expect(await count('sessions')).toBe(before.sessions);
    expect(await count('platform_connections')).toBe(before.connections);
    expect(await platformExchanges()).toBe(before.exchanges);
  });

  it("cannot send the code to the attacker's own host: the API and the platform's Strict Mode refuse the redirect", async () => {
    const attacker = newPkce();
    const redirectUri = 'https://attacker.example/cb';
    const dialog = await stack.app.inject({
      method: 'GET',
      url: '/auth/facebook/dialog',
      query: { redirectUri, state: 'attacker-state-0001', codeChallenge: attacker.challenge },
    });
    expect(dialog.statusCode).toBe(400);
    expect(Object.keys(dialog.json().fields)).toEqual(['redirectUri']);

    // A link made by hand, straight to the platform, with the app's id.
    const byHand = new URL(await dialogUrl(stack, attacker, 'attacker-state-0001'));
    byHand.searchParams.set('redirect_uri', redirectUri);
    const shown = await fetch(byHand);
    expect(shown.status).toBe(400);
    const html = await shown.text();
    expect(html).toContain(URL_BLOCKED.replace(/'/g, '&#39;'));
    expect(html).not.toContain('Continue as');
  });

  it('refuses a code captured from a real sign-in without its verifier, before asking the platform; the extension still finishes', async () => {
    const extension = newPkce();
    // The redirect's URL, captured: its code and its state.
    const captured = new URL(await passLoginDialog(await dialogUrl(stack, extension, crypto.randomBytes(16).toString('base64url')), 'Sam Agency')).searchParams;
    const signed = { code: captured.get('code') ?? '', state: captured.get('state') ?? '' };
    const asked = async () => ((await (await fetch(`${stack.simUrl}/__sim/requests?path=/oauth/access_token`)).json()) as { data: unknown[] }).data.length;
    const before = await asked();
    const stolen = await stack.app.inject({
      method: 'POST',
      url: '/auth/facebook/exchange',
      payload: { ...signed, codeVerifier: newPkce().verifier, redirectUri: EXTENSION_REDIRECT },
    });
    expect(stolen.statusCode).toBe(400);
    expect(Object.keys(stolen.json().fields)).toEqual(['codeVerifier']);
    expect(await asked()).toBe(before);
    const own = await stack.app.inject({
      method: 'POST',
      url: '/auth/facebook/exchange',
      payload: { ...signed, codeVerifier: extension.verifier, redirectUri: EXTENSION_REDIRECT },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().user.name).toBe('Sam Agency');
  });
});
