import { Button, Group, List, Radio, Stack, Title } from '@mantine/core';
import { campaignModeOf, createsNewAdSets } from '../../lib/rules/launch-source';
import { setExistingCampaignMode, setNewCampaign, setObjective, setShopEnabled } from '../../lib/rules/transitions';
import { setSpecialCategory } from '../../lib/rules/targeting';
import { validateStep1 } from '../../lib/rules/validate-step1';
import type { AdAccountContext, AdSetDistribution, Objective } from '../../lib/rules';
import { lazyComponent, WhenLoaded } from '../ui/lazy';
import { DraftSwitch } from './draft-switch';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';
import { BulkAccountsSection } from './bulk-accounts/bulk-accounts-section';
import { CampaignCopyFields } from './campaign-copy-fields';

// Parts shown only once their switch or choice is on load then (docs/architecture.md#size).
const SpecialCategoryFields = lazyComponent(() => import('./special-category-fields').then((m) => m.SpecialCategoryFields));
const ExistingCampaignFields = lazyComponent(() => import('./existing-campaign-fields').then((m) => m.ExistingCampaignFields));

// Step 1 'Choose Your Launch Settings' (docs/product-rules.md#step-1): objective, shop, instant forms, special ad
// category, campaign choice, ad set distribution; Next only as docs/product-rules.md#step-1-next says, with the reason
// shown when not.

const OBJECTIVES: Array<{ value: Objective; label: string }> = [
  { value: 'website-conversions', label: 'Website Conversions' },
  { value: 'lead-form', label: 'Leads Campaign' },
  { value: 'traffic', label: 'Traffic' },
];

export function StepOne({ account, events }: { account: AdAccountContext; events: Parameters<typeof setObjective>[2] }) {
  const accountId = account.id;
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const dispatch = useDraftStore((s) => s.dispatch);
  const setStep = useDraftStore((s) => s.setStep);
  const errors = validateStep1(draft);
  const reasons = Object.values(errors).flat();
  const campaignMode = campaignModeOf(draft);
  const existingAdSets = !createsNewAdSets(draft);

  return (
    <Stack gap="md" p="md">
      <Title order={2}>Choose Your Launch Settings</Title>

      <Radio.Group
        id={fieldId('objective')}
        label="Objective"
        value={draft.objective}
        onChange={(v) => dispatch({ type: 'setObjective', objective: v as Objective, events: events ?? [] })}
      >
        <Stack gap={6} mt={4}>
          {OBJECTIVES.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </Stack>
      </Radio.Group>

      {draft.objective === 'website-conversions' && <DraftSwitch field="shopEnabled" label="Enable shop" set={setShopEnabled} />}
      {draft.objective === 'lead-form' && (
        <DraftSwitch field="useInstantForms" label="Instant Forms" description="Collect leads with a form on the platform instead of your website." />
      )}

      <DraftSwitch
        field="isAdCategorized"
        label="Special Ad Category"
        set={(d, on) => ({ ...setSpecialCategory(d, on, d.adCategory), adCategoryLocations: on ? d.adCategoryLocations : [] })}
      />
      {draft.isAdCategorized && (
        <WhenLoaded label="Loading Special Ad Category">
          <SpecialCategoryFields accountId={accountId} errors={errors} />
        </WhenLoaded>
      )}

      <Radio.Group
        id={fieldId('campaignMode')}
        label="Campaign"
        value={campaignMode}
        onChange={(v) => update((d) => (v === 'new' ? setNewCampaign(d) : setExistingCampaignMode(d)))}
      >
        <Group gap="md" mt={4}>
          <Radio value="new" label="New Campaign" />
          <Radio value="existing" label="Existing Campaign" />
        </Group>
      </Radio.Group>
      {campaignMode === 'existing' && (
        <WhenLoaded label="Loading the campaigns">
          <ExistingCampaignFields accountId={accountId} currency={account.currency} errors={errors} />
        </WhenLoaded>
      )}
      <CampaignCopyFields account={account} />

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
