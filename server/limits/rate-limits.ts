import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sessionTokenOf } from '../auth/session-token';
import { errorResponseSchema } from '../../lib/contract/common';
import type { RateLimitConfig } from '../config';
import type { AppDeps } from '../deps';
import { verifyFileSignature } from '../library/storage';
import { costOf, registerBudgets } from './budgets';
import { RetryLaterError } from './retry-later';
import { databaseStore, refundHit } from './store';

// Every rate limit of the API, attached here and nowhere else (docs/limits.md gives the figures and their
// reasons). @fastify/rate-limit counts in the database (store.ts), so API processes sharing DATABASE_URL share
// the counts. A limit is per client address (the routes that take no session) or per user (everything with a
// session), decided by the route, never by what the request's Authorization holds, and counts from the point of the
// request it names: sign-ins before anything runs, uploads before the body is read, launches once the payload has
// its shape. Launches and uploads count only what is accepted: a request
// answered with an error gives its hit back when it ends (so a refused payload is not a launch), unless refusing it
// cost platform calls or an image decode (budgets.ts); every hit is counted first, atomically, so a burst of
// concurrent requests cannot slip past the figure. Over the limit: 429 with Retry-After and `{success: false, error}`
// saying when to try again. Beside the counts, each user's budgets of platform calls and decodes (budgets.ts), and
// each address's 401s of session tokens that are not live (unauthorized.ts, counted where the session is looked up).

const MINUTE = 60_000;
const TEN_MINUTES = 10 * MINUTE;

type Hook = 'onRequest' | 'preParsing' | 'preHandler';

interface Limit {
  /** Prefix of its keys in rate_limits. */
  name: string;
  per: 'address' | 'user';
  max: (limits: RateLimitConfig) => number;
  windowMs: number;
  hook: Hook;
  /** What the 429 says, before "Try again in …". */
  message: string;
  /** Counts only the requests answered 2xx, or that cost platform calls or a decode (the others give their hit back). */
  acceptedOnly?: boolean;
  covers(method: string, url: string): boolean;
}

/** The /auth routes that need a session: they count as any other request of the user. */
const SESSION_AUTH_ROUTES = new Set(['/auth/me', '/auth/plan', '/auth/logout', '/auth/logout-all']);
/** Chunks of an upload (its start counted as an upload): a 1 GB video is 2,048 of them. */
const isUploadChunk = (method: string, url: string) => method === 'PUT' && url === '/library/uploads/:id';

/** A sign-in route's limit: per client address (there is no session yet), counted before anything runs. */
const signInLimit = (name: string, max: Limit['max'], covers: Limit['covers']): Limit => ({
  name,
  per: 'address',
  max,
  windowMs: TEN_MINUTES,
  hook: 'onRequest',
  message: 'Too many sign-in attempts.',
  covers,
});

const LIMITS: Limit[] = [
  signInLimit(
    'token-sign-in',
    (l) => l.tokenSignInPerAddress,
    (method, url) => method === 'POST' && url === '/auth/token',
  ),
  // Every route under /auth/ that needs no session, so a sign-in route added later is limited too.
  signInLimit(
    'sign-in',
    (l) => l.signInPerAddress,
    (_method, url) => url.startsWith('/auth/') && !SESSION_AUTH_ROUTES.has(url) && url !== '/auth/token',
  ),
  {
    name: 'launches',
    per: 'user',
    max: (l) => l.launchesPerUser,
    windowMs: TEN_MINUTES,
    hook: 'preHandler',
    message: 'Too many launches in a short time.',
    acceptedOnly: true,
    covers: (method, url) =>
      method === 'POST' &&
      ['/facebook/adlauncher', '/campaign-launches/:id/retry', '/campaign-launches/:id/delete', '/campaign-launches/:id/schedule-deletion'].includes(url),
  },
  // A review reads the platform (the account, the objects the launch goes into, the saved audience) whether or not the
  // launch is allowed, and so do its ad previews: every one counts.
  {
    name: 'launch-plans',
    per: 'user',
    max: (l) => l.plansPerUser,
    windowMs: TEN_MINUTES,
    hook: 'preHandler',
    message: 'Too many launch reviews in a short time.',
    covers: (method, url) => method === 'POST' && (url === '/facebook/adlauncher/plan' || url === '/facebook/adlauncher/previews'),
  },
  {
    name: 'uploads',
    per: 'user',
    max: (l) => l.uploadsPerUser,
    windowMs: TEN_MINUTES,
    hook: 'preParsing',
    message: 'Too many uploads in a short time.',
    acceptedOnly: true,
    covers: (method, url) =>
      (method === 'POST' && url === '/library/uploads') ||
      (method === 'PUT' && (url === '/library/creatives/upload' || url === '/library/creatives/:id/poster')),
  },
];

