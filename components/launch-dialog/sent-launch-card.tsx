import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { sentLaunchMessages } from '../../lib/rules/step-one-messages';
import type { AdAccountContext } from '../../lib/rules/types';
import { sentClock, type SentLaunch } from '../../lib/rules/sent-launch';
import { useDraftStore } from './draft-store';

// A draft that was sent (docs/product-rules.md#after-a-launch): the Launch tab says when it launched and where, and
// never shows it filled in, ready for one more Confirm. Launch New Campaign starts a fresh draft; Launch again is the
// explicit way to send the same settings once more (a new attempt, with its own idempotency key).

export function SentLaunchCard({ sent, account, onGoToLaunches }: { sent: SentLaunch; account: AdAccountContext; onGoToLaunches: () => void }) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { time, date } = sentClock(sent.at, timeZone);
  // As the results' Launch New Campaign, here with the dialog open: it starts over at once.
  const startNew = () => {
    const store = useDraftStore.getState();
    store.startNewCampaign();
    store.begin(account, new Date());
  };
  const launchAgain = () => {
    const store = useDraftStore.getState();
    store.newAttempt();
    store.setStep(2);
  };
  return (
    <Card m="md" component="section" aria-labelledby="sent-launch-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sent-launch-title">
          {sentLaunchMessages.title(time)}
        </Title>
        <Text size="sm">{sentLaunchMessages.text(sent.accountNames.join(', '), time, date, timeZone)}</Text>
        <Group gap="xs">
          <Button onClick={startNew}>Launch New Campaign</Button>
          <Button variant="default" onClick={launchAgain}>
            Launch again
          </Button>
          <Button variant="subtle" onClick={onGoToLaunches}>
            Go to Launches
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
