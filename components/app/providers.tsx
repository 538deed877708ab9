import type { ReactNode } from 'react';
import { Alert, MantineProvider, Modal, Notification, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

// Darker shades than Mantine's defaults so that text meets WCAG AA contrast (4.5:1) on white:
// the primary colour, dimmed text and error messages.
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  // Light alerts colour their title with the pale variant colour (yellow fails contrast): titles in text colour.
  components: {
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } }),
  },
});
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false } } });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolver}>
      <Notifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
