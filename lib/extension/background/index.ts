import { browser, type Browser } from 'wxt/browser';
import { messageSchema, type Message } from '../messages';
import { activeAccountItem, tabAccountsItem } from '../storage-items';
import { apiTransport } from './api';
import { signIn, signOut } from './auth';
import { ALARM, followLaunch, openLaunchFromNotification, resumeTracking, startLaunch } from './launch-tracker';

type Sender = Browser.runtime.MessageSender;

/** Extension pages (the side panel) may use the session; content scripts may not. */
const fromExtensionPage = (sender: Sender) => sender.id === browser.runtime.id && (sender.url ?? '').startsWith(browser.runtime.getURL('/'));

async function rememberAccount(tabId: number | undefined, accountId: string | null, tabActive: boolean): Promise<void> {
  if (tabId === undefined) return;
  const map = await tabAccountsItem.getValue();
  map[String(tabId)] = accountId;
  await tabAccountsItem.setValue(map);
  if (tabActive) await activeAccountItem.setValue({ accountId, tabId });
}

function handle(message: Message, sender: Sender): Promise<unknown> | undefined {
  switch (message.type) {
    case 'open-side-panel':
      // Must run before any await: sidePanel.open needs the click's user gesture.
      if (sender.tab?.id === undefined) return undefined;
      return browser.sidePanel.open({ tabId: sender.tab.id }).then(() => ({ ok: true }));
    case 'ads-manager-account':
      return rememberAccount(sender.tab?.id, message.accountId, sender.tab?.active ?? true).then(() => ({ ok: true }));
  }
  if (!fromExtensionPage(sender)) return Promise.resolve({ ok: false, error: 'Not allowed from this context' });
  switch (message.type) {
    case 'sign-in':
      return signIn();
    case 'sign-out':
      return signOut().then(() => ({ ok: true }));
    case 'api':
      return apiTransport(message);
    case 'start-launch':
      return startLaunch(message.accountId, message.idempotencyKey, message.payload);
    case 'follow-launch':
      return followLaunch(message.record);
  }
}

export function registerBackground(): void {
  void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });

  browser.runtime.onMessage.addListener((raw: unknown, sender: Sender) => {
    const parsed = messageSchema.safeParse(raw);
    if (!parsed.success) return undefined;
    return handle(parsed.data, sender);
  });

  // Switching tabs switches to the ad account that tab's Ads Manager shows.
  browser.tabs.onActivated.addListener(({ tabId }) => {
    void tabAccountsItem.getValue().then((map) => {
      if (String(tabId) in map) return activeAccountItem.setValue({ accountId: map[String(tabId)] ?? null, tabId });
    });
  });

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ALARM) void resumeTracking();
  });
  browser.notifications.onClicked.addListener((id) => void openLaunchFromNotification(id));

  void resumeTracking();
}
