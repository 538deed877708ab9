import { setTimeout as sleep } from 'node:timers/promises';
import { initialPace, LATE_MS, overPace, reserveSlots, type PaceState } from './pace';

// Paces calls per ad account (platform-api-notes.md "Rate limits"): writes within the mutations a second
// (pace.ts), fewer requests in flight as the usage headers climb, nothing at all while the platform blocks the
// account (calling on extends the block), and other accounts unaffected. The pace and the blocks live in a
// PaceStore: in this process by default, in the database for the launch engine's workers
// (server/launch/account-pace.ts), so that several workers launching into one account stay under its limits
// together.

export { PLATFORM_MUTATIONS_PER_SECOND } from './pace';

const MAX_IN_FLIGHT = 64;
/** Backoff after a throttle answer that says nothing of when access returns. */
const THROTTLE_BACKOFF_MS = [1000, 2000, 5000, 15_000, 60_000];

/** Where an account's pace and block are kept: this process (LocalPace) or every worker's database. */
export interface PaceStore {
  /**
   * Reserves a start on the account's pace for each request (of `writes[i]` mutations), in order: answers how
   * long each is to wait (0 or less: go now), and the account's block as last shared (epoch ms, 0 when none).
   */
  reserve(accountId: string, writes: number[]): Promise<{ waits: number[]; blockedUntil: number }>;
  /** The platform refused writes for its cap: a slower pace for a while (pace.ts overPace). */
  overPaced(accountId: string): Promise<void>;
  /** Shares a block (epoch ms, on the governor's clock). */
  block(accountId: string, until: number): Promise<void>;
  /** The account's block as shared (epoch ms, 0 when none). */
  blockedUntil(accountId: string): Promise<number>;
}

/** The pace of one process: enough for a single worker, and for calls outside the launch engine. */
export class LocalPace implements PaceStore {
  private readonly accounts = new Map<string, PaceState>();

  constructor(private readonly now: () => number = Date.now) {}

  async reserve(accountId: string, writes: number[]): Promise<{ waits: number[]; blockedUntil: number }> {
    const now = this.now();
    const { state, starts } = reserveSlots(this.accounts.get(accountId) ?? initialPace(), now, writes);
    this.accounts.set(accountId, state);
    return { waits: starts.map((start) => start - now), blockedUntil: 0 };
  }

  async overPaced(accountId: string): Promise<void> {
    this.accounts.set(accountId, overPace(this.accounts.get(accountId) ?? initialPace(), this.now()));
  }

  /** The governor keeps this process's blocks itself. */
  async block(): Promise<void> {}

  async blockedUntil(): Promise<number> {
    return 0;
  }
}

interface AccountState {
  inFlight: number;
  blockedUntil: number;
  /** The highest of the usage percentages last reported for the account. */
  utilPct: number;
  resetSeconds: number;
  throttles: number;
  waiters: Array<{ maxWaitMs: number; resolve: (go: boolean) => void }>;
  timer: ReturnType<typeof setTimeout> | null;
  /** Requests waiting for their slots: reserved together, in one call of the store, while one is under way. */
  reserving: Array<{ writes: number; resolve: (slot: { waitMs: number; blockedUntil: number }) => void; reject: (error: unknown) => void }>;
  reserveBusy: boolean;
}

export interface Usage {
  utilPct: number;
  /** Minutes until a blocked account may call again (estimated_time_to_regain_access). */
  regainMinutes: number;
  resetSeconds: number;
}

export interface RateGovernorOptions {
  /** The platform's clock as the governor sees it (tests move it with the simulator's). */
  now?: () => number;
  /** Where the pace and blocks are kept; LocalPace (this process only) by default. */
  pace?: PaceStore;
  /** Reports a store that failed (a block not shared); the pace itself then fails the request. */
  onStoreError?: (error: unknown) => void;
}

export class RateGovernor {
  private readonly accounts = new Map<string, AccountState>();
  readonly now: () => number;
  private readonly pace: PaceStore;
  private readonly onStoreError: (error: unknown) => void;

