import { SimpleGrid, Stack, Text } from '@mantine/core';
import { bulkAccountMessages, type BulkAccount, type FieldErrors, type LaunchDraft } from '../../../lib/rules';
import { MoneyInput } from '../../ui/money-input';
import { amountFormat } from '../amount-field';
import { useDraftStore } from '../draft-store';

// Budget & Schedule of a Multi Account Launch (docs/product-rules.md#multi-account-launch): each account launches with
// its own budget (and bid amount, where the strategy takes one) in its own currency. Nothing is carried from one
// currency to another: an account in another currency starts empty (docs/product-rules.md#currencies).

export function BulkBudgets({ draft, errors }: { draft: LaunchDraft; errors: FieldErrors }) {
  const update = useDraftStore((s) => s.update);
  const usesBid = draft.bidStrategy === 'costPerResult' || draft.bidStrategy === 'bidCap';
  const period = draft.budgetMode === 'daily' ? 'Daily' : 'Lifetime';
  const messages = errors.bulkAccounts ?? [];
  const patch = (id: string, change: Partial<BulkAccount>) =>
    update((d) => ({ ...d, bulkAccounts: d.bulkAccounts.map((a) => (a.accountId === id ? { ...a, ...change } : a)) }));
  const errorOf = (message: string) => (messages.includes(message) ? message : null);

  return (
    <Stack gap="xs" data-testid="bulk-budgets">
      <div>
        <Text size="sm" fw={500}>
          Budget per ad account
        </Text>
        <Text size="xs" c="dimmed">
          {draft.isCBO ? 'Each account’s campaign budget, in its own currency.' : 'Each account’s budget per ad set, in its own currency.'}
        </Text>
      </div>
      {draft.bulkAccounts.map((a) => (
        <SimpleGrid key={a.accountId} cols={usesBid ? 2 : 1} spacing="xs">
          <MoneyInput
            id={`bulk-budget-${a.accountId}`}
            label={`${a.name}: ${period} budget (${a.currency})`}
            kind="money"
            format={amountFormat(a.currency)}
            value={a.budget}
            onChange={(budget) => patch(a.accountId, { budget })}
            // A text that does not read is no budget: the launch waits for one.
            onPendingText={(text) => text !== null && patch(a.accountId, { budget: null })}
            error={errorOf(bulkAccountMessages.budget(a.name, a.currency))}
          />
          {usesBid && (
            <MoneyInput
              id={`bulk-bid-${a.accountId}`}
              label={`${a.name}: Bid amount (${a.currency})`}
              kind="money"
              format={amountFormat(a.currency)}
              value={a.bidAmount}
              onChange={(bidAmount) => patch(a.accountId, { bidAmount })}
              onPendingText={(text) => text !== null && patch(a.accountId, { bidAmount: null })}
              error={errorOf(bulkAccountMessages.bidAmount(a.name, a.currency))}
            />
          )}
        </SimpleGrid>
      ))}
    </Stack>
  );
}
