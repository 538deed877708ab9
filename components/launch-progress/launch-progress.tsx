import { Alert, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { LaunchRecord } from '../../lib/contract/launch';
import type { TrackedLaunch } from '../../lib/extension/storage-items';
import { DEFAULT_CURRENCY, formatMoney, isLaunchInProgress, isLaunchSuccess, launchErrorTexts, reviewMessages } from '../../lib/rules';
import { DeletionBadge, LaunchStatusBadge } from '../ui/status-badge';
import { FailureDetails } from './failure-details';
import { LaunchActions } from './launch-actions';

// The progress tracker (docs/product-rules.md#progress-tracker): reads the record the background polls every 2 s
// (docs/product-rules.md#statuses-and-steps).

const TITLES = {
  running: 'Launching Your Campaign',
  done: 'Campaign Launch Complete',
  failed: 'Campaign Launch Failed',
} as const;

const STEPS: Record<LaunchRecord['step'], string> = {
  CREATING_CAMPAIGN: 'Creating the campaign',
  CREATING_ADSETS: 'Creating the ad sets',
  CREATING_ADS: 'Creating the ads',
  FINALIZING: 'Finalizing',
  COMPLETED: 'Completed',
};

export function launchPhase(record: LaunchRecord | null): keyof typeof TITLES {
  if (!record || isLaunchInProgress(record.status)) return 'running';
  return isLaunchSuccess(record.status) ? 'done' : 'failed';
}

function Counter({ label, done, total }: { label: string; done: number; total: number }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm">
          {done} / {total}
        </Text>
      </Group>
      <Progress value={total ? (done / total) * 100 : 0} aria-label={`${label} created`} />
    </Stack>
  );
}

function campaignType(input: LaunchRecord['input']): string {
  if (input.isLeadFormCampaign) return 'Leads';
  if (input.isTrafficCampaign) return 'Traffic';
  return 'Website Conversions';
}

function Details({ record }: { record: LaunchRecord }) {
  const { input } = record;
  const budget = input.lifetimeBudget ?? input.dailyBudget;
  // The launch's own ad account's currency (it may not be the account Ads Manager shows now); a record kept in
  // storage by an older version of the extension has none.
  const currency = (record.currency as string | undefined) ?? DEFAULT_CURRENCY;
  // Shown as launched: in the ad account's time zone, whose offset the ISO time carries.
  const when = (iso: string) => {
    const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}).*?(Z|[+-]\d{2}:\d{2})$/.exec(iso);
    return m ? `${m[1]} ${m[2]} (UTC${m[3] === 'Z' ? '' : m[3]})` : iso;
  };
  const rows: Array<[string, string | null]> = [
    ['Campaign', record.campaignName],
    ['Type', `${campaignType(input)}${input.isCBO ? ' (CBO)' : ''}`],
    ['Budget', budget === null ? null : `${formatMoney(budget, currency)} ${input.lifetimeBudget !== null ? 'lifetime' : 'daily'}`],
    ['Schedule', input.startTime ? `${when(input.startTime)}${input.endTime ? ` to ${when(input.endTime)}` : ''}` : null],
    ['Page', input.facebookPageName],
    ['Instagram account', input.instagramAccountName],
    ['Pixel', input.pixelName],
    ['Lead form', input.leadFormName],
    ['Delivery', input.launchPaused ? reviewMessages.launchedPausedNote : null],
  ];
  return (
    <Table fz="sm" verticalSpacing={2} withRowBorders={false}>
      <Table.Tbody>
        {rows
          .filter((r): r is [string, string] => r[1] !== null)
          .map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th w="35%" fw={500}>
                {k}
              </Table.Th>
              <Table.Td>{v}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

export function LaunchProgress({ launch }: { launch: TrackedLaunch }) {
  const { record } = launch;
  const p = launchPhase(record);
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={2}>{TITLES[p]}</Title>
        {record && (
          <Group gap={4}>
            <LaunchStatusBadge status={record.status} />
            <DeletionBadge deletion={record.deletion} />
          </Group>
        )}
      </Group>
      {p === 'running' && <Alert color="blue">You can close this window. The launch continues and you will be notified when it finishes.</Alert>}
      {launch.statusError && (
        <Alert color="red" title={launchErrorTexts.statusFailed}>
          Progress cannot be tracked right now. Follow this launch on the Launches page.
        </Alert>
      )}
      <Card>
        <Stack gap="sm">
          {record && <Details record={record} />}
          {record && p === 'running' && (
            <Text size="sm" c="dimmed" aria-live="polite">
              Current step: {STEPS[record.step]}
            </Text>
          )}
          <Counter label="Ad sets" done={record?.adsetsCompleted ?? 0} total={record?.adsetsTotal ?? 0} />
          <Counter label="Ads" done={record?.adsCompleted ?? 0} total={record?.adsTotal ?? 0} />
        </Stack>
      </Card>
      {record && (p === 'failed' || record.errors.length > 0) && <FailureDetails record={record} failed={p === 'failed'} />}
      {record && p !== 'running' && <LaunchActions record={record} />}
    </Stack>
  );
}
