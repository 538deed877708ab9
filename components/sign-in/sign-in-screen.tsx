import { useState } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { signInResultSchema } from '../../lib/extension/messages';
import { sendToBackground } from '../../lib/extension/panel-transport';

const FAILED = 'Sign-in did not finish. Please try again.';

/** Signed out: "Continue with Facebook" opens the platform's login in a window of its own; the background finishes it. */
export function SignInScreen() {
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = () => {
    setWaiting(true);
    setError(null);
    void sendToBackground({ type: 'sign-in' })
      .then((answer) => {
        const result = signInResultSchema.safeParse(answer);
        if (!result.success) setError(FAILED);
        else if (!result.data.ok) setError(result.data.error);
      })
      .catch(() => setError(FAILED))
      .finally(() => setWaiting(false));
  };
  return (
    <Stack gap="md" p="md">
      <Title order={2}>Sign in to Salvo</Title>
      <Text>Connect your Facebook ad accounts to launch campaigns from Ads Manager.</Text>
      <Button size="md" loading={waiting} onClick={start}>
        Continue with Facebook
      </Button>
      {waiting && (
        <Text size="sm" c="dimmed">
          Finish signing in in the Facebook window. This panel updates when you are done.
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
