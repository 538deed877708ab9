import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator, type SimFixtures, type Simulator } from '../../sim';
import { readBack, snapshotIds } from '../../bench/lib/readback';
import { upsertPlatformUser } from '../../server/auth/sessions';
import { loadConfig } from '../../server/config';
import { createTestDatabase, type TestDatabase } from '../../server/db/test-db';
import { createDeps, type AppDeps } from '../../server/deps';
import { insertPlannedLaunch } from '../../server/launch/accept';
import { bossQueue, createBoss, startBoss } from '../../server/launch/queue';
import { toAdAccount } from '../../server/platform/ad-accounts';
import { demoPayload, stackForBlock } from './harness';
import { adsOf, dyingGraph, fast, Killed, launch, quiet, runToEnd } from './launch-kit';
import { executeLaunch } from '../../server/launch/engine';

// A bounded chaos run, the small brother of `npm run bench:chaos`: a few launches into two accounts while the
// simulator fails calls transiently, loses answers after acting and throttles one account's image-name reads (the
// reads before a run's first write), and workers die. Every launch ends COMPLETED with exactly its objects: no
// duplicate, no orphan (a marked object the launch's ledger does not hold), nothing unmarked, nothing missing.
// With DATABASE_URL the workers are processes sharing PostgreSQL, killed with SIGKILL and replaced; on PGlite
// (one process) runs die at a random call and are resumed.

const multiProcess = Boolean(process.env.DATABASE_URL);
const LAUNCHES = 4;
const ADS = 4;
/** The first match wins: the throttled reads, then a transient failure, then a lost answer. */
const faults = (throttled: string) => [
  {
    kind: 'error',
    method: 'GET',
    path: '/adimages$',
    accountId: throttled,
    times: 3,
    error: { code: 80004, subcode: 2446079, message: 'There have been too many calls to this ad-account.', status: 400, isTransient: true },
  },
  { kind: 'transient', probability: 0.15 },
  { kind: 'lost-answer', probability: 0.05 },
];

async function simJson<T>(simUrl: string, route: string, body?: object): Promise<T> {
  const res = await fetch(`${simUrl}/__sim/${route}`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** What the launches left: all of them COMPLETED, each with one campaign and its ad sets and ads, nothing else. */
async function expectClean(simUrl: string, deps: Pick<AppDeps, 'database'>, accounts: string[], ids: string[], before: Set<string>): Promise<void> {
  const rows = await deps.database.query<{ status: string }>('SELECT status FROM launches WHERE id = ANY($1)', [ids]);
  expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'COMPLETED'));
  const back = await readBack(simUrl, deps.database, accounts, ids, before);
  expect({ duplicates: back.duplicates, orphans: back.orphans, unmarked: back.unmarked, missing: back.missing }).toEqual({
    duplicates: [],
    orphans: [],
    unmarked: [],
    missing: [],
  });
  for (const id of ids) expect(back.madeByLaunch.get(id), id).toEqual({ campaign: 1, adset: ADS, ad: ADS });
}

const fired = async (simUrl: string) =>
  Object.fromEntries((await simJson<{ data: Array<{ kind: string; fired: number }> }>(simUrl, 'faults')).data.map((f) => [f.kind, f.fired]));

