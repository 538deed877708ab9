import { PgBoss, type ConstructorOptions, type JobWithMetadata } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { AppDeps, LaunchQueue } from '../deps';
import { deleteLaunchObjects } from './deletion';
import { executeLaunch, failLaunchAfterRetries, type EngineOptions } from './engine';
import { LeaseHeldError, LeaseLostError } from './lease';
import { LeaseScan } from './lease-scan';
import { launchLog } from './launch-log';
import { LaunchDeferredError } from './outcomes';
import { getLaunch } from '../db/repos/launches';
import { startFollowingAdReview } from '../ad-review/follow';
import { createAdReviewQueue, sendAdReviewCheck, workAdReviews } from '../ad-review/queue';

// The launch queue on pg-boss, in the same database. Delivery is at least once: the executor's ledger makes
// a re-run resume. A throw means retry, with the backoff stored in the database (docs/architecture.md#libraries-and-why). One
// job per launch at a time (singletonKey) runs its launch, its retry and its scheduled deletion. A worker that
// dies mid-launch is replaced within seconds by the lease scan (lease-scan.ts), well before pg-boss's heartbeat
// lapses; the job pg-boss then retries finds the launch running or finished and ends.

export const LAUNCH_QUEUE = 'launch';
const RETRY_LIMIT = 8;

/** A job's data is unknown until parsed: jobs from older code will arrive. */
const launchJobSchema = z.object({ launchId: z.uuid() });
type LaunchJob = z.infer<typeof launchJobSchema>;

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
    // Workers see queue state (a dead worker's launch back in retry) this often; pg-boss's default is 60 s.
    queueCacheIntervalSeconds: 5,
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
    // 2 s doubling to 5 min: transient trouble is retried soon, a lasting outage for about 8 minutes.
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 300,
    // pg-boss's own notice of a dead worker; the lease scan takes its launch over long before (lease-scan.ts).
    heartbeatSeconds: 10,
    expireInSeconds: 30 * 60,
  });
  await createAdReviewQueue(boss);
}

export function bossQueue(boss: PgBoss): LaunchQueue {
  return {
    async enqueue(launchId) {
      await boss.send(LAUNCH_QUEUE, { launchId } satisfies LaunchJob, { singletonKey: launchId });
    },
    followAdReview: (launchId, at) => sendAdReviewCheck(boss, launchId, at),
  };
}

/** Queues the launch's job again for `until` (a long rate-limit block, a deletion's due time). */
export type DeferLaunch = (launchId: string, until: Date) => Promise<void>;

function bossDefer(boss: PgBoss): DeferLaunch {
  return async (launchId, until) => {
    await boss.send(LAUNCH_QUEUE, { launchId } satisfies LaunchJob, { singletonKey: launchId, startAfter: until });
  };
}

