import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../database';
import { platformConnections, sessions, users } from '../schema';

// Users, their sessions (hashed tokens) and their platform connection (token encrypted): server/auth/sessions.ts
// says what they mean.

export async function insertSession(database: Db, session: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await database.db.insert(sessions).values({ id: crypto.randomUUID(), ...session });
}

/** The session of `tokenHash` still live at `now` (not revoked, not expired), with its user. */
export async function findLiveSession(database: Db, tokenHash: string, now: Date): Promise<{ sessionId: string; userId: string; name: string } | null> {
  const rows = await database.db
    .select({ sessionId: sessions.id, userId: users.id, name: users.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function markSessionRevoked(database: Db, sessionId: string, now: Date): Promise<void> {
  await database.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** The user of a platform identity, created or renamed. */
export async function upsertUser(database: Db, user: { platformUserId: string; name: string }, now: Date): Promise<{ id: string; name: string }> {
  const [row] = await database.db
    .insert(users)
    .values({ id: crypto.randomUUID(), ...user })
    .onConflictDoUpdate({ target: users.platformUserId, set: { name: user.name, updatedAt: now } })
    .returning({ id: users.id, name: users.name });
  if (!row) throw new Error('User upsert returned nothing');
  return row;
}

export async function userExists(database: Db, userId: string): Promise<boolean> {
  const rows = await database.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

export interface ConnectionValues {
  platformUserId: string;
  accessTokenEncrypted: string;
  scopes: string;
  tokenExpiresAt: Date | null;
}

/** The user's one platform connection, created or replaced. */
export async function upsertConnection(database: Db, userId: string, values: ConnectionValues, now: Date): Promise<void> {
  await database.db
    .insert(platformConnections)
    .values({ id: crypto.randomUUID(), userId, ...values })
    .onConflictDoUpdate({ target: platformConnections.userId, set: { ...values, updatedAt: now } });
}

/** The user's platform token as stored (encrypted), or null without a connection. */
export async function encryptedPlatformToken(database: Db, userId: string): Promise<string | null> {
  const rows = await database.db
    .select({ encrypted: platformConnections.accessTokenEncrypted })
    .from(platformConnections)
    .where(eq(platformConnections.userId, userId))
    .limit(1);
  return rows[0]?.encrypted ?? null;
}

/** Replaces the stored ciphertext of the user's platform token, unless it is no longer `was` (re-encryption). */
export async function replaceEncryptedToken(database: Db, userId: string, was: string, encrypted: string): Promise<void> {
  await database.db
    .update(platformConnections)
    .set({ accessTokenEncrypted: encrypted })
    .where(and(eq(platformConnections.userId, userId), eq(platformConnections.accessTokenEncrypted, was)));
}
