import crypto from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { LibraryListQuery } from '../../../lib/contract/library';
import type { Db } from '../database';
import { libraryCopies } from '../schema';
import { countWhere, nameContains, pageWindow } from './library-paging';

// The library's copies (an ad's texts and call to action), per user: a name and the other fields as stored.

export type CopyRow = typeof libraryCopies.$inferSelect;

const mine = (userId: string, id: string) => and(eq(libraryCopies.id, id), eq(libraryCopies.userId, userId));

/** A page of the user's copies (named like `search`), newest first, and how many match. */
export async function listCopies(database: Db, userId: string, q: LibraryListQuery): Promise<{ rows: CopyRow[]; total: number }> {
  const where = and(eq(libraryCopies.userId, userId), nameContains(libraryCopies.name, q.search));
  const { limit, offset } = pageWindow(q);
  const rows = await database.db
    .select()
    .from(libraryCopies)
    .where(where)
    .orderBy(desc(libraryCopies.createdAt), asc(libraryCopies.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: await countWhere(database, libraryCopies, where) };
}

export async function findCopy(database: Db, userId: string, id: string): Promise<CopyRow | null> {
  return (await database.db.select().from(libraryCopies).where(mine(userId, id)).limit(1))[0] ?? null;
}

export async function insertCopy(database: Db, userId: string, values: { name: string; fields: unknown }, now: Date): Promise<CopyRow> {
  const [row] = await database.db
    .insert(libraryCopies)
    .values({ id: crypto.randomUUID(), userId, ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('Copy insert returned nothing');
  return row;
}

/** Replaces the name and fields of the user's copy; null when it is gone. */
export async function updateCopy(database: Db, userId: string, id: string, values: { name: string; fields: unknown }, now: Date): Promise<CopyRow | null> {
  return (
    (
      await database.db
        .update(libraryCopies)
        .set({ ...values, updatedAt: now })
        .where(mine(userId, id))
        .returning()
    )[0] ?? null
  );
}

/** Deletes the user's copy; false when they have none with this id. */
export async function deleteCopy(database: Db, userId: string, id: string): Promise<boolean> {
  return (await database.db.delete(libraryCopies).where(mine(userId, id)).returning({ id: libraryCopies.id })).length > 0;
}
