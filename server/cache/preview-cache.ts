import crypto from 'node:crypto';
import type { AppDeps } from '../deps';
import type { PreviewFrame } from '../platform/previews-api';

// A review is opened again and again while the buyer goes back to Step 2 and returns: the platform's previews of the
// same creative specs in the same formats are remembered for 10 minutes per user and account (in memory, per API
// process), so a review seen again asks the platform nothing (docs/limits.md#ad-previews). A user's are forgotten at once
// when the platform's callbacks delete their data or deauthorize the app (server/auth/platform-callbacks.ts).

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 500;
const caches = new WeakMap<AppDeps, Map<string, { at: number; frames: PreviewFrame[] }>>();

function cacheOf(deps: AppDeps) {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map()));
  return cache;
}

/** The key of one batch of previews: who asks, where, and exactly what is sent. */
export function previewKey(userId: string, accountId: string, sent: unknown): string {
  const digest = crypto
    .createHash('sha256')
    .update(JSON.stringify([accountId, sent]))
    .digest('hex');
  return `${userId}|${digest}`;
}

export async function previewsCached(deps: AppDeps, key: string, load: () => Promise<PreviewFrame[]>): Promise<PreviewFrame[]> {
  const cache = cacheOf(deps);
  const now = deps.now().getTime();
  const hit = cache.get(key);
  if (hit && now - hit.at >= 0 && now - hit.at < TTL_MS) return hit.frames;
  const frames = await load();
  // Not what is worth asking again soon: a transient failure, a rate limit, a refused token (signing in again mends it).
  if (frames.some((f) => f.kind === 'refused' && (f.error.isTransient || f.error.isRateLimit || f.error.isAuthError))) return frames;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { at: now, frames });
  return frames;
}

/** Forgets every remembered preview of a user (their data was deleted, or they removed the app). */
export function forgetPreviews(deps: AppDeps, userId: string): void {
  const cache = caches.get(deps);
  if (!cache) return;
  for (const key of cache.keys()) if (key.startsWith(`${userId}|`)) cache.delete(key);
}
