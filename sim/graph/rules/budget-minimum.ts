// The minimum budget (1885272, "Budget Is Too Low"), in the account currency's minimum unit: an ad set's daily budget
// at least its goal's minimum daily budget, a lifetime budget at least that for each day of the schedule; a campaign's
// one day of the impressions minimum (sim/README.md#minimum-budgets).
import type { SimAdAccount } from '../../state/world';
import { formatAmount } from '../../state/currencies';
import { invalidParam } from '../errors';
import type { GraphError } from '../errors';
import { minimumDailyBudget } from '../minimum-budgets';
import type { Rule } from './types';
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
    belowMinimum(account, 'ad set', values, minimumDailyBudget(account, values.optimization_goal), scheduleDays(values, world.clock())),
};

// A campaign's schedule and goals are its ad sets', not known when its budget is set: one day of the impressions
// minimum (UNVERIFIED: public clients say the platform sums its ad sets' minimums).
export const campaignBudgetTooLow: Rule = {
  name: 'campaign-budget-too-low',
  edges: ['campaigns'],
  onUpdate: true,
  check: ({ account, values }) => belowMinimum(account, 'campaign', values, minimumDailyBudget(account), 1),
};
