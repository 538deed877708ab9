import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { adAccountFromUrl } from '../../lib/extension/content/ads-manager-url';
import { createLaunchButton, LAUNCH_BUTTON_CSS } from '../../lib/extension/content/launch-button';
import type { Message } from '../../lib/extension/messages';

const send = (message: Message) => browser.runtime.sendMessage(message).catch(() => undefined);

export default defineContentScript({
  // Production hosts; dev and demo builds add the simulator's Ads Manager page (wxt.config.ts).
  matches: ['https://adsmanager.facebook.com/*', 'https://business.facebook.com/adsmanager/*'],
  async main(ctx) {
    const ui = await createShadowRootUi(ctx, {
      name: 'salvo-launch',
      position: 'inline',
      anchor: 'body',
      css: LAUNCH_BUTTON_CSS,
      onMount: (container) => container.append(createLaunchButton(() => void send({ type: 'open-side-panel' }))),
    });
    ui.mount();

    // Follow the account Ads Manager shows, through in-page navigation too.
    void send({ type: 'ads-manager-account', accountId: adAccountFromUrl(location.href) });
    ctx.addEventListener(window, 'wxt:locationchange', ({ newUrl }) => {
      void send({ type: 'ads-manager-account', accountId: adAccountFromUrl(newUrl.href) });
    });
  },
});
