import crypto from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { automations } from '../schema';

// A user's automations (rules as data, server/routes/automations.ts). Every read and write names the user: another
// user's automation is not found.

export type AutomationRow = typeof automations.$inferSelect;
export type NewAutomation = Pick<AutomationRow, 'userId' | 'name' | 'status' | 'rules' | 'failureBehaviour' | 'currency' | 'createdAt'>;
type AutomationChange = Pick<AutomationRow, 'name' | 'status' | 'rules' | 'failureBehaviour' | 'currency'>;

/** A page of the user's automations (of one status when given), newest first, and how many there are. */
export async function listAutomations(
  database: Db,
  userId: string,
  q: { status?: string; page: number; limit: number },
): Promise<{ rows: AutomationRow[]; total: number }> {
  const { db } = database;
  const where = q.status ? and(eq(automations.userId, userId), eq(automations.status, q.status)) : eq(automations.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(automations)
      .where(where)
      .orderBy(desc(automations.createdAt), desc(automations.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(automations).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function insertAutomation(database: Db, values: NewAutomation): Promise<AutomationRow> {
  const [row] = await database.db
    .insert(automations)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  if (!row) throw new Error('Automation insert returned nothing');
  return row;
}

/** The user's automation, or null. */
export async function getAutomation(database: Db, userId: string, id: string): Promise<AutomationRow | null> {
  const [row] = await database.db
    .select()
    .from(automations)
    .where(and(eq(automations.id, id), eq(automations.userId, userId)));
  return row ?? null;
}

/** The user's automations among these ids (a deleted one is absent). */
export async function automationsByIds(database: Db, userId: string, ids: string[]): Promise<AutomationRow[]> {
  if (ids.length === 0) return [];
  return database.db
    .select()
    .from(automations)
    .where(and(eq(automations.userId, userId), inArray(automations.id, ids)));
}

/** Changes the user's automation; null when they have none with this id. */
export async function updateAutomation(database: Db, userId: string, id: string, values: AutomationChange): Promise<AutomationRow | null> {
  const [row] = await database.db
    .update(automations)
    .set(values)
    .where(and(eq(automations.id, id), eq(automations.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes the user's automation; false when they have none with this id. */
export async function deleteAutomation(database: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await database.db
    .delete(automations)
    .where(and(eq(automations.id, id), eq(automations.userId, userId)))
    .returning({ id: automations.id });
  return deleted.length > 0;
}

/** Which of these automation ids (UUIDs) are the user's. */
export async function ownedAutomationIds(database: Db, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await database.db
    .select({ id: automations.id })
    .from(automations)
    .where(and(eq(automations.userId, userId), inArray(automations.id, ids)));
  return rows.map((r) => r.id);
}
