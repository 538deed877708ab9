import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { okResponseSchema } from '../contract/common';
import {
  LIBRARY_CHUNK_BYTES,
  accountVideosResponseSchema,
  copyListResponseSchema,
  copyResponseSchema,
  creativeListResponseSchema,
  creativeResponseSchema,
  folderListResponseSchema,
  folderResponseSchema,
  libraryUsageResponseSchema,
  offerListResponseSchema,
  offerResponseSchema,
  startUploadResponseSchema,
  uploadChunkResponseSchema,
  type CopyFields,
  type CreativeType,
  type LibraryCreative,
  type LibraryMediaType,
  type OfferFields,
} from '../contract/library';
import { ApiError, call, type Transport } from './client';

// The creative library: list queries, edits, and the chunked upload (docs/library.md). Mutations are
// called by the components, which invalidate the `['library', ...]` keys they change.

export interface CreativeFilter {
  search?: string;
  /** A folder's id, 'none', or undefined for all. */
  folderId?: string;
  type?: CreativeType;
  page?: number;
  pageSize?: number;
}

const q = (o: Record<string, string | number | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(o)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export const libraryQueries = {
  creatives: (t: Transport, f: CreativeFilter) =>
    queryOptions({
      queryKey: ['library', 'creatives', f],
      queryFn: () => call(t, { method: 'GET', path: '/library/creatives', query: q({ ...f }) }, creativeListResponseSchema),
    }),
  folders: (t: Transport, search = '') =>
    queryOptions({
      queryKey: ['library', 'folders', search],
      queryFn: () => call(t, { method: 'GET', path: '/library/folders', query: q({ search, pageSize: 200 }) }, folderListResponseSchema),
    }),
  /** The bytes used against the storage quota (docs/limits.md); every `['library']` invalidation refreshes it. */
  usage: (t: Transport) =>
    queryOptions({
      queryKey: ['library', 'usage'],
      queryFn: () => call(t, { method: 'GET', path: '/library/usage' }, libraryUsageResponseSchema),
    }),
  accountVideos: (t: Transport, accountId: string) =>
    queryOptions({
      queryKey: ['library', 'account-videos', accountId],
      queryFn: () => call(t, { method: 'GET', path: '/library/account-videos', query: { accountId } }, accountVideosResponseSchema),
    }),
};

export const libraryApi = {
  listCreatives: (t: Transport, f: CreativeFilter) => call(t, { method: 'GET', path: '/library/creatives', query: q({ ...f }) }, creativeListResponseSchema),
  createFolder: (t: Transport, name: string) => call(t, { method: 'POST', path: '/library/folders', body: { name } }, folderResponseSchema),
  renameFolder: (t: Transport, id: string, name: string) => call(t, { method: 'PUT', path: `/library/folders/${id}`, body: { name } }, folderResponseSchema),
  deleteFolder: (t: Transport, id: string) => call(t, { method: 'DELETE', path: `/library/folders/${id}` }, okResponseSchema),
  updateCreative: (t: Transport, id: string, body: { name?: string; folderId?: string | null }) =>
    call(t, { method: 'PUT', path: `/library/creatives/${id}`, body }, creativeResponseSchema),
  deleteCreative: (t: Transport, id: string) => call(t, { method: 'DELETE', path: `/library/creatives/${id}` }, okResponseSchema),
  /** A video's poster (a frame the panel drew from it) becomes its thumbnail. */
  setPoster: async (t: Transport, id: string, poster: Blob) =>
    call(
      t,
      { method: 'PUT', path: `/library/creatives/${id}/poster`, body: { poster: base64Of(new Uint8Array(await poster.arrayBuffer())) } },
      creativeResponseSchema,
    ),
};

/** A file to upload, as the browser gives it (File satisfies it). */
export interface UploadSource {
  name: string;
  type: string;
  size: number;
  slice(start: number, end: number): Blob;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Uploads a file in chunks (POST /library/uploads, PUT each chunk, finish). `onProgress` gets the fraction of bytes
 * the server has. A failed chunk is tried twice more before the upload fails; a failed upload is cancelled (its
 * bytes and its share of the storage quota go at once), so a retry starts over.
 */
export async function uploadCreative(
  t: Transport,
  file: UploadSource,
  options: { folderId?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<LibraryCreative> {
  const mimeType = (file.type || guessType(file.name)) as LibraryMediaType;
  const started = await call(
    t,
    {
      method: 'POST',
      path: '/library/uploads',
      body: { name: file.name, mimeType, size: file.size, ...(options.folderId ? { folderId: options.folderId } : {}) },
    },
    startUploadResponseSchema,
  );
  const { uploadId } = started.data;
  try {
    return await sendChunks(t, file, uploadId, Math.min(started.data.chunkSize, LIBRARY_CHUNK_BYTES), options);
  } catch (error) {
    // Its announced size counts against the storage quota until it goes: cancelled now rather than swept later.
    await call(t, { method: 'DELETE', path: `/library/uploads/${uploadId}` }, okResponseSchema).catch(() => undefined);
    throw error;
  }
}

async function sendChunks(
  t: Transport,
  file: UploadSource,
  uploadId: string,
  chunkSize: number,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<LibraryCreative> {
  let offset = 0;
  options.onProgress?.(0);
  while (offset < file.size) {
    options.signal?.throwIfAborted();
    const bytes = new Uint8Array(await file.slice(offset, Math.min(offset + chunkSize, file.size)).arrayBuffer());
    let attempt = 0;
    for (;;) {
      try {
        const answer = await call(
          t,
          { method: 'PUT', path: `/library/uploads/${uploadId}`, body: { offset, data: base64Of(bytes) } },
          uploadChunkResponseSchema,
        );
        offset = answer.data.received;
        break;
      } catch (error) {
        attempt += 1;
        if (attempt >= 3 || (error instanceof ApiError && error.status >= 400 && error.status < 500)) throw error;
      }
    }
    options.onProgress?.(offset / file.size);
  }
  const done = await finishUpload(t, uploadId, options.signal);
  options.onProgress?.(1);
  return done.data;
}

/** How long an image waits for its turn to be read when the server's queue is full (its 503), and how often. */
export const FINISH_RETRY = { afterMs: 5000, times: 12 } as const;

/** The last call of an upload. A 503 says the server is reading other images (docs/limits.md#media); the upload is
 * still there, so it asks again a little later, for up to a minute, rather than losing the bytes sent. */
async function finishUpload(t: Transport, uploadId: string, signal: AbortSignal | undefined) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(t, { method: 'POST', path: `/library/uploads/${uploadId}/finish` }, creativeResponseSchema);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 503 || attempt > FINISH_RETRY.times) throw error;
      await new Promise((resolve) => setTimeout(resolve, FINISH_RETRY.afterMs));
      signal?.throwIfAborted();
    }
  }
}

const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};
function guessType(name: string): string {
  return BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** A page of copies or offers: the largest the API answers (docs/limits.md#what-a-user-keeps). */
const ITEM_PAGE_SIZE = 200;

/** Copies and offers alike: listed with a search a page of 200 at a time (`page` from 1), saved (POST a new one, PUT
 * one by id), deleted. `key` is the key of every list of them, read again after an edit. */
function itemApi<L extends z.core.$ZodType, R extends z.core.$ZodType, F>(path: string, listSchema: L, itemSchema: R) {
  const key = ['library', path];
  return {
    key,
    list: (t: Transport, search = '', page = 1) =>
      queryOptions({
        queryKey: [...key, search, page],
        queryFn: () => call(t, { method: 'GET', path: `/library/${path}`, query: q({ search, page, pageSize: ITEM_PAGE_SIZE }) }, listSchema),
      }),
    one: (t: Transport, id: string) =>
      queryOptions({ queryKey: [...key, 'one', id], queryFn: () => call(t, { method: 'GET', path: `/library/${path}/${id}` }, itemSchema) }),
    save: (t: Transport, id: string | null, body: F) =>
      call(t, id ? { method: 'PUT', path: `/library/${path}/${id}`, body } : { method: 'POST', path: `/library/${path}`, body }, itemSchema),
    remove: (t: Transport, id: string) => call(t, { method: 'DELETE', path: `/library/${path}/${id}` }, okResponseSchema),
  };
}

export const libraryItems = {
  copies: itemApi<typeof copyListResponseSchema, typeof copyResponseSchema, CopyFields>('copies', copyListResponseSchema, copyResponseSchema),
  offers: itemApi<typeof offerListResponseSchema, typeof offerResponseSchema, OfferFields>('offers', offerListResponseSchema, offerResponseSchema),
};
