import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';
import type { Config } from '../config';
import { schema, type Schema } from './schema';

// One way in to the database, on PostgreSQL (DATABASE_URL) or on the embedded PGlite (a folder in DATA_DIR,
// one process only). Same schema, same drizzle queries on both (docs/architecture.md#database). The app's
// queries are the repositories' (server/db/repos/).

type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

/** What a repository function runs on: the database (`deps.database`), or `{ db: tx }` inside a transaction. */
export type Db = Pick<Database, 'db'>;

type QueryFn = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface Database {
  kind: 'postgres' | 'pglite';
  db: AppDb;
  /** Raw SQL with $1 parameters: the migrations, tests and benchmarks (the app goes through server/db/repos/). */
  query: QueryFn;
  /** Runs `fn` in one transaction on one connection. */
  transaction<T>(fn: (query: QueryFn) => Promise<T>): Promise<T>;
  /** What pg-boss needs to run its queue in this same database. */
  bossOptions: ConstructorOptions;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

export interface OpenDatabaseOptions {
  /** Postgres only: use (and create) this schema via search_path; pg-boss gets `${schema}_boss`. */
  schema?: string;
  /** PGlite only: keep the data in memory (tests). */
  inMemory?: boolean;
  /** Called with each statement sent (drizzle's and raw ones): benchmarks count the queries of a request. */
  onQuery?: (sql: string) => void;
  /** PGlite in memory only: start from this dump of a data folder (PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}

const identifier = /^[a-z_][a-z0-9_]{0,50}$/;

/** Opens the database of `config` and applies the migrations. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, options: OpenDatabaseOptions = {}): Promise<Database> {
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, options.schema, options.onQuery)
    : await openPglite(options.inMemory ? undefined : config.dataDir, options.loadDataDir, options.onQuery);
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

type OnQuery = ((sql: string) => void) | undefined;

/** drizzle's logger, used to count statements when asked to. */
const queryLogger = (onQuery: OnQuery) => (onQuery ? { logger: { logQuery: (text: string) => onQuery(text) } } : {});

async function openPostgres(connectionString: string, schemaName: string | undefined, onQuery: OnQuery): Promise<Database> {
  if (schemaName !== undefined && !identifier.test(schemaName)) throw new Error(`Invalid schema name ${schemaName}`);
  if (schemaName) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // An idle client's error (the server restarted) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const query: QueryFn = async <T>(text: string, params?: unknown[]) => {
    onQuery?.(text);
    return (await pool.query(text, params)).rows as T[];
  };
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema, ...queryLogger(onQuery) }) as unknown as AppDb,
    query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(async <T>(text: string, params?: unknown[]) => {
          onQuery?.(text);
          return (await client.query(text, params)).rows as T[];
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    bossOptions: { connectionString, schema: schemaName ? `${schemaName}_boss` : 'pgboss', max: 5 },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined, onQuery: OnQuery): Promise<Database> {
  let releaseLock = () => undefined as void;
  let client: PGlite;
  if (dataDir === undefined) {
    client = new PGlite(loadDataDir ? { loadDataDir } : undefined);
  } else {
    // Only this user's (server/data-dir.ts checks it at start).
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    releaseLock = acquireLock(path.join(dataDir, 'pglite.lock'));
    try {
      client = new PGlite(path.join(dataDir, 'pgdata'));
      await client.waitReady;
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  // Without parameters a text may hold several statements (migrations): PGlite runs those with exec().
  const runOn =
    (target: Pick<PGlite, 'query' | 'exec'>): QueryFn =>
    async <T>(text: string, params?: unknown[]) => {
      onQuery?.(text);
      if (params && params.length > 0) return (await target.query<T>(text, params)).rows;
      const results = await target.exec(text);
      return (results[results.length - 1]?.rows ?? []) as T[];
    };
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema, ...queryLogger(onQuery) }) as unknown as AppDb,
    query: runOn(client),
    transaction: (fn) => client.transaction((tx) => fn(runOn(tx))),
    bossOptions: { db: fromPglite(client), backend: 'pglite' },
    async close() {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * Two processes on one PGlite folder lose data silently, so the folder is guarded by a lock file holding the
 * owner's pid. A lock left by a process that no longer runs is taken over.
 */
function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      throw new DatabaseLockedError(
        `The embedded database in ${path.dirname(lockPath)} is in use by process ${owner}. ` +
          'Stop that process, or set DATABASE_URL to share a PostgreSQL database between processes.',
      );
    }
    fs.rmSync(lockPath, { force: true });
  }
  throw new DatabaseLockedError(`Could not take the lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface Migration {
  id: string;
  sql: string;
}

const migrationsFolder = new URL('./migrations/', import.meta.url);

/**
 * The migrations in order, as drizzle-kit's journal lists them (server/db/migrations/meta/_journal.json): 0001-0009
 * written by hand, the next ones generated from schema.ts (CONTRIBUTING.md "Add a database migration").
 */
export function loadMigrations(): Migration[] {
  const journal = JSON.parse(fs.readFileSync(new URL('meta/_journal.json', migrationsFolder), 'utf8')) as { entries: Array<{ tag: string }> };
  return journal.entries.map(({ tag }) => ({
    id: tag,
    // drizzle-kit names the schema of a foreign key's table ("public"."users"); ours is search_path's (tests use their own).
    sql: fs.readFileSync(new URL(`${tag}.sql`, migrationsFolder), 'utf8').replaceAll('"public".', ''),
  }));
}

/**
 * Applies the migrations not yet recorded in salvo_migrations, each in its own transaction, one process at a
 * time. A file runs whole: drizzle-kit's `--> statement-breakpoint` lines are SQL comments.
 */
export async function runMigrations(database: Database): Promise<string[]> {
  await database.query('CREATE TABLE IF NOT EXISTS salvo_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied: string[] = [];
  for (const migration of loadMigrations()) {
    const done = await database.transaction(async (query) => {
      // Several API or worker processes may start at once on one Postgres.
      await query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.salvo_migrations'))`);
      const rows = await query('SELECT 1 FROM salvo_migrations WHERE id = $1', [migration.id]);
      if (rows.length > 0) return false;
      await query(migration.sql);
      await query('INSERT INTO salvo_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}
