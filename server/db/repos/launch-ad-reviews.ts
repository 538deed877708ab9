import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { launchAdReviews, launches } from '../schema';

// The review of a launch's ads as last read from the platform (server/launch/ad-review.ts), and when it is read next.

export type LaunchAdReviewRow = typeof launchAdReviews.$inferSelect;

export interface ReviewCounts {
  live: number;
  inReview: number;
  disapproved: number;
  withIssues: number;
  disapprovals: Array<{ adId: string; adName: string; reason: string }>;
}

/** Starts following a launch's review, once: a launch job delivered again leaves the first row as it is. */
export async function beginAdReview(database: Db, launchId: string, firstCheckAt: Date, intervalMs: number, watchUntil: Date): Promise<boolean> {
  const rows = await database.db
    .insert(launchAdReviews)
    .values({ launchId, nextCheckAt: firstCheckAt, intervalMs, watchUntil })
    .onConflictDoNothing()
    .returning({ launchId: launchAdReviews.launchId });
  return rows.length > 0;
}

export async function getAdReview(database: Db, launchId: string): Promise<LaunchAdReviewRow | null> {
  const rows = await database.db.select().from(launchAdReviews).where(eq(launchAdReviews.launchId, launchId)).limit(1);
  return rows[0] ?? null;
}

/** The reviews of those of the user's launches that are followed (someone else's launch has none for the caller). */
export async function userAdReviews(database: Db, userId: string, launchIds: string[]): Promise<LaunchAdReviewRow[]> {
  if (launchIds.length === 0) return [];
  const rows = await database.db
    .select({ review: launchAdReviews })
    .from(launchAdReviews)
    .innerJoin(launches, eq(launches.id, launchAdReviews.launchId))
    .where(and(eq(launches.userId, userId), inArray(launchAdReviews.launchId, launchIds)));
  return rows.map((r) => r.review);
}

/** A check's result; `nextCheckAt` null ends the following. */
export async function recordAdReview(
  database: Db,
  launchId: string,
  counts: ReviewCounts,
  at: { checkedAt: Date; nextCheckAt: Date | null; intervalMs: number },
): Promise<void> {
  await database.db
    .update(launchAdReviews)
    .set({ ...counts, ...at })
    .where(eq(launchAdReviews.launchId, launchId));
}

/** No more checks (the launch deleted, its user no longer connected): the last counts stay. */
export async function endAdReview(database: Db, launchId: string): Promise<void> {
  await database.db.update(launchAdReviews).set({ nextCheckAt: null }).where(eq(launchAdReviews.launchId, launchId));
}

/** Follows the review afresh (a retry made more ads after the last check); the last counts stay until the next. */
export async function restartAdReview(database: Db, launchId: string, firstCheckAt: Date, intervalMs: number, watchUntil: Date): Promise<void> {
  await database.db.update(launchAdReviews).set({ nextCheckAt: firstCheckAt, intervalMs, watchUntil }).where(eq(launchAdReviews.launchId, launchId));
}
