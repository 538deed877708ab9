import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { countHit } from '../db/repos/rate-limits';
import type { AppDeps } from '../deps';
import { RetryLaterError } from './retry-later';

// 401 answers per client address (docs/limits.md#rate-limits), of session tokens that were looked up and are not live:
// a token with a valid tag (server/auth/session-token.ts) whose session expired, was revoked or never existed here, or
// one of the old shape until those end. Past the figure, those requests of the address get a 429 until the window ends;
// nothing else of the address is held back. A live session is always answered (telling it apart tells a guesser
// nothing: a tag cannot be made without the server's key, and 32 random bytes cannot be guessed), a made-up token is
// refused by its tag before any query and counts as a request without a session, and so does a request without a
// token: none of them can lock anyone out.
// A 401 is counted in the database, shared by every API process; the count that reaches the figure makes this process
// remember the address until the window ends, so the next refusal costs no count.

const WINDOW_MS = 10 * 60_000;
/** Addresses remembered as over the figure, at most (the oldest go first). */
const MAX_BLOCKED = 10_000;
const MESSAGE = 'Too many requests without a valid session.';

/** Per app (its deps): address key → the end of its window (ms). */
const blockedOf = new WeakMap<AppDeps, Map<string, number>>();

/** Before the 401 of a session token that is not live: counts it, or throws the 429 once the address is past the figure. */
export async function refuseNotLive(deps: AppDeps, request: FastifyRequest): Promise<void> {
  let blocked = blockedOf.get(deps);
  if (!blocked) blockedOf.set(deps, (blocked = new Map()));
  const key = `unauthorized:${normalizeIP(request.ip)}`;
  const now = deps.now().getTime();
  const until = blocked.get(key);
  if (until !== undefined && until > now) throw new RetryLaterError(429, MESSAGE, (until - now) / 1000);
  blocked.delete(key);
  const { hits, resetsAt } = await countHit(deps.database, key, WINDOW_MS, deps.now());
  const figure = deps.config.rateLimits.unauthorizedPerAddress;
  if (hits < figure) return;
  blocked.set(key, resetsAt.getTime());
  if (blocked.size > MAX_BLOCKED) blocked.delete(blocked.keys().next().value!);
  if (hits > figure) throw new RetryLaterError(429, MESSAGE, (resetsAt.getTime() - now) / 1000);
}
