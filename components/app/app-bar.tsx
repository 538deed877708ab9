import { Box, getDefaultZIndex, Group, Tabs, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { BoltIcon, ListIcon, PhotoIcon, RocketIcon } from '../ui/icons';
import { AccountChip } from './account-chip';
import type { ChipNames } from './chip';
import type { Route } from './screen';

// The app bar (docs/side-panel.md#the-app-bar): Salvo, the chip of the ad account and the person (the account menu), and
// the panel's places as tabs with icons, on one line at 320 px (each tab's icon above its name). It sits in a
// Mantine Tabs whose panels are the screens (app.tsx), and stays at the top as the screen scrolls: a sticky box
// rather than Mantine's AppShell, whose code weighed 9 kB on the first screen (docs/architecture.md#size).

const PLACES: ReadonlyArray<{ route: Route; label: string; Icon: ComponentType<{ size?: number }> }> = [
  { route: 'launch', label: 'Launch', Icon: RocketIcon },
  { route: 'library', label: 'Library', Icon: PhotoIcon },
  { route: 'launches', label: 'Launches', Icon: ListIcon },
  { route: 'automations', label: 'Automations', Icon: BoltIcon },
];

/** The tabs stack their icon over their name, so that four fit side by side in 320 px. */
const STACKED_TABS = {
  tab: { flexDirection: 'column', gap: 2, paddingBlock: 6, paddingInline: 2 },
  tabSection: { marginInlineEnd: 0 },
  tabLabel: { fontSize: 'var(--mantine-font-size-xs)' },
} as const;

export function AppBar({ routes, onLaunchTab, ...names }: ChipNames & { routes: Route[]; onLaunchTab: () => void }) {
  return (
    <Box component="header" pos="sticky" top={0} bg="var(--mantine-color-body)" style={{ zIndex: getDefaultZIndex('app') }}>
      <Group justify="space-between" wrap="nowrap" gap="sm" px="sm" py={6}>
        <Text fw={700} c="var(--mantine-color-anchor)">
          Salvo
        </Text>
        <AccountChip {...names} />
      </Group>
      <Tabs.List grow aria-label="Salvo">
        {PLACES.filter((p) => routes.includes(p.route)).map(({ route, label, Icon }) => (
          <Tabs.Tab key={route} value={route} leftSection={<Icon />} styles={STACKED_TABS} onClick={route === 'launch' ? onLaunchTab : undefined}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Box>
  );
}
