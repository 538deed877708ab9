import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deleteLaunchNow, launchRecordOf, retryLaunch, scheduleLaunchDeletion } from '../../lib/api-client/launches';
import type { LaunchRecord } from '../../lib/contract/launch';
import { panelTransport, sendToBackground } from '../../lib/extension/panel-transport';
import { DELETION_WINDOW_HOURS, TOAST_MS, launchActionMessages } from '../../lib/rules';
import { sentClock } from '../../lib/rules/sent-launch';

// What a finished launch that did not fully succeed offers (docs/product-rules.md#deletion, #retry): Retry (only what
// is missing is made), Delete now (asked once, saying what it deletes) and Schedule deletion; a deleted or scheduled
// launch says so, and what is done is off. After each, the tracked record is read again, so the launch reopens as it is.

type Action = 'retry' | 'delete' | 'schedule';
const toast = (ok: boolean, message: string) => notifications.show({ color: ok ? 'green' : 'red', message, autoClose: TOAST_MS });
const DONE: Record<Action, string> = {
  retry: launchActionMessages.retried,
  delete: 'Campaign deleted successfully',
  schedule: `Campaign scheduled for deletion within ${DELETION_WINDOW_HOURS} hours`,
};
const FAILED: Record<Action, string> = {
  retry: launchActionMessages.retryFailed,
  delete: 'Failed to delete campaign',
  schedule: 'Failed to schedule campaign for deletion',
};
const CALLS = { retry: retryLaunch, delete: deleteLaunchNow, schedule: scheduleLaunchDeletion };

/** '2026-12-02 14:05 (Europe/Berlin)': on the buyer's own clock, named. */
function onClock(iso: string): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { date, time } = sentClock(iso, zone);
  return `${date} ${time} (${zone})`;
}

export function LaunchActions({ record }: { record: LaunchRecord }) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [asking, setAsking] = useState(false);
  const { deletion } = record;
  const open = record.status === 'FAILED' || record.status === 'COMPLETED_WITH_ISSUES';
  if (!open && !deletion) return null;

  const act = async (kind: Action) => {
    setAsking(false);
    setBusy(kind);
    try {
      await CALLS[kind](panelTransport, record.id);
      toast(true, DONE[kind]);
      // The background follows it as it is now (a retry runs again; a deletion is recorded), here and on reopening.
      await sendToBackground({ type: 'follow-launch', record: await launchRecordOf(panelTransport, record.id) });
    } catch {
      toast(false, FAILED[kind]);
    } finally {
      setBusy(null);
    }
  };
  const off = busy !== null || deletion?.state === 'deleted';

  return (
    <Stack gap="xs">
      {deletion && (
        <Alert color={deletion.state === 'deleted' ? 'gray' : 'orange'} title={deletion.state === 'deleted' ? 'Deleted' : 'Scheduled for deletion'}>
          {deletion.state === 'deleted' ? launchActionMessages.deleted(onClock(deletion.at)) : launchActionMessages.scheduled(onClock(deletion.at))}
        </Alert>
      )}
      {open && (
        <Group gap="xs">
          {!deletion && (
            <Button size="xs" loading={busy === 'retry'} disabled={off} onClick={() => void act('retry')}>
              Retry
            </Button>
          )}
          {record.campaignId && (
            <>
              <Button size="xs" color="red" loading={busy === 'delete'} disabled={off} onClick={() => setAsking(true)}>
                Delete now
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={busy === 'schedule'}
                disabled={off || (deletion !== null && deletion !== undefined)}
                onClick={() => void act('schedule')}
              >
                Schedule deletion
              </Button>
            </>
          )}
        </Group>
      )}
      <Modal opened={asking} onClose={() => setAsking(false)} title="Delete now?">
        <Stack gap="sm">
          <Text size="sm">{launchActionMessages.confirmDelete(record.campaignName ?? 'this launch', record.adsetsCompleted, record.adsCompleted)}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void act('delete')}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
