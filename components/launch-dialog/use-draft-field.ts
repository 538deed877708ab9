import { disabledFields } from '../../lib/rules/targeting';
import type { DraftField, LaunchDraft } from '../../lib/rules';
import { useDraftStore } from './draft-store';

// What a control of one draft field reads (draft-switch.tsx, draft-inputs.tsx): the field's value, whether it is off
// (the rules disable it: lib/rules disabledFields, or the control was told), and the draft's update.

/** The draft's fields whose value is a `T`. */
export type FieldsOf<T> = { [K in keyof LaunchDraft]-?: LaunchDraft[K] extends T ? K : never }[keyof LaunchDraft];

export function useDraftField<F extends DraftField>(field: F, disabled: boolean | undefined) {
  return {
    value: useDraftStore((s) => s.draft![field]),
    disabled: useDraftStore((s) => disabled || disabledFields(s.draft!).includes(field)),
    update: useDraftStore((s) => s.update),
  };
}
