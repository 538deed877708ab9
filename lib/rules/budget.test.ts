import { describe, expect, it } from 'vitest';
import { budgetFieldError, budgetLaunchError, budgetOnBlur, estimateSpendCents, minimumBudgetAtLaunch, minimumBudgetInField, toCents } from './budget';
import { formatMoney } from './currency';
import { MIN_LIFETIME_BUDGET_AT_LAUNCH, MIN_LIFETIME_BUDGET_IN_FIELD } from './constants';

describe('cents: amount x 100 without floating-point drift', () => {
  it.each<[number | string, number]>([
    [19.99, 1999],
    [0.29, 29],
    [1.1, 110],
    [5, 500],
    [35, 3500],
    [4.35, 435],
    [1234567.89, 123456789],
    ['19.99', 1999],
    ['1.005', 101],
    [0, 0],
  ])('toCents(%s) is %i', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });
  it('not a number is NaN', () => {
    expect(toCents('abc')).toBeNaN();
    expect(toCents('')).toBeNaN();
  });
  it('every cent from 0.00 to 99.99 converts exactly', () => {
    for (let c = 0; c < 10_000; c++) expect(toCents(Number((c / 100).toFixed(2)))).toBe(c);
  });
});

describe('budget minimums: both readings of the lifetime minimum', () => {
  it('the launch check reads 6, the step-2 field reads 7', () => {
    expect(MIN_LIFETIME_BUDGET_AT_LAUNCH).toBe(6);
    expect(MIN_LIFETIME_BUDGET_IN_FIELD).toBe(7);
    expect(minimumBudgetAtLaunch('lifetime')).toBe(6);
    expect(minimumBudgetInField('lifetime')).toBe(7);
    expect(minimumBudgetAtLaunch('daily')).toBe(1);
    expect(minimumBudgetInField('daily')).toBe(1);
  });
  it.each<['daily' | 'lifetime', number | null, boolean, boolean]>([
    ['daily', 1, true, true],
    ['daily', 0.99, false, false],
    ['daily', null, false, false],
    ['lifetime', 6, true, false],
    ['lifetime', 6.5, true, false],
    ['lifetime', 7, true, true],
    ['lifetime', 5.99, false, false],
    ['lifetime', Number.NaN, false, false],
  ])('%s %s: launch ok %s, field ok %s', (mode, value, launchOk, fieldOk) => {
    expect(budgetLaunchError(mode, value)).toBe(launchOk ? null : 'Please enter a valid budget.');
    expect(budgetFieldError(mode, value)).toBe(fieldOk ? null : 'Please enter a valid budget.');
  });
  it.each<['daily' | 'lifetime', number | null, number]>([
    ['daily', null, 5],
    ['daily', 0.5, 5],
    ['daily', 12, 12],
    ['lifetime', null, 15],
    ['lifetime', 6, 15],
    ['lifetime', 40, 40],
  ])('on blur %s %s becomes %s', (mode, value, expected) => {
    expect(budgetOnBlur(mode, value)).toBe(expected);
  });
});

describe('spend estimate', () => {
  it.each([
    ['one ad set per ad multiplies by ads', { budget: 5, adCount: 3, isCBO: false, useSingleAdset: false }, 1500],
    ['CBO does not multiply', { budget: 5, adCount: 3, isCBO: true, useSingleAdset: false }, 500],
    ['single ad set does not multiply', { budget: 5, adCount: 3, isCBO: false, useSingleAdset: true }, 500],
    ['bulk multiplies by accounts', { budget: 19.99, adCount: 2, isCBO: false, useSingleAdset: false, accountCount: 3 }, 11994],
    ['bulk with CBO multiplies by accounts only', { budget: 10, adCount: 4, isCBO: true, useSingleAdset: false, accountCount: 2 }, 2000],
  ])('%s', (_name, input, cents) => {
    expect(estimateSpendCents(input)).toBe(cents);
  });
  it('displayed divided by 100', () => {
    expect(formatMoney(11994, 'USD')).toBe('$119.94');
  });
});
