// The minimum budget (1885272) beyond the base case of rules.test.ts: per optimization goal as minimum_budgets answers
// it, lifetime budgets over the schedule, another currency, an account's own minimum, updates, campaign budgets,
// amounts that are not integers.
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
  it('answers each class of goal in the account currency, as the platform does', async () => {
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

describe('ad set budgets against the minimum of their goal', () => {
  it('holds each goal to its class: conversions and clicks $5, reach $1, app installs $40, ThruPlay $5', async () => {
    const res = await h.post('act_101/adsets', adset({ daily_budget: 499 }));
    expect(res.body.error).toMatchObject({
      ...tooLow,
      error_user_msg: 'Your budget must be at least $5.00 or your ads may not be delivered. Please increase your budget for this ad set.',
    });
    expect((await h.post('act_101/adsets', adset({ daily_budget: 500 }))).body.id).toBeTruthy();
    const goal = (optimization_goal: string, daily_budget: number) =>
      h.post('act_101/adsets', { ...adset({ daily_budget, optimization_goal }), promoted_object: { page_id: h.fx.pages[0]?.id } });
    expect((await goal('LINK_CLICKS', 499)).body.error).toMatchObject(tooLow);
    expect((await goal('REACH', 100)).body.id).toBeTruthy();
    expect((await goal('REACH', 99)).body.error.error_user_msg).toContain('$1.00');
    expect((await goal('THRUPLAY', 499)).body.error.error_user_msg).toContain('$5.00');
    expect((await goal('APP_INSTALLS', 3999)).body.error.error_user_msg).toContain('$40.00');
  });

  it('holds a lifetime budget to the minimum for each day of the schedule, a part of a day counting whole', async () => {
    const week = '2026-12-08T00:00:00-0500';
    expect((await h.post('act_101/adsets', lifetimeAdSet(3500, week))).body.id).toBeTruthy();
    const res = await h.post('act_101/adsets', lifetimeAdSet(3499, week));
    expect(res.body.error).toMatchObject({
      ...tooLow,
      error_user_msg:
        'Your budget must be at least $35.00 ($5.00 a day for 7 days) or your ads may not be delivered. Please increase your budget for this ad set.',
    });
    const weekAndAnHour = '2026-12-08T01:00:00-0500';
    expect((await h.post('act_101/adsets', lifetimeAdSet(3999, weekAndAnHour))).body.error).toMatchObject(tooLow);
    expect((await h.post('act_101/adsets', lifetimeAdSet(4000, weekAndAnHour))).body.id).toBeTruthy();
  });

  it('counts in whole yen on a JPY account: ¥750 a day for conversions', async () => {
    const token = h.agency.accessToken;
    const japanPixel = h.fx.pixels.find((p) => p.adAccountIds.includes('act_206'))?.id ?? '';
    const japanCampaign = (await h.post('act_206/campaigns', validCampaign(), token)).body.id;
    const japan = (budget: number): Record<string, unknown> => ({ ...validAdSet(japanCampaign, japanPixel), daily_budget: budget });
    expect((await h.post('act_206/adsets', japan(750), token)).body.id).toBeTruthy();
    const res = await h.post('act_206/adsets', japan(749), token);
    expect(res.body.error.error_user_msg).toMatch(/^Your budget must be at least ¥750 or/);
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
      expect((await h.post('act_101/adsets', adset({ daily_budget: 1499 }))).body.error.error_user_msg).toContain('$15.00');
      expect((await h.post('act_101/adsets', adset({ daily_budget: 1500 }))).body.id).toBeTruthy();
    } finally {
      await set(100);
    }
  });

  it('checks updates with the fields merged: a budget lowered, a schedule lengthened under a lifetime budget', async () => {
    const daily = (await h.post('act_101/adsets', adset({ daily_budget: 2000 }))).body.id;
    expect((await h.post(daily, { daily_budget: 499 })).body.error).toMatchObject(tooLow);
    expect((await h.post(daily, { daily_budget: 500 })).body).toEqual({ success: true });
    // A goal that changes changes the minimum: reach takes $1.
    expect((await h.post(daily, { daily_budget: 100, optimization_goal: 'REACH' })).body).toEqual({ success: true });
    const lifetime = (await h.post('act_101/adsets', lifetimeAdSet(3500, '2026-12-08T00:00:00-0500'))).body.id;
    expect((await h.post(lifetime, { end_time: '2026-12-15T00:00:00-0500' })).body.error).toMatchObject(tooLow);
    expect((await h.post(lifetime, { end_time: '2026-12-15T00:00:00-0500', lifetime_budget: 7000 })).body).toEqual({ success: true });
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
