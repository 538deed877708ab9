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
  type LibraryCopy,
  type LibraryFolder,
  type LibraryOffer,
} from '../../lib/contract/library';
import { authenticate, sessionOf } from '../auth/authenticate';
import { deleteCopy, findCopy, insertCopy, listCopies, updateCopy, type CopyRow } from '../db/repos/library-copies';
import { deleteFolder, findFolder, insertFolder, listFolders, renameFolder, type FolderRow } from '../db/repos/library-folders';
import { deleteOffer, insertOffer, listOffers, updateOffer, type OfferRow } from '../db/repos/library-offers';
import type { AppDeps } from '../deps';
import { UUID } from '../library/creatives';
import { libraryCreativeRoutes, libraryFileRoutes } from './library-creatives';
import { libraryUploadRoutes } from './library-uploads';

// The creative library (issue 7, docs/library.md): folders, copies and offers here; creatives, uploads and the
// ad account's videos in library-creatives.ts, uploads and the storage quota in library-uploads.ts. Everything is per user: another user's object is a 404.
// Registered outside app.ts's authenticated scope because thumbnails are served at signed URLs (an <img> cannot
// send the session); every other route of the library is behind `authenticate`, added here.

const responses = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const notFound = (what: string) => ({ success: false as const, error: `${what} not found.` });

const toFolder = (r: FolderRow): LibraryFolder => ({ id: r.id, name: r.name, creativeCount: r.creativeCount, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });
const toCopy = (r: CopyRow): LibraryCopy => {
  const { name: _name, ...fields } = copyFieldsSchema.parse({ ...(r.fields as object), name: r.name });
  return { id: r.id, name: r.name, ...fields, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
};
const toOffer = (r: OfferRow): LibraryOffer => ({
  id: r.id,
  name: r.name,
  url: r.url,
  displayLink: r.displayLink,
  trackingUtm: r.trackingUtm,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export function libraryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const folderById = async (userId: string, id: string) => (UUID.test(id) ? findFolder(deps.database, userId, id) : null);

  const authenticated: FastifyPluginAsyncZod = async (app) => {
    app.addHook('onRequest', authenticate(deps));
    await app.register(libraryCreativeRoutes(deps));
    await app.register(libraryUploadRoutes(deps));

    // ---- folders ----
    app.get('/library/folders', { schema: { querystring: libraryListQuerySchema, response: { 200: folderListResponseSchema, ...responses } } }, async (request) => {
      const { rows, total } = await listFolders(deps.database, sessionOf(request).user.id, request.query);
      return { success: true as const, data: rows.map(toFolder), page: request.query.page, pageSize: request.query.pageSize, total };
    });
    app.post('/library/folders', { schema: { body: folderRequestSchema, response: { 200: folderResponseSchema, ...responses } } }, async (request) => {
      return { success: true as const, data: toFolder(await insertFolder(deps.database, sessionOf(request).user.id, request.body.name, deps.now())) };
    });
    app.put('/library/folders/:id', { schema: { params: libraryIdParamsSchema, body: folderRequestSchema, response: { 200: folderResponseSchema, ...responses } } }, async (request, reply) => {
      const userId = sessionOf(request).user.id;
      if (!(await folderById(userId, request.params.id))) return reply.code(404).send(notFound('Folder'));
      await renameFolder(deps.database, userId, request.params.id, request.body.name, deps.now());
      return { success: true as const, data: toFolder((await folderById(userId, request.params.id))!) };
    });
    /** The folder goes; its creatives stay in the library, outside any folder. */
    app.delete('/library/folders/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request, reply) => {
      const userId = sessionOf(request).user.id;
      if (!UUID.test(request.params.id)) return reply.code(404).send(notFound('Folder'));
      if (!(await deleteFolder(deps.database, userId, request.params.id))) return reply.code(404).send(notFound('Folder'));
      return { success: true as const };
    });

    // ---- copies ----
    app.get('/library/copies', { schema: { querystring: libraryListQuerySchema, response: { 200: copyListResponseSchema, ...responses } } }, async (request) => {
      const { rows, total } = await listCopies(deps.database, sessionOf(request).user.id, request.query);
      return { success: true as const, data: rows.map(toCopy), page: request.query.page, pageSize: request.query.pageSize, total };
    });
    app.post('/library/copies', { schema: { body: copyFieldsSchema, response: { 200: copyResponseSchema, ...responses } } }, async (request) => {
      const { name, ...fields } = request.body;
      return { success: true as const, data: toCopy(await insertCopy(deps.database, sessionOf(request).user.id, { name, fields }, deps.now())) };
    });
    app.put('/library/copies/:id', { schema: { params: libraryIdParamsSchema, body: updateCopyRequestSchema, response: { 200: copyResponseSchema, ...responses } } }, async (request, reply) => {
      const userId = sessionOf(request).user.id;
      const existing = UUID.test(request.params.id) ? await findCopy(deps.database, userId, request.params.id) : null;
      if (!existing) return reply.code(404).send(notFound('Copy'));
      const { name, ...changes } = request.body;
      const row = await updateCopy(deps.database, userId, existing.id, { name: name ?? existing.name, fields: { ...(existing.fields as object), ...changes } }, deps.now());
      return { success: true as const, data: toCopy(row!) };
    });
    app.delete('/library/copies/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request, reply) => {
      if (!UUID.test(request.params.id)) return reply.code(404).send(notFound('Copy'));
      if (!(await deleteCopy(deps.database, sessionOf(request).user.id, request.params.id))) return reply.code(404).send(notFound('Copy'));
      return { success: true as const };
    });

    // ---- offers ----
    app.get('/library/offers', { schema: { querystring: libraryListQuerySchema, response: { 200: offerListResponseSchema, ...responses } } }, async (request) => {
      const { rows, total } = await listOffers(deps.database, sessionOf(request).user.id, request.query);
      return { success: true as const, data: rows.map(toOffer), page: request.query.page, pageSize: request.query.pageSize, total };
    });
    app.post('/library/offers', { schema: { body: offerFieldsSchema, response: { 200: offerResponseSchema, ...responses } } }, async (request) => {
      return { success: true as const, data: toOffer(await insertOffer(deps.database, sessionOf(request).user.id, request.body, deps.now())) };
    });
    app.put('/library/offers/:id', { schema: { params: libraryIdParamsSchema, body: updateOfferRequestSchema, response: { 200: offerResponseSchema, ...responses } } }, async (request, reply) => {
      if (!UUID.test(request.params.id)) return reply.code(404).send(notFound('Offer'));
      const row = await updateOffer(deps.database, sessionOf(request).user.id, request.params.id, request.body, deps.now());
      if (!row) return reply.code(404).send(notFound('Offer'));
      return { success: true as const, data: toOffer(row) };
    });
    app.delete('/library/offers/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request, reply) => {
      if (!UUID.test(request.params.id)) return reply.code(404).send(notFound('Offer'));
      if (!(await deleteOffer(deps.database, sessionOf(request).user.id, request.params.id))) return reply.code(404).send(notFound('Offer'));
      return { success: true as const };
    });
  };
  return async (root) => {
    await root.register(libraryFileRoutes(deps));
    await root.register(authenticated);
  };
}
