import { browser, type Browser } from 'wxt/browser';
import { messageSchema, type Message, type MessageOf, type MessageType, type ReplyTo } from '../messages';
import { launchTabPositionItem } from '../storage-items';
import { enteredAdsManager, leftAdsManager, registerAdsManagerTabs } from './ads-manager-tabs';
import { apiTransport } from './api';
import { signIn, signOut } from './auth';
import { ALARM, followLaunch, openLaunchFromNotification, resumeTracking, startLaunch } from './launch-tracker';
import { checkAdReviews } from './review-watcher';
import { checkAutomations, openFromAutomationNotification, WATCH_ALARM, watchAutomations } from './rules-watcher';

type Sender = Browser.runtime.MessageSender;
/** Answers one type of message with its reply (messages.ts `replySchemas`); undefined: no reply. */
type Handler<T extends MessageType> = (message: MessageOf<T>, sender: Sender) => Promise<ReplyTo<T>> | undefined;

/** Extension pages (the side panel) may use the session; content scripts may not. */
const fromExtensionPage = (sender: Sender) => sender.id === browser.runtime.id && (sender.url ?? '').startsWith(browser.runtime.getURL('/'));
/** The messages a content script may send; every other one only the extension's own pages. */
const FROM_CONTENT_SCRIPTS: ReadonlySet<MessageType> = new Set(['open-side-panel', 'ads-manager-account', 'ads-manager-left', 'launch-tab-position']);

const handlers: { [T in MessageType]: Handler<T> } = {
  // Must run before any await: sidePanel.open needs the click's user gesture.
  'open-side-panel': (_message, sender) =>
    sender.tab?.id === undefined ? undefined : browser.sidePanel.open({ tabId: sender.tab.id }).then(() => ({ ok: true })),
  'ads-manager-account': (message, sender) => enteredAdsManager(sender.tab, message.accountId).then(() => ({ ok: true })),
  'ads-manager-left': (_message, sender) => (sender.tab?.id === undefined ? undefined : leftAdsManager(sender.tab.id).then(() => ({ ok: true }))),
  // The content script keeps no storage of its own (its size: docs/architecture.md#size).
  'launch-tab-position': async ({ at }) => {
    if (at !== undefined) await launchTabPositionItem.setValue(at);
    return { at: await launchTabPositionItem.getValue() };
  },
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
  registerAdsManagerTabs();

  browser.runtime.onMessage.addListener((raw: unknown, sender: Sender) => {
    const parsed = messageSchema.safeParse(raw);
    if (!parsed.success) return undefined;
    return handle(parsed.data, sender);
  });

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ALARM) void resumeTracking();
    if (alarm.name === WATCH_ALARM) {
      void checkAutomations();
      // The ad review of finished launches on the same 5-minute alarm (review-watcher.ts).
      void checkAdReviews();
    }
  });
  browser.notifications.onClicked.addListener((id) => {
    void openLaunchFromNotification(id);
    void openFromAutomationNotification(id);
  });

  void resumeTracking();
  watchAutomations();
}
