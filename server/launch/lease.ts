import crypto from 'node:crypto';
import os from 'node:os';
import type { Database } from '../db/database';
import { leaseUntil, releaseLease, renewLease, takeLease } from '../db/repos/launch-leases';
import type { LaunchRow } from '../db/repos/launches';

// The launch's lease: only the holder of the lease on the launch row runs it. A live run renews it twice a
// second; a run that dies stops renewing, and within LEASE_TTL_MS the lease lapses and the next lease scan of
// any worker takes the launch over (lease-scan.ts), long before pg-boss notices the dead worker's missed
// heartbeat. A run that loses its lease (it stalled past its time and another run took over) stops before its
// next platform write (LeaseLostError), so two workers never create side by side. Times are the database's
// (now()), so workers' clocks do not matter; tests move that clock forward with a LeaseClock, which moves the
// run's own measure of time since its last renewal with it.

/** How long a lease lasts unless renewed: a dead run's launch is free again this long after its last renewal. */
export const LEASE_TTL_MS = 3000;
/** Renewals of a live run, this often. */
const LEASE_RENEW_MS = 500;
/** The lease clock's offset from the database's now(), in ms: 0 but in tests. */
export type LeaseClock = () => number;
const realTime: LeaseClock = () => 0;

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

export interface LeaseOptions {
  ttlMs?: number;
  renewEveryMs?: number;
  clock?: LeaseClock;
  /** Called once the lease is taken (a takeover counts itself: server/ops/metrics.ts). */
  onTaken?: () => void;
}

/**
 * A held lease, renewed in the background. `ensure()` comes before each platform write: it throws once the
 * lease is lost, and renews first unless the lease holds for two thirds of its time still (the margin for a
 * stall between the check and the platform receiving the write; a stalled event loop runs no timers, so a
 * long stall is noticed here, not trusted).
 */
export class LaunchLease {
  private lost = false;
  /** Local monotonic time (plus the clock's offset) when the last successful renewal was sent: the lease holds until at least then + ttl. */
  private renewedAt: number;
  private timer: NodeJS.Timeout;
  private renewing: Promise<void> | null = null;

  private constructor(
    private readonly database: Database,
    readonly launchId: string,
    readonly owner: string,
    private readonly ttlMs: number,
    private readonly clock: LeaseClock,
    sentAt: number,
    renewEveryMs: number,
  ) {
    this.renewedAt = sentAt;
    this.timer = setInterval(() => void this.renew().catch(() => undefined), renewEveryMs);
    this.timer.unref();
  }

  /**
   * Takes the lease and answers it with the launch row read under it; LeaseHeldError if another run holds it,
   * null if there is no such launch.
   */
  static async take(database: Database, launchId: string, owner: string, options: LeaseOptions = {}): Promise<{ lease: LaunchLease; row: LaunchRow } | null> {
    const { ttlMs = LEASE_TTL_MS, renewEveryMs = Math.min(LEASE_RENEW_MS, Math.max(1, Math.floor(ttlMs / 6))), clock = realTime } = options;
    const sentAt = performance.now() + clock();
    const row = await takeLease(database, launchId, owner, ttlMs, clock());
    if (row) {
      options.onTaken?.();
      return { lease: new LaunchLease(database, launchId, owner, ttlMs, clock, sentAt, renewEveryMs), row };
    }
    const until = await leaseUntil(database, launchId);
    if (until === undefined) return null;
    throw new LeaseHeldError(until ?? new Date());
  }

  /** Throws LeaseLostError unless this run still holds the lease for two thirds of its time. */
  async ensure(): Promise<void> {
    if (!this.lost && this.localNow() - this.renewedAt > this.ttlMs / 3) await this.renew();
    if (this.lost) throw new LeaseLostError(`The lease on launch ${this.launchId} was taken by another worker`);
  }

  private localNow(): number {
    return performance.now() + this.clock();
  }

  private renew(): Promise<void> {
    this.renewing ??= (async () => {
      try {
        if (this.lost) return;
        const sentAt = this.localNow();
        if (await renewLease(this.database, this.launchId, this.owner, this.ttlMs, this.clock())) this.renewedAt = sentAt;
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
