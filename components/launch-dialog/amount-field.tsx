import { AMOUNT_KIND, moneyOfUnits, unitsIn, type AmountField as Field, type AmountFormat, type LaunchDraft } from '../../lib/rules';
import { MoneyInput } from '../ui/money-input';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';

// A draft amount (budget, bid, target ROAS, spend limits) in a MoneyInput: the value read goes into the draft,
// a text that does not read into the store's amountEntries (it holds the launch, step-two.tsx).

/** Amounts are read and shown in the person's locale and the ad account's currency. */
export const amountFormat = (currency: string): AmountFormat => ({ currency, locale: navigator.language });

export interface AmountFieldProps {
  field: Field;
  label: string;
  currency: string;
  description?: string;
  error?: string | null;
  disabled?: boolean;
  onBlurValue?: (value: number | null) => number | null;
  fallbackNote?: (typed: string, shown: string) => string;
}

/** The field's value in currency units: a money field's only in the account's `currency` (never read in another). */
const valueOf = (draft: LaunchDraft | null, field: Field, currency: string): number | null => {
  if (!draft) return null;
  return field === 'targetRoas' ? draft.targetRoas : unitsIn(draft[field], currency);
};

/** The draft with the field's new value (money in the account's currency). */
const withValue = (draft: LaunchDraft, field: Field, value: number | null, currency: string): LaunchDraft =>
  field === 'targetRoas' ? { ...draft, targetRoas: value } : { ...draft, [field]: moneyOfUnits(value, currency) };

export function AmountField({ field, label, currency, description, error, disabled, onBlurValue, fallbackNote }: AmountFieldProps) {
  const value = useDraftStore((s) => valueOf(s.draft, field, currency));
  const pendingText = useDraftStore((s) => s.amountEntries?.[field]);
  const update = useDraftStore((s) => s.update);
  const setAmountEntry = useDraftStore((s) => s.setAmountEntry);
  return (
    <MoneyInput
      id={fieldId(field)}
      label={label}
      description={description}
      kind={AMOUNT_KIND[field]}
      format={amountFormat(currency)}
      value={value}
      pendingText={pendingText}
      onChange={(v) => update((d) => withValue(d, field, v, currency))}
      onPendingText={(text) => setAmountEntry(field, text)}
      onBlurValue={onBlurValue}
      fallbackNote={fallbackNote}
      error={error}
      disabled={disabled}
    />
  );
}
