// The platform's minimum budgets (docs/product-rules.md#currencies, the help centre's "About minimum budgets" in
// sim/README.md#minimum-budgets): a daily budget at least the account's minimum for the event its ad sets are charged
// for, a lifetime budget that for each day of the schedule, and with a cap or cost target at least five times the bid
// a day. One rule for the side panel's fields and the server.
import type { MinDailyBudgets } from '../contract/assets';
import { DEFAULT_DAILY_BUDGET, DEFAULT_LIFETIME_BUDGET } from './constants';
import { formatMoney, money, platformOffset, type Money } from './currency';
import { existingCampaignOf } from './launch-source';
import { accountMoneyMessages, capBudgetMessages } from './step-one-messages';
import { objectiveLabel } from './naming-values';
import { timeOf } from './time';
import type { AdAccountContext, BudgetMode, LaunchDraft } from './types';

const DAY_MS = 86_400_000;

/** The days a lifetime budget covers (a started day counts whole); null when the dates do not say. */
export function scheduleDays(draft: Pick<LaunchDraft, 'startTime' | 'endTime'>): number | null {
  const span = timeOf(draft.endTime) - timeOf(draft.startTime);
  return span > 0 ? Math.max(1, Math.ceil(span / DAY_MS)) : null;
}

/** What Salvo's new ad sets are charged for, whatever their goal (server/launch/plan.ts). */
export const SALVO_BILLING_EVENT = 'IMPRESSIONS';

/**
 * The class of minimum each billing event falls in: the help centre's impressions ($1), clicks, likes, video views and
 * post engagement ($5), low-frequency events such as offer claims and app installs ($40). PURCHASE and
 * LISTING_INTERACTION are not in its list (sim/README.md#minimum-budgets: UNVERIFIED).
 */
const CLASS_OF_BILLING: Readonly<Record<string, keyof MinDailyBudgets>> = {
  IMPRESSIONS: 'impressions',
  CLICKS: 'highFrequency',
  LINK_CLICKS: 'highFrequency',
  PAGE_LIKES: 'highFrequency',
  POST_ENGAGEMENT: 'highFrequency',
  LISTING_INTERACTION: 'highFrequency',
  THRUPLAY: 'videoViews',
  APP_INSTALLS: 'lowFrequency',
  OFFER_CLAIMS: 'lowFrequency',
  PURCHASE: 'lowFrequency',
};

/** What the launch's ad sets are charged for: Salvo's event, but a duplicated ad set's copy keeps its source's. */
export function billingEventOf({ source }: Pick<LaunchDraft, 'source'>): string {
  if (source.kind !== 'duplicateAdSet') return SALVO_BILLING_EVENT;
  return source.read?.adSets.find((a) => a.id === source.adSetId)?.billingEvent ?? SALVO_BILLING_EVENT;
}

type AccountMinimum = Pick<AdAccountContext, 'currency' | 'minDailyBudget' | 'minDailyBudgets'>;
/** What a budget's minimum depends on: what the ad sets are charged for and, for a lifetime budget, the schedule. */
type MinimumOf = Pick<LaunchDraft, 'source' | 'startTime' | 'endTime'>;

/** The account's smallest daily budget for what the ad sets are charged for, in hundredths: the platform's minimum for
 * its class, else the account's one minimum; null when the platform says neither. */
function minDailyBudgetFor(draft: Pick<LaunchDraft, 'source'>, account: Omit<AccountMinimum, 'currency'>): number | null {
  const byClass = account.minDailyBudgets?.[CLASS_OF_BILLING[billingEventOf(draft)] ?? 'impressions'];
  return byClass ?? account.minDailyBudget ?? null;
}

/** The account's smallest budget of a mode, in hundredths: its minimum a day, for each day of a lifetime; 0 unknown. */
export function accountMinimumBudget(mode: BudgetMode, account: AccountMinimum, draft: MinimumOf): number {
  const perDay = minDailyBudgetFor(draft, account) ?? 0;
  return mode === 'daily' ? perDay : perDay * (scheduleDays(draft) ?? 1);
}

/**
 * A budget mode's default in the account's currency (docs/product-rules.md#budget: daily 5, lifetime 35), or the
 * account's own minimum where that is more (¥150 a day in a yen account, not ¥5: docs/product-rules.md#currencies).
 */
