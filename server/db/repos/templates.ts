import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { campaignTemplates } from '../schema';

// A user's launch templates (server/routes/templates.ts). Every read and write names the user: another user's
// template is not found.

export type TemplateRow = typeof campaignTemplates.$inferSelect;

/** A page of the user's templates by name, then age, and how many they have. */
export async function listTemplates(database: Db, userId: string, page: { page: number; limit: number }): Promise<{ rows: TemplateRow[]; total: number }> {
  const mine = eq(campaignTemplates.userId, userId);
  const [rows, total] = await Promise.all([
    database.db
      .select()
      .from(campaignTemplates)
      .where(mine)
      .orderBy(asc(campaignTemplates.name), asc(campaignTemplates.createdAt), asc(campaignTemplates.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    database.db.$count(campaignTemplates, mine),
  ]);
  return { rows, total };
}

export async function findTemplate(database: Db, userId: string, id: string): Promise<TemplateRow | null> {
  const rows = await database.db
    .select()
    .from(campaignTemplates)
    .where(and(eq(campaignTemplates.id, id), eq(campaignTemplates.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertTemplate(database: Db, values: { userId: string; name: string; fields: unknown; now: Date }): Promise<TemplateRow> {
  const { now, ...rest } = values;
  const [row] = await database.db
    .insert(campaignTemplates)
    .values({ id: crypto.randomUUID(), ...rest, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('Template insert returned nothing');
  return row;
}

/** Replaces the name and fields of the user's template; null when it is gone. */
export async function updateTemplate(
  database: Db,
  userId: string,
  id: string,
  values: { name: string; fields: unknown; now: Date },
): Promise<TemplateRow | null> {
  const [row] = await database.db
    .update(campaignTemplates)
    .set({ name: values.name, fields: values.fields, updatedAt: values.now })
    .where(and(eq(campaignTemplates.id, id), eq(campaignTemplates.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes the user's template; false when they have none with this id. */
export async function deleteTemplate(database: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await database.db
    .delete(campaignTemplates)
    .where(and(eq(campaignTemplates.id, id), eq(campaignTemplates.userId, userId)))
    .returning({ id: campaignTemplates.id });
  return deleted.length > 0;
}
