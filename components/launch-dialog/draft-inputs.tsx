import { Select, type SelectProps } from '@mantine/core';
import type { LaunchDraft } from '../../lib/rules';
import { WrappingTextInput, type WrappingTextInputProps } from '../ui/wrapping-text-input';
import { fieldId } from './fields';
import { useDraftField, type FieldsOf } from './use-draft-field';

// Step 2's choices and text fields of one draft field, as draft-switch.tsx's switch: at the field's id (the Launch
// button's reason focuses it there), off when the rules disable the field or when told, writing through `set`, the
// rule's transition when changing the field implies more (CONTRIBUTING.md#add-a-step-2-section).

/** A choice that always has a value: it cannot be deselected. `value` shows another than the field's (its default). */
export function DraftSelect({
  field,
  set = (d, value) => ({ ...d, [field]: value }),
  ...props
}: { field: FieldsOf<string | null>; set?: (draft: LaunchDraft, value: string) => LaunchDraft } & Omit<SelectProps, 'id' | 'allowDeselect' | 'onChange'>) {
  const { value, disabled, update } = useDraftField(field, props.disabled);
  return <Select value={value} {...props} id={fieldId(field)} disabled={disabled} allowDeselect={false} onChange={(v) => v && update((d) => set(d, v))} />;
}

/** A text field, kept as typed; it wraps as it grows, so a long URL is read whole. */
export function DraftTextInput({ field, ...props }: { field: FieldsOf<string> } & Omit<WrappingTextInputProps, 'id' | 'value' | 'onValue'>) {
  const { value, disabled, update } = useDraftField(field, props.disabled);
  return <WrappingTextInput {...props} id={fieldId(field)} value={value} disabled={disabled} onValue={(text) => update((d) => ({ ...d, [field]: text }))} />;
}
