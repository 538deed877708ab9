import { useQuery } from '@tanstack/react-query';
import { Alert, Group, Radio, RangeSlider, Stack, Text } from '@mantine/core';
import {
  AGE_MAX,
  AGE_MIN,
  DEFAULT_ATTRIBUTION,
  DEFAULT_TRAFFIC_PERFORMANCE_GOAL,
  TRAFFIC_ATTRIBUTION,
  TRAFFIC_PERFORMANCE_GOALS,
  advantageAgeNotice,
  advantageAges,
  advantageAudienceDescription,
  ageRangeLabel,
  categoryMessages,
  disabledFields,
  draftRestrictedLabel,
  setAdvantageAudience,
  setAgeRange,
  type FieldErrors,
  type Gender,
  type TargetingLocation,
} from '../../lib/rules';
import { assetQueries } from '../../lib/api-client/assets';
import { panelTransport } from '../../lib/extension/panel-transport';
import { AmountField } from './amount-field';
import { AudienceFields } from './audience-fields';
import { BulkOwnNote } from './bulk-accounts/bulk-own-note';
import { BulkLocations } from './bulk-locations/bulk-locations';
import { COUNTRIES } from './countries';
import { SearchMultiSelect } from './search-multi-select';
import { interestQuery, locationLabel, locationQuery, optimizationGoal } from './targeting-lookups';
import { DraftSelect } from './draft-inputs';
import { DraftSwitch } from './draft-switch';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';

// Targeting & Delivery (docs/product-rules.md#targeting-and-delivery): locations and exclusions, age, gender,
// Advantage+ audience, interests, saved, custom and excluded audiences, attribution, performance goal, ad set spend
// limits.

const ATTRIBUTION = [
  { value: DEFAULT_ATTRIBUTION, label: '7-day click, 1-day view' },
  { value: TRAFFIC_ATTRIBUTION, label: '1-day click' },
];
// The goals are the rules' (docs/product-rules.md#attribution-and-performance-goal); these are their labels.
const GOAL_LABELS: Record<(typeof TRAFFIC_PERFORMANCE_GOALS)[number], string> = { linkClicks: 'Link Clicks', landingPageViews: 'Landing Page Views' };
const TRAFFIC_GOALS = TRAFFIC_PERFORMANCE_GOALS.map((value) => ({ value, label: GOAL_LABELS[value] }));

