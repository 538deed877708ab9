import { Card, SimpleGrid, Table, Text } from '@mantine/core';
import type { BulkLaunchItem } from '../../lib/rules';

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
            <Text fw={600} size="sm">{account.name}</Text>
            <Text size="xs" c="dimmed">{account.accountId}</Text>
            <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w="35%" fw={500}>{label}</Table.Th>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
