import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorResponseSchema } from '../../lib/contract/common';
import { sessionOf } from '../auth/authenticate';
import { NoPlatformConnectionError, PlatformTokenUnreadableError } from '../auth/sessions';
import { readThroughCache } from '../cache/asset-cache';
import { forgetReaches, reachAccountCached } from '../cache/reach-cache';
import type { AppDeps } from '../deps';
import { AccountNotReachableError, reachAccount, type ReachedAccount } from '../platform/ad-accounts';
import { PlatformObjectNotFoundError } from '../platform/assets-api';
import { GraphError } from '../platform/graph-client';

// The common path of account-scoped routes: reach the account with the user's token (or a reach of the last
// minute, server/cache/reach-cache.ts), read through the asset cache (server/cache/asset-cache.ts), or answer 404
// (not reachable), 401 (the platform connection expired or its stored token does not decrypt: reconnect), 429 (the platform is limiting) or 502
// (the platform failed) in the route's envelope. The platform's own error is logged, never shown.

/** docs/product-rules.md#asset-calls-and-errors: the default message of asset calls when the platform fails. */
const PLATFORM_FAILURE_MESSAGE = 'An error occurred. Please check your Facebook Integration and try again.';
/** Salvo's wording: the platform token expired or was revoked (code 190); signing in again reconnects. */
const PLATFORM_RECONNECT_MESSAGE = 'Your Facebook connection has expired. Please reconnect Facebook to continue.';
/** `cause` of that 401, so the extension can tell it from an expired Salvo session. */
const PLATFORM_RECONNECT_CAUSE = 'platform_reconnect';
/** Salvo's wording: the platform's rate limit for this ad account was reached. */
const PLATFORM_RATE_LIMIT_MESSAGE = 'Facebook is limiting requests for this ad account. Please try again in a few minutes.';

export type Envelope<T> = { success: boolean; data: T; isValid: boolean; error: string | null };

/** The responses of an envelope route, for the OpenAPI document and the serializer. */
export function envelopeResponses<S extends z.core.$ZodType>(schema: S) {
  return { 200: schema, 400: errorResponseSchema, 401: errorResponseSchema, 404: schema, 429: schema, 502: schema };
}

interface AssetRequest {
  userId: string;
  accountId: string;
  /** The cache key of this list (pages, pixels, ...); without one the platform is always read. */
  kind?: string;
  forceCache?: boolean;
  /** Reach the account now rather than trust a reach of the last minute (server/cache/reach-cache.ts). */
  freshReach?: boolean;
}

/** Answers an asset route: the envelope of `load`'s data (cached when `kind` is given) or the failure. */
export async function answerAsset<T>(
  deps: AppDeps,
  reply: FastifyReply,
  req: AssetRequest,
  empty: T,
  load: (reached: ReachedAccount) => Promise<T>,
): Promise<Envelope<T> | FastifyReply> {
  try {
    if (req.kind) {
      const { data, isValid } = await readThroughCache(deps, { ...req, kind: req.kind }, load);
      return { success: true, data, isValid, error: null };
    }
    const reached = req.freshReach ? await reachAccount(deps, req.userId, req.accountId) : await reachAccountCached(deps, req.userId, req.accountId);
    return { success: true, data: await load(reached), isValid: true, error: null };
  } catch (error) {
    return replyAssetFailure(deps, reply, req.userId, error, empty);
  }
}

/** answerAsset for the ad account of the request's query (`?accountId=`), read for the signed-in user, uncached. */
export function answerAccountRead<T>(
  deps: AppDeps,
  request: FastifyRequest & { query: { accountId: string } },
  reply: FastifyReply,
  empty: T,
  load: (reached: ReachedAccount) => Promise<T>,
): Promise<Envelope<T> | FastifyReply> {
  return answerAsset(deps, reply, { userId: sessionOf(request).user.id, accountId: request.query.accountId }, empty, load);
}

/** replyFailure for a read of the user's accounts: a refused token or account also forgets the user's reaches. */
export function replyAssetFailure<T>(deps: AppDeps, reply: FastifyReply, userId: string, error: unknown, empty: T): FastifyReply {
  if (error instanceof GraphError && (error.isAuthError || error.isNotFoundOrForbidden)) forgetReaches(deps, userId);
  return replyFailure(reply, reply.log, error, empty);
}

/** Answers a failure of the platform or of ownership; rethrows anything else (a 500). */
export function replyFailure<T>(reply: FastifyReply, log: FastifyBaseLogger, error: unknown, empty: T): FastifyReply {
  const envelope = (message: string) => ({ success: false, data: empty, isValid: false, error: message });
  if (error instanceof AccountNotReachableError || error instanceof NoPlatformConnectionError || error instanceof PlatformObjectNotFoundError) {
    return reply.code(404).send(envelope(error.message));
  }
  // A stored token no key of the ring opens (docs/security.md#the-keyring): signing in again stores a new one.
  if (error instanceof PlatformTokenUnreadableError) {
    log.warn({ err: { message: error.message } }, 'stored platform token unreadable');
    return reply.code(401).send({ success: false, error: PLATFORM_RECONNECT_MESSAGE, cause: PLATFORM_RECONNECT_CAUSE });
  }
  if (error instanceof GraphError) {
    log.warn(
      { graph: { message: error.message, code: error.code, subcode: error.subcode, status: error.status, fbtraceId: error.fbtraceId } },
      'platform call failed',
    );
    if (error.isAuthError) {
      return reply.code(401).send({ success: false, error: PLATFORM_RECONNECT_MESSAGE, cause: PLATFORM_RECONNECT_CAUSE });
    }
    if (error.isRateLimit) return reply.code(429).send(envelope(PLATFORM_RATE_LIMIT_MESSAGE));
    return reply.code(502).send(envelope(PLATFORM_FAILURE_MESSAGE));
  }
  throw error;
}
