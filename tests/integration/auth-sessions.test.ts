import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { LEGACY_SESSION_TOKENS_END } from '../../server/auth/legacy-session-tokens';
import { createSession } from '../../server/auth/sessions';
import { createDeps, type AppDeps } from '../../server/deps';
import { bearer, signIn, startStack, type Stack } from './harness';

// Sessions end when the user stops (docs/security.md#sessions): 7 days without a request, 30 days after the sign-in
// whatever the use; the extension's tokens rotate on use without ever losing the session; a new sign-in in the
// extension ends the earlier extension sessions; sign out everywhere and an operator end them all. The API runs on a
// clock the test moves: no test waits.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
const HEADER = 'salvo-session-token';

describe('sessions', () => {
  let stack: Stack;
  let app: FastifyInstance;
  let deps: AppDeps;
  let clock = Date.now();
  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
    deps = createDeps({
      config: { ...stack.config, adminToken: ADMIN_TOKEN },
      database: stack.database,
      queue: stack.deps.queue,
      now: () => new Date(clock),
    });
    app = await buildApp({ deps });
  });
  afterAll(async () => {
    await app?.close();
    await stack?.close();
  });

  const me = (token: string) => app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
  /** The status poll, which checks its session in its own statement: 404 for a launch that is not there, 401 without a session. */
  const poll = (token: string) => app.inject({ method: 'GET', url: `/dashboard/campaign-launches/${crypto.randomUUID()}`, headers: bearer(token) });
  /** A request as the background makes it: the answer, and the token to send next (a rotation's, or the same). */
  const use = async (token: string) => {
    const res = await me(token);
    const renewed = res.headers[HEADER];
    return { status: res.statusCode, next: typeof renewed === 'string' ? renewed : token, renewed: typeof renewed === 'string' ? renewed : null };
  };
  const systemUserToken = () => stack.fx.systemUsers[0]!.accessToken;
  const idOf = async (token: string) => (await me(token)).json<{ user: { id: string } }>().user.id;
  const apiSignIn = async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/token', payload: { accessToken: systemUserToken() } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };

  it('expire after 7 days without a request; each request moves that on, up to 30 days after the sign-in', async () => {
    let token = await signIn(stack, 'Ava Advertiser', app);
    const signedInAt = clock;
    // Used every 6 days, the session lives to its 30th day (following rotations, as the background does).
    for (let day = 6; day < 30; day += 6) {
      clock = signedInAt + day * DAY;
      const used = await use(token);
      expect(used.status, `day ${day}`).toBe(200);
      token = used.next;
    }
    clock = signedInAt + 30 * DAY - 1000;
    expect((await use(token)).status).toBe(200);
    clock = signedInAt + 30 * DAY;
    expect((await me(token)).statusCode).toBe(401);

    // Unused for 7 days: over, for every route and for the status poll.
    const idle = await signIn(stack, 'Ava Advertiser', app);
    const idleFrom = clock;
    clock = idleFrom + 7 * DAY;
    expect((await poll(idle)).statusCode).toBe(401);
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(idle)).json()).toEqual({ success: false, error: 'Sign in to Salvo to continue.' });
  });

  it("rotate the extension's token at most once an hour: many requests in flight all get the same new token", async () => {
    const old = await signIn(stack, 'Ava Advertiser', app);
    const start = clock;
    clock = start + HOUR - 1000;
    expect((await use(old)).renewed).toBeNull();
    clock = start + HOUR;
    // Five requests with the old token at once (the panel's, the tracker's poll, an upload's chunk...).
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => use(old)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const renewed = new Set(answers.map((a) => a.renewed));
    expect(renewed.size).toBe(1);
    const next = answers[0]!.renewed!;
    expect(next).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(next).not.toBe(old);
    // The stored hash changed; neither token is stored.
    const rows = await stack.database.query<{ token_hash: string; previous_token_hash: string }>(
      'SELECT token_hash, previous_token_hash FROM sessions WHERE previous_token_hash IS NOT NULL',
    );
    expect(rows.some((r) => r.token_hash === sha256(next) && r.previous_token_hash === sha256(old))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(next);

    // An answer lost on the way: the old token, sent again, is still good and gets the same new token.
    clock += 5 * 60_000;
    expect(await use(old)).toEqual({ status: 200, next, renewed: next });
    // The new token's first use ends the old one 2 minutes later (requests already sent with it still pass).
    expect(await use(next)).toEqual({ status: 200, next, renewed: null });
    clock += 2 * 60_000 - 1000;
    expect((await use(old)).status).toBe(200);
    expect((await poll(old)).statusCode).toBe(404);
    clock += 1000;
    expect((await use(old)).status).toBe(401);
    expect((await poll(old)).statusCode).toBe(401);
    expect((await use(next)).status).toBe(200);

    // The next rotation an hour after this one.
    clock = start + 2 * HOUR - 1000;
    expect((await use(next)).renewed).toBeNull();
    clock = start + 2 * HOUR;
    const third = await use(next);
    expect(third.renewed).not.toBeNull();
    expect(third.renewed).not.toBe(next);
    expect((await use(third.next)).status).toBe(200);
  });

  it('the status poll takes the same rotation step: it rotates, confirms a rotation, and counts as use', async () => {
    /** A poll as the background's tracker makes it, alone (the panel closed): the answer and the token to send next. */
    const pollWith = async (token: string) => {
      const res = await poll(token);
      const renewed = res.headers[HEADER];
      return { status: res.statusCode, next: typeof renewed === 'string' ? renewed : token };
    };
    const old = await signIn(stack, 'Ava Advertiser', app);
    const start = clock;
    clock = start + HOUR;
    const rotated = await pollWith(old);
    expect(rotated.status).toBe(404);
    expect(rotated.next).not.toBe(old);
    // The new token's first use, by a poll, ends the old one 2 minutes later.
    expect((await pollWith(rotated.next)).status).toBe(404);
    clock += 2 * 60_000;
    expect((await pollWith(old)).status).toBe(401);
    expect((await me(old)).statusCode).toBe(401);

    // Polled every 6 days, and nothing else: the session is in use, it does not end after 7 days.
    let token = rotated.next;
    for (let day = 6; day < 30; day += 6) {
      clock = start + day * DAY;
      const used = await pollWith(token);
      expect(used.status, `day ${day}`).toBe(404);
      token = used.next;
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it("do not rotate API clients' sessions, which cannot read the header", async () => {
    const token = await apiSignIn();
    clock += 2 * HOUR;
    expect(await use(token)).toEqual({ status: 200, next: token, renewed: null });
    clock += 5 * DAY;
    expect(await use(token)).toEqual({ status: 200, next: token, renewed: null });
  });

  it("end at the user's next extension sign-in, rotated or not; the user's API-client sessions stay", async () => {
    const first = await signIn(stack, 'Sam Agency', app);
    // An API client's session of the same user (as POST /auth/token made them before it took system users only).
    const api = (await createSession(deps, await idOf(first), 'api')).token;
    const system = await apiSignIn();
    clock += 2 * HOUR;
    const rotated = (await use(first)).next;
    const other = await signIn(stack, 'Ava Advertiser', app);
    const second = await signIn(stack, 'Sam Agency', app);
    for (const token of [first, rotated]) expect((await me(token)).statusCode).toBe(401);
    for (const token of [second, api, system, other]) expect((await me(token)).statusCode).toBe(200);
  });

  it('sign-ins of one user at once end in exactly one live extension session, never none', async () => {
    const userId = await idOf(await signIn(stack, 'Sam Agency', app));
    const tokens = (await Promise.all(Array.from({ length: 8 }, () => createSession(deps, userId, 'extension')))).map((s) => s.token);
    const live = [];
    for (const token of tokens) if ((await me(token)).statusCode === 200) live.push(token);
    expect(live).toHaveLength(1);
  });

  it('sign out everywhere: POST /auth/logout-all ends every session of the user, the caller’s too', async () => {
    const extension = await signIn(stack, 'Sam Agency', app);
    const api = (await createSession(deps, await idOf(extension), 'api')).token;
    const system = [await apiSignIn(), await apiSignIn()];
    const other = await signIn(stack, 'Ava Advertiser', app);
    const res = await app.inject({ method: 'POST', url: '/auth/logout-all', headers: bearer(extension) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    for (const token of [extension, api]) expect((await me(token)).statusCode).toBe(401);
    for (const token of [...system, other]) expect((await me(token)).statusCode).toBe(200);
    // An API client signs its system user out everywhere the same way.
    expect((await app.inject({ method: 'POST', url: '/auth/logout-all', headers: bearer(system[0]!) })).statusCode).toBe(200);
    for (const token of system) expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    // Without a session it is a 401 like any other route.
    expect((await app.inject({ method: 'POST', url: '/auth/logout-all', headers: bearer(extension) })).statusCode).toBe(401);
  });

  it("an operator ends a user's sessions: POST /admin/users/:userId/sessions/revoke with ADMIN_TOKEN", async () => {
    const sam = await signIn(stack, 'Sam Agency', app);
    const samId = await idOf(sam);
    const api = (await createSession(deps, samId, 'api')).token;
    const system = await apiSignIn();
    const ava = await signIn(stack, 'Ava Advertiser', app);
    const revoke = (userId: string, token: string | null) =>
      app.inject({ method: 'POST', url: `/admin/users/${userId}/sessions/revoke`, headers: token ? bearer(token) : {} });

    expect((await revoke(samId, null)).statusCode).toBe(401);
    // A user's own session is not an operator's.
    expect((await revoke(samId, sam)).statusCode).toBe(401);
    expect((await revoke(crypto.randomUUID(), ADMIN_TOKEN)).statusCode).toBe(404);
    expect((await revoke('not-a-uuid', ADMIN_TOKEN)).json().fields).toHaveProperty('userId');
    const res = await revoke(samId, ADMIN_TOKEN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { revoked: 2 } });
    for (const token of [sam, api]) expect((await me(token)).statusCode).toBe(401);
    for (const token of [system, ava]) expect((await me(token)).statusCode).toBe(200);
    // Without ADMIN_TOKEN configured the route does not exist.
    expect((await stack.app.inject({ method: 'POST', url: `/admin/users/${samId}/sessions/revoke`, headers: bearer(ADMIN_TOKEN) })).statusCode).toBe(404);
  });

  it('a session signed in before tokens proved themselves keeps its token until it expires, then the old path is off', async () => {
    /** A session of `kind` whose token has the old shape: 32 random bytes, no tag. */
    const legacySession = async (kind: 'extension' | 'api') => {
      const userId = await idOf(await signIn(stack, 'Ava Advertiser', app));
      const made = await createSession(deps, userId, kind);
      const legacy = crypto.randomBytes(32).toString('base64url');
      await stack.database.query('UPDATE sessions SET token_hash = $1 WHERE token_hash = $2', [sha256(legacy), sha256(made.token)]);
      return legacy;
    };
    // A week before the old path ends (the last test: the clock stays there).
    clock = LEGACY_SESSION_TOKENS_END.getTime() - 7 * DAY;
    // An extension's: answered, polled, and its next rotation gives it a token that proves itself.
    const extension = await legacySession('extension');
    expect((await me(extension)).statusCode).toBe(200);
    expect((await poll(extension)).statusCode).toBe(404);
    clock += HOUR;
    const rotated = await use(extension);
    expect(rotated.renewed).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect((await me(rotated.next)).statusCode).toBe(200);
    // An API client's (never rotated): answered until LEGACY_SESSION_TOKENS_END, not from then on.
    const api = await legacySession('api');
    clock = LEGACY_SESSION_TOKENS_END.getTime() - 1000;
    expect((await me(api)).statusCode).toBe(200);
    clock = LEGACY_SESSION_TOKENS_END.getTime();
    expect((await me(api)).statusCode).toBe(401);
  });
});

function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
