import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { NoPlatformConnectionError } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { AccountNotReachableError, reachAccount, type ReachedAccount } from '../platform/ad-accounts';
import { PlatformObjectNotFoundError } from '../platform/assets-api';
import { GraphError } from '../platform/graph-client';

// The common path of account-scoped routes: reach the account with the user's token, or answer 404
// (not reachable), 401 (the platform connection expired: reconnect), 429 (the platform is limiting) or 502
// (the platform failed) in the route's envelope. The platform's own error is logged, never shown.

/** docs/product-rules.md#asset-calls-and-errors: the default message of asset calls when the platform fails. */
export const PLATFORM_FAILURE_MESSAGE = 'An error occurred. Please check your Facebook Integration and try again.';
/** Salvo's wording: the platform token expired or was revoked (code 190); signing in again reconnects. */
export const PLATFORM_RECONNECT_MESSAGE = 'Your Facebook connection has expired. Please reconnect Facebook to continue.';
/** `cause` of that 401, so the extension can tell it from an expired Salvo session. */
export const PLATFORM_RECONNECT_CAUSE = 'platform_reconnect';
/** Salvo's wording: the platform's rate limit for this ad account was reached. */
export const PLATFORM_RATE_LIMIT_MESSAGE = 'Facebook is limiting requests for this ad account. Please try again in a few minutes.';

export type Envelope<T> = { success: boolean; data: T; isValid: boolean; error: string | null };

/** An object of the user's that does not exist (or is someone else's): 404. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** Runs `fn` on a reachable account; answers the failure envelope (with `empty` as data) otherwise. */
export async function withAccount<T>(
  deps: AppDeps,
  userId: string,
  accountId: string,
  reply: FastifyReply,
  empty: T,
  fn: (reached: ReachedAccount) => Promise<T>,
): Promise<Envelope<T> | FastifyReply> {
  try {
    const reached = await reachAccount(deps, userId, accountId);
    return { success: true, data: await fn(reached), isValid: true, error: null };
  } catch (error) {
    return replyFailure(reply, reply.log, error, empty);
  }
}

/** Answers a failure of the platform or of ownership; rethrows anything else (a 500). */
export function replyFailure<T>(reply: FastifyReply, log: FastifyBaseLogger, error: unknown, empty: T): FastifyReply {
  const envelope = (message: string) => ({ success: false, data: empty, isValid: false, error: message });
  if (error instanceof AccountNotReachableError || error instanceof NoPlatformConnectionError || error instanceof PlatformObjectNotFoundError || error instanceof NotFoundError) {
    return reply.code(404).send(envelope(error.message));
  }
  if (error instanceof GraphError) {
    log.warn({ graph: { message: error.message, code: error.code, subcode: error.subcode, status: error.status, fbtraceId: error.fbtraceId } }, 'platform call failed');
    if (error.isAuthError) {
      return reply.code(401).send({ success: false, error: PLATFORM_RECONNECT_MESSAGE, cause: PLATFORM_RECONNECT_CAUSE });
    }
    if (error.isRateLimit) return reply.code(429).send(envelope(PLATFORM_RATE_LIMIT_MESSAGE));
    return reply.code(502).send(envelope(PLATFORM_FAILURE_MESSAGE));
  }
  throw error;
}
