import type { PgBoss } from 'pg-boss';
import type pino from 'pino';
import type { Config } from './config';
import { prepareDataDir } from './data-dir';
import { openDatabase, type Database, type OpenDatabaseOptions } from './db/database';
import { createDeps, type AppDeps } from './deps';
import { bossQueue, createBoss, startBoss } from './launch/queue';
import { queueStatusOf } from './ops/queue-status';

// What the API process (main.ts) and a worker process (worker.ts) both run on: the database (its migrations
// run on opening), pg-boss started in it, and the services built on the two.

interface StartedDeps {
  database: Database;
  boss: PgBoss;
  deps: AppDeps;
}

/**
 * Prepares DATA_DIR (0700, refused when open to other users: data-dir.ts), opens the database and starts pg-boss in
 * it; when pg-boss cannot start, the database is closed again.
 */
export async function startDeps(config: Config, log: pino.Logger, options: Pick<OpenDatabaseOptions, 'schema'> = {}): Promise<StartedDeps> {
  prepareDataDir(config.dataDir);
  const database = await openDatabase(config, options);
  const boss = createBoss(database);
  try {
    await startBoss(boss, log);
  } catch (error) {
    await database.close();
    throw error;
  }
  const queue = { ...bossQueue(boss), status: queueStatusOf(boss, database) };
  return { database, boss, deps: createDeps({ config, database, queue }) };
}
