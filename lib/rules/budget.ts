// Budget math (docs/product-rules.md#conventions: budgets are held in cents, docs/product-rules.md#budget: budget
// rules, docs/product-rules.md#review-and-confirm: budget multiplication).
import {
  BLUR_FALLBACK_DAILY_BUDGET,
  BLUR_FALLBACK_LIFETIME_BUDGET,
  DEFAULT_DAILY_BUDGET,
  DEFAULT_LIFETIME_BUDGET,
  MIN_DAILY_BUDGET,
  MIN_LIFETIME_BUDGET_AT_LAUNCH,
  MIN_LIFETIME_BUDGET_IN_FIELD,
} from './constants';
import { currencyDecimals, formatMoney, isWholeInCurrency, money, type Money } from './currency';
import { accountMoneyMessages, amountMessages, launchMessages } from './messages';
import { objectiveLabel } from './naming-values';
import { timeOf } from './time';
import type { MinDailyBudgets } from '../contract/assets';
import type { AdAccountContext, BudgetMode, FieldErrors, LaunchDraft, Objective } from './types';

/**
 * Currency units to integer cents, exactly as written in decimal: 19.99 is 1999 (not 1998.9999...).
 * Digits beyond the cent round half up (1.005 is 101). Returns NaN for what is not a finite number.
 */
export function toCents(amount: number | string): number {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) {
    const n = Number(text);
    return Number.isFinite(n) && text !== '' ? Math.round(n * 100) : Number.NaN;
  }
  const sign = m[1] === '-' ? -1 : 1;
  const whole = Number(m[2] === '' ? '0' : m[2]);
  const frac = (m[3] ?? '').padEnd(3, '0');
  const cents = whole * 100 + Number(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1 : 0);
  return sign * cents === 0 ? 0 : sign * cents;
}

/** Main (launch) check (docs/product-rules.md#budget): daily at least 1, lifetime at least 6. */
export function minimumBudgetAtLaunch(mode: BudgetMode): number {
  return mode === 'daily' ? MIN_DAILY_BUDGET : MIN_LIFETIME_BUDGET_AT_LAUNCH;
}

/** Step-2 budget field (docs/product-rules.md#budget): daily at least 1, lifetime at least 7 (the field's reading). */
export function minimumBudgetInField(mode: BudgetMode): number {
  return mode === 'daily' ? MIN_DAILY_BUDGET : MIN_LIFETIME_BUDGET_IN_FIELD;
}

const isNumber = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** The launch check's budget message (minimum 6 for lifetime), or null. */
export function budgetLaunchError(mode: BudgetMode, budget: number | null): string | null {
  return isNumber(budget) && budget >= minimumBudgetAtLaunch(mode) ? null : launchMessages.budget;
}

/** The step-2 field's message (minimum 7 for lifetime), or null. Shown at the field only. */
export function budgetFieldError(mode: BudgetMode, budget: number | null): string | null {
  return isNumber(budget) && budget >= minimumBudgetInField(mode) ? null : launchMessages.budget;
}

const DAY_MS = 86_400_000;

/** The days a lifetime budget covers (a started day counts whole); null when the dates do not say. */
function scheduleDays(draft: Pick<LaunchDraft, 'startTime' | 'endTime'>): number | null {
  const span = timeOf(draft.endTime) - timeOf(draft.startTime);
  return span > 0 ? Math.max(1, Math.ceil(span / DAY_MS)) : null;
}

type AccountMinimum = Pick<AdAccountContext, 'currency' | 'minDailyBudget' | 'minDailyBudgets'>;
/** What a budget's minimum depends on: the goal and, for a lifetime budget, the days of the schedule. */
type MinimumOf = Pick<LaunchDraft, 'objective' | 'startTime' | 'endTime'>;

/**
 * The class of minimum budget each objective's goal falls in (sim/README.md#minimum-budgets): conversions, value,
 * leads, link clicks and landing page views are all high-frequency actions for the platform.
 */
const GOAL_CLASS: Record<Objective, keyof MinDailyBudgets> = {
  'website-conversions': 'highFrequency',
  'lead-form': 'highFrequency',
  traffic: 'highFrequency',
};

/** The account's smallest daily budget for the objective's goal, in hundredths: the platform's minimum for its class
 * of goal, else the account's one minimum; null when the platform says neither. */
function minDailyBudgetFor(objective: Objective, account: Pick<AdAccountContext, 'minDailyBudget' | 'minDailyBudgets'>): number | null {
  return account.minDailyBudgets?.[GOAL_CLASS[objective]] ?? account.minDailyBudget ?? null;
}

/** The account's smallest budget of a mode for the goal, in hundredths: its minimum a day, for each day of a
 * lifetime; 0 unknown. */
