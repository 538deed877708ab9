import type { Database } from '../db/database';
import { lapsedLaunches } from '../db/repos/launch-leases';
import type { LeaseClock } from './lease';

// Every worker looks for launches whose run died holding its lease (lease.ts) and takes them over: a dead
// worker's launch resumes within LEASE_TTL_MS + LEASE_SCAN_MS, whatever pg-boss's heartbeat says. Taking over
// goes through the lease, so of several workers scanning at once exactly one runs the launch.

const LEASE_SCAN_MS = 500;

export interface LeaseScanOptions {
  /** Launches this process takes over at once, on top of its queue's jobs. */
  capacity: number;
  everyMs?: number;
  clock?: LeaseClock;
  onError?: (error: unknown) => void;
}

export class LeaseScan {
  private readonly running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private scanning: Promise<string[]> | null = null;

  constructor(
    private readonly database: Database,
    /** Runs the launch (under a lease of its own); never throws. */
    private readonly takeOver: (launchId: string) => Promise<void>,
    private readonly options: LeaseScanOptions,
  ) {}

  /** One pass: starts a takeover of each lapsed launch this process has room for; answers their ids. */
  scanOnce(): Promise<string[]> {
    this.scanning ??= this.scan().finally(() => (this.scanning = null));
    return this.scanning;
  }

  private async scan(): Promise<string[]> {
    const room = this.options.capacity - this.running.size;
    if (room <= 0) return [];
    const ids = (await lapsedLaunches(this.database, room + this.running.size, this.options.clock?.() ?? 0))
      .filter((id) => !this.running.has(id))
      .slice(0, room);
    for (const id of ids) {
      const run = this.takeOver(id).finally(() => this.running.delete(id));
      this.running.set(id, run);
    }
    return ids;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.scanOnce().catch(this.options.onError ?? (() => undefined)), this.options.everyMs ?? LEASE_SCAN_MS);
  }

  /** Stops scanning and waits for the takeovers under way, at most `timeoutMs` (what is left resumes elsewhere). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.scanning?.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled(this.running.values()), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  }
}