  constructor(options: RateGovernorOptions | (() => number) = {}) {
    const o = typeof options === 'function' ? { now: options } : options;
    this.now = o.now ?? Date.now;
    this.pace = o.pace ?? new LocalPace(this.now);
    this.onStoreError = o.onStoreError ?? (() => undefined);
  }

  private state(accountId: string): AccountState {
    let s = this.accounts.get(accountId);
    if (!s) {
      s = { inFlight: 0, blockedUntil: 0, utilPct: 0, resetSeconds: 0, throttles: 0, waiters: [], timer: null, reserving: [], reserveBusy: false };
      this.accounts.set(accountId, s);
    }
    return s;
  }

  /** Requests allowed in flight for this usage: all the platform takes when low, one at a time near the limit. */
  static maxInFlight(utilPct: number): number {
    if (utilPct >= 95) return 1;
    if (utilPct >= 85) return 4;
    if (utilPct >= 75) return 16;
    return MAX_IN_FLIGHT;
  }

  blockedUntil(accountId: string): number {
    return this.state(accountId).blockedUntil;
  }

  /**
   * Waits until a request making `writes` mutations may be sent for the account (its place in flight, then its
   * writes' slots on the pace), and answers true: call release() after it. Answers false, at once, while the
   * account is blocked for longer than `maxWaitMs`.
   */
  async acquire(accountId: string, writes: number, maxWaitMs = Infinity): Promise<boolean> {
    const s = this.state(accountId);
    for (;;) {
      if (!(await this.permit(accountId, s, maxWaitMs))) return false;
      if (writes === 0) return true;
      let slot: { waitMs: number; blockedUntil: number };
      try {
        slot = await this.reserve(accountId, s, writes);
      } catch (error) {
        this.release(accountId);
        throw error;
      }
      const due = performance.now() + Math.max(0, slot.waitMs);
      if (slot.blockedUntil > this.now()) this.block(accountId, slot.blockedUntil, false);
      else if (slot.waitMs > 0) await sleep(slot.waitMs);
      // Blocked meanwhile (here or by another worker), or too late for its start: the start is given up.
      if (s.blockedUntil <= this.now() && performance.now() - due <= LATE_MS) return true;
      this.release(accountId);
    }
  }

  /** Queues the request's reservation: the requests that come while one call of the store is under way go in the next, together. */
  private reserve(accountId: string, s: AccountState, writes: number): Promise<{ waitMs: number; blockedUntil: number }> {
    return new Promise((resolve, reject) => {
      s.reserving.push({ writes, resolve, reject });
      void this.reserveQueued(accountId, s);
    });
  }

  private async reserveQueued(accountId: string, s: AccountState): Promise<void> {
    if (s.reserveBusy || s.reserving.length === 0) return;
    s.reserveBusy = true;
    const batch = s.reserving.splice(0);
    try {
      const { waits, blockedUntil } = await this.pace.reserve(
        accountId,
        batch.map((r) => r.writes),
      );
      batch.forEach((r, i) => r.resolve({ waitMs: waits[i]!, blockedUntil }));
    } catch (error) {
      for (const r of batch) r.reject(error);
    } finally {
      s.reserveBusy = false;
      void this.reserveQueued(accountId, s);
    }
  }

  release(accountId: string): void {
    const s = this.state(accountId);
    s.inFlight = Math.max(0, s.inFlight - 1);
    this.pump(accountId, s);
  }

  /** Usage headers of an answer, per account. */
  observe(accountId: string, usage: Usage): void {
    const s = this.state(accountId);
    s.utilPct = usage.utilPct;
    s.resetSeconds = usage.resetSeconds;
    if (usage.regainMinutes > 0) this.block(accountId, this.now() + usage.regainMinutes * 60_000);
    else if (usage.utilPct < 100) s.throttles = 0;
  }

