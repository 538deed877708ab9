import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, okResponseSchema } from '../../lib/contract/common';
import {
  copyFieldsSchema,
  copyListResponseSchema,
  copyResponseSchema,
  folderListResponseSchema,
  folderRequestSchema,
  folderResponseSchema,
  libraryIdParamsSchema,
  libraryListQuerySchema,
  offerFieldsSchema,
  offerListResponseSchema,
  offerResponseSchema,
  updateCopyRequestSchema,
  updateOfferRequestSchema,
} from '../../lib/contract/library';
import { requireSession, sessionOf } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { createCopy, createOffer, deleteCopy, deleteOffer, getOffer, listCopies, listOffers, updateCopy, updateOffer } from '../library/copies-offers';
import { LibraryNotFoundError } from '../library/creatives';
import { createFolder, deleteFolder, listFolders, renameFolder } from '../library/folders';
import { PushInProgressError, VideoNotReadyError } from '../library/push-media';
import { LibraryInputError } from '../library/storage';
import { replyFailure } from './account-scope';
import { libraryCreativeRoutes, libraryFileRoutes } from './library-creatives';
import { libraryUploadRoutes } from './library-uploads';

// The creative library (docs/library.md): folders, copies and offers here (server/library/folders.ts,
// copies-offers.ts); creatives, their push and the ad account's videos in library-creatives.ts, uploads and the
// storage quota in library-uploads.ts. Everything is per user: another user's object is a 404.
// Registered outside app.ts's authenticated scope because thumbnails are served at signed URLs (an <img> cannot
// send the session); every other route of the library is behind a session, put here.

const responses = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
/** A create past what a user keeps (docs/limits.md#what-a-user-keeps). */
const created = { ...responses, 409: errorResponseSchema };

/**
 * The library's refusals, for every route behind its session: 404 for another user's object (or none), 400 naming
 * the field (or the status the refusal carries), 409 while a push waits on the platform or another push, and the
 * platform's failures as every account-scoped route answers them. Anything else goes on to the app's handler.
 */
function libraryErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof LibraryNotFoundError) {
    reply.code(404).send({ success: false, error: error.message });
  } else if (error instanceof LibraryInputError) {
    reply.code(error.status).send({ success: false, error: error.message, ...(error.status === 400 ? { fields: { [error.field]: [error.message] } } : {}) });
  } else if (error instanceof VideoNotReadyError || error instanceof PushInProgressError) {
    reply.code(409).send({ success: false, error: error.message });
  } else {
    replyFailure(reply, request.log, error, null);
  }
}
export function libraryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const authenticated: FastifyPluginAsyncZod = async (app) => {
    requireSession(app, deps);
    app.setErrorHandler(libraryErrors);
    await app.register(libraryCreativeRoutes(deps));
    await app.register(libraryUploadRoutes(deps));
    const userOf = (request: FastifyRequest) => sessionOf(request).user.id;
    const ok = { success: true as const };

    // ---- folders ----
    app.get(
      '/library/folders',
      { schema: { querystring: libraryListQuerySchema, response: { 200: folderListResponseSchema, ...responses } } },
      async (request) => ({
        ...ok,
        ...(await listFolders(deps, userOf(request), request.query)),
        page: request.query.page,
        pageSize: request.query.pageSize,
      }),
    );
    app.post('/library/folders', { schema: { body: folderRequestSchema, response: { 200: folderResponseSchema, ...created } } }, async (request) => ({
      ...ok,
      data: await createFolder(deps, userOf(request), request.body.name),
    }));
    app.put(
      '/library/folders/:id',
      { schema: { params: libraryIdParamsSchema, body: folderRequestSchema, response: { 200: folderResponseSchema, ...responses } } },
      async (request) => ({
        ...ok,
        data: await renameFolder(deps, userOf(request), request.params.id, request.body.name),
      }),
    );
    /** The folder goes; its creatives stay in the library, outside any folder. */
    app.delete('/library/folders/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request) => {
      await deleteFolder(deps, userOf(request), request.params.id);
      return ok;
    });

    // ---- copies ----
    app.get(
      '/library/copies',
      { schema: { querystring: libraryListQuerySchema, response: { 200: copyListResponseSchema, ...responses } } },
      async (request) => ({
        ...ok,
        ...(await listCopies(deps, userOf(request), request.query)),
        page: request.query.page,
        pageSize: request.query.pageSize,
      }),
    );
    app.post('/library/copies', { schema: { body: copyFieldsSchema, response: { 200: copyResponseSchema, ...created } } }, async (request) => ({
      ...ok,
      data: await createCopy(deps, userOf(request), request.body),
    }));
    app.put(
      '/library/copies/:id',
      { schema: { params: libraryIdParamsSchema, body: updateCopyRequestSchema, response: { 200: copyResponseSchema, ...responses } } },
      async (request) => ({
        ...ok,
        data: await updateCopy(deps, userOf(request), request.params.id, request.body),
      }),
    );
    app.delete('/library/copies/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request) => {
      await deleteCopy(deps, userOf(request), request.params.id);
      return ok;
    });

    // ---- offers ----
    app.get(
      '/library/offers',
      { schema: { querystring: libraryListQuerySchema, response: { 200: offerListResponseSchema, ...responses } } },
      async (request) => ({
        ...ok,
        ...(await listOffers(deps, userOf(request), request.query)),
        page: request.query.page,
        pageSize: request.query.pageSize,
      }),
    );
    app.get('/library/offers/:id', { schema: { params: libraryIdParamsSchema, response: { 200: offerResponseSchema, ...responses } } }, async (request) => ({
      ...ok,
      data: await getOffer(deps, userOf(request), request.params.id),
    }));
    app.post('/library/offers', { schema: { body: offerFieldsSchema, response: { 200: offerResponseSchema, ...created } } }, async (request) => ({
      ...ok,
      data: await createOffer(deps, userOf(request), request.body),
    }));
    app.put(
      '/library/offers/:id',
      { schema: { params: libraryIdParamsSchema, body: updateOfferRequestSchema, response: { 200: offerResponseSchema, ...responses } } },
      async (request) => ({
        ...ok,
        data: await updateOffer(deps, userOf(request), request.params.id, request.body),
      }),
    );
    app.delete('/library/offers/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request) => {
      await deleteOffer(deps, userOf(request), request.params.id);
      return ok;
    });
  };
  return async (root) => {
    await root.register(libraryFileRoutes(deps));
    await root.register(authenticated);
  };
}
