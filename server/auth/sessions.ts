import type { SessionUser } from '../../lib/contract/auth';
import type { AppDeps } from '../deps';
import {
  encryptedPlatformToken,
  findLiveSession,
  insertSession,
  markSessionRevoked,
  replaceEncryptedToken,
  upsertConnection,
  upsertUser,
} from '../db/repos/users';
import { randomToken, sha256Hex, TokenUnreadableError } from './token-crypto';

// Sessions are random bearer tokens stored as sha256 hashes, expiring after 30 days, revocable.

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface AuthenticatedSession {
  sessionId: string;
  user: SessionUser;
}

export async function createSession(deps: AppDeps, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(deps.now().getTime() + SESSION_LIFETIME_MS);
  await insertSession(deps.database, { userId, tokenHash: sha256Hex(token), expiresAt });
  return { token, expiresAt };
}

/** The live session of a bearer token, or null (unknown, expired or revoked). */
export async function findSession(deps: AppDeps, token: string): Promise<AuthenticatedSession | null> {
  const row = await findLiveSession(deps.database, sha256Hex(token), deps.now());
  return row ? { sessionId: row.sessionId, user: { id: row.userId, name: row.name } } : null;
}

export async function revokeSession(deps: AppDeps, sessionId: string): Promise<void> {
  await markSessionRevoked(deps.database, sessionId, deps.now());
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
