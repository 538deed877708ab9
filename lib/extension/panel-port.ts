import { browser } from 'wxt/browser';

// The side panel says it opened by connecting a port the background listens for: the background then checks what
// the launches' automations did (docs/automations.md#watching; lib/extension/background/rules-watcher.ts).

export const PANEL_PORT = 'salvo-panel';

/** Connects while the panel is open; answers the disconnect. */
export function announcePanel(): () => void {
  const port = browser.runtime.connect({ name: PANEL_PORT });
  return () => port.disconnect();
}
