import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { call, type Transport } from '../../api-client/client';
import { actionText, activityResponseSchema, type ActivityItem } from '../../contract/automations-activity';
import { PANEL_PORT } from '../panel-port';
import { activeAccountItem, userItem } from '../storage-items';
import { apiTransport } from './api';
import { showLaunch } from './launch-tracker';
import { notificationBase, notificationIdFor, openPanelFromNotification } from './panel-tab';

// The background watches what the platform's rules did to the user's launches (docs/automations.md#watching): it reads
// GET /automations/activity on an alarm every 5 minutes, when the side panel opens and when a user signs in, and shows
// one notification for the actions it had not seen. The first check of a user only learns what is there already.
// The platform runs the rules whether or not the browser is open; this only tells the buyer.

export const WATCH_ALARM = 'salvo-automations-watch';
const WATCH_EVERY_MINUTES = 5;
/** Keys of the actions seen, newest first: more than the API answers at once (50). */
const SEEN_MAX = 500;
/** Before any action: the newest seen when none was. */
const NOTHING_SEEN = new Date(0).toISOString();

interface Seen {
  userId: string;
  keys: string[];
  /** When the newest action seen was taken: the API names the objects of the actions after it, the ones notified. */
  newestAt?: string;
}
const seenItem = storage.defineItem<Seen | null>('local:automationActionsSeen', { fallback: null, version: 1 });

let checking: Promise<void> | null = null;
let again = false;

/** Reads the activity and notifies what is new; a check asked for while one runs runs after it. */
export async function checkAutomations(transport: Transport = apiTransport): Promise<void> {
  if (checking) {
    again = true;
    return checking;
  }
  checking = (async () => {
    do {
      again = false;
      await checkOnce(transport);
    } while (again);
  })().finally(() => {
    checking = null;
  });
  return checking;
}

async function checkOnce(transport: Transport): Promise<void> {
  const user = await userItem.getValue();
  if (!user) return;
  const seen = await seenItem.getValue();
  const first = !seen || seen.userId !== user.id;
  // Names for the actions after the newest seen (every one when none was seen); a first check notifies nothing and
  // needs none.
  const query = first ? undefined : { namedAfter: seen.newestAt ?? NOTHING_SEEN };
  let items: ActivityItem[];
  try {
    items = (await call(transport, { method: 'GET', path: '/automations/activity', ...(query ? { query } : {}) }, activityResponseSchema)).data;
  } catch {
    return; // Signed out, offline, or the platform failing: the next check tries again.
  }
  const known = new Set(first ? [] : seen.keys);
  const fresh = first ? [] : items.filter((i) => !known.has(i.key));
  // Recorded before the notification shows: each action is notified at most once.
  const newestAt = items[0]?.at ?? (first ? undefined : seen.newestAt);
  await seenItem.setValue({ userId: user.id, keys: [...new Set([...items.map((i) => i.key), ...known])].slice(0, SEEN_MAX), newestAt });
  if (fresh.length > 0) await notify(fresh);
}

async function notify(fresh: ActivityItem[]): Promise<void> {
  const [latest] = fresh;
  if (!latest) return;
  const more = fresh.length > 1 ? ` (and ${fresh.length - 1} more)` : '';
  const { tabId } = await activeAccountItem.getValue();
  // The id carries the launch acted on (encoded: a key holds ':'), so the click opens it (openFromAutomationNotification).
  const base = `automation:${encodeURIComponent(latest.launchId)}:${latest.key}`;
  await browser.notifications.create(notificationIdFor(base, tabId), {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: fresh.length > 1 ? 'Automations Acted on Your Launches' : 'Automation Acted on Your Launch',
    message: `${latest.automationName} ${actionText(latest)}${latest.campaignName ? ` in ${latest.campaignName}` : ''}${more}.`,
  });
}

/**
 * Clicking an automation's notification opens the side panel inside the click's user gesture (before anything is
 * awaited), then shows the tracker of the launch its latest action was on (docs/automations.md#watching).
 */
export function openFromAutomationNotification(notificationId: string): Promise<void> | undefined {
  const base = notificationBase(notificationId);
  if (!base.startsWith('automation:')) return undefined;
  const opened = openPanelFromNotification(notificationId);
  const launchId = decodeURIComponent(base.slice('automation:'.length).split(':', 1)[0] ?? '');
  return Promise.all([opened, launchId ? showLaunch(launchId) : undefined]).then(() => undefined);
}

/** Signing out forgets the actions seen (person-data.ts). */
export async function forgetAutomationsSeen(): Promise<void> {
  await seenItem.removeValue();
}

/** The alarm while someone is signed in (created once: a new one would start its period again), kept or stopped. */
async function keepAlarm(signedIn: boolean): Promise<void> {
  if (!signedIn) await browser.alarms.clear(WATCH_ALARM);
  else if (!(await browser.alarms.get(WATCH_ALARM))) await browser.alarms.create(WATCH_ALARM, { periodInMinutes: WATCH_EVERY_MINUTES });
}

/** The alarm, the panel's port and sign-ins start checks; signing out stops the alarm. */
export function watchAutomations(): void {
  void userItem.getValue().then((user) => keepAlarm(user !== null));
  browser.runtime.onConnect.addListener((port) => {
    if (port.name === PANEL_PORT) void checkAutomations();
  });
  userItem.watch((user) => {
    void keepAlarm(user !== null);
    if (user) void checkAutomations();
  });
}
