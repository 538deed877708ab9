import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { assetCache, assetRefreshes } from '../schema';

// Asset lists as last read from the platform, per user, ad account and kind, and the user's last Refresh Assets
// per account (server/cache/asset-cache.ts says when they serve).

export async function findCachedAssets(database: Db, userId: string, accountId: string, kind: string): Promise<{ data: unknown; fetchedAt: Date } | null> {
  const rows = await database.db
    .select({ data: assetCache.data, fetchedAt: assetCache.fetchedAt })
    .from(assetCache)
    .where(and(eq(assetCache.userId, userId), eq(assetCache.accountId, accountId), eq(assetCache.kind, kind)))
    .limit(1);
  return rows[0] ?? null;
}

export async function storeCachedAssets(
  database: Db,
  entry: { userId: string; accountId: string; kind: string; data: unknown; fetchedAt: Date },
): Promise<void> {
  await database.db
    .insert(assetCache)
    .values(entry)
    .onConflictDoUpdate({ target: [assetCache.userId, assetCache.accountId, assetCache.kind], set: { data: entry.data, fetchedAt: entry.fetchedAt } });
}

/** Empties the user's cache of the account. */
export async function clearCachedAssets(database: Db, userId: string, accountId: string): Promise<void> {
  await database.db.delete(assetCache).where(and(eq(assetCache.userId, userId), eq(assetCache.accountId, accountId)));
}

/** Makes every list the user has cached at least as old as `staleAt`; answers how many. */
export async function ageCachedAssets(database: Db, userId: string, staleAt: Date): Promise<number> {
  const rows = await database.db
    .update(assetCache)
    .set({ fetchedAt: sql`least(${assetCache.fetchedAt}, ${staleAt}::timestamptz)` })
    .where(eq(assetCache.userId, userId))
    .returning({ kind: assetCache.kind });
  return rows.length;
}

/**
 * Records a refresh of the account at `now` unless the last one was after `lastAllowed`: one statement, so two
 * refreshes at once cannot both pass. True when this one was recorded.
 */
export async function recordRefresh(database: Db, userId: string, accountId: string, now: Date, lastAllowed: Date): Promise<boolean> {
  const rows = await database.db
    .insert(assetRefreshes)
    .values({ userId, accountId, refreshedAt: now })
    .onConflictDoUpdate({
      target: [assetRefreshes.userId, assetRefreshes.accountId],
      set: { refreshedAt: now },
      setWhere: lte(assetRefreshes.refreshedAt, lastAllowed),
    })
    .returning({ refreshedAt: assetRefreshes.refreshedAt });
  return rows.length > 0;
}

export async function lastRefresh(database: Db, userId: string, accountId: string): Promise<Date | null> {
  const rows = await database.db
    .select({ refreshedAt: assetRefreshes.refreshedAt })
    .from(assetRefreshes)
    .where(and(eq(assetRefreshes.userId, userId), eq(assetRefreshes.accountId, accountId)))
    .limit(1);
  return rows[0]?.refreshedAt ?? null;
}
