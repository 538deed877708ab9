import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, loadMigrations, openDatabase, runMigrations } from './database';
import { createTestDatabase } from './test-db';

describe('the database', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-db-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies migrations once, in the order of the journal, and records each', async () => {
    const database = await createTestDatabase();
    try {
      expect(await runMigrations(database)).toEqual([]);
      const recorded = await database.query<{ id: string }>('SELECT id FROM salvo_migrations ORDER BY applied_at, id');
      const ids = loadMigrations().map((m) => m.id);
      expect(recorded.map((r) => r.id)).toEqual(ids);
      // Databases in the field recorded these ids: they never change.
      expect(ids.slice(0, 9)).toEqual([
        '0001_skeleton',
        '0002_engine',
        '0003_api',
        '0004_library',
        '0005_launch_lease',
        '0006_library_media',
        '0007_auth_exchange',
        '0008_limits',
        '0009_account_pace',
      ]);
    } finally {
      await database.close();
    }
  });

  it('keeps PGlite data in DATA_DIR, guarded by a lock file against a second process', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
      await first.query(`INSERT INTO users (id, platform_user_id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'p1', 'Kept')`);
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(DatabaseLockedError);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // A lock left by a process that is gone is taken over; the data is still there.
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), '999999999');
    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(await second.query('SELECT name FROM users')).toEqual([{ name: 'Kept' }]);
    } finally {
      await second.close();
    }
  });
});
