import { deleteExpiredSignedRequests, forgetSignedRequest, recordSignedRequest } from '../db/repos/signed-requests';
import { latestSignIn, userIdOfPlatformUser } from '../db/repos/users';
import type { AppDeps } from '../deps';
import { SignedRequestRefused, type SignedRequest } from './signed-request';

// A signed request is good for a day (signed-request.ts), so a copy of one could be sent again within it
// (docs/security.md#the-platforms-callbacks). A callback acts on each signed request once, and only on one issued
// since the user's latest sign-in:
// - one issued before it is refused: a deauthorize replayed after the user signed in again would end the new session,
//   a data deletion would delete what they made since they consented again;
// - one received before (the same signature, remembered until it expires) is answered as the first time and does
//   nothing: the platform may send again a request whose answer it lost;
// - one whose action failed is forgotten: its answer was an error, so the platform's retry of it must act.

export interface Admission {
  /** The first receipt: the callback acts. */
  first: boolean;
  /** The data deletion's confirmation code: this receipt's, or the first receipt's. */
  confirmationCode: string | null;
  /** The signed request's digest, as remembered. */
  digest: string;
}

/** Admits a verified signed request, remembering it with its answer's confirmation code; throws SignedRequestRefused. */
export async function admitSignedRequest(deps: AppDeps, signed: SignedRequest, confirmationCode: string | null): Promise<Admission> {
  const userId = await userIdOfPlatformUser(deps.database, signed.userId);
  const signedIn = userId ? await latestSignIn(deps.database, userId) : null;
  // issued_at has whole seconds: a request of the sign-in's own second is not refused.
  if (signedIn && signed.issuedAt.getTime() < Math.floor(signedIn.getTime() / 1000) * 1000) {
    throw new SignedRequestRefused("Issued before the user's latest sign-in");
  }
  const recorded = await recordSignedRequest(deps.database, { digest: signed.digest, confirmationCode, expiresAt: signed.expiresAt });
  return { ...recorded, digest: signed.digest };
}

/** Runs a callback's action on the first receipt of its signed request only; if the action fails, the receipt is
 * forgotten before the error answers, so that the platform's retry acts instead of being taken for a duplicate. */
export async function actOnce(deps: AppDeps, admission: Admission, action: () => Promise<void>): Promise<void> {
  if (!admission.first) return;
  try {
    await action();
  } catch (error) {
    await forgetSignedRequest(deps.database, admission.digest);
    throw error;
  }
}

/** Forgets the signed requests that expired: refused for their age, they need no remembering (server/sweeps.ts). */
export async function sweepSignedRequests(deps: AppDeps): Promise<void> {
  await deleteExpiredSignedRequests(deps.database, deps.now());
}
