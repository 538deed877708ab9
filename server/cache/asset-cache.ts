import type { AdAccount } from '../../lib/contract/assets';
import { REFRESH_ASSETS_LIMIT_MS } from '../../lib/rules/constants';
import { clearCachedAssets, findCachedAssets, lastRefresh, recordRefresh, storeCachedAssets } from '../db/repos/asset-cache';
import type { AppDeps } from '../deps';
import type { ReachedAccount } from '../platform/ad-accounts';
import { GraphError } from '../platform/graph-client';
import { loadMinimumBudgets } from '../platform/minimum-budgets';
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
  /** The account as this request already reached it: read with it, not reached again. */
  reached?: ReachedAccount;
}

/** A cached read: the cache when allowed, else the platform (reaching the account first). */
export async function readThroughCache<T>(
  deps: AppDeps,
  req: CachedList,
  load: (reached: ReachedAccount) => Promise<T>,
): Promise<{ data: T; isValid: boolean }> {
  const row = await findCachedAssets(deps.database, req.userId, req.accountId, req.kind);
  if (row) {
    const age = deps.now().getTime() - row.fetchedAt.getTime();
    const fresh = age < ASSET_CACHE_TTL_MS;
    if (age <= ASSET_CACHE_MAX_AGE_MS && (fresh || req.forceCache)) return { data: row.data as T, isValid: fresh };
  }
  const data = await load(req.reached ?? (await reachAccountCached(deps, req.userId, req.accountId)));
  await storeCachedAssets(deps.database, { userId: req.userId, accountId: req.accountId, kind: req.kind, data, fetchedAt: deps.now() });
  return { data, isValid: true };
}

/**
 * The ad account with the platform's minimum budgets per goal (docs/product-rules.md#currencies), cached with its
 * assets; as it was when the platform does not answer them (its one minimum applies then). A refused token or account
 * is not swallowed.
 */
export async function withMinimumBudgets(deps: AppDeps, userId: string, reached: ReachedAccount): Promise<AdAccount> {
  const { account } = reached;
  try {
    const { data } = await readThroughCache(deps, { userId, accountId: account.id, kind: 'minimum-budgets', reached }, ({ accessToken }) =>
      loadMinimumBudgets(deps, accessToken, account.id, account.data.currency),
    );
    return { ...account, data: { ...account.data, minDailyBudgets: data } };
  } catch (error) {
    if (error instanceof GraphError && !error.isAuthError && !error.isNotFoundOrForbidden)
      return { ...account, data: { ...account.data, minDailyBudgets: null } };
    throw error;
  }
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
  if (!(await recordRefresh(deps.database, userId, accountId, now, new Date(now.getTime() - REFRESH_ASSETS_LIMIT_MS)))) {
    const lastAt = (await lastRefresh(deps.database, userId, accountId)) ?? now;
    return { nextAllowedAt: new Date(lastAt.getTime() + REFRESH_ASSETS_LIMIT_MS) };
  }
  await clearCachedAssets(deps.database, userId, accountId);
  return { refreshedAt: now, nextAllowedAt: new Date(now.getTime() + REFRESH_ASSETS_LIMIT_MS) };
}
