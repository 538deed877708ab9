import { browser } from 'wxt/browser';

// The tab whose panel a notification's click opens (docs/side-panel.md#where-the-panel-is-offered). Salvo's panel is
// offered on Ads Manager tabs only, so sidePanel.open needs a tab id, and it must be called inside the click's
// gesture: before anything is awaited, so the tab is known without reading storage. A notification carries the tab
// that showed the ad account when it was made (the worker may have stopped since and forgotten everything); the tab
// the worker followed since it started, when there is one, is the buyer's current one and wins.

let followedTab: number | null = null;

/** The Ads Manager tab Salvo follows now (null: none, or it closed or left Ads Manager). */
export function rememberPanelTab(tabId: number | null): void {
  followedTab = tabId;
}

/** Forgets `tabId` when it was the one followed. */
export function forgetPanelTab(tabId: number): void {
  if (followedTab === tabId) followedTab = null;
}

const TAB_SUFFIX = /#tab=(\d+)$/;

/** A notification's id: `base` (`launch:{id}`, `automation:{key}`) with the tab to open the panel in. */
export function notificationIdFor(base: string, tabId: number | null): string {
  return tabId === null ? base : `${base}#tab=${tabId}`;
}

/** The notification's id without its tab. */
export function notificationBase(notificationId: string): string {
  return notificationId.replace(TAB_SUFFIX, '');
}

/** Opens the panel for a clicked notification; synchronous up to the call, so inside the click's gesture. */
export function openPanelFromNotification(notificationId: string): Promise<void> {
  const carried = TAB_SUFFIX.exec(notificationId)?.[1];
  const tabId = followedTab ?? (carried === undefined ? null : Number(carried));
  if (tabId === null) return Promise.resolve();
  return browser.sidePanel.open({ tabId }).catch(() => undefined);
}
