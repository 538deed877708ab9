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
import { deleteCreative, findCreativeById, listCreatives, updateCreative } from '../db/repos/library-creatives';
import type { AppDeps } from '../deps';
import {
  LibraryNotFoundError,
  UUID,
  accountsOf,
  assertFolder,
  findCreative,
  toCreative,
} from '../library/creatives';
import { replyLibraryError } from '../library/paging';
import { PushInProgressError, VideoNotReadyError, ensureCreativeInAccount } from '../library/push-media';
import {
  LibraryInputError,
  filePath,
  verifyFileSignature,
} from '../library/storage';
import { placeThumbnail, posterThumbnail } from '../library/thumbnails';
import { replyFailure } from './account-scope';
import { answerAsset, envelopeResponses } from './asset-cache';

// Creatives (docs/library.md): the list, edits, the poster of a video, the push to an ad account, the account's
// own videos, and signed file URLs. Uploads are library-uploads.ts's.

const responses = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

interface PlatformVideo { id: string; title?: string; picture?: string; length?: number; status?: { video_status?: string } }

export function libraryCreativeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/library/creatives', { schema: { querystring: creativeListQuerySchema, response: { 200: creativeListResponseSchema, ...responses } } }, async (request) => {
      const q = request.query;
      const { rows, total } = await listCreatives(deps.database, sessionOf(request).user.id, q);
      const accounts = await accountsOf(deps, rows.map((r) => r.id));
      return { success: true as const, data: rows.map((r) => toCreative(deps, r, accounts.get(r.id))), page: q.page, pageSize: q.pageSize, total };
    });

    app.get('/library/creatives/:id', { schema: { params: libraryIdParamsSchema, response: { 200: creativeResponseSchema, ...responses } } }, async (request, reply) => {
      try {
        const row = await findCreative(deps, sessionOf(request).user.id, request.params.id);
        return { success: true as const, data: toCreative(deps, row, (await accountsOf(deps, [row.id])).get(row.id)) };
      } catch (error) {
        return replyLibraryError(reply, error);
      }
    });

    app.put('/library/creatives/:id', { schema: { params: libraryIdParamsSchema, body: updateCreativeRequestSchema, response: { 200: creativeResponseSchema, ...responses } } }, async (request, reply) => {
      const userId = sessionOf(request).user.id;
      try {
        const existing = await findCreative(deps, userId, request.params.id);
        await assertFolder(deps, userId, request.body.folderId);
        const row = await updateCreative(
          deps.database,
          userId,
          existing.id,
          { name: request.body.name ?? existing.name, folderId: request.body.folderId === undefined ? existing.folderId : request.body.folderId },
          deps.now(),
        );
        return { success: true as const, data: toCreative(deps, row!, (await accountsOf(deps, [existing.id])).get(existing.id)) };
      } catch (error) {
        return replyLibraryError(reply, error);
      }
    });

    app.delete('/library/creatives/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request, reply) => {
      try {
        const row = await findCreative(deps, sessionOf(request).user.id, request.params.id);
        await deleteCreative(deps.database, row.id);
        await fs.promises.rm(filePath(deps, row.fileName), { force: true });
        if (row.thumbnailFileName) await fs.promises.rm(filePath(deps, row.thumbnailFileName), { force: true });
        return { success: true as const };
      } catch (error) {
        return replyLibraryError(reply, error);
      }
    });

    /**
     * A video's poster (a frame the side panel drew from it) becomes its thumbnail; sent again, it replaces it.
     * Sent after the upload, not with it: the creative is whole without one (the grid shows a video icon).
     */
    app.put('/library/creatives/:id/poster', { schema: { params: libraryIdParamsSchema, body: posterRequestSchema, response: { 200: creativeResponseSchema, ...responses } } }, async (request, reply) => {
      const userId = sessionOf(request).user.id;
      let made: string | null = null;
      try {
        const creative = await findCreative(deps, userId, request.params.id);
        if (creative.type !== 'video') throw new LibraryInputError('poster', 'Only a video takes a poster: an image is its own thumbnail.');
        made = await posterThumbnail(deps, Buffer.from(request.body.poster, 'base64'));
        const thumbnailFileName = await placeThumbnail(deps, made, creative.id);
        made = null;
        const row = await updateCreative(deps.database, userId, creative.id, { thumbnailFileName }, deps.now());
        if (!row) {
          // Deleted meanwhile: its poster goes too.
          await fs.promises.rm(filePath(deps, thumbnailFileName), { force: true });
          throw new LibraryNotFoundError('Creative not found.');
        }
        return { success: true as const, data: toCreative(deps, row, (await accountsOf(deps, [row.id])).get(row.id)) };
      } catch (error) {
        return replyLibraryError(reply, error);
      } finally {
        if (made) await fs.promises.rm(made, { force: true });
      }
    });

    /** Puts the creative in the ad account's media library now (a launch does it by itself when needed). */
    app.post(
      '/library/creatives/:id/push',
      { schema: { params: libraryIdParamsSchema, querystring: pushCreativeQuerySchema, body: z.unknown().optional(), response: { 200: pushCreativeResponseSchema, ...responses, 409: errorResponseSchema } } },
      async (request, reply) => {
        try {
          const data = await ensureCreativeInAccount(deps, sessionOf(request).user.id, request.params.id, request.query.accountId, { timeoutMs: 20_000, pollIntervalMs: 1000 });
          return { success: true as const, data };
        } catch (error) {
          if (error instanceof LibraryNotFoundError) return replyLibraryError(reply, error);
          if (error instanceof VideoNotReadyError || error instanceof PushInProgressError) return reply.code(409).send({ success: false, error: error.message });
          return replyFailure(reply, request.log, error, null);
        }
      },
    );

    /** The ad account's own videos (its images are GET /library/account-media): selectable without uploading. */
    app.get('/library/account-videos', { schema: { querystring: accountQuerySchema, response: envelopeResponses(accountVideosResponseSchema) } }, async (request, reply) =>
      answerAsset(deps, reply, { userId: sessionOf(request).user.id, accountId: request.query.accountId }, [] as AccountVideo[], async ({ accessToken }) => {
        const videos = await deps.graph.getAll<PlatformVideo>(`${request.query.accountId}/advideos`, accessToken, { fields: 'id,title,picture,length,status', limit: 100 }, 1000);
        return videos.map((v) => ({
          id: v.id,
          title: v.title || v.id,
          pictureUrl: v.picture ?? null,
          lengthSeconds: typeof v.length === 'number' ? v.length : null,
          ready: v.status?.video_status === undefined || v.status.video_status === 'ready',
        }));
      }),
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
