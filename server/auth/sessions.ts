import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../lib/contract/auth';
import type { AppDeps } from '../deps';
import { platformConnections, sessions, users } from '../db/schema';
import { randomToken, sha256Hex } from './token-crypto';

// Sessions are random bearer tokens stored as sha256 hashes, expiring after 30 days, revocable.

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface AuthenticatedSession {
  sessionId: string;
  user: SessionUser;
}

export async function createSession(deps: AppDeps, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(deps.now().getTime() + SESSION_LIFETIME_MS);
  await deps.database.db.insert(sessions).values({ id: crypto.randomUUID(), userId, tokenHash: sha256Hex(token), expiresAt });
  return { token, expiresAt };
}

/** The live session of a bearer token, or null (unknown, expired or revoked). */
export async function findSession(deps: AppDeps, token: string): Promise<AuthenticatedSession | null> {
  const rows = await deps.database.db
    .select({ sessionId: sessions.id, userId: users.id, name: users.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, deps.now())))
    .limit(1);
  const row = rows[0];
  return row ? { sessionId: row.sessionId, user: { id: row.userId, name: row.name } } : null;
}

export async function revokeSession(deps: AppDeps, sessionId: string): Promise<void> {
  await deps.database.db.update(sessions).set({ revokedAt: deps.now() }).where(eq(sessions.id, sessionId));
}

/** Creates or updates the user of a platform identity and stores their platform token, encrypted. */
export async function upsertPlatformUser(
  deps: AppDeps,
  identity: { platformUserId: string; name: string; accessToken: string; scopes: string; tokenExpiresAt: Date | null },
): Promise<SessionUser> {
  const now = deps.now();
  const [user] = await deps.database.db
    .insert(users)
    .values({ id: crypto.randomUUID(), platformUserId: identity.platformUserId, name: identity.name })
    .onConflictDoUpdate({ target: users.platformUserId, set: { name: identity.name, updatedAt: now } })
    .returning({ id: users.id, name: users.name });
  if (!user) throw new Error('User upsert returned nothing');
  const encrypted = deps.cipher.encrypt(identity.accessToken);
  await deps.database.db
    .insert(platformConnections)
    .values({
      id: crypto.randomUUID(),
      userId: user.id,
      platformUserId: identity.platformUserId,
      accessTokenEncrypted: encrypted,
      scopes: identity.scopes,
      tokenExpiresAt: identity.tokenExpiresAt,
    })
    .onConflictDoUpdate({
      target: platformConnections.userId,
      set: {
        platformUserId: identity.platformUserId,
        accessTokenEncrypted: encrypted,
        scopes: identity.scopes,
        tokenExpiresAt: identity.tokenExpiresAt,
        updatedAt: now,
      },
    });
  return user;
}

export class NoPlatformConnectionError extends Error {
  override name = 'NoPlatformConnectionError';
}

/** The user's platform access token, decrypted; it never leaves the server. */
export async function platformAccessToken(deps: AppDeps, userId: string): Promise<string> {
  const rows = await deps.database.db
    .select({ encrypted: platformConnections.accessTokenEncrypted })
    .from(platformConnections)
    .where(eq(platformConnections.userId, userId))
    .limit(1);
  const row = rows[0];
  if (!row) throw new NoPlatformConnectionError('This user has no platform connection');
  return deps.cipher.decrypt(row.encrypted);
}
