import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { createShadowRootUi, type ShadowRootContentScriptUi } from 'wxt/utils/content-script-ui/shadow-root';
import { adAccountFromUrl, isAdsManagerUrl } from '../../lib/extension/content/ads-manager-url';
import { createLaunchTab, LAUNCH_BUTTON_CSS } from '../../lib/extension/content/launch-button';
import type { Message } from '../../lib/extension/messages';

const send = (message: Message): Promise<unknown> => browser.runtime.sendMessage(message).catch(() => undefined);
/** Where the buyer left the Launch tab (the background keeps it: no storage code in this script, for its size). */
async function launchTabPosition(): Promise<number> {
  const reply = await send({ type: 'launch-tab-position' });
  const at = (reply as { at?: unknown } | undefined)?.at;
  return typeof at === 'number' ? at : 0.5;
}

export default defineContentScript({
  // Production hosts; dev and demo builds add the simulator's Ads Manager page (wxt.config.ts). Business Suite is a
  // single-page app that reaches Ads Manager without loading a page, so the script runs on all of it and stays dormant
  // (no tab, no message) until the path is Ads Manager's (docs/architecture.md#the-parts). On www. `/adsmanager*` is
  // the bare `/adsmanager?act=…` and all below it; a pattern cannot say "the path or its subpaths", so it also matches
  // `/adsmanagerx`, where the script stays dormant the same way (isAdsManagerUrl decides).
  matches: ['https://adsmanager.facebook.com/*', 'https://business.facebook.com/*', 'https://www.facebook.com/adsmanager*'],
  main(ctx) {
    let ui: Promise<ShadowRootContentScriptUi<HTMLButtonElement>> | null = null;
    let startAt = 0.5;
    const createUi = () =>
      createShadowRootUi(ctx, {
        name: 'salvo-launch',
        position: 'inline',
        anchor: 'body',
        css: LAUNCH_BUTTON_CSS,
        onMount: (container) => {
          const tab = createLaunchTab({
            at: startAt,
            onOpen: () => void send({ type: 'open-side-panel' }),
            onMove: (at) => void send({ type: 'launch-tab-position', at }),
          });
          container.append(tab);
          return tab;
        },
      });

    // The latest navigation wins: an announcement still under way when the page moves on shows nothing.
    let latest = 0;
    let inAdsManager = false;
    async function follow(url: string): Promise<void> {
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
      const [mounted, at] = await Promise.all([ui, launchTabPosition()]);
      startAt = at;
      if (!mounted.mounted && navigation === latest) mounted.mount();
    }
    void follow(location.href);
    ctx.addEventListener(window, 'wxt:locationchange', ({ newUrl }) => void follow(newUrl.href));
  },
});
