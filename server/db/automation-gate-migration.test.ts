import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from './database';
import { createTestDatabase, type TestDatabase } from './test-db';

// Migration 0014 (docs/automations.md#amounts-and-currencies, #protected-from-the-first-second): automations stored
// before 0012 gave them a currency had USD written into them by 0012, their amounts never having had one: they lose
// it, so that their amounts are entered again rather than read as dollars; those made since keep theirs. The objects
// of launches made before launches with automations were made paused count as handed on already.

describe('migration 0014: automation amounts without a currency, launch objects already on', () => {
  let database: TestDatabase;
  const migration = loadMigrations().find((m) => m.id === '0014_automation_gate_data')!;
  const userId = crypto.randomUUID();
  const automation = async (createdAt: string) => {
    const id = crypto.randomUUID();
    await database.query(
      `INSERT INTO automations (id, user_id, name, status, rules, failure_behaviour, currency, created_at) VALUES ($1, $2, 'a', 'ACTIVE', $3, 'NONE', 'USD', $4)`,
      [id, userId, JSON.stringify([{ metric: 'cpa', operator: 'gt', value: 40, window: 'today', action: 'pause' }]), createdAt],
    );
    return id;
  };
  const currencyOf = async (id: string) =>
    (await database.query<{ currency: string | null }>('SELECT currency FROM automations WHERE id = $1', [id]))[0]!.currency;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.query(`INSERT INTO users (id, platform_user_id, name) VALUES ($1, $2, 'Ava')`, [userId, `p-${userId}`]);
  });
  afterAll(() => database.close());

  it('takes the currency of automations older than 0012, keeps that of later ones, and marks old objects as handed on', async () => {
    const [row] = await database.query<{ applied: Date }>(`SELECT applied_at AS applied FROM salvo_migrations WHERE id = '0012_automation_rules'`);
    const applied = new Date(row!.applied);
    const before = await automation(new Date(applied.getTime() - 86_400_000).toISOString());
    const after = await automation(new Date(applied.getTime() + 1000).toISOString());
    const launchId = crypto.randomUUID();
    await database.query(
      `INSERT INTO launches (id, user_id, account_id, payload, account, status, step, input) VALUES ($1, $2, 'act_1', '{}', '{}', 'COMPLETED', 'COMPLETED', '{}')`,
      [launchId, userId],
    );
    await database.query(`INSERT INTO launch_objects (launch_id, kind, item_key, platform_id) VALUES ($1, 'adset', 'adset:0', '1201')`, [launchId]);

    await database.transaction((query) => query(migration.sql));

    expect(await currencyOf(before)).toBeNull();
    expect(await currencyOf(after)).toBe('USD');
    const [object] = await database.query<{ released: boolean }>('SELECT released_at = created_at AS released FROM launch_objects WHERE launch_id = $1', [
      launchId,
    ]);
    expect(object!.released).toBe(true);
  });
});
