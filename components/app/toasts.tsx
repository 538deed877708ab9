import { Notifications } from '@mantine/notifications';

// The toasts' container, in a module of its own so that it loads after the first screen (providers.tsx): the
// first screen imports only the toasts' store, where a toast shown meanwhile waits.
export function Toasts() {
  return <Notifications />;
}
