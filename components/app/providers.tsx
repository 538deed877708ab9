import { Suspense, type ReactNode } from 'react';
import { MantineProvider, createTheme, type CSSVariablesResolver, type MantineThemeComponent } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazyComponent } from '../ui/lazy';

// Darker shades than Mantine's defaults so that text meets WCAG AA contrast (4.5:1) on white:
// the primary colour, dimmed text and error messages.
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  // Light alerts colour their title with the pale variant colour (yellow fails contrast): titles in text colour.
  // Plain objects rather than Modal.extend(...): that would load the dialogs' code with the first screen.
  components: {
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } } satisfies MantineThemeComponent,
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } } satisfies MantineThemeComponent,
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } } satisfies MantineThemeComponent,
  },
});
const Toasts = lazyComponent(() => import('./toasts').then((m) => m.Toasts));
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false } } });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolver}>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
