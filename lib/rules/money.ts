// Amounts as a buyer types them (docs/side-panel.md "Entering amounts"): one rule reads every money field's
// text into integer cents, and the target ROAS's into a decimal with 0.01 steps. Nothing is rounded: text
// that cannot be read exactly is refused with a message saying what to type.
import { currencyDecimals, formatMoney } from './currency';
import { amountMessages } from './messages';
import type { LaunchDraft } from './types';
import { createsNewAdSets } from './launch-source';
import { takesTargetRoas } from './validate-launch';

/** The draft fields typed as amounts. */
export type AmountField = 'budget' | 'bidAmount' | 'targetRoas' | 'adSetMinimumSpend' | 'adSetMaximumSpend';
/** `money` is in the account's currency (cents); `roas` is a plain decimal (1.5 means 150%). */
export type AmountKind = 'money' | 'roas';

export const AMOUNT_KIND: Record<AmountField, AmountKind> = {
  budget: 'money',
  bidAmount: 'money',
  targetRoas: 'roas',
  adSetMinimumSpend: 'money',
  adSetMaximumSpend: 'money',
};

/** The largest amount a field takes, in currency units: far above any budget, far below float trouble. */
const MAX_AMOUNT = 1_000_000_000;

export interface AmountFormat {
  /** The ad account's currency (ISO 4217), for its symbol, code and number of decimals. */
  currency: string;
  /** The person's locale (the browser's): its decimal separator is the one read first. */
  locale?: string;
}

/** Hundredths: cents for money, 0.01 steps for ROAS. */
export type ParsedAmount = { ok: true; hundredths: number | null } | { ok: false; error: string };

/** The locale's decimal separator: '.' or ','. */
function decimalSeparatorOf(locale: string | undefined): '.' | ',' {
  try {
    const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
    return part?.value === ',' ? ',' : '.';
  } catch {
    return '.';
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text without the currency (symbol, code, "US$"-style prefixes) and spaces. */
function stripCurrency(text: string, currency: string): string {
  return text
    .replace(new RegExp(escape(currency), 'gi'), '')
    .replace(/[A-Z]{1,3}(?=\p{Sc})/gu, '')
    .replace(/\p{Sc}/gu, '')
    .replace(/\s+/g, '');
}

/**
 * Reads `text` as an amount. Empty text is `hundredths: null` (the field is empty). Accepted: `2.50`, `.5`,
 * `1,000.00`, `1000`, `$2.50`, `2.50 USD`, and in a comma locale `2,50` and `1.000,50`; in a dot locale a
 * single comma followed by one or two digits (`2,50`) is a decimal comma too, since no grouping reads so.
 * Refused: letters, negatives, more decimals than the currency has (`2.505`), a zero-decimal currency's
 * decimals (JPY), more than MAX_AMOUNT.
 */
export function parseAmount(text: string, kind: AmountKind, format: AmountFormat): ParsedAmount {
  const decimals = kind === 'roas' ? 2 : currencyDecimals(format.currency);
  const example = kind === 'roas' ? '2.5' : decimals === 0 ? '500' : '2.50';
  let s = kind === 'money' ? stripCurrency(text, format.currency) : text.replace(/\s+/g, '');
  if (s === '') return { ok: true, hundredths: null };
  if (/^[-\u2212(]|[-\u2212)]$/.test(s)) return { ok: false, error: amountMessages.negative };
  const dec = decimalSeparatorOf(format.locale);
  const group = dec === '.' ? ',' : '.';
  s = s.replace(/['\u2019]/g, group); // Swiss grouping: 1'000
  const decCount = s.split(dec).length - 1;
  const groupCount = s.split(group).length - 1;
  // A lone "other" separator before one or two final digits can only be a decimal separator.
  const sep = decCount === 0 && groupCount === 1 && new RegExp(`\\${group}\\d{1,2}$`).test(s) ? group : dec;
  const grouping = sep === dec ? group : '';
  const [whole = '', fraction, extra] = s.split(sep);
  if (extra !== undefined) return { ok: false, error: amountMessages.notANumber(example) };
  const wholeOk = whole === '' || (grouping ? new RegExp(`^\\d+(\\${grouping}\\d+)*$`) : /^\d+$/).test(whole);
  if (!wholeOk || (fraction !== undefined && !/^\d*$/.test(fraction)) || (whole === '' && !fraction)) {
    return { ok: false, error: amountMessages.notANumber(example) };
  }
  const frac = fraction ?? '';
  if (frac.length > decimals)
    return { ok: false, error: decimals === 0 ? amountMessages.noDecimals(format.currency, example) : amountMessages.tooManyDecimals(example) };
  const units = whole.replace(/\D/g, '') || '0';
  if (units.length > String(MAX_AMOUNT).length || Number(units) > MAX_AMOUNT || (Number(units) === MAX_AMOUNT && /[1-9]/.test(frac))) {
    return { ok: false, error: amountMessages.tooLarge };
  }
  return { ok: true, hundredths: Number(units) * 100 + Number(frac.padEnd(2, '0')) };
}

/** An amount for the field when it is not being edited: money in the account's currency, ROAS as a number. */
export function formatAmount(hundredths: number, kind: AmountKind, format: AmountFormat): string {
  if (kind === 'roas') return new Intl.NumberFormat(format.locale, { maximumFractionDigits: 2 }).format(hundredths / 100);
  return formatMoney(hundredths, format.currency, format.locale);
}

/** The amount fields the step shows for this draft (a hidden field's text does not hold the launch). */
export function shownAmountFields(draft: LaunchDraft): AmountField[] {
  // A Multi Account Launch shows a budget and bid per account instead (bulk-accounts/bulk-budgets.tsx); ads going
  // into existing ad sets take theirs, so no amount is asked for.
  if (!createsNewAdSets(draft)) return [];
  const fields: AmountField[] = draft.multiAccount ? [] : ['budget'];
  if ((draft.bidStrategy === 'costPerResult' || draft.bidStrategy === 'bidCap') && !draft.multiAccount) fields.push('bidAmount');
  if (takesTargetRoas(draft.bidStrategy)) fields.push('targetRoas');
  // Spend limits show with a campaign budget only (docs/product-rules.md#budget-and-schedule).
  if (draft.isCBO) fields.push('adSetMinimumSpend', 'adSetMaximumSpend');
  return fields;
}

/** The messages of amount texts that did not read (kept in the draft store while the field shows them). */
export function amountEntryErrors(
  entries: Partial<Record<AmountField, string>>,
  draft: LaunchDraft,
  format: AmountFormat,
): Partial<Record<AmountField, string[]>> {
  const out: Partial<Record<AmountField, string[]>> = {};
  for (const field of shownAmountFields(draft)) {
    const text = entries[field];
    if (text === undefined) continue;
    const parsed = parseAmount(text, AMOUNT_KIND[field], format);
    if (!parsed.ok) out[field] = [parsed.error];
  }
  return out;
}
