import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { CreativeListQuery } from '../../../lib/contract/library';
import type { Db } from '../database';
import { libraryCreatives } from '../schema';
import { countWhere, nameContains, pageWindow } from './library-paging';

// The library's creatives, per user: a row per file under DATA_DIR/library (server/library/creatives.ts makes
// them). Where each one is in which ad account is library-creative-accounts.ts's.

export type CreativeRow = typeof libraryCreatives.$inferSelect;
export type NewCreativeRow = typeof libraryCreatives.$inferInsert;

const mine = (userId: string, id: string) => and(eq(libraryCreatives.id, id), eq(libraryCreatives.userId, userId));

/** A page of the user's creatives (by name, folder or none, type), newest first, and how many match. */
export async function listCreatives(database: Db, userId: string, q: CreativeListQuery): Promise<{ rows: CreativeRow[]; total: number }> {
  const folder = q.folderId === 'none' ? isNull(libraryCreatives.folderId) : q.folderId ? eq(libraryCreatives.folderId, q.folderId) : undefined;
  const where = and(
    eq(libraryCreatives.userId, userId),
    nameContains(libraryCreatives.name, q.search),
    folder,
    q.type ? eq(libraryCreatives.type, q.type) : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const rows = await database.db
    .select()
    .from(libraryCreatives)
    .where(where)
    .orderBy(desc(libraryCreatives.createdAt), asc(libraryCreatives.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: await countWhere(database, libraryCreatives, where) };
}

export async function findCreative(database: Db, userId: string, id: string): Promise<CreativeRow | null> {
  return (await database.db.select().from(libraryCreatives).where(mine(userId, id)).limit(1))[0] ?? null;
}

/** Whoever's it is: the signed file URLs name no user (the signature is the key). */
export async function findCreativeById(database: Db, id: string): Promise<CreativeRow | null> {
  return (await database.db.select().from(libraryCreatives).where(eq(libraryCreatives.id, id)).limit(1))[0] ?? null;
}

export async function insertCreative(database: Db, values: NewCreativeRow): Promise<CreativeRow> {
  const [row] = await database.db.insert(libraryCreatives).values(values).returning();
  if (!row) throw new Error('Creative insert returned nothing');
  return row;
}

/** Changes the user's creative; null when it is gone. */
export async function updateCreative(
  database: Db,
  userId: string,
  id: string,
  changes: Partial<Pick<CreativeRow, 'name' | 'folderId' | 'thumbnailFileName'>>,
  now: Date,
): Promise<CreativeRow | null> {
  return (
    (
      await database.db
        .update(libraryCreatives)
        .set({ ...changes, updatedAt: now })
        .where(mine(userId, id))
        .returning()
    )[0] ?? null
  );
}

export async function deleteCreative(database: Db, id: string): Promise<void> {
  await database.db.delete(libraryCreatives).where(eq(libraryCreatives.id, id));
}
