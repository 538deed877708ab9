import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, okResponseSchema } from '../../lib/contract/common';
import {
  LIBRARY_CHUNK_BYTES,
  creativeResponseSchema,
  libraryIdParamsSchema,
  libraryUsageResponseSchema,
  maxBytesOf,
  rawUploadQuerySchema,
  startUploadRequestSchema,
  startUploadResponseSchema,
  uploadChunkRequestSchema,
  uploadChunkResponseSchema,
} from '../../lib/contract/library';
import { sessionOf } from '../auth/authenticate';
import { claimFinish, deleteUpload, findUpload as findUploadRow, insertUpload, recordChunk } from '../db/repos/library-uploads';
import type { AppDeps } from '../deps';
import { EMPTY_FILE, LibraryNotFoundError, UUID, assertFolder, createCreativeFromTemp, isMediaType, toCreative } from '../library/creatives';
import { replyLibraryError } from '../library/paging';
import { libraryUsage, quotaMessage, withinQuota } from '../library/quota';
import { LibraryInputError, ensureDirs, streamToTemp, tooLargeMessage, uploadTempPath } from '../library/storage';

// Uploads (docs/library.md), both ending in server/library/creatives.ts's checks, and the storage they use:
// - PUT /library/creatives/upload?name= with the file as the raw body and its content-type (curl, scripts);
// - POST /library/uploads, PUT /library/uploads/{id} (base64 chunks), POST /library/uploads/{id}/finish: the side
//   panel's way, since its calls travel to the background as JSON messages; a chunk can be retried, and
//   progress is the bytes received;
// - GET /library/usage: the bytes used against the quota (server/library/quota.ts).
// An upload idle for 30 minutes is swept with its bytes (server/library/sweep.ts).

const responses = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const UNSUPPORTED_TYPE = 'Only PNG, JPEG, GIF or WebP images and MP4 or MOV videos can be uploaded.';
const UPLOAD_NOT_FOUND = 'Upload not found. Please start the upload again.';

export function libraryUploadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const findUpload = async (userId: string, id: string) => {
    if (!UUID.test(id)) throw new LibraryNotFoundError(UPLOAD_NOT_FOUND);
    const row = await findUploadRow(deps.database, userId, id);
    // Being turned into a creative by its finish: no longer an upload to write to.
    if (!row || row.finishingAt) throw new LibraryNotFoundError(UPLOAD_NOT_FOUND);
    return row;
  };

  return async (app) => {
    // Any other body (a file) reaches the raw upload as a stream; JSON stays JSON.
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    app.get('/library/usage', { schema: { response: { 200: libraryUsageResponseSchema, 401: errorResponseSchema } } }, async (request) => ({
      success: true as const,
      data: await libraryUsage(deps, sessionOf(request).user.id),
    }));

    app.put('/library/creatives/upload', { schema: { querystring: rawUploadQuerySchema, response: { 200: creativeResponseSchema, ...responses } } }, async (request, reply) => {
      const userId = sessionOf(request).user.id;
      const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      try {
        if (!isMediaType(declared)) throw new LibraryInputError('content-type', UNSUPPORTED_TYPE);
        await assertFolder(deps, userId, request.query.folderId);
        const usage = await libraryUsage(deps, userId);
        const left = Math.max(0, usage.quotaBytes - usage.usedBytes - usage.uploadingBytes);
        const declaredLength = Number(request.headers['content-length'] ?? Number.NaN);
        if (declaredLength > maxBytesOf(declared)) throw new LibraryInputError('file', tooLargeMessage(maxBytesOf(declared)));
        if (declaredLength > left) throw new LibraryInputError('file', quotaMessage(usage));
        const body = request.body as Readable | undefined;
        if (!body || typeof body.pipe !== 'function') throw new LibraryInputError('file', EMPTY_FILE);
        // Without (or despite) a Content-Length, the body may not grow past the type's limit or what is left.
        const limit = left < maxBytesOf(declared) ? { maxBytes: left, message: quotaMessage(usage) } : { maxBytes: maxBytesOf(declared), message: tooLargeMessage(maxBytesOf(declared)) };
        const { tempPath, size } = await streamToTemp(deps, body, limit.maxBytes, limit.message);
        const row = await createCreativeFromTemp(deps, userId, { tempPath, size, name: request.query.name, declaredType: declared, folderId: request.query.folderId ?? null });
        return { success: true as const, data: toCreative(deps, row) };
      } catch (error) {
        return replyLibraryError(reply, error);
      }
    });

    app.post('/library/uploads', { schema: { body: startUploadRequestSchema, response: { 200: startUploadResponseSchema, ...responses } } }, async (request, reply) => {
      const userId = sessionOf(request).user.id;
      const { name, mimeType, size, folderId } = request.body;
      try {
        if (size > maxBytesOf(mimeType)) throw new LibraryInputError('size', tooLargeMessage(maxBytesOf(mimeType)));
        await assertFolder(deps, userId, folderId);
        const id = crypto.randomUUID();
        ensureDirs(deps);
        await fs.promises.writeFile(uploadTempPath(deps, id), Buffer.alloc(0), { flag: 'wx' });
        // The announced size is reserved now: the chunks cannot go past it.
        const now = deps.now();
        await withinQuota(deps, userId, size, (tx) => insertUpload(tx, { id, userId, name, mimeType, sizeBytes: size, folderId: folderId ?? null, createdAt: now, touchedAt: now })).catch(async (error: unknown) => {
          await fs.promises.rm(uploadTempPath(deps, id), { force: true });
          throw error;
        });
        return { success: true as const, data: { uploadId: id, chunkSize: LIBRARY_CHUNK_BYTES, received: 0 } };
      } catch (error) {
        return replyLibraryError(reply, error);
      }
    });

    app.put('/library/uploads/:id', { schema: { params: libraryIdParamsSchema, body: uploadChunkRequestSchema, response: { 200: uploadChunkResponseSchema, ...responses } } }, async (request, reply) => {
      try {
        const upload = await findUpload(sessionOf(request).user.id, request.params.id);
        const chunk = Buffer.from(request.body.data, 'base64');
        const { offset } = request.body;
        const done = { success: true as const, data: { received: upload.receivedBytes, size: upload.sizeBytes } };
        // A chunk sent again after a lost answer: already here.
        if (offset < upload.receivedBytes && offset + chunk.length <= upload.receivedBytes) return done;
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
        return { success: true as const, data: { received, size: upload.sizeBytes } };
      } catch (error) {
        return replyLibraryError(reply, error);
      }
    });

    app.post('/library/uploads/:id/finish', { schema: { params: libraryIdParamsSchema, body: z.unknown().optional(), response: { 200: creativeResponseSchema, ...responses } } }, async (request, reply) => {
      const userId = sessionOf(request).user.id;
      try {
        const upload = await findUpload(userId, request.params.id);
        if (upload.receivedBytes < upload.sizeBytes) {
          throw new LibraryInputError('size', `The upload is incomplete: ${upload.receivedBytes} of ${upload.sizeBytes} bytes received.`);
        }
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
        return { success: true as const, data: toCreative(deps, row) };
      } catch (error) {
        return replyLibraryError(reply, error);
      }
    });

    app.delete('/library/uploads/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request, reply) => {
      try {
        const upload = await findUpload(sessionOf(request).user.id, request.params.id);
        await deleteUpload(deps.database, upload.id);
        await fs.promises.rm(uploadTempPath(deps, upload.id), { force: true });
        return { success: true as const };
      } catch (error) {
        return replyLibraryError(reply, error);
      }
    });
  };
}
