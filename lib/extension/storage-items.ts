import { storage } from 'wxt/utils/storage';
import type { LaunchRecord } from '../contract/launch';

// Declared once, versioned from the first day (WXT storage). Nothing secret lives here:
// chrome.storage.local is readable by content scripts, so the session token is kept in
// the extension origin's IndexedDB instead (session-store.ts).

export interface SignedInUser {
  id: string;
  name: string;
}
export const userItem = storage.defineItem<SignedInUser | null>('local:user', { fallback: null, version: 1 });
/**
 * The user whose things the extension still keeps after their session ended without a sign-out (it expired, or was
 * ended elsewhere): theirs again when they sign in, forgotten when someone else does (docs/security.md#signing-out).
 */
export const keptForItem = storage.defineItem<string | null>('local:keptFor', { fallback: null, version: 1 });

/** The ad account Ads Manager shows in the tab the user last looked at. */
export interface ActiveAccount {
  accountId: string | null;
  tabId: number | null;
  /** That tab's page shows no ad account (the accounts overview): `accountId` is the last one Salvo followed. */
  kept?: boolean;
}
export const activeAccountItem = storage.defineItem<ActiveAccount>('local:activeAccount', {
  fallback: { accountId: null, tabId: null },
  version: 1,
});
/**
 * Each Ads Manager tab's ad account (null: its page shows none), so switching tabs switches the account. A tab leaves
 * it when it closes or leaves Ads Manager; the whole map goes with the browser session.
 */
export const tabAccountsItem = storage.defineItem<Record<string, string | null>>('session:tabAccounts', { fallback: {}, version: 1 });

/**
 * Where the Launch tab sits along the page's right edge: 0 the top of its range, 1 the bottom (launch-button.ts). The
 * content script reads and writes it through the background (`launch-tab-position`).
 */
export const launchTabPositionItem = storage.defineItem<number>('local:launchTabPosition', { fallback: 0.5, version: 1 });

/** Launches the background follows, with the last record it read; `notified` makes the notification exactly-once. */
export interface TrackedLaunch {
  id: string;
  accountId: string;
  startedAt: string;
  notified: boolean;
  record: LaunchRecord | null;
  statusError: boolean;
}
export const trackedLaunchesItem = storage.defineItem<Record<string, TrackedLaunch>>('local:trackedLaunches', { fallback: {}, version: 1 });

/**
 * Each followed launch's failed polls in a row and when it may be asked again (ms since the epoch), so a worker that
 * Chrome restarted (the alarm wakes one every 30 s) keeps the back-off and the API's Retry-After; gone with the browser.
 */
export const launchBackoffItem = storage.defineItem<Record<string, { failures: number; dueAt: number }>>('session:launchBackoff', {
  fallback: {},
  version: 1,
});

/** The launch whose progress the side panel shows (null: the launch form). */
export const openLaunchItem = storage.defineItem<string | null>('local:openLaunch', { fallback: null, version: 1 });

/** One account of a Multi Account Launch: its launch when the API accepted it, else why it refused. */
export interface BulkStarted {
  accountId: string;
  name: string;
  launchId: string | null;
  error?: string;
}
/** The bulk launch whose results the side panel shows (null: none), kept so closing the panel loses nothing. */
export const openBulkItem = storage.defineItem<BulkStarted[] | null>('local:openBulk', { fallback: null, version: 1 });

/**
 * The launch dialog's draft (docs/side-panel.md), as zustand's persist middleware writes it: `{state, version}`.
 * The draft's own shape is versioned by the store (its `version` and `migrate`); this item's version
 * covers the envelope. Closing the side panel or switching tabs loses nothing.
 */
export interface PersistedDraft {
  state: unknown;
  version?: number;
  /** The side panel that wrote it (each Ads Manager tab has its own): the others take it (draft-store.ts). */
  writer?: string;
}
export const launchDraftItem = storage.defineItem<PersistedDraft | null>('local:launchDraft', { fallback: null, version: 1 });
