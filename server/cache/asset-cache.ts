import { REFRESH_ASSETS_LIMIT_MS } from '../../lib/rules/constants';
import type { AppDeps } from '../deps';
import type { ReachedAccount } from '../platform/ad-accounts';
import { reachAccountCached } from './reach-cache';

// The asset cache (docs/product-rules.md#asset-calls-and-errors, answered by the asset routes through
// routes/account-scope.ts answerAsset): asset lists are kept per user, ad account and kind.
// - `forceCache=true` answers from the cache, with `isValid: false` when it is older than ASSET_CACHE_TTL_MS, so
//   the client calls again without the flag; with nothing cached it reads the platform.
// - Without the flag a fresh cache entry still serves, else the platform is read and the cache refreshed.
// - Refresh Assets (POST /facebook/assets/refresh) empties the user's cache of the account, at most once every
//   5 minutes per user and account (docs/product-rules.md#refresh-assets).
// A cached list is only ever answered to the user who read it, and never when older than a day, so an account
// that stopped being reachable stops answering from the cache soon after.

export const ASSET_CACHE_TTL_MS = 15 * 60_000;
const ASSET_CACHE_MAX_AGE_MS = 24 * 60 * 60_000;

interface CachedList {
  userId: string;
  accountId: string;
  /** The list (pages, pixels, ...). */
  kind: string;
  /** Answer from the cache even when it is stale (`isValid: false` then). */
  forceCache?: boolean;
}

/** A cached read: the cache when allowed, else the platform (reaching the account first). */
export async function readThroughCache<T>(
  deps: AppDeps,
  req: CachedList,
  load: (reached: ReachedAccount) => Promise<T>,
): Promise<{ data: T; isValid: boolean }> {
  const rows = await deps.database.query<{ data: T; fetched_at: Date | string }>(
    'SELECT data, fetched_at FROM asset_cache WHERE user_id = $1 AND account_id = $2 AND kind = $3',
    [req.userId, req.accountId, req.kind],
  );
  const row = rows[0];
  if (row) {
    const age = deps.now().getTime() - new Date(row.fetched_at).getTime();
    const fresh = age < ASSET_CACHE_TTL_MS;
    if (age <= ASSET_CACHE_MAX_AGE_MS && (fresh || req.forceCache)) return { data: row.data, isValid: fresh };
  }
  const data = await load(await reachAccountCached(deps, req.userId, req.accountId));
  await deps.database.query(
    `INSERT INTO asset_cache (user_id, account_id, kind, data, fetched_at) VALUES ($1, $2, $3, $4::jsonb, $5::timestamptz)
     ON CONFLICT (user_id, account_id, kind) DO UPDATE SET data = EXCLUDED.data, fetched_at = EXCLUDED.fetched_at`,
    [req.userId, req.accountId, req.kind, JSON.stringify(data), deps.now().toISOString()],
  );
  return { data, isValid: true };
}

/**
 * Takes the user's Refresh Assets turn for the account and empties its cache; null when the last refresh was
 * less than 5 minutes ago. One statement, so two refreshes at once cannot both pass.
 */
export async function takeRefreshTurn(
  deps: AppDeps,
  userId: string,
  accountId: string,
): Promise<{ refreshedAt: Date; nextAllowedAt: Date } | { nextAllowedAt: Date }> {
  const now = deps.now();
  const taken = await deps.database.query<{ refreshed_at: Date | string }>(
    `INSERT INTO asset_refreshes (user_id, account_id, refreshed_at) VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT (user_id, account_id) DO UPDATE SET refreshed_at = EXCLUDED.refreshed_at
     WHERE asset_refreshes.refreshed_at <= $4::timestamptz
     RETURNING refreshed_at`,
    [userId, accountId, now.toISOString(), new Date(now.getTime() - REFRESH_ASSETS_LIMIT_MS).toISOString()],
  );
  if (taken.length === 0) {
    const last = await deps.database.query<{ refreshed_at: Date | string }>('SELECT refreshed_at FROM asset_refreshes WHERE user_id = $1 AND account_id = $2', [
      userId,
      accountId,
    ]);
    const lastAt = last[0] ? new Date(last[0].refreshed_at) : now;
    return { nextAllowedAt: new Date(lastAt.getTime() + REFRESH_ASSETS_LIMIT_MS) };
  }
  await deps.database.query('DELETE FROM asset_cache WHERE user_id = $1 AND account_id = $2', [userId, accountId]);
  return { refreshedAt: now, nextAllowedAt: new Date(now.getTime() + REFRESH_ASSETS_LIMIT_MS) };
}
