import { lazyComponent } from '../ui/lazy';

// Everything the panel shows but its first screen (sign-in, or Step 1 of the launch dialog) loads when first
// shown: each is a chunk of its own (`npm run size` measures the first screen without them).

export const LibraryView = lazyComponent(() => import('../library/library-view').then((m) => m.LibraryView));
export const AutomationsPage = lazyComponent(() => import('../automations/automations-page').then((m) => m.AutomationsPage));
export const LaunchesPage = lazyComponent(() => import('../launches/launches-page').then((m) => m.LaunchesPage));
export const Tracker = lazyComponent(() => import('./tracker').then((m) => m.Tracker));
export const ConfirmLaunchModal = lazyComponent(() => import('../confirm-launch/confirm-launch-modal').then((m) => m.ConfirmLaunchModal));
export const BulkLaunchResults = lazyComponent(() => import('../launch-results/bulk-launch-results').then((m) => m.BulkLaunchResults));
export const LaunchErrorDialog = lazyComponent(() => import('../launch-results/launch-results').then((m) => m.LaunchErrorDialog));
export const UpgradeDialog = lazyComponent(() => import('../upgrade/upgrade-dialog').then((m) => m.UpgradeDialog));
