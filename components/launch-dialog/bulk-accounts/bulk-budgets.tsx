import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  bulkAccountErrors,
  bulkAccountsToLaunch,
  draftForBulkAccount,
  moneyOfUnits,
  toZonedWall,
  unitsIn,
  type AdAccountContext,
  type FieldErrors,
  type LaunchDraft,
} from '../../../lib/rules';
import { MoneyInput } from '../../ui/money-input';
import { amountFormat } from '../amount-field';
import { usePatchAccount } from './use-patch-account';

// Budget & Schedule of a Multi Account Launch (docs/bulk-launch.md): each account launches with its own budget, bid
// amount (where the strategy takes one) and ad set spend limits (under a campaign budget) in its own currency, and
// starts at the launch's wall-clock time in its own time zone, said here for each. Nothing is carried from one
// currency to another: an account in another currency starts empty (lib/rules carriedToBulkAccount).

type MoneyField = 'budget' | 'bidAmount' | 'adSetMinimumSpend' | 'adSetMaximumSpend';

/** '2026-11-23 00:00 (Asia/Tokyo)': an account's own clock. */
const clock = (iso: string | null, zone: string) => `${toZonedWall(iso, zone)?.slice(0, 16) ?? '—'} (${zone})`;

export function BulkBudgets({ draft, account, errors }: { draft: LaunchDraft; account: AdAccountContext; errors: FieldErrors }) {
  const patch = usePatchAccount();
  const usesBid = draft.bidStrategy === 'costPerResult' || draft.bidStrategy === 'bidCap';
  const period = draft.budgetMode === 'daily' ? 'Daily' : 'Lifetime';

  return (
    <Stack gap="xs" data-testid="bulk-budgets">
      <div>
        <Text size="sm" fw={500}>
          Budget per ad account
        </Text>
        <Text size="xs" c="dimmed">
          {draft.isCBO ? 'Each account’s campaign budget, in its own currency.' : 'Each account’s budget per ad set, in its own currency.'} Each starts at the
          launch’s date and time in its own time zone.
        </Text>
      </div>
      {/* The accounts that launched already (Adjust Settings) are left out of this launch: nothing to set for them. */}
      {bulkAccountsToLaunch(draft).map((a) => {
        const own = bulkAccountErrors(errors, a);
        const errorOf = (...starts: string[]) => own.find((m) => starts.some((s) => m.startsWith(s))) ?? null;
        const one = draftForBulkAccount(draft, a, account.timezoneName);
        const field = (key: MoneyField, label: string, error: string | null) => (
          <MoneyInput
            id={`bulk-${key}-${a.accountId}`}
            label={`${a.name}: ${label} (${a.currency})`}
            kind="money"
            format={amountFormat(a.currency)}
            value={unitsIn(a[key], a.currency)}
            onChange={(value) => patch(a.accountId, { [key]: moneyOfUnits(value, a.currency) })}
            // A text that does not read is no amount: the launch waits for one (or for the field to be emptied).
            onPendingText={(text) => text !== null && patch(a.accountId, { [key]: null })}
            error={error}
          />
        );
        const start = errorOf('The start date');
        return (
          <Fieldset key={a.accountId} legend={`${a.name} (${a.currency})`} variant="filled" p="xs">
            <SimpleGrid cols={1} spacing="xs">
              {field('budget', `${period} budget`, errorOf('Please enter a valid budget'))}
              {usesBid && field('bidAmount', 'Bid amount', errorOf('Please enter a valid bid amount'))}
              {draft.isCBO && field('adSetMinimumSpend', 'Ad set minimum spend', errorOf('The minimum spend', 'Please enter spend limits'))}
              {draft.isCBO && field('adSetMaximumSpend', 'Ad set maximum spend', null)}
              <Text size="xs" data-testid={`bulk-start-${a.accountId}`}>
                {`Starts ${clock(one.startTime, a.timezoneName)}${draft.budgetMode === 'lifetime' ? `, ends ${clock(one.endTime, a.timezoneName)}` : ''}`}
              </Text>
              {start && (
                <Text size="xs" c="var(--mantine-color-error)" role="alert">
                  {start}
                </Text>
              )}
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
