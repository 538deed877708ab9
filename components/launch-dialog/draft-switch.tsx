import { Switch, type SwitchProps } from '@mantine/core';
import type { LaunchDraft } from '../../lib/rules';
import { fieldId } from './fields';
import { useDraftField, type FieldsOf } from './use-draft-field';

// A switch of one on/off draft field, in Step 1 and Step 2 (the choices and text fields of Step 2 are in
// draft-inputs.tsx, so that the first screen does not load them: docs/architecture.md#size). It sits at the field's id
// (the Launch button's reason focuses it there), is off when the rules disable the field, and writes through `set`,
// the rule's transition when turning it implies more (CONTRIBUTING.md#add-a-step-2-section).

export function DraftSwitch({
  field,
  set = (d, on) => ({ ...d, [field]: on }),
  ...props
}: { field: FieldsOf<boolean>; set?: (draft: LaunchDraft, on: boolean) => LaunchDraft } & Omit<SwitchProps, 'id' | 'checked' | 'onChange'>) {
  const { value, disabled, update } = useDraftField(field, props.disabled);
  return (
    <Switch
      {...props}
      id={fieldId(field)}
      checked={value}
      disabled={disabled}
      onChange={(e) => {
        const on = e.currentTarget.checked;
        update((d) => set(d, on));
      }}
    />
  );
}
