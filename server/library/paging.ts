import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LibraryListQuery } from '../../lib/contract/library';
import type { AppDeps } from '../deps';

// What every library list shares: per-user filters, search by name, paging.

/** `name ILIKE %search%`, with the user's % and _ taken literally. */
export function nameContains(column: PgColumn, search: string | undefined): SQL | undefined {
  const s = search?.trim();
  if (!s) return undefined;
  return ilike(column, `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

export function ownedBy(userColumn: PgColumn, userId: string, ...more: Array<SQL | undefined>): SQL | undefined {
  return and(eq(userColumn, userId), ...more);
}

export const pageWindow = (q: LibraryListQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** How many rows of `table` match `where`. */
export async function countWhere(deps: AppDeps, table: PgTable, where: SQL | undefined): Promise<number> {
  const rows = await deps.database.db.select({ n: count() }).from(table).where(where);
  return rows[0]?.n ?? 0;
}