/**
 * The ceilings on everything a user does with a session, before the body is parsed: upload chunks counted apart
 * (against the same figure: 1,200 chunks a minute is 600 MB), so a large upload leaves the side panel its own.
 */
const ceiling = (name: string, covers: Limit['covers']): Limit => ({
  name,
  per: 'user',
  max: (l) => l.requestsPerUser,
  windowMs: MINUTE,
  hook: 'preParsing',
  message: 'Too many requests.',
  covers,
});
const CEILINGS: Limit[] = [ceiling('requests', (method, url) => !isUploadChunk(method, url)), ceiling('upload-chunks', isUploadChunk)];

const PLATFORM_CALLBACKS = new Set(['/facebook/deauthorize', '/facebook/data-deletion']);
const isSignInRoute = (url: string) => url.startsWith('/auth/') && !SESSION_AUTH_ROUTES.has(url);

/**
 * Requests without a session, per address, before anything runs: every route that takes no session, whatever the
 * request's Authorization holds (the plans page, the deletion's page, the operators' routes, unknown paths), and a
 * route that takes one asked without a session token worth looking up (none, or one whose tag fails: a made-up token,
 * a signed-out extension's calls). A session token on a route that takes one is the per-user ceiling's, or a 401
 * (unauthorized.ts). Not counted here: the sign-in routes (their own figure, above), the library's signed file URLs
 * (their own bucket, below), the health and readiness checks (for the load balancer; /ready asks the database at most
 * once a second whoever calls) and the platform's callbacks (server to server,
 * each checked by one HMAC: counting them could only shut the platform out).
 */
const UNAUTHENTICATED: Limit = {
  name: 'unauthenticated',
  per: 'address',
  max: (l) => l.unauthenticatedPerAddress,
  windowMs: MINUTE,
  hook: 'onRequest',
  message: 'Too many requests.',
  covers: (method, url) => url !== '/health' && url !== '/ready' && !(method === 'POST' && PLATFORM_CALLBACKS.has(url)) && !isSignInRoute(url),
};

/**
 * The library's files at their signed URLs (thumbnails: a grid page loads 100 at once), per address, in a bucket of
 * their own, larger than the one of requests without a session; only a request whose signature holds (one the API gave
 * a signed-in user, checked by one HMAC) counts here: a made-up file URL counts as any request without a session, so a
 * web page sending them spends neither the thumbnails' bucket nor the sign-in's.
 */
const LIBRARY_FILES: Limit = {
  name: 'library-files',
  per: 'address',
  max: (l) => l.libraryFilesPerAddress,
  windowMs: MINUTE,
  hook: 'onRequest',
  message: 'Too many requests.',
  covers: (method, url) => method === 'GET' && url === '/library/files/:id/:kind',
};

/** Whether a library file request carries a signature the API made (the route answers 404 to any other). */
function signedFileRequest(deps: AppDeps, request: FastifyRequest): boolean {
  const { id, kind } = request.params as { id?: string; kind?: string };
  const { exp, sig } = request.query as { exp?: string; sig?: string };
  if ((kind !== 'thumbnail' && kind !== 'original') || typeof id !== 'string' || typeof sig !== 'string' || typeof exp !== 'string') return false;
  return verifyFileSignature(deps, id, kind, Number(exp), sig);
}

