import crypto from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, max, ne, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../database';
import { platformConnections, sessions, users } from '../schema';

// Users, their sessions (hashed tokens) and their platform connection (token encrypted): server/auth/sessions.ts
// says what they mean.

export type SessionKind = 'extension' | 'api';

/**
 * Inserts a session; with `replacing`, revokes the user's other live sessions of that kind in the same transaction,
 * which holds the user's row lock: two sign-ins at once run one after the other, and the later one's session is the
 * one left (without the lock, each could revoke the other's).
 */
export async function insertSession(
  database: Db,
  session: { userId: string; tokenHash: string; kind: SessionKind; expiresAt: Date; now: Date },
  replacing?: SessionKind,
): Promise<string> {
  const id = crypto.randomUUID();
  const { now, ...values } = session;
  return database.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, session.userId)).for('update');
    await tx.insert(sessions).values({ id, ...values, createdAt: now, lastUsedAt: now, tokenIssuedAt: now });
    if (replacing) await revokeUserSessions({ db: tx }, session.userId, now, { kind: replacing, exceptId: id });
    return id;
  });
}

/**
 * The condition of a live session for the token of `tokenHash` at `now`: not revoked, before its absolute end, used
 * since `idleSince`, and the token its current one or the one before the last rotation while that is still accepted.
 * Values or placeholders (the status poll's prepared statement, launch-poll.ts).
 */
export function liveSessionOf(tokenHash: string | SQLWrapper, now: Date | SQLWrapper, idleSince: Date | SQLWrapper): SQL {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, idleSince),
    or(
      eq(sessions.tokenHash, tokenHash),
      and(eq(sessions.previousTokenHash, tokenHash), or(isNull(sessions.previousValidUntil), gt(sessions.previousValidUntil, now))),
    ),
  )!;
}

/** What a request's rotation step reads of its live session (server/auth/session-rotation.ts). */
export interface SessionState {
  sessionId: string;
  kind: SessionKind;
  /** The token given is the session's current one (else the one before the last rotation). */
  current: boolean;
  currentTokenHash: string;
  tokenIssuedAt: Date;
  lastUsedAt: Date;
  /** A rotation whose new token has not been used yet. */
  rotationUnconfirmed: boolean;
}

export interface LiveSession extends SessionState {
  userId: string;
  name: string;
}

/** The session columns a rotation step needs (findLiveSession, and the status poll's statement: launch-poll.ts). */
export const sessionStateColumns = {
  sessionId: sessions.id,
  kind: sessions.kind,
  currentTokenHash: sessions.tokenHash,
  previousTokenHash: sessions.previousTokenHash,
  previousValidUntil: sessions.previousValidUntil,
  tokenIssuedAt: sessions.tokenIssuedAt,
  lastUsedAt: sessions.lastUsedAt,
};

interface SessionStateRow {
  sessionId: string;
  kind: string;
  currentTokenHash: string;
  previousTokenHash: string | null;
  previousValidUntil: Date | null;
  tokenIssuedAt: Date;
  lastUsedAt: Date;
}

/** A row of sessionStateColumns, read for `tokenHash`, as the rotation step takes it. */
export function sessionStateOf(row: SessionStateRow, tokenHash: string): SessionState {
  return {
    sessionId: row.sessionId,
    kind: row.kind as SessionKind,
    current: row.currentTokenHash === tokenHash,
    currentTokenHash: row.currentTokenHash,
    tokenIssuedAt: row.tokenIssuedAt,
    lastUsedAt: row.lastUsedAt,
    rotationUnconfirmed: row.previousTokenHash !== null && row.previousValidUntil === null,
  };
}

/** The live session of `tokenHash` (liveSessionOf), with its user. */
export async function findLiveSession(database: Db, tokenHash: string, now: Date, idleSince: Date): Promise<LiveSession | null> {
  const rows = await database.db
    .select({ ...sessionStateColumns, userId: users.id, name: users.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionOf(tokenHash, now, idleSince))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { ...sessionStateOf(row, tokenHash), userId: row.userId, name: row.name };
}

/** The session's token becomes `toHash` and the one before it `fromHash`, unless another request rotated it first. */
export async function rotateSessionToken(database: Db, sessionId: string, fromHash: string, toHash: string, now: Date): Promise<void> {
  await database.db
    .update(sessions)
    .set({ tokenHash: toHash, previousTokenHash: fromHash, previousValidUntil: null, tokenIssuedAt: now, lastUsedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.tokenHash, fromHash)));
}

/** The new token was used: the one before it is accepted until `until` only. */
export async function confirmSessionRotation(database: Db, sessionId: string, until: Date): Promise<void> {
  await database.db
    .update(sessions)
    .set({ previousValidUntil: until })
    .where(and(eq(sessions.id, sessionId), isNotNull(sessions.previousTokenHash), isNull(sessions.previousValidUntil)));
}

export async function touchSession(database: Db, sessionId: string, now: Date): Promise<void> {
  await database.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export async function markSessionRevoked(database: Db, sessionId: string, now: Date): Promise<void> {
  await database.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Revokes the user's live sessions (of one kind, or all), but `exceptId`; answers how many. */
export async function revokeUserSessions(database: Db, userId: string, now: Date, only: { kind?: SessionKind; exceptId?: string } = {}): Promise<number> {
  const revoked = await database.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        only.kind ? eq(sessions.kind, only.kind) : undefined,
        only.exceptId ? ne(sessions.id, only.exceptId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
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

/** The Salvo user of a platform user id (the app-scoped id the platform's callbacks name), or null. */
export async function userIdOfPlatformUser(database: Db, platformUserId: string): Promise<string | null> {
  const rows = await database.db.select({ id: users.id }).from(users).where(eq(users.platformUserId, platformUserId)).limit(1);
  return rows[0]?.id ?? null;
}

/** When the user last signed in (their newest session was made), or null if never. */
export async function latestSignIn(database: Db, userId: string): Promise<Date | null> {
  const [row] = await database.db
    .select({ at: max(sessions.createdAt) })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.at ?? null;
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

/** Forgets the user's platform connection and its token (the platform's deauthorize callback). */
export async function deleteConnection(database: Db, userId: string): Promise<void> {
  await database.db.delete(platformConnections).where(eq(platformConnections.userId, userId));
}
