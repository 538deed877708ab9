import { eq, lt } from 'drizzle-orm';
import type { Db } from '../database';
import { signedRequests } from '../schema';

// The platform's signed requests received, until they expire (server/auth/callback-replays.ts).

/**
 * Records a signed request by its digest; answers whether this is its first receipt and the confirmation code stored
 * with it (the first receipt's, when it was received before). Two receipts at once: one is the first.
 */
export async function recordSignedRequest(
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

/** Forgets one signed request: its action failed, and the platform's retry of it must act. */
export async function forgetSignedRequest(database: Db, digest: string): Promise<void> {
  await database.db.delete(signedRequests).where(eq(signedRequests.digest, digest));
}

/** Forgets the signed requests that expired before `now` (they are refused for their age anyway). */
export async function deleteExpiredSignedRequests(database: Db, now: Date): Promise<void> {
  await database.db.delete(signedRequests).where(lt(signedRequests.expiresAt, now));
}
