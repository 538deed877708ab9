import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accountThrottles, launchAttempts, launchObjects } from '../db/schema';

// The launch's ledger in bulk: attempts written before a batch is sent, created objects right after its
// answer. An attempt without an object is an unknown outcome: the engine looks for the object's marker before
// it creates it again (exactly once).

export type ObjectKind = 'campaign' | 'adset' | 'ad';

export interface LedgerItem {
  kind: ObjectKind;
  itemKey: string;
}

export const ledgerKey = (kind: ObjectKind, itemKey: string): string => `${kind}:${itemKey}`;

export async function recordAttempts(database: Database, launchId: string, items: LedgerItem[]): Promise<void> {
  if (items.length === 0) return;
  await database.db
    .insert(launchAttempts)
    .values(items.map((i) => ({ launchId, kind: i.kind, itemKey: i.itemKey })))
    .onConflictDoNothing();
}

/** Keys (`kind:itemKey`) attempted but not recorded as created: their outcome is unknown. */
export async function loadUnsettled(database: Database, launchId: string): Promise<Set<string>> {
  const rows = await database.db
    .select({ kind: launchAttempts.kind, itemKey: launchAttempts.itemKey })
    .from(launchAttempts)
    .leftJoin(
      launchObjects,
      and(eq(launchObjects.launchId, launchAttempts.launchId), eq(launchObjects.kind, launchAttempts.kind), eq(launchObjects.itemKey, launchAttempts.itemKey)),
    )
    .where(and(eq(launchAttempts.launchId, launchId), isNull(launchObjects.id)));
  return new Set(rows.map((r) => `${r.kind}:${r.itemKey}`));
}

/** Records created objects; an item already recorded keeps its first id (returned in the map). */
export async function recordCreated(database: Database, launchId: string, items: Array<LedgerItem & { platformId: string }>): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (items.length === 0) return out;
  const inserted = await database.db
    .insert(launchObjects)
    .values(items.map((i) => ({ launchId, kind: i.kind, itemKey: i.itemKey, platformId: i.platformId })))
    .onConflictDoNothing()
    .returning({ kind: launchObjects.kind, itemKey: launchObjects.itemKey, platformId: launchObjects.platformId });
  for (const r of inserted) out.set(`${r.kind}:${r.itemKey}`, r.platformId);
  const missing = items.filter((i) => !out.has(ledgerKey(i.kind, i.itemKey)));
  if (missing.length > 0) {
    const existing = await database.db
      .select()
      .from(launchObjects)
      .where(
        and(
          eq(launchObjects.launchId, launchId),
          inArray(
            launchObjects.itemKey,
            missing.map((i) => i.itemKey),
          ),
        ),
      );
    for (const r of existing) out.set(`${r.kind}:${r.itemKey}`, r.platformId);
  }
  return out;
}

export interface LedgerObject {
  kind: ObjectKind;
  itemKey: string;
  platformId: string;
}

export async function liveObjects(database: Database, launchId: string): Promise<LedgerObject[]> {
  const rows = await database.db
    .select({ kind: launchObjects.kind, itemKey: launchObjects.itemKey, platformId: launchObjects.platformId })
    .from(launchObjects)
    .where(and(eq(launchObjects.launchId, launchId), isNull(launchObjects.deletedAt)));
  return rows as LedgerObject[];
}

export async function markDeleted(database: Database, launchId: string, platformIds: string[]): Promise<void> {
  if (platformIds.length === 0) return;
  await database.db
    .update(launchObjects)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(launchObjects.launchId, launchId), inArray(launchObjects.platformId, platformIds)));
}

/** An ad account's block as the platform told one worker, so that every worker waits it out. */
export async function shareBlock(database: Database, accountId: string, until: Date): Promise<void> {
  await database.db
    .insert(accountThrottles)
    .values({ accountId, blockedUntil: until })
    .onConflictDoUpdate({
      target: accountThrottles.accountId,
      set: { blockedUntil: sql`greatest(${accountThrottles.blockedUntil}, excluded.blocked_until)`, updatedAt: sql`now()` },
    });
}

export async function sharedBlock(database: Database, accountId: string): Promise<Date | null> {
  const rows = await database.db
    .select({ until: accountThrottles.blockedUntil })
    .from(accountThrottles)
    .where(eq(accountThrottles.accountId, accountId))
    .limit(1);
  return rows[0]?.until ?? null;
}
