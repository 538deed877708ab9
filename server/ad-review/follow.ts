import { NoPlatformConnectionError, platformAccessToken } from '../auth/sessions';
import { beginAdReview, endAdReview, getAdReview, recordAdReview, restartAdReview, type ReviewCounts } from '../db/repos/launch-ad-reviews';
import { liveObjects } from '../db/repos/launch-ledger';
import { getLaunch } from '../db/repos/launches';
import type { AppDeps } from '../deps';
import { readAdReviews } from '../platform/ad-review-api';

// Following a completed launch's ad review (docs/product-rules.md#launches-page, docs/limits.md#ad-review): a job
// reads its ads' effective_status and ad_review_feedback 1 minute after the launch completed (AD_REVIEW_FIRST_CHECK_SECONDS), then after 2, 4, 8, ...
// minutes (at most 2 hours apart), until none is in review or 24 hours have passed; each check stores the counts and
// the disapprovals. The launch's own status stays what the run made it.

const MAX_INTERVAL_MS = 2 * 60 * 60_000;
const FOLLOW_FOR_MS = 24 * 60 * 60_000;

const IN_REVIEW = new Set(['IN_PROCESS', 'PENDING_REVIEW']);

/**
 * After a launch completed: its review is followed from now on (once, however often its job is delivered), and
 * afresh when a retry finished it again after the last check (its new ads).
 */
export async function startFollowingAdReview(deps: AppDeps, launchId: string): Promise<void> {
  const now = deps.now().getTime();
  const first = deps.config.adReviewFirstCheckMs;
  const times = [new Date(now + first), first, new Date(now + FOLLOW_FOR_MS)] as const;
  const begun = await beginAdReview(deps.database, launchId, ...times);
  let row = await getAdReview(deps.database, launchId);
  const finishedAt = begun || !row?.checkedAt || row.nextCheckAt ? null : (await getLaunch(deps.database, launchId))?.finishedAt;
  if (row?.checkedAt && finishedAt && finishedAt > row.checkedAt) {
    await restartAdReview(deps.database, launchId, ...times);
    row = await getAdReview(deps.database, launchId);
  }
  if (row?.nextCheckAt) await deps.queue.followAdReview?.(launchId, row.nextCheckAt);
}

function countsOf(ads: Awaited<ReturnType<typeof readAdReviews>>): ReviewCounts {
  const counts: ReviewCounts = { live: 0, inReview: 0, disapproved: 0, withIssues: 0, disapprovals: [] };
  for (const ad of ads) {
    if (ad.effectiveStatus === 'ACTIVE') counts.live += 1;
    else if (IN_REVIEW.has(ad.effectiveStatus)) counts.inReview += 1;
    else if (ad.effectiveStatus === 'WITH_ISSUES') counts.withIssues += 1;
    else if (ad.effectiveStatus === 'DISAPPROVED') {
      counts.disapproved += 1;
      counts.disapprovals.push({ adId: ad.id, adName: ad.name, reason: ad.reasons.join(' ') || 'The platform gave no reason.' });
    }
  }
  return counts;
}

/**
 * One check: reads the ads, stores what it found and answers when the next is due (null: following ended). A
 * platform failure throws (pg-boss retries the job); a user no longer connected ends the following.
 */
export async function checkAdReview(deps: AppDeps, launchId: string): Promise<Date | null> {
  const review = await getAdReview(deps.database, launchId);
  const launch = review?.nextCheckAt ? await getLaunch(deps.database, launchId) : null;
  if (!review || !launch) return null;
  if (launch.deletedAt || launch.deletionDueAt) {
    await endAdReview(deps.database, launchId);
    return null;
  }
  let token: string;
  try {
    token = await platformAccessToken(deps, launch.userId);
  } catch (error) {
    if (!(error instanceof NoPlatformConnectionError)) throw error;
    await endAdReview(deps.database, launchId);
    return null;
  }
  const adIds = (await liveObjects(deps.database, launchId)).filter((o) => o.kind === 'ad').map((o) => o.platformId);
  const counts = countsOf(await readAdReviews(deps.graph, token, launch.accountId, adIds));
  const now = deps.now();
  const intervalMs = Math.min(review.intervalMs * 2, MAX_INTERVAL_MS);
  const next = new Date(now.getTime() + intervalMs);
  const done = counts.inReview === 0 || next >= review.watchUntil;
  await recordAdReview(deps.database, launchId, counts, { checkedAt: now, nextCheckAt: done ? null : next, intervalMs });
  return done ? null : next;
}
