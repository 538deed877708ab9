import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchApi, type ApiRequest } from '../../lib/api-client/client';
import { sessionTransport, type TokenStore } from '../../lib/extension/background/session-transport';
import { buildApp } from '../../server/app';
import { createDeps } from '../../server/deps';
import { signIn, startStack, type Stack } from './harness';

// The extension's session across rotations (docs/security.md#rotation), end to end: the background's own transport
// (session-transport.ts over fetch) against the API over HTTP, with many requests in flight, an answer lost and a
// request that arrives after the old token's grace. The session is never lost. The API's clock is the test's.

const HOUR = 60 * 60_000;

describe("the extension's session across rotations", () => {
  let stack: Stack;
  let app: FastifyInstance;
  let url: string;
  let clock = Date.now();
  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
    app = await buildApp({ deps: createDeps({ config: stack.config, database: stack.database, queue: stack.deps.queue, now: () => new Date(clock) }) });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await stack?.close();
  });

  /** The background's session store, with its compare-and-swap. */
  const memoryStore = (token: string): TokenStore & { token: string | undefined } => {
    const store = {
      token: token as string | undefined,
      get: async () => store.token,
      swap: async (expected: string, next: string | null) => {
        if (store.token === expected) store.token = next ?? undefined;
      },
    };
    return store;
  };
  const requests = (n: number): ApiRequest[] =>
    Array.from({ length: n }, (_, i) =>
      i % 2 === 0 ? { method: 'GET', path: '/auth/me' } : { method: 'GET', path: `/dashboard/campaign-launches/${crypto.randomUUID()}` },
    );

  it('keeps the session through rotations with ten requests in flight each time', async () => {
    const store = memoryStore(await signIn(stack, 'Ava Advertiser', app));
    const transport = sessionTransport(fetchApi(url), store);
    const tokens = [store.token];
    for (let round = 1; round <= 3; round += 1) {
      clock += HOUR;
      const answers = await Promise.all(requests(10).map((req) => transport(req)));
      // /auth/me answers 200, the poll of a launch that is not there 404: none is a 401.
      expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 404, 200, 404, 200, 404, 200, 404]);
      expect(store.token).not.toBe(tokens.at(-1));
      tokens.push(store.token);
      // Past every grace: only the stored token is live, and it works.
      clock += 10 * 60_000;
      expect((await transport({ method: 'GET', path: '/auth/me' })).status).toBe(200);
    }
    expect(new Set(tokens).size).toBe(4);
  });

  it('gets the new token again when the answer that carried it was lost', async () => {
    const store = memoryStore(await signIn(stack, 'Sam Agency', app));
    const first = store.token;
    const send = fetchApi(url);
    let lose = true;
    const transport = sessionTransport(async (req, token) => {
      const answer = await send(req, token);
      if (lose && answer.renewedToken) {
        lose = false;
        return { ...answer, renewedToken: null };
      }
      return answer;
    }, store);
    clock += HOUR;
    expect((await transport({ method: 'GET', path: '/auth/me' })).status).toBe(200);
    expect(store.token).toBe(first);
    clock += 30 * 60_000;
    expect((await transport({ method: 'GET', path: '/auth/me' })).status).toBe(200);
    expect(store.token).not.toBe(first);
    clock += 10 * 60_000;
    expect((await transport({ method: 'GET', path: '/auth/me' })).status).toBe(200);
  });

  it("sends again with the stored token a request that reached the API after the old token's grace", async () => {
    const store = memoryStore(await signIn(stack, 'Ava Advertiser', app));
    const send = fetchApi(url);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sentWith: Array<string | undefined> = [];
    const transport = sessionTransport(async (req, token) => {
      sentWith.push(token);
      // The slow request has its token already; it reaches the API only when released.
      if (req.path === '/auth/plan' && sentWith.length === 1) await held;
      return send(req, token);
    }, store);
    clock += HOUR;
    const slow = transport({ method: 'GET', path: '/auth/plan' });
    // Another request rotates the session; the new token is used, and the grace of the old one ends.
    expect((await transport({ method: 'GET', path: '/auth/me' })).status).toBe(200);
    expect((await transport({ method: 'GET', path: '/auth/me' })).status).toBe(200);
    clock += 3 * 60_000;
    release();
    expect((await slow).status).toBe(200);
    expect(sentWith[0]).not.toBe(sentWith.at(-1));
    expect(sentWith.at(-1)).toBe(store.token);
  });
});
