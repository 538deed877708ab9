import type { LibraryFolder, LibraryListQuery } from '../../lib/contract/library';
import {
  deleteFolder as deleteFolderRow,
  findFolder as findFolderRow,
  insertFolder,
  listFolders as listFolderRows,
  renameFolder as renameFolderRow,
  type FolderRow,
} from '../db/repos/library-folders';
import type { AppDeps } from '../deps';
import { createWithinCap } from '../limits/user-caps';
import { LibraryNotFoundError, UUID } from './creatives';

// The user's folders of creatives (docs/library.md), each with how many creatives it holds. Another user's folder
// is a LibraryNotFoundError.

const toFolder = (r: FolderRow): LibraryFolder => ({
  id: r.id,
  name: r.name,
  creativeCount: r.creativeCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const notFound = () => new LibraryNotFoundError('Folder not found.');

async function findFolder(deps: AppDeps, userId: string, id: string): Promise<LibraryFolder> {
  const row = UUID.test(id) ? await findFolderRow(deps.database, userId, id) : null;
  if (!row) throw notFound();
  return toFolder(row);
}

/** One page of the user's folders, by name. */
export async function listFolders(deps: AppDeps, userId: string, q: LibraryListQuery): Promise<{ data: LibraryFolder[]; total: number }> {
  const { rows, total } = await listFolderRows(deps.database, userId, q);
  return { data: rows.map(toFolder), total };
}

export async function createFolder(deps: AppDeps, userId: string, name: string): Promise<LibraryFolder> {
  return toFolder(await createWithinCap(deps, 'folders', userId, (tx) => insertFolder(tx, userId, name, deps.now())));
}

export async function renameFolder(deps: AppDeps, userId: string, id: string, name: string): Promise<LibraryFolder> {
  await findFolder(deps, userId, id);
  await renameFolderRow(deps.database, userId, id, name, deps.now());
  return findFolder(deps, userId, id);
}

/** The folder goes; its creatives stay in the library, outside any folder. */
export async function deleteFolder(deps: AppDeps, userId: string, id: string): Promise<void> {
  if (!UUID.test(id) || !(await deleteFolderRow(deps.database, userId, id))) throw notFound();
}
