// The minimum budget (1885272) beyond the base case of rules.test.ts: per billing event as minimum_budgets answers
// it, lifetime budgets over the schedule, another currency, an account's own minimum, updates, campaign budgets, five
// times a cap or cost target, amounts that are not integers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing';
import { startSim, validAdSet, validCampaign } from '../../testing';

let h: Harness;
let campaignId = '';
let pixelId = '';
beforeAll(async () => {
  h = await startSim();
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  campaignId = (await h.post('act_101/campaigns', validCampaign())).body.id;
});
afterAll(async () => {
  await h.sim.close();
});

const adset = (over: Record<string, unknown>): Record<string, unknown> => ({ ...validAdSet(campaignId, pixelId), ...over });
/** A lifetime budget from 2026-12-01 to `end`, without the daily one. */
const lifetimeAdSet = (budget: number, end: string): Record<string, unknown> => {
  const { daily_budget: _d, ...rest } = adset({ lifetime_budget: budget, end_time: end });
  return rest;
};
const cbo = (over: Record<string, unknown>): Record<string, unknown> => {
  const { is_adset_budget_sharing_enabled: _x, ...c } = validCampaign();
  return { ...c, ...over };
};
const tooLow = { code: 100, error_subcode: 1885272, error_user_title: 'Budget Is Too Low' };

