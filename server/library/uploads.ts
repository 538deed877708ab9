import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { LIBRARY_CHUNK_BYTES, creativeTypeOf, maxBytesOf, type LibraryCreative, type StartUploadRequest } from '../../lib/contract/library';
import { claimFinish, countUploads, deleteUpload, findUpload as findUploadRow, insertUpload, recordChunk } from '../db/repos/library-uploads';
import type { AppDeps } from '../deps';
import { RetryLaterError } from '../limits/retry-later';
import { decodeGate } from './decode-gate';
import { EMPTY_FILE, LibraryNotFoundError, UUID, assertFolder, createCreativeFromTemp, isMediaType, toCreative } from './creatives';
import { withinQuota } from './quota';
import { LibraryInputError, ensureDirs, streamToTemp, tooLargeMessage, uploadTempPath } from './storage';

// The two ways a file enters the library (docs/library.md), both ending in creatives.ts's checks:
// - a raw upload: the file as one request body (curl, scripts), with its Content-Length, reserved against the
//   quota before a byte is read, bounded by its type's limit;
// - a chunked upload: started with its size (reserved against the quota), written chunk by chunk (a chunk sent
//   again after a lost answer is accepted), finished once. An upload idle for 30 minutes is swept (sweep.ts).
// Either way a user has at most UPLOADS_AT_ONCE in progress (docs/limits.md#uploads-in-progress).

const UNSUPPORTED_TYPE = 'Only PNG, JPEG, GIF or WebP images and MP4 or MOV videos can be uploaded.';
const UPLOAD_NOT_FOUND = 'Upload not found. Please start the upload again.';
const LENGTH_REQUIRED = 'Send the file with its Content-Length (its size in bytes), so that its storage can be reserved before it arrives.';
/** Uploads in progress per user: the side panel sends three at a time, scripts more (the e2e suite ten). */
export const UPLOADS_AT_ONCE = 20;

interface RawUpload {
  name: string;
  folderId?: string;
  /** The request's content-type (parameters ignored) and content-length (NaN: none), as sent. */
  contentType: string;
  contentLength: number;
  body: Readable | undefined;
}

interface NewUpload {
  name: string;
  mimeType: string;
  size: number;
  folderId: string | null;
  /** A raw upload: its request writes and finishes it (claimed from the start, the chunk routes never see it). */
  raw?: boolean;
}

/**
 * Reserves `size` bytes of the user's quota for a new upload (its row) with an empty temp file, within the user's
 * uploads in progress; answers its id. A 400 naming `file` when it does not fit, a 429 when too many are under way.
 */
async function reserveUpload(deps: AppDeps, userId: string, { raw, size, ...upload }: NewUpload): Promise<string> {
  const id = crypto.randomUUID();
  ensureDirs(deps);
  await fs.promises.writeFile(uploadTempPath(deps, id), Buffer.alloc(0), { flag: 'wx' });
  const now = deps.now();
  await withinQuota(deps, userId, size, async (tx) => {
    if ((await countUploads(tx, userId)) >= UPLOADS_AT_ONCE)
      throw new RetryLaterError(429, `Too many uploads under way: at most ${UPLOADS_AT_ONCE} at a time. Let one finish, or cancel it.`, 30);
    await insertUpload(tx, { id, userId, ...upload, sizeBytes: size, createdAt: now, touchedAt: now, finishingAt: raw ? now : null });
  }).catch(async (error: unknown) => {
    await fs.promises.rm(uploadTempPath(deps, id), { force: true });
    throw error;
  });
  return id;
}

export async function uploadRaw(deps: AppDeps, userId: string, upload: RawUpload): Promise<LibraryCreative> {
  const declared = upload.contentType.split(';')[0]!.trim().toLowerCase();
  if (!isMediaType(declared)) throw new LibraryInputError('content-type', UNSUPPORTED_TYPE);
  // A body without its length (chunked transfer) cannot be reserved before it arrives: 411.
  if (!Number.isSafeInteger(upload.contentLength)) throw new LibraryInputError('content-length', LENGTH_REQUIRED, 411);
  const body = upload.body;
  if (upload.contentLength === 0 || !body || typeof body.pipe !== 'function') throw new LibraryInputError('file', EMPTY_FILE);
  if (upload.contentLength > maxBytesOf(declared)) throw new LibraryInputError('file', tooLargeMessage(maxBytesOf(declared)));
  // An image waits for its decode: with the queue full, a 503 before its bytes are read.
  if (creativeTypeOf(declared) === 'image') decodeGate.assertRoom();
  await assertFolder(deps, userId, upload.folderId);
  const id = await reserveUpload(deps, userId, {
    name: upload.name,
    mimeType: declared,
    size: upload.contentLength,
    folderId: upload.folderId ?? null,
    raw: true,
  });
  const tempPath = uploadTempPath(deps, id);
  try {
    // Node's parser ends the body at its Content-Length: it cannot grow past what was reserved.
    const { size } = await streamToTemp(body, upload.contentLength, tempPath);
    const row = await createCreativeFromTemp(deps, userId, {
      tempPath,
      size,
      name: upload.name,
      declaredType: declared,
      folderId: upload.folderId ?? null,
      uploadId: id,
    });
    return toCreative(deps, row);
  } catch (error) {
    await deleteUpload(deps.database, id);
    await fs.promises.rm(tempPath, { force: true });
    throw error;
  }
}

