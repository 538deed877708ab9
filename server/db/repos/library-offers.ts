import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LibraryListQuery } from '../../../lib/contract/library';
import type { Db } from '../database';
import { libraryOffers } from '../schema';
import { countWhere, nameContains, pageWindow } from './library-paging';

// The library's offers (a landing page with its display link and tracking), per user.

export type OfferRow = typeof libraryOffers.$inferSelect;
export type OfferValues = Pick<OfferRow, 'name' | 'url' | 'displayLink' | 'trackingUtm'>;

const mine = (userId: string, id: string) => and(eq(libraryOffers.id, id), eq(libraryOffers.userId, userId));

/** A page of the user's offers (named like `search`), by name regardless of case, and how many match. */
export async function listOffers(database: Db, userId: string, q: LibraryListQuery): Promise<{ rows: OfferRow[]; total: number }> {
  const where = and(eq(libraryOffers.userId, userId), nameContains(libraryOffers.name, q.search));
  const { limit, offset } = pageWindow(q);
  // Ordered by an expression: lower() has no builder function.
  const rows = await database.db
    .select()
    .from(libraryOffers)
    .where(where)
    .orderBy(asc(sql`lower(${libraryOffers.name})`), asc(libraryOffers.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: await countWhere(database, libraryOffers, where) };
}

export async function findOffer(database: Db, userId: string, id: string): Promise<OfferRow | null> {
  return (await database.db.select().from(libraryOffers).where(mine(userId, id)).limit(1))[0] ?? null;
}

export async function insertOffer(database: Db, userId: string, values: OfferValues, now: Date): Promise<OfferRow> {
  const [row] = await database.db
    .insert(libraryOffers)
    .values({ id: crypto.randomUUID(), userId, ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('Offer insert returned nothing');
  return row;
}

/** Changes the given fields of the user's offer; null when they have none with this id. */
export async function updateOffer(database: Db, userId: string, id: string, changes: Partial<OfferValues>, now: Date): Promise<OfferRow | null> {
  return (
    (
      await database.db
        .update(libraryOffers)
        .set({ ...changes, updatedAt: now })
        .where(mine(userId, id))
        .returning()
    )[0] ?? null
  );
}

/** Deletes the user's offer; false when they have none with this id. */
export async function deleteOffer(database: Db, userId: string, id: string): Promise<boolean> {
  return (await database.db.delete(libraryOffers).where(mine(userId, id)).returning({ id: libraryOffers.id })).length > 0;
}
