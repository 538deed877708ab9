import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Group, Loader, Pagination, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { automationQueries } from '../../lib/api-client/automations';
import type { Transport } from '../../lib/api-client/client';
import { launchQueries } from '../../lib/api-client/launches';
import type { LaunchRecord } from '../../lib/contract/launch';
import { panelTransport } from '../../lib/extension/panel-transport';
import { statusBadgeColor } from '../../lib/rules';
import { LaunchAutomations } from './launch-automations';

// The launches page (/launches, docs/product-rules.md#launches-page): the user's launches from the Salvo API (GET
// /dashboard/campaign-launches), newest first, paged, status badges in the spec's colours
// (docs/product-rules.md#progress-tracker), counters, and a click into any launch's tracker (the background then
// follows it, wherever it was started). Under a launch with automations, their platform rules and what they did
// (docs/automations.md#watching), read for the page's launches at once.

const LAUNCHES_PAGE_SIZE = 10;

/** The side panel is narrow: a long status (COMPLETED WITH ISSUES) wraps instead of ending in an ellipsis. */
const WRAPPING_BADGE = { root: { height: 'auto', minHeight: 'var(--badge-height)' }, label: { whiteSpace: 'normal' } } as const;

export interface LaunchesPageProps {
  onOpen: (record: LaunchRecord) => void;
  transport?: Transport;
  pageSize?: number;
}

export function LaunchesPage({ onOpen, transport = panelTransport, pageSize = LAUNCHES_PAGE_SIZE }: LaunchesPageProps) {
  const [page, setPage] = useState(1);
  const list = useQuery(launchQueries.list(transport, { page, limit: pageSize }));
  const launches = list.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  const withAutomations = launches.filter((l) => l.input.automationIds.length > 0).map((l) => l.id);
  const rules = useQuery({ ...automationQueries.launchRules(transport, withAutomations), enabled: withAutomations.length > 0 });
  const automationsOf = (id: string) => rules.data?.data.find((r) => r.launchId === id)?.automations ?? [];

  return (
    <Stack gap="sm" p="md">
      <Group justify="space-between">
        <Title order={2}>Launches</Title>
        {list.isFetching && <Loader size="xs" aria-label="Loading launches" />}
      </Group>
      {list.isError && (
        <Text size="sm" c="red.9" role="alert">
          {list.error.message}
        </Text>
      )}
      {rules.isError && (
        <Text size="sm" c="red.9" role="alert">
          Could not read the launches' automations: {rules.error.message}
        </Text>
      )}
      {list.isSuccess && list.data.total === 0 && <Text c="dimmed">No launches yet.</Text>}
      {launches.length > 0 && (
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
            {launches.map((l) => (
              <Fragment key={l.id}>
                <Table.Tr data-testid="launch-row">
                  <Table.Td>
                    <UnstyledButton onClick={() => onOpen(l)} style={{ textDecoration: 'underline' }}>
                      {l.campaignName ?? 'Launch'}
                    </UnstyledButton>
                    <Text size="xs" c="dimmed">
                      {new Date(l.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} · {l.accountId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusBadgeColor(l.status)} variant="dot" styles={WRAPPING_BADGE}>
                      {l.status.replace(/_/g, ' ')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {l.adsetsCompleted} / {l.adsetsTotal}
                  </Table.Td>
                  <Table.Td>
                    {l.adsCompleted} / {l.adsTotal}
                  </Table.Td>
                </Table.Tr>
                {automationsOf(l.id).length > 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4} pt={0}>
                      <LaunchAutomations
                        launchId={l.id}
                        campaignName={l.campaignName ?? 'Launch'}
                        currency={l.currency}
                        automations={automationsOf(l.id)}
                        transport={transport}
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            size="sm"
            getControlProps={(c) => ({ 'aria-label': c === 'previous' ? 'Previous page' : c === 'next' ? 'Next page' : c })}
          />
        </Group>
      )}
    </Stack>
  );
}
