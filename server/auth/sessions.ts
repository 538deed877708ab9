import type { SessionUser } from '../../lib/contract/auth';
import type { AppDeps } from '../deps';
import {
  encryptedPlatformToken,
  findLiveSession,
  insertSession,
  markSessionRevoked,
  replaceEncryptedToken,
  revokeUserSessions,
  type SessionKind,
  upsertConnection,
  upsertUser,
} from '../db/repos/users';
import { renewSession } from './session-rotation';
import { newSessionToken } from './session-token';
import { sha256Hex, TokenUnreadableError } from './token-crypto';

// Sessions (docs/security.md#sessions) are bearer tokens that prove themselves (session-token.ts), stored as sha256 hashes. One ends 30 days after the
// sign-in, after 7 days without a request, when revoked (sign out, sign out everywhere, an operator, the platform's
// deauthorize callback), or, for the extension's, at the user's next sign-in in the extension. The extension's
// tokens rotate on use (session-rotation.ts).

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;

export interface AuthenticatedSession {
  sessionId: string;
  user: SessionUser;
  /** A new token for the caller (a rotation), sent back in the salvo-session-token header. */
  renewedToken: string | null;
}

/**
 * A new session of `kind`. An extension sign-in ends the user's earlier extension sessions: the one the extension
 * held is replaced, and one left in another browser or profile ends with it; API clients' sessions stay.
 */
export async function createSession(deps: AppDeps, userId: string, kind: SessionKind): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken(deps);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await insertSession(deps.database, { userId, tokenHash: sha256Hex(token), kind, expiresAt, now }, kind === 'extension' ? 'extension' : undefined);
  return { token, expiresAt };
}

/** The live session of a bearer token, or null (unknown, expired, idle too long or revoked); renewed as it is used. */
export async function findSession(deps: AppDeps, token: string): Promise<AuthenticatedSession | null> {
  const now = deps.now();
  const row = await findLiveSession(deps.database, sha256Hex(token), now, new Date(now.getTime() - SESSION_IDLE_MS));
  if (!row) return null;
  return { sessionId: row.sessionId, user: { id: row.userId, name: row.name }, renewedToken: await renewSession(deps, token, row) };
}

export async function revokeSession(deps: AppDeps, sessionId: string): Promise<void> {
  await markSessionRevoked(deps.database, sessionId, deps.now());
}

/** Ends every session of the user, whatever its kind; answers how many were live. */
export async function revokeAllSessions(deps: AppDeps, userId: string): Promise<number> {
  return revokeUserSessions(deps.database, userId, deps.now());
}

/** Creates or updates the user of a platform identity and stores their platform token, encrypted. */
export async function upsertPlatformUser(
  deps: AppDeps,
  identity: { platformUserId: string; name: string; accessToken: string; scopes: string; tokenExpiresAt: Date | null },
): Promise<SessionUser> {
  const now = deps.now();
  const user = await upsertUser(deps.database, { platformUserId: identity.platformUserId, name: identity.name }, now);
  await upsertConnection(
    deps.database,
    user.id,
    {
      platformUserId: identity.platformUserId,
      accessTokenEncrypted: deps.cipher.encrypt(identity.accessToken, user.id),
      scopes: identity.scopes,
      tokenExpiresAt: identity.tokenExpiresAt,
    },
    now,
  );
  return user;
}

export class NoPlatformConnectionError extends Error {
  override name = 'NoPlatformConnectionError';
}

/** The stored platform token does not decrypt (a key left the ring, the row was tampered with): the user reconnects. */
export class PlatformTokenUnreadableError extends Error {
  override name = 'PlatformTokenUnreadableError';
}

/**
 * The user's platform access token, decrypted; it never leaves the server. One encrypted with a key that is no longer
 * the current one is encrypted again with the current key (docs/security.md#the-keyring), unless another request
 * changed the row meanwhile.
 */
export async function platformAccessToken(deps: AppDeps, userId: string): Promise<string> {
  const encrypted = await encryptedPlatformToken(deps.database, userId);
  if (encrypted === null) throw new NoPlatformConnectionError('This user has no platform connection');
  let opened: { plaintext: string; stale: boolean };
  try {
    opened = deps.cipher.decrypt(encrypted, userId);
  } catch (error) {
    if (error instanceof TokenUnreadableError) throw new PlatformTokenUnreadableError(error.message);
    throw error;
  }
  if (opened.stale) await replaceEncryptedToken(deps.database, userId, encrypted, deps.cipher.encrypt(opened.plaintext, userId));
  return opened.plaintext;
}
