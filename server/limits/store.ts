import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { rateLimits } from '../db/schema';

// @fastify/rate-limit's store in Salvo's own database (table rate_limits, migration 0008_limits), so every API
// process on one database counts the same hits. A fixed window per key: the first hit opens it, one atomic upsert
// counts each hit (Postgres and PGlite lock the conflicting row, so concurrent hits are all counted), and a hit
// after `resets_at` opens the next window. Time is deps.now(), so tests can move the clock.

const HIT = `
INSERT INTO rate_limits (key, hits, resets_at) VALUES ($1, 1, $3)
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN rate_limits.resets_at <= $2 THEN 1 ELSE rate_limits.hits + 1 END,
  resets_at = CASE WHEN rate_limits.resets_at <= $2 THEN EXCLUDED.resets_at ELSE rate_limits.resets_at END
RETURNING hits, resets_at`;

/** Counts one hit of `key` in its window; answers the hits so far and the milliseconds left. */
export async function countHit(deps: AppDeps, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const now = deps.now();
  const [row] = await deps.database.query<{ hits: number; resets_at: Date | string }>(HIT, [key, now, new Date(now.getTime() + windowMs)]);
  if (!row) throw new Error('rate limit upsert returned nothing');
  return { current: Number(row.hits), ttl: Math.max(0, new Date(row.resets_at).getTime() - now.getTime()) };
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
