import crypto from 'node:crypto';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { LibraryListQuery } from '../../../lib/contract/library';
import type { Db } from '../database';
import { libraryCreatives, libraryFolders } from '../schema';
import { countWhere, nameContains, pageWindow } from './library-paging';

// The library's folders, per user, each with how many creatives it holds (server/library/folders.ts).

export type FolderRow = typeof libraryFolders.$inferSelect & { creativeCount: number };

const withCount = (database: Db) => ({
  ...getTableColumns(libraryFolders),
  creativeCount: database.db.$count(libraryCreatives, eq(libraryCreatives.folderId, libraryFolders.id)),
});
const mine = (userId: string, id: string) => and(eq(libraryFolders.id, id), eq(libraryFolders.userId, userId));

/** A page of the user's folders (named like `search`), by name regardless of case, and how many match. */
export async function listFolders(database: Db, userId: string, q: LibraryListQuery): Promise<{ rows: FolderRow[]; total: number }> {
  const where = and(eq(libraryFolders.userId, userId), nameContains(libraryFolders.name, q.search));
  const { limit, offset } = pageWindow(q);
  // Ordered by an expression: lower() has no builder function.
  const rows = await database.db
    .select(withCount(database))
    .from(libraryFolders)
    .where(where)
    .orderBy(asc(sql`lower(${libraryFolders.name})`), asc(libraryFolders.createdAt))
    .limit(limit)
    .offset(offset);
  return { rows, total: await countWhere(database, libraryFolders, where) };
}

export async function findFolder(database: Db, userId: string, id: string): Promise<FolderRow | null> {
  return (await database.db.select(withCount(database)).from(libraryFolders).where(mine(userId, id)).limit(1))[0] ?? null;
}

export async function folderExists(database: Db, userId: string, id: string): Promise<boolean> {
  return (await database.db.select({ id: libraryFolders.id }).from(libraryFolders).where(mine(userId, id)).limit(1)).length > 0;
}

export async function insertFolder(database: Db, userId: string, name: string, now: Date): Promise<FolderRow> {
  const [row] = await database.db.insert(libraryFolders).values({ id: crypto.randomUUID(), userId, name, createdAt: now, updatedAt: now }).returning();
  if (!row) throw new Error('Folder insert returned nothing');
  return { ...row, creativeCount: 0 };
}

export async function renameFolder(database: Db, userId: string, id: string, name: string, now: Date): Promise<void> {
  await database.db.update(libraryFolders).set({ name, updatedAt: now }).where(mine(userId, id));
}

/** Deletes the user's folder (its creatives stay, outside any folder); false when they have none with this id. */
export async function deleteFolder(database: Db, userId: string, id: string): Promise<boolean> {
  return (await database.db.delete(libraryFolders).where(mine(userId, id)).returning({ id: libraryFolders.id })).length > 0;
}
