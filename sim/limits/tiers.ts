// Access tiers and their limits (sim/README.md#rate-limits-simlimits): an ad account score where a
// read costs 1 and a write 3, decaying over 300 s; blocked for 300 s (development, limited) or 60 s (full) when the
// tier's maximum is reached; an hourly ads_management quota; at most 100 mutations a second per app and account.
import type { Tier } from '../state/world';

export interface TierLimits {
  maxScore: number;
  blockMs: number;
  /** Hourly ads_management calls per account, before 40 per active ad. */
  hourlyQuota: number;
  /** Value of ads_api_access_tier in the usage headers. */
  accessTier: string;
}

export const TIERS: Record<Tier, TierLimits> = {
  development: { maxScore: 60, blockMs: 300_000, hourlyQuota: 300, accessTier: 'development_access' },
  limited: { maxScore: 60, blockMs: 300_000, hourlyQuota: 100_000, accessTier: 'development_access' },
  full: { maxScore: 9000, blockMs: 60_000, hourlyQuota: 100_000, accessTier: 'standard_access' },
};

export const SCORE_DECAY_MS = 300_000;
export const READ_POINTS = 1;
export const WRITE_POINTS = 3;
export const MUTATIONS_PER_SECOND = 100;
export const ACTIVE_AD_QUOTA = 40;
