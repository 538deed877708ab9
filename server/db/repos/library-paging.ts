import { count, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LibraryListQuery } from '../../../lib/contract/library';
import type { Db } from '../database';

// What the library's lists share: search by name and paging.

/** `name ILIKE %search%`, with the user's % and _ taken literally. */
export function nameContains(column: PgColumn, search: string | undefined): SQL | undefined {
  const s = search?.trim();
  if (!s) return undefined;
  return ilike(column, `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

export const pageWindow = (q: Pick<LibraryListQuery, 'page' | 'pageSize'>) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** How many rows of `table` match `where`. */
export async function countWhere(database: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const rows = await database.db.select({ n: count() }).from(table).where(where);
  return rows[0]?.n ?? 0;
}
