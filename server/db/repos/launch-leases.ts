import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { launches } from '../schema';
import type { LaunchRow } from './launches';

// The lease on a launch row (server/launch/lease.ts says why): who runs the launch, until when. Times are the
// database's now(), moved by `offsetMs` (0 but in tests, which move the lease clock forward).

const dbNow = (offsetMs: number) => sql`(now() + ${offsetMs}::float8 * interval '1 millisecond')`;

/**
 * Takes (or renews) the lease with one atomic UPDATE: free, expired, or already ours. Answers the launch row
 * as it is now, or null when another run holds it (or the launch does not exist).
 */
export async function takeLease(database: Db, launchId: string, owner: string, ttlMs: number, offsetMs: number): Promise<LaunchRow | null> {
  const now = dbNow(offsetMs);
  const rows = await database.db
    .update(launches)
    .set({ leaseOwner: owner, leaseUntil: sql`${now} + ${ttlMs}::integer * interval '1 millisecond'` })
    .where(and(eq(launches.id, launchId), or(isNull(launches.leaseUntil), lt(launches.leaseUntil, now), eq(launches.leaseOwner, owner))))
    .returning();
  return rows[0] ?? null;
}

/**
 * Renews a lease only while the row still names this owner, even if it lapsed meanwhile: any other run that
 * took it (or took, finished and released it) changed the owner, and this run's picture of the launch is stale.
 */
export async function renewLease(database: Db, launchId: string, owner: string, ttlMs: number, offsetMs: number): Promise<boolean> {
  const rows = await database.db
    .update(launches)
    .set({ leaseUntil: sql`${dbNow(offsetMs)} + ${ttlMs}::integer * interval '1 millisecond'` })
    .where(and(eq(launches.id, launchId), eq(launches.leaseOwner, owner)))
    .returning({ id: launches.id });
  return rows.length > 0;
}

export async function releaseLease(database: Db, launchId: string, owner: string): Promise<void> {
  await database.db
    .update(launches)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(eq(launches.id, launchId), eq(launches.leaseOwner, owner)));
}

/** Until when the launch's lease holds (null: free), or undefined when there is no such launch. */
export async function leaseUntil(database: Db, launchId: string): Promise<Date | null | undefined> {
  const rows = await database.db.select({ until: launches.leaseUntil }).from(launches).where(eq(launches.id, launchId)).limit(1);
  return rows[0] ? rows[0].until : undefined;
}

/**
 * Launches whose lease lapsed without being released (their run died), not finished, not being deleted; oldest
 * first. The partial index launches_lease_until_idx holds only leased rows.
 */
export async function lapsedLaunches(database: Db, limit: number, offsetMs: number): Promise<string[]> {
  const rows = await database.db
    .select({ id: launches.id })
    .from(launches)
    .where(and(lt(launches.leaseUntil, dbNow(offsetMs)), inArray(launches.status, ['PENDING', 'RUNNING']), isNull(launches.deletionDueAt)))
    .orderBy(asc(launches.leaseUntil))
    .limit(limit);
  return rows.map((r) => r.id);
}
