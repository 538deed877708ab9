// The usage headers on every answer: X-App-Usage always; X-Ad-Account-Usage and X-Business-Use-Case-Usage for
// the ad accounts the call touched. Each value is a JSON string, as on the platform.
import type { RateLimiter } from './rate-limiter';

export function usageHeaders(limiter: RateLimiter, accounts: Iterable<string>, now: number, activeAds: (accountId: string) => number): Record<string, string> {
  const app = limiter.appUsagePct(now);
  const headers: Record<string, string> = { 'x-app-usage': JSON.stringify({ call_count: app, total_cputime: app, total_time: app }) };
  const buc: Record<string, unknown[]> = {};
  let first: ReturnType<RateLimiter['usage']> | undefined;
  for (const accountId of accounts) {
    const u = limiter.usage(accountId, now, activeAds(accountId));
    first ??= u;
    buc[accountId.replace(/^act_/, '')] = [
      {
        type: 'ads_management',
        call_count: u.hourlyPct,
        total_cputime: u.scorePct,
        total_time: u.scorePct,
        estimated_time_to_regain_access: u.regainMinutes,
        ads_api_access_tier: u.accessTier,
      },
    ];
  }
  if (first) {
    headers['x-ad-account-usage'] = JSON.stringify({
      acc_id_util_pct: first.scorePct,
      reset_time_duration: first.resetSeconds,
      ads_api_access_tier: first.accessTier,
    });
    headers['x-business-use-case-usage'] = JSON.stringify(buc);
  }
  return headers;
}