export function defaultBudget(mode: BudgetMode, account: AccountMinimum, draft: MinimumOf): Money {
  const spec = (mode === 'daily' ? DEFAULT_DAILY_BUDGET : DEFAULT_LIFETIME_BUDGET) * 100;
  return money(Math.max(spec, accountMinimumBudget(mode, account, draft)), account.currency);
}

/**
 * The ad account's own minimum (docs/product-rules.md#currencies): the platform refuses a daily budget under it, and a
 * lifetime budget under that amount for each day of the schedule (started days count whole). Null when the budget is
 * enough, or the account or the dates do not say.
 */
export function accountBudgetError(
  draft: Pick<LaunchDraft, 'objective' | 'source' | 'budgetMode' | 'budget' | 'startTime' | 'endTime'>,
  account: AccountMinimum,
): string | null {
  const perDay = minDailyBudgetFor(draft, account);
  if (!perDay || draft.budget === null) return null;
  const budget = draft.budget.hundredths;
  const goal = `${objectiveLabel(draft.objective)} ads`;
  if (draft.budgetMode === 'daily') return budget < perDay ? accountMoneyMessages.dailyMinimum(formatMoney(perDay, account.currency), goal) : null;
  const days = scheduleDays(draft);
  if (days === null) return null;
  const min = perDay * days;
  return budget < min ? accountMoneyMessages.lifetimeMinimum(formatMoney(min, account.currency), days, formatMoney(perDay, account.currency), goal) : null;
}

/** The platform's "five times the amount of your cap or cost target" a day. */
const CAP_BUDGET_MULTIPLE = 5;

type CapDraft = Pick<LaunchDraft, 'bidStrategy' | 'bidAmount' | 'budgetMode' | 'budget' | 'startTime' | 'endTime' | 'source'>;

/** The budget the new ad sets spend from: the existing campaign's when they go under its campaign budget, else the
 * launch's own. */
function spentBudgetOf(draft: CapDraft): Pick<LaunchDraft, 'budgetMode' | 'budget'> {
  const campaign = existingCampaignOf(draft);
  return campaign?.isCBO ? { budgetMode: campaign.budgetType, budget: campaign.budget } : draft;
}

/**
 * A budget too small for its cap or cost target (Cost Per Result, Bid Cap): the budget it needs and the largest bid
 * it takes, in hundredths of `currency` (a bid whole in it), over `days` (1 for a daily budget). Null when it is enough
 * or there is no such bid.
 */
function capShortfall(draft: CapDraft, currency: string) {
  const { bidStrategy: strategy, bidAmount: bid } = draft;
  const { budgetMode, budget } = spentBudgetOf(draft);
  if ((strategy !== 'costPerResult' && strategy !== 'bidCap') || bid === null || budget === null) return null;
  const days = budgetMode === 'daily' ? 1 : scheduleDays(draft);
  if (days === null) return null;
  const min = bid.hundredths * CAP_BUDGET_MULTIPLE * days;
  if (budget.hundredths >= min) return null;
  const unit = 100 / platformOffset(currency);
  const maxBid = Math.floor(budget.hundredths / (CAP_BUDGET_MULTIPLE * days) / unit) * unit;
  return { strategy, budget: formatMoney(budget.hundredths, currency), bid: formatMoney(bid.hundredths, currency), min, maxBid, days };
}

/** The budget field's message when it is under five times the bid (docs/product-rules.md#bid-strategy), or null. */
export function capBudgetError(draft: CapDraft, currency: string): string | null {
  // Under an existing campaign's budget, the launch has no budget of its own to raise: the bid says it.
  if (existingCampaignOf(draft)?.isCBO) return null;
  const s = capShortfall(draft, currency);
  return s && capBudgetMessages.budget(s.strategy, s.bid, formatMoney(s.min, currency), s.days);
}

/** The bid field's message when the budget it spends from (its campaign's, under an existing campaign budget) is under
 * five times it, or null. */
export function capBidError(draft: CapDraft, currency: string): string | null {
  const s = capShortfall(draft, currency);
  return s && capBudgetMessages.bid(s.strategy, s.budget, formatMoney(s.maxBid, currency), s.days);
}
