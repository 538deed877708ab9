import { useQuery } from '@tanstack/react-query';
import { Alert, MultiSelect, Select, Stack } from '@mantine/core';
import { AD_CATEGORY_LABELS, disabledFields, type AdCategory, type FieldErrors, type TargetingLocation } from '../../lib/rules';
import { countriesQuery } from '../../lib/api-client/targeting';
import { panelTransport } from '../../lib/extension/panel-transport';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';
import { COUNTRIES } from './countries';

// Step 1's Special Ad Category fields (docs/product-rules.md#special-ad-category): the category and its target
// countries, with the political ads warning. Loaded when the switch is first on.

const AD_CATEGORIES = (Object.entries(AD_CATEGORY_LABELS) as Array<[AdCategory, string]>).map(([value, label]) => ({ value, label }));

export function SpecialCategoryFields({ accountId, errors }: { accountId: string; errors: FieldErrors }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const dispatch = useDraftStore((s) => s.dispatch);
  // A copied campaign keeps its category, a duplicate its countries too (docs/campaign-modes.md#what-a-copy-keeps).
  const locked = new Set(disabledFields(draft));
  // docs/product-rules.md#bulk-locations: when the country list fails to load, the 10 fallback countries.
  const countriesQ = useQuery(countriesQuery(panelTransport, accountId));
  const countries: TargetingLocation[] = countriesQ.data?.data.length
    ? countriesQ.data.data.map((c) => ({ key: c.id, name: c.name, type: 'country', countryCode: c.id }))
    : COUNTRIES;
  return (
    <Stack gap="xs" pl="md">
      <Select
        id={fieldId('adCategory')}
        label="Category"
        placeholder="Select a category"
        data={AD_CATEGORIES}
        value={draft.adCategory}
        onChange={(v) => dispatch({ type: 'setSpecialCategory', on: true, category: (v as AdCategory | null) ?? null })}
        disabled={locked.has('adCategory')}
        error={errors.adCategory?.[0]}
      />
      <MultiSelect
        id={fieldId('adCategoryLocations')}
        label="Target Locations"
        placeholder="Select countries"
        searchable
        data={countries.map((c) => ({ value: c.key, label: c.name }))}
        value={draft.adCategoryLocations.map((l) => l.key)}
        onChange={(codes) =>
          update((d) => ({ ...d, adCategoryLocations: codes.map((k) => countries.find((c) => c.key === k)).filter((c) => c !== undefined) }))
        }
        disabled={locked.has('adCategoryLocations')}
        error={errors.adCategoryLocations?.[0]}
      />
      {draft.adCategory === 'ISSUES_ELECTIONS_POLITICS' && (
        <Alert color="orange" title="Political ads">
          Ads about social issues, elections or politics need ID verification and an approved disclaimer on the platform; without them the launch fails.
        </Alert>
      )}
    </Stack>
  );
}
