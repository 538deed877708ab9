// The minimum daily budget per charged event (sim/README.md#minimum-budgets): the platform's
// `act_{id}/minimum_budgets` answers one figure per class, in the account currency's minimum unit, and an ad set's
// budget is held to the class of the event it is charged for (its billing_event).
import type { SimAdAccount } from '../state/world';
import type { ReadCtx } from './read-ctx';
import { listEdge } from './read-ctx';

/** The MinimumBudget node's fields (developers.facebook.com/docs/marketing-api/reference/minimum-budget). */
const FIELDS = ['currency', 'min_daily_budget_high_freq', 'min_daily_budget_imp', 'min_daily_budget_low_freq', 'min_daily_budget_video_views'] as const;

type BudgetClass = 'imp' | 'high_freq' | 'low_freq' | 'video_views';

/**
 * Each class as a multiple of the account's `min_daily_budget` (the impressions figure): the help centre's $1
 * (charged for impressions), $5 (clicks, likes, video views, post engagement) and $40 (low-frequency events such as
 * offer claims and app installs) in the currencies of its first group.
 */
const MULTIPLE: Record<BudgetClass, number> = { imp: 1, high_freq: 5, video_views: 5, low_freq: 40 };

/**
 * The class of each billing event, after the help centre's list of what an ad set "gets charged for". PURCHASE
 * (low frequency) and LISTING_INTERACTION (high frequency) are not in it: UNVERIFIED.
 */
const CLASS_OF_BILLING: Record<string, BudgetClass> = {
  IMPRESSIONS: 'imp',
  CLICKS: 'high_freq',
  LINK_CLICKS: 'high_freq',
  PAGE_LIKES: 'high_freq',
  POST_ENGAGEMENT: 'high_freq',
  LISTING_INTERACTION: 'high_freq',
  THRUPLAY: 'video_views',
  APP_INSTALLS: 'low_freq',
  OFFER_CLAIMS: 'low_freq',
  PURCHASE: 'low_freq',
};

/** The class of a billing event; none or another (NONE, a campaign's budget): impressions (UNVERIFIED). */
const classOf = (billingEvent: unknown): BudgetClass => (typeof billingEvent === 'string' ? CLASS_OF_BILLING[billingEvent] : undefined) ?? 'imp';

const minimumOf = (account: SimAdAccount, c: BudgetClass): number => account.min_daily_budget * MULTIPLE[c];

/** The smallest daily budget for what an ad set is charged for, in the account's minimum unit; without one
 * (a campaign's), impressions'. */
export const minimumDailyBudget = (account: SimAdAccount, billingEvent?: unknown): number => minimumOf(account, classOf(billingEvent));

/** GET act_{id}/minimum_budgets: one MinimumBudget, in the account's currency. `bid_amount` is taken and not applied. */
export function readMinimumBudgets(ctx: ReadCtx, account: SimAdAccount): unknown {
  const at = (c: BudgetClass) => minimumOf(account, c);
  const view = {
    currency: account.currency,
    min_daily_budget_high_freq: at('high_freq'),
    min_daily_budget_imp: at('imp'),
    min_daily_budget_low_freq: at('low_freq'),
    min_daily_budget_video_views: at('video_views'),
  };
  return listEdge(ctx, [view], 'MinimumBudget', FIELDS.join(','), FIELDS);
}
