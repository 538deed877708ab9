import fs from 'node:fs';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { CreativeListQuery, LibraryCreative } from '../../lib/contract/library';
import { libraryCreatives } from '../db/schema';
import type { AppDeps } from '../deps';
import { LibraryNotFoundError, accountsOf, assertFolder, findCreative, toCreative, type CreativeRow } from './creatives';
import { countWhere, nameContains, ownedBy, pageWindow } from './paging';
import { LibraryInputError, filePath } from './storage';
import { placeThumbnail, posterThumbnail } from './thumbnails';

// What the creative routes do with a user's creatives (docs/library.md): list, read, rename or move, delete, and
// set a video's poster. Another user's creative is a LibraryNotFoundError (a 404 in the routes).

/** One page of the user's creatives, newest first. */
export async function listCreatives(deps: AppDeps, userId: string, q: CreativeListQuery): Promise<{ data: LibraryCreative[]; total: number }> {
  const folder = q.folderId === 'none' ? isNull(libraryCreatives.folderId) : q.folderId ? eq(libraryCreatives.folderId, q.folderId) : undefined;
  const where = ownedBy(
    libraryCreatives.userId,
    userId,
    nameContains(libraryCreatives.name, q.search),
    folder,
    q.type ? eq(libraryCreatives.type, q.type) : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const rows = await deps.database.db
    .select()
    .from(libraryCreatives)
    .where(where)
    .orderBy(desc(libraryCreatives.createdAt), asc(libraryCreatives.id))
    .limit(limit)
    .offset(offset);
  const accounts = await accountsOf(
    deps,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toCreative(deps, r, accounts.get(r.id))), total: await countWhere(deps, libraryCreatives, where) };
}

/** The creative as the API answers it, with the ad accounts it is in. */
async function answerOf(deps: AppDeps, row: CreativeRow): Promise<LibraryCreative> {
  return toCreative(deps, row, (await accountsOf(deps, [row.id])).get(row.id));
}

export async function getCreative(deps: AppDeps, userId: string, id: string): Promise<LibraryCreative> {
  return answerOf(deps, await findCreative(deps, userId, id));
}

export async function updateCreative(
  deps: AppDeps,
  userId: string,
  id: string,
  changes: { name?: string; folderId?: string | null },
): Promise<LibraryCreative> {
  const existing = await findCreative(deps, userId, id);
  await assertFolder(deps, userId, changes.folderId);
  const [row] = await deps.database.db
    .update(libraryCreatives)
    .set({ name: changes.name ?? existing.name, folderId: changes.folderId === undefined ? existing.folderId : changes.folderId, updatedAt: deps.now() })
    .where(and(eq(libraryCreatives.id, existing.id), eq(libraryCreatives.userId, userId)))
    .returning();
  return answerOf(deps, row!);
}

/** The row and its files go; the ad accounts keep what was pushed to them. */
export async function deleteCreative(deps: AppDeps, userId: string, id: string): Promise<void> {
  const row = await findCreative(deps, userId, id);
  await deps.database.db.delete(libraryCreatives).where(eq(libraryCreatives.id, row.id));
  await fs.promises.rm(filePath(deps, row.fileName), { force: true });
  if (row.thumbnailFileName) await fs.promises.rm(filePath(deps, row.thumbnailFileName), { force: true });
}

/** A video's poster (a frame the side panel drew, base64) becomes its thumbnail; sent again, it replaces it. */
export async function setPoster(deps: AppDeps, userId: string, id: string, poster: string): Promise<LibraryCreative> {
  let made: string | null = null;
  try {
    const creative = await findCreative(deps, userId, id);
    if (creative.type !== 'video') throw new LibraryInputError('poster', 'Only a video takes a poster: an image is its own thumbnail.');
    made = await posterThumbnail(deps, Buffer.from(poster, 'base64'));
    const thumbnailFileName = await placeThumbnail(deps, made, creative.id);
    made = null;
    const [row] = await deps.database.db
      .update(libraryCreatives)
      .set({ thumbnailFileName, updatedAt: deps.now() })
      .where(and(eq(libraryCreatives.id, creative.id), eq(libraryCreatives.userId, userId)))
      .returning();
    if (!row) {
      // Deleted meanwhile: its poster goes too.
      await fs.promises.rm(filePath(deps, thumbnailFileName), { force: true });
      throw new LibraryNotFoundError('Creative not found.');
    }
    return await answerOf(deps, row);
  } finally {
    if (made) await fs.promises.rm(made, { force: true });
  }
}
