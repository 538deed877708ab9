// The tests evaluate code in the extension's service worker, where `chrome` is the extension API.
import type { Browser } from 'wxt/browser';

declare global {
  const chrome: Browser;
}
