import { describe, expect, it } from 'vitest';
import type { ApiRequest, SessionAnswer } from '../../api-client/client';
import { sessionTransport, type TokenStore } from './session-transport';

// The background keeps its session across the API's rotations (docs/security.md#rotation), with requests in flight.

/** A store with the session store's compare-and-swap. */
function memoryStore(token: string | undefined): TokenStore & { token: string | undefined } {
  const store = {
    token,
    get: async () => store.token,
    swap: async (expected: string, next: string | null) => {
      if (store.token === expected) store.token = next ?? undefined;
    },
  };
  return store;
}

const me: ApiRequest = { method: 'GET', path: '/auth/me' };
const answer = (status: number, renewedToken: string | null = null): SessionAnswer => ({ status, body: { status }, renewedToken });

describe("the background's session transport", () => {
  it("stores a rotation's new token, and gives the panel no token", async () => {
    const store = memoryStore('old');
    const t = sessionTransport(async () => answer(200, 'new'), store);
    expect(await t(me)).toEqual({ status: 200, body: { status: 200 } });
    expect(store.token).toBe('new');
  });

  it('does not let a late answer for an older token put back a token already replaced', async () => {
    const store = memoryStore('old');
    const sentWith: Array<string | undefined> = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const t = sessionTransport(async (req, token) => {
      sentWith.push(token);
      if (req.path === '/slow') await held;
      return answer(200, token === 'old' ? 'next' : token === 'next' && req.path === '/later' ? 'third' : null);
    }, store);
    const slow = t({ method: 'GET', path: '/slow' });
    await t(me);
    expect(store.token).toBe('next');
    await t({ method: 'GET', path: '/later' });
    expect(store.token).toBe('third');
    release();
    await slow;
    expect(sentWith).toEqual(['old', 'old', 'next']);
    expect(store.token).toBe('third');
  });

  it('sends again, with the stored token, a request refused for a token replaced while it was on its way', async () => {
    const store = memoryStore('old');
    const sentWith: Array<string | undefined> = [];
    const t = sessionTransport(async (_req, token) => {
      sentWith.push(token);
      if (token === 'old') {
        // Another request's answer rotated the session meanwhile; this one arrived after the old token's grace.
        store.token = 'new';
        return answer(401);
      }
      return answer(200);
    }, store);
    expect((await t(me)).status).toBe(200);
    expect(sentWith).toEqual(['old', 'new']);
    expect(store.token).toBe('new');
  });

  it('forgets the session on a 401 for the token it holds, once', async () => {
    const store = memoryStore('old');
    let sent = 0;
    const t = sessionTransport(async () => {
      sent += 1;
      return answer(401);
    }, store);
    expect((await t(me)).status).toBe(401);
    expect(sent).toBe(1);
    expect(store.token).toBeUndefined();
    // Signed out: nothing to forget, nothing sent again.
    expect((await t(me)).status).toBe(401);
    expect(sent).toBe(2);
  });
});
