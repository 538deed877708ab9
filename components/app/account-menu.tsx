import { useId } from 'react';
import { Menu } from '@mantine/core';
import { sendToBackground } from '../../lib/extension/panel-transport';
import { lazyComponent, LazyDialog, useLazyDialog } from '../ui/lazy';
import { Chip, type ChipNames } from './chip';

// The account menu (docs/side-panel.md#the-account-menu): Mantine's Menu on the app bar's chip, a menu as assistive
// technology knows one (role="menu", the arrow keys move between its items, Escape closes it and gives the focus back
// to the chip). Sign out ends this session; Sign out everywhere every session of the user, after a confirmation whose
// code loads when first opened.

const SignOutEverywhereDialog = lazyComponent(() => import('./sign-out-everywhere-dialog').then((m) => m.SignOutEverywhereDialog));

export function AccountMenu(names: ChipNames) {
  // The confirmation gives the focus back to the chip: the menu's items are gone once it is open.
  const everywhere = useLazyDialog();
  const labelId = useId();
  return (
    <>
      {/* No focus placeholder: a menu holds only items and groups. Open, the menu takes the focus; the arrows go to
          its items. */}
      <Menu position="bottom-end" width={240} shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Chip ref={everywhere.opener} {...names} />
        </Menu.Target>
        <Menu.Dropdown>
          {/* A group labelled with the person: a menu holds only items and groups. */}
          <div role="group" aria-labelledby={labelId}>
            <Menu.Label id={labelId}>{names.userName}</Menu.Label>
            <Menu.Item onClick={() => void sendToBackground({ type: 'sign-out' })}>Sign out</Menu.Item>
            {/* The error colour: Mantine's red is too pale for its text to read (WCAG AA). */}
            <Menu.Item color="var(--mantine-color-error)" onClick={everywhere.open}>
              Sign out everywhere…
            </Menu.Item>
          </div>
        </Menu.Dropdown>
      </Menu>
      <LazyDialog state={everywhere}>{(modal) => <SignOutEverywhereDialog {...modal} />}</LazyDialog>
    </>
  );
}
