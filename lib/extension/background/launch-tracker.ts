import { browser } from 'wxt/browser';
import { isLaunchInProgress, launchRecordSchema, launchResponseSchema, type LaunchRecord } from '../../contract/launch-record';
import { ApiError, call } from '../../api-client/client';
import type { StartLaunchResult } from '../messages';
import { openLaunchItem, trackedLaunchesItem, type TrackedLaunch } from '../storage-items';
import { apiTransport } from './api';

// The background carries every launch to its end: it sends it, polls its record every 2 s
// (docs/product-rules.md#statuses-and-steps) until it is neither PENDING nor RUNNING, shows one notification per
// finished launch and the number of running launches on the toolbar badge. State lives in extension
// storage, so a restarted service worker resumes (the alarm brings it back).

const POLL_EVERY_MS = 2000;
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

let timer: ReturnType<typeof setInterval> | null = null;
let polling = false;

/** Polls every running launch once; finished ones are notified exactly once. */
async function pollOnce(): Promise<void> {
  if (polling) return;
  polling = true;
  try {
    const running = Object.values(await trackedLaunchesItem.getValue()).filter(isRunning);
    await Promise.all(
      running.map(async (t) => {
        let record: LaunchRecord | null = null;
        try {
          record = await call(apiTransport, { method: 'GET', path: `/dashboard/campaign-launches/${t.id}` }, launchRecordSchema);
        } catch {
          await update((all) => {
            const cur = all[t.id];
            if (cur) cur.statusError = true;
          });
          return;
        }
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
      }),
    );
  } finally {
    polling = false;
    await afterChange();
  }
}

async function notify(record: LaunchRecord): Promise<void> {
  const ok = succeeded(record);
  await browser.notifications.create(`launch:${record.id}`, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: ok ? 'Campaign Launch Complete' : 'Campaign Launch Failed',
    message: record.campaignName ?? 'Your campaign launch has finished.',
  });
}

/** Keeps the poll loop, the alarm and the badge in step with the launches still running. */
async function afterChange(): Promise<void> {
  const running = Object.values(await trackedLaunchesItem.getValue()).filter(isRunning).length;
  await browser.action.setBadgeText({ text: running ? String(running) : '' });
  if (running && !timer) {
    timer = setInterval(() => void pollOnce(), POLL_EVERY_MS);
    await browser.alarms.create(ALARM, { periodInMinutes: 0.5 });
  } else if (!running && timer) {
    clearInterval(timer);
    timer = null;
    await browser.alarms.clear(ALARM);
  }
}

/** Service worker start, or the alarm woke it: pick up where it stopped. */
export async function resumeTracking(): Promise<void> {
  await afterChange();
  await pollOnce();
}

/** Clicking a notification opens the side panel on that launch's results. */
export async function openLaunchFromNotification(notificationId: string): Promise<void> {
  const id = notificationId.startsWith('launch:') ? notificationId.slice('launch:'.length) : null;
  if (!id) return;
  await openLaunchItem.setValue(id);
  const win = await browser.windows.getLastFocused();
  if (win.id !== undefined) await browser.sidePanel.open({ windowId: win.id });
}
