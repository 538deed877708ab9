import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { ConfirmLaunchModal, type LaunchSummary } from '../confirm-launch/confirm-launch-modal';
import { QuickLaunch, type ReviewRequest } from '../launch-dialog/quick-launch';
import { LaunchProgress } from '../launch-progress/launch-progress';
import { SignInScreen } from '../sign-in/sign-in-screen';
import { useStorageValue } from '../ui/use-storage-value';
import { activeAccountItem, openLaunchItem, trackedLaunchesItem, userItem } from '../../lib/extension/storage-items';
import { sendToBackground } from '../../lib/extension/panel-transport';
import { startLaunchResultSchema } from '../../lib/extension/messages';
import { formatCents } from '../../lib/rules';
import { AccountBar } from './account-bar';

// The side panel composes the features: sign-in, the launch form, confirm, progress.

function summarize({ account, draft, payload }: ReviewRequest): LaunchSummary {
  const cents = payload.dailyBudget ?? payload.lifetimeBudget ?? 0;
  return {
    adsCount: payload.ads.length,
    accountName: account.name,
    campaignType: 'New Campaign',
    budget: `${formatCents(cents, account.currency)} ${payload.dailyBudget !== undefined ? 'daily' : 'lifetime'}`,
    launchDate: `${new Date(payload.startTime).toLocaleString('en-US', { timeZone: account.timezoneName })} (${account.timezoneName})`,
    lines: [
      { label: 'Page', value: draft.page?.name ?? '' },
      { label: 'Pixel', value: draft.pixel?.name ?? '' },
      { label: 'Conversion event', value: draft.conversionEvent?.name ?? '' },
      { label: 'Destination URL', value: draft.destinationUrl },
    ],
  };
}

export function App() {
  const user = useStorageValue(userItem);
  const active = useStorageValue(activeAccountItem);
  const openLaunch = useStorageValue(openLaunchItem);
  const tracked = useStorageValue(trackedLaunchesItem);
  const [review, setReview] = useState<(ReviewRequest & { key: string }) | null>(null);
  const [launchError, setLaunchError] = useState<string | null>(null);

  if (user === undefined || active === undefined) return null;
  if (user === null) return <SignInScreen />;
  const launch = openLaunch ? tracked?.[openLaunch] : undefined;

  return (
    <>
      <Group justify="space-between" px="md" pt="xs">
        <Text size="sm" fw={600}>Salvo</Text>
        <Group gap="xs">
          <Text size="xs" c="dimmed">{user.name}</Text>
          <Button size="compact-xs" variant="subtle" onClick={() => void sendToBackground({ type: 'sign-out' })}>Sign out</Button>
        </Group>
      </Group>
      <AccountBar accountId={active.accountId} />
      {launch ? (
        <LaunchProgress launch={launch} onClose={() => void openLaunchItem.setValue(null)} />
      ) : active.accountId ? (
        <QuickLaunch
          key={active.accountId}
          accountId={active.accountId}
          onReview={(r) => {
            setLaunchError(null);
            setReview({ ...r, key: crypto.randomUUID() });
          }}
        />
      ) : null}
      {review && (
        <ConfirmLaunchModal
          summary={summarize(review)}
          error={launchError}
          onCancel={() => setReview(null)}
          onConfirm={async () => {
            // One idempotency key per review: a double click or a retried message makes one launch.
            const result = startLaunchResultSchema.parse(
              await sendToBackground({ type: 'start-launch', accountId: review.account.id, idempotencyKey: review.key, payload: review.payload }),
            );
            if (result.ok) setReview(null);
            else setLaunchError(result.cause ? `${result.error} ${result.cause}` : result.error);
          }}
        />
      )}
    </>
  );
}
