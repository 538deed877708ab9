import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase, runMigrations } from './database';
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

  it('applies migrations once', async () => {
    const database = await createTestDatabase();
    try {
      expect(await runMigrations(database)).toEqual([]);
      const tables = await database.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
      );
      expect(tables.map((t) => t.table_name)).toEqual([
        'account_throttles',
        'asset_cache',
        'asset_refreshes',
        'automations',
        'campaign_templates',
        'launch_attempts',
        'launch_objects',
        'launch_settings',
        'launches',
        'library_copies',
        'library_creative_accounts',
        'library_creatives',
        'library_folders',
        'library_offers',
        'library_uploads',
        'platform_connections',
        'rate_limits',
        'salvo_migrations',
        'sessions',
        'user_plans',
        'users',
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