describe('minimum_budgets', () => {
  it('answers each class in the account currency, as the platform does', async () => {
    const usd = await h.get('act_101/minimum_budgets');
    expect(usd.body).toEqual({
      data: [
        { currency: 'USD', min_daily_budget_high_freq: 500, min_daily_budget_imp: 100, min_daily_budget_low_freq: 4000, min_daily_budget_video_views: 500 },
      ],
      paging: expect.any(Object),
    });
    const yen = await h.get('act_206/minimum_budgets', { fields: 'currency,min_daily_budget_high_freq' }, h.agency.accessToken);
    expect(yen.body.data).toEqual([{ currency: 'JPY', min_daily_budget_high_freq: 750 }]);
    expect((await h.get('act_101/minimum_budgets', { fields: 'min_daily_budget' })).body.error).toMatchObject({ code: 100 });
    expect((await h.get('act_201/minimum_budgets')).body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});

describe('ad set budgets against the minimum of what they are charged for', () => {
  it('holds each billing event to its class, whatever the goal: impressions $1, link clicks $5, ThruPlay $5, app installs $40', async () => {
    // Charged for impressions, optimised for conversions (as Salvo sends every ad set): $1.
    const res = await h.post('act_101/adsets', adset({ daily_budget: 99 }));
    expect(res.body.error).toMatchObject({
      ...tooLow,
      error_user_msg: 'Your budget must be at least $1.00 or your ads may not be delivered. Please increase your budget for this ad set.',
    });
    expect((await h.post('act_101/adsets', adset({ daily_budget: 100 }))).body.id).toBeTruthy();
    expect((await h.post('act_101/adsets', adset({ daily_budget: 300 }))).body.id).toBeTruthy();
    const billed = (billing_event: string, optimization_goal: string, daily_budget: number) =>
      h.post('act_101/adsets', { ...adset({ daily_budget, optimization_goal, billing_event }), promoted_object: { page_id: h.fx.pages[0]?.id } });
    expect((await billed('LINK_CLICKS', 'LINK_CLICKS', 499)).body.error).toMatchObject(tooLow);
    expect((await billed('LINK_CLICKS', 'LINK_CLICKS', 500)).body.id).toBeTruthy();
    expect((await billed('IMPRESSIONS', 'LINK_CLICKS', 100)).body.id).toBeTruthy();
    expect((await billed('IMPRESSIONS', 'REACH', 99)).body.error.error_user_msg).toContain('$1.00');
    expect((await billed('THRUPLAY', 'THRUPLAY', 499)).body.error.error_user_msg).toContain('$5.00');
    expect((await billed('APP_INSTALLS', 'APP_INSTALLS', 3999)).body.error.error_user_msg).toContain('$40.00');
  });

  it('holds a lifetime budget to the minimum for each day of the schedule, a part of a day counting whole', async () => {
    const week = '2026-12-08T00:00:00-0500';
    expect((await h.post('act_101/adsets', lifetimeAdSet(700, week))).body.id).toBeTruthy();
    const res = await h.post('act_101/adsets', lifetimeAdSet(699, week));
    expect(res.body.error).toMatchObject({
      ...tooLow,
      error_user_msg:
        'Your budget must be at least $7.00 ($1.00 a day for 7 days) or your ads may not be delivered. Please increase your budget for this ad set.',
    });
    const weekAndAnHour = '2026-12-08T01:00:00-0500';
    expect((await h.post('act_101/adsets', lifetimeAdSet(799, weekAndAnHour))).body.error).toMatchObject(tooLow);
    expect((await h.post('act_101/adsets', lifetimeAdSet(800, weekAndAnHour))).body.id).toBeTruthy();
  });

  it('counts in whole yen on a JPY account: ¥150 a day charged for impressions', async () => {
    const token = h.agency.accessToken;
    const japanPixel = h.fx.pixels.find((p) => p.adAccountIds.includes('act_206'))?.id ?? '';
    const japanCampaign = (await h.post('act_206/campaigns', validCampaign(), token)).body.id;
    const japan = (budget: number): Record<string, unknown> => ({ ...validAdSet(japanCampaign, japanPixel), daily_budget: budget });
    expect((await h.post('act_206/adsets', japan(150), token)).body.id).toBeTruthy();
    const res = await h.post('act_206/adsets', japan(149), token);
    expect(res.body.error.error_user_msg).toMatch(/^Your budget must be at least ¥150 or/);
  });

  it("follows the account's own minimum", async () => {
    const set = (min: number): Promise<Response> =>
      fetch(`${h.url}/__sim/accounts/act_101`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ min_daily_budget: min }),
      });
    await set(300);
    try {
      expect((await h.get('act_101/minimum_budgets', { fields: 'min_daily_budget_imp,min_daily_budget_high_freq' })).body.data).toEqual([
        { min_daily_budget_imp: 300, min_daily_budget_high_freq: 1500 },
      ]);
      expect((await h.post('act_101/adsets', adset({ daily_budget: 299 }))).body.error.error_user_msg).toContain('$3.00');
      expect((await h.post('act_101/adsets', adset({ daily_budget: 300 }))).body.id).toBeTruthy();
      expect((await h.post('act_101/adsets', adset({ daily_budget: 1499, billing_event: 'POST_ENGAGEMENT' }))).body.error.error_user_msg).toContain('$15.00');
    } finally {
      await set(100);
    }
  });

  it('checks updates with the fields merged: a budget lowered, a billing event changed, a schedule lengthened', async () => {
    const daily = (await h.post('act_101/adsets', adset({ daily_budget: 2000 }))).body.id;
    expect((await h.post(daily, { daily_budget: 99 })).body.error).toMatchObject(tooLow);
    expect((await h.post(daily, { daily_budget: 100 })).body).toEqual({ success: true });
    // What the ad set is charged for changes the minimum: link clicks take $5.
    expect((await h.post(daily, { billing_event: 'LINK_CLICKS' })).body.error).toMatchObject(tooLow);
    expect((await h.post(daily, { billing_event: 'LINK_CLICKS', daily_budget: 500 })).body).toEqual({ success: true });
    const lifetime = (await h.post('act_101/adsets', lifetimeAdSet(700, '2026-12-08T00:00:00-0500'))).body.id;
    expect((await h.post(lifetime, { end_time: '2026-12-15T00:00:00-0500' })).body.error).toMatchObject(tooLow);
    expect((await h.post(lifetime, { end_time: '2026-12-15T00:00:00-0500', lifetime_budget: 1400 })).body).toEqual({ success: true });
  });
});

