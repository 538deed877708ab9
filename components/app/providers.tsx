import { Suspense, type ReactNode } from 'react';
import { MantineProvider, createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeComponent } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazyComponent } from '../ui/lazy';

// The panel's look (docs/side-panel.md#the-look): Ads Manager's blue as the primary colour, cards on a light-grey ground,
// light or dark as the browser is. Shades are chosen so that text meets WCAG AA contrast (4.5:1) in both schemes: the
// primary colour, dimmed text and error messages.

/** Ads Manager's blue, #0866FF at 7. Buttons take shade 9 on light and 8 on dark (the primary shade is every colour's:
 * Mantine's red 9 and 8 keep white text at AA too); links on dark take 4. Light buttons and badges write shade 9 on
 * shade 1, which is pale enough for that text to read. */
const meta: MantineColorsTuple = ['#f3f7ff', '#e6efff', '#c4d8ff', '#9dbeff', '#5c95ff', '#3d82ff', '#2473ff', '#0866ff', '#0060f0', '#005ae6'];

const listboxScrolls = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: 220, overflowY: 'auto' } },
} satisfies MantineThemeComponent;

const theme = createTheme({
  colors: { meta },
  primaryColor: 'meta',
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  // Plain objects rather than Modal.extend(...): that would load the dialogs' code with the first screen.
  components: {
    // Light alerts colour their title with the pale variant colour (yellow fails contrast): titles in text colour.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } } satisfies MantineThemeComponent,
    // Step 2's sections and the review's parts are cards on the ground (white on light grey, dark grey on darker).
    Accordion: {
      styles: { item: { backgroundColor: 'var(--mantine-color-body)', borderColor: 'var(--mantine-color-default-border)' } },
    } satisfies MantineThemeComponent,
    Card: { defaultProps: { withBorder: true, padding: 'sm' } } satisfies MantineThemeComponent,
    // A chosen value's pill (a city with its region and country) takes the width its name needs, up to the field's,
    // and a longer name wraps between its words rather than cutting its end (docs/side-panel.md#widths). Not Mantine's
    // `flex: 0`, whose pill takes no room of its own: its name broke into a letter a line.
    Pill: {
      styles: {
        root: { flex: '0 1 auto', height: 'auto', minHeight: 'var(--pill-height)', paddingBlock: 2, whiteSpace: 'normal' },
        label: { overflowWrap: 'break-word', lineHeight: 1.3, overflow: 'visible', textOverflow: 'clip' },
        // Its own width: its × (an SVG 70% wide) would otherwise count 300 px in the pill's, as wide as the field.
        remove: { width: '2em' },
      },
    } satisfies MantineThemeComponent,
    // A long list of options scrolls in the listbox itself, the popup its combobox controls (the arrow keys move
    // through it), rather than in a box inside it that assistive technology sees as a scrolling region without focus.
    Select: listboxScrolls,
    MultiSelect: listboxScrolls,
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } } satisfies MantineThemeComponent,
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } } satisfies MantineThemeComponent,
  },
});
const Toasts = lazyComponent(() => import('./toasts').then((m) => m.Toasts));
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--salvo-ground': 'var(--mantine-color-gray-1)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--salvo-ground': 'var(--mantine-color-dark-8)',
  },
});
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false } } });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolver} defaultColorScheme="auto">
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
