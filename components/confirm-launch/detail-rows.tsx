import { Table } from '@mantine/core';

/** Label and value rows of the review: its details and summary, and each bulk account's card (`compact`). */
export function DetailRows({ rows, compact = false }: { rows: ReadonlyArray<readonly [string, string]>; compact?: boolean }) {
  return (
    <Table fz={compact ? 'xs' : 'sm'} verticalSpacing={compact ? 2 : 4} withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={compact ? '35%' : '40%'} fw={500}>
              {label}
            </Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