describe('budgets against five times a cap or cost target', () => {
  const capped = (bid_strategy: string, bid_amount: number, over: Record<string, unknown> = {}) => adset({ bid_strategy, bid_amount, ...over });

  it("holds an ad set's daily budget to five times its cost cap or bid cap", async () => {
    const res = await h.post('act_101/adsets', capped('COST_CAP', 500, { daily_budget: 2499 }));
    expect(res.body.error).toMatchObject({
      ...tooLow,
      error_user_msg:
        'Your budget must be at least $25.00 (5 times your bid amount of $5.00) or your ads may not be delivered. Please increase your budget for this ad set, or lower the bid amount.',
    });
    expect((await h.post('act_101/adsets', capped('COST_CAP', 500, { daily_budget: 2500 }))).body.id).toBeTruthy();
    expect((await h.post('act_101/adsets', capped('LOWEST_COST_WITH_BID_CAP', 300, { daily_budget: 1499 }))).body.error).toMatchObject(tooLow);
    expect((await h.post('act_101/adsets', capped('LOWEST_COST_WITH_BID_CAP', 300, { daily_budget: 1500 }))).body.id).toBeTruthy();
    // Without a cap, the bid rule does not apply: $3 a day is the impressions minimum's.
    expect((await h.post('act_101/adsets', adset({ daily_budget: 300 }))).body.id).toBeTruthy();
  });

  it('holds a lifetime budget to five times the bid for each day, and an update to its merged fields', async () => {
    const { daily_budget: _d, ...rest } = capped('COST_CAP', 500, { lifetime_budget: 17_499, end_time: '2026-12-08T00:00:00-0500' });
    const res = await h.post('act_101/adsets', rest);
    expect(res.body.error.error_user_msg).toContain('at least $175.00 (5 times your bid amount of $5.00 a day for 7 days)');
    const id = (await h.post('act_101/adsets', { ...rest, lifetime_budget: 17_500 })).body.id;
    expect(id).toBeTruthy();
    expect((await h.post(id, { bid_amount: 501 })).body.error).toMatchObject(tooLow);
    expect((await h.post(id, { bid_amount: 400 })).body).toEqual({ success: true });
  });

  it("under a campaign budget holds the campaign's budget to five times each ad set's bid, on the ad set and on the campaign's update", async () => {
    const campaign = (await h.post('act_101/campaigns', cbo({ daily_budget: 2000, bid_strategy: 'COST_CAP' }))).body.id;
    const { daily_budget: _d, bid_strategy: _s, ...shared } = adset({ campaign_id: campaign, bid_amount: 500 });
    const res = await h.post('act_101/adsets', shared);
    expect(res.body.error).toMatchObject(tooLow);
    expect(res.body.error.error_user_msg).toContain('Please increase your budget for this campaign, or lower the bid amount.');
    expect((await h.post('act_101/adsets', { ...shared, bid_amount: 400 })).body.id).toBeTruthy();
    expect((await h.post(campaign, { daily_budget: 1999 })).body.error).toMatchObject(tooLow);
    expect((await h.post(campaign, { daily_budget: 2000 })).body).toEqual({ success: true });
  });
});

describe('campaign budgets against the impressions minimum', () => {
  it('holds a daily and a lifetime campaign budget to one day, on create and update', async () => {
    const ok = (await h.post('act_101/campaigns', cbo({ lifetime_budget: 100 }))).body.id;
    expect(ok).toBeTruthy();
    const res = await h.post('act_101/campaigns', cbo({ lifetime_budget: 99 }));
    expect(res.body.error).toMatchObject({
      ...tooLow,
      error_user_msg: 'Your budget must be at least $1.00 or your ads may not be delivered. Please increase your budget for this campaign.',
    });
    const daily = (await h.post('act_101/campaigns', cbo({ daily_budget: 5000 }))).body.id;
    expect((await h.post(daily, { daily_budget: 99 })).body.error).toMatchObject(tooLow);
    expect((await h.post(daily, { daily_budget: 100 })).body).toEqual({ success: true });
  });
});

describe('amounts that are not whole units', () => {
  it('refuses 12.5 as a budget (code 100), on create and update', async () => {
    const created = await h.post('act_101/adsets', adset({ daily_budget: 12.5 }));
    expect(created.body.error).toMatchObject({ code: 100, error_user_msg: 'Param daily_budget must be an integer.' });
    const id = (await h.post('act_101/adsets', adset({}))).body.id;
    expect((await h.post(id, { daily_budget: '12.5' })).body.error).toMatchObject({ code: 100 });
    expect((await h.post('act_101/campaigns', cbo({ daily_budget: 1000.5 }))).body.error).toMatchObject({ code: 100 });
  });
});
