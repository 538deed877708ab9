import { sql } from 'drizzle-orm';
import type { Db } from '../database';

// What the operators' checks read (server/ops/): the database answering at all, and the launch queue's oldest due job
// in pg-boss's own table (pg-boss counts jobs but does not say how long they have waited).

/** Throws unless the database answers. */
export async function pingDatabase(database: Db): Promise<void> {
  await database.db.execute(sql`SELECT 1`);
}

/**
 * Seconds the oldest due job of `queue` has waited for a worker since it became due (created, or its retry or
 * deferral came due); 0 when none waits. pg-boss's index on due jobs (name, …, start_after) serves it.
 */
export async function oldestReadyJobSeconds(database: Db, bossSchema: string, queue: string): Promise<number> {
  // Both drivers answer raw SQL with its rows.
  const result = (await database.db.execute(
    sql`SELECT coalesce(extract(epoch from now() - min(start_after)), 0) AS seconds FROM ${sql.identifier(bossSchema)}.job
        WHERE name = ${queue} AND state < 'active' AND start_after <= now()`,
  )) as unknown as { rows: Array<{ seconds: unknown }> };
  return Math.max(0, Number(result.rows[0]?.seconds ?? 0));
}
