// Ad set spend limits (spend-limits-need-campaign-budget, spend-limit-min-over-cap): the pair of the campaign
// budget's kind, the minimum at most the cap, on create and on update with the fields merged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing';
import { startSim, validAdSet, validCampaign } from '../../testing';

let h: Harness;
let pixelId = '';
let dailyId = ''; // a daily campaign budget
let lifetimeId = ''; // a lifetime campaign budget
let noBudgetId = '';
beforeAll(async () => {
  h = await startSim();
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  const { is_adset_budget_sharing_enabled: _x, ...cbo } = validCampaign();
  dailyId = (await h.post('act_101/campaigns', { ...cbo, daily_budget: 10000 })).body.id;
  lifetimeId = (await h.post('act_101/campaigns', { ...cbo, lifetime_budget: 100000 })).body.id;
  noBudgetId = (await h.post('act_101/campaigns', validCampaign())).body.id;
});
afterAll(async () => {
  await h.sim.close();
});

/** An ad set of `campaign` with `limits`, without a budget of its own under a campaign budget. */
const adset = (campaign: string, limits: Record<string, unknown>): Record<string, unknown> => {
  const { daily_budget: _d, ...p } = validAdSet(campaign, pixelId);
  const own = campaign === noBudgetId ? { daily_budget: 2000 } : campaign === lifetimeId ? { end_time: '2026-12-20T00:00:00-0500' } : {};
  return { ...p, ...own, ...limits };
};
const post = async (campaign: string, limits: Record<string, unknown>): Promise<{ id?: string; title?: string; msg?: string }> => {
  const { id, error } = (await h.post('act_101/adsets', adset(campaign, limits))).body;
  if (error) expect(error.code).toBe(100);
  return { id, title: error?.error_user_title, msg: error?.error_user_msg };
};

describe('ad set spend limits', () => {
  it('need a campaign budget', async () => {
    expect(await post(noBudgetId, { daily_min_spend_target: 500 })).toMatchObject({
      title: 'Spend Limits Need a Campaign Budget',
      msg: 'Ad set spend limits (daily_min_spend_target) are available only when the campaign has a budget.',
    });
  });

  it('take the daily pair under a daily campaign budget, the lifetime pair under a lifetime one', async () => {
    expect((await post(dailyId, { daily_min_spend_target: 500, daily_spend_cap: 5000 })).id).toBeTruthy();
    expect((await post(dailyId, { lifetime_spend_cap: 50000 })).msg).toBe(
      'With a daily campaign budget an ad set takes daily_min_spend_target and daily_spend_cap, not lifetime_spend_cap.',
    );
    expect((await post(lifetimeId, { lifetime_min_spend_target: 5000, lifetime_spend_cap: 50000 })).id).toBeTruthy();
    expect((await post(lifetimeId, { daily_spend_cap: 5000 })).msg).toBe(
      'With a lifetime campaign budget an ad set takes lifetime_min_spend_target and lifetime_spend_cap, not daily_spend_cap.',
    );
  });

  it('keep the minimum at most the cap', async () => {
    expect((await post(lifetimeId, { lifetime_min_spend_target: 50000, lifetime_spend_cap: 50000 })).id).toBeTruthy();
    expect(await post(lifetimeId, { lifetime_min_spend_target: 50001, lifetime_spend_cap: 50000 })).toMatchObject({
      title: 'Minimum Spend Above Spend Cap',
      msg: 'lifetime_min_spend_target may not be more than lifetime_spend_cap.',
    });
  });

  it('are checked on update with the stored ones merged', async () => {
    const id = (await post(dailyId, { daily_spend_cap: 2000 })).id ?? '';
    expect((await h.post(id, { daily_min_spend_target: 2500 })).body.error.error_user_title).toBe('Minimum Spend Above Spend Cap');
    expect((await h.post(id, { daily_min_spend_target: 2500, daily_spend_cap: 4000 })).body).toEqual({ success: true });
    expect((await h.get(id, { fields: 'daily_min_spend_target,daily_spend_cap' })).body).toMatchObject({
      daily_min_spend_target: '2500',
      daily_spend_cap: '4000',
    });
    const plain = (await post(noBudgetId, {})).id ?? '';
    expect((await h.post(plain, { daily_spend_cap: 4000 })).body.error.error_user_title).toBe('Spend Limits Need a Campaign Budget');
  });
});
