import { and, eq, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../database';
import { libraryCreatives, libraryUploads } from '../schema';

// The bytes a user's library holds and reserves (server/library/quota.ts checks them against the quota), and
// the user's lock that makes a check and the write it guards one step.

/** The bytes of the user's creatives, and those announced by their uploads under way (but `exceptUpload`). */
export async function libraryBytes(database: Db, userId: string, exceptUpload?: string): Promise<{ usedBytes: number; uploadingBytes: number }> {
  const { db } = database;
  const [used] = await db
    .select({ total: sum(libraryCreatives.sizeBytes).mapWith(Number) })
    .from(libraryCreatives)
    .where(eq(libraryCreatives.userId, userId));
  const [uploading] = await db
    .select({ total: sum(libraryUploads.sizeBytes).mapWith(Number) })
    .from(libraryUploads)
    .where(and(eq(libraryUploads.userId, userId), exceptUpload ? ne(libraryUploads.id, exceptUpload) : undefined));
  return { usedBytes: used?.total ?? 0, uploadingBytes: uploading?.total ?? 0 };
}

/** Runs `fn` in one transaction holding the user's quota lock (concurrent uploads of one user wait for it). */
export async function underQuotaLock<T>(database: Db, userId: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    // An advisory lock has no builder function.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`library-quota:${userId}`}))`);
    return fn({ db: tx });
  });
}
