import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/db/database';

// vitest's global setup: the embedded database with every migration applied, dumped once and kept (keyed by the
// migrations and the PGlite version), so that each test file's in-memory PGlite starts from it instead of an
// empty cluster migrated again (server/db/test-db.ts). database.test.ts still migrates a fresh one.

const root = path.resolve(import.meta.dirname, '..', '..');

function digest(): string {
  const hash = crypto.createHash('sha256');
  // What makes the migrated database: the runner and the migrations.
  const db = path.join(root, 'server', 'db');
  const migrations = path.join(db, 'migrations');
  const files = [
    path.join(db, 'database.ts'),
    ...fs
      .readdirSync(migrations, { recursive: true, encoding: 'utf8' })
      .sort()
      .map((name) => path.join(migrations, name)),
  ];
  for (const file of files) if (fs.statSync(file).isFile()) hash.update(path.relative(db, file)).update(fs.readFileSync(file));
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  hash.update(lock.packages['node_modules/@electric-sql/pglite']?.version ?? '');
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(): Promise<void> {
  const dir = path.join(root, 'node_modules', '.cache', 'salvo');
  const file = path.join(dir, `pglite-template-${digest()}.tar`);
  if (!fs.existsSync(file)) {
    // Migrated by the API's own code in a folder, then dumped by PGlite.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-pglite-template-'));
    try {
      await (await openDatabase({ databaseUrl: undefined, dataDir: tmp })).close();
      const client = new PGlite(path.join(tmp, 'pgdata'));
      await client.waitReady;
      const dump = await client.dumpDataDir('none');
      await client.close();
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(`${file}.tmp`, new Uint8Array(await dump.arrayBuffer()));
      fs.renameSync(`${file}.tmp`, file);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  process.env.SALVO_PGLITE_TEMPLATE = file;
}
