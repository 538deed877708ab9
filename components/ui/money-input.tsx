import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { formatAmount, parseAmount, toCents, type AmountFormat, type AmountKind } from '../../lib/rules';

// An amount field (docs/side-panel.md "Entering amounts"). It keeps the text the buyer types, reads it with
// lib/rules parseAmount on every change and on blur, and shows why a text does not read at the field. The
// draft only ever receives an amount that read exactly; a text that does not read is handed to `onPendingText`
// (kept by the draft store, so it survives a reload and holds the launch). On blur a valid amount is shown in the
// account's currency. A controlled number input cannot do this: it turns "2." into 2 and loses the dot.

export interface MoneyInputProps {
  id: string;
  label: string;
  description?: ReactNode;
  kind: AmountKind;
  format: AmountFormat;
  /** The draft's value: currency units (or the ROAS); null when empty. */
  value: number | null;
  /** A text kept from before (a reload, another step) that did not read. */
  pendingText?: string;
  onChange: (value: number | null) => void;
  /** The text when it does not read, null when it does. */
  onPendingText: (text: string | null) => void;
  /** On blur, the value to keep for what was read (the budget's §5 fallbacks); a change is said at the field. */
  onBlurValue?: (value: number | null) => number | null;
  /** What the field says after `onBlurValue` changed the amount (`typed` is '' for an empty field). */
  fallbackNote?: (typed: string, shown: string) => string;
  /** The rule's message (the launch check), shown when the text itself reads. */
  error?: string | null;
  disabled?: boolean;
}

const valueOf = (hundredths: number | null): number | null => (hundredths === null ? null : hundredths / 100);
const defaultNote = (typed: string, shown: string) =>
  typed ? `"${typed}" is not a valid amount here: set to ${shown}.` : `The field was empty: set to ${shown}.`;

export function MoneyInput({
  id,
  label,
  description,
  kind,
  format,
  value,
  pendingText,
  onChange,
  onPendingText,
  onBlurValue,
  fallbackNote = defaultNote,
  error,
  disabled,
}: MoneyInputProps) {
  const display = (v: number | null) => (v === null ? '' : formatAmount(toCents(v), kind, format));
  const [text, setText] = useState(() => pendingText ?? display(value));
  const [note, setNote] = useState<string | null>(null);
  // The value this field last gave the draft: any other value was set elsewhere (a template, a campaign).
  const committed = useRef(value);
  const shownFormat = useRef(`${format.currency}|${format.locale}`);

  useEffect(() => {
    const formatKey = `${format.currency}|${format.locale}`;
    if (value === committed.current && formatKey === shownFormat.current) return;
    committed.current = value;
    shownFormat.current = formatKey;
    setText(value === null ? '' : formatAmount(toCents(value), kind, format));
    setNote(null);
    onPendingText(null);
    // onPendingText is the parent's callback, not an input of this sync.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, kind, format.currency, format.locale]);

  const commit = (v: number | null) => {
    committed.current = v;
    if (v !== value) onChange(v);
  };

  const change = (next: string) => {
    setText(next);
    setNote(null);
    const read = parseAmount(next, kind, format);
    commit(read.ok ? valueOf(read.hundredths) : null);
    onPendingText(read.ok ? null : next);
  };

  const blur = () => {
    const read = parseAmount(text, kind, format);
    const v = read.ok ? valueOf(read.hundredths) : null;
    if (!onBlurValue) {
      if (read.ok) setText(display(v));
      return;
    }
    const kept = onBlurValue(v);
    commit(kept);
    onPendingText(null);
    setText(display(kept));
    if (kept !== v || !read.ok) setNote(fallbackNote(text.trim(), display(kept)));
  };

  const read = parseAmount(text, kind, format);
  return (
    <TextInput
      id={id}
      label={label}
      description={note ? <span aria-live="polite">{note}</span> : description}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      disabled={disabled}
      onChange={(e) => change(e.currentTarget.value)}
      onBlur={blur}
      error={read.ok ? error : read.error}
    />
  );
}
