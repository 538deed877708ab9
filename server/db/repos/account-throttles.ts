import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { accountThrottles } from '../schema';

// An ad account's block and the pace of its writes, shared by every worker (server/launch/account-pace.ts says
// how they are used). Times are milliseconds since the epoch; "now" is the database's clock_timestamp(), so
// workers' clocks do not matter.

const t = accountThrottles;
// Milliseconds as numbers, computed by the database: drizzle's builder has no epoch arithmetic.
const clockMs = sql<number>`extract(epoch from clock_timestamp()) * 1000`.mapWith(Number);
const blockedMs = sql<number>`extract(epoch from ${t.blockedUntil}) * 1000`.mapWith(Number);

export interface PaceRow {
  nowMs: number;
  pace: unknown;
  paceVersion: number;
  blockedMs: number;
}

/** The account's pace state, its version and block, with the database's time; null before its first row. */
export async function readPace(database: Db, accountId: string): Promise<PaceRow | null> {
  const rows = await database.db.select({ nowMs: clockMs, pace: t.pace, paceVersion: t.paceVersion, blockedMs }).from(t).where(eq(t.accountId, accountId));
  return rows[0] ?? null;
}

/** The account's row, not blocked and without a pace, unless it has one. */
export async function ensureThrottleRow(database: Db, accountId: string): Promise<void> {
  await database.db.insert(t).values({ accountId }).onConflictDoNothing({ target: t.accountId });
}

/** Writes the pace state if its version is still `version` (no other worker changed it); answers the database's time then, or null. */
export async function writePace(database: Db, accountId: string, pace: unknown, version: number): Promise<number | null> {
  const rows = await database.db
    .update(t)
    .set({ pace, paceVersion: sql`${t.paceVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(t.accountId, accountId), eq(t.paceVersion, version)))
    .returning({ nowMs: clockMs });
  return rows[0]?.nowMs ?? null;
}

/** Blocks the account until `untilMs`, or keeps a later block. */
export async function blockAccount(database: Db, accountId: string, untilMs: number): Promise<void> {
  await database.db
    .insert(t)
    .values({ accountId, blockedUntil: sql`to_timestamp(${untilMs}::float8 / 1000)` })
    .onConflictDoUpdate({ target: t.accountId, set: { blockedUntil: sql`greatest(${t.blockedUntil}, excluded.blocked_until)`, updatedAt: sql`now()` } });
}

/** Until when the account is blocked (0: no row, the epoch: not blocked). */
export async function blockedUntilMs(database: Db, accountId: string): Promise<number> {
  const rows = await database.db.select({ blockedMs }).from(t).where(eq(t.accountId, accountId));
  return rows[0]?.blockedMs ?? 0;
}
