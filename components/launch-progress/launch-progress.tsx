import { Alert, Button, Code, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { LaunchRecord } from '../../lib/contract/launch';
import type { TrackedLaunch } from '../../lib/extension/storage-items';

// The progress tracker (spec §2): reads the record the background polls every 2 s.

const TITLES = {
  running: 'Launching Your Campaign',
  done: 'Campaign Launch Complete',
  failed: 'Campaign Launch Failed',
} as const;

function phase(record: LaunchRecord | null): keyof typeof TITLES {
  if (!record || record.status === 'PENDING' || record.status === 'RUNNING') return 'running';
  return record.status === 'COMPLETED' || record.status === 'COMPLETED_WITH_ISSUES' ? 'done' : 'failed';
}

function Counter({ label, done, total }: { label: string; done: number; total: number }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm">{done} / {total}</Text>
      </Group>
      <Progress value={total ? (done / total) * 100 : 0} aria-label={`${label} created`} />
    </Stack>
  );
}

export function LaunchProgress({ launch, onClose }: { launch: TrackedLaunch; onClose: () => void }) {
  const { record } = launch;
  const p = phase(record);
  return (
    <Stack gap="md" p="md">
      <Title order={2}>{TITLES[p]}</Title>
      {p === 'running' && (
        <Alert color="blue">You can close this window. The launch continues and you will be notified when it finishes.</Alert>
      )}
      {launch.statusError && <Alert color="red">Failed to fetch launch status</Alert>}
      {record?.campaignName && <Text fw={500}>{record.campaignName}</Text>}
      {record?.step && p === 'running' && <Text size="sm" c="dimmed">Current step: {record.step.replace(/_/g, ' ').toLowerCase()}</Text>}
      <Counter label="Ad sets" done={record?.adsetsCompleted ?? 0} total={record?.adsetsTotal ?? 0} />
      <Counter label="Ads" done={record?.adsCompleted ?? 0} total={record?.adsTotal ?? 0} />
      {record && record.errors.length > 0 && (
        <Alert color={p === 'failed' ? 'red' : 'orange'} title="Issue Details">
          {record.errors.map((e, i) => (
            <Stack key={i} gap={4}>
              <Text size="sm">{e.message}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{e.details}</Text>
            </Stack>
          ))}
          <Text size="xs" mt="xs">Launch ID: <Code>{launch.id}</Code></Text>
        </Alert>
      )}
      {p !== 'running' && (
        <Button variant="light" onClick={onClose}>
          {p === 'failed' ? 'Adjust Settings' : 'Launch New Campaign'}
        </Button>
      )}
    </Stack>
  );
}
