import type { Db } from '../db/database';
import { deleteExpiredSignedRequests, withReceipt } from '../db/repos/signed-requests';
import { latestSignIn, userIdOfPlatformUser } from '../db/repos/users';
import type { AppDeps } from '../deps';
import { SignedRequestRefused, type SignedRequest } from './signed-request';

// A signed request is good for a day (signed-request.ts), so a copy of one could be sent again within it
// (docs/security.md#the-platforms-callbacks). A callback acts on each signed request once, and only on one issued
// since the user's latest sign-in:
// - one issued before it is refused: a deauthorize replayed after the user signed in again would end the new session,
//   a data deletion would delete what they made since they consented again;
// - its receipt and its action commit in one transaction: a callback whose action fails, or whose receipt cannot be
//   written, leaves nothing behind (no receipt, no half of the action), so its error answer makes the platform send it
//   again and that one acts;
// - one received before (the same signature, remembered until it expires) is answered as the first time and does
//   nothing: the platform may send again a request whose answer it lost. A copy that arrives while the first one runs
//   waits for it (the receipt's row is the first one's until it commits): answered as done if it is, or it acts.

/** Refuses a verified signed request issued before the user's latest sign-in (a replay); throws SignedRequestRefused. */
export async function refuseReplays(deps: AppDeps, signed: SignedRequest): Promise<void> {
  const userId = await userIdOfPlatformUser(deps.database, signed.userId);
  const signedIn = userId ? await latestSignIn(deps.database, userId) : null;
  // issued_at has whole seconds: a request of the sign-in's own second is not refused.
  if (signedIn && signed.issuedAt.getTime() < Math.floor(signedIn.getTime() / 1000) * 1000) {
    throw new SignedRequestRefused("Issued before the user's latest sign-in");
  }
}

/**
 * Records the signed request's receipt and, on its first receipt, runs `action` in the same transaction. Answers the
 * confirmation code of its answer: this receipt's, or the first receipt's.
 */
export async function actOnce(
  deps: AppDeps,
  signed: SignedRequest,
  confirmationCode: string | null,
  action: (db: Db) => Promise<void>,
): Promise<{ confirmationCode: string | null }> {
  const recorded = await withReceipt(deps.database, { digest: signed.digest, confirmationCode, expiresAt: signed.expiresAt }, action);
  return { confirmationCode: recorded.confirmationCode };
}

/** Forgets the signed requests that expired: refused for their age, they need no remembering (server/sweeps.ts). */
export async function sweepSignedRequests(deps: AppDeps): Promise<void> {
  await deleteExpiredSignedRequests(deps.database, deps.now());
}
