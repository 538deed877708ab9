// The bid rules together: which strategies take a bid_amount, the campaign's strategy under a campaign budget, and
// updates, which are checked on the bid fields they send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing';
import { startSim, validAdSet, validCampaign } from '../../testing';

let h: Harness;
let pixelId = '';
let campaignId = '';
beforeAll(async () => {
  h = await startSim();
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  campaignId = (await h.post('act_101/campaigns', validCampaign())).body.id;
});
afterAll(async () => {
  await h.sim.close();
});

/** An ad set of `campaign` (default: one without a budget) with `over`, leaving out the keys of `drop`; $50 a day,
 * which covers five times any bid used here (budget-minimum.test.ts holds that rule). */
const adset = (over: Record<string, unknown>, drop: string[] = [], campaign = campaignId): Record<string, unknown> => {
  const p: Record<string, unknown> = { ...validAdSet(campaign, pixelId), daily_budget: 5000, ...over };
  for (const k of drop) delete p[k];
  return p;
};
const cboCampaign = async (over: Record<string, unknown>): Promise<string> => {
  const { is_adset_budget_sharing_enabled: _x, ...c } = validCampaign();
  return (await h.post('act_101/campaigns', { ...c, daily_budget: 5000, ...over })).body.id;
};
const created = async (params: Record<string, unknown>): Promise<string> => {
  const res = await h.post('act_101/adsets', params);
  expect(res.body.error).toBeUndefined();
  return res.body.id;
};
const refusal = async (params: Record<string, unknown>): Promise<{ title: string; msg: string }> => {
  const { error } = (await h.post('act_101/adsets', params)).body;
  expect(error).toMatchObject({ code: 100 });
  return { title: error.error_user_title, msg: error.error_user_msg };
};

describe('bid_amount and the bid strategy', () => {
  it('takes a bid_amount with the caps only, and requires it there', async () => {
    await created(adset({ bid_strategy: 'COST_CAP', bid_amount: 700 }));
    await created(adset({ bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: 900 }));
    expect((await refusal(adset({ bid_strategy: 'LOWEST_COST_WITH_BID_CAP' }))).title).toBe('Bid Amount Required');
    expect(await refusal(adset({ bid_strategy: 'LOWEST_COST_WITHOUT_CAP', bid_amount: 500 }))).toEqual({
      title: 'Bid Amount Not Allowed',
      msg: 'The bid strategy LOWEST_COST_WITHOUT_CAP takes no bid_amount: leave it out, or choose COST_CAP or LOWEST_COST_WITH_BID_CAP.',
    });
    const roas = { bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS', optimization_goal: 'VALUE', bid_constraints: { roas_average_floor: 10000 } };
    await created(adset(roas));
    expect((await refusal(adset({ ...roas, bid_amount: 500 }))).msg).toContain('LOWEST_COST_WITH_MIN_ROAS takes no bid_amount');
  });

  it('reads no strategy as lowest cost without cap', async () => {
    await created(adset({}, ['bid_strategy']));
    expect((await refusal(adset({ bid_amount: 500 }, ['bid_strategy']))).msg).toContain('LOWEST_COST_WITHOUT_CAP takes no bid_amount');
  });
});

describe("under a campaign budget the campaign's strategy", () => {
  it("is the ad sets': the same one may be repeated, another is refused, and it decides on bid_amount", async () => {
    const costCap = await cboCampaign({ bid_strategy: 'COST_CAP' });
    await created(adset({ bid_strategy: 'COST_CAP', bid_amount: 700 }, ['daily_budget'], costCap));
    await created(adset({ bid_amount: 700 }, ['daily_budget', 'bid_strategy'], costCap));
    expect(await refusal(adset({ bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: 700 }, ['daily_budget'], costCap))).toEqual({
      title: 'Bid Strategy Set by the Campaign',
      msg: "The campaign has a budget and the bid strategy COST_CAP: the ad set's bid strategy must be the campaign's, not LOWEST_COST_WITH_BID_CAP.",
    });
    const lowest = await cboCampaign({ bid_strategy: 'LOWEST_COST_WITHOUT_CAP' });
    expect((await refusal(adset({ bid_amount: 700 }, ['daily_budget', 'bid_strategy'], lowest))).title).toBe('Bid Amount Not Allowed');
  });

  it('leaves the ad sets free when the campaign budget comes without a strategy', async () => {
    const free = await cboCampaign({});
    await created(adset({ bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: 700 }, ['daily_budget'], free));
  });
});

describe('updates', () => {
  it('switch strategies with the bid_amount they send: a stored bid does not stop a switch to lowest cost', async () => {
    const id = await created(adset({ bid_strategy: 'COST_CAP', bid_amount: 700 }));
    expect((await h.post(id, { bid_strategy: 'LOWEST_COST_WITHOUT_CAP', bid_amount: 700 })).body.error.error_user_title).toBe('Bid Amount Not Allowed');
    expect((await h.post(id, { bid_strategy: 'LOWEST_COST_WITHOUT_CAP' })).body).toEqual({ success: true });
    expect((await h.post(id, { bid_amount: 800 })).body.error.error_user_title).toBe('Bid Amount Not Allowed');
    expect((await h.post(id, { bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: 800 })).body).toEqual({ success: true });
  });

  it("refuse an ad set's own strategy other than its campaign budget's", async () => {
    const costCap = await cboCampaign({ bid_strategy: 'COST_CAP' });
    const id = await created(adset({ bid_amount: 700 }, ['daily_budget', 'bid_strategy'], costCap));
    expect((await h.post(id, { bid_strategy: 'LOWEST_COST_WITHOUT_CAP' })).body.error.error_user_title).toBe('Bid Strategy Set by the Campaign');
    expect((await h.post(id, { bid_amount: 900 })).body).toEqual({ success: true });
  });
});
