// Paces calls per ad account (sim/README.md#rate-limits-simlimits): at most ~100 mutations a second, fewer
// requests in flight as the usage headers climb, nothing at all while the platform blocks the account (calling
// on extends the block), and other accounts unaffected. One governor per process; blocks are also shared
// between workers through the database by the launch engine.

/** The platform's cap is 100 mutations a second per app and account (613/5044001 beyond). */
export const PLATFORM_MUTATIONS_PER_SECOND = 100;
/** Sent evenly at this pace, with a margin for the jitter between sending and the platform's count. */
export const MUTATIONS_PER_SECOND = 90;
/** How far ahead of the even pace a request may go. */
const BURST_MS = 50;
/** After a mutation-cap refusal the pace drops by this factor, then climbs back 1 a second per 20 writes sent. */
const PACE_DROP = 0.8;
const MIN_PACE = 20;
const MAX_IN_FLIGHT = 64;
/** Backoff after a throttle answer that says nothing of when access returns. */
const THROTTLE_BACKOFF_MS = [1000, 2000, 5000, 15_000, 60_000];

interface AccountState {
  /** When the next mutation is due at the even pace. */
  paceAt: number;
  /** Mutations a second: MUTATIONS_PER_SECOND, lower for a while after the platform refused one for the cap. */
  pace: number;
  overPacedAt: number;
  inFlight: number;
  blockedUntil: number;
  /** The highest of the usage percentages last reported for the account. */
  utilPct: number;
  resetSeconds: number;
  throttles: number;
  waiters: Array<{ writes: number; maxWaitMs: number; resolve: (go: boolean) => void }>;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface Usage {
  utilPct: number;
  /** Minutes until a blocked account may call again (estimated_time_to_regain_access). */
  regainMinutes: number;
  resetSeconds: number;
}

export class RateGovernor {
  private readonly accounts = new Map<string, AccountState>();

  /** `now` is the platform's clock as the governor sees it (tests move it with the simulator's). */
  constructor(readonly now: () => number = Date.now) {}

  private state(accountId: string): AccountState {
    let s = this.accounts.get(accountId);
    if (!s) {
      s = {
        paceAt: 0,
        pace: MUTATIONS_PER_SECOND,
        overPacedAt: 0,
        inFlight: 0,
        blockedUntil: 0,
        utilPct: 0,
        resetSeconds: 0,
        throttles: 0,
        waiters: [],
        timer: null,
      };
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
   * Waits until a request making `writes` mutations may be sent for the account, and answers true: call
   * release() after it. Answers false, at once, while the account is blocked for longer than `maxWaitMs`.
   */
  acquire(accountId: string, writes: number, maxWaitMs = Infinity): Promise<boolean> {
    const s = this.state(accountId);
    return new Promise((resolve) => {
      s.waiters.push({ writes, maxWaitMs, resolve });
      this.pump(accountId, s);
    });
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
  overPaced(accountId: string): void {
    const s = this.state(accountId);
    const now = this.now();
    // The answers of one episode arrive one after another: the pace drops once for all of them.
    if (now - s.overPacedAt < 1000) return;
    s.overPacedAt = now;
    s.pace = Math.max(MIN_PACE, s.pace * PACE_DROP);
    s.paceAt = Math.max(s.paceAt, now + 1000);
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

  /** Another worker (or a header) says the account is blocked until `until`. */
  block(accountId: string, until: number): void {
    const s = this.state(accountId);
    if (until <= s.blockedUntil) return;
    s.blockedUntil = until;
    this.pump(accountId, s);
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
      let wait = 0;
      if (s.blockedUntil > now) wait = s.blockedUntil - now;
      else if (s.inFlight >= RateGovernor.maxInFlight(s.utilPct))
        return; // release() pumps again
      else if (next.writes > 0 && s.paceAt - BURST_MS > now) wait = s.paceAt - BURST_MS - now;
      if (wait > 0) {
        s.timer = setTimeout(() => this.pump(accountId, s), wait);
        return;
      }
      s.waiters.shift();
      s.inFlight += 1;
      if (next.writes > 0) {
        s.paceAt = Math.max(s.paceAt, now) + (next.writes * 1000) / s.pace;
        s.pace = Math.min(MUTATIONS_PER_SECOND, s.pace + next.writes / 20);
      }
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
