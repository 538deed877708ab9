import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newVerifier, passLoginDialog, signIn, startStack, type Stack } from './harness';

describe('sign-in for the extension', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('goes through the platform dialog and hands the session token once, to the holder of the verifier', async () => {
    const user = stack.fx.users[0]!;
    const { verifier, challenge } = newVerifier();
    const start = await stack.app.inject({ method: 'GET', url: `/auth/facebook/start?challenge=${challenge}` });
    expect(start.statusCode).toBe(302);
    const dialog = new URL(String(start.headers.location));
    expect(dialog.origin).toBe(stack.simUrl);
    expect(dialog.pathname).toBe('/v25.0/dialog/oauth');
    expect(dialog.searchParams.get('client_id')).toBe('1234567890');
    expect(dialog.searchParams.get('redirect_uri')).toBe('http://salvo.test/auth/facebook/callback');
    expect(dialog.searchParams.get('scope')).toBe('ads_management,ads_read,business_management,pages_show_list,leads_retrieval,catalog_management');

    // Before the dialog: pending.
    expect((await stack.app.inject({ method: 'POST', url: '/auth/claim', payload: { verifier } })).json()).toEqual({ status: 'pending' });

    const callback = new URL(await passLoginDialog(dialog.toString(), user.name));
    expect(callback.pathname).toBe('/auth/facebook/callback');
    const page = await stack.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Signed in to Salvo</title>');
    expect(page.body).toContain('You can close this tab and return to Ads Manager.');
    expect(page.body).not.toContain(user.accessToken);

    // Another verifier gets nothing.
    const stranger = await stack.app.inject({ method: 'POST', url: '/auth/claim', payload: { verifier: newVerifier().verifier } });
    expect(stranger.statusCode).toBe(404);

    const claim = await stack.app.inject({ method: 'POST', url: '/auth/claim', payload: { verifier } });
    expect(claim.statusCode).toBe(200);
    const body = claim.json<{ status: string; token: string; expiresAt: string; user: { id: string; name: string } }>();
    expect(body.status).toBe('complete');
    expect(body.user.name).toBe(user.name);
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    // Only once.
    expect((await stack.app.inject({ method: 'POST', url: '/auth/claim', payload: { verifier } })).statusCode).toBe(410);
    // The callback cannot be replayed.
    expect((await stack.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` })).statusCode).toBe(400);

    const me = await stack.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: body.user });
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

  it('a cancelled dialog ends the pending sign-in', async () => {
    const { verifier, challenge } = newVerifier();
    const start = await stack.app.inject({ method: 'GET', url: `/auth/facebook/start?challenge=${challenge}` });
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const page = await stack.app.inject({ method: 'GET', url: `/auth/facebook/callback?error=access_denied&error_reason=user_denied&state=${state}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Sign-in cancelled');
    expect((await stack.app.inject({ method: 'POST', url: '/auth/claim', payload: { verifier } })).statusCode).toBe(400);
  });

  it('refuses a malformed challenge', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/auth/facebook/start?challenge=short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('challenge');
  });
});
