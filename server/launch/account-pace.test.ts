import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-db';
import { databasePace, enginePace, singleProcessPace } from './account-pace';

// The engine's pace store: the database's on PostgreSQL (every worker's), the process's own on PGlite, where a
// statement per request would cost the single-threaded database most of a launch's time. Blocks are stored
// either way.

describe('the single-process pace (PGlite)', () => {
  let database: TestDatabase;
  const statements: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ onQuery: (sql) => void statements.push(sql) });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reserves slots without a statement, at the same pace as the shared one, and stores blocks', async () => {
    const pace = singleProcessPace(database);
    statements.length = 0;
    const local = await pace.reserve(
      'act_1',
      Array.from({ length: 10 }, () => 50),
    );
    expect(statements).toEqual([]);
    // The same rules as the database's pace: a fresh account's ten requests of 50 writes spread over about 5 s.
    const shared = await databasePace(database).reserve(
      'act_2',
      Array.from({ length: 10 }, () => 50),
    );
    const spacing = (waits: number[]) => waits.map((w) => w - waits[0]!);
    spacing(local.waits).forEach((gap, i) => expect(gap).toBeCloseTo(spacing(shared.waits)[i]!, 0));
    expect(spacing(local.waits).at(-1)).toBeGreaterThan(4000);

    const until = Date.now() + 60_000;
    await pace.block('act_1', until);
    expect(statements.length).toBeGreaterThan(0);
    expect(Math.abs((await pace.blockedUntil('act_1')) - until)).toBeLessThan(1);
    // Another process reading the database sees it (after a restart, this one).
    expect(Math.abs((await databasePace(database).blockedUntil('act_1')) - until)).toBeLessThan(1);
  });

  it("is the engine's pace on PGlite only", async () => {
    const statementsBefore = statements.length;
    await enginePace(database).reserve('act_3', [1]);
    expect(statements.length === statementsBefore).toBe(database.kind === 'pglite');
  });
});