/** The requests ceiling (CEILINGS[0]): its key for a user, and its 429 once a hit made it `hits` in the window. */
export const requestsCeiling = {
  key: (userId: string) => `${CEILINGS[0]!.name}:${userId}`,
  windowMs: CEILINGS[0]!.windowMs,
  max: CEILINGS[0]!.max,
  /** The error to throw (the app's error handler answers it as a 429 with Retry-After). */
  refusal(ttlMs: number): Error {
    return new RetryLaterError(429, CEILINGS[0]!.message, ttlMs / 1000);
  },
};

/** Registers @fastify/rate-limit on its database store and puts each limit's hook on the routes it covers. */
export async function registerRateLimits(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(rateLimit, { global: false, store: databaseStore(deps) });
  /** The keys a request was counted under by limits that count accepted requests only. */
  const counted = new WeakMap<FastifyRequest, string[]>();

  const guard = (limit: Limit) => {
    const check = app.createRateLimit({
      max: limit.max(deps.config.rateLimits),
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${limit.name}:${limit.per === 'user' ? (request.auth?.user.id ?? '') : normalizeIP(request.ip)}`,
    });
    return async (request: FastifyRequest) => {
      // No session: the route answers 401 by itself, or checks it itself and counts the ceiling's hit in the same
      // statement (the status poll, routes/launch-status.ts).
      if (limit.per === 'user' && !request.auth) return;
      const result = await check(request);
      if (limit.acceptedOnly) counted.set(request, [...(counted.get(request) ?? []), result.key]);
      if (result.isAllowed || !result.isExceeded) return;
      throw new RetryLaterError(429, limit.message, result.ttlInSeconds);
    };
  };
  const refund = async (request: FastifyRequest, reply: FastifyReply) => {
    const keys = counted.get(request);
    if (!keys || (reply.statusCode >= 200 && reply.statusCode < 300) || costOf(request) > 0) return;
    for (const key of keys) await refundHit(deps, key);
  };

  const unauthenticated = guard(UNAUTHENTICATED);
  const libraryFiles = guard(LIBRARY_FILES);
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (LIBRARY_FILES.covers(request.method, url) && signedFileRequest(deps, request)) return libraryFiles(request);
    if (request.routeOptions.config?.session && sessionTokenOf(deps, request) !== null) return;
    if (UNAUTHENTICATED.covers(request.method, url)) await unauthenticated(request);
  });
  const ceilings = CEILINGS.map((limit) => ({ limit, hook: guard(limit) }));
  app.addHook('preParsing', async (request) => {
    const ceiling = ceilings.find(({ limit }) => limit.covers(request.method, request.routeOptions.url ?? ''));
    if (ceiling) await ceiling.hook(request);
  });
  registerBudgets(app, deps);
  const guards = LIMITS.map((limit) => ({ limit, hook: guard(limit) }));
  app.addHook('onRoute', (route) => {
    for (const { limit, hook } of guards) {
      if (![route.method].flat().some((method) => limit.covers(method, route.url))) continue;
      addRouteHook(route, limit.hook, hook);
      if (limit.acceptedOnly) addRouteHook(route, 'onResponse', refund);
      // The OpenAPI document shows the 429.
      if (route.schema?.response && typeof route.schema.response === 'object') {
        route.schema = { ...route.schema, response: { ...(route.schema.response as object), 429: errorResponseSchema } };
      }
    }
  });
}

type RouteHook = Hook | 'onResponse';
function addRouteHook(route: RouteOptions, hook: RouteHook, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>): void {
  const existing = route[hook];
  if (hook === 'onResponse' && [existing].flat().includes(handler as never)) return;
  route[hook] = [...(existing === undefined ? [] : [existing].flat()), handler] as never;
}
