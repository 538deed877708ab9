import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchListResponseSchema } from '../../lib/contract/launch';
import { bearer, demoPayload, signIn, startStack, type Stack } from './harness';

// GET /dashboard/campaign-launches: the caller's launches only, newest first, paged, optionally by ad account.

describe('the list of launches', () => {
  let stack: Stack;
  let ava: string;
  let sam: string;
  const avaIds: string[] = [];
  let samId = '';

  const list = (token: string, query = '') => stack.app.inject({ method: 'GET', url: `/dashboard/campaign-launches${query}`, headers: bearer(token) });
  const launchAs = async (token: string, accountId: string, name: string) => {
    const res = await stack.app.inject({
      method: 'POST',
      url: `/facebook/adlauncher?accountId=${accountId}`,
      headers: bearer(token),
      payload: demoPayload(stack.fx, accountId, { campaignName: name }),
    });
    if (res.statusCode !== 200) throw new Error(`launch answered ${res.statusCode}: ${res.body}`);
    return res.json<{ campaignLaunchId: string }>().campaignLaunchId;
  };

  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
    ava = await signIn(stack, 'Ava Advertiser');
    sam = await signIn(stack, 'Sam Agency');
    for (let i = 0; i < 5; i += 1) avaIds.push(await launchAs(ava, 'act_101', `Ava ${i}`));
    samId = await launchAs(sam, 'act_202', 'Sam 0');
    // Distinct creation times, oldest first, so "newest first" is checked exactly.
    for (const [i, id] of [...avaIds, samId].entries()) {
      await stack.database.query(`UPDATE launches SET created_at = $1 WHERE id = $2`, [new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), id]);
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("answers the caller's launches, newest first, with the total", async () => {
    const res = await list(ava);
    expect(res.statusCode, res.body).toBe(200);
    const body = launchListResponseSchema.parse(res.json());
    expect(body).toMatchObject({ success: true, page: 1, limit: 20, total: 5 });
    expect(body.data.map((l) => l.id)).toEqual([...avaIds].reverse());
    expect(body.data[0]).toMatchObject({
      status: 'PENDING',
      accountId: 'act_101',
      accountName: "Ava's Bakery",
      currency: 'USD',
      adsetsCompleted: 0,
      adsCompleted: 0,
    });
    expect(body.data[0]!.adsTotal).toBeGreaterThan(0);
    // The record is the one the status call answers.
    const one = await stack.app.inject({ method: 'GET', url: `/dashboard/campaign-launches/${avaIds[4]}`, headers: bearer(ava) });
    expect(body.data[0]).toEqual(one.json());

    const samList = launchListResponseSchema.parse((await list(sam)).json());
    expect(samList.data.map((l) => l.id)).toEqual([samId]);
    // Each record names its ad account's currency, in which the side panel shows its budget.
    expect(samList.data[0]!.currency).toBe('CAD');
    expect(samList.total).toBe(1);
  });

  it('pages', async () => {
    const page1 = launchListResponseSchema.parse((await list(ava, '?page=1&limit=2')).json());
    const page3 = launchListResponseSchema.parse((await list(ava, '?page=3&limit=2')).json());
    expect(page1.data.map((l) => l.id)).toEqual([avaIds[4], avaIds[3]]);
    expect(page3).toMatchObject({ page: 3, limit: 2, total: 5 });
    expect(page3.data.map((l) => l.id)).toEqual([avaIds[0]]);
    // Past the end: nothing, and still the total.
    expect(launchListResponseSchema.parse((await list(ava, '?page=9&limit=2')).json())).toMatchObject({ data: [], total: 5 });
  });

  it('filters by an ad account the caller reaches, and answers 404 for one they do not', async () => {
    expect(launchListResponseSchema.parse((await list(ava, '?accountId=act_101')).json()).total).toBe(5);
    const other = await list(ava, '?accountId=act_201');
    expect(other.statusCode).toBe(404);
    expect(other.json().success).toBe(false);
  });

  it('answers 400 naming page or limit for bad values', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=2.5', 'limit'],
      ['?accountId=101', 'accountId'],
    ] as const) {
      const res = await list(ava, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields, query).toHaveProperty(field);
    }
  });

  it('answers 401 without a session', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/dashboard/campaign-launches' });
    expect(res.statusCode).toBe(401);
  });
});
