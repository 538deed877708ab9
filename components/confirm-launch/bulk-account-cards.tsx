import { Card, SimpleGrid, Text } from '@mantine/core';
import type { LaunchPlanAnswer } from '../../lib/contract/launch-plan';
import type { BulkLaunchItem } from '../../lib/rules';
import { DetailRows } from './detail-rows';
import { bidLine, budgetLine, estimateRow } from './plan-rows';

// 'Review Launch Details' of a bulk launch (docs/product-rules.md#review-and-confirm): one card per account with page,
// Instagram, pixel, event, lead form and URL, as each account's own payload will launch them, and its budget, bid and
// estimate from its own plan, in its own currency (never summed across accounts).

export function BulkAccountCards({ items, plans }: { items: readonly BulkLaunchItem[]; plans: ReadonlyArray<LaunchPlanAnswer | undefined> }) {
  return (
    <SimpleGrid cols={1} spacing="xs" data-testid="bulk-cards">
      {items.map(({ account, payload }, i) => {
        const plan = plans[i];
        const money: Array<[string, string]> = plan
          ? [['Budget', budgetLine(plan)], ...(bidLine(plan) ? [['Bid strategy', bidLine(plan)!] as [string, string]] : []), estimateRow(plan)]
          : [['Budget', 'Planning…']];
        const rows: Array<[string, string]> = [
          ...money,
          ['Page', account.page?.name ?? '—'],
          ['Instagram', account.instagram?.name ?? '—'],
          ['Pixel', account.pixel?.name ?? '—'],
          ['Event', account.conversionEvent?.name ?? '—'],
          ['Lead form', account.leadForm?.name ?? '—'],
          ['URL', payload.destinationUrl || '—'],
        ];
        return (
          <Card key={account.accountId} withBorder padding="xs" component="section" aria-label={`${account.name} (${account.accountId})`}>
            <Text fw={600} size="sm">
              {account.name}
            </Text>
            <Text size="xs" c="dimmed">
              {`${account.accountId}${plan ? ` · ${plan.account.currency}` : ''}`}
            </Text>
            <DetailRows rows={rows} compact />
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
