import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Group, Loader, Pagination, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { adAccountsQuery } from '../../lib/api-client/ad-accounts';
import { automationQueries } from '../../lib/api-client/automations';
import type { Transport } from '../../lib/api-client/client';
import { launchQueries } from '../../lib/api-client/launches';
import type { LaunchRecord } from '../../lib/contract/launch';
import { panelTransport } from '../../lib/extension/panel-transport';
import { DeletionBadge, LaunchStatusBadge, StatusBadge } from '../ui/status-badge';
import { localTime } from '../ui/local-time';
import { adReviewQueries } from '../../lib/api-client/ad-reviews';
import { isLaunchSuccess } from '../../lib/rules';
import { AdReviewSummary } from './ad-review-summary';
import { LaunchAutomations } from './launch-automations';

// The launches page (/launches, docs/product-rules.md#launches-page): the user's launches from the Salvo API (GET
// /dashboard/campaign-launches), newest first, paged, one card each (a table's columns do not fit the side panel):
// the campaign, which opens its tracker (the background then follows it, wherever it was started), when and in which
// ad account (by name),
// its status badge in the spec's colours (docs/product-rules.md#progress-tracker) and its counters. Under a launch with
// automations, their platform rules and what they did (docs/automations.md#watching), read for the page's launches at
// once. Under a finished launch, its ads' review (ad-review-summary.tsx), read for the page's launches at once.

const LAUNCHES_PAGE_SIZE = 10;

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
  const finished = launches.filter((l) => isLaunchSuccess(l.status)).map((l) => l.id);
  const reviews = useQuery({ ...adReviewQueries.of(transport, finished), enabled: finished.length > 0 });
  const reviewOf = (id: string) => reviews.data?.data.find((r) => r.launchId === id);
  // Each launch's ad account by its name, its id beside it (launches in several accounts are told apart by name).
  const accounts = useQuery(adAccountsQuery(transport)).data?.data ?? [];
  const accountOf = (l: LaunchRecord) => {
    const name = l.accountName ?? accounts.find((a) => a.id === l.accountId)?.name;
    return name ? `${name} (${l.accountId})` : l.accountId;
  };

  return (
    <Stack gap="sm" p="md">
      <Group justify="space-between">
        <Title order={2}>Launches</Title>
        {list.isFetching && <Loader size="xs" aria-label="Loading launches" />}
      </Group>
      {list.isError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {list.error.message}
        </Text>
      )}
      {rules.isError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          Could not read the launches' automations: {rules.error.message}
        </Text>
      )}
      {reviews.isError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          Could not read the review of the launches' ads: {reviews.error.message}
        </Text>
      )}
      {list.isSuccess && list.data.total === 0 && <Text c="dimmed">No launches yet.</Text>}
      {launches.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} aria-label="Launches" style={{ listStyle: 'none' }}>
          {launches.map((l) => (
            <Card key={l.id} component="li" data-testid="launch-row">
              <Stack gap={6}>
                <div>
                  <UnstyledButton onClick={() => onOpen(l)} fw={600} td="underline" style={{ overflowWrap: 'anywhere' }}>
                    {l.campaignName ?? 'Launch'}
                  </UnstyledButton>
                  <Text size="xs" c="dimmed">
                    {localTime(l.createdAt)} · {accountOf(l)}
                  </Text>
                </div>
                <Group gap="xs">
                  <LaunchStatusBadge status={l.status} />
                  {l.input.launchPaused && <StatusBadge color="gray">Launched paused</StatusBadge>}
                  <DeletionBadge deletion={l.deletion} />
                  <Text size="xs">
                    Ad sets {l.adsetsCompleted} / {l.adsetsTotal}
                  </Text>
                  <Text size="xs">
                    Ads {l.adsCompleted} / {l.adsTotal}
                  </Text>
                </Group>
                {reviewOf(l.id) && <AdReviewSummary review={reviewOf(l.id)!} accountId={l.accountId} campaignName={l.campaignName ?? 'Launch'} />}
                {automationsOf(l.id).length > 0 && (
                  <LaunchAutomations
                    launchId={l.id}
                    campaignName={l.campaignName ?? 'Launch'}
                    currency={l.currency}
                    automations={automationsOf(l.id)}
                    transport={transport}
                  />
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
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
