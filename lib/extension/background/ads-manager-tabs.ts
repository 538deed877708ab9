import { browser, type Browser } from 'wxt/browser';
import { isAdsManagerUrl } from '../content/ads-manager-url';
import { activeAccountItem, tabAccountsItem } from '../storage-items';
import { forgetPanelTab, rememberPanelTab } from './panel-tab';

// Ads Manager tabs (docs/side-panel.md#where-the-panel-is-offered). Salvo's side panel is offered on them only: each
// gets its own (Chrome's tab-specific panel), enabled when its content script says the page is Ads Manager and
// disabled when the tab leaves it, which also closes it. The manifest has no default panel, so no other tab has one.
// Each tab's ad account is kept in `session:tabAccounts` until the tab closes or leaves Ads Manager.

const PANEL_PATH = 'sidepanel.html';
/** The keyboard shortcut's command (named in wxt.config.ts): opens the panel in the Ads Manager tab it is pressed in. */
const OPEN_COMMAND = 'open-side-panel';

// The map is read, changed and written back: one change at a time, so two tabs loading at once both stay in it.
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(change: () => Promise<T>): Promise<T> {
  const next = queue.then(change, change);
  queue = next.catch(() => undefined);
  return next;
}

/** Salvo follows the tab's account; a page that shows none (the accounts overview) keeps the last one and says so. */
async function follow(tabId: number, accountId: string | null): Promise<void> {
  rememberPanelTab(tabId);
  if (accountId) return activeAccountItem.setValue({ accountId, tabId });
  const last = await activeAccountItem.getValue();
  await activeAccountItem.setValue({ accountId: last.accountId, tabId, kept: last.accountId !== null });
}

/** The tab's page is Ads Manager, showing `accountId` (null: none). Resolves once the tab has its panel. */
export function enteredAdsManager(tab: { id?: number; active?: boolean } | undefined, accountId: string | null): Promise<void> {
  const tabId = tab?.id;
  if (tabId === undefined) return Promise.resolve();
  return serially(async () => {
    await browser.sidePanel.setOptions({ tabId, path: PANEL_PATH, enabled: true });
    const map = await tabAccountsItem.getValue();
    map[String(tabId)] = accountId;
    await tabAccountsItem.setValue(map);
    if (tab?.active ?? true) await follow(tabId, accountId);
  });
}

/** The tab closed (`closed`) or left Ads Manager: its account goes, and so does its panel. */
export function leftAdsManager(tabId: number, closed = false): Promise<void> {
  return serially(async () => {
    const map = await tabAccountsItem.getValue();
    forgetPanelTab(tabId);
    if (!(String(tabId) in map)) return;
    delete map[String(tabId)];
    await tabAccountsItem.setValue(map);
    if (!closed) await browser.sidePanel.setOptions({ tabId, enabled: false });
  });
}

/** A navigation of the tab (a new page, or a new URL within one) to somewhere that is not Ads Manager. */
function leftByNavigation(change: Browser.tabs.OnUpdatedInfo, tab: Browser.tabs.Tab): boolean {
  if (change.status !== 'loading' && change.url === undefined) return false;
  // The manifest's host permissions show the URL of Ads Manager's hosts only: no URL is another site.
  return !tab.url || !isAdsManagerUrl(tab.url);
}

export function registerAdsManagerTabs(): void {
  // A restarted worker knows the tab it followed before it stopped, once storage answers.
  void activeAccountItem.getValue().then(({ tabId }) => tabId !== null && rememberPanelTab(tabId));
  void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });

  // Switching tabs switches to the ad account that tab's Ads Manager shows.
  browser.tabs.onActivated.addListener(({ tabId }) => {
    void tabAccountsItem.getValue().then((map) => {
      if (String(tabId) in map) return follow(tabId, map[String(tabId)] ?? null);
    });
  });
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (leftByNavigation(change, tab)) void leftAdsManager(tabId);
  });
  browser.tabs.onRemoved.addListener((tabId) => void leftAdsManager(tabId, true));

  // The shortcut counts as a user gesture: the panel opens before any await. A tab without a panel refuses it.
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === OPEN_COMMAND && tab?.id !== undefined) browser.sidePanel.open({ tabId: tab.id }).catch(() => undefined);
  });
}
