import { eq, like } from 'drizzle-orm';
import type { Db } from '../database';
import { dataDeletions, libraryCreatives, libraryUploads, rateLimits, users } from '../schema';

// The platform's data deletion requests and what they delete (server/auth/data-deletion.ts says what and why).

export type DeletionStatus = 'pending' | 'completed';

export async function insertDeletion(database: Db, confirmationCode: string, now: Date): Promise<void> {
  await database.db.insert(dataDeletions).values({ confirmationCode, status: 'pending', requestedAt: now });
}

export async function completeDeletion(database: Db, confirmationCode: string, now: Date): Promise<void> {
  await database.db.update(dataDeletions).set({ status: 'completed', completedAt: now }).where(eq(dataDeletions.confirmationCode, confirmationCode));
}

export async function findDeletion(
  database: Db,
  confirmationCode: string,
): Promise<{ status: DeletionStatus; requestedAt: Date; completedAt: Date | null } | null> {
  const rows = await database.db
    .select({ status: dataDeletions.status, requestedAt: dataDeletions.requestedAt, completedAt: dataDeletions.completedAt })
    .from(dataDeletions)
    .where(eq(dataDeletions.confirmationCode, confirmationCode))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, status: row.status as DeletionStatus } : null;
}

/** The names of the user's library files (originals, thumbnails) and the ids of their uploads in progress. */
export async function userFiles(database: Db, userId: string): Promise<{ fileNames: string[]; uploadIds: string[] }> {
  const creatives = await database.db
    .select({ fileName: libraryCreatives.fileName, thumbnailFileName: libraryCreatives.thumbnailFileName })
    .from(libraryCreatives)
    .where(eq(libraryCreatives.userId, userId));
  const uploads = await database.db.select({ id: libraryUploads.id }).from(libraryUploads).where(eq(libraryUploads.userId, userId));
  return {
    fileNames: creatives.flatMap((c) => (c.thumbnailFileName ? [c.fileName, c.thumbnailFileName] : [c.fileName])),
    uploadIds: uploads.map((u) => u.id),
  };
}

/**
 * Deletes the user's row, and with it (foreign keys ON DELETE CASCADE) every row of theirs: sessions, platform
 * connection, launches and their ledgers, cached assets, plan, templates, settings, automations, library; and their
 * rate-limit counts, whose keys end with their id.
 */
export async function deleteUserRows(database: Db, userId: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
    await tx.delete(rateLimits).where(like(rateLimits.key, `%:${userId}`));
  });
}
