import { Checkbox, MultiSelect, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { categoryMessages, CUSTOMER_LIST_SUBTYPE, draftRestrictedLabel, setSavedAudience, type FieldErrors, type IdName } from '../../lib/rules';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';
import { audienceQueries } from './targeting-lookups';

// Saved, custom and excluded audiences (docs/product-rules.md#targeting-and-delivery: Targeting & Delivery;
// docs/product-rules.md#audiences: when a saved audience is chosen, Advantage audience, saved audiences, locations and
// age are disabled). Under housing, employment and financial ads, no excluded audiences, and a customer list asks for
// the buyer's certification (docs/product-rules.md#special-ad-category).

export function AudienceFields({ accountId, errors, disabled }: { accountId: string; errors: FieldErrors; disabled: ReadonlySet<string> }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const q = audienceQueries(accountId);
  const saved = useQuery(q.saved).data?.data ?? [];
  const custom = useQuery(q.custom).data?.data ?? [];
  const options = custom.map((a) => ({ value: a.id, label: a.name }));
  const category = draftRestrictedLabel(draft);
  const usesCustomerList = draft.customAudiences.some((a) => custom.find((c) => c.id === a.id)?.subtype === CUSTOMER_LIST_SUBTYPE);
  const pick = (ids: string[]): IdName[] =>
    ids
      .map((id) => custom.find((a) => a.id === id))
      .filter((a) => a !== undefined)
      .map((a) => ({ id: a.id, name: a.name }));

  return (
    <>
      <Select
        id={fieldId('savedAudience')}
        label="Saved audience"
        placeholder={saved.length ? 'None' : 'No saved audiences'}
        clearable
        // Mantine hides the clear button from keyboards and screen readers: here it is reachable and named.
        clearButtonProps={{ 'aria-label': 'Clear saved audience', 'aria-hidden': false, tabIndex: 0 }}
        data={saved.map((a) => ({ value: a.id, label: a.name }))}
        value={draft.savedAudience?.id ?? null}
        onChange={(id) => {
          const a = saved.find((x) => x.id === id);
          update((d) => setSavedAudience(d, a ? { id: a.id, name: a.name } : null));
        }}
      />
      <MultiSelect
        id={fieldId('customAudiences')}
        label="Custom audiences"
        data={options.filter((o) => !draft.excludedAudiences.some((a) => a.id === o.value))}
        value={draft.customAudiences.map((a) => a.id)}
        onChange={(ids) => update((d) => ({ ...d, customAudiences: pick(ids) }))}
        error={errors.customAudiences?.[0]}
      />
      {category && usesCustomerList && (
        <Checkbox
          id={fieldId('customerListCertified')}
          label={categoryMessages.certify(category)}
          checked={draft.customerListCertified}
          onChange={(e) => {
            const customerListCertified = e.currentTarget.checked;
            update((d) => ({ ...d, customerListCertified }));
          }}
          error={errors.customerListCertified?.[0]}
        />
      )}
      <MultiSelect
        id={fieldId('excludedAudiences')}
        label="Excluded audiences"
        data={options.filter((o) => !draft.customAudiences.some((a) => a.id === o.value))}
        value={draft.excludedAudiences.map((a) => a.id)}
        onChange={(ids) => update((d) => ({ ...d, excludedAudiences: pick(ids) }))}
        disabled={disabled.has('excludedAudiences')}
        error={errors.excludedAudiences?.[0]}
      />
    </>
  );
}