export function accountMinimumBudget(mode: BudgetMode, account: AccountMinimum, draft: MinimumOf): number {
  const perDay = minDailyBudgetFor(draft.objective, account) ?? 0;
  return mode === 'daily' ? perDay : perDay * (scheduleDays(draft) ?? 1);
}

/**
 * A budget mode's default in the account's currency (docs/product-rules.md#budget: daily 5, lifetime 35), or the
 * account's own minimum for the goal where that is more (¥750 a day in a yen account, not ¥5:
 * docs/product-rules.md#currencies).
 */
export function defaultBudget(mode: BudgetMode, account: AccountMinimum, draft: MinimumOf): Money {
  const spec = (mode === 'daily' ? DEFAULT_DAILY_BUDGET : DEFAULT_LIFETIME_BUDGET) * 100;
  return money(Math.max(spec, accountMinimumBudget(mode, account, draft)), account.currency);
}

/**
 * The ad account's own minimum for the launch's goal (docs/product-rules.md#currencies): the platform refuses a daily
 * budget under it, and a lifetime budget under that amount for each day of the schedule (started days count whole).
 * Null when the budget is enough, or the account or the dates do not say.
 */
export function accountBudgetError(
  draft: Pick<LaunchDraft, 'objective' | 'budgetMode' | 'budget' | 'startTime' | 'endTime'>,
  account: AccountMinimum,
): string | null {
  const perDay = minDailyBudgetFor(draft.objective, account);
  if (!perDay || draft.budget === null) return null;
  const budget = draft.budget.hundredths;
  const goal = `${objectiveLabel(draft.objective)} ads`;
  if (draft.budgetMode === 'daily') return budget < perDay ? accountMoneyMessages.dailyMinimum(formatMoney(perDay, account.currency), goal) : null;
  const days = scheduleDays(draft);
  if (days === null) return null;
  const min = perDay * days;
  return budget < min ? accountMoneyMessages.lifetimeMinimum(formatMoney(min, account.currency), days, formatMoney(perDay, account.currency), goal) : null;
}

/**
 * Amounts must be whole in the account's currency: the platform takes whole yen, forints or won
 * (docs/product-rules.md#currencies). The side panel's fields refuse such text as it is typed; this holds the API to the
 * same rule.
 */
export function wholeAmountErrors(
  draft: Pick<LaunchDraft, 'budget' | 'bidAmount' | 'adSetMinimumSpend' | 'adSetMaximumSpend' | 'bidStrategy'>,
  currency: string,
): FieldErrors {
  const errors: FieldErrors = {};
  const usesBid = draft.bidStrategy === 'costPerResult' || draft.bidStrategy === 'bidCap';
  const fields: Array<'budget' | 'bidAmount' | 'adSetMinimumSpend' | 'adSetMaximumSpend'> = [
    'budget',
    ...(usesBid ? (['bidAmount'] as const) : []),
    'adSetMinimumSpend',
    'adSetMaximumSpend',
  ];
  const example = currencyDecimals(currency) === 0 ? '500' : '2.50';
  for (const field of fields) {
    const value: Money | null = draft[field];
    if (value === null || isWholeInCurrency(value.hundredths, currency)) continue;
    errors[field] = [currencyDecimals(currency) === 0 ? amountMessages.noDecimals(currency, example) : amountMessages.tooManyDecimals(example)];
  }
  return errors;
}

/** On blur an invalid budget resets to 5 (daily) or 15 (lifetime) (docs/product-rules.md#budget), or to the account's
 * minimum (`minimum`, hundredths) where that is more; invalid is the field's reading. In currency units. */
export function budgetOnBlur(mode: BudgetMode, budget: number | null, minimum = 0): number {
  if (budgetFieldError(mode, budget) === null && isNumber(budget)) return budget;
  return Math.max(mode === 'daily' ? BLUR_FALLBACK_DAILY_BUDGET : BLUR_FALLBACK_LIFETIME_BUDGET, minimum / 100);
}

export interface SpendEstimateInput {
  /** Currency units as typed. */
  budget: number;
  adCount: number;
  isCBO: boolean;
  useSingleAdset: boolean;
  /** Accounts of a bulk launch; 1 otherwise. */
  accountCount?: number;
}

/**
 * Estimated daily or lifetime spend (docs/product-rules.md#review-and-confirm), in cents: the budget times the number
 * of ads (one ad set per ad) unless CBO is on or a single ad set is used; a bulk launch multiplies by the number of
 * accounts.
 */
export function estimateSpendCents({ budget, adCount, isCBO, useSingleAdset, accountCount = 1 }: SpendEstimateInput): number {
  const perAccount = isCBO || useSingleAdset ? 1 : Math.max(adCount, 1);
  return toCents(budget) * perAccount * Math.max(accountCount, 1);
}
