import { describe, expect, it } from 'vitest';
import { bearer, demoPayload, stackForBlock } from './harness';
import { markedObjects, runToEnd } from './launch-kit';

// The API surface of the skeleton: sessions on every route, the caller's own ad accounts and launches only,
// validation that names fields, idempotent launches. Launches are only queued here (launch.test.ts runs them).

describe('the Salvo API', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' }, { queue: 'record' });
  const avaAccount = 'act_101';
  const samAccount = 'act_201';

  const routes = () => [
    { method: 'GET' as const, url: '/auth/me' },
    { method: 'POST' as const, url: '/auth/logout' },
    { method: 'GET' as const, url: `/facebook/adaccount/current?accountId=${avaAccount}` },
    { method: 'GET' as const, url: `/facebook/assets/pages?accountId=${avaAccount}` },
    { method: 'GET' as const, url: `/facebook/assets/pixels?accountId=${avaAccount}` },
    { method: 'GET' as const, url: `/facebook/conversion-events?accountId=${avaAccount}` },
    { method: 'GET' as const, url: `/library/account-media?accountId=${avaAccount}` },
    { method: 'POST' as const, url: `/facebook/adlauncher?accountId=${avaAccount}`, payload: demoPayload(stack.fx, avaAccount) },
    { method: 'GET' as const, url: '/dashboard/campaign-launches/00000000-0000-4000-8000-000000000000' },
  ];

  it('answers 401 on every route without a live session', async () => {
    for (const route of routes()) {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-session-token-at-all' }, { authorization: 'Basic abc' }]) {
        const res = await stack.app.inject({ ...route, headers });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json()).toEqual({ success: false, error: 'Sign in to Salvo to continue.' });
      }
    }
    expect(stack.queued).toEqual([]);
  });

  it("reads the current ad account and its assets with the user's connection", async () => {
    const account = await stack.app.inject({ method: 'GET', url: `/facebook/adaccount/current?accountId=${avaAccount}`, headers: bearer(tokens.ava) });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toEqual({
      success: true,
      isValid: true,
      error: null,
      data: {
        id: avaAccount,
        name: "Ava's Bakery",
        // min_daily_budget is 100 cents on the platform: $1.00, in hundredths of the account's currency; minimum_budgets
        // per class of what an ad set is charged for, in the same unit.
        data: {
          currency: 'USD',
          timezone_name: 'America/New_York',
          timezone_offset_hours_utc: expect.any(Number),
          minDailyBudget: 100,
          minDailyBudgets: { impressions: 100, highFrequency: 500, lowFrequency: 4000, videoViews: 500 },
        },
      },
    });

    const pages = (await stack.app.inject({ method: 'GET', url: `/facebook/assets/pages?accountId=${avaAccount}`, headers: bearer(tokens.ava) })).json();
    expect(pages).toMatchObject({ success: true, isValid: true, error: null });
    expect(pages.data.map((p: { id: string }) => p.id).sort()).toEqual(['400101', '400102']);
    expect(pages.data[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      isPersonal: expect.any(Boolean),
      businessName: null,
      ownerBusinessName: null,
      isLegacy: false,
    });

    const pixels = (await stack.app.inject({ method: 'GET', url: `/facebook/assets/pixels?accountId=${avaAccount}`, headers: bearer(tokens.ava) })).json();
    expect(pixels.data.map((p: { id: string }) => p.id)).toEqual(['500001']);

    const events = (
      await stack.app.inject({
        method: 'GET',
        url: `/facebook/conversion-events?accountId=${avaAccount}&pixelId=500001&campaignObjective=website-conversions`,
        headers: bearer(tokens.ava),
      })
    ).json();
    expect(events.success).toBe(true);
    expect(events.data).toContainEqual({ id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' });
    const leadEvents = (
      await stack.app.inject({
        method: 'GET',
        url: `/facebook/conversion-events?accountId=${avaAccount}&campaignObjective=lead-form`,
        headers: bearer(tokens.ava),
      })
    ).json();
    expect(leadEvents.data.map((e: { id: string }) => e.id)).not.toContain('PURCHASE');

    const media = (await stack.app.inject({ method: 'GET', url: `/library/account-media?accountId=${avaAccount}`, headers: bearer(tokens.ava) })).json();
    expect(media.success).toBe(true);
    expect(media.data.map((m: { hash: string }) => m.hash).sort()).toEqual(
      stack.fx.adImages
        .filter((i) => i.adAccountId === avaAccount)
        .map((i) => i.hash)
        .sort(),
    );
    expect(media.data[0]).toEqual({
      hash: expect.any(String),
      name: expect.any(String),
      url: expect.any(String),
      width: expect.any(Number),
      height: expect.any(Number),
    });
  });

  it('answers 404 for an ad account the user cannot reach, and sends nothing', async () => {
    for (const route of routes().filter((r) => r.url.includes('accountId='))) {
      const url = route.url.replace(avaAccount, samAccount);
      const payload = route.payload ? { ...route.payload, accountId: samAccount } : undefined;
      const res = await stack.app.inject({ ...route, url, payload, headers: bearer(tokens.ava) });
      expect(res.statusCode, `${route.method} ${url}`).toBe(404);
      expect(res.json().success).toBe(false);
    }
    expect(stack.queued).toEqual([]);
  });

  it('answers 400 naming each invalid field, and queues nothing', async () => {
    const { facebookPageId: _page, ...withoutPage } = demoPayload(stack.fx, avaAccount);
    const schema = await stack.app.inject({
      method: 'POST',
      url: `/facebook/adlauncher?accountId=${avaAccount}`,
      headers: bearer(tokens.ava),
      payload: { ...withoutPage, ageMin: 12 },
    });
    expect(schema.statusCode).toBe(400);
    expect(schema.json().success).toBe(false);
    expect(Object.keys(schema.json().fields).sort()).toEqual(['ageMin', 'facebookPageId']);

    const rules = await stack.app.inject({
      method: 'POST',
      url: `/facebook/adlauncher?accountId=${avaAccount}`,
      headers: bearer(tokens.ava),
      payload: demoPayload(stack.fx, avaAccount, { locations: [], destinationUrl: undefined }),
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().fields.locations).toEqual(['Please select at least one location.']);

    const otherAccount = await stack.app.inject({
      method: 'POST',
      url: `/facebook/adlauncher?accountId=${avaAccount}`,
      headers: bearer(tokens.ava),
      payload: { ...demoPayload(stack.fx, avaAccount), accountId: 'act_999' },
    });
    expect(otherAccount.statusCode).toBe(400);
    expect(otherAccount.json().fields).toHaveProperty('accountId');

    const badQuery = await stack.app.inject({ method: 'GET', url: '/facebook/assets/pages?accountId=101', headers: bearer(tokens.ava) });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().fields).toHaveProperty('accountId');
    expect(stack.queued).toEqual([]);
  });

  it('makes one launch of one Idempotency-Key, per user, and shows it to its owner only', async () => {
    const post = (token: string, account: string, key: string) =>
      stack.app.inject({
        method: 'POST',
        url: `/facebook/adlauncher?accountId=${account}`,
        headers: { ...bearer(token), 'idempotency-key': key },
        payload: demoPayload(stack.fx, account),
      });
    const first = await post(tokens.ava, avaAccount, 'click-1');
    const second = await post(tokens.ava, avaAccount, 'click-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    // Queued again while still pending (pg-boss keeps one job per launch).
    expect(new Set(stack.queued)).toEqual(new Set([first.json().campaignLaunchId]));
    expect(await stack.database.query('SELECT id FROM launches WHERE idempotency_key = $1', ['click-1'])).toHaveLength(1);
    const samLaunch = await post(tokens.sam, samAccount, 'click-1');
    expect(samLaunch.json().campaignLaunchId).not.toBe(first.json().campaignLaunchId);

    const id = first.json().campaignLaunchId;
    const own = await stack.app.inject({ method: 'GET', url: `/dashboard/campaign-launches/${id}`, headers: bearer(tokens.ava) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id, status: 'PENDING', step: 'CREATING_CAMPAIGN', adsTotal: 1, adsetsTotal: 1, errors: [] });
    const other = await stack.app.inject({ method: 'GET', url: `/dashboard/campaign-launches/${id}`, headers: bearer(tokens.sam) });
    expect(other.statusCode).toBe(404);
    const malformed = await stack.app.inject({ method: 'GET', url: '/dashboard/campaign-launches/not-a-uuid', headers: bearer(tokens.ava) });
    expect(malformed.statusCode).toBe(404);
  });

  it('a draft sent again with its key once its launch has ended answers that launch: no second campaign', async () => {
    // docs/product-rules.md#after-a-launch: the key is the draft's attempt's, kept until a new attempt.
    const post = () =>
      stack.app.inject({
        method: 'POST',
        url: `/facebook/adlauncher?accountId=${avaAccount}`,
        headers: { ...bearer(tokens.ava), 'idempotency-key': 'draft-attempt-1' },
        payload: demoPayload(stack.fx, avaAccount),
      });
    const id = (await post()).json().campaignLaunchId as string;
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    expect((await post()).json()).toMatchObject({ success: true, campaignLaunchId: id });
    expect(await markedObjects(stack, 'campaign', id)).toHaveLength(1);
    expect(await stack.database.query('SELECT id FROM launches WHERE idempotency_key = $1', ['draft-attempt-1'])).toHaveLength(1);
  });

  it('allows the extension origin only', async () => {
    const allowed = await stack.app.inject({
      method: 'OPTIONS',
      url: '/auth/me',
      headers: { origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('chrome-extension://abcdefghijklmnopabcdefghijklmnop');
    const page = await stack.app.inject({
      method: 'OPTIONS',
      url: '/auth/me',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});
