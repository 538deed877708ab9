import { Radio, Group, Stack, Text } from '@mantine/core';
import {
  accountMinimumBudget,
  allowedBidStrategies,
  campaignModeOf,
  createsNewAdSets,
  BID_STRATEGY_LABELS,
  budgetFieldError,
  budgetOnBlur,
  disabledFields,
  isTargetRoasRequired,
  setBidStrategy,
  setBudgetMode,
  setCampaignBudget,
  shownAmountFields,
  unitsIn,
  type AdAccountContext,
  type BidStrategy,
  type BudgetMode,
  type FieldErrors,
} from '../../lib/rules';
import { BulkBudgets } from './bulk-accounts/bulk-budgets';
import { AdScheduling } from './scheduling/ad-scheduling';
import { AmountField } from './amount-field';
import { DraftSelect } from './draft-inputs';
import { DraftSwitch } from './draft-switch';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';
import { ScheduleFields } from './scheduling/schedule-fields';

// Budget & Schedule (docs/product-rules.md#budget-and-schedule, open by default): budget mode, budget, dates in the ad
// account's time zone, bid strategy, and the bid amount or target ROAS when they apply.

const BID_STRATEGIES = (Object.entries(BID_STRATEGY_LABELS) as Array<[BidStrategy, string]>).map(([value, label]) => ({ value, label }));

/** On blur an invalid budget resets to 5 (daily) or 15 (lifetime) (docs/product-rules.md#budget), said at the field
 * (Salvo's wording). */
const budgetFallbackNote = (typed: string, shown: string) =>
  typed ? `"${typed}" is not a valid budget: set to ${shown}.` : `The budget was empty: set to ${shown}.`;

export function BudgetSection({ account, errors }: { account: AdAccountContext; errors: FieldErrors }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const disabled = new Set(disabledFields(draft));
  const shop = draft.objective === 'website-conversions' && draft.shopEnabled;
  const allowed = allowedBidStrategies(draft.objective, shop);
  // Shop ads show cost per result and bid cap disabled (docs/product-rules.md#bid-strategy); other objectives leave out
  // what they do not allow.
  const strategies = BID_STRATEGIES.filter((s) => shop || allowed.includes(s.value)).map((s) => ({
    ...s,
    disabled: !allowed.includes(s.value),
  }));
  const shown = shownAmountFields(draft);
  const budgetError = budgetFieldError(draft.budgetMode, unitsIn(draft.budget, account.currency)) ?? errors.budget?.[0];
  const existingCbo = campaignModeOf(draft) === 'existing' && draft.isCBO;

  return (
    <Stack gap="sm">
      <Radio.Group
        id={fieldId('budgetMode')}
        label="Budget mode"
        value={draft.budgetMode}
        onChange={(v) => !disabled.has('budgetMode') && update((d) => setBudgetMode(d, v as BudgetMode, account))}
      >
        <Group gap="md" mt={4}>
          <Radio value="daily" label="Daily Budget" disabled={disabled.has('budgetMode')} />
          <Radio value="lifetime" label="Lifetime Budget" disabled={disabled.has('budgetMode')} />
        </Group>
      </Radio.Group>
      <DraftSwitch
        field="isCBO"
        label="Campaign budget (CBO)"
        description="One budget for the campaign, shared by its ad sets. Off: a budget per ad set (ABO)."
        set={setCampaignBudget}
      />
      {!createsNewAdSets(draft) ? (
        <Text size="sm" c="dimmed">
          Your ads go into existing ad sets: their own budgets and bids apply, and this launch does not change them.
        </Text>
      ) : draft.multiAccount ? (
        <BulkBudgets draft={draft} account={account} errors={errors} />
      ) : (
        <AmountField
          field="budget"
          label={`${draft.budgetMode === 'daily' ? 'Daily' : 'Lifetime'} budget (${account.currency})`}
          currency={account.currency}
          description={
            existingCbo
              ? "The campaign's budget: its new ad sets share it, and this launch does not change it."
              : draft.isCBO
                ? "The campaign's budget, shared by its ad sets."
                : draft.adSetDistribution === 'dedicated'
                  ? 'Per ad set: each of the ad sets (one per ad) gets this budget.'
                  : 'Per ad set: the ad set gets this budget.'
          }
          disabled={disabled.has('budget')}
          onBlurValue={(v) => {
            const d = useDraftStore.getState().draft!;
            return budgetOnBlur(d.budgetMode, v, accountMinimumBudget(d.budgetMode, account, d));
          }}
          fallbackNote={budgetFallbackNote}
          error={budgetError}
        />
      )}
      <ScheduleFields account={account} errors={errors} />
      <AdScheduling account={account} errors={errors} />
      <DraftSelect
        field="bidStrategy"
        label="Bid strategy"
        data={strategies}
        set={(d, v) => setBidStrategy(d, v as BidStrategy)}
        error={errors.bidStrategy?.[0]}
      />
      {shown.includes('bidAmount') && !draft.multiAccount && (
        <AmountField field="bidAmount" label={`Bid amount (${account.currency})`} currency={account.currency} error={errors.bidAmount?.[0]} />
      )}
      {shown.includes('targetRoas') && (
        <AmountField
          field="targetRoas"
          label="Target ROAS"
          currency={account.currency}
          description={
            isTargetRoasRequired(draft) ? 'Required for this campaign. 0.01 to 1,000, e.g. 2.5 for 250%.' : 'Optional. 0.01 to 1,000, e.g. 2.5 for 250%.'
          }
          error={errors.targetRoas?.[0]}
        />
      )}
    </Stack>
  );
}
