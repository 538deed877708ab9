import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { launchSettings } from '../schema';

// Default launch settings (server/routes/settings.ts): the user's own (account id '') and an ad account's,
// each stored partial.

/** The user's own settings and, when `accountId` is given, the account's: as stored, by account id ('' the user's). */
export async function readSettingsRows(database: Db, userId: string, accountId: string | undefined): Promise<Array<{ accountId: string; settings: unknown }>> {
  return database.db
    .select({ accountId: launchSettings.accountId, settings: launchSettings.settings })
    .from(launchSettings)
    .where(and(eq(launchSettings.userId, userId), inArray(launchSettings.accountId, ['', accountId ?? ''])));
}

/**
 * Merges `settings` into the stored ones of the user ('' account) or account, field by field, in one statement:
 * two saves at once each keep their own fields (jsonb `||`, which the builder does not have).
 */
export async function mergeSettings(database: Db, userId: string, accountId: string, settings: object, now: Date): Promise<void> {
  await database.db
    .insert(launchSettings)
    .values({ userId, accountId, settings, updatedAt: now })
    .onConflictDoUpdate({
      target: [launchSettings.userId, launchSettings.accountId],
      set: { settings: sql`${launchSettings.settings} || excluded.settings`, updatedAt: sql`excluded.updated_at` },
    });
}
