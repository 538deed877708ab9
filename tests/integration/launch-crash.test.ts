import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator, type SimFixtures, type Simulator } from '../../sim';
import { upsertPlatformUser } from '../../server/auth/sessions';
import { loadConfig } from '../../server/config';
import { createTestDatabase, type TestDatabase } from '../../server/db/test-db';
import { createDeps, type AppDeps } from '../../server/deps';
import { bossQueue, createBoss, startBoss } from '../../server/launch/queue';
import { insertPlannedLaunch } from '../../server/launch/accept';
import { toAdAccount } from '../../server/platform/ad-accounts';
import { demoPayload, stackForBlock } from './harness';
import { adsOf, dyingGraph, expectExactly, Killed, launch, quiet, runToEnd } from './launch-kit';

// The crash test. With DATABASE_URL: worker processes (server/worker.ts, sharing PostgreSQL) killed with
// SIGKILL at random points of several launches and replaced; every launch ends COMPLETED with exactly its
// objects on the platform. Worker processes cannot share an embedded PGlite, so without DATABASE_URL the
// single-process variant runs instead: a run dies at each of its calls (the call's write done, its answer and
// everything after lost) and is resumed.

const multiProcess = Boolean(process.env.DATABASE_URL);
if (!multiProcess) console.log('launch-crash: no DATABASE_URL, worker processes cannot share PGlite: running the single-process kill-and-resume variant');

const LAUNCHES = 4;
const ADS = 10;

// Only the variant this database allows is defined: nothing is skipped.
if (multiProcess)
  describe('crash test (worker processes sharing PostgreSQL)', () => {
    let sim: Simulator;
    let simUrl: string;
    let fx: SimFixtures;
    let database: TestDatabase;
    let deps: AppDeps;
    let boss: ReturnType<typeof createBoss>;
    const key = crypto.randomBytes(32).toString('base64');
    const workers = new Set<ChildProcess>();
    /** Each worker's metrics address, once it said it is ready. */
    const metricsOf = new Map<ChildProcess, Promise<string>>();

    beforeAll(async () => {
      // Some latency, so that kills land in the middle of launches.
      sim = createSimulator({ latency: { baseMs: 150, perBatchOpMs: 10 } });
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
        env: {
          ...process.env,
          GRAPH_API_BASE: simUrl,
          TOKEN_ENCRYPTION_KEY: key,
          LOG_LEVEL: 'silent',
          CRASH_TEST_SCHEMA: database.schemaName ?? '',
          METRICS_PORT: '0',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      workers.add(child);
      let out = '';
      metricsOf.set(
        child,
        new Promise((resolve) =>
          child.stdout!.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            const ready = /^ready (\S+)$/m.exec(out);
            if (ready) resolve(ready[1]!);
          }),
        ),
      );
      child.on('exit', () => workers.delete(child));
      return child;
    }

    it('worker processes killed with SIGKILL at random points of several launches: all COMPLETED, no duplicate, nothing missing', async () => {
      const user = fx.users[0]!;
      const accountId = user.adAccountIds[0]!;
      const userId = (
        await upsertPlatformUser(deps, { platformUserId: user.id, name: user.name, accessToken: user.accessToken, scopes: '', tokenExpiresAt: null })
      ).id;
      const account = toAdAccount(
        fx.adAccounts.find((a) => a.id === accountId)!,
        accountId,
      );
      const ids: string[] = [];
      for (let n = 0; n < LAUNCHES; n += 1) {
        const payload = demoPayload(fx, accountId, { campaignName: `Crash ${n}`, ads: adsOf({ fx }, accountId, ADS) });
        const launch = { id: crypto.randomUUID(), createdAt: new Date(), userId, idempotencyKey: null, payload, account };
        ids.push((await insertPlannedLaunch(database, launch)).id);
      }
      spawnWorker();
      spawnWorker();
      const queue = bossQueue(boss);
      for (const id of ids) await queue.enqueue(id);

      // At a random moment of the launches, kill every worker (so the ones running them die mid-launch), and
      // start new ones: they take the launches over once the dead workers' heartbeats lapse. Twice.
      let seed = 7;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const statuses = async () => (await database.query<{ status: string }>('SELECT status FROM launches WHERE id = ANY($1)', [ids])).map((r) => r.status);
      // A launch being worked on: running, and written since the last kill.
      const working = async (since: Date) =>
        (await database.query('SELECT 1 FROM launches WHERE id = ANY($1) AND status = $2 AND updated_at > $3', [ids, 'RUNNING', since])).length > 0;
      let lastKill = new Date(0);
      for (let round = 0; round < 2; round += 1) {
        while (!(await working(lastKill))) await new Promise((r) => setTimeout(r, 50));
        await new Promise((r) => setTimeout(r, random() * 500));
        for (const w of [...workers]) w.kill('SIGKILL');
        lastKill = new Date();
        expect(await statuses(), 'killed mid-launch').toContain('RUNNING');
        spawnWorker();
        spawnWorker();
      }

      const deadline = Date.now() + 100_000;
      for (;;) {
        const rows = await database.query<{ status: string }>('SELECT status FROM launches WHERE id = ANY($1)', [ids]);
        if (rows.every((r) => !['PENDING', 'RUNNING'].includes(r.status))) {
          expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'COMPLETED'));
          break;
        }
        if (Date.now() > deadline) throw new Error(`Launches still running: ${rows.map((r) => r.status).join(', ')}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      for (const id of ids) await expectExactly({ simUrl }, id, { campaign: 1, adset: ADS, ad: ADS });

      // The workers started after the last kill took the running launches over and finished them: their metrics,
      // scraped over HTTP on each worker's own address, say so (docs/operations.md#metrics).
      const scrapes = await Promise.all([...workers].map(async (w) => (await fetch(`${await metricsOf.get(w)}/metrics`)).text()));
      const total = (name: string) => scrapes.reduce((sum, text) => sum + Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0), 0);
      expect(total('salvo_launch_takeovers_total')).toBeGreaterThanOrEqual(1);
      expect(total('salvo_launches_finished_total\\{status="COMPLETED",kind="new"\\}')).toBeGreaterThanOrEqual(1);
      expect(total('salvo_launch_runs_active\\{kind="new"\\}')).toBe(0);
    }, 150_000);
  });

if (!multiProcess)
  describe('crash test, single-process variant (PGlite: no DATABASE_URL for worker processes)', () => {
    const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });
    const accountId = 'act_101';

    it('a run killed at each of its calls and resumed ends with exactly the intended objects', async () => {
      // 4 ads in dedicated ad sets: the campaign's call, then four batches (an ad set and its ad each).
      for (let killAt = 1; killAt <= 5; killAt += 1) {
        const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: `Killed at ${killAt}`, ads: adsOf(stack, accountId, 4) }));
        await expect(runToEnd({ ...stack.deps, graph: dyingGraph(stack.simUrl, killAt) }, id)).rejects.toThrow(Killed);
        expect(await runToEnd(stack.deps, id), `killed at call ${killAt}`).toBe('COMPLETED');
        await expectExactly(stack, id, { campaign: 1, adset: 4, ad: 4 });
      }
    });
  });
