// The ad account's minimum budget (1885272, "Budget Is Too Low"), in its currency's minimum unit: a daily budget
// at least min_daily_budget, a lifetime budget at least that for each day of the schedule (sim/README.md#currencies).
import type { SimAdAccount } from '../../state/world';
import { formatAmount } from '../../state/currencies';
import { invalidParam } from '../errors';
import type { GraphError } from '../errors';
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

function tooLow(account: SimAdAccount, level: string, min: number, days: number): GraphError {
  const perDay = days > 1 ? ` (${formatAmount(account.min_daily_budget, account.currency)} a day for ${String(days)} days)` : '';
  return invalidParam('Invalid parameter', {
    subcode: 1885272,
    userTitle: 'Budget Is Too Low',
    userMsg: `The budget for this ${level} must be at least ${formatAmount(min, account.currency)}${perDay}.`,
  });
}

/** The first budget of `values` below the account's minimum, over `days` for a lifetime budget. */
function belowMinimum(account: SimAdAccount, level: string, values: Record<string, unknown>, days: number): GraphError | undefined {
  const min = account.min_daily_budget;
  if (has(values.daily_budget) && Number(values.daily_budget) < min) return tooLow(account, level, min, 1);
  if (has(values.lifetime_budget) && Number(values.lifetime_budget) < min * days) return tooLow(account, level, min * days, days);
  return undefined;
}

export const adsetBudgetTooLow: Rule = {
  name: 'adset-budget-too-low',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ account, values, world }) => belowMinimum(account, 'ad set', values, scheduleDays(values, world.clock())),
};

// A campaign's schedule is its ad sets', not known when its budget is set: a lifetime budget is held to one day.
export const campaignBudgetTooLow: Rule = {
  name: 'campaign-budget-too-low',
  edges: ['campaigns'],
  onUpdate: true,
  check: ({ account, values }) => belowMinimum(account, 'campaign', values, 1),
};
