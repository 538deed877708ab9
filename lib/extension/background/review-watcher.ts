import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { call, type Transport } from '../../api-client/client';
import { adReviewsResponseSchema } from '../../contract/ad-review';
import { activeAccountItem, trackedLaunchesItem, userItem } from '../storage-items';
import { apiTransport } from './api';
import { notificationIdFor } from './panel-tab';

// The background tells the buyer when the platform disapproves ads of a launch it followed to its end
// (docs/product-rules.md#launches-page: ad review): on the automations watcher's alarm (every 5 minutes while someone
// is signed in) it reads GET /dashboard/ad-reviews for the finished launches of the last day and shows one
// notification per launch that has disapproved ads, once. A click opens that launch's tracker ("launch:" ids,
// launch-tracker.ts). The API follows the review for 24 hours (docs/limits.md#ad-review).

const FOLLOWED_FOR_MS = 25 * 60 * 60_000;
/** The API answers 50 launches a call: the newest are asked. */
const ASKED_MAX = 50;

/** The launches whose disapprovals were notified (recorded before the notification shows). */
const notifiedItem = storage.defineItem<string[]>('local:adReviewsNotified', { fallback: [], version: 1 });

export async function checkAdReviews(transport: Transport = apiTransport): Promise<void> {
  if (!(await userItem.getValue())) return;
  const notified = new Set(await notifiedItem.getValue());
  const since = new Date(Date.now() - FOLLOWED_FOR_MS).toISOString();
  const finished = Object.values(await trackedLaunchesItem.getValue())
    .filter((t) => (t.record?.status === 'COMPLETED' || t.record?.status === 'COMPLETED_WITH_ISSUES') && t.record.updatedAt >= since && !notified.has(t.id))
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt))
    .slice(0, ASKED_MAX);
  if (finished.length === 0) return;
  let reviews;
  try {
    reviews = (
      await call(
        transport,
        { method: 'GET', path: '/dashboard/ad-reviews', query: { launchIds: finished.map((t) => t.id).join(',') } },
        adReviewsResponseSchema,
      )
    ).data;
  } catch {
    return; // Signed out, offline: the next check asks again.
  }
  const disapproved = reviews.filter((r) => r.disapproved > 0);
  if (disapproved.length === 0) return;
  // Forget launches no longer tracked, so the list stays as small as what is followed.
  const tracked = await trackedLaunchesItem.getValue();
  await notifiedItem.setValue([...[...notified].filter((id) => tracked[id]), ...disapproved.map((r) => r.launchId)]);
  const { tabId } = await activeAccountItem.getValue();
  for (const r of disapproved) {
    const name = tracked[r.launchId]?.record?.campaignName ?? 'your launch';
    const [first] = r.disapprovals;
    await browser.notifications.create(notificationIdFor(`launch:${r.launchId}`, tabId), {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title: r.disapproved > 1 ? 'Ads Disapproved' : 'Ad Disapproved',
      message: `${r.disapproved} ad${r.disapproved > 1 ? 's' : ''} of ${name} disapproved${first ? `: ${first.reason}` : '.'}`,
    });
  }
}

/** Signing out forgets what was notified (person-data.ts). */
export async function forgetAdReviewsNotified(): Promise<void> {
  await notifiedItem.removeValue();
}
