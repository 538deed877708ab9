import { Card, SimpleGrid, Text } from '@mantine/core';
import type { LaunchPlanAnswer } from '../../lib/contract/launch-plan';
import type { BulkLaunchItem, LaunchDraft } from '../../lib/rules';
import { DetailRows } from './detail-rows';
import { bidLine, budgetLine, estimateRow, launchDateLine, spendLimitLine, targetingRows, type Rows } from './plan-rows';

// 'Review Launch Details' of a bulk launch (docs/bulk-launch.md): one card per account with page, Instagram, pixel,
// event, lead form and URL, its audiences, locations, catalog and product (set), as each account's own payload will launch them,
// and its budget, bid, spend limits, estimate and launch date from its own plan, in its own currency and time zone. The
// whole launch's estimate (one total per currency) is in the summary.

// Each account's own targeting: its audiences and its locations (docs/bulk-launch.md#locations), by name.
const SHOWN = new Set(['Audiences', 'Excluded audiences', 'Locations']);

/** The card's lines of an account's plan; 'Planning…' until it is answered. */
function planRows(plan: LaunchPlanAnswer | undefined, item: BulkLaunchItem, draft: LaunchDraft): Rows {
  if (!plan) return [['Budget', 'Planning…']];
  const { account } = item;
  const bid = bidLine(plan);
  const limits = spendLimitLine(plan);
  // The audiences' names are the account's own (the plan names them by id).
  const named = { ...draft, savedAudience: account.savedAudience, customAudiences: [...account.customAudiences, ...account.excludedAudiences] };
  return [
    ['Budget', budgetLine(plan)],
    ...(bid ? [['Bid strategy', bid] as [string, string]] : []),
    ...(limits ? [['Ad set spend limits', limits] as [string, string]] : []),
    estimateRow(plan),
    ['Launch date', launchDateLine(plan)],
    ...targetingRows(plan, named).filter(([label]) => SHOWN.has(label)),
  ];
}

export function BulkAccountCards({
  items,
  plans,
  draft,
}: {
  items: readonly BulkLaunchItem[];
  plans: ReadonlyArray<LaunchPlanAnswer | undefined>;
  draft: LaunchDraft;
}) {
  const shop = draft.objective === 'website-conversions' && draft.shopEnabled;
  return (
    <SimpleGrid cols={1} spacing="xs" data-testid="bulk-cards">
      {items.map((item, i) => {
        const { account, payload } = item;
        const plan = plans[i];
        const rows: Rows = [
          ...planRows(plan, item, draft),
          ['Page', account.page?.name ?? '—'],
          ['Instagram', account.instagram?.name ?? '—'],
          ['Pixel', account.pixel?.name ?? '—'],
          ['Event', account.conversionEvent?.name ?? '—'],
          ['Lead form', account.leadForm?.name ?? '—'],
          ['URL', payload.destinationUrl || '—'],
          ...(shop
            ? ([
                ['Catalog', account.catalog?.name ?? '—'],
                [account.product ? 'Product' : 'Product set', account.product?.name ?? account.productSet?.name ?? '—'],
              ] as Rows)
            : []),
        ];
        return (
          <Card key={account.accountId} withBorder padding="xs" component="section" aria-label={`${account.name} (${account.accountId})`}>
            <Text fw={600} size="sm">
              {account.name}
            </Text>
            <Text size="xs" c="dimmed">
              {`${account.accountId} · ${account.currency} · ${account.timezoneName}`}
            </Text>
            <DetailRows rows={rows} compact />
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
