// Amounts and their currency (docs/product-rules.md#currencies). Below the UI every amount is in hundredths of the
// account currency's unit, the spec's "amount times 100" (cents for USD, ¥5,000 is 500000). The platform takes
// amounts in the currency's own minimum unit: cents for most currencies, the unit itself for those its currency
// table gives an offset of 1 (¥5,000 is 5000). toPlatformAmount and fromPlatformAmount are the only crossings, used
// where Salvo's amounts meet the platform's (server/launch/plan-params.ts, server/platform/).

import type { Money } from '../contract/money';

/** The platform's currencies with no minor unit (offset 1 in its currency table); every other one has offset 100. */
const UNIT_CURRENCIES: ReadonlySet<string> = new Set(['CLP', 'COP', 'CRC', 'HUF', 'ISK', 'IDR', 'JPY', 'KRW', 'PYG', 'TWD', 'VND']);

/** How many of the platform's units make one unit of `currency`: 1 or 100. */
export function platformOffset(currency: string): 1 | 100 {
  return UNIT_CURRENCIES.has(currency.toUpperCase()) ? 1 : 100;
}

/** Decimals a buyer may type in `currency`: none where the platform takes whole units (JPY, HUF, ...), else 2. */
export function currencyDecimals(currency: string): 0 | 2 {
  return platformOffset(currency) === 1 ? 0 : 2;
}

/** Whether `hundredths` can be sent in `currency` exactly (¥5,000.50 cannot). */
export function isWholeInCurrency(hundredths: number, currency: string): boolean {
  return Number.isInteger(hundredths) && hundredths % (100 / platformOffset(currency)) === 0;
}

class AmountNotWholeError extends Error {
  override name = 'AmountNotWholeError';
}

/** Hundredths (the payload's amounts) in the platform's minimum unit of `currency`. Never rounds: throws instead. */
export function toPlatformAmount(hundredths: number, currency: string): number {
  if (!isWholeInCurrency(hundredths, currency)) throw new AmountNotWholeError(`${hundredths / 100} ${currency} is not a whole amount of ${currency}'s unit.`);
  return (hundredths * platformOffset(currency)) / 100;
}

/** The platform's amount (a string or number in its minimum unit; 0 and absent are none) in hundredths. */
export function fromPlatformAmount(value: string | number | null | undefined, currency: string): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n <= 0) return null;
  return (n * 100) / platformOffset(currency);
}

/** Hundredths formatted in `currency` (en-US): 12345 USD is $123.45, 500000 JPY is ¥5,000. */
export function formatMoney(hundredths: number, currency: string, locale = 'en-US'): string {
  const decimals = currencyDecimals(currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
      hundredths / 100,
    );
  } catch {
    // A code Intl does not know still reads: "5,000.00 XYZ".
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(hundredths / 100)} ${currency}`;
  }
}

export type { Money } from '../contract/money';

/** An amount with its currency (lib/contract/money.ts): the one way to make a Money. Throws for a non-integer. */
export function money(hundredths: number, currency: string): Money {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) throw new RangeError(`${hundredths} is not a whole, positive number of hundredths.`);
  return { hundredths, currency } as Money;
}

/** The amount's hundredths where it is in `currency`, else null: an amount is never read in another currency. */
export function hundredthsIn(amount: Money | null | undefined, currency: string): number | null {
  return amount && amount.currency === currency ? amount.hundredths : null;
}

/** The amount in currency units, as the fields show it (12345 hundredths is 123.45), where it is in `currency`. */
export function unitsIn(amount: Money | null | undefined, currency: string): number | null {
  const hundredths = hundredthsIn(amount, currency);
  return hundredths === null ? null : hundredths / 100;
}

/** The amount in currency units whatever its currency, for the rules that hold in any (at least 1 a day); those that
 * meet an account check its currency first (`hundredthsIn`, validate-launch.ts `currencyErrors`). */
export const unitsOf = (amount: Money | null | undefined): number | null => (amount ? amount.hundredths / 100 : null);

/** Currency units as a field holds them (123.45) as Money; null for none. */
export function moneyOfUnits(units: number | null, currency: string): Money | null {
  return units === null || !Number.isFinite(units) || units < 0 ? null : money(Math.round(units * 100), currency);
}

/** The currency's symbol as a buyer reads it (en-US): ¥ for JPY, $ for USD, € for EUR; the code when Intl has none. */
export function currencySymbol(currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
