// The platform's currencies (sim/README.md#currencies): amounts are integers in the currency's minimum unit, and
// `offset` says how many of them make one unit of the currency (100: cents; 1: no minor unit, ¥150 is 150).
// min_daily_budget is what a seeded ad account of that currency answers, roughly one US dollar.
import table from './currencies.json' with { type: 'json' };

interface Currency {
  offset: number;
  min_daily_budget: number;
}

const currencies: Readonly<Record<string, Currency>> = table;

export const isCurrency = (code: string): boolean => Object.hasOwn(currencies, code);

export function currencyOf(code: string): Currency {
  const c = currencies[code];
  if (!c) throw new Error(`unknown currency ${code}`);
  return c;
}

/** An amount in the minimum unit as a person reads it: 150 JPY is "¥150", 100 USD "$1.00". */
export function formatAmount(amount: number, code: string): string {
  const { offset } = currencyOf(code);
  const digits = offset === 1 ? 0 : 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    amount / offset,
  );
}
