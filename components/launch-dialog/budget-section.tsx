import { NumberInput, Radio, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import {
  allowedBidStrategies,
  budgetFieldError,
  budgetOnBlur,
  disabledFields,
  isTargetRoasRequired,
  takesTargetRoas,
  setBidStrategy,
  setBudgetMode,
  setStartTime,
  type AdAccountContext,
  type BidStrategy,
  type BudgetMode,
  type FieldErrors,
} from '../../lib/rules';
import { AdScheduling } from './ad-scheduling';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';
import { fromLocalInput, toLocalInput } from './zoned-input';

// Budget & Schedule (spec §2, open by default): budget mode, budget, dates in the ad account's time zone,
// bid strategy, and the bid amount or target ROAS when they apply.

const BID_STRATEGIES: Array<{ value: BidStrategy; label: string }> = [
  { value: 'highestVolume', label: 'Highest Volume' },
  { value: 'costPerResult', label: 'Cost Per Result' },
  { value: 'bidCap', label: 'Bid Cap' },
  { value: 'highestValue', label: 'Highest Value' },
];

export function BudgetSection({ account, errors }: { account: AdAccountContext; errors: FieldErrors }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const disabled = new Set(disabledFields(draft));
  const tz = account.timezoneName;
  const shop = draft.objective === 'website-conversions' && draft.shopEnabled;
  const allowed = allowedBidStrategies(draft.objective, shop);
  // Shop ads show cost per result and bid cap disabled (§5); other objectives leave out what they do not allow.
  const strategies = BID_STRATEGIES.filter((s) => shop || allowed.includes(s.value)).map((s) => ({
    ...s,
    disabled: !allowed.includes(s.value),
  }));
  const usesBid = draft.bidStrategy === 'costPerResult' || draft.bidStrategy === 'bidCap';
  const showRoas = takesTargetRoas(draft.bidStrategy);
  const budgetError = budgetFieldError(draft.budgetMode, draft.budget) ?? errors.budget?.[0];

  return (
    <Stack gap="sm">
      <Radio.Group
        id={fieldId('budgetMode')}
        label="Budget mode"
        value={draft.budgetMode}
        onChange={(v) => !disabled.has('budgetMode') && update((d) => setBudgetMode(d, v as BudgetMode))}
      >
        <Group gap="md" mt={4}>
          <Radio value="daily" label="Daily Budget" disabled={disabled.has('budgetMode')} />
          <Radio value="lifetime" label="Lifetime Budget" disabled={disabled.has('budgetMode')} />
        </Group>
      </Radio.Group>
      <Switch
        id={fieldId('isCBO')}
        label="Campaign budget (CBO)"
        description="One budget for the campaign, shared by its ad sets. Off: a budget per ad set (ABO)."
        checked={draft.isCBO}
        disabled={disabled.has('isCBO')}
        onChange={(e) => { const on = e.currentTarget.checked; update((d) => ({ ...d, isCBO: on })); }}
      />
      <NumberInput
        id={fieldId('budget')}
        label={`${draft.budgetMode === 'daily' ? 'Daily' : 'Lifetime'} budget (${account.currency})`}
        value={draft.budget ?? ''}
        min={0}
        decimalScale={2}
        disabled={disabled.has('budget')}
        onChange={(v) => update((d) => ({ ...d, budget: typeof v === 'number' ? v : null }))}
        onBlur={() => update((d) => ({ ...d, budget: budgetOnBlur(d.budgetMode, d.budget) }))}
        error={budgetError}
      />
      <TextInput
        id={fieldId('startTime')}
        type="datetime-local"
        label="Start date"
        description={`Time zone: ${tz}`}
        value={toLocalInput(draft.startTime, tz)}
        onChange={(e) => {
          const iso = fromLocalInput(e.currentTarget.value, tz);
          update((d) => (iso ? setStartTime(d, iso, tz) : { ...d, startTime: null }));
        }}
        error={errors.startTime?.[0]}
      />
      {draft.budgetMode === 'lifetime' && (
        <TextInput
          id={fieldId('endTime')}
          type="datetime-local"
          label="End date"
          description={`Time zone: ${tz}`}
          value={toLocalInput(draft.endTime, tz)}
          onChange={(e) => { const iso = fromLocalInput(e.currentTarget.value, tz); update((d) => ({ ...d, endTime: iso })); }}
          error={errors.endTime?.[0]}
        />
      )}
      <AdScheduling account={account} errors={errors} />
      <Select
        id={fieldId('bidStrategy')}
        label="Bid strategy"
        data={strategies}
        value={draft.bidStrategy}
        allowDeselect={false}
        disabled={disabled.has('bidStrategy')}
        onChange={(v) => v && update((d) => setBidStrategy(d, v as BidStrategy))}
        error={errors.bidStrategy?.[0]}
      />
      {usesBid && (
        <NumberInput
          id={fieldId('bidAmount')}
          label={`Bid amount (${account.currency})`}
          value={draft.bidAmount ?? ''}
          min={0}
          decimalScale={2}
          onChange={(v) => update((d) => ({ ...d, bidAmount: typeof v === 'number' ? v : null }))}
          error={errors.bidAmount?.[0]}
        />
      )}
      {showRoas && (
        <NumberInput
          id={fieldId('targetRoas')}
          label="Target ROAS"
          description={isTargetRoasRequired(draft) ? 'Required for this campaign.' : 'Optional.'}
          value={draft.targetRoas ?? ''}
          min={0.01}
          max={1000}
          step={0.01}
          decimalScale={2}
          onChange={(v) => update((d) => ({ ...d, targetRoas: typeof v === 'number' ? v : null }))}
          error={errors.targetRoas?.[0]}
        />
      )}
    </Stack>
  );
}
