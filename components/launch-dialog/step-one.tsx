import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, List, MultiSelect, Radio, Select, Stack, Switch, Title } from '@mantine/core';
import {
  setNewCampaign,
  setObjective,
  setShopEnabled,
  setSpecialCategory,
  validateStep1,
  type AdCategory,
  type AdSetDistribution,
  type Objective,
  type TargetingLocation,
} from '../../lib/rules';
import { countriesQuery } from '../../lib/api-client/targeting';
import { panelTransport } from '../../lib/extension/panel-transport';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';
import { ExistingCampaignFields } from './existing-campaign-fields';
import { BulkAccountsSection } from './bulk-accounts-section';
import { CampaignCopyFields } from './campaign-copy-fields';
import { COUNTRIES } from './countries';

// Step 1 'Choose Your Launch Settings' (spec §2): objective, shop, instant forms, special ad category,
// campaign choice, ad set distribution; Next only as §5 says, with the reason shown when not.

const OBJECTIVES: Array<{ value: Objective; label: string }> = [
  { value: 'website-conversions', label: 'Website Conversions' },
  { value: 'lead-form', label: 'Leads Campaign' },
  { value: 'traffic', label: 'Traffic' },
];

const AD_CATEGORIES: Array<{ value: AdCategory; label: string }> = [
  { value: 'FINANCIAL_PRODUCTS_SERVICES', label: 'Financial Products & Services' },
  { value: 'EMPLOYMENT', label: 'Employment' },
  { value: 'HOUSING', label: 'Housing' },
  { value: 'ISSUES_ELECTIONS_POLITICS', label: 'Social Issues, Elections or Politics' },
];

export function StepOne({ accountId, events }: { accountId: string; events: Parameters<typeof setObjective>[2] }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const setStep = useDraftStore((s) => s.setStep);
  const errors = validateStep1(draft);
  // §8: when the country list fails to load, the 10 fallback countries.
  const countriesQ = useQuery({ ...countriesQuery(panelTransport, accountId), enabled: draft.isAdCategorized });
  const countries: TargetingLocation[] = countriesQ.data?.data.length
    ? countriesQ.data.data.map((c) => ({ key: c.id, name: c.name, type: 'country', countryCode: c.id }))
    : COUNTRIES;
  const reasons = Object.values(errors).flat();
  const existingAdSets = draft.campaignMode === 'existing' && !draft.createNewAdSets;

  return (
    <Stack gap="md" p="md">
      <Title order={2}>Choose Your Launch Settings</Title>

      <Radio.Group
        id={fieldId('objective')}
        label="Objective"
        value={draft.objective}
        onChange={(v) => update((d) => setObjective(d, v as Objective, events ?? []))}
      >
        <Stack gap={6} mt={4}>
          {OBJECTIVES.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </Stack>
      </Radio.Group>

      {draft.objective === 'website-conversions' && (
        <Switch
          id={fieldId('shopEnabled')}
          label="Enable shop"
          checked={draft.shopEnabled}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            update((d) => setShopEnabled(d, on));
          }}
        />
      )}
      {draft.objective === 'lead-form' && (
        <Switch
          id={fieldId('useInstantForms')}
          label="Instant Forms"
          description="Collect leads with a form on the platform instead of your website."
          checked={draft.useInstantForms}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            update((d) => ({ ...d, useInstantForms: on }));
          }}
        />
      )}

      <Switch
        id={fieldId('isAdCategorized')}
        label="Special Ad Category"
        checked={draft.isAdCategorized}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          update((d) => ({ ...setSpecialCategory(d, on, d.adCategory), adCategoryLocations: on ? d.adCategoryLocations : [] }));
        }}
      />
      {draft.isAdCategorized && (
        <Stack gap="xs" pl="md">
          <Select
            id={fieldId('adCategory')}
            label="Category"
            placeholder="Select a category"
            data={AD_CATEGORIES}
            value={draft.adCategory}
            onChange={(v) => update((d) => setSpecialCategory(d, true, (v as AdCategory | null) ?? null))}
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
            error={errors.adCategoryLocations?.[0]}
          />
          {draft.adCategory === 'ISSUES_ELECTIONS_POLITICS' && (
            <Alert color="orange" title="Political ads">
              Ads about social issues, elections or politics need ID verification and an approved disclaimer on the platform; without them the launch fails.
            </Alert>
          )}
        </Stack>
      )}

      <Radio.Group
        id={fieldId('campaignMode')}
        label="Campaign"
        value={draft.campaignMode}
        onChange={(v) => update((d) => (v === 'new' ? setNewCampaign(d) : { ...d, campaignMode: 'existing' }))}
      >
        <Group gap="md" mt={4}>
          <Radio value="new" label="New Campaign" />
          <Radio value="existing" label="Existing Campaign" />
        </Group>
      </Radio.Group>
      {draft.campaignMode === 'existing' && <ExistingCampaignFields accountId={accountId} errors={errors} />}
      <CampaignCopyFields accountId={accountId} />

      <Radio.Group
        id={fieldId('adSetDistribution')}
        label="Ad sets"
        value={draft.adSetDistribution}
        onChange={(v) => update((d) => ({ ...d, adSetDistribution: v as AdSetDistribution }))}
      >
        <Stack gap={6} mt={4}>
          <Radio value="single" label="Single Ad Set" description="All ads in one ad set." />
          <Radio value="dedicated" label="Dedicated Ad Sets" description="One ad set per ad." disabled={existingAdSets} />
        </Stack>
      </Radio.Group>

      <BulkAccountsSection accountId={accountId} draft={draft} />

      {reasons.length > 0 && (
        <List size="sm" c="var(--mantine-color-error)" role="status" aria-label="Why Next is disabled">
          {reasons.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      )}
      <Button disabled={reasons.length > 0} onClick={() => setStep(2)}>
        Next
      </Button>
    </Stack>
  );
}
