import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql, type Placeholder } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { rateLimits } from '../db/schema';

// @fastify/rate-limit's store in Salvo's own database (table rate_limits, migration 0008_limits), so every API
// process on one database counts the same hits. A fixed window per key: the first hit opens it, one atomic upsert
// counts each hit (Postgres and PGlite lock the conflicting row, so concurrent hits are all counted), and a hit
// after `resets_at` opens the next window. Time is deps.now(), so tests can move the clock.

const t = rateLimits;

/**
 * What an upsert of a key's hit sets when the key has a row: a window that ended at `now` opens again at the new
 * row's end (`excluded`), one still open counts one more. The status poll counts its hit with it too, inside its
 * one statement (server/routes/launch-status.ts).
 */
export const hitOnConflict = (now: Date | Placeholder) => ({
  target: t.key,
  set: {
    hits: sql`CASE WHEN ${t.resetsAt} <= ${now} THEN 1 ELSE ${t.hits} + 1 END`,
    resetsAt: sql`CASE WHEN ${t.resetsAt} <= ${now} THEN excluded.resets_at ELSE ${t.resetsAt} END`,
  },
});

/** Counts one hit of `key` in its window; answers the hits so far and the milliseconds left. */
export async function countHit(deps: AppDeps, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const now = deps.now();
  const [row] = await deps.database.db
    .insert(t)
    .values({ key, hits: 1, resetsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate(hitOnConflict(now))
    .returning({ hits: t.hits, resetsAt: t.resetsAt });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return { current: row.hits, ttl: Math.max(0, row.resetsAt.getTime() - now.getTime()) };
}

/** Takes back one hit of `key` in its current window (a request the limit counts only when it succeeds). */
export async function refundHit(deps: AppDeps, key: string): Promise<void> {
  await deps.database.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND resets_at > $2', [key, deps.now()]);
}

/** The store class @fastify/rate-limit constructs; every limit shares it (their keys start with the limit's name). */
export function databaseStore(deps: AppDeps): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(deps, key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** Windows that ended: their rows are only clutter (the periodic sweep, server/sweeps.ts). */
export async function sweepRateLimits(deps: AppDeps): Promise<void> {
  await deps.database.db.delete(rateLimits).where(lt(rateLimits.resetsAt, deps.now()));
}
