import type { Database } from '../db/database';
import { pingDatabase } from '../db/repos/ops';
import type { LaunchQueue } from '../deps';
import { cached } from './cached';

// Readiness (GET /ready, docs/operations.md#health-and-readiness): does this process reach the database and the
// launch queue? Each check within CHECK_TIMEOUT_MS (a database that hangs is as good as down), asked at most once
// a second however many probes ask: the route takes no session, so it must not let anyone load the database.

const CHECK_TIMEOUT_MS = 2000;
const CHECKED_EVERY_MS = 1000;

export type ReadinessCheck = 'database' | 'queue';

/** The checks that failed, with why (for the log only: the answer names the check). */
export type Readiness = () => Promise<Array<{ check: ReadinessCheck; error: unknown }>>;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function readinessOf(database: Database, queue: LaunchQueue): Readiness {
  const checks: Array<[ReadinessCheck, () => Promise<unknown>]> = [['database', () => pingDatabase(database)]];
  // A queue in this process's memory (tests) has nothing to reach.
  if (queue.status) checks.push(['queue', queue.status]);
  return cached(async () => {
    const results = await Promise.allSettled(checks.map(([, check]) => within(check(), CHECK_TIMEOUT_MS)));
    return results.flatMap((r, i) => (r.status === 'rejected' ? [{ check: checks[i]![0], error: r.reason as unknown }] : []));
  }, CHECKED_EVERY_MS);
}
