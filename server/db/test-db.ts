import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database, type OpenDatabaseOptions } from './database';

// Test databases: a fresh schema of DATABASE_URL's database when it is set (dropped on close), else an
// in-memory PGlite, started from the run's migrated template when there is one (SALVO_PGLITE_TEMPLATE). Each
// test file (or test) gets its own data.

export interface TestDatabase extends Database {
  /** The Postgres schema in use, or null on PGlite. */
  schemaName: string | null;
}

/** The migrated database a vitest run made once (scripts/lib/vitest-pglite-template.ts), read once per file. */
let template: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> | undefined {
  const file = process.env.SALVO_PGLITE_TEMPLATE;
  if (!file) return undefined;
  template ??= fs.promises.readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)]));
  return template;
}

/** `onQuery` sees every statement (tests that count the queries of a request). */
export async function createTestDatabase(options: Pick<OpenDatabaseOptions, 'onQuery'> = {}): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: '' }, { inMemory: true, loadDataDir: await pgliteTemplate(), ...options });
    return { ...database, schemaName: null };
  }
  const schemaName = `test_${crypto.randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ databaseUrl, dataDir: '' }, { schema: schemaName, ...options });
  return {
    ...database,
    schemaName,
    async close() {
      await database.close();
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
        await admin.query(`DROP SCHEMA IF EXISTS ${schemaName}_boss CASCADE`);
      } finally {
        await admin.end();
      }
    },
  };
}
