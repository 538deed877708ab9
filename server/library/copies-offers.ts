import crypto from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { copyFieldsSchema, type CopyFields, type LibraryCopy, type LibraryListQuery, type LibraryOffer, type OfferFields } from '../../lib/contract/library';
import { libraryCopies, libraryOffers } from '../db/schema';
import type { AppDeps } from '../deps';
import { LibraryNotFoundError, UUID } from './creatives';
import { countWhere, nameContains, ownedBy, pageWindow } from './paging';

// The user's copies (an ad's texts and call to action) and offers (a destination with its display link and UTM)
// in the library (docs/library.md): list, create, change, delete. Another user's is a LibraryNotFoundError. What
// the launch engine reads of them is lookups.ts's.

type CopyRow = typeof libraryCopies.$inferSelect;
type OfferRow = typeof libraryOffers.$inferSelect;

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
const copyNotFound = () => new LibraryNotFoundError('Copy not found.');
const offerNotFound = () => new LibraryNotFoundError('Offer not found.');

/** One page of the user's copies, newest first. */
export async function listCopies(deps: AppDeps, userId: string, q: LibraryListQuery): Promise<{ data: LibraryCopy[]; total: number }> {
  const where = ownedBy(libraryCopies.userId, userId, nameContains(libraryCopies.name, q.search));
  const { limit, offset } = pageWindow(q);
  const rows = await deps.database.db
    .select()
    .from(libraryCopies)
    .where(where)
    .orderBy(desc(libraryCopies.createdAt), asc(libraryCopies.id))
    .limit(limit)
    .offset(offset);
  return { data: rows.map(toCopy), total: await countWhere(deps, libraryCopies, where) };
}

export async function createCopy(deps: AppDeps, userId: string, { name, ...fields }: CopyFields): Promise<LibraryCopy> {
  const now = deps.now();
  const [row] = await deps.database.db
    .insert(libraryCopies)
    .values({ id: crypto.randomUUID(), userId, name, fields, createdAt: now, updatedAt: now })
    .returning();
  return toCopy(row!);
}

/** Changes the fields sent; the others stay. */
export async function updateCopy(deps: AppDeps, userId: string, id: string, { name, ...changes }: Partial<CopyFields>): Promise<LibraryCopy> {
  const { db } = deps.database;
  const existing = UUID.test(id)
    ? (
        await db
          .select()
          .from(libraryCopies)
          .where(and(eq(libraryCopies.id, id), eq(libraryCopies.userId, userId)))
          .limit(1)
      )[0]
    : undefined;
  if (!existing) throw copyNotFound();
  const [row] = await db
    .update(libraryCopies)
    .set({ name: name ?? existing.name, fields: { ...(existing.fields as object), ...changes }, updatedAt: deps.now() })
    .where(and(eq(libraryCopies.id, existing.id), eq(libraryCopies.userId, userId)))
    .returning();
  return toCopy(row!);
}

export async function deleteCopy(deps: AppDeps, userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw copyNotFound();
  const deleted = await deps.database.db
    .delete(libraryCopies)
    .where(and(eq(libraryCopies.id, id), eq(libraryCopies.userId, userId)))
    .returning({ id: libraryCopies.id });
  if (deleted.length === 0) throw copyNotFound();
}

/** One page of the user's offers, by name. */
export async function listOffers(deps: AppDeps, userId: string, q: LibraryListQuery): Promise<{ data: LibraryOffer[]; total: number }> {
  const where = ownedBy(libraryOffers.userId, userId, nameContains(libraryOffers.name, q.search));
  const { limit, offset } = pageWindow(q);
  const rows = await deps.database.db
    .select()
    .from(libraryOffers)
    .where(where)
    .orderBy(asc(sql`lower(${libraryOffers.name})`), asc(libraryOffers.id))
    .limit(limit)
    .offset(offset);
  return { data: rows.map(toOffer), total: await countWhere(deps, libraryOffers, where) };
}

export async function createOffer(deps: AppDeps, userId: string, offer: OfferFields): Promise<LibraryOffer> {
  const now = deps.now();
  const [row] = await deps.database.db
    .insert(libraryOffers)
    .values({ id: crypto.randomUUID(), userId, ...offer, createdAt: now, updatedAt: now })
    .returning();
  return toOffer(row!);
}

export async function updateOffer(deps: AppDeps, userId: string, id: string, changes: Partial<OfferFields>): Promise<LibraryOffer> {
  if (!UUID.test(id)) throw offerNotFound();
  const [row] = await deps.database.db
    .update(libraryOffers)
    .set({ ...changes, updatedAt: deps.now() })
    .where(and(eq(libraryOffers.id, id), eq(libraryOffers.userId, userId)))
    .returning();
  if (!row) throw offerNotFound();
  return toOffer(row);
}

export async function deleteOffer(deps: AppDeps, userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw offerNotFound();
  const deleted = await deps.database.db
    .delete(libraryOffers)
    .where(and(eq(libraryOffers.id, id), eq(libraryOffers.userId, userId)))
    .returning({ id: libraryOffers.id });
  if (deleted.length === 0) throw offerNotFound();
}
