import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { sendToBackground } from '../../lib/extension/panel-transport';
import type { LazyDialogProps } from '../ui/lazy';

// Sign out everywhere's confirmation (docs/side-panel.md#the-account-menu): POST /auth/logout-all through the
// background; once it is done the panel is signed out and shows the sign-in screen. If the API could not be reached,
// nothing was signed out: the dialog says so and stays, to try again.

const FAILED = 'Salvo could not sign you out everywhere. Check your connection and try again.';

export function SignOutEverywhereDialog({ opened, onClose, onExitTransitionEnd }: LazyDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setPending(true);
    setError(null);
    void sendToBackground({ type: 'sign-out', everywhere: true })
      .then((result) => {
        if (!result.ok) setError(result.error);
      })
      .catch(() => setError(FAILED))
      .finally(() => setPending(false));
  };
  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={onExitTransitionEnd} title="Sign out everywhere?">
      <Stack gap="sm">
        <Text size="sm">
          This signs you out of Salvo everywhere you are signed in: in every browser, this one included, and in any API client signed in as you. Launches that
          are running carry on.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={pending} onClick={confirm}>
            Sign out everywhere
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
