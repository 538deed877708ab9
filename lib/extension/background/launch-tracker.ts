import { browser } from 'wxt/browser';
import { isLaunchInProgress, launchRecordSchema, launchResponseSchema, type LaunchRecord } from '../../contract/launch-record';
import { ApiError, call } from '../../api-client/client';
import { LAUNCHED_PAUSED_NOTE } from '../../rules/launch-paused';
import type { StartLaunchResult } from '../messages';
import { activeAccountItem, launchBackoffItem, openLaunchItem, trackedLaunchesItem, userItem, type TrackedLaunch } from '../storage-items';
import { apiTransport } from './api';
import { notificationBase, notificationIdFor, openPanelFromNotification } from './panel-tab';

// The background carries every launch to its end: it sends it, polls its record every 2 s
// (docs/product-rules.md#statuses-and-steps) until it is neither PENDING nor RUNNING, shows one notification per
// finished launch and the number of running launches on the toolbar badge. State lives in extension
// storage, so a restarted service worker resumes (the alarm brings it back).
// It lets go (docs/security.md#signing-out): a launch whose poll fails is asked again later and later (4, 8, 16, then
// every 30 s) rather than every 2 s, and never before the answer's Retry-After (up to 10 minutes); a 404 (the launch
// no longer exists for this user) forgets it; and nothing is polled without a signed-in user: a 401 (the session
// ended) or a sign-out stops the polling, the alarm and the badge until someone signs in.

const POLL_EVERY_MS = 2000;
const BACKOFF_MAX_MS = 30_000;
/** The longest Retry-After honoured: the API's rate-limit windows are 10 minutes (docs/limits.md). */
const RETRY_AFTER_MAX_MS = 10 * 60_000;
export const ALARM = 'salvo-launch-poll';

const isRunning = (t: TrackedLaunch) => !t.record || isLaunchInProgress(t.record.status);
const succeeded = (r: LaunchRecord) => r.status === 'COMPLETED' || r.status === 'COMPLETED_WITH_ISSUES';

// Storage writes are read-modify-write: one at a time, so a poll never overwrites a new launch.
let queue: Promise<unknown> = Promise.resolve();
function update<T>(fn: (all: Record<string, TrackedLaunch>) => T): Promise<T> {
  const next = queue.then(async () => {
    const all = await trackedLaunchesItem.getValue();
    const out = fn(all);
    await trackedLaunchesItem.setValue(all);
    return out;
  });
  queue = next.catch(() => undefined);
  return next;
}

export async function startLaunch(accountId: string, idempotencyKey: string, payload: unknown): Promise<StartLaunchResult> {
  try {
    const res = await call(
      apiTransport,
      { method: 'POST', path: '/facebook/adlauncher', query: { accountId }, body: payload, headers: { 'idempotency-key': idempotencyKey } },
      launchResponseSchema,
    );
    await update((all) => {
      all[res.campaignLaunchId] ??= {
        id: res.campaignLaunchId,
        accountId,
        startedAt: new Date().toISOString(),
        notified: false,
        record: null,
        statusError: false,
      };
    });
    await openLaunchItem.setValue(res.campaignLaunchId);
    await afterChange();
    return { ok: true, campaignLaunchId: res.campaignLaunchId };
  } catch (e) {
    const err = e instanceof ApiError ? e : new ApiError(String(e), 0);
    return { ok: false, status: err.status, error: err.message, cause: err.cause, fields: err.fields };
  }
}

/**
 * The side panel opens a launch from the launches page: follow it if it is not followed yet (another browser
 * or profile may have started it), with the record the list read, and show its tracker. A launch that has
 * already finished is not notified again.
 */
export async function followLaunch(record: LaunchRecord): Promise<{ ok: true }> {
  await update((all) => {
    const cur = all[record.id];
    if (cur) {
      if (!cur.record || cur.record.updatedAt <= record.updatedAt) cur.record = record;
      return;
    }
    const t: TrackedLaunch = { id: record.id, accountId: record.accountId, startedAt: record.createdAt, notified: false, record, statusError: false };
    t.notified = !isRunning(t);
    all[record.id] = t;
  });
  await openLaunchItem.setValue(record.id);
  await afterChange();
  return { ok: true };
}

let timer: ReturnType<typeof setTimeout> | null = null;
let polling = false;
/** Each launch's failed polls in a row and when it is next due (ms); kept in launchBackoffItem for a restarted worker. */
const backoff = new Map<string, { failures: number; dueAt: number }>();
let backoffRead = false;

type Outcome = 'ok' | 'failed' | 'gone' | 'signed-out';

/** A launch the API no longer has for this user (deleted, or another person's): no more polls, no notification. */
async function forgetLaunch(id: string): Promise<void> {
  backoff.delete(id);
  await update((all) => {
    delete all[id];
  });
  // Its tracker closes: the panel goes back to what it shows without one.
  if ((await openLaunchItem.getValue()) === id) await openLaunchItem.setValue(null);
}

