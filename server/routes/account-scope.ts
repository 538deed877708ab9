import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { NoPlatformConnectionError } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { AccountNotReachableError, reachAccount, type ReachedAccount } from '../platform/ad-accounts';
import { GraphError } from '../platform/graph-client';

// The common path of account-scoped routes: reach the account with the user's token, or answer 404
// (not reachable) or 502 (the platform failed) in the route's envelope.

/** Spec section 8: the default message of asset calls when the platform fails. */
export const PLATFORM_FAILURE_MESSAGE = 'An error occurred. Please check your Facebook Integration and try again.';

export type Envelope<T> = { success: boolean; data: T; isValid: boolean; error: string | null };

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

export function replyFailure<T>(reply: FastifyReply, log: FastifyBaseLogger, error: unknown, empty: T): FastifyReply {
  if (error instanceof AccountNotReachableError || error instanceof NoPlatformConnectionError) {
    return reply.code(404).send({ success: false, data: empty, isValid: false, error: error.message });
  }
  if (error instanceof GraphError) {
    log.warn({ graph: { message: error.message, code: error.code, subcode: error.subcode, status: error.status, fbtraceId: error.fbtraceId } }, 'platform call failed');
    return reply.code(502).send({ success: false, data: empty, isValid: false, error: PLATFORM_FAILURE_MESSAGE });
  }
  throw error;
}
