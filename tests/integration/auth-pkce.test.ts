import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EXTENSION_ID } from '../../lib/contract/extension-id';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDeps } from '../../server/deps';
import { dialogUrl, EXTENSION_REDIRECT, newPkce, passLoginDialog, startStack, type Stack } from './harness';

// PKCE checked by Salvo too (docs/security.md#sign-in): the dialog's state carries a MAC of the challenge and an
// expiry; the exchange requires that state and the verifier and checks them before it asks the platform anything.
// What reached the platform is read from the simulator's request log. The API's clock is the test's.

const SECOND_EXTENSION = 'ponmlkjihgfedcbaponmlkjihgfedcba';
const SECOND_REDIRECT = `https://${SECOND_EXTENSION}.chromiumapp.org/oauth`;
const K1 = crypto.randomBytes(32).toString('base64');
const K2 = crypto.randomBytes(32).toString('base64');

describe("the sign-in's state", () => {
  let stack: Stack;
  let app: FastifyInstance;
  const apps: FastifyInstance[] = [];
  let clock = Date.now();
  const appWithKeys = async (keys: string) => {
    const config = loadConfig({
      GRAPH_API_BASE: stack.simUrl,
      DATA_DIR: stack.config.dataDir,
      LOG_LEVEL: 'silent',
      EXTENSION_IDS: `${DEV_EXTENSION_ID},${SECOND_EXTENSION}`,
      TOKEN_ENCRYPTION_KEYS: keys,
    });
    const made = await buildApp({ deps: createDeps({ config, database: stack.database, queue: stack.deps.queue, now: () => new Date(clock) }) });
    apps.push(made);
    return made;
  };
  beforeAll(async () => {
    stack = await startStack({ sim: { app: { id: '1234567890', secret: 'sim-app-secret', redirectUris: [EXTENSION_REDIRECT, SECOND_REDIRECT] } } });
    app = await appWithKeys(`k1:${K1}`);
  });
  afterAll(async () => {
    for (const made of apps) await made.close();
    await stack?.close();
  });

  /** Every code exchange that reached the platform, refused or not. */
  const platformExchanges = async () =>
    ((await (await fetch(`${stack.simUrl}/__sim/requests?path=/oauth/access_token`)).json()) as { data: unknown[] }).data.length;
  const nonce = () => crypto.randomBytes(16).toString('base64url');
  /** A sign-in up to the redirect: its code and state, and the PKCE pair. */
  const approved = async (on = app, redirectUri = EXTENSION_REDIRECT) => {
    const pkce = newPkce();
    const back = new URL(await passLoginDialog(await dialogUrl({ app: on }, pkce, nonce(), redirectUri), 'Ava Advertiser'));
    return { pkce, code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  };
  const exchange = (payload: object, on = app) => on.inject({ method: 'POST', url: '/auth/facebook/exchange', payload });

  it("wraps the extension's state with an expiry 10 minutes on, the challenge and a MAC", async () => {
    const pkce = newPkce();
    const extensionState = nonce();
    const state = new URL(await dialogUrl({ app }, pkce, extensionState)).searchParams.get('state') ?? '';
    const [wrapped, expires, challenge, mac] = state.split('.');
    expect(wrapped).toBe(extensionState);
    expect(Number(expires)).toBe(Math.floor(clock / 1000) + 600);
    expect(challenge).toBe(pkce.challenge);
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong verifier, naming codeVerifier, without asking the platform; the right one signs in', async () => {
    const { pkce, ...signed } = await approved();
    const before = await platformExchanges();
    const wrong = await exchange({ ...signed, codeVerifier: newPkce().verifier, redirectUri: EXTENSION_REDIRECT });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'The code verifier does not match this sign-in. Sign in again from Salvo.',
      fields: { codeVerifier: ['The code verifier does not match this sign-in. Sign in again from Salvo.'] },
    });
    expect(await platformExchanges()).toBe(before);
    const right = await exchange({ ...signed, codeVerifier: pkce.verifier, redirectUri: EXTENSION_REDIRECT });
    expect(right.statusCode, right.body).toBe(200);
    expect(await platformExchanges()).toBe(before + 2);
  });

  it('requires the state, refuses one it did not make or one altered, without asking the platform', async () => {
    const { pkce, code, state } = await approved();
    const before = await platformExchanges();
    const send = (s: string | undefined) =>
      exchange({ code, ...(s === undefined ? {} : { state: s }), codeVerifier: pkce.verifier, redirectUri: EXTENSION_REDIRECT });
    const [wrapped, expires, challenge, mac] = state.split('.') as [string, string, string, string];
    const other = newPkce();
    const forged = [
      // Another challenge (the attacker's own pair) under this MAC; this challenge under a made-up MAC.
      [wrapped, expires, other.challenge, mac].join('.'),
      [wrapped, expires, challenge, crypto.randomBytes(32).toString('base64url')].join('.'),
      // A later expiry; another extension state.
      [wrapped, String(Number(expires) + 3600), challenge, mac].join('.'),
      [nonce(), expires, challenge, mac].join('.'),
    ];
    expect((await send(undefined)).json().fields).toHaveProperty('state');
    expect((await send('not-a-state')).json().fields).toHaveProperty('state');
    for (const s of forged) {
      const res = await send(s);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ state: ['This sign-in could not be verified. Sign in again from Salvo.'] });
    }
    // A state made for another extension's redirect is not this one's.
    const second = await approved(app, SECOND_REDIRECT);
    const crossed = await exchange({ code, state: second.state, codeVerifier: second.pkce.verifier, redirectUri: EXTENSION_REDIRECT });
    expect(crossed.json().fields).toEqual({ state: ['This sign-in could not be verified. Sign in again from Salvo.'] });
    expect(await platformExchanges()).toBe(before);
    expect((await send(state)).statusCode).toBe(200);
  });

  it('expires 10 minutes after the dialog was asked for', async () => {
    const late = await approved();
    const intime = await approved();
    const before = await platformExchanges();
    clock += 10 * 60_000 - 1000;
    expect((await exchange({ ...intime, codeVerifier: intime.pkce.verifier, redirectUri: EXTENSION_REDIRECT })).statusCode).toBe(200);
    clock += 1000;
    const res = await exchange({ code: late.code, state: late.state, codeVerifier: late.pkce.verifier, redirectUri: EXTENSION_REDIRECT });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ state: ['This sign-in took too long. Sign in again from Salvo.'] });
    expect(await platformExchanges()).toBe(before + 2);
  });

  it('still checks a state made just before the keyring got a new current key', async () => {
    const signed = await approved(app);
    const rotated = await appWithKeys(`k2:${K2},k1:${K1}`);
    const res = await exchange({ code: signed.code, state: signed.state, codeVerifier: signed.pkce.verifier, redirectUri: EXTENSION_REDIRECT }, rotated);
    expect(res.statusCode, res.body).toBe(200);
    // Without k1, that state is not one the API made.
    const again = await approved(app);
    const k2Only = await appWithKeys(`k2:${K2}`);
    const refused = await exchange({ code: again.code, state: again.state, codeVerifier: again.pkce.verifier, redirectUri: EXTENSION_REDIRECT }, k2Only);
    expect(refused.json().fields).toHaveProperty('state');
  });
});
