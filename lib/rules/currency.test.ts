import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatMoney, fromPlatformAmount, isWholeInCurrency, platformOffset, toPlatformAmount } from './currency';

describe('the platform unit of each currency (docs/product-rules.md#currencies)', () => {
  it('currencies without a minor unit take the amount as is: ¥5,000 a day is 5000', () => {
    for (const c of ['JPY', 'KRW', 'TWD', 'CLP', 'COP', 'CRC', 'HUF', 'ISK', 'IDR', 'PYG', 'VND']) {
      expect(platformOffset(c)).toBe(1);
      expect(currencyDecimals(c)).toBe(0);
      expect(toPlatformAmount(500000, c)).toBe(5000);
      expect(fromPlatformAmount('5000', c)).toBe(500000);
    }
    expect(platformOffset('jpy')).toBe(1);
  });

  it('every other currency takes cents: $50 a day is 5000', () => {
    for (const c of ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'BRL', 'INR', 'CHF']) {
      expect(platformOffset(c)).toBe(100);
      expect(currencyDecimals(c)).toBe(2);
      expect(toPlatformAmount(5000, c)).toBe(5000);
      expect(fromPlatformAmount(5000, c)).toBe(5000);
    }
  });

  it('never rounds: a fraction of a yen cannot be sent', () => {
    expect(isWholeInCurrency(500050, 'JPY')).toBe(false);
    expect(isWholeInCurrency(500000, 'JPY')).toBe(true);
    expect(isWholeInCurrency(250, 'USD')).toBe(true);
    expect(isWholeInCurrency(2.5, 'USD')).toBe(false);
    expect(() => toPlatformAmount(500050, 'JPY')).toThrow(/not a whole amount/);
  });

  it('reads no amount from 0, absent or garbage', () => {
    for (const v of [0, '0', undefined, null, '', 'abc', -5, '12.5']) expect(fromPlatformAmount(v, 'USD')).toBeNull();
  });

  it('formats hundredths in the currency with its own decimals', () => {
    expect(formatMoney(500000, 'JPY')).toBe('¥5,000');
    expect(formatMoney(500000, 'HUF')).toBe('HUF\u00a05,000');
    expect(formatMoney(11994, 'USD')).toBe('$119.94');
    expect(formatMoney(500000, 'EUR')).toBe('€5,000.00');
    expect(formatMoney(100, 'XQQ')).toMatch(/^1\.00 XQQ$|XQQ/);
  });
});
