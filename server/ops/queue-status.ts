import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database';
import { oldestReadyJobSeconds } from '../db/repos/ops';
import { LAUNCH_QUEUE } from '../launch/queue';

// The launch queue as an operator sees it (docs/operations.md#metrics): its jobs by state as pg-boss counts them on
// each monitor pass, and how long the oldest due job has waited. Reading it is also the readiness check of the queue.

export interface QueueStatus {
  /** Due, waiting for a worker. */
  ready: number;
  /** Due later: a retry's backoff, an account's block, a scheduled deletion. */
  deferred: number;
  active: number;
  /** Given up on by pg-boss, still kept (a launch's own last retry completes its job: queue.ts). */
  failed: number;
  oldestReadySeconds: number;
}

/** Reads the queue through this process's pg-boss; throws once it stopped or when its tables cannot be read. */
export function queueStatusOf(boss: PgBoss, database: Database): () => Promise<QueueStatus> {
  let stopped = false;
  boss.on('stopped', () => (stopped = true));
  const schema = database.bossOptions.schema ?? 'pgboss';
  return async () => {
    if (stopped) throw new Error('pg-boss is stopped');
    const queue = await boss.getQueue(LAUNCH_QUEUE);
    if (!queue) throw new Error(`pg-boss has no queue ${LAUNCH_QUEUE}`);
    return {
      ready: queue.readyCount,
      deferred: queue.deferredCount,
      active: queue.activeCount,
      failed: queue.failedCount,
      oldestReadySeconds: await oldestReadyJobSeconds(database, schema, LAUNCH_QUEUE),
    };
  };
}
