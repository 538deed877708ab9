import type { Message } from '../messages';
import { adAccountFromUrl, isAdsManagerUrl } from './ads-manager-url';

// The content script's course through a page: dormant off Ads Manager's paths; on them it tells the background the
// account, then shows the Launch tab where the buyer left it; leaving within the page removes the tab and says so.
// The page's UI is passed in (the entrypoint makes it with WXT), so that this runs in a test as it does in Chrome.

/** Sends to the background; resolves to its reply, or undefined when there is none (the background is restarting). */
export type SendToBackground = (message: Message) => Promise<unknown>;

/** The Launch tab on the page, made once and mounted again after each time it was removed. */
export interface LaunchTabUi {
  readonly mounted: boolean;
  /** Shows the tab at `at` on the edge (0 top, 1 bottom). */
  mount(at: number): void;
  remove(): void;
}

/** Where the buyer left the Launch tab (the background keeps it: no storage code in this script, for its size). */
export async function launchTabPosition(send: SendToBackground): Promise<number> {
  const reply = await send({ type: 'launch-tab-position' });
  const at = (reply as { at?: unknown } | undefined)?.at;
  return typeof at === 'number' ? at : 0.5;
}

/** Returns what to call with each URL the tab shows, the first on load and then on every in-page navigation. */
export function followAdsManager(send: SendToBackground, createUi: () => Promise<LaunchTabUi>): (url: string) => Promise<void> {
  let ui: Promise<LaunchTabUi> | null = null;
  // The latest navigation wins: an announcement still under way when the page moves on shows nothing.
  let latest = 0;
  let inAdsManager = false;
  return async (url) => {
    const navigation = ++latest;
    const wasIn = inAdsManager;
    inAdsManager = isAdsManagerUrl(url);
    if (!inAdsManager) {
      if (!wasIn) return;
      void send({ type: 'ads-manager-left' });
      const shown = await ui;
      if (navigation === latest) shown?.remove();
      return;
    }
    // The background offers the side panel on this tab before the tab can be clicked.
    await send({ type: 'ads-manager-account', accountId: adAccountFromUrl(url) });
    if (navigation !== latest) return;
    ui ??= createUi();
    const [made, at] = await Promise.all([ui, launchTabPosition(send)]);
    if (!made.mounted && navigation === latest) made.mount(at);
  };
}