export function TargetingSection({ accountId, errors, currency }: { accountId: string; errors: FieldErrors; currency: string }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const disabled = new Set(disabledFields(draft));
  // A category that restricts targeting fixes the ages and genders and has no exclusions (docs/product-rules.md#special-ad-category).
  const category = draftRestrictedLabel(draft);
  // With Advantage+ Audience the ages the platform cannot take as limits are a suggestion (docs/product-rules.md#audiences).
  const { hardMin, suggestion } = advantageAges(draft.ageMin, draft.ageMax);
  const suggested = draft.advantageAudience && draft.savedAudience === null ? suggestion : null;
  const attributionQ = useQuery(assetQueries.attributionSettings(panelTransport, optimizationGoal(draft.objective, draft.performanceGoal)));
  const attribution = attributionQ.data?.data.map((a) => ({ value: a.id, label: a.name })) ?? ATTRIBUTION;

  return (
    <Stack gap="sm">
      {/* A Multi Account Launch has each account's locations and audiences, in its setup in Step 1
          (docs/bulk-launch.md#locations). */}
      {draft.multiAccount ? (
        <BulkOwnNote />
      ) : (
        <>
          <LocationsField
            field="locations"
            accountId={accountId}
            label="Locations"
            placeholder="Search countries, regions, cities or ZIP codes"
            disabled={disabled.has('locations')}
            error={errors.locations?.join(' ')}
          />
          {category && draft.locations.some((l) => l.type === 'city') && (
            <Text size="xs" c="dimmed">
              {categoryMessages.radius(category)}
            </Text>
          )}
          <BulkLocations accountId={accountId} disabled={disabled.has('locations')} />
        </>
      )}
      <LocationsField
        field="excludedLocations"
        accountId={accountId}
        label="Excluded locations"
        placeholder="Search locations to exclude"
        disabled={disabled.has('excludedLocations')}
        error={errors.excludedLocations?.[0]}
      />
      <SearchMultiSelect
        id={fieldId('interests')}
        label="Interests"
        placeholder="Search interests"
        selected={draft.interests}
        toItem={(i) => ({ key: i.id, label: i.name })}
        query={interestQuery(accountId)}
        onChange={(interests) => update((d) => ({ ...d, interests }))}
      />
      {!draft.multiAccount && <AudienceFields accountId={accountId} errors={errors} disabled={disabled} />}
      <Stack gap={4} id={fieldId('ageMin')}>
        <Text size="sm" fw={500} id="age-label">
          Age: {ageRangeLabel(draft.ageMin, draft.ageMax)}
        </Text>
        <RangeSlider
          aria-labelledby="age-label"
          thumbFromLabel="Minimum age"
          thumbToLabel="Maximum age"
          min={AGE_MIN}
          max={AGE_MAX}
          minRange={0}
          value={[draft.ageMin, draft.ageMax]}
          disabled={disabled.has('ageMin')}
          label={(v) => (v >= AGE_MAX ? '65+' : String(v))}
          onChange={([min, max]) => update((d) => setAgeRange(d, min, max))}
          mb="xs"
        />
        {category && (
          <Text size="xs" c="dimmed">
            {categoryMessages.notice(category)}
          </Text>
        )}
        {suggested && (
          <Text size="xs" c="dimmed">
            {advantageAgeNotice(ageRangeLabel(suggested[0], suggested[1]), hardMin)}
          </Text>
        )}
        {errors.ageMin?.map((m) => (
          <Text key={m} size="sm" c="var(--mantine-color-error)" role="alert">
            {m}
          </Text>
        ))}
      </Stack>
      <Radio.Group
        id={fieldId('gender')}
        label="Gender"
        value={draft.gender}
        onChange={(v) => !disabled.has('gender') && update((d) => ({ ...d, gender: v as Gender }))}
        error={errors.gender?.[0]}
      >
        <Group gap="md" mt={4}>
          <Radio value="all" label="All" disabled={disabled.has('gender')} />
          <Radio value="men" label="Men" disabled={disabled.has('gender')} />
          <Radio value="women" label="Women" disabled={disabled.has('gender')} />
        </Group>
      </Radio.Group>
      <DraftSwitch field="advantageAudience" label="Advantage+ Audience" description={advantageAudienceDescription} set={setAdvantageAudience} />
      <DraftSelect
        field="attributionSettingId"
        label="Attribution setting"
        data={
          attribution.some((a) => a.value === draft.attributionSettingId)
            ? attribution
            : [...attribution, { value: draft.attributionSettingId, label: draft.attributionSettingId }]
        }
        disabled={draft.objective === 'traffic'}
        error={errors.attributionSettingId?.[0]}
      />
      {draft.objective === 'traffic' && (
        <DraftSelect field="performanceGoal" label="Performance goal" data={TRAFFIC_GOALS} value={draft.performanceGoal ?? DEFAULT_TRAFFIC_PERFORMANCE_GOAL} />
      )}
      {/* A Multi Account Launch has each account's spend limits, in its currency (Budget & Schedule). */}
      {draft.isCBO && !draft.multiAccount && (
        <Group grow align="flex-start">
          <AmountField
            field="adSetMinimumSpend"
            label={`Ad set minimum spend (${currency})`}
            currency={currency}
            description="Optional. Ad set spend limits share out a campaign budget."
            error={errors.adSetMinimumSpend?.[0]}
          />
          <AmountField
            field="adSetMaximumSpend"
            label={`Ad set maximum spend (${currency})`}
            currency={currency}
            description="Optional"
            error={errors.adSetMaximumSpend?.[0]}
          />
        </Group>
      )}
      {draft.savedAudience && <Alert color="blue">A saved audience sets the locations and age.</Alert>}
    </Stack>
  );
}

/** Locations and excluded locations are searched alike (docs/product-rules.md#locations). */
function LocationsField({
  field,
  accountId,
  ...props
}: {
  field: 'locations' | 'excludedLocations';
  accountId: string;
  label: string;
  placeholder: string;
  disabled: boolean;
  error: string | undefined;
}) {
  const selected = useDraftStore((s) => s.draft![field]);
  const update = useDraftStore((s) => s.update);
  return (
    <SearchMultiSelect
      {...props}
      id={fieldId(field)}
      compact
      selected={selected}
      suggestions={COUNTRIES}
      toItem={(l) => ({ key: l.key, label: locationLabel(l) })}
      query={locationQuery(accountId)}
      onChange={(locations: TargetingLocation[]) => update((d) => ({ ...d, [field]: locations }))}
    />
  );
}
