import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { checkAdReview } from './follow';

// The ad review's queue on pg-boss (follow.ts): one job per launch at a time, each check sending the next for its due
// time. A failed check is retried by pg-boss (30 s doubling, 5 times); after that the following waits for nothing
// more: the last counts stay.

const AD_REVIEW_QUEUE = 'ad-review';

const adReviewJobSchema = z.object({ launchId: z.uuid() });

interface Logger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export async function createAdReviewQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(AD_REVIEW_QUEUE, { policy: 'stately', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 10 * 60 });
}

export async function sendAdReviewCheck(boss: PgBoss, launchId: string, at: Date): Promise<void> {
  await boss.send(AD_REVIEW_QUEUE, { launchId }, { singletonKey: launchId, startAfter: at });
}

/** One check of a launch's review; exported so tests can run it as the worker does. */
export async function handleAdReviewJob(deps: AppDeps, data: unknown, log: Logger): Promise<void> {
  const parsed = adReviewJobSchema.safeParse(data);
  if (!parsed.success) {
    log.error({ issues: parsed.error.issues }, 'ad review job with invalid data dropped');
    return;
  }
  const next = await checkAdReview(deps, parsed.data.launchId);
  if (next) await deps.queue.followAdReview?.(parsed.data.launchId, next);
}

export async function workAdReviews(deps: AppDeps, boss: PgBoss, log: Logger): Promise<void> {
  await boss.work<unknown>(AD_REVIEW_QUEUE, { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 5 }, async (jobs) => {
    for (const job of jobs) await handleAdReviewJob(deps, job.data, log);
  });
}
