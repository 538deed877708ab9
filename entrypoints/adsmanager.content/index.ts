import { defineContentScript } from 'wxt/utils/define-content-script';

export default defineContentScript({
  matches: ['https://adsmanager.facebook.com/*', 'https://business.facebook.com/adsmanager/*'],
  main() {},
});