/** Polls one launch; a finished one is notified exactly once. */
async function pollLaunch(t: TrackedLaunch): Promise<Outcome> {
  let record: LaunchRecord;
  try {
    record = await call(apiTransport, { method: 'GET', path: `/dashboard/campaign-launches/${t.id}` }, launchRecordSchema);
  } catch (e) {
    const err = e instanceof ApiError ? e : new ApiError(String(e), 0);
    if (err.status === 401) return 'signed-out';
    if (err.status === 404) {
      await forgetLaunch(t.id);
      return 'gone';
    }
    const failures = (backoff.get(t.id)?.failures ?? 0) + 1;
    const asked = Math.min((err.retryAfterSeconds ?? 0) * 1000, RETRY_AFTER_MAX_MS);
    backoff.set(t.id, { failures, dueAt: Date.now() + Math.max(Math.min(POLL_EVERY_MS * 2 ** failures, BACKOFF_MAX_MS), asked) });
    await update((all) => {
      const cur = all[t.id];
      if (cur) cur.statusError = true;
    });
    return 'failed';
  }
  backoff.delete(t.id);
  const toNotify = await update((all) => {
    const cur = all[t.id];
    if (!cur) return null;
    cur.record = record;
    cur.statusError = false;
    if (isRunning(cur) || cur.notified) return null;
    cur.notified = true; // recorded before the notification is shown: at most once
    return cur;
  });
  if (toNotify?.record) await notify(toNotify.record);
  return 'ok';
}

/** Polls every running launch that is due, then schedules the next round (or stops: signed out). */
async function pollOnce(): Promise<void> {
  if (polling) return;
  polling = true;
  let signedOut = false;
  try {
    if (!(await userItem.getValue())) return;
    if (!backoffRead) {
      for (const [id, b] of Object.entries(await launchBackoffItem.getValue())) backoff.set(id, b);
      backoffRead = true;
    }
    const now = Date.now();
    const running = Object.values(await trackedLaunchesItem.getValue()).filter(isRunning);
    const outcomes = await Promise.all(running.filter((t) => (backoff.get(t.id)?.dueAt ?? 0) <= now).map(pollLaunch));
    signedOut = outcomes.includes('signed-out');
    if (!signedOut) await launchBackoffItem.setValue(Object.fromEntries(backoff));
  } finally {
    polling = false;
    if (signedOut) await stopTracking();
    else await afterChange();
  }
}

async function notify(record: LaunchRecord): Promise<void> {
  const ok = succeeded(record);
  const { tabId } = await activeAccountItem.getValue();
  await browser.notifications.create(notificationIdFor(`launch:${record.id}`, tabId), {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: ok ? 'Campaign Launch Complete' : 'Campaign Launch Failed',
    // The account named: a Multi Account Launch's notifications are told apart (docs/product-rules.md#progress-tracker).
    message: [record.campaignName ?? 'Your campaign launch has finished.', record.accountName, ok && record.input.launchPaused ? LAUNCHED_PAUSED_NOTE : null]
      .filter(Boolean)
      .join(' · '),
  });
}

/** The next round: 2 s on, or when the first launch backing off is due. */
function schedule(running: TrackedLaunch[]): void {
  if (timer) clearTimeout(timer);
  const now = Date.now();
  const wait = Math.max(POLL_EVERY_MS, Math.min(...running.map((t) => (backoff.get(t.id)?.dueAt ?? 0) - now)));
  timer = setTimeout(() => {
    timer = null;
    void pollOnce();
  }, wait);
}

/** Keeps the poll loop, the alarm and the badge in step with the launches still running while someone is signed in. */
async function afterChange(): Promise<void> {
  const signedIn = (await userItem.getValue()) !== null;
  const running = signedIn ? Object.values(await trackedLaunchesItem.getValue()).filter(isRunning) : [];
  if (running.length === 0) return stopTracking();
  await browser.action.setBadgeText({ text: String(running.length) });
  if (!polling) schedule(running);
  if (!(await browser.alarms.get(ALARM))) await browser.alarms.create(ALARM, { periodInMinutes: 0.5 });
}

/** Stops polling: no timer, no alarm, no badge (signed out, or nothing running). What is tracked stays. */
async function stopTracking(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  backoff.clear();
  await launchBackoffItem.removeValue();
  await browser.action.setBadgeText({ text: '' });
  await browser.alarms.clear(ALARM);
}

/** Forgets every followed launch (signing out: docs/security.md#signing-out), after any poll's write under way. */
export async function forgetLaunches(): Promise<void> {
  await stopTracking();
  await update((all) => {
    for (const id of Object.keys(all)) delete all[id];
  });
}

/** Service worker start, the alarm, or a sign-in: pick up where it stopped (a round already scheduled is kept). */
export async function resumeTracking(): Promise<void> {
  if (timer || polling) return;
  await pollOnce();
}

/**
 * Clicking a notification opens the side panel on that launch's results. sidePanel.open must be called inside the
 * click's user gesture, so before anything is awaited; the launch is selected after.
 */
export function openLaunchFromNotification(notificationId: string): Promise<void> | undefined {
  const base = notificationBase(notificationId);
  if (!base.startsWith('launch:')) return undefined;
  const opened = openPanelFromNotification(notificationId);
  const id = base.slice('launch:'.length);
  return Promise.all([opened, letGoIfOpen(id).then(() => openLaunchItem.setValue(id))]).then(() => undefined);
}

/**
 * A panel on another page hears a launch opened (show-opened-launch.ts takes it to the tracker) even when it is the
 * one open already, left under another tab: storage tells a change only.
 */
async function letGoIfOpen(id: string): Promise<void> {
  if ((await openLaunchItem.getValue()) === id) await openLaunchItem.setValue(null);
}

/**
 * Shows a launch that may not be followed here (an automation acted on it; another browser may have started it):
 * its record read and followed as the launches page opens one. Unreadable, the panel stays where it was.
 */
export async function showLaunch(id: string): Promise<void> {
  let record: LaunchRecord;
  try {
    record = await call(apiTransport, { method: 'GET', path: `/dashboard/campaign-launches/${id}` }, launchRecordSchema);
  } catch {
    return;
  }
  await letGoIfOpen(id);
  await followLaunch(record);
}
