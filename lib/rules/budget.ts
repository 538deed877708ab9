// Budget math (docs/product-rules.md#conventions: budgets are held in cents, docs/product-rules.md#budget: budget
// rules, docs/product-rules.md#review-and-confirm: budget multiplication).
// The platform's own minimums (per charged event, five times a capped bid) are budget-minimum.ts'.
import {
  BLUR_FALLBACK_DAILY_BUDGET,
  BLUR_FALLBACK_LIFETIME_BUDGET,
  MIN_DAILY_BUDGET,
  MIN_LIFETIME_BUDGET_AT_LAUNCH,
  MIN_LIFETIME_BUDGET_IN_FIELD,
} from './constants';
import { currencyDecimals, isWholeInCurrency, type Money } from './currency';
import { amountMessages, launchMessages } from './messages';
import type { BudgetMode, FieldErrors, LaunchDraft } from './types';

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
