import crypto from 'node:crypto';
import os from 'node:os';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { launches } from '../db/schema';
import type { LaunchRow } from './store';

// The launch's lease: pg-boss hands a launch to another worker when the first misses its heartbeat, even if
// that worker is only stalled and wakes up later. Only the holder of the lease on the launch row runs it; a
// run that loses its lease stops before its next platform write (LeaseLostError), so two workers never
// create side by side. Times are the database's (now()), so workers' clocks do not matter.

/** How long a lease lasts unless renewed; a dead worker's launch is free again this long after its last renewal. */
export const LEASE_TTL_MS = 15_000;

/** Another run holds the launch's lease: this one did not start (nothing written); try again after `until`. */
export class LeaseHeldError extends Error {
  override name = 'LeaseHeldError';
  constructor(readonly until: Date) {
    super(`Another worker is running this launch (its lease runs until ${until.toISOString()})`);
  }
}

/** This run's lease was taken by another run: it stopped before its next platform write. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

/** A run's owner id: the process (for whoever reads the row) and a random part (two runs in one process differ). */
export const newLeaseOwner = (): string => `${os.hostname()}:${process.pid}:${crypto.randomUUID()}`;

/**
 * Takes (or renews) the lease with one atomic UPDATE: free, expired, or already ours. Answers the launch row
 * as it is now, or null when another run holds it (or the launch does not exist).
 */
export async function takeLease(database: Database, launchId: string, owner: string, ttlMs: number): Promise<LaunchRow | null> {
  const rows = await database.db
    .update(launches)
    .set({ leaseOwner: owner, leaseUntil: sql`now() + ${ttlMs}::integer * interval '1 millisecond'` })
    .where(and(eq(launches.id, launchId), or(isNull(launches.leaseUntil), lt(launches.leaseUntil, sql`now()`), eq(launches.leaseOwner, owner))))
    .returning();
  return rows[0] ?? null;
}

/**
 * Renews a lease only while the row still names this owner, even if it lapsed meanwhile: any other run that
 * took it (or took, finished and released it) changed the owner, and this run's picture of the launch is stale.
 */
export async function renewLease(database: Database, launchId: string, owner: string, ttlMs: number): Promise<boolean> {
  const rows = await database.db
    .update(launches)
    .set({ leaseUntil: sql`now() + ${ttlMs}::integer * interval '1 millisecond'` })
    .where(and(eq(launches.id, launchId), eq(launches.leaseOwner, owner)))
    .returning({ id: launches.id });
  return rows.length > 0;
}

export async function releaseLease(database: Database, launchId: string, owner: string): Promise<void> {
  await database.db
    .update(launches)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(eq(launches.id, launchId), eq(launches.leaseOwner, owner)));
}

/**
 * A held lease, renewed in the background every third of its time. `ensure()` comes before each platform
 * write: it throws once the lease is lost, and renews first if the renewals have not run for a while (a
 * stalled event loop runs no timers, so a long stall is noticed here, not trusted).
 */
export class LaunchLease {
  private lost = false;
  /** Local monotonic time when the last successful renewal was sent: the lease holds until at least then + ttl. */
  private renewedAt: number;
  private timer: NodeJS.Timeout;
  private renewing: Promise<void> | null = null;

  private constructor(
    private readonly database: Database,
    readonly launchId: string,
    readonly owner: string,
    private readonly ttlMs: number,
    sentAt: number,
    renewEveryMs: number,
  ) {
    this.renewedAt = sentAt;
    this.timer = setInterval(() => void this.renew().catch(() => undefined), renewEveryMs);
    this.timer.unref();
  }

  /**
   * Takes the lease and answers it with the launch row read under it; LeaseHeldError if another run holds it,
   * null if there is no such launch. `renewEveryMs` defaults to a third of `ttlMs`.
   */
  static async take(
    database: Database,
    launchId: string,
    owner: string,
    ttlMs = LEASE_TTL_MS,
    renewEveryMs = Math.max(1, Math.floor(ttlMs / 3)),
  ): Promise<{ lease: LaunchLease; row: LaunchRow } | null> {
    const sentAt = performance.now();
    const row = await takeLease(database, launchId, owner, ttlMs);
    if (row) return { lease: new LaunchLease(database, launchId, owner, ttlMs, sentAt, renewEveryMs), row };
    const held = await database.db.select({ until: launches.leaseUntil }).from(launches).where(eq(launches.id, launchId)).limit(1);
    if (!held[0]) return null;
    throw new LeaseHeldError(held[0].until ?? new Date());
  }

  /** Throws LeaseLostError unless this run still holds the lease for a good while (a third of its time). */
  async ensure(): Promise<void> {
    if (!this.lost && performance.now() - this.renewedAt > (this.ttlMs * 2) / 3) await this.renew();
    if (this.lost) throw new LeaseLostError(`The lease on launch ${this.launchId} was taken by another worker`);
  }

  private renew(): Promise<void> {
    this.renewing ??= (async () => {
      try {
        if (this.lost) return;
        const sentAt = performance.now();
        if (await renewLease(this.database, this.launchId, this.owner, this.ttlMs)) this.renewedAt = sentAt;
        else this.lost = true;
      } finally {
        this.renewing = null;
      }
    })();
    return this.renewing;
  }

  /** Ends the renewals and frees the launch for the next run at once (kept if another run holds it). */
  async release(): Promise<void> {
    clearInterval(this.timer);
    await this.renewing?.catch(() => undefined);
    await releaseLease(this.database, this.launchId, this.owner);
  }
}
