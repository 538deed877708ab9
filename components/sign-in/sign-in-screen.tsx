import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { sendToBackground } from '../../lib/extension/panel-transport';

/** Signed out: "Continue with Facebook" opens the platform's login in a tab; the background finishes it. */
export function SignInScreen() {
  const [waiting, setWaiting] = useState(false);
  return (
    <Stack gap="md" p="md">
      <Title order={2}>Sign in to Salvo</Title>
      <Text>Connect your Facebook ad accounts to launch campaigns from Ads Manager.</Text>
      <Button
        size="md"
        loading={waiting}
        onClick={() => {
          setWaiting(true);
          void sendToBackground({ type: 'sign-in' }).finally(() => setTimeout(() => setWaiting(false), 60_000));
        }}
      >
        Continue with Facebook
      </Button>
      {waiting && <Text size="sm" c="dimmed">Finish signing in in the new tab. This panel updates when you are done.</Text>}
    </Stack>
  );
}
