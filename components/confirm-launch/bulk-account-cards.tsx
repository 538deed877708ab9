import { Card, SimpleGrid, Text } from '@mantine/core';
import type { BulkLaunchItem } from '../../lib/rules';
import { DetailRows } from './detail-rows';

// 'Review Launch Details' of a bulk launch (spec §2): one card per account with page, Instagram, pixel, event,
// lead form and URL, as each account's own payload will launch them.

export function BulkAccountCards({ items }: { items: readonly BulkLaunchItem[] }) {
  return (
    <SimpleGrid cols={1} spacing="xs" data-testid="bulk-cards">
      {items.map(({ account, payload }) => {
        const rows: Array<[string, string]> = [
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
              {account.accountId}
            </Text>
            <DetailRows rows={rows} compact />
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
