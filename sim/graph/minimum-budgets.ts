// The minimum daily budget per optimization goal (sim/README.md#minimum-budgets): the platform's
// `act_{id}/minimum_budgets` answers one figure per class of goal, in the account currency's minimum unit, and an
// ad set's budget is held to its goal's class.
import type { SimAdAccount } from '../state/world';
import type { ReadCtx } from './read-ctx';
import { listEdge } from './read-ctx';

/** The MinimumBudget node's fields (developers.facebook.com/docs/marketing-api/reference/minimum-budget). */
const FIELDS = ['currency', 'min_daily_budget_high_freq', 'min_daily_budget_imp', 'min_daily_budget_low_freq', 'min_daily_budget_video_views'] as const;

type GoalClass = 'imp' | 'high_freq' | 'low_freq' | 'video_views';

/**
 * Each class as a multiple of the account's `min_daily_budget` (the impressions figure): the help centre's $1
 * (impressions), $5 (clicks, likes, video views, engagement) and $40 (low-frequency events such as app installs and
 * offer claims) in the currencies of its first group.
 */
const MULTIPLE: Record<GoalClass, number> = { imp: 1, high_freq: 5, video_views: 5, low_freq: 40 };

const IMPRESSION_GOALS = ['IMPRESSIONS', 'REACH', 'AD_RECALL_LIFT'];
const VIDEO_GOALS = ['THRUPLAY'];
const LOW_FREQUENCY_GOALS = ['APP_INSTALLS', 'APP_INSTALLS_AND_OFFSITE_CONVERSIONS'];

/**
 * The class of an optimization goal; every action not listed (clicks, conversions, leads, value, ...) is high
 * frequency. None (a campaign's budget, an ad set without a goal): impressions.
 */
function classOf(goal: unknown): GoalClass {
  if (typeof goal !== 'string' || IMPRESSION_GOALS.includes(goal)) return 'imp';
  if (VIDEO_GOALS.includes(goal)) return 'video_views';
  if (LOW_FREQUENCY_GOALS.includes(goal)) return 'low_freq';
  return 'high_freq';
}

const minimumOf = (account: SimAdAccount, c: GoalClass): number => account.min_daily_budget * MULTIPLE[c];

/** The smallest daily budget for `goal` in the account's minimum unit; without a goal (a campaign's), impressions'. */
export const minimumDailyBudget = (account: SimAdAccount, goal?: unknown): number => minimumOf(account, classOf(goal));

/** GET act_{id}/minimum_budgets: one MinimumBudget, in the account's currency. `bid_amount` is taken and not applied. */
export function readMinimumBudgets(ctx: ReadCtx, account: SimAdAccount): unknown {
  const at = (c: GoalClass) => minimumOf(account, c);
  const view = {
    currency: account.currency,
    min_daily_budget_high_freq: at('high_freq'),
    min_daily_budget_imp: at('imp'),
    min_daily_budget_low_freq: at('low_freq'),
    min_daily_budget_video_views: at('video_views'),
  };
  return listEdge(ctx, [view], 'MinimumBudget', FIELDS.join(','), FIELDS);
}
