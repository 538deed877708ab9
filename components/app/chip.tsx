import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { ChevronDownIcon } from '../ui/icons';

// The app bar's chip (docs/side-panel.md#the-account-menu): the ad account Ads Manager shows and the person signed in.

export interface ChipNames {
  userName: string;
  /** The ad account's name, its id while unknown; null when Ads Manager shows none. */
  accountName: string | null;
}

/** The chip's own look: two lines cut to its width, each read whole in its title and in the button's name. */
export const Chip = forwardRef<HTMLButtonElement, ChipNames & ComponentPropsWithoutRef<'button'>>(function Chip({ userName, accountName, ...button }, ref) {
  // What it shows, in its order (so its name holds its visible words: WCAG 2.5.3), then what it does.
  const label = `${accountName ? `${accountName}, ` : ''}${userName}, account menu`;
  return (
    <UnstyledButton
      ref={ref}
      aria-label={label}
      title={accountName ? `${accountName} · ${userName}` : userName}
      px="sm"
      py={4}
      miw={0}
      bdrs="xl"
      bd="1px solid var(--mantine-color-default-border)"
      bg="var(--mantine-color-body)"
      {...button}
    >
      <Group gap={6} wrap="nowrap">
        <Stack gap={0} miw={0}>
          {accountName && (
            <Text size="sm" fw={600} lh={1.25} truncate="end" data-testid="active-account">
              {accountName}
            </Text>
          )}
          {/* The two lines read as two words, not one run of text. */}
          {accountName && ' '}
          <Text size="xs" c="dimmed" lh={1.25} truncate="end">
            {userName}
          </Text>
        </Stack>
        <ChevronDownIcon size={16} />
      </Group>
    </UnstyledButton>
  );
});
