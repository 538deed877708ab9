import { and, eq, gt, lt, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../database';
import { rateLimits } from '../schema';

// The hits of each rate limit and key in its current fixed window (server/limits/store.ts says how they are
// counted). The first hit opens a window, one atomic upsert counts each hit (Postgres and PGlite lock the
// conflicting row, so concurrent hits are all counted), and a hit after `resets_at` opens the next window.

const t = rateLimits;

/**
 * What an upsert of a key's hits sets when the key has a row: a window that ended at `now` opens again at the new
 * row's end with the new row's hits (`excluded`), one still open counts them on top. An expression per column: the
 * builder has no CASE. The status poll counts its hit with it too, inside its one statement (launch-poll.ts).
 */
export const hitOnConflict = (now: Date | Placeholder) => ({
  target: t.key,
  set: {
    hits: sql`CASE WHEN ${t.resetsAt} <= ${now} THEN excluded.hits ELSE ${t.hits} + excluded.hits END`,
    resetsAt: sql`CASE WHEN ${t.resetsAt} <= ${now} THEN excluded.resets_at ELSE ${t.resetsAt} END`,
  },
});

/**
 * Counts `hits` hits of `key` at `now` (one request, or what a request cost: server/limits/budgets.ts) in a window of
 * `windowMs`; answers the hits so far and when the window ends.
 */
export async function countHit(database: Db, key: string, windowMs: number, now: Date, hits = 1): Promise<{ hits: number; resetsAt: Date }> {
  const [row] = await database.db
    .insert(t)
    .values({ key, hits, resetsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate(hitOnConflict(now))
    .returning({ hits: t.hits, resetsAt: t.resetsAt });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return row;
}

/** The hits of `key` in its window open at `now`, without counting one (none: 0). */
export async function readHits(database: Db, key: string, now: Date): Promise<{ hits: number; resetsAt: Date | null }> {
  const [row] = await database.db
    .select({ hits: t.hits, resetsAt: t.resetsAt })
    .from(t)
    .where(and(eq(t.key, key), gt(t.resetsAt, now)));
  return row ?? { hits: 0, resetsAt: null };
}

/** Takes back one hit of `key` in its window still open at `now`. */
export async function refundHit(database: Db, key: string, now: Date): Promise<void> {
  await database.db
    .update(t)
    .set({ hits: sql`${t.hits} - 1` })
    .where(and(eq(t.key, key), gt(t.hits, 0), gt(t.resetsAt, now)));
}

/** Forgets the windows that ended before `now`. */
export async function deleteEndedWindows(database: Db, now: Date): Promise<void> {
  await database.db.delete(t).where(lt(t.resetsAt, now));
}
