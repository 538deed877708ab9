import type { MouseEvent } from 'react';
import { browser } from 'wxt/browser';
import { activeAccountItem, tabAccountsItem } from './storage-items';

// "View in Ads Manager" opens Ads Manager in the tab the side panel sits beside (docs/side-panel.md#ads-manager-links):
// the Ads Manager tab Salvo follows, navigated to the link, so the buyer is not left with one more tab per launch.
// A new tab only when that tab is gone or has left Ads Manager. The panel stays open: the tab is still Ads Manager.

/** Opens `url` in the followed Ads Manager tab, or in a new tab when there is none. */
export async function openInAdsManager(url: string): Promise<void> {
  const [{ tabId }, adsManagerTabs] = await Promise.all([activeAccountItem.getValue(), tabAccountsItem.getValue()]);
  if (tabId !== null && String(tabId) in adsManagerTabs) {
    try {
      await browser.tabs.update(tabId, { url, active: true });
      return;
    } catch {
      // Closed since: a new tab.
    }
  }
  await browser.tabs.create({ url });
}

/** A link's click: a plain one opens in the Ads Manager tab; with a modifier or the middle button, as the browser does. */
export function onAdsManagerLinkClick(url: string): (event: MouseEvent<HTMLAnchorElement>) => void {
  return (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void openInAdsManager(url);
  };
}
