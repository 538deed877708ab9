import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountQuerySchema, errorResponseSchema, okResponseSchema } from '../../lib/contract/common';
import {
  accountVideosResponseSchema,
  creativeListQuerySchema,
  creativeListResponseSchema,
  creativeResponseSchema,
  libraryIdParamsSchema,
  posterRequestSchema,
  pushCreativeQuerySchema,
  pushCreativeResponseSchema,
  updateCreativeRequestSchema,
  type AccountVideo,
} from '../../lib/contract/library';
import { sessionOf } from '../auth/authenticate';
import { findCreativeById } from '../db/repos/library-creatives';
import type { AppDeps } from '../deps';
import { UUID } from '../library/creatives';
import { deleteCreative, getCreative, listCreatives, setPoster, updateCreative } from '../library/manage-creatives';
import { ensureCreativeInAccount } from '../library/push-media';
import { filePath, verifyFileSignature } from '../library/storage';
import { loadAccountVideos } from '../platform/media-api';
import { answerAccountRead, envelopeResponses } from './account-scope';

// Creatives (docs/library.md): the list, edits, the poster of a video, the push to an ad account, the account's
// own videos, and signed file URLs. Uploads are library-uploads.ts's; refusals are answered by the library's
// error handler (library.ts).

const responses = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export function libraryCreativeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/library/creatives',
      { schema: { querystring: creativeListQuerySchema, response: { 200: creativeListResponseSchema, ...responses } } },
      async (request) => {
        const { page, pageSize } = request.query;
        return { success: true as const, ...(await listCreatives(deps, sessionOf(request).user.id, request.query)), page, pageSize };
      },
    );

    app.get(
      '/library/creatives/:id',
      { schema: { params: libraryIdParamsSchema, response: { 200: creativeResponseSchema, ...responses } } },
      async (request) => ({
        success: true as const,
        data: await getCreative(deps, sessionOf(request).user.id, request.params.id),
      }),
    );

    app.put(
      '/library/creatives/:id',
      { schema: { params: libraryIdParamsSchema, body: updateCreativeRequestSchema, response: { 200: creativeResponseSchema, ...responses } } },
      async (request) => ({
        success: true as const,
        data: await updateCreative(deps, sessionOf(request).user.id, request.params.id, request.body),
      }),
    );

    app.delete('/library/creatives/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request) => {
      await deleteCreative(deps, sessionOf(request).user.id, request.params.id);
      return { success: true as const };
    });

    /**
     * A video's poster (a frame the side panel drew from it) becomes its thumbnail; sent again, it replaces it.
     * Sent after the upload, not with it: the creative is whole without one (the grid shows a video icon).
     */
    app.put(
      '/library/creatives/:id/poster',
      { schema: { params: libraryIdParamsSchema, body: posterRequestSchema, response: { 200: creativeResponseSchema, ...responses } } },
      async (request) => ({
        success: true as const,
        data: await setPoster(deps, sessionOf(request).user.id, request.params.id, request.body.poster),
      }),
    );

    /** Puts the creative in the ad account's media library now (a launch does it by itself when needed). */
    app.post(
      '/library/creatives/:id/push',
      {
        schema: {
          params: libraryIdParamsSchema,
          querystring: pushCreativeQuerySchema,
          body: z.unknown().optional(),
          response: { 200: pushCreativeResponseSchema, ...responses, 409: errorResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await ensureCreativeInAccount(deps, sessionOf(request).user.id, request.params.id, request.query.accountId, {
          timeoutMs: 20_000,
          pollIntervalMs: 1000,
        }),
      }),
    );

    /** The ad account's own videos (its images are GET /library/account-media): selectable without uploading. */
    app.get(
      '/library/account-videos',
      { schema: { querystring: accountQuerySchema, response: envelopeResponses(accountVideosResponseSchema) } },
      async (request, reply) =>
        answerAccountRead(deps, request, reply, [] as AccountVideo[], ({ accessToken }) => loadAccountVideos(deps, accessToken, request.query.accountId)),
    );
  };
}

const fileParamsSchema = z.object({ id: z.string().min(1).max(100), kind: z.enum(['thumbnail', 'original']) });
const fileQuerySchema = z.object({ exp: z.coerce.number().int(), sig: z.string().min(1).max(100) });

/** GET /library/files/{id}/{thumbnail|original}?exp=&sig=: no session, the signature (from a creative's answer) is the key. */
export function libraryFileRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/library/files/:id/:kind', { schema: { hide: true, params: fileParamsSchema, querystring: fileQuerySchema } }, async (request, reply) => {
      const { id, kind } = request.params;
      const notFound = () => reply.code(404).send({ success: false, error: 'File not found.' });
      if (!UUID.test(id) || !verifyFileSignature(deps, id, kind, request.query.exp, request.query.sig)) return notFound();
      const row = await findCreativeById(deps.database, id);
      if (!row) return notFound();
      // The thumbnail made at upload (or from a video's poster); an image stored before thumbnails existed is its
      // own; a video without poster has none (the panel shows an icon).
      const served = kind === 'original' ? row.fileName : (row.thumbnailFileName ?? (row.type === 'image' ? row.fileName : null));
      if (!served) return notFound();
      const stream = fs.createReadStream(filePath(deps, served));
      await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject)).catch(() => null);
      if (stream.destroyed) return notFound();
      return reply
        .type(served === row.thumbnailFileName ? 'image/webp' : row.mimeType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    });
  };
}
