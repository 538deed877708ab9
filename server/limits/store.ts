import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { countHit as countHitRow, deleteEndedWindows, refundHit as refundHitRow } from '../db/repos/rate-limits';
import type { AppDeps } from '../deps';

// @fastify/rate-limit's store in Salvo's own database (table rate_limits, server/db/repos/rate-limits.ts), so
// every API process on one database counts the same hits, in a fixed window per key. Time is deps.now(), so
// tests can move the clock.

/** Counts one hit of `key` in its window; answers the hits so far and the milliseconds left. */
async function countHit(deps: AppDeps, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const now = deps.now();
  const row = await countHitRow(deps.database, key, windowMs, now);
  return { current: row.hits, ttl: Math.max(0, row.resetsAt.getTime() - now.getTime()) };
}

/** Takes back one hit of `key` in its current window (a request the limit counts only when it succeeds). */
export async function refundHit(deps: AppDeps, key: string): Promise<void> {
  await refundHitRow(deps.database, key, deps.now());
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
  await deleteEndedWindows(deps.database, deps.now());
}
