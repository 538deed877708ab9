// Per ad account rate limiting with the score model, the hourly quota and the mutation cap, plus an optional
// per-user limit (17/2446079). Times come from the runtime's clock so tests can move it.
import { GraphError } from '../graph/errors';
import type { Tier } from '../state/world';
import { ACTIVE_AD_QUOTA, READ_POINTS, SCORE_DECAY_MS, TIERS, WRITE_POINTS } from './tiers';

interface Charge {
  t: number;
  points: number;
  write: boolean;
}
interface AccountState {
  /** The last hour's charges, oldest first; those from `scoreFrom` on are in the score's window. */
  charges: Charge[];
  scoreFrom: number;
  /** The points of the charges in the score's window. */
  points: number;
  blockedUntil: number;
  /** Times of the writes taken in the last second (oldest first): the mutation cap's window. */
  recentWrites: number[];
  counters: AccountCounters;
}

/** What an account took and refused since the last reset: benchmarks read these back (GET /__sim/limits). */
export interface AccountCounters {
  reads: number;
  writes: number;
  /** The most writes taken in any one second. */
  peakWritesPerSecond: number;
  /** Writes refused for the mutation cap (613/5044001): attempts above the account's limit. */
  overCapRefusals: number;
  /** Calls refused while the account was blocked (80004). */
  blockedRefusals: number;
  /** Calls refused for the hourly quota (613/1487742). */
  quotaRefusals: number;
  /** Blocks started by the score reaching the tier's maximum, or by POST /__sim/limits/block. */
  blocks: number;
}

export interface LimitConfig {
  tier: Tier;
  /** Calls per user in a rolling hour before 17/2446079; null = no user limit. */
  userCallsPerHour: number | null;
  /** Calling while blocked extends the block (Meta's advice: stop calling while limited). */
  extendBlockOnCall: boolean;
  /** Writes a second per app and account before 613/5044001; null = no cap. */
  mutationsPerSecond: number | null;
  /** Points before a block, in place of the tier's (benchmarks of very large launches); null = the tier's. */
  maxScore: number | null;
}

export interface AccountUsage {
  scorePct: number;
  resetSeconds: number;
  regainMinutes: number;
  hourlyPct: number;
  accessTier: string;
}

const HOUR = 3600_000;

const throttle = (message: string, code: number, subcode: number, userMsg: string): GraphError =>
  new GraphError({ message, code, subcode, isTransient: true, userTitle: 'Too many calls', userMsg });

export class RateLimiter {
  private accounts = new Map<string, AccountState>();
  private users = new Map<string, number[]>();
  private appCalls: number[] = [];

  constructor(private readonly config: LimitConfig) {}

  private state(accountId: string): AccountState {
    let s = this.accounts.get(accountId);
    if (!s) {
      s = {
        charges: [],
        scoreFrom: 0,
        points: 0,
        blockedUntil: 0,
        recentWrites: [],
        counters: { reads: 0, writes: 0, peakWritesPerSecond: 0, overCapRefusals: 0, blockedRefusals: 0, quotaRefusals: 0, blocks: 0 },
      };
      this.accounts.set(accountId, s);
    }
    return s;
  }

  /** The points charged in the last SCORE_DECAY_MS, forgetting charges older than an hour (times only grow). */
  private score(s: AccountState, now: number): number {
    while (s.scoreFrom < s.charges.length && now - s.charges[s.scoreFrom]!.t >= SCORE_DECAY_MS) {
      s.points -= s.charges[s.scoreFrom]!.points;
      s.scoreFrom += 1;
    }
    let expired = 0;
    while (expired < s.scoreFrom && now - s.charges[expired]!.t >= HOUR) expired += 1;
    if (expired > 0) {
      s.charges.splice(0, expired);
      s.scoreFrom -= expired;
    }
    return s.points;
  }

