import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { automations, campaignTemplates, libraryCopies, libraryFolders, libraryOffers } from '../schema';

// What a user may keep at most of each kind (server/limits/user-caps.ts has the figures): a new row goes in only
// while the user has fewer, counted and inserted in one transaction holding the user's lock for that kind, so two
// creates at once cannot both take the last place.

const TABLES = { templates: campaignTemplates, copies: libraryCopies, offers: libraryOffers, folders: libraryFolders, automations };
export type CappedKind = keyof typeof TABLES;

/** Runs `insert` if the user has fewer than `cap` rows of `kind`, and answers its row; null when they have `cap`. */
export async function insertUnderCap<T>(database: Db, kind: CappedKind, userId: string, cap: number, insert: (tx: Db) => Promise<T>): Promise<T | null> {
  const table = TABLES[kind];
  return database.db.transaction(async (tx) => {
    // An advisory lock has no builder function.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cap:${kind}:${userId}`}))`);
    const [row] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId));
    if ((row?.n ?? 0) >= cap) return null;
    return insert({ db: tx });
  });
}
