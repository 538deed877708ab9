import { NoPlatformConnectionError } from '../auth/sessions';
import { encryptedPlatformToken } from '../db/repos/users';
import type { AppDeps } from '../deps';
import { reachAccount, type ReachedAccount } from '../platform/ad-accounts';

// Opening the launch dialog makes a dozen account-scoped calls; reaching the account for each would double their
// cost against the ad account's rate limit (60 points per 300 s on the limited tier). A reach is remembered for a
// minute per user, account and stored platform token (a new sign-in stores a new token, so it is a new key), and
// forgotten as soon as the platform refuses the token or the account.

const REACH_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 5000;
const caches = new WeakMap<AppDeps, Map<string, { at: number; reached: ReachedAccount }>>();

function cacheOf(deps: AppDeps) {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map()));
  return cache;
}

export async function reachAccountCached(deps: AppDeps, userId: string, accountId: string): Promise<ReachedAccount> {
  const encrypted = await encryptedPlatformToken(deps.database, userId);
  if (encrypted === null) throw new NoPlatformConnectionError('This user has no platform connection');
  const key = `${userId}|${accountId}|${encrypted.slice(-24)}`;
  const cache = cacheOf(deps);
  const hit = cache.get(key);
  const now = deps.now().getTime();
  if (hit && now - hit.at >= 0 && now - hit.at < REACH_CACHE_TTL_MS) return hit.reached;
  const reached = await reachAccount(deps, userId, accountId);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { at: now, reached });
  return reached;
}

/** Forgets every remembered reach of a user (the platform refused their token or one of their accounts). */
export function forgetReaches(deps: AppDeps, userId: string): void {
  const cache = caches.get(deps);
  if (!cache) return;
  for (const key of cache.keys()) if (key.startsWith(`${userId}|`)) cache.delete(key);
}
