import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { API_BASE } from '../../lib/extension/api-base';
import { launchHoldMessages } from '../../lib/rules/step-one-messages';
import type { LaunchGate } from './use-launch-gate';

// What holds the launch, above both steps (use-launch-gate.ts): the plan's ad account limit, with the way to
// upgrade (the API's plans page, as the upgrade dialogs open it), and a media import still running.

export const LAUNCH_HOLD_ID = 'launch-hold';

export function LaunchGateAlerts({ gate }: { gate: LaunchGate }) {
  if (!gate.limitExceeded && !gate.importRunning) return null;
  return (
    <Stack gap="xs" px="md" pt="md" id={LAUNCH_HOLD_ID}>
      {gate.limitExceeded && (
        <Alert color="red" title="Ad account limit reached" role="alert">
          <Text size="sm">{launchHoldMessages.limitExceeded(gate.limitExceeded.used, gate.limitExceeded.limit)}</Text>
          <Group mt="xs">
            <Button component="a" size="compact-sm" href={`${API_BASE}/plans?reason=account-limit`} target="_blank" rel="noopener noreferrer">
              See plans
            </Button>
          </Group>
        </Alert>
      )}
      {gate.importRunning && (
        <Alert color="blue" title="Media import in progress" role="status" icon={<Loader size="xs" aria-hidden />}>
          <Text size="sm">{launchHoldMessages.importRunning}</Text>
        </Alert>
      )}
    </Stack>
  );
}
