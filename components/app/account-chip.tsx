import { Suspense } from 'react';
import { lazyComponent } from '../ui/lazy';
import { Chip, type ChipNames } from './chip';

// The app bar's chip (chip.tsx), one button that opens the account menu (docs/side-panel.md#the-account-menu). The
// menu's code (Mantine's Menu, with its pop-up) loads right after the first screen rather than with it
// (docs/architecture.md#size): until then, for the moment its file takes to read, the same chip stands in, turned off.

const AccountMenu = lazyComponent(() => import('./account-menu').then((m) => m.AccountMenu));

export function AccountChip(names: ChipNames) {
  return (
    <Suspense fallback={<Chip {...names} aria-haspopup="menu" disabled />}>
      <AccountMenu {...names} />
    </Suspense>
  );
}