async function findUpload(deps: AppDeps, userId: string, id: string) {
  if (!UUID.test(id)) throw new LibraryNotFoundError(UPLOAD_NOT_FOUND);
  const row = await findUploadRow(deps.database, userId, id);
  // Being turned into a creative by its finish: no longer an upload to write to.
  if (!row || row.finishingAt) throw new LibraryNotFoundError(UPLOAD_NOT_FOUND);
  return row;
}

export async function startUpload(
  deps: AppDeps,
  userId: string,
  { name, mimeType, size, folderId }: StartUploadRequest,
): Promise<{ uploadId: string; chunkSize: number; received: number }> {
  if (size > maxBytesOf(mimeType)) throw new LibraryInputError('size', tooLargeMessage(maxBytesOf(mimeType)));
  await assertFolder(deps, userId, folderId);
  // The announced size is reserved now: the chunks cannot go past it.
  const uploadId = await reserveUpload(deps, userId, { name, mimeType, size, folderId: folderId ?? null });
  return { uploadId, chunkSize: LIBRARY_CHUNK_BYTES, received: 0 };
}

/** Writes the chunk at `offset` (base64 `data`); answers the bytes received of the size announced. */
export async function writeChunk(
  deps: AppDeps,
  userId: string,
  id: string,
  { offset, data }: { offset: number; data: string },
): Promise<{ received: number; size: number }> {
  const upload = await findUpload(deps, userId, id);
  const chunk = Buffer.from(data, 'base64');
  // A chunk sent again after a lost answer: already here.
  if (offset < upload.receivedBytes && offset + chunk.length <= upload.receivedBytes) return { received: upload.receivedBytes, size: upload.sizeBytes };
  if (offset !== upload.receivedBytes) throw new LibraryInputError('offset', `Expected the chunk at offset ${upload.receivedBytes}.`);
  if (offset + chunk.length > upload.sizeBytes) throw new LibraryInputError('data', `The file is larger than the ${upload.sizeBytes} bytes announced.`);
  const file = await fs.promises.open(uploadTempPath(deps, upload.id), 'r+').catch(() => {
    throw new LibraryNotFoundError(UPLOAD_NOT_FOUND);
  });
  try {
    await file.write(chunk, 0, chunk.length, offset);
    await file.sync();
  } finally {
    await file.close();
  }
  const received = offset + chunk.length;
  await recordChunk(deps.database, upload.id, offset, received, deps.now());
  return { received, size: upload.sizeBytes };
}

export async function finishUpload(deps: AppDeps, userId: string, id: string): Promise<LibraryCreative> {
  const upload = await findUpload(deps, userId, id);
  if (upload.receivedBytes < upload.sizeBytes) {
    throw new LibraryInputError('size', `The upload is incomplete: ${upload.receivedBytes} of ${upload.sizeBytes} bytes received.`);
  }
  // An image waits for its decode: with the queue full, a 503 while the upload is still there to finish again.
  if (creativeTypeOf(upload.mimeType) === 'image') decodeGate.assertRoom();
  // Claimed once: a second finish of the same upload finds nothing. The row (its reservation of the quota)
  // goes in the transaction that stores the creative, or below when the file is refused.
  if (!(await claimFinish(deps.database, userId, upload.id, deps.now()))) throw new LibraryNotFoundError(UPLOAD_NOT_FOUND);
  const row = await createCreativeFromTemp(deps, userId, {
    tempPath: uploadTempPath(deps, upload.id),
    size: upload.sizeBytes,
    name: upload.name,
    declaredType: upload.mimeType,
    folderId: upload.folderId,
    uploadId: upload.id,
  }).catch(async (error: unknown) => {
    await deleteUpload(deps.database, upload.id);
    throw error;
  });
  return toCreative(deps, row);
}

export async function cancelUpload(deps: AppDeps, userId: string, id: string): Promise<void> {
  const upload = await findUpload(deps, userId, id);
  await deleteUpload(deps.database, upload.id);
  await fs.promises.rm(uploadTempPath(deps, upload.id), { force: true });
}
