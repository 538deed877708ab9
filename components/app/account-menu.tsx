import { useRef, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { sendToBackground } from '../../lib/extension/panel-transport';
import { lazyComponent, LazyDialog, useLazyDialog } from '../ui/lazy';

// The account menu of the top bar (docs/side-panel.md#the-account-menu): the user's name shows or hides Sign out
// (this session) and Sign out everywhere (every session of the user, after a confirmation whose code loads when
// first opened). A disclosure of two buttons rather than a pop-up menu: the first screen stays without the pop-up's
// code (docs/architecture.md#size), and Tab, Enter, Space and Escape work as on any button.

const SignOutEverywhereDialog = lazyComponent(() => import('./sign-out-everywhere-dialog').then((m) => m.SignOutEverywhereDialog));

export function AccountMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const everywhere = useLazyDialog();
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <>
      <Button
        ref={toggle}
        size="compact-xs"
        variant="subtle"
        aria-label={`Account: ${name}`}
        aria-expanded={open}
        aria-controls={open ? 'account-menu' : undefined}
        onClick={() => setOpen(!open)}
      >
        {name}
      </Button>
      {/* A line of its own under the top bar (whose items wrap). */}
      {open && (
        <Group
          id="account-menu"
          role="group"
          aria-label="Account"
          gap="xs"
          justify="flex-end"
          w="100%"
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <Button size="compact-xs" variant="default" onClick={() => void sendToBackground({ type: 'sign-out' })}>
            Sign out
          </Button>
          <Button ref={everywhere.opener} size="compact-xs" variant="light" color="red" onClick={everywhere.open}>
            Sign out everywhere…
          </Button>
        </Group>
      )}
      <LazyDialog state={everywhere}>{(modal) => <SignOutEverywhereDialog {...modal} />}</LazyDialog>
    </>
  );
}
