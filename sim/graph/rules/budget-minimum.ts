// The minimum budget (1885272, "Budget Is Too Low"), in the account currency's minimum unit: an ad set's daily budget
// at least the minimum of what it is charged for, a lifetime budget at least that for each day of the schedule; a
// campaign's one day of the impressions minimum; and with a cap or cost target, at least five times the bid a day
// (sim/README.md#minimum-budgets).
import type { GraphObject, SimAdAccount } from '../../state/world';
import { formatAmount } from '../../state/currencies';
import { invalidParam } from '../errors';
import type { GraphError } from '../errors';
import { minimumDailyBudget } from '../minimum-budgets';
import type { Rule, RuleContext } from './types';
import { has } from './types';

const DAY_MS = 24 * 3600_000;

/** Whole days from start_time (now when absent) to end_time, rounded up, at least 1. */
function scheduleDays(values: Record<string, unknown>, now: number): number {
  if (!has(values.end_time)) return 1;
  const start = has(values.start_time) ? Date.parse(String(values.start_time)) : now;
  const days = Math.ceil((Date.parse(String(values.end_time)) - start) / DAY_MS);
  return Number.isFinite(days) ? Math.max(1, days) : 1;
}

// The wording public clients quote since 2025 ("Your ad set budget must be more than MYR4.12 or your ads may not be
// delivered."; "... Please increase your budget for this ad set."), with the amount in the simulator's format.
function tooLow(account: SimAdAccount, level: string, perDay: number, days: number): GraphError {
  const amount = formatAmount(perDay * days, account.currency);
  const each = days > 1 ? ` (${formatAmount(perDay, account.currency)} a day for ${String(days)} days)` : '';
  return invalidParam('Invalid parameter', {
    subcode: 1885272,
    userTitle: 'Budget Is Too Low',
    userMsg: `Your budget must be at least ${amount}${each} or your ads may not be delivered. Please increase your budget for this ${level}.`,
  });
}

/** The first budget of `values` below `perDay`, over `days` for a lifetime budget. */
function belowMinimum(account: SimAdAccount, level: string, values: Record<string, unknown>, perDay: number, days: number): GraphError | undefined {
  if (has(values.daily_budget) && Number(values.daily_budget) < perDay) return tooLow(account, level, perDay, 1);
  if (has(values.lifetime_budget) && Number(values.lifetime_budget) < perDay * days) return tooLow(account, level, perDay, days);
  return undefined;
}

export const adsetBudgetTooLow: Rule = {
  name: 'adset-budget-too-low',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ account, values, world }) =>
    belowMinimum(account, 'ad set', values, minimumDailyBudget(account, values.billing_event), scheduleDays(values, world.clock())),
};

// A campaign's schedule and goals are its ad sets', not known when its budget is set: one day of the impressions
// minimum (UNVERIFIED: public clients say the platform sums its ad sets' minimums).
export const campaignBudgetTooLow: Rule = {
  name: 'campaign-budget-too-low',
  edges: ['campaigns'],
  onUpdate: true,
  check: ({ account, values }) => belowMinimum(account, 'campaign', values, minimumDailyBudget(account), 1),
};

/** The bid strategies whose bid_amount is a cap or a cost target. */
const CAPPED = ['COST_CAP', 'LOWEST_COST_WITH_BID_CAP'];
const BID_MULTIPLE = 5;

// The help centre's "five times the amount of your cap or cost target"; subcode and wording the simulator's, after
// the minimum's (UNVERIFIED).
function underFiveBids(account: SimAdAccount, level: string, budget: number, bid: number, days: number): GraphError | undefined {
  const min = bid * BID_MULTIPLE * days;
  if (budget >= min) return undefined;
  const each = days > 1 ? ` a day for ${String(days)} days` : '';
  return invalidParam('Invalid parameter', {
    subcode: 1885272,
    userTitle: 'Budget Is Too Low',
    userMsg: `Your budget must be at least ${formatAmount(min, account.currency)} (5 times your bid amount of ${formatAmount(bid, account.currency)}${each}) or your ads may not be delivered. Please increase your budget for this ${level}, or lower the bid amount.`,
  });
}

/** An ad set's capped bid, when its strategy (its own, else its campaign's) has one. */
function cappedBid(adSet: Record<string, unknown>, campaign: GraphObject | undefined): number | undefined {
  const strategy = adSet.bid_strategy ?? campaign?.data.bid_strategy;
  return typeof strategy === 'string' && CAPPED.includes(strategy) && has(adSet.bid_amount) ? Number(adSet.bid_amount) : undefined;
}

/** The budget an ad set spends from (its own, else its campaign's) against five times its bid, per day of its schedule. */
function adSetUnderFiveBids(account: SimAdAccount, adSet: Record<string, unknown>, campaign: GraphObject | undefined, now: number) {
  const bid = cappedBid(adSet, campaign);
  if (bid === undefined) return undefined;
  const own = has(adSet.daily_budget) || has(adSet.lifetime_budget);
  const [owner, level] = own ? [adSet, 'ad set'] : [campaign?.data ?? {}, 'campaign'];
  if (has(owner.daily_budget)) return underFiveBids(account, level, Number(owner.daily_budget), bid, 1);
  if (has(owner.lifetime_budget)) return underFiveBids(account, level, Number(owner.lifetime_budget), bid, scheduleDays(adSet, now));
  return undefined;
}

export const adsetBudgetUnderFiveBids: Rule = {
  name: 'adset-budget-under-five-bids',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ account, values, campaign, world }: RuleContext) => adSetUnderFiveBids(account, values, campaign, world.clock()),
};

// A campaign budget lowered, or its strategy changed, under ad sets whose bids it must cover five times.
export const campaignBudgetUnderFiveBids: Rule = {
  name: 'campaign-budget-under-five-bids',
  edges: ['campaigns'],
  onUpdate: true,
  check: ({ account, values, world, update }: RuleContext) => {
    if (!update) return undefined;
    const merged: GraphObject = { ...update, data: values };
    for (const o of world.objects.values()) {
      if (o.type !== 'adset' || o.data.campaign_id !== update.id || o.data.status === 'DELETED') continue;
      if (has(o.data.daily_budget) || has(o.data.lifetime_budget)) continue;
      const err = adSetUnderFiveBids(account, o.data, merged, world.clock());
      if (err) return err;
    }
    return undefined;
  },
};
