import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoPayload, signIn, startStack, type Stack } from './harness';
import { launch } from './launch-kit';

// The status poll, GET /dashboard/campaign-launches/:id (server/routes/launch-status.ts): every open side panel
// asks it every 2 s while its launch runs, so it costs one database query, the session's check and the user's
// requests ceiling included; and it answers only the caller's launches, to a live session only.

/** The requests ceiling of this stack: low, so that the last test reaches it. */
const CEILING = 40;

describe('the launch status poll', () => {
  let stack: Stack;
  let queries: string[] = [];
  let ava: string;
  let sam: string;
  let id: string;

  beforeAll(async () => {
    stack = await startStack({ onQuery: (sql) => void queries.push(sql), env: { RATE_LIMIT_REQUESTS: String(CEILING) } });
    ava = await signIn(stack, 'Ava Advertiser');
    sam = await signIn(stack, 'Sam Agency');
    id = await launch(stack, ava, demoPayload(stack.fx, 'act_101', { campaignName: 'Polled' }));
  });
  afterAll(async () => {
    await stack?.close();
  });

  const poll = async (launchId: string, headers: Record<string, string>) => {
    queries = [];
    const res = await stack.app.inject({ method: 'GET', url: `/dashboard/campaign-launches/${launchId}`, headers });
    return { status: res.statusCode, body: res.json(), queries: queries.length };
  };

  it("answers the caller's launch with one query", async () => {
    const res = await poll(id, bearer(ava));
    expect(res).toMatchObject({ status: 200, queries: 1 });
    expect(res.body).toMatchObject({ id, status: 'PENDING', campaignName: 'Polled', adsTotal: 1, adsCompleted: 0 });
  });

  it("answers 404 for another user's launch and an unknown one, with one query each", async () => {
    expect(await poll(id, bearer(sam))).toMatchObject({ status: 404, queries: 1, body: { success: false, error: 'Launch not found.' } });
    expect(await poll('00000000-0000-4000-8000-000000000000', bearer(ava))).toMatchObject({ status: 404, queries: 1 });
    // Not a launch id at all: the session is still checked first.
    expect(await poll('not-a-uuid', bearer(ava))).toMatchObject({ status: 404 });
    expect(await poll('not-a-uuid', bearer('x'.repeat(40)))).toMatchObject({ status: 401 });
  });

  it('answers 401 without a live session: none, unknown, or signed out', async () => {
    // No session: no session query (the per-address counts of requests without a session and of 401s are its only ones).
    expect(await poll(id, {})).toMatchObject({ status: 401, body: { success: false, error: 'Sign in to Salvo to continue.' } });
    expect(queries.filter((sql) => !/rate_limits/.test(sql))).toEqual([]);
    expect((await poll(id, bearer('y'.repeat(40)))).status).toBe(401);
    const token = await signIn(stack, 'Ava Advertiser');
    expect((await poll(id, bearer(token))).status).toBe(200);
    // The new sign-in in the extension ended the earlier one (docs/security.md#sessions).
    expect((await poll(id, bearer(ava))).status).toBe(401);
    const out = await stack.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBeLessThan(300);
    expect(await poll(id, bearer(token))).toMatchObject({ status: 401, body: { error: 'Sign in to Salvo to continue.' } });
    ava = await signIn(stack, 'Ava Advertiser');
  });

  it("counts each poll against the user's requests ceiling in its one query: past it, 429 with Retry-After", async () => {
    const [user] = await stack.database.query<{ id: string }>(`SELECT id FROM users WHERE name = 'Ava Advertiser'`);
    const hits = async () =>
      Number((await stack.database.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [`requests:${user!.id}`]))[0]?.hits ?? 0);
    const before = await hits();
    expect(await poll('00000000-0000-4000-8000-000000000000', bearer(ava))).toMatchObject({ status: 404, queries: 1 });
    expect(await hits()).toBe(before + 1);
    for (let n = before + 1; n < CEILING; n += 1) expect((await poll(id, bearer(ava))).status).toBe(200);
    const refused = await stack.app.inject({ method: 'GET', url: `/dashboard/campaign-launches/${id}`, headers: bearer(ava) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, error: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/) });
    // Another user's ceiling is their own.
    expect((await poll(id, bearer(sam))).status).toBe(404);
  });
});
