import { eq, lt } from 'drizzle-orm';
import type { Db } from '../database';
import { signedRequests } from '../schema';

// The platform's signed requests received, until they expire (server/auth/callback-replays.ts).

/**
 * Records a signed request by its digest; answers whether this is its first receipt and the confirmation code stored
 * with it (the first receipt's, when it was received before). Two receipts at once: one is the first.
 */
async function recordSignedRequest(
  database: Db,
  row: { digest: string; confirmationCode: string | null; expiresAt: Date },
): Promise<{ first: boolean; confirmationCode: string | null }> {
  const inserted = await database.db.insert(signedRequests).values(row).onConflictDoNothing().returning({ digest: signedRequests.digest });
  if (inserted.length > 0) return { first: true, confirmationCode: row.confirmationCode };
  const [earlier] = await database.db
    .select({ confirmationCode: signedRequests.confirmationCode })
    .from(signedRequests)
    .where(eq(signedRequests.digest, row.digest));
  return { first: false, confirmationCode: earlier?.confirmationCode ?? null };
}

/**
 * Records a signed request's receipt and, on its first receipt, runs `action` in the same transaction: both commit, or
 * neither (server/auth/callback-replays.ts). A receipt of the same request in another transaction waits for this one.
 */
export async function withReceipt(
  database: Db,
  row: { digest: string; confirmationCode: string | null; expiresAt: Date },
  action: (db: Db) => Promise<void>,
): Promise<{ first: boolean; confirmationCode: string | null }> {
  return database.db.transaction(async (tx) => {
    const db = { db: tx };
    const recorded = await recordSignedRequest(db, row);
    if (recorded.first) await action(db);
    return recorded;
  });
}

/** Forgets the signed requests that expired before `now` (they are refused for their age anyway). */
export async function deleteExpiredSignedRequests(database: Db, now: Date): Promise<void> {
  await database.db.delete(signedRequests).where(lt(signedRequests.expiresAt, now));
}