  /**
   * More than the mutations a second the platform takes (613/5044001, seen when answers bunch up): send
   * slower, after a pause of one counting window. Not a block: nothing escalates.
   */
  async overPaced(accountId: string): Promise<void> {
    await this.pace.overPaced(accountId);
  }

  /** A throttle answer: blocked until `until` when the platform said so, else for a growing backoff. */
  throttled(accountId: string, until?: number): number {
    const s = this.state(accountId);
    const backoff = THROTTLE_BACKOFF_MS[Math.min(s.throttles, THROTTLE_BACKOFF_MS.length - 1)]!;
    s.throttles += 1;
    const end = Math.max(until ?? 0, this.now() + backoff);
    this.block(accountId, end);
    return end;
  }

  /** The platform (or another worker, `share` false) says the account is blocked until `until`. */
  block(accountId: string, until: number, share = true): void {
    const s = this.state(accountId);
    if (until <= s.blockedUntil) return;
    s.blockedUntil = until;
    if (share) this.pace.block(accountId, until).catch(this.onStoreError);
    this.pump(accountId, s);
  }

  /** Reads the account's block as every worker shared it; answers the block in force (epoch ms, or 0). */
  async syncBlock(accountId: string): Promise<number> {
    const shared = await this.pace.blockedUntil(accountId);
    if (shared > this.now()) this.block(accountId, shared, false);
    const until = this.state(accountId).blockedUntil;
    // Shared again in case the store missed it (a write that failed): the next worker must not call into it.
    if (until > this.now() && until > shared) await this.pace.block(accountId, until);
    return until > this.now() ? until : 0;
  }

  /** Waits for a place in flight while the account is not blocked; false when blocked beyond `maxWaitMs`. */
  private permit(accountId: string, s: AccountState, maxWaitMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      s.waiters.push({ maxWaitMs, resolve });
      this.pump(accountId, s);
    });
  }

  private pump(accountId: string, s: AccountState): void {
    if (s.timer) {
      clearTimeout(s.timer);
      s.timer = null;
    }
    for (;;) {
      const next = s.waiters[0];
      if (!next) return;
      const now = this.now();
      if (s.blockedUntil - now > next.maxWaitMs) {
        s.waiters.shift();
        next.resolve(false);
        continue;
      }
      if (s.blockedUntil > now) {
        s.timer = setTimeout(() => this.pump(accountId, s), s.blockedUntil - now);
        return;
      }
      if (s.inFlight >= RateGovernor.maxInFlight(s.utilPct)) return; // release() pumps again
      s.waiters.shift();
      s.inFlight += 1;
      next.resolve(true);
    }
  }
}

/** The usage per ad account in an answer's headers (X-Business-Use-Case-Usage, else X-Ad-Account-Usage). */
export function usageOfHeaders(headers: Headers, accountIdOfCall: string | null): Map<string, Usage> {
  const out = new Map<string, Usage>();
  const buc = parseJson(headers.get('x-business-use-case-usage'));
  if (buc && typeof buc === 'object') {
    for (const [id, entries] of Object.entries(buc as Record<string, unknown>)) {
      if (!Array.isArray(entries)) continue;
      for (const e of entries as Array<Record<string, unknown>>) {
        const utilPct = Math.max(num(e.call_count), num(e.total_cputime), num(e.total_time));
        const prev = out.get(`act_${id}`);
        out.set(`act_${id}`, {
          utilPct: Math.max(prev?.utilPct ?? 0, utilPct),
          regainMinutes: Math.max(prev?.regainMinutes ?? 0, num(e.estimated_time_to_regain_access)),
          resetSeconds: 0,
        });
      }
    }
  }
  const account = parseJson(headers.get('x-ad-account-usage')) as Record<string, unknown> | null;
  if (account && accountIdOfCall) {
    const prev = out.get(accountIdOfCall);
    out.set(accountIdOfCall, {
      utilPct: Math.max(prev?.utilPct ?? 0, num(account.acc_id_util_pct)),
      regainMinutes: prev?.regainMinutes ?? 0,
      resetSeconds: num(account.reset_time_duration),
    });
  }
  return out;
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
