import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, okResponseSchema } from '../../lib/contract/common';
import {
  creativeResponseSchema,
  libraryIdParamsSchema,
  libraryUsageResponseSchema,
  rawUploadQuerySchema,
  startUploadRequestSchema,
  startUploadResponseSchema,
  uploadChunkRequestSchema,
  uploadChunkResponseSchema,
} from '../../lib/contract/library';
import { sessionOf } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { libraryUsage } from '../library/quota';
import { cancelUpload, finishUpload, startUpload, uploadRaw, writeChunk } from '../library/uploads';

// Uploads (docs/library.md, server/library/uploads.ts) and the storage they use:
// - PUT /library/creatives/upload?name= with the file as the raw body, its content-type and Content-Length (curl,
//   scripts);
// - POST /library/uploads, PUT /library/uploads/{id} (base64 chunks), POST /library/uploads/{id}/finish: the side
//   panel's way, since its calls travel to the background as JSON messages; a chunk can be retried, and
//   progress is the bytes received;
// - GET /library/usage: the bytes used against the quota (server/library/quota.ts).
// Refusals are answered by the library's error handler (library.ts).

const responses = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export function libraryUploadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Any other body (a file) reaches the raw upload as a stream; JSON stays JSON.
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    app.get('/library/usage', { schema: { response: { 200: libraryUsageResponseSchema, 401: errorResponseSchema } } }, async (request) => ({
      success: true as const,
      data: await libraryUsage(deps, sessionOf(request).user.id),
    }));

    // 411 without a Content-Length; 408 when the body arrives too slowly (docs/limits.md#request-bodies).
    app.put(
      '/library/creatives/upload',
      {
        schema: {
          querystring: rawUploadQuerySchema,
          response: { 200: creativeResponseSchema, ...responses, 408: errorResponseSchema, 411: errorResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await uploadRaw(deps, sessionOf(request).user.id, {
          ...request.query,
          contentType: request.headers['content-type'] ?? '',
          contentLength: Number(request.headers['content-length'] ?? Number.NaN),
          body: request.body as Readable | undefined,
        }),
      }),
    );

    app.post(
      '/library/uploads',
      { schema: { body: startUploadRequestSchema, response: { 200: startUploadResponseSchema, ...responses } } },
      async (request) => ({
        success: true as const,
        data: await startUpload(deps, sessionOf(request).user.id, request.body),
      }),
    );

    app.put(
      '/library/uploads/:id',
      { schema: { params: libraryIdParamsSchema, body: uploadChunkRequestSchema, response: { 200: uploadChunkResponseSchema, ...responses } } },
      async (request) => ({
        success: true as const,
        data: await writeChunk(deps, sessionOf(request).user.id, request.params.id, request.body),
      }),
    );

    app.post(
      '/library/uploads/:id/finish',
      { schema: { params: libraryIdParamsSchema, body: z.unknown().optional(), response: { 200: creativeResponseSchema, ...responses } } },
      async (request) => ({
        success: true as const,
        data: await finishUpload(deps, sessionOf(request).user.id, request.params.id),
      }),
    );

    app.delete('/library/uploads/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request) => {
      await cancelUpload(deps, sessionOf(request).user.id, request.params.id);
      return { success: true as const };
    });
  };
}
