import { useState } from 'react';
import { Badge, Group, Pagination, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import type { TrackedLaunch } from '../../lib/extension/storage-items';
import { statusBadgeColor } from '../../lib/rules';

// The launches page (/launches, spec §2): newest first, paged, status badges in the spec's colours
// (§4), counters, a click into any launch's tracker. The Salvo API has no list of a user's launches yet,
// so the page lists the launches this browser started and follows (the background's storage).

const PAGE_SIZE = 10;

export function LaunchesPage({ launches, onOpen }: { launches: TrackedLaunch[]; onOpen: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const sorted = [...launches].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const shown = sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Stack gap="sm" p="md">
      <Title order={2}>Launches</Title>
      {sorted.length === 0 && <Text c="dimmed">No launches yet.</Text>}
      {sorted.length > 0 && (
        <Table highlightOnHover fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Campaign</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Ad sets</Table.Th>
              <Table.Th>Ads</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((l) => {
              const status = l.record?.status ?? 'PENDING';
              return (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    <UnstyledButton onClick={() => onOpen(l.id)} style={{ textDecoration: 'underline' }}>
                      {l.record?.campaignName ?? 'Launch'}
                    </UnstyledButton>
                    <Text size="xs" c="dimmed">{new Date(l.startedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} · {l.accountId}</Text>
                  </Table.Td>
                  <Table.Td><Badge color={statusBadgeColor(status)} variant="dot">{status.replace(/_/g, ' ')}</Badge></Table.Td>
                  <Table.Td>{l.record?.adsetsCompleted ?? 0} / {l.record?.adsetsTotal ?? 0}</Table.Td>
                  <Table.Td>{l.record?.adsCompleted ?? 0} / {l.record?.adsTotal ?? 0}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" getControlProps={(c) => ({ 'aria-label': c === 'previous' ? 'Previous page' : c === 'next' ? 'Next page' : c })} />
        </Group>
      )}
    </Stack>
  );
}