  /** Charges one call; throws the platform's throttle error when a limit is in force. */
  charge(opts: { accountId?: string; userId: string; write: boolean; now: number; activeAds: number }): void {
    const { now } = opts;
    this.appCalls = this.appCalls.filter((t) => now - t < HOUR);
    this.appCalls.push(now);
    if (this.config.userCallsPerHour !== null) {
      const calls = (this.users.get(opts.userId) ?? []).filter((t) => now - t < HOUR);
      if (calls.length >= this.config.userCallsPerHour) {
        this.users.set(opts.userId, calls);
        throw throttle('(#17) User request limit reached', 17, 2446079, 'This user made too many calls. Wait a bit and try again.');
      }
      calls.push(now);
      this.users.set(opts.userId, calls);
    }
    if (!opts.accountId) return;
    const tier = TIERS[this.config.tier];
    const maxScore = this.config.maxScore ?? tier.maxScore;
    const s = this.state(opts.accountId);
    if (s.blockedUntil > now) {
      if (this.config.extendBlockOnCall) s.blockedUntil = now + tier.blockMs;
      s.counters.blockedRefusals += 1;
      throw throttle(
        'There have been too many calls to this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.',
        80004,
        2446079,
        'There have been too many calls to this ad account. Wait a bit and try again.',
      );
    }
    const cap = this.config.mutationsPerSecond;
    while (s.recentWrites.length > 0 && now - s.recentWrites[0]! >= 1000) s.recentWrites.shift();
    if (opts.write && cap !== null && s.recentWrites.length >= cap) {
      s.counters.overCapRefusals += 1;
      throw throttle(
        '(#613) Calls to this api have exceeded the rate limit.',
        613,
        5044001,
        `More than ${cap} mutations a second for this app and ad account.`,
      );
    }
    this.score(s, now);
    if (s.charges.length >= tier.hourlyQuota + ACTIVE_AD_QUOTA * opts.activeAds) {
      s.counters.quotaRefusals += 1;
      throw throttle(
        '(#613) Calls to this api have exceeded the rate limit.',
        613,
        1487742,
        'There have been too many calls from this ad-account. Please wait a bit and try again.',
      );
    }
    const points = opts.write ? WRITE_POINTS : READ_POINTS;
    s.charges.push({ t: now, points, write: opts.write });
    s.points += points;
    if (opts.write) {
      s.recentWrites.push(now);
      s.counters.writes += 1;
      s.counters.peakWritesPerSecond = Math.max(s.counters.peakWritesPerSecond, s.recentWrites.length);
    } else s.counters.reads += 1;
    // The call that reaches the maximum succeeds; the block starts after it.
    if (this.score(s, now) >= maxScore) this.block(opts.accountId, now, tier.blockMs);
  }

  /** Blocks the account from `now` for `ms` (the score's block, or POST /__sim/limits/block). */
  block(accountId: string, now: number, ms: number): void {
    const s = this.state(accountId);
    s.blockedUntil = Math.max(s.blockedUntil, now + ms);
    s.counters.blocks += 1;
  }

  /** The counters of every account that was called, by account id. */
  counters(): Record<string, AccountCounters> {
    return Object.fromEntries([...this.accounts].map(([id, s]) => [id, { ...s.counters }]));
  }

  usage(accountId: string, now: number, activeAds: number): AccountUsage {
    const tier = TIERS[this.config.tier];
    const s = this.state(accountId);
    const score = this.score(s, now);
    const maxScore = this.config.maxScore ?? tier.maxScore;
    const blockedMs = Math.max(0, s.blockedUntil - now);
    const oldest = s.charges[s.scoreFrom];
    const decayMs = oldest ? SCORE_DECAY_MS - (now - oldest.t) : 0;
    const quota = tier.hourlyQuota + ACTIVE_AD_QUOTA * activeAds;
    return {
      scorePct: blockedMs > 0 ? 100 : Math.min(100, Math.round((score / maxScore) * 100)),
      resetSeconds: Math.ceil(Math.max(blockedMs, decayMs) / 1000),
      regainMinutes: Math.ceil(blockedMs / 60_000),
      hourlyPct: Math.min(100, Math.round((s.charges.length / quota) * 100)),
      accessTier: tier.accessTier,
    };
  }

  appUsagePct(now: number): number {
    this.appCalls = this.appCalls.filter((t) => now - t < HOUR);
    return Math.min(100, Math.round((this.appCalls.length / 200_000) * 100));
  }
}
