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
  charges: Charge[];
  blockedUntil: number;
}

export interface LimitConfig {
  tier: Tier;
  /** Calls per user in a rolling hour before 17/2446079; null = no user limit. */
  userCallsPerHour: number | null;
  /** Calling while blocked extends the block (Meta's advice: stop calling while limited). */
  extendBlockOnCall: boolean;
  /** Writes a second per app and account before 613/5044001; null = no cap. */
  mutationsPerSecond: number | null;
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
      s = { charges: [], blockedUntil: 0 };
      this.accounts.set(accountId, s);
    }
    return s;
  }

  private score(s: AccountState, now: number): number {
    s.charges = s.charges.filter((c) => now - c.t < HOUR);
    return s.charges.filter((c) => now - c.t < SCORE_DECAY_MS).reduce((sum, c) => sum + c.points, 0);
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
    const s = this.state(opts.accountId);
    if (s.blockedUntil > now) {
      if (this.config.extendBlockOnCall) s.blockedUntil = now + tier.blockMs;
      throw throttle(
        'There have been too many calls to this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.',
        80004,
        2446079,
        'There have been too many calls to this ad account. Wait a bit and try again.',
      );
    }
    const cap = this.config.mutationsPerSecond;
    if (opts.write && cap !== null && s.charges.filter((c) => c.write && now - c.t < 1000).length >= cap) {
      throw throttle(
        '(#613) Calls to this api have exceeded the rate limit.',
        613,
        5044001,
        `More than ${cap} mutations a second for this app and ad account.`,
      );
    }
    this.score(s, now);
    if (s.charges.length >= tier.hourlyQuota + ACTIVE_AD_QUOTA * opts.activeAds) {
      throw throttle(
        '(#613) Calls to this api have exceeded the rate limit.',
        613,
        1487742,
        'There have been too many calls from this ad-account. Please wait a bit and try again.',
      );
    }
    s.charges.push({ t: now, points: opts.write ? WRITE_POINTS : READ_POINTS, write: opts.write });
    // The call that reaches the maximum succeeds; the block starts after it.
    if (this.score(s, now) >= tier.maxScore) s.blockedUntil = now + tier.blockMs;
  }

  usage(accountId: string, now: number, activeAds: number): AccountUsage {
    const tier = TIERS[this.config.tier];
    const s = this.state(accountId);
    const score = this.score(s, now);
    const blockedMs = Math.max(0, s.blockedUntil - now);
    const oldest = s.charges.find((c) => now - c.t < SCORE_DECAY_MS);
    const decayMs = oldest ? SCORE_DECAY_MS - (now - oldest.t) : 0;
    const quota = tier.hourlyQuota + ACTIVE_AD_QUOTA * activeAds;
    return {
      scorePct: blockedMs > 0 ? 100 : Math.min(100, Math.round((score / tier.maxScore) * 100)),
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
