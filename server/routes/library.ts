import crypto from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
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
import { libraryCopies, libraryFolders, libraryOffers } from '../db/schema';
import type { AppDeps } from '../deps';
import { UUID } from '../library/creatives';
import { countWhere, nameContains, ownedBy, pageWindow } from '../library/paging';
import { libraryCreativeRoutes, libraryFileRoutes } from './library-creatives';
import { libraryUploadRoutes } from './library-uploads';

// The creative library (docs/library.md): folders, copies and offers here; creatives, uploads and the
// ad account's videos in library-creatives.ts, uploads and the storage quota in library-uploads.ts. Everything is per
// user: another user's object is a 404. Registered outside app.ts's authenticated scope because thumbnails are served
// at signed URLs (an <img> cannot send the session); every other route of the library is behind `authenticate`, added
// here.

const responses = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const notFound = (what: string) => ({ success: false as const, error: `${what} not found.` });

type FolderRow = typeof libraryFolders.$inferSelect & { creativeCount: number };
const toFolder = (r: FolderRow): LibraryFolder => ({ id: r.id, name: r.name, creativeCount: r.creativeCount, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });
const toCopy = (r: typeof libraryCopies.$inferSelect): LibraryCopy => {
  const { name: _name, ...fields } = copyFieldsSchema.parse({ ...(r.fields as object), name: r.name });
  return { id: r.id, name: r.name, ...fields, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
};
const toOffer = (r: typeof libraryOffers.$inferSelect): LibraryOffer => ({
  id: r.id,
  name: r.name,
  url: r.url,
  displayLink: r.displayLink,
  trackingUtm: r.trackingUtm,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export function libraryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps.database;
  const creativeCount = sql<number>`(SELECT count(*) FROM library_creatives c WHERE c.folder_id = library_folders.id)`.mapWith(Number);
  const folderById = async (userId: string, id: string) =>
    UUID.test(id)
      ? (await db.select({ ...getTableColumns(libraryFolders), creativeCount }).from(libraryFolders).where(and(eq(libraryFolders.id, id), eq(libraryFolders.userId, userId))).limit(1))[0]
      : undefined;

  const authenticated: FastifyPluginAsyncZod = async (app) => {
    app.addHook('onRequest', authenticate(deps));
    await app.register(libraryCreativeRoutes(deps));
    await app.register(libraryUploadRoutes(deps));

    // ---- folders ----
    app.get('/library/folders', { schema: { querystring: libraryListQuerySchema, response: { 200: folderListResponseSchema, ...responses } } }, async (request) => {
      const userId = sessionOf(request).user.id;
      const where = ownedBy(libraryFolders.userId, userId, nameContains(libraryFolders.name, request.query.search));
      const rows = await db.select({ ...getTableColumns(libraryFolders), creativeCount }).from(libraryFolders).where(where)
        .orderBy(asc(sql`lower(${libraryFolders.name})`), asc(libraryFolders.createdAt)).limit(pageWindow(request.query).limit).offset(pageWindow(request.query).offset);
      return { success: true as const, data: rows.map(toFolder), page: request.query.page, pageSize: request.query.pageSize, total: await countWhere(deps, libraryFolders, where) };
    });
    app.post('/library/folders', { schema: { body: folderRequestSchema, response: { 200: folderResponseSchema, ...responses } } }, async (request) => {
      const now = deps.now();
      const [row] = await db.insert(libraryFolders).values({ id: crypto.randomUUID(), userId: sessionOf(request).user.id, name: request.body.name, createdAt: now, updatedAt: now }).returning();
      return { success: true as const, data: toFolder({ ...row!, creativeCount: 0 }) };
    });
    app.put('/library/folders/:id', { schema: { params: libraryIdParamsSchema, body: folderRequestSchema, response: { 200: folderResponseSchema, ...responses } } }, async (request, reply) => {
      const userId = sessionOf(request).user.id;
      if (!(await folderById(userId, request.params.id))) return reply.code(404).send(notFound('Folder'));
      await db.update(libraryFolders).set({ name: request.body.name, updatedAt: deps.now() }).where(and(eq(libraryFolders.id, request.params.id), eq(libraryFolders.userId, userId)));
      return { success: true as const, data: toFolder((await folderById(userId, request.params.id))!) };
    });
    /** The folder goes; its creatives stay in the library, outside any folder. */
    app.delete('/library/folders/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request, reply) => {
      const userId = sessionOf(request).user.id;
      if (!UUID.test(request.params.id)) return reply.code(404).send(notFound('Folder'));
      const deleted = await db.delete(libraryFolders).where(and(eq(libraryFolders.id, request.params.id), eq(libraryFolders.userId, userId))).returning({ id: libraryFolders.id });
      if (deleted.length === 0) return reply.code(404).send(notFound('Folder'));
      return { success: true as const };
    });

    // ---- copies ----
    app.get('/library/copies', { schema: { querystring: libraryListQuerySchema, response: { 200: copyListResponseSchema, ...responses } } }, async (request) => {
      const where = ownedBy(libraryCopies.userId, sessionOf(request).user.id, nameContains(libraryCopies.name, request.query.search));
      const { limit, offset } = pageWindow(request.query);
      const rows = await db.select().from(libraryCopies).where(where).orderBy(desc(libraryCopies.createdAt), asc(libraryCopies.id)).limit(limit).offset(offset);
      return { success: true as const, data: rows.map(toCopy), page: request.query.page, pageSize: request.query.pageSize, total: await countWhere(deps, libraryCopies, where) };
    });
    app.post('/library/copies', { schema: { body: copyFieldsSchema, response: { 200: copyResponseSchema, ...responses } } }, async (request) => {
      const { name, ...fields } = request.body;
      const now = deps.now();
      const [row] = await db.insert(libraryCopies).values({ id: crypto.randomUUID(), userId: sessionOf(request).user.id, name, fields, createdAt: now, updatedAt: now }).returning();
      return { success: true as const, data: toCopy(row!) };
    });
    app.put('/library/copies/:id', { schema: { params: libraryIdParamsSchema, body: updateCopyRequestSchema, response: { 200: copyResponseSchema, ...responses } } }, async (request, reply) => {
      const userId = sessionOf(request).user.id;
      const existing = UUID.test(request.params.id)
        ? (await db.select().from(libraryCopies).where(and(eq(libraryCopies.id, request.params.id), eq(libraryCopies.userId, userId))).limit(1))[0]
        : undefined;
      if (!existing) return reply.code(404).send(notFound('Copy'));
      const { name, ...changes } = request.body;
      const [row] = await db
        .update(libraryCopies)
        .set({ name: name ?? existing.name, fields: { ...(existing.fields as object), ...changes }, updatedAt: deps.now() })
        .where(and(eq(libraryCopies.id, existing.id), eq(libraryCopies.userId, userId)))
        .returning();
      return { success: true as const, data: toCopy(row!) };
    });
    app.delete('/library/copies/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request, reply) => {
      if (!UUID.test(request.params.id)) return reply.code(404).send(notFound('Copy'));
      const deleted = await db.delete(libraryCopies).where(and(eq(libraryCopies.id, request.params.id), eq(libraryCopies.userId, sessionOf(request).user.id))).returning({ id: libraryCopies.id });
      if (deleted.length === 0) return reply.code(404).send(notFound('Copy'));
      return { success: true as const };
    });

    // ---- offers ----
    app.get('/library/offers', { schema: { querystring: libraryListQuerySchema, response: { 200: offerListResponseSchema, ...responses } } }, async (request) => {
      const where = ownedBy(libraryOffers.userId, sessionOf(request).user.id, nameContains(libraryOffers.name, request.query.search));
      const { limit, offset } = pageWindow(request.query);
      const rows = await db.select().from(libraryOffers).where(where).orderBy(asc(sql`lower(${libraryOffers.name})`), asc(libraryOffers.id)).limit(limit).offset(offset);
      return { success: true as const, data: rows.map(toOffer), page: request.query.page, pageSize: request.query.pageSize, total: await countWhere(deps, libraryOffers, where) };
    });
    app.post('/library/offers', { schema: { body: offerFieldsSchema, response: { 200: offerResponseSchema, ...responses } } }, async (request) => {
      const now = deps.now();
      const [row] = await db.insert(libraryOffers).values({ id: crypto.randomUUID(), userId: sessionOf(request).user.id, ...request.body, createdAt: now, updatedAt: now }).returning();
      return { success: true as const, data: toOffer(row!) };
    });
    app.put('/library/offers/:id', { schema: { params: libraryIdParamsSchema, body: updateOfferRequestSchema, response: { 200: offerResponseSchema, ...responses } } }, async (request, reply) => {
      if (!UUID.test(request.params.id)) return reply.code(404).send(notFound('Offer'));
      const [row] = await db
        .update(libraryOffers)
        .set({ ...request.body, updatedAt: deps.now() })
        .where(and(eq(libraryOffers.id, request.params.id), eq(libraryOffers.userId, sessionOf(request).user.id)))
        .returning();
      if (!row) return reply.code(404).send(notFound('Offer'));
      return { success: true as const, data: toOffer(row) };
    });
    app.delete('/library/offers/:id', { schema: { params: libraryIdParamsSchema, response: { 200: okResponseSchema, ...responses } } }, async (request, reply) => {
      if (!UUID.test(request.params.id)) return reply.code(404).send(notFound('Offer'));
      const deleted = await db.delete(libraryOffers).where(and(eq(libraryOffers.id, request.params.id), eq(libraryOffers.userId, sessionOf(request).user.id))).returning({ id: libraryOffers.id });
      if (deleted.length === 0) return reply.code(404).send(notFound('Offer'));
      return { success: true as const };
    });
  };
  return async (root) => {
    await root.register(libraryFileRoutes(deps));
    await root.register(authenticated);
  };
}
