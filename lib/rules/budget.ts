// Budget math (docs/product-rules.md#conventions: budgets are held in cents, docs/product-rules.md#budget: budget
// rules, docs/product-rules.md#review-and-confirm: budget multiplication).
import {
  BLUR_FALLBACK_DAILY_BUDGET,
  BLUR_FALLBACK_LIFETIME_BUDGET,
  MIN_DAILY_BUDGET,
  MIN_LIFETIME_BUDGET_AT_LAUNCH,
  MIN_LIFETIME_BUDGET_IN_FIELD,
} from './constants';
import { launchMessages } from './messages';
import type { BudgetMode } from './types';

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

/** On blur an invalid budget resets to 5 (daily) or 15 (lifetime) (docs/product-rules.md#budget); invalid is the
 * field's reading. */
export function budgetOnBlur(mode: BudgetMode, budget: number | null): number {
  if (budgetFieldError(mode, budget) === null && isNumber(budget)) return budget;
  return mode === 'daily' ? BLUR_FALLBACK_DAILY_BUDGET : BLUR_FALLBACK_LIFETIME_BUDGET;
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

/** Cents formatted in a currency (en-US), e.g. 12345 USD is $123.45. */
export function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
