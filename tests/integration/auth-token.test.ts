import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { REFUSAL_TTL_MS } from '../../server/auth/token-refusals';
import { createDeps } from '../../server/deps';
import { GraphClient } from '../../server/platform/graph-client';
import { dialogUrl, EXTENSION_REDIRECT, newPkce, passLoginDialog, startStack, type Stack } from './harness';

// POST /auth/token (system-user tokens for API clients): only a system user's token is taken; the platform's refusal
// of a token is remembered for a minute, so asking again with the same made-up token does not reach the platform
// (server/auth/token-refusals.ts).

describe('POST /auth/token and the platform', () => {
  let stack: Stack;
  let app: FastifyInstance;
  let offsetMs = 0;
  beforeAll(async () => {
    stack = await startStack();
    // The API's clock, moved by the test. This file sends more than the 20 sign-ins an address may make in 10
    // minutes: the limit is rate-limits.test.ts's subject, the refusals cache is this one's.
    const config = { ...stack.config, rateLimits: { ...stack.config.rateLimits, tokenSignInPerAddress: 1000 } };
    // Stopped, moved only by the test: on a busy machine a second of real time between two steps would otherwise end
    // the minute early.
    const start = Date.now();
    app = await buildApp({ deps: { ...stack.deps, config, now: () => new Date(start + offsetMs) } });
  });
  afterAll(async () => {
    await app?.close();
    await stack?.close();
  });

  const signInWith = (accessToken: string) => app.inject({ method: 'POST', url: '/auth/token', payload: { accessToken } });
  const debugTokenCalls = async () => ((await (await fetch(`${stack.simUrl}/__sim/requests?path=/debug_token`)).json()) as { data: unknown[] }).data.length;

  it('asks the platform about a made-up token once a minute, however often it is sent', async () => {
    const madeUp = 'EAAGmadeUpTokenForTheCache000001';
    const before = await debugTokenCalls();
    for (let i = 0; i < 20; i++) {
      const res = await signInWith(madeUp);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'Facebook did not accept this access token. Check the system user token and try again.' });
    }
    expect(await debugTokenCalls()).toBe(before + 1);

    // Another token is another question.
    expect((await signInWith('EAAGmadeUpTokenForTheCache000002')).statusCode).toBe(401);
    expect(await debugTokenCalls()).toBe(before + 2);

    // A minute later the platform is asked again.
    offsetMs += REFUSAL_TTL_MS - 1000;
    await signInWith(madeUp);
    expect(await debugTokenCalls()).toBe(before + 2);
    offsetMs += 1000;
    expect((await signInWith(madeUp)).statusCode).toBe(401);
    expect(await debugTokenCalls()).toBe(before + 3);
  });

  it("never puts the token it asks about in a URL: debug_token goes as a batch's operation, in a POST body", async () => {
    const sent: Array<{ url: string; method: string; body: string }> = [];
    const graph = new GraphClient({
      baseUrl: stack.config.graphApiBase,
      version: stack.config.graphApiVersion,
      appSecret: stack.config.platformAppSecret,
      fetch: async (url, init) => {
        sent.push({ url: String(url), method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? init.body : '' });
        return fetch(url, init);
      },
    });
    const config = { ...stack.config, rateLimits: { ...stack.config.rateLimits, tokenSignInPerAddress: 1000 } };
    const watched = await buildApp({ deps: createDeps({ config, database: stack.database, queue: stack.deps.queue, graph }) });
    try {
      const token = stack.fx.systemUsers[0]!.accessToken;
      const res = await watched.inject({ method: 'POST', url: '/auth/token', payload: { accessToken: token } });
      expect(res.statusCode, res.body).toBe(200);
      for (const call of sent) expect(call.url, call.url).not.toContain(token);
      const asked = sent.find((call) => call.body.includes('debug_token'))!;
      expect(asked.method).toBe('POST');
      expect(JSON.parse(new URLSearchParams(asked.body).get('batch') ?? '')).toEqual([
        { method: 'GET', relative_url: `debug_token?input_token=${encodeURIComponent(token)}` },
      ]);
      // A made-up token: refused as before, the same way.
      const refused = await watched.inject({ method: 'POST', url: '/auth/token', payload: { accessToken: 'EAAGmadeUpTokenOfTheBatch000001' } });
      expect(refused.statusCode).toBe(401);
    } finally {
      await watched.close();
    }
  });

  it('remembers a token refused for lacking ads_management, with its message', async () => {
    // A real user token of this app, granted ads_read only.
    const pkce = newPkce();
    const dialog = new URL(await dialogUrl(stack, pkce, 'token-without-ads-management'));
    dialog.searchParams.set('scope', 'ads_read');
    const code = new URL(await passLoginDialog(dialog.toString(), 'Sam Agency')).searchParams.get('code') ?? '';
    const form = new URLSearchParams({
      client_id: stack.fx.app.id,
      client_secret: stack.fx.app.secret,
      redirect_uri: EXTENSION_REDIRECT,
      code,
      code_verifier: pkce.verifier,
    });
    const token = ((await (await fetch(`${stack.simUrl}/v25.0/oauth/access_token`, { method: 'POST', body: form })).json()) as { access_token: string })
      .access_token;

    const before = await debugTokenCalls();
    for (let i = 0; i < 3; i++) {
      const res = await signInWith(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ accessToken: ['This access token lacks the ads_management permission.'] });
    }
    expect(await debugTokenCalls()).toBe(before + 1);
  });

  it('never remembers a good token: each sign-in asks the platform', async () => {
    const system = stack.fx.systemUsers[0]!;
    const before = await debugTokenCalls();
    expect((await signInWith(system.accessToken)).statusCode).toBe(200);
    expect((await signInWith(system.accessToken)).statusCode).toBe(200);
    expect(await debugTokenCalls()).toBe(before + 2);
  });

  it("takes a system user's token only: a person's, though valid for this app, is refused and remembered", async () => {
    const message =
      "This is not a system user's access token. Generate one for a system user in Business Settings, or sign in with Facebook in the Salvo extension.";
    // The platform says what a token is.
    const info = async (token: string) =>
      (
        (await (await fetch(`${stack.simUrl}/v25.0/debug_token?input_token=${token}&access_token=${stack.fx.app.id}|${stack.fx.app.secret}`)).json()) as {
          data: { type: string; is_valid: boolean };
        }
      ).data;
    for (const person of stack.fx.users) {
      expect(await info(person.accessToken)).toMatchObject({ type: 'USER', is_valid: true });
      const before = await debugTokenCalls();
      for (let i = 0; i < 3; i++) {
        const res = await signInWith(person.accessToken);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, error: message, fields: { accessToken: [message] } });
      }
      expect(await debugTokenCalls()).toBe(before + 1);
    }
    const system = stack.fx.systemUsers[0]!;
    expect(await info(system.accessToken)).toMatchObject({ type: 'SYSTEM_USER', is_valid: true });
    const res = await signInWith(system.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.name).toBe('Northwind Ads API');
    // It acts on the business's ad accounts as any session does.
    const token = res.json<{ token: string }>().token;
    expect(
      (await app.inject({ method: 'GET', url: '/facebook/adaccount/current?accountId=act_201', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
  });
});
