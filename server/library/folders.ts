import crypto from 'node:crypto';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { LibraryFolder, LibraryListQuery } from '../../lib/contract/library';
import { libraryFolders } from '../db/schema';
import type { AppDeps } from '../deps';
import { LibraryNotFoundError, UUID } from './creatives';
import { countWhere, nameContains, ownedBy, pageWindow } from './paging';

// The user's folders of creatives (docs/library.md), each with how many creatives it holds. Another user's folder
// is a LibraryNotFoundError.

const creativeCount = sql<number>`(SELECT count(*) FROM library_creatives c WHERE c.folder_id = library_folders.id)`.mapWith(Number);
type FolderRow = typeof libraryFolders.$inferSelect & { creativeCount: number };
const toFolder = (r: FolderRow): LibraryFolder => ({
  id: r.id,
  name: r.name,
  creativeCount: r.creativeCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const notFound = () => new LibraryNotFoundError('Folder not found.');

async function findFolder(deps: AppDeps, userId: string, id: string): Promise<LibraryFolder> {
  const row = UUID.test(id)
    ? (
        await deps.database.db
          .select({ ...getTableColumns(libraryFolders), creativeCount })
          .from(libraryFolders)
          .where(and(eq(libraryFolders.id, id), eq(libraryFolders.userId, userId)))
          .limit(1)
      )[0]
    : undefined;
  if (!row) throw notFound();
  return toFolder(row);
}

/** One page of the user's folders, by name. */
export async function listFolders(deps: AppDeps, userId: string, q: LibraryListQuery): Promise<{ data: LibraryFolder[]; total: number }> {
  const where = ownedBy(libraryFolders.userId, userId, nameContains(libraryFolders.name, q.search));
  const { limit, offset } = pageWindow(q);
  const rows = await deps.database.db
    .select({ ...getTableColumns(libraryFolders), creativeCount })
    .from(libraryFolders)
    .where(where)
    .orderBy(asc(sql`lower(${libraryFolders.name})`), asc(libraryFolders.createdAt))
    .limit(limit)
    .offset(offset);
  return { data: rows.map(toFolder), total: await countWhere(deps, libraryFolders, where) };
}

export async function createFolder(deps: AppDeps, userId: string, name: string): Promise<LibraryFolder> {
  const now = deps.now();
  const [row] = await deps.database.db.insert(libraryFolders).values({ id: crypto.randomUUID(), userId, name, createdAt: now, updatedAt: now }).returning();
  return toFolder({ ...row!, creativeCount: 0 });
}

export async function renameFolder(deps: AppDeps, userId: string, id: string, name: string): Promise<LibraryFolder> {
  await findFolder(deps, userId, id);
  await deps.database.db
    .update(libraryFolders)
    .set({ name, updatedAt: deps.now() })
    .where(and(eq(libraryFolders.id, id), eq(libraryFolders.userId, userId)));
  return findFolder(deps, userId, id);
}

/** The folder goes; its creatives stay in the library, outside any folder. */
export async function deleteFolder(deps: AppDeps, userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound();
  const deleted = await deps.database.db
    .delete(libraryFolders)
    .where(and(eq(libraryFolders.id, id), eq(libraryFolders.userId, userId)))
    .returning({ id: libraryFolders.id });
  if (deleted.length === 0) throw notFound();
}
