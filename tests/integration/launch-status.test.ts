import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoPayload, signIn, startStack, type Stack } from './harness';
import { launch } from './launch-kit';

// The status poll, GET /dashboard/campaign-launches/:id (server/routes/launch-status.ts): every open side panel
// asks it every 2 s while its launch runs, so it costs one database query, the session's check included; and
// it answers only the caller's launches, to a live session only.

describe('the launch status poll', () => {
  let stack: Stack;
  let queries: string[] = [];
  let ava: string;
  let sam: string;
  let id: string;

  beforeAll(async () => {
    stack = await startStack({ onQuery: (sql) => void queries.push(sql) });
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

  it('answers the caller\'s launch with one query', async () => {
    const res = await poll(id, bearer(ava));
    expect(res).toMatchObject({ status: 200, queries: 1 });
    expect(res.body).toMatchObject({ id, status: 'PENDING', campaignName: 'Polled', adsTotal: 1, adsCompleted: 0 });
  });

  it('answers 404 for another user\'s launch and an unknown one, with one query each', async () => {
    expect(await poll(id, bearer(sam))).toMatchObject({ status: 404, queries: 1, body: { success: false, error: 'Launch not found.' } });
    expect(await poll('00000000-0000-4000-8000-000000000000', bearer(ava))).toMatchObject({ status: 404, queries: 1 });
    // Not a launch id at all: the session is still checked first.
    expect(await poll('not-a-uuid', bearer(ava))).toMatchObject({ status: 404 });
    expect(await poll('not-a-uuid', bearer('x'.repeat(40)))).toMatchObject({ status: 401 });
  });

  it('answers 401 without a live session: none, unknown, or signed out', async () => {
    expect(await poll(id, {})).toMatchObject({ status: 401, queries: 0, body: { success: false, error: 'Sign in to Salvo to continue.' } });
    expect((await poll(id, bearer('y'.repeat(40)))).status).toBe(401);
    const token = await signIn(stack, 'Ava Advertiser');
    expect((await poll(id, bearer(token))).status).toBe(200);
    const out = await stack.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBeLessThan(300);
    expect(await poll(id, bearer(token))).toMatchObject({ status: 401, body: { error: 'Sign in to Salvo to continue.' } });
  });
});
