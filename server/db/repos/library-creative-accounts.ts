import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { libraryCreativeAccounts } from '../schema';

// Where each library creative is in which ad account (its image hash or video id there), and the claim that
// makes one push upload it while a concurrent push waits (server/library/push-media.ts says how they are used).

export type CreativeAccountRow = typeof libraryCreativeAccounts.$inferSelect;

const t = libraryCreativeAccounts;
const one = (creativeId: string, accountId: string) => and(eq(t.creativeId, creativeId), eq(t.accountId, accountId));
// On the database's clock, so processes' clocks do not matter: interval arithmetic has no builder function.
const until = (ms: number) => sql`now() + ${ms}::integer * interval '1 millisecond'`;

/** The rows of these creatives, every account. */
export async function accountsOfCreatives(database: Db, creativeIds: string[]): Promise<CreativeAccountRow[]> {
  if (creativeIds.length === 0) return [];
  return database.db.select().from(t).where(inArray(t.creativeId, creativeIds));
}

export async function findCreativeAccount(database: Db, creativeId: string, accountId: string): Promise<CreativeAccountRow | null> {
  return (await database.db.select().from(t).where(one(creativeId, accountId)).limit(1))[0] ?? null;
}

/**
 * Claims the upload with one atomic statement: a new row, or a row with nothing in the account whose claim is
 * free or lapsed. Postgres (and PGlite) lock the conflicting row, so of two concurrent claims exactly one wins.
 */
export async function claimUpload(database: Db, creativeId: string, accountId: string, owner: string, ttlMs: number): Promise<boolean> {
  const rows = await database.db
    .insert(t)
    .values({ creativeId, accountId, imageHash: null, videoId: null, status: 'uploading', claimOwner: owner, claimUntil: until(ttlMs), updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [t.creativeId, t.accountId],
      set: { claimOwner: owner, claimUntil: until(ttlMs), updatedAt: sql`now()` },
      setWhere: and(isNull(t.imageHash), isNull(t.videoId), or(isNull(t.claimUntil), lt(t.claimUntil, sql`now()`))),
    })
    .returning({ owner: t.claimOwner });
  return rows[0]?.owner === owner;
}

export async function renewUploadClaim(database: Db, creativeId: string, accountId: string, owner: string, ttlMs: number): Promise<void> {
  await database.db
    .update(t)
    .set({ claimUntil: until(ttlMs) })
    .where(and(one(creativeId, accountId), eq(t.claimOwner, owner)));
}

/** Done or failed: a claim that found nothing goes (the next push claims afresh); a result stays, unclaimed. */
export async function releaseUploadClaim(database: Db, creativeId: string, accountId: string, owner: string): Promise<void> {
  const mine = and(one(creativeId, accountId), eq(t.claimOwner, owner));
  await database.db.delete(t).where(and(mine, isNull(t.imageHash), isNull(t.videoId)));
  await database.db.update(t).set({ claimOwner: null, claimUntil: null }).where(mine);
}

/** Records what the account has of the creative. */
export async function rememberInAccount(
  database: Db,
  creativeId: string,
  accountId: string,
  values: { imageHash: string | null; videoId: string | null; status: 'ready' | 'processing' },
  now: Date,
): Promise<void> {
  await database.db
    .insert(t)
    .values({ creativeId, accountId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: [t.creativeId, t.accountId], set: { ...values, updatedAt: sql`now()` } });
}
