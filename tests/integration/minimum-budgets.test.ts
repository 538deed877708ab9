import { describe, expect, it } from 'vitest';
import { bearer, stackForBlock } from './harness';

// The platform's minimum budgets per goal (act_{id}/minimum_budgets), read with the ad account and cached with its
// assets (docs/product-rules.md#currencies): read once, read again after Refresh Assets, and left out (the account's
// one minimum then applies) when the platform does not answer them.

describe('minimum budgets of the ad account', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });
  const ACCOUNT = 'act_101';
  const sim = (method: string, path: string, body?: unknown) =>
    fetch(`${stack.simUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const account = async () => {
    const res = await stack.app.inject({ method: 'GET', url: `/facebook/adaccount/current?accountId=${ACCOUNT}`, headers: bearer(tokens.ava) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.data as { minDailyBudget: number; minDailyBudgets: Record<string, number> | null };
  };
  const minimumReads = async () => ((await (await sim('GET', '/__sim/requests?path=minimum_budgets')).json()) as { data: unknown[] }).data.length;

  it('reads them once with the account, in hundredths, and again after Refresh Assets', async () => {
    await sim('DELETE', '/__sim/requests');
    expect((await account()).minDailyBudgets).toEqual({ impressions: 100, highFrequency: 500, lowFrequency: 4000, videoViews: 500 });
    await sim('POST', `/__sim/accounts/${ACCOUNT}`, { min_daily_budget: 300 });
    try {
      // Cached: the platform's new minimums are not read yet.
      expect((await account()).minDailyBudgets?.highFrequency).toBe(500);
      expect(await minimumReads()).toBe(1);
      const refresh = await stack.app.inject({ method: 'POST', url: `/facebook/assets/refresh?accountId=${ACCOUNT}`, headers: bearer(tokens.ava) });
      expect(refresh.statusCode, refresh.body).toBe(200);
      expect((await account()).minDailyBudgets).toEqual({ impressions: 300, highFrequency: 1500, lowFrequency: 12000, videoViews: 1500 });
      expect(await minimumReads()).toBe(2);
    } finally {
      await sim('POST', `/__sim/accounts/${ACCOUNT}`, { min_daily_budget: 100 });
    }
  });

  it('answers the account without them when the platform fails them: its one minimum applies', async () => {
    await sim('POST', '/__sim/faults', { kind: 'error', path: '/minimum_budgets$', error: { code: 1, message: 'An unknown error occurred' } });
    try {
      // Nothing cached any more (Refresh Assets allows one turn in 5 minutes: the test above took it).
      await stack.database.query('DELETE FROM asset_cache WHERE account_id = $1', [ACCOUNT]);
      const data = await account();
      expect(data.minDailyBudgets).toBeNull();
      expect(data.minDailyBudget).toBe(100);
    } finally {
      await sim('DELETE', '/__sim/faults');
    }
  });
});
