import { PgBoss, type ConstructorOptions, type JobWithMetadata } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { AppDeps, LaunchQueue } from '../deps';
import { executeLaunch, failLaunchAfterRetries } from './execute';

// The launch queue on pg-boss, in the same database. Delivery is at least once: the executor's ledger makes
// a re-run resume. A throw means retry, with the backoff stored in the database; a heartbeat lets another
// worker take over a launch whose worker died within seconds (architecture.md "Jobs").

export const LAUNCH_QUEUE = 'launch';
const RETRY_LIMIT = 8;

/** A job's data is unknown until parsed: jobs from older code will arrive. */
export const launchJobSchema = z.object({ launchId: z.uuid() });
export type LaunchJob = z.infer<typeof launchJobSchema>;

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface BossOptions {
  /** Seconds between the monitor's passes (expired jobs, missed heartbeats). */
  monitorIntervalSeconds?: number;
}

export function createBoss(database: Database, options: BossOptions = {}): PgBoss {
  const config: ConstructorOptions = {
    ...database.bossOptions,
    superviseIntervalSeconds: options.monitorIntervalSeconds ?? 5,
    monitorIntervalSeconds: options.monitorIntervalSeconds ?? 5,
    // Nothing here is scheduled with cron.
    schedule: false,
  };
  return new PgBoss(config);
}

/** Starts pg-boss (installing or migrating its schema) and makes the launch queue. */
export async function startBoss(boss: PgBoss, log: Logger): Promise<void> {
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(LAUNCH_QUEUE, {
    // At most one job queued and one running per launch (singletonKey = launch id).
    policy: 'stately',
    retryLimit: RETRY_LIMIT,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 300,
    heartbeatSeconds: 10,
    expireInSeconds: 30 * 60,
  });
}

export function bossQueue(boss: PgBoss): LaunchQueue {
  return {
    async enqueue(launchId) {
      await boss.send(LAUNCH_QUEUE, { launchId } satisfies LaunchJob, { singletonKey: launchId });
    },
  };
}

/** Runs one launch job; exported so tests can run a job twice and see that nothing is duplicated. */
export async function handleLaunchJob(deps: AppDeps, job: Pick<JobWithMetadata<unknown>, 'id' | 'data' | 'retryCount'> & { retryLimit?: number }, log: Logger): Promise<void> {
  const parsed = launchJobSchema.safeParse(job.data);
  if (!parsed.success) {
    log.error({ jobId: job.id, issues: parsed.error.issues }, 'launch job with invalid data dropped');
    return;
  }
  try {
    await executeLaunch(deps, parsed.data.launchId, log);
  } catch (error) {
    if (job.retryCount >= (job.retryLimit ?? RETRY_LIMIT)) {
      log.error({ jobId: job.id, launchId: parsed.data.launchId, err: error }, 'launch failed after its last retry');
      await failLaunchAfterRetries(deps, parsed.data.launchId, error);
      return;
    }
    log.warn({ jobId: job.id, launchId: parsed.data.launchId, retryCount: job.retryCount, err: error }, 'launch attempt failed, will retry');
    throw error;
  }
}

export interface LaunchWorkerOptions {
  /** Launches run at once by this process. */
  concurrency?: number;
  pollingIntervalSeconds?: number;
}

export async function startLaunchWorker(deps: AppDeps, boss: PgBoss, log: Logger, options: LaunchWorkerOptions = {}): Promise<string> {
  return boss.work<unknown>(
    LAUNCH_QUEUE,
    { includeMetadata: true, batchSize: 1, localConcurrency: options.concurrency ?? 4, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async (jobs) => {
      for (const job of jobs) await handleLaunchJob(deps, job, log);
    },
  );
}
