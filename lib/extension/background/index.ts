import { browser, type Browser } from 'wxt/browser';
import { messageSchema, type Message, type MessageOf, type MessageType, type ReplyTo } from '../messages';
import { activeAccountItem, tabAccountsItem } from '../storage-items';
import { apiTransport } from './api';
import { signIn, signOut } from './auth';
import { ALARM, followLaunch, openLaunchFromNotification, resumeTracking, startLaunch } from './launch-tracker';
import { checkAutomations, openFromAutomationNotification, WATCH_ALARM, watchAutomations } from './rules-watcher';

type Sender = Browser.runtime.MessageSender;
/** Answers one type of message with its reply (messages.ts `replySchemas`); undefined: no reply. */
type Handler<T extends MessageType> = (message: MessageOf<T>, sender: Sender) => Promise<ReplyTo<T>> | undefined;

/** Extension pages (the side panel) may use the session; content scripts may not. */
const fromExtensionPage = (sender: Sender) => sender.id === browser.runtime.id && (sender.url ?? '').startsWith(browser.runtime.getURL('/'));
/** The messages a content script may send; every other one only the extension's own pages. */
const FROM_CONTENT_SCRIPTS: ReadonlySet<MessageType> = new Set(['open-side-panel', 'ads-manager-account']);

async function rememberAccount(tabId: number | undefined, accountId: string | null, tabActive: boolean): Promise<void> {
  if (tabId === undefined) return;
  const map = await tabAccountsItem.getValue();
  map[String(tabId)] = accountId;
  await tabAccountsItem.setValue(map);
  if (tabActive) await activeAccountItem.setValue({ accountId, tabId });
}

const handlers: { [T in MessageType]: Handler<T> } = {
  // Must run before any await: sidePanel.open needs the click's user gesture.
  'open-side-panel': (_message, sender) =>
    sender.tab?.id === undefined ? undefined : browser.sidePanel.open({ tabId: sender.tab.id }).then(() => ({ ok: true })),
  'ads-manager-account': (message, sender) => rememberAccount(sender.tab?.id, message.accountId, sender.tab?.active ?? true).then(() => ({ ok: true })),
  'sign-in': () => signIn(),
  'sign-out': (message) => signOut(message.everywhere === true),
  api: (message) => apiTransport(message),
  'start-launch': (message) => startLaunch(message.accountId, message.idempotencyKey, message.payload),
  'follow-launch': (message) => followLaunch(message.record),
};

function handle(message: Message, sender: Sender): Promise<unknown> | undefined {
  if (!FROM_CONTENT_SCRIPTS.has(message.type) && !fromExtensionPage(sender)) return Promise.resolve({ ok: false, error: 'Not allowed from this context' });
  // Each message goes to the handler of its own type (the mapped type above checks every pair).
  return (handlers[message.type] as Handler<MessageType>)(message, sender);
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
    if (alarm.name === WATCH_ALARM) void checkAutomations();
  });
  browser.notifications.onClicked.addListener((id) => {
    void openLaunchFromNotification(id);
    void openFromAutomationNotification(id);
  });

  void resumeTracking();
  watchAutomations();
}
