import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { followAdsManager, type LaunchTabUi, type SendToBackground } from '../../lib/extension/content/follow-ads-manager';
import { createLaunchTab, LAUNCH_BUTTON_CSS } from '../../lib/extension/content/launch-button';

// Wiring only: WXT's shadow root for the Launch tab and Chrome's messages; what the script does with them is
// lib/extension/content/.
const send: SendToBackground = (message) => browser.runtime.sendMessage(message).catch(() => undefined);

export default defineContentScript({
  // Production hosts; dev and demo builds add the simulator's Ads Manager page (wxt.config.ts). Business Suite is a
  // single-page app that reaches Ads Manager without loading a page, so the script runs on all of it and stays dormant
  // (no tab, no message) until the path is Ads Manager's (docs/architecture.md#the-parts). On www. `/adsmanager*` is
  // the bare `/adsmanager?act=…` and all below it; a pattern cannot say "the path or its subpaths", so it also matches
  // `/adsmanagerx`, where the script stays dormant the same way (isAdsManagerUrl decides).
  matches: ['https://adsmanager.facebook.com/*', 'https://business.facebook.com/*', 'https://www.facebook.com/adsmanager*'],
  main(ctx) {
    let startAt = 0.5;
    const createUi = async (): Promise<LaunchTabUi> => {
      const ui = await createShadowRootUi(ctx, {
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
      return {
        get mounted() {
          return ui.mounted !== undefined;
        },
        mount: (at) => {
          startAt = at;
          ui.mount();
        },
        remove: () => ui.remove(),
      };
    };
    const follow = followAdsManager(send, createUi);
    void follow(location.href);
    ctx.addEventListener(window, 'wxt:locationchange', ({ newUrl }) => void follow(newUrl.href));
  },
});
