import type { ErrorResponse } from '../../lib/contract/common';
import type { AppDeps } from '../deps';
import { sha256Hex } from './token-crypto';

// POST /auth/token asks the platform's debug_token about every token it is given, with the app's own token: the
// same made-up token sent again and again would spend the app's platform quota (docs/security.md "Sign-in for
// API clients"). The platform's refusal of a token is remembered for a minute by the token's hash, at most
// 10,000 of them (the oldest go first), so asking again is refused without calling the platform. Per process.

export const REFUSAL_TTL_MS = 60_000;
export const MAX_REFUSALS = 10_000;

export interface Refusal {
  status: 400 | 401;
  body: ErrorResponse;
}

const caches = new WeakMap<AppDeps, Map<string, { at: number; refusal: Refusal }>>();

function cacheOf(deps: AppDeps) {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map()));
  return cache;
}

export function rememberedRefusal(deps: AppDeps, accessToken: string): Refusal | undefined {
  const cache = cacheOf(deps);
  const key = sha256Hex(accessToken);
  const hit = cache.get(key);
  if (!hit) return undefined;
  const age = deps.now().getTime() - hit.at;
  if (age >= 0 && age < REFUSAL_TTL_MS) return hit.refusal;
  cache.delete(key);
  return undefined;
}

export function rememberRefusal(deps: AppDeps, accessToken: string, refusal: Refusal): void {
  const cache = cacheOf(deps);
  const key = sha256Hex(accessToken);
  cache.delete(key);
  if (cache.size >= MAX_REFUSALS) cache.delete(cache.keys().next().value as string);
  cache.set(key, { at: deps.now().getTime(), refusal });
}
