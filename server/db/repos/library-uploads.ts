import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../database';
import { libraryUploads } from '../schema';

// Uploads in progress, per user (server/library/uploads.ts); their bytes are in DATA_DIR/library/tmp until
// finished. A row reserves its announced size in the quota (library-quota.ts). A raw upload's row is made claimed
// (`finishingAt` set at its start): its one request writes and finishes it, the chunk routes never see it.

export type UploadRow = typeof libraryUploads.$inferSelect;

export async function findUpload(database: Db, userId: string, id: string): Promise<UploadRow | null> {
  return (
    (
      await database.db
        .select()
        .from(libraryUploads)
        .where(and(eq(libraryUploads.id, id), eq(libraryUploads.userId, userId)))
        .limit(1)
    )[0] ?? null
  );
}

export async function insertUpload(
  database: Db,
  values: Pick<UploadRow, 'id' | 'userId' | 'name' | 'mimeType' | 'sizeBytes' | 'folderId' | 'createdAt' | 'touchedAt'> &
    Partial<Pick<UploadRow, 'finishingAt'>>,
): Promise<void> {
  await database.db.insert(libraryUploads).values(values);
}

/** How many uploads the user has in progress. */
export async function countUploads(database: Db, userId: string): Promise<number> {
  return database.db.$count(libraryUploads, eq(libraryUploads.userId, userId));
}

/** Records a chunk written at `offset` (once: only while the upload had received exactly `offset` bytes). */
export async function recordChunk(database: Db, id: string, offset: number, received: number, now: Date): Promise<void> {
  await database.db
    .update(libraryUploads)
    .set({ receivedBytes: received, touchedAt: now })
    .where(and(eq(libraryUploads.id, id), eq(libraryUploads.receivedBytes, offset)));
}

/** Claims the user's upload for its finish, once: false when it is gone or another finish claimed it. */
export async function claimFinish(database: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const claimed = await database.db
    .update(libraryUploads)
    .set({ finishingAt: now, touchedAt: now })
    .where(and(eq(libraryUploads.id, id), eq(libraryUploads.userId, userId), isNull(libraryUploads.finishingAt)))
    .returning({ id: libraryUploads.id });
  return claimed.length > 0;
}

export async function deleteUpload(database: Db, id: string): Promise<void> {
  await database.db.delete(libraryUploads).where(eq(libraryUploads.id, id));
}

/** Forgets the uploads that received nothing since `before`; answers their ids. */
export async function deleteIdleUploads(database: Db, before: Date): Promise<string[]> {
  const gone = await database.db.delete(libraryUploads).where(lt(libraryUploads.touchedAt, before)).returning({ id: libraryUploads.id });
  return gone.map((u) => u.id);
}

/** Every upload in progress, of every user. */
export async function allUploadIds(database: Db): Promise<string[]> {
  return (await database.db.select({ id: libraryUploads.id }).from(libraryUploads)).map((u) => u.id);
}
