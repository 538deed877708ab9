import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EXTENSION_REDIRECT_URI } from '../index';
import type { Harness } from '../testing';
import { startSim } from '../testing';

let h: Harness;
beforeAll(async () => {
  h = await startSim();
});
afterAll(async () => {
  await h.sim.close();
});

const REDIRECT = DEV_EXTENSION_REDIRECT_URI;

function dialogUrl(prefix = '', extra: Record<string, string> = {}): string {
  const u = new URL(`${h.url}${prefix}/dialog/oauth`);
  u.searchParams.set('client_id', h.fx.app.id);
  u.searchParams.set('redirect_uri', REDIRECT);
  u.searchParams.set('state', 'xyz');
  u.searchParams.set('scope', 'ads_management,ads_read,business_management');
  for (const [k, v] of Object.entries(extra)) u.searchParams.set(k, v);
  return u.toString();
}

/** Submits the consent form of the given user, as clicking "Continue as {name}" does. */
async function consent(userId: string, redirectUri = REDIRECT, scope = 'ads_management,ads_read'): Promise<URL> {
  const form = new URLSearchParams({ client_id: h.fx.app.id, redirect_uri: redirectUri, state: 'xyz', scope, user_id: userId });
  const res = await fetch(`${h.url}/dialog/oauth`, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

async function exchange(code: string, overrides: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const u = new URL(`${h.url}/v25.0/oauth/access_token`);
  const params = { client_id: h.fx.app.id, client_secret: h.fx.app.secret, redirect_uri: REDIRECT, code, ...overrides };
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  const res = await fetch(u);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('login dialog', () => {
  it.each(['', '/v25.0', '/v24.0'])('shows one "Continue as" button per seeded user under "%s"', async (prefix) => {
    const res = await fetch(dialogUrl(prefix));
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const u of h.fx.users) expect(html).toContain(`<button type="submit">Continue as ${u.name.replace(/'/g, '&#39;')}</button>`);
    expect(html).toContain('<form method="post"');
    expect(html).toContain('<main>');
  });

  it('refuses an unknown client_id with an error page', async () => {
    const res = await fetch(dialogUrl('', { client_id: '999' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Invalid App ID');
  });

  it('redirects to redirect_uri with a code and the state after consent', async () => {
    const loc = await consent(h.advertiser.id);
    expect(`${loc.origin}${loc.pathname}`).toBe(REDIRECT);
    expect(loc.searchParams.get('state')).toBe('xyz');
    expect(loc.searchParams.get('code')).toMatch(/^AQ/);
  });

  it('approves at once with sim_user (for tests that do not click)', async () => {
    const res = await fetch(dialogUrl('', { sim_user: h.agency.id }), { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
  });
});

describe('code exchange and tokens', () => {
  it('exchanges a code once for a token of the consenting user', async () => {
    const code = (await consent(h.agency.id)).searchParams.get('code') ?? '';
    const first = await exchange(code);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token_type: 'bearer' });
    expect(typeof first.body.expires_in).toBe('number');
    const me = await h.get('me', {}, String(first.body.access_token));
    expect(me.body).toEqual({ id: h.agency.id, name: h.agency.name });

    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 100, error_subcode: 36009 });
  });

  it('binds the code to its redirect_uri', async () => {
    const code = (await consent(h.advertiser.id)).searchParams.get('code') ?? '';
    const res = await exchange(code, { redirect_uri: 'http://evil.example/cb' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 100, error_subcode: 36008 });
  });

  it('rejects a wrong client secret with a Graph error', async () => {
    const code = (await consent(h.advertiser.id)).searchParams.get('code') ?? '';
    const res = await exchange(code, { client_secret: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'OAuthException', message: 'Error validating client secret.' });
  });

  it('issues a long-lived token for fb_exchange_token', async () => {
    const u = new URL(`${h.url}/v25.0/oauth/access_token`);
    for (const [k, v] of Object.entries({
      grant_type: 'fb_exchange_token',
      client_id: h.fx.app.id,
      client_secret: h.fx.app.secret,
      fb_exchange_token: h.advertiser.accessToken,
    }))
      u.searchParams.set(k, v);
    const body = (await (await fetch(u)).json()) as { access_token: string; expires_in: number };
    expect(body.expires_in).toBeGreaterThanOrEqual(60 * 24 * 3600);
    expect((await h.get('me', {}, body.access_token)).body.id).toBe(h.advertiser.id);
  });

  it('describes a token with debug_token', async () => {
    const res = await h.get('debug_token', { input_token: h.agency.accessToken }, `${h.fx.app.id}|${h.fx.app.secret}`);
    expect(res.body.data).toMatchObject({ app_id: h.fx.app.id, type: 'USER', is_valid: true, user_id: h.agency.id });
    expect(res.body.data.scopes).toContain('ads_management');
    expect(res.body.data).toHaveProperty('expires_at');
  });

  it("describes a token with debug_token asked as a batch's operation with the app's token, the inspected token in the POST body", async () => {
    const batch = JSON.stringify([{ method: 'GET', relative_url: `debug_token?input_token=${encodeURIComponent(h.agency.accessToken)}` }]);
    const res = await h.post('', { batch, include_headers: false }, `${h.fx.app.id}|${h.fx.app.secret}`);
    expect(res.status).toBe(200);
    const [item] = res.body as unknown as Array<{ code: number; body: string }>;
    expect(item!.code).toBe(200);
    expect(JSON.parse(item!.body).data).toMatchObject({ app_id: h.fx.app.id, type: 'USER', is_valid: true, user_id: h.agency.id });
    // Another app's secret is no token of this app.
    const wrong = await h.post('', { batch }, `${h.fx.app.id}|not-the-secret`);
    expect(wrong.body.error.code).toBe(190);
  });

  it('grants only the scopes asked for in the dialog', async () => {
    const code = (await consent(h.advertiser.id)).searchParams.get('code') ?? '';
    const token = String((await exchange(code)).body.access_token);
    const res = await h.get('debug_token', { input_token: token }, token);
    expect(res.body.data.scopes).toEqual(['ads_management', 'ads_read']);
  });
});

describe('permissions', () => {
  it("needs ads_management to write, and the edge's own permission for pages, businesses and lead forms", async () => {
    const code = (await consent(h.agency.id, REDIRECT, 'ads_read')).searchParams.get('code') ?? '';
    const token = String((await exchange(code)).body.access_token);
    expect((await h.get('act_201/campaigns', {}, token)).status).toBe(200);
    const write = await h.post(
      'act_201/campaigns',
      { name: 'x', objective: 'OUTCOME_SALES', special_ad_categories: [], is_adset_budget_sharing_enabled: false },
      token,
    );
    expect(write.body.error).toMatchObject({ code: 200 });
    expect(write.body.error.message).toContain('ads_management');
    expect((await h.get('me/accounts', {}, token)).body.error.code).toBe(200);
    expect((await h.get('me/businesses', {}, token)).body.error.message).toContain('business_management');
    const page = h.fx.pages.find((p) => p.hasLeadForms && p.adAccountIds.includes('act_201'));
    expect((await h.get(`${page?.id ?? ''}/leadgen_forms`, {}, token)).body.error.message).toContain('leads_retrieval');
    const perms = await h.get('me/permissions', {}, token);
    expect(perms.body.data).toEqual([{ permission: 'ads_read', status: 'granted' }]);
  });
});

describe('token errors', () => {
  it('accepts the token from an Authorization header (OAuth or Bearer)', async () => {
    for (const scheme of ['OAuth', 'Bearer']) {
      const res = await fetch(`${h.url}/v25.0/me`, { headers: { authorization: `${scheme} ${h.advertiser.accessToken}` } });
      expect(((await res.json()) as { id: string }).id).toBe(h.advertiser.id);
    }
  });

  it('answers 190 for an unknown token and 104 without one', async () => {
    const bad = await h.get('me', {}, 'EAAGnotatoken');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: 'OAuthException', code: 190 });
    expect(bad.body.error.fbtrace_id).toBeTruthy();
    const none = await h.get('me', {}, '');
    expect(none.body.error).toMatchObject({ code: 104 });
  });

  it('answers 190/463 for an expired token and 190/458 for a revoked one', async () => {
    const mint = async (): Promise<string> => String((await exchange((await consent(h.advertiser.id)).searchParams.get('code') ?? '')).body.access_token);
    const expired = await mint();
    const revoked = await mint();
    const ctl = (token: string, action: string): Promise<Response> =>
      fetch(`${h.url}/__sim/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, action }) });
    await ctl(expired, 'expire');
    await ctl(revoked, 'revoke');
    expect((await h.get('me', {}, expired)).body.error).toMatchObject({ code: 190, error_subcode: 463 });
    expect((await h.get('me', {}, revoked)).body.error).toMatchObject({ code: 190, error_subcode: 458 });
  });
});
