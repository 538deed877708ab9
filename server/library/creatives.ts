import crypto from 'node:crypto';
import fs from 'node:fs';
import { LIBRARY_MEDIA_TYPES, creativeTypeOf, maxBytesOf, type LibraryCreative, type LibraryMediaType } from '../../lib/contract/library';
import { accountsOfCreatives, type CreativeAccountRow } from '../db/repos/library-creative-accounts';
import { findCreative as findCreativeRow, insertCreative, type CreativeRow } from '../db/repos/library-creatives';
import { folderExists } from '../db/repos/library-folders';
import { deleteUpload } from '../db/repos/library-uploads';
import type { AppDeps } from '../deps';
import { readMediaInfo } from './media-info';
import { withinQuota } from './quota';
import { EXTENSIONS, LibraryInputError, ensureDirs, filePath, sha256OfFile, signedFileUrl, tooLargeMessage } from './storage';
import { assertDecodable, makeThumbnail, placeThumbnail } from './thumbnails';
import { DamagedVideoError } from './video-boxes';

// Creatives: a checked file becomes a row; rows answer with signed file URLs and where the creative already is.

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_A_MEDIA_FILE = 'This file is not a PNG, JPEG, GIF or WebP image, nor an MP4 or MOV video.';
export const EMPTY_FILE = 'The file is empty.';

/** Another user's object, or none: a 404 in the route. */
export class LibraryNotFoundError extends Error {
  override name = 'LibraryNotFoundError';
}

export const isMediaType = (type: string): type is LibraryMediaType => (LIBRARY_MEDIA_TYPES as readonly string[]).includes(type);

export async function assertFolder(deps: AppDeps, userId: string, folderId: string | null | undefined): Promise<void> {
  if (!folderId) return;
  if (!(await folderExists(deps.database, userId, folderId))) throw new LibraryInputError('folderId', 'Folder not found.', 404);
}

export async function findCreative(deps: AppDeps, userId: string, id: string): Promise<CreativeRow> {
  if (!UUID.test(id)) throw new LibraryNotFoundError('Creative not found.');
  const row = await findCreativeRow(deps.database, userId, id);
  if (!row) throw new LibraryNotFoundError('Creative not found.');
  return row;
}

interface NewCreative {
  tempPath: string;
  size: number;
  name: string;
  /** The content-type the client declared; the file's own bytes decide. */
  declaredType: string;
  folderId: string | null;
  /** The chunked upload it comes from: its row (its reservation of the quota) goes as the creative is stored. */
  uploadId?: string;
}

/**
 * Checks a complete temp file (type from its bytes, size, dimensions, a video's structure), makes an image's
 * thumbnail, moves both into the library and records them within the user's quota (quota.ts). The temp files are removed whatever happens; a row exists only for files
 * that are in place, and files are in place only for a row.
 */
export async function createCreativeFromTemp(deps: AppDeps, userId: string, input: NewCreative): Promise<CreativeRow> {
  const placed: string[] = [];
  let thumbTemp: string | null = null;
  try {
    if (input.size === 0) throw new LibraryInputError('file', EMPTY_FILE);
    const info = await readMediaInfo(input.tempPath).catch((error: unknown) => {
      if (error instanceof DamagedVideoError) throw new LibraryInputError('file', `This video is damaged or is not a real MP4 or MOV file: ${error.message}.`);
      // Swept while it stalled for half an hour (sweep.ts).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new LibraryInputError('file', 'The upload was interrupted before the end of the file. Please try again.');
      throw error;
    });
    if (!info) throw new LibraryInputError('file', NOT_A_MEDIA_FILE);
    if (isMediaType(input.declaredType) && creativeTypeOf(input.declaredType) !== creativeTypeOf(info.mimeType)) {
      throw new LibraryInputError(
        'file',
        `This file is ${creativeTypeOf(info.mimeType) === 'video' ? 'a video' : 'an image'} but was sent as ${input.declaredType}.`,
      );
    }
    if (input.size > maxBytesOf(info.mimeType)) throw new LibraryInputError('file', tooLargeMessage(maxBytesOf(info.mimeType)));
    await assertFolder(deps, userId, input.folderId);
    const type = creativeTypeOf(info.mimeType);
    // A video's thumbnail is the poster the side panel sends next (PUT /library/creatives/{id}/poster).
    if (type === 'image') {
      assertDecodable(info, 'file');
      thumbTemp = await makeThumbnail(deps, input.tempPath, 'file');
    }
    const id = crypto.randomUUID();
    const fileName = `${id}${EXTENSIONS[info.mimeType] ?? ''}`;
    const sha256 = await sha256OfFile(input.tempPath);
    ensureDirs(deps);
    await fs.promises.rename(input.tempPath, filePath(deps, fileName));
    placed.push(filePath(deps, fileName));
    let thumbnailFileName: string | null = null;
    if (thumbTemp) {
      thumbnailFileName = await placeThumbnail(deps, thumbTemp, id);
      placed.push(filePath(deps, thumbnailFileName));
    }
    const now = deps.now();
    const row = await withinQuota(
      deps,
      userId,
      input.size,
      async (tx) => {
        if (input.uploadId) await deleteUpload(tx, input.uploadId);
        return insertCreative(tx, {
          id,
          userId,
          folderId: input.folderId,
          name: input.name.trim(),
          type,
          mimeType: info.mimeType,
          sizeBytes: input.size,
          width: info.width,
          height: info.height,
          sha256,
          fileName,
          thumbnailFileName,
          createdAt: now,
          updatedAt: now,
        });
      },
      input.uploadId,
    );
    placed.length = 0;
    return row;
  } finally {
    await fs.promises.rm(input.tempPath, { force: true });
    if (thumbTemp) await fs.promises.rm(thumbTemp, { force: true });
    for (const file of placed) await fs.promises.rm(file, { force: true });
  }
}

export async function accountsOf(deps: AppDeps, creativeIds: string[]): Promise<Map<string, CreativeAccountRow[]>> {
  const byCreative = new Map<string, CreativeAccountRow[]>();
  for (const row of await accountsOfCreatives(deps.database, creativeIds)) byCreative.set(row.creativeId, [...(byCreative.get(row.creativeId) ?? []), row]);
  return byCreative;
}

export function toCreative(deps: AppDeps, row: CreativeRow, accounts: CreativeAccountRow[] = []): LibraryCreative {
  return {
    id: row.id,
    name: row.name,
    type: row.type === 'video' ? 'video' : 'image',
    mimeType: isMediaType(row.mimeType) ? row.mimeType : 'image/png',
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    folderId: row.folderId,
    // Images stored before thumbnails existed (0006) answer their own file as the thumbnail.
    thumbnailUrl: row.thumbnailFileName || row.type === 'image' ? signedFileUrl(deps, row.id, 'thumbnail') : null,
    fileUrl: signedFileUrl(deps, row.id, 'original'),
    // A row with neither hash nor id is only a push's claim (push-media.ts): not in the account yet.
    accounts: accounts
      .filter((a) => a.imageHash || a.videoId)
      .map((a) => ({ accountId: a.accountId, imageHash: a.imageHash, videoId: a.videoId, status: a.status === 'ready' ? 'ready' : 'processing' })),
    createdAt: row.createdAt.toISOString(),
  };
}