// Only the variant this database allows is defined: nothing is skipped.
if (multiProcess)
  describe('chaos test (worker processes sharing PostgreSQL)', () => {
    let sim: Simulator;
    let simUrl: string;
    let fx: SimFixtures;
    let database: TestDatabase;
    let deps: AppDeps;
    let boss: ReturnType<typeof createBoss>;
    const key = crypto.randomBytes(32).toString('base64');
    const workers = new Set<ChildProcess>();

    beforeAll(async () => {
      sim = createSimulator({ latency: { baseMs: 100, perBatchOpMs: 5 } });
      simUrl = await sim.listen({ port: 0 });
      fx = sim.fixtures();
      database = await createTestDatabase();
      deps = createDeps({
        config: loadConfig({ GRAPH_API_BASE: simUrl, TOKEN_ENCRYPTION_KEY: key, LOG_LEVEL: 'silent' }),
        database,
        queue: { enqueue: async () => undefined },
      });
      boss = createBoss(database, { monitorIntervalSeconds: 1 });
      await startBoss(boss, quiet);
    });
    afterAll(async () => {
      for (const w of workers) w.kill('SIGKILL');
      await boss?.stop({ graceful: false, timeout: 2000 });
      await database?.close();
      await sim?.close();
    });

    function spawnWorker(): ChildProcess {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'launch-crash-worker.ts')], {
        env: { ...process.env, GRAPH_API_BASE: simUrl, TOKEN_ENCRYPTION_KEY: key, LOG_LEVEL: 'silent', CRASH_TEST_SCHEMA: database.schemaName ?? '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      workers.add(child);
      child.on('exit', () => workers.delete(child));
      return child;
    }

    it('faults, a throttled account and workers killed with SIGKILL: every launch COMPLETED, no duplicate, no orphan', async () => {
      const agency = fx.users.find((u) => u.role === 'agency')!;
      const accounts = agency.adAccountIds.slice(0, 2);
      const userId = (
        await upsertPlatformUser(deps, { platformUserId: agency.id, name: agency.name, accessToken: agency.accessToken, scopes: '', tokenExpiresAt: null })
      ).id;
      const before = await snapshotIds(simUrl, accounts);
      const ids: string[] = [];
      for (let n = 0; n < LAUNCHES; n += 1) {
        const accountId = accounts[n % accounts.length]!;
        const account = toAdAccount(
          fx.adAccounts.find((a) => a.id === accountId)!,
          accountId,
        );
        const payload = demoPayload(fx, accountId, { campaignName: `Chaos ${n}`, ads: adsOf({ fx }, accountId, ADS) });
        ids.push((await insertPlannedLaunch(database, { id: crypto.randomUUID(), createdAt: new Date(), userId, idempotencyKey: null, payload, account })).id);
      }
      await simJson(simUrl, 'faults', { faults: faults(accounts[1]!) });
      spawnWorker();
      spawnWorker();
      const queue = bossQueue(boss);
      for (const id of ids) await queue.enqueue(id);

      // Twice, at a random moment of the launches, one worker dies and a new one starts; the survivor's lease
      // scan takes the dead worker's launches over.
      let seed = 11;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const working = async (since: Date) =>
        (await database.query('SELECT 1 FROM launches WHERE id = ANY($1) AND status = $2 AND updated_at > $3', [ids, 'RUNNING', since])).length > 0;
      let lastKill = new Date(0);
      for (let round = 0; round < 2; round += 1) {
        while (!(await working(lastKill))) await new Promise((r) => setTimeout(r, 50));
        await new Promise((r) => setTimeout(r, random() * 500));
        const victims = [...workers];
        victims[Math.floor(random() * victims.length)]!.kill('SIGKILL');
        lastKill = new Date();
        spawnWorker();
      }

      const deadline = Date.now() + 90_000;
      for (;;) {
        const rows = await database.query<{ status: string; step: string | null }>('SELECT status, step FROM launches WHERE id = ANY($1)', [ids]);
        if (rows.every((r) => !['PENDING', 'RUNNING'].includes(r.status))) break;
        if (Date.now() > deadline) throw new Error(`Launches not finished: ${rows.map((r) => `${r.status} ${r.step ?? ''}`).join(', ')}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      const kinds = await fired(simUrl);
      await fetch(`${simUrl}/__sim/faults`, { method: 'DELETE' });
      await expectClean(simUrl, deps, accounts, ids, before);
      // The throttled account's image-name reads were refused, and its launches waited them out.
      expect(kinds.error).toBe(3);
      expect(kinds.transient).toBeGreaterThan(0);
    }, 150_000);
  });

if (!multiProcess)
  describe('chaos test, single-process variant (PGlite: no DATABASE_URL for worker processes)', () => {
    const { stack, tokens } = stackForBlock({ sam: 'Sam Agency' });

    it('faults, a throttled account and runs that die at a random call: every launch COMPLETED, no duplicate, no orphan', async () => {
      const agency = stack.fx.users.find((u) => u.role === 'agency')!;
      const accounts = agency.adAccountIds.slice(0, 2);
      const before = await snapshotIds(stack.simUrl, accounts);
      const ids: string[] = [];
      for (let n = 0; n < LAUNCHES; n += 1) {
        const accountId = accounts[n % accounts.length]!;
        ids.push(await launch(stack, tokens.sam, demoPayload(stack.fx, accountId, { campaignName: `Chaos ${n}`, ads: adsOf(stack, accountId, ADS) })));
      }
      await simJson(stack.simUrl, 'faults', { faults: faults(accounts[1]!) });
      let seed = 11;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      try {
        // Side by side, each run dies at a random call of its first attempt and is resumed.
        await Promise.all(
          ids.map(async (id) => {
            const dying = { ...stack.deps, graph: dyingGraph(stack.simUrl, 1 + Math.floor(random() * 6)) };
            await executeLaunch(dying, id, quiet, fast).catch((error: unknown) => {
              if (!(error instanceof Killed)) throw error;
            });
            await runToEnd(stack.deps, id);
          }),
        );
        const kinds = await fired(stack.simUrl);
        expect(kinds.error).toBe(3);
        expect(kinds.transient).toBeGreaterThan(0);
      } finally {
        await fetch(`${stack.simUrl}/__sim/faults`, { method: 'DELETE' });
      }
      await expectClean(stack.simUrl, stack.deps, accounts, ids, before);
    }, 120_000);
  });