/** Runs one launch job; exported so tests can run a job twice and see that nothing is duplicated. */
export async function handleLaunchJob(
  deps: AppDeps,
  job: Pick<JobWithMetadata<unknown>, 'id' | 'data' | 'retryCount'> & { retryLimit?: number },
  log: Logger,
  defer: DeferLaunch = async () => {
    throw new Error('This queue cannot defer a launch');
  },
  options: EngineOptions = {},
): Promise<void> {
  const parsed = launchJobSchema.safeParse(job.data);
  if (!parsed.success) {
    log.error({ jobId: job.id, issues: parsed.error.issues }, 'launch job with invalid data dropped');
    return;
  }
  const { launchId } = parsed.data;
  log = launchLog(log, launchId);
  try {
    const row = await getLaunch(deps.database, launchId);
    if (row?.deletionDueAt && !row.deletedAt) {
      if (row.deletionDueAt > deps.now()) return await defer(launchId, row.deletionDueAt);
      const deleted = await deleteLaunchObjects(deps, row);
      log.info({ launchId, deleted }, 'launch deleted as scheduled');
      return;
    }
    const status = await executeLaunch(deps, launchId, log, options);
    // Its ads' review is followed from now on (server/ad-review/follow.ts).
    if (status === 'COMPLETED' || status === 'COMPLETED_WITH_ISSUES') await startFollowingAdReview(deps, launchId);
  } catch (error) {
    if (error instanceof LeaseHeldError) {
      // A live run holds it (a worker pg-boss gave up on, or a takeover): it runs the launch to the end, and
      // should it die, the lease scan takes the launch over.
      log.info({ launchId, until: error.until }, 'launch is being run by another worker');
      return;
    }
    if (error instanceof LeaseLostError) {
      // The worker that took the launch over runs it to the end; this job has nothing left to do.
      log.warn({ launchId }, 'launch taken over by another worker; this run stopped');
      return;
    }
    if (error instanceof LaunchDeferredError) {
      log.warn({ launchId, until: error.until }, 'ad account rate limited; launch continues later');
      return await defer(launchId, error.until);
    }
    if (job.retryCount >= (job.retryLimit ?? RETRY_LIMIT)) {
      log.error({ jobId: job.id, launchId, err: error }, 'launch failed after its last retry');
      await failLaunchAfterRetries(deps, launchId, error);
      return;
    }
    log.warn({ jobId: job.id, launchId, retryCount: job.retryCount, err: error }, 'launch attempt failed, will retry');
    throw error;
  }
}

/**
 * Launches a worker takes over at once, per launch of its queue's: a dead worker's launches are under way, their
 * users watching, so they resume at once, beyond the queue's concurrency, rather than wait behind launches not yet
 * started (a launch mostly waits on its account's pace, so more of them at once cost little).
 */
const TAKEOVERS_PER_JOB = 4;

export interface LaunchWorkerOptions {
  /** Launches of the queue run at once by this process (and TAKEOVERS_PER_JOB times as many taken over). */
  concurrency?: number;
  pollingIntervalSeconds?: number;
}

export interface LaunchWorker {
  /** Stops taking launches over and waits for the takeovers under way (pg-boss's jobs stop with boss.stop). */
  stop(): Promise<void>;
}

export async function startLaunchWorker(deps: AppDeps, boss: PgBoss, log: Logger, options: LaunchWorkerOptions = {}): Promise<LaunchWorker> {
  const concurrency = options.concurrency ?? 4;
  const defer = bossDefer(boss);
  await boss.work<unknown>(
    LAUNCH_QUEUE,
    { includeMetadata: true, batchSize: 1, localConcurrency: concurrency, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async (jobs) => {
      for (const job of jobs) await handleLaunchJob(deps, job, log, defer);
    },
  );
  await workAdReviews(deps, boss, log);
  const scan = new LeaseScan(deps.database, (launchId) => takeOver(deps, launchId, log, defer), {
    capacity: concurrency * TAKEOVERS_PER_JOB,
    onError: (error) => log.warn({ err: error }, 'lease scan failed'),
  });
  scan.start();
  return { stop: () => scan.stop() };
}

/** Runs a launch whose worker died; what pg-boss would retry goes back on the queue, as a job of its own. */
export async function takeOver(deps: AppDeps, launchId: string, log: Logger, defer: DeferLaunch, options: EngineOptions = {}): Promise<void> {
  log.warn({ launchId }, 'taking over a launch whose worker stopped renewing its lease');
  // Counted once its lease is this run's: of several workers scanning at once, one takes the launch.
  const counted = { ...options, lease: { ...options.lease, onTaken: () => deps.metrics.tookOver() } };
  try {
    await handleLaunchJob(deps, { id: `takeover:${launchId}`, data: { launchId }, retryCount: 0 }, log, defer, counted);
  } catch {
    await defer(launchId, new Date(Date.now() + 2000)).catch((error: unknown) => log.error({ launchId, err: error }, 'could not queue the launch again'));
  }
}
