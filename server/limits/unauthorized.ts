import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../auth/authenticate';
import { countHit } from '../db/repos/rate-limits';
import type { AppDeps } from '../deps';
import { RetryLaterError } from './retry-later';

// 401 answers per client address (docs/limits.md#rate-limits): past the figure, every request from that address is
// refused with a 429 before its session is looked up, until the window ends, so guessing sessions is slow (a valid
// session's request from that address waits too: telling them apart would tell the guesser which guess was right).
// Only a 401 of a request that carried a token counts: one without (a signed-out extension, a page's request) guesses
// nothing, and counting it let one signed-out browser lock out everyone behind its address. Those are held to the
// figure of requests without a session instead (rate-limits.ts), which never holds back a session.
// A 401 is counted in the database, shared by every API process; the answer of that count says when an address is
// over, which this process then remembers in memory, so refusing costs no query. Another process learns it from
// its own next 401 of that address.

const WINDOW_MS = 10 * 60_000;
/** Addresses remembered as over the figure, at most (the oldest go first). */
const MAX_BLOCKED = 10_000;

export function registerUnauthorizedLimit(app: FastifyInstance, deps: AppDeps): void {
  /** Address key → the end of its window (ms). */
  const blocked = new Map<string, number>();
  const keyOf = (ip: string) => `unauthorized:${normalizeIP(ip)}`;

  app.addHook('onRequest', async (request) => {
    const key = keyOf(request.ip);
    const until = blocked.get(key);
    if (until === undefined || request.routeOptions.url === '/health') return;
    const left = until - deps.now().getTime();
    if (left <= 0) blocked.delete(key);
    else throw new RetryLaterError(429, 'Too many requests without a valid session.', left / 1000);
  });
  // Counted before the 401 goes out, so the client's next request finds it. A 401 of a request whose session was
  // valid (the platform connection expired: reconnect), or that carried no token, is no guess.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 401 || request.auth || bearerToken(request) === null) return payload;
    const key = keyOf(request.ip);
    const { hits, resetsAt } = await countHit(deps.database, key, WINDOW_MS, deps.now());
    if (hits >= deps.config.rateLimits.unauthorizedPerAddress) {
      blocked.delete(key);
      blocked.set(key, resetsAt.getTime());
      if (blocked.size > MAX_BLOCKED) blocked.delete(blocked.keys().next().value!);
    }
    return payload;
  });
}
