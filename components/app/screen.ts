import type { ActiveAccount, BulkStarted, SignedInUser, TrackedLaunch } from '../../lib/extension/storage-items';

// Which screen the side panel shows, from what it has read (docs/side-panel.md). Pure, so every case is tested
// (screen.test.ts) without rendering the app.

/** The panel's routes are the location's hash. */
export type Route = 'launch' | 'launches' | 'library' | 'automations';
export const ROUTE_HASHES: Record<Route, string> = { launch: '#/', launches: '#/launches', library: '#/library', automations: '#/automations' };
export const routeOf = (hash: string): Route => (Object.keys(ROUTE_HASHES) as Route[]).find((r) => r !== 'launch' && ROUTE_HASHES[r] === hash) ?? 'launch';

export interface PanelState {
  /** undefined until storage has answered. */
  user: SignedInUser | null | undefined;
  active: ActiveAccount | undefined;
  route: Route;
  /** The launch whose tracker is open (`local:openLaunch` among the tracked launches). */
  launch: TrackedLaunch | undefined;
  /** A Multi Account Launch's results (`local:openBulk`): shown over an empty panel. */
  bulk: BulkStarted[] | null | undefined;
}

export type Screen =
  | { kind: 'loading' }
  | { kind: 'sign-in' }
  | { kind: 'library'; accountId: string }
  | { kind: 'launches' }
  | { kind: 'automations'; accountId: string | null }
  | { kind: 'tracker'; launch: TrackedLaunch }
  | { kind: 'bulk-results' }
  | { kind: 'launch-dialog'; accountId: string }
  | { kind: 'no-account' };

export function screenOf({ user, active, route, launch, bulk }: PanelState): Screen {
  if (user === undefined || active === undefined) return { kind: 'loading' };
  if (user === null) return { kind: 'sign-in' };
  const { accountId } = active;
  // The library needs an ad account; without one the launch route's screens show.
  if (route === 'library' && accountId) return { kind: 'library', accountId };
  if (route === 'launches') return { kind: 'launches' };
  if (route === 'automations') return { kind: 'automations', accountId };
  if (launch) return { kind: 'tracker', launch };
  if (bulk) return { kind: 'bulk-results' };
  return accountId ? { kind: 'launch-dialog', accountId } : { kind: 'no-account' };
}
