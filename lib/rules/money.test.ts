import { describe, expect, it } from 'vitest';
import { budgetFieldError, budgetOnBlur } from './budget';
import { amountMessages, launchMessages } from './messages';
import { currencyDecimals, money } from './currency';
import { amountEntryErrors, formatAmount, parseAmount, shownAmountFields, type AmountField } from './money';
import { validDraft, now } from './test-fixtures';
import { validateLaunch } from './validate-launch';

// Every amount field reads its text with one rule (parseAmount); what each field then requires is its own
// rule (the budget's minimum and blur fallback, the bid minimum, the ROAS range, the spend limits).

const usd = { currency: 'USD', locale: 'en-US' };
const read = (text: string, format = usd) => parseAmount(text, 'money', format);
const cents = (text: string, format = usd) => {
  const r = read(text, format);
  return r.ok ? r.hundredths : r.error;
};

describe('money text to integer cents (USD, en-US)', () => {
  it.each<[string, number | null]>([
    ['2.50', 250],
    ['2.5', 250],
    ['2.', 200],
    ['.5', 50],
    ['12.75', 1275],
    ['19.99', 1999],
    ['1000', 100000],
    ['1,000.00', 100000],
    ['1,234,567.89', 123456789],
    ['$2.50', 250],
    ['  $ 2.50 ', 250],
    ['2.50 USD', 250],
    ['usd 2.50', 250],
    ['US$2.50', 250],
    ['$1,000', 100000],
    ['2,50', 250],
    ['2,5', 250],
    [',5', 50],
    ['0', 0],
    ['0.01', 1],
    ['', null],
    ['   ', null],
    ['1000000000', 100000000000],
  ])('%j reads as %j cents', (text, expected) => {
    expect(cents(text)).toBe(expected);
  });

  it.each<[string, string]>([
    ['2.505', amountMessages.tooManyDecimals('2.50')],
    ['1.000', amountMessages.tooManyDecimals('2.50')],
    ['abc', amountMessages.notANumber('2.50')],
    ['2.5.0', amountMessages.notANumber('2.50')],
    ['.', amountMessages.notANumber('2.50')],
    ['1,,000', amountMessages.notANumber('2.50')],
    ['2,50,', amountMessages.notANumber('2.50')],
    ['1e3', amountMessages.notANumber('2.50')],
    ['+2', amountMessages.notANumber('2.50')],
    ['-2.50', amountMessages.negative],
    ['−2.50', amountMessages.negative],
    ['-$2.50', amountMessages.negative],
    ['($2.50)', amountMessages.negative],
    ['1000000000.01', amountMessages.tooLarge],
    ['99999999999', amountMessages.tooLarge],
  ])('%j is refused: %s', (text, error) => {
    expect(read(text)).toEqual({ ok: false, error });
  });

  it('every cent from 0.00 to 99.99 reads exactly, as typed and as formatted', () => {
    for (let c = 0; c < 10_000; c++) {
      const typed = `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
      expect(cents(typed)).toBe(c);
      expect(cents(formatAmount(c, 'money', usd))).toBe(c);
    }
  });
});

describe('the currency and the locale', () => {
  it('a comma locale reads 2,50 and 1.000,50, and its own formatting back', () => {
    const eur = { currency: 'EUR', locale: 'de-DE' };
    expect(cents('2,50', eur)).toBe(250);
    expect(cents('1.000,50', eur)).toBe(100050);
    expect(cents('1.000', eur)).toBe(100000);
    expect(cents('2.50', eur)).toBe(250);
    expect(cents('12,75 €', eur)).toBe(1275);
    expect(formatAmount(100050, 'money', eur)).toBe('1.000,50\u00a0€');
    expect(cents(formatAmount(100050, 'money', eur), eur)).toBe(100050);
    const fr = { currency: 'EUR', locale: 'fr-FR' };
    expect(cents(formatAmount(123456789, 'money', fr), fr)).toBe(123456789);
    const ch = { currency: 'CHF', locale: 'de-CH' };
    expect(cents(formatAmount(123450, 'money', ch), ch)).toBe(123450);
  });

  it('a zero-decimal currency (JPY) takes whole amounts and formats without decimals', () => {
    const jpy = { currency: 'JPY', locale: 'en-US' };
    expect(currencyDecimals('JPY')).toBe(0);
    expect(cents('500', jpy)).toBe(50000);
    expect(cents('¥1,500', jpy)).toBe(150000);
    expect(read('2.5', jpy)).toEqual({ ok: false, error: amountMessages.noDecimals('JPY', '500') });
    expect(formatAmount(150000, 'money', jpy)).toBe('¥1,500');
  });

  it('formats in the account currency with its decimals', () => {
    expect(formatAmount(250, 'money', usd)).toBe('$2.50');
    expect(formatAmount(100000, 'money', usd)).toBe('$1,000.00');
    expect(formatAmount(1275, 'money', { currency: 'GBP', locale: 'en-US' })).toBe('£12.75');
    expect(currencyDecimals('KWD')).toBe(2);
  });
});

describe('per field type', () => {
  const budgetOf = (text: string) => {
    const r = read(text);
    return r.ok && r.hundredths !== null ? r.hundredths / 100 : null;
  };

  it.each<[string, 'daily' | 'lifetime', string | null, number]>([
    // text, mode, the field's message, the value after blur (docs/product-rules.md#budget: fallbacks 5 and 15)
    ['12.75', 'daily', null, 12.75],
    ['1', 'daily', null, 1],
    ['0.99', 'daily', launchMessages.budget, 5],
    ['', 'daily', launchMessages.budget, 5],
    ['abc', 'daily', launchMessages.budget, 5],
    ['7', 'lifetime', null, 7],
    ['6.99', 'lifetime', launchMessages.budget, 15],
    ['1,000.00', 'lifetime', null, 1000],
  ])('budget %j (%s): message %j, after blur %d', (text, mode, message, blurred) => {
    const value = budgetOf(text);
    expect(budgetFieldError(mode, value)).toBe(message);
    expect(budgetOnBlur(mode, value)).toBe(blurred);
  });

  it.each<[string, number | null, boolean]>([
    // bid text, cents sent, allowed by the launch check (at least 1.00)
    ['2.50', 250, true],
    ['1', 100, true],
    ['.99', 99, false],
    ['$1,250.10', 125010, true],
  ])('bid cap %j sends %j cents (allowed: %s)', (text, sent, allowed) => {
    const r = read(text);
    const bidAmount = r.ok && r.hundredths !== null ? money(r.hundredths, 'USD') : null;
    expect(bidAmount?.hundredths ?? null).toBe(sent);
    expect(validateLaunch(validDraft({ bidStrategy: 'bidCap', bidAmount }), { now }).bidAmount === undefined).toBe(allowed);
  });

  it.each<[string, number | string | null, boolean]>([
    // ROAS is a decimal with 0.01 steps, not money: no currency, 0.01 to 1,000
    ['2.5', 250, true],
    ['0.01', 1, true],
    ['1,000', 100000, true],
    ['1000.01', 100001, false],
    ['0', 0, false],
    ['2.505', amountMessages.tooManyDecimals('2.5'), false],
    ['$2', amountMessages.notANumber('2.5'), false],
  ])('target ROAS %j reads %j (allowed: %s)', (text, expected, allowed) => {
    const r = parseAmount(text, 'roas', usd);
    expect(r.ok ? r.hundredths : r.error).toBe(expected);
    const targetRoas = r.ok && r.hundredths !== null ? r.hundredths / 100 : null;
    if (r.ok) expect(validateLaunch(validDraft({ bidStrategy: 'highestValue', targetRoas }), { now }).targetRoas === undefined).toBe(allowed);
  });

  it.each<[number | null, number | null, Partial<Record<AmountField, string[]>>]>([
    // ad set minimum and maximum spend: optional, above 0, minimum not above maximum
    [null, null, {}],
    [10, null, {}],
    [10, 20.5, {}],
    [0, null, { adSetMinimumSpend: [amountMessages.spendAboveZero] }],
    [null, 0, { adSetMaximumSpend: [amountMessages.spendAboveZero] }],
    [30, 20, { adSetMinimumSpend: [amountMessages.spendMinAboveMax] }],
  ])('spend limits %j to %j: %j', (min, max, errors) => {
    const inUsd = (units: number | null) => (units === null ? null : money(units * 100, 'USD'));
    const all = validateLaunch(validDraft({ isCBO: true, adSetMinimumSpend: inUsd(min), adSetMaximumSpend: inUsd(max) }), { now });
    expect({ adSetMinimumSpend: all.adSetMinimumSpend, adSetMaximumSpend: all.adSetMaximumSpend }).toEqual({
      adSetMinimumSpend: undefined,
      adSetMaximumSpend: undefined,
      ...errors,
    });
  });

  it('spend limits need a campaign budget: the platform takes them only from ad sets sharing one', () => {
    const all = validateLaunch(validDraft({ isCBO: false, adSetMinimumSpend: money(1000, 'USD'), adSetMaximumSpend: null }), { now });
    expect(all.adSetMinimumSpend).toEqual([amountMessages.spendNeedsCampaignBudget]);
    expect(validateLaunch(validDraft({ isCBO: false, adSetMaximumSpend: money(2000, 'USD') }), { now }).adSetMaximumSpend).toEqual([
      amountMessages.spendNeedsCampaignBudget,
    ]);
    expect(validateLaunch(validDraft({ isCBO: true, adSetMaximumSpend: money(2000, 'USD') }), { now }).adSetMaximumSpend).toBeUndefined();
  });
});

describe('texts kept while they do not read', () => {
  it('hold the launch only for the fields shown', () => {
    const entries = { bidAmount: '2.505', adSetMaximumSpend: 'abc' };
    expect(amountEntryErrors(entries, validDraft({ isCBO: true }), usd)).toEqual({ adSetMaximumSpend: [amountMessages.notANumber('2.50')] });
    expect(amountEntryErrors(entries, validDraft({ isCBO: true, bidStrategy: 'bidCap' }), usd)).toEqual({
      bidAmount: [amountMessages.tooManyDecimals('2.50')],
      adSetMaximumSpend: [amountMessages.notANumber('2.50')],
    });
    // Without a campaign budget the spend limits are not shown: their text holds nothing.
    expect(amountEntryErrors(entries, validDraft({ isCBO: false }), usd)).toEqual({});
    expect(shownAmountFields(validDraft({ isCBO: true, bidStrategy: 'highestValue' }))).toEqual([
      'budget',
      'targetRoas',
      'adSetMinimumSpend',
      'adSetMaximumSpend',
    ]);
    expect(shownAmountFields(validDraft({ isCBO: false, bidStrategy: 'highestValue' }))).toEqual(['budget', 'targetRoas']);
  });
});
