import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../sim/testing';
import { openDatabase, type Database } from '../../server/db/database';
import type { AppDeps } from '../../server/deps';
import { databasePace } from '../../server/launch/account-pace';
import { GraphClient } from '../../server/platform/graph-client';
import { DEFAULT_APP } from '../../sim';
import { PLATFORM_MUTATIONS_PER_SECOND, RateGovernor } from '../../server/platform/rate-governor';
import { demoPayload, signIn, startStack, type Stack } from './harness';
import { adsOf, expectExactly, launch, runToEnd } from './launch-kit';

// An ad account's pace and block shared by workers through the database (server/launch/account-pace.ts): two
// workers launching into one account at once stay under its mutations a second together, as the simulator
// counts, and what one worker learns (a cap refusal, a block) holds the other back too.

describe('the account pace shared by workers', () => {
  let stack: Stack;
  let token: string;
  /** The second worker's own connection (Postgres: a pool of its own on the same schema; PGlite: one process). */
  let second: Database;
  const accountId = 'act_201';

  beforeAll(async () => {
    stack = await startStack();
    token = await signIn(stack, stack.fx.users.find((u) => u.role === 'agency')!.name);
    const url = process.env.DATABASE_URL || undefined;
    second = url ? await openDatabase({ databaseUrl: url, dataDir: '' }, { schema: stack.database.schemaName ?? undefined }) : stack.database;
  });
  afterAll(async () => {
    if (second && second !== stack?.database) await second.close();
    await stack?.close();
  });

  /** A worker's view: its own platform client and governor, pacing through `database`. */
  const worker = (database: Database): AppDeps => ({
    ...stack.deps,
    graph: new GraphClient({
      baseUrl: stack.simUrl,
      version: 'v25.0',
      appSecret: DEFAULT_APP.secret,
      governor: new RateGovernor({ pace: databasePace(database) }),
    }),
  });
  const counters = async (): Promise<Json> => (await fetch(`${stack.simUrl}/__sim/limits?accountId=${accountId}`)).json();

  it('two workers launching into one account together never go above its mutations a second', async () => {
    // 2 x (campaign + ad set + 120 ads) = 244 writes: at 90 a second each worker alone, 180 together.
    const payload = (name: string) => demoPayload(stack.fx, accountId, { campaignName: name, useSingleAdset: true, ads: adsOf(stack, accountId, 120) });
    const ids = [await launch(stack, token, payload('Worker one')), await launch(stack, token, payload('Worker two'))];
    const start = Date.now();
    const statuses = await Promise.all([runToEnd(worker(stack.database), ids[0]!), runToEnd(worker(second), ids[1]!)]);
    expect(statuses).toEqual(['COMPLETED', 'COMPLETED']);
    for (const id of ids) await expectExactly(stack, id, { campaign: 1, adset: 1, ad: 120 });
    const taken = await counters();
    expect(taken).toMatchObject({ overCapRefusals: 0, blockedRefusals: 0 });
    expect(taken.peakWritesPerSecond).toBeLessThanOrEqual(PLATFORM_MUTATIONS_PER_SECOND);
    // Together at one account's pace: 244 writes take well over two seconds.
    expect(Date.now() - start).toBeGreaterThan(2200);
  });

  it('a cap refusal seen by one worker slows the other; a block one worker learns holds the other', async () => {
    const now = Date.now;
    const one = new RateGovernor({ pace: databasePace(stack.database) });
    const two = new RateGovernor({ pace: databasePace(second) });
    const account = 'act_202';
    await one.acquire(account, 2);
    one.release(account);
    await one.overPaced(account);
    const before = now();
    await two.acquire(account, 2);
    two.release(account);
    // A pause of the platform's counting window for both.
    expect(now() - before).toBeGreaterThanOrEqual(900);

    one.throttled(account, now() + 120_000);
    // The block is shared in the background: the other worker sees it on its next look.
    await expect.poll(async () => (await two.syncBlock(account)) > now() + 100_000).toBe(true);
    expect(await two.acquire(account, 1, 90_000)).toBe(false);
  });
});
