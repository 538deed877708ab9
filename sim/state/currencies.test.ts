import { describe, expect, it } from 'vitest';
import table from './currencies.json' with { type: 'json' };
import { currencyOf, formatAmount, isCurrency } from './currencies';

describe('currencies', () => {
  it('counts amounts in cents, or in whole units for the currencies without a minor unit', () => {
    const whole = Object.entries(table)
      .filter(([, c]) => c.offset === 1)
      .map(([code]) => code);
    expect(whole.sort()).toEqual(['CLP', 'COP', 'CRC', 'HUF', 'IDR', 'ISK', 'JPY', 'KRW', 'PYG', 'TWD', 'VND']);
    expect(Object.values(table).every((c) => c.offset === 1 || c.offset === 100)).toBe(true);
  });

  it('gives each currency a minimum daily budget of about one US dollar', () => {
    expect(currencyOf('USD').min_daily_budget).toBe(100);
    expect(currencyOf('EUR').min_daily_budget).toBe(100);
    expect(currencyOf('JPY').min_daily_budget).toBe(150);
    expect(currencyOf('KRW').min_daily_budget).toBe(1400);
    expect(Object.values(table).every((c) => Number.isInteger(c.min_daily_budget) && c.min_daily_budget > 0)).toBe(true);
  });

  it('formats an amount of the minimum unit in its currency', () => {
    expect(formatAmount(100, 'USD')).toBe('$1.00');
    expect(formatAmount(150, 'JPY')).toBe('¥150');
    expect(formatAmount(1400, 'KRW')).toBe('₩1,400');
    expect(formatAmount(12345, 'EUR')).toBe('€123.45');
  });

  it('knows only the codes of its table', () => {
    expect(isCurrency('GBP')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
    expect(() => currencyOf('XYZ')).toThrow(/XYZ/);
  });
});
