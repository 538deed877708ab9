import { Notifications } from '@mantine/notifications';

// The toasts' container, in a module of its own so that it loads after the first screen (providers.tsx): a toast
// shown meanwhile waits in the toasts' store, which the first screen does not load either.
export function Toasts() {
  return <Notifications />;
}
