import { AMOUNT_KIND, type AmountField as Field, type AmountFormat } from '../../lib/rules';
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

export function AmountField({ field, label, currency, description, error, disabled, onBlurValue, fallbackNote }: AmountFieldProps) {
  const value = useDraftStore((s) => s.draft?.[field] ?? null);
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
      onChange={(v) => update((d) => ({ ...d, [field]: v }))}
      onPendingText={(text) => setAmountEntry(field, text)}
      onBlurValue={onBlurValue}
      fallbackNote={fallbackNote}
      error={error}
      disabled={disabled}
    />
  );
}
