import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { launchAttempts, launchObjects } from '../schema';

// The launch's ledger: attempts written before a batch is sent, created objects right after its answer. An
// attempt without an object is an unknown outcome: the engine looks for the object's marker before it creates
// it again (exactly once). Deletion marks the objects it deleted.

export type ObjectKind = 'campaign' | 'adset' | 'ad';

export interface LedgerItem {
  kind: ObjectKind;
  itemKey: string;
}

export const ledgerKey = (kind: ObjectKind, itemKey: string): string => `${kind}:${itemKey}`;

/** Rows a statement writes at most (3 parameters each, well under Postgres's 65,535). */
const ROWS_PER_STATEMENT = 5000;

export async function recordAttempts(database: Db, launchId: string, items: LedgerItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT) {
    await database.db
      .insert(launchAttempts)
      .values(items.slice(i, i + ROWS_PER_STATEMENT).map((item) => ({ launchId, kind: item.kind, itemKey: item.itemKey })))
      .onConflictDoNothing();
  }
}

/** The ledger as `kind:itemKey` → platform id. */
export async function loadLedger(database: Db, launchId: string): Promise<Map<string, string>> {
  const rows = await database.db.select().from(launchObjects).where(eq(launchObjects.launchId, launchId));
  return new Map(rows.map((r) => [`${r.kind}:${r.itemKey}`, r.platformId]));
}

/** Keys (`kind:itemKey`) attempted but not recorded as created: their outcome is unknown. */
export async function loadUnsettled(database: Db, launchId: string): Promise<Set<string>> {
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
export async function recordCreated(database: Db, launchId: string, items: Array<LedgerItem & { platformId: string }>): Promise<Map<string, string>> {
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

/** In one order whatever order they were written in: an automation's rule is scoped to this list, and a changed list
 * updates the rule on the platform (server/automations/launch-rules.ts). */
export async function liveObjects(database: Db, launchId: string): Promise<LedgerObject[]> {
  const rows = await database.db
    .select({ kind: launchObjects.kind, itemKey: launchObjects.itemKey, platformId: launchObjects.platformId })
    .from(launchObjects)
    .where(and(eq(launchObjects.launchId, launchId), isNull(launchObjects.deletedAt)))
    .orderBy(launchObjects.kind, launchObjects.platformId);
  return rows as LedgerObject[];
}

export async function markDeleted(database: Db, launchId: string, platformIds: string[]): Promise<void> {
  if (platformIds.length === 0) return;
  await database.db
    .update(launchObjects)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(launchObjects.launchId, launchId), inArray(launchObjects.platformId, platformIds)));
}

/** The launch's live objects of a kind not yet handed on after its rules step (docs/automations.md#protected-from-the-first-second). */
export async function unreleasedObjects(database: Db, launchId: string, kind: ObjectKind): Promise<string[]> {
  const rows = await database.db
    .select({ platformId: launchObjects.platformId })
    .from(launchObjects)
    .where(and(eq(launchObjects.launchId, launchId), eq(launchObjects.kind, kind), isNull(launchObjects.deletedAt), isNull(launchObjects.releasedAt)))
    .orderBy(launchObjects.platformId);
  return rows.map((r) => r.platformId);
}

export async function markReleased(database: Db, launchId: string, platformIds: string[], now: Date): Promise<void> {
  if (platformIds.length === 0) return;
  await database.db
    .update(launchObjects)
    .set({ releasedAt: now })
    .where(and(eq(launchObjects.launchId, launchId), inArray(launchObjects.platformId, platformIds)));
}
