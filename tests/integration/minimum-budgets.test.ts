import { describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import { capBudgetMessages } from '../../lib/rules/messages';
import { graphCall } from '../fixtures/copy-sources';
import { bearer, demoPayload, stackForBlock } from './harness';
import { adsOf, launchRecord, markedObjects, runToEnd } from './launch-kit';

// The platform's minimum budgets (act_{id}/minimum_budgets), read with the ad account and cached with its assets
// (docs/product-rules.md#currencies): read once, read again after Refresh Assets, and left out (the account's one
// minimum then applies) when the platform does not answer them. A launch is held to the minimum of what its ad sets
// are charged for (impressions for Salvo's, a duplicated ad set's own) and to five times a cap or cost target a day;
// read back from the simulator.

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

describe('launches held to the minimum of what their ad sets are charged for, and to five times a cap', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' });
  const ACCOUNT = 'act_101';
  const payload = (overrides: Partial<LaunchPayload>) => demoPayload(stack.fx, ACCOUNT, { ads: adsOf(stack, ACCOUNT, 1), ...overrides });
  const post = (path: string, body: object) =>
    stack.app.inject({ method: 'POST', url: `${path}?accountId=${ACCOUNT}`, headers: bearer(tokens.ava), payload: body });
  /** Launches `body`, runs it to the end and answers the ad set the platform holds. */
  async function launched(body: object) {
    const res = await post('/facebook/adlauncher', body);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().campaignLaunchId as string;
    expect(await runToEnd(stack.deps, id), JSON.stringify((await launchRecord(stack, tokens.ava, id)).errors)).toBe('COMPLETED');
    return (await markedObjects(stack, 'adset', id))[0]!;
  }

  it('$3 a day for website conversions reaches the platform as 300, charged for impressions', async () => {
    const adSet = await launched(payload({ dailyBudget: 300 }));
    expect(adSet).toMatchObject({ daily_budget: '300', billing_event: 'IMPRESSIONS', optimization_goal: 'OFFSITE_CONVERSIONS' });
  });

  it('$20 a day with a $5 cost cap is a 400 naming the budget and the bid with the figures; $25 reaches the platform', async () => {
    const res = await post('/facebook/adlauncher', payload({ dailyBudget: 2000, bidStrategy: 'costPerResult', bidAmount: 500 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      dailyBudget: [capBudgetMessages.budget('costPerResult', '$5.00', '$25.00', 1)],
      bidAmount: [capBudgetMessages.bid('costPerResult', '$20.00', '$4.00', 1)],
    });
    const adSet = await launched(payload({ dailyBudget: 2500, bidStrategy: 'costPerResult', bidAmount: 500 }));
    expect(adSet).toMatchObject({ daily_budget: '2500', bid_amount: 500, bid_strategy: 'COST_CAP' });
  });

  it("says it in the account's currency: ¥1,000 a day with a ¥300 cost cap, the largest bid whole yen", async () => {
    const yen = demoPayload(stack.fx, 'act_206', { ads: adsOf(stack, 'act_206', 1), dailyBudget: 100_000, bidStrategy: 'costPerResult', bidAmount: 30_000 });
    const res = await stack.app.inject({ method: 'POST', url: '/facebook/adlauncher/plan?accountId=act_206', headers: bearer(tokens.sam), payload: yen });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      dailyBudget: [capBudgetMessages.budget('costPerResult', '¥300', '¥1,500', 1)],
      bidAmount: [capBudgetMessages.bid('costPerResult', '¥1,000', '¥200', 1)],
    });
  });

  it('a duplicated ad set charged for link clicks keeps that, and with it the $5 minimum', async () => {
    const token = stack.fx.users.find((u) => u.name === 'Ava Advertiser')!.accessToken;
    const campaign = stack.fx.campaigns.find((c) => c.accountId === ACCOUNT && c.name === 'Blog Traffic')!;
    const { id: source } = (await graphCall(stack.simUrl, token, 'POST', `${ACCOUNT}/adsets`, {
      name: 'Blog – paid per click',
      campaign_id: campaign.id,
      status: 'PAUSED',
      billing_event: 'LINK_CLICKS',
      optimization_goal: 'LINK_CLICKS',
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      daily_budget: 800,
      destination_type: 'WEBSITE',
      start_time: new Date(Date.now() + 86_400_000).toISOString(),
      targeting: { geo_locations: { countries: ['US'] }, targeting_automation: { advantage_audience: 0 } },
    })) as { id: string };
    const page = stack.fx.pages.find((p) => p.adAccountIds.includes(ACCOUNT))!.id;
    const body = {
      ads: adsOf(stack, ACCOUNT, 1),
      facebookPageId: page,
      destinationUrl: 'https://blog.example.com/',
      existingCampaignId: campaign.id,
      duplicateAdsetId: source,
    };
    const low = await post('/facebook/adlauncher', { ...body, dailyBudget: 300 });
    expect(low.statusCode).toBe(400);
    expect(low.json().fields).toEqual({ dailyBudget: ['The minimum daily budget for Traffic ads in this ad account is $5.00.'] });
    const copy = await launched({ ...body, dailyBudget: 500 });
    expect(copy).toMatchObject({ daily_budget: '500', billing_event: 'LINK_CLICKS' });
  });
});
