import fs from 'node:fs';
import type { CreativeListQuery, LibraryCreative } from '../../lib/contract/library';
import {
  deleteCreative as deleteCreativeRow,
  listCreatives as listCreativeRows,
  updateCreative as updateCreativeRow,
  type CreativeRow,
} from '../db/repos/library-creatives';
import type { AppDeps } from '../deps';
import { LibraryNotFoundError, accountsOf, assertFolder, findCreative, toCreative } from './creatives';
import { LibraryInputError, filePath } from './storage';
import { placeThumbnail, posterThumbnail } from './thumbnails';

// What the creative routes do with a user's creatives (docs/library.md): list, read, rename or move, delete, and
// set a video's poster. Another user's creative is a LibraryNotFoundError (a 404 in the routes).

/** One page of the user's creatives, newest first. */
export async function listCreatives(deps: AppDeps, userId: string, q: CreativeListQuery): Promise<{ data: LibraryCreative[]; total: number }> {
  const { rows, total } = await listCreativeRows(deps.database, userId, q);
  const accounts = await accountsOf(
    deps,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toCreative(deps, r, accounts.get(r.id))), total };
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
  const row = await updateCreativeRow(
    deps.database,
    userId,
    existing.id,
    { name: changes.name ?? existing.name, folderId: changes.folderId === undefined ? existing.folderId : changes.folderId },
    deps.now(),
  );
  if (!row) throw new LibraryNotFoundError('Creative not found.');
  return answerOf(deps, row);
}

/** The row and its files go; the ad accounts keep what was pushed to them. */
export async function deleteCreative(deps: AppDeps, userId: string, id: string): Promise<void> {
  const row = await findCreative(deps, userId, id);
  await deleteCreativeRow(deps.database, row.id);
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
    const row = await updateCreativeRow(deps.database, userId, creative.id, { thumbnailFileName }, deps.now());
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
