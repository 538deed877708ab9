// npm run bench:scale: an agency launching into 20 ad accounts at once, on PostgreSQL, with 1, 2 and 4 worker
// processes (`npm run worker`). Each account gets two launches at once, so that workers share its pace; the
// accounts are the bottleneck (each launch is held to its account's mutations a second, shared by the two), so
// more workers launch into more accounts at a time. Throughput against one worker's, and what the simulator
// counted per account: no account above its limit. bench/README.md explains the figures.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { SimFixtures } from '../sim';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/database';
import { createDeps } from '../server/deps';
import { bossQueue, createBoss, startBoss } from '../server/launch/queue';
import { PLATFORM_MUTATIONS_PER_SECOND } from '../server/platform/pace';
import { agencyUser, benchPayload, insertBenchLaunch } from './lib/launches';
import { accountCounters, simControl, simGet, startSimulator, stop } from './lib/processes';
import { readBack, snapshotIds } from './lib/readback';
import { number, numbers } from './lib/options';
import { machineAtStart, round, writeResult } from './lib/results';
import { createDatabase, startCluster, startWorker, type Worker } from './lib/workers';

const WORKERS = numbers('workers', '1,2,4');
const ACCOUNTS = number('accounts', 20);
const LAUNCHES_PER_ACCOUNT = number('launches-per-account', 2);
const ADS = number('ads', 300);
/** The target: 4 workers at least 3x one worker's throughput. */
const TARGET = { workers: 4, speedup: 3 };
/** Launches a worker runs at once (startLaunchWorker's default). */
const CONCURRENCY = 4;
const LATENCY = { baseMs: 250, perBatchOpMs: 20 };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface Phase {
  workers: number;
  launches: number;
  wallSeconds: number;
  writes: number;
  writesPerSecond: number;
  writesCharged: number;
  objectsPerSecond: number;
  speedupVsOneWorker: number;
  accountsLaunchedAtOnce: number;
  peakWritesPerSecondOfAnyAccount: number;
  overCapRefusals: number;
  blockedRefusals: number;
}

async function waitForAll(database: Database, ids: string[]): Promise<Array<{ status: string; ads_completed: number }>> {
  for (;;) {
    const rows = await database.query<{ status: string; ads_completed: number }>('SELECT status, ads_completed FROM launches WHERE id = ANY($1)', [ids]);
    if (rows.every((r) => !['PENDING', 'RUNNING'].includes(r.status))) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The most launches running at once into distinct accounts, sampled. */
async function accountsRunning(database: Database, ids: string[]): Promise<number> {
  const rows = await database.query<{ n: string }>(`SELECT count(DISTINCT account_id) AS n FROM launches WHERE id = ANY($1) AND status = 'RUNNING'`, [ids]);
  return Number(rows[0]?.n ?? 0);
}

async function runPhase(
  clusterUrl: string,
  simUrl: string,
  fx: SimFixtures,
  accounts: string[],
  workers: number,
  key: string,
): Promise<Omit<Phase, 'speedupVsOneWorker'>> {
  await simControl(simUrl, 'reset', {});
  await simControl(simUrl, 'config', { tier: 'full', latency: LATENCY });
  const databaseUrl = await createDatabase(clusterUrl, `scale_${workers}_${crypto.randomBytes(3).toString('hex')}`);
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const boss = createBoss(database);
  const started: Worker[] = [];
  try {
    await startBoss(boss, quiet);
    const config = loadConfig({ GRAPH_API_BASE: simUrl, TOKEN_ENCRYPTION_KEY: key, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
    const deps = createDeps({ config, database, queue: bossQueue(boss) });
    const userId = await agencyUser(deps, fx);
    // The accounts' launches side by side in the queue: each account's two run at the same time.
    const ids: string[] = [];
    for (const accountId of accounts) {
      for (let n = 0; n < LAUNCHES_PER_ACCOUNT; n += 1) {
        ids.push(await insertBenchLaunch(database, userId, fx, benchPayload(fx, accountId, ADS, { singleAdSet: true, name: `Scale ${accountId} ${n + 1}` })));
      }
    }
    const before = await snapshotIds(simUrl, accounts);
    for (let i = 0; i < workers; i += 1) started.push(startWorker({ DATABASE_URL: databaseUrl, GRAPH_API_BASE: simUrl, TOKEN_ENCRYPTION_KEY: key }));
    await Promise.all(started.map((w) => w.ready));

    const start = performance.now();
    for (const id of ids) await deps.queue.enqueue(id);
    let atOnce = 0;
    const sampler = setInterval(
      () =>
        void accountsRunning(database, ids).then(
          (n) => (atOnce = Math.max(atOnce, n)),
          () => undefined,
        ),
      250,
    );
    const rows = await waitForAll(database, ids);
    const wallSeconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    const failed = rows.filter((r) => r.status !== 'COMPLETED' || r.ads_completed !== ADS);
    if (failed.length > 0) throw new Error(`${failed.length} launches did not complete: ${failed.map((r) => r.status).join(', ')}`);

    // What reached the platform, read back: each launch's objects once, marked, in its ledger.
    const back = await readBack(simUrl, database, accounts, ids, before);
    const problems = [...back.duplicates, ...back.orphans, ...back.unmarked, ...back.missing];
    const wrong = ids.filter((id) => {
      const made = back.madeByLaunch.get(id);
      return made?.campaign !== 1 || made.adset !== 1 || made.ad !== ADS;
    });
    if (problems.length > 0 || wrong.length > 0)
      throw new Error(`What reached the platform is not what was launched: ${[...problems, ...wrong].slice(0, 10).join('; ')}`);
    const counters = (await accountCounters(simUrl)).filter((c) => accounts.includes(c.accountId));
    // The writes the launches need: a campaign, its ad set and the ads (each with its creative inline).
    const writes = ids.length * (2 + ADS);
    return {
      workers,
      launches: ids.length,
      wallSeconds: round(wallSeconds),
      writes,
      writesPerSecond: round(writes / wallSeconds),
      // Writes the platform took in all: also the ads of a batch whose ad set was refused (they fail, counted).
      writesCharged: counters.reduce((sum, c) => sum + c.writes, 0),
      // Campaign, ad set, and a creative and an ad per ad.
      objectsPerSecond: round((ids.length * (2 + 2 * ADS)) / wallSeconds),
      accountsLaunchedAtOnce: atOnce,
      peakWritesPerSecondOfAnyAccount: Math.max(...counters.map((c) => c.peakWritesPerSecond)),
      overCapRefusals: counters.reduce((sum, c) => sum + c.overCapRefusals, 0),
      blockedRefusals: counters.reduce((sum, c) => sum + c.blockedRefusals, 0),
    };
  } finally {
    await Promise.all(started.map((w) => stop(w)));
    await boss.stop({ graceful: false, timeout: 2000 }).catch(() => undefined);
    await database.close();
  }
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const machine = machineAtStart();
  const cluster = await startCluster();
  const sim = await startSimulator({ extraAccounts: ACCOUNTS, logFile: path.join(os.tmpdir(), 'salvo-bench-scale-sim.log') });
  try {
    const fx = await simGet<SimFixtures>(sim.url, 'fixtures');
    const accounts = fx.users
      .find((u) => u.role === 'agency')!
      .adAccountIds.filter((id) => id.startsWith('act_21'))
      .slice(0, ACCOUNTS);
    if (accounts.length < ACCOUNTS) throw new Error(`The simulator has ${accounts.length} bench accounts, not ${ACCOUNTS}`);
    const key = crypto.randomBytes(32).toString('base64');
    const phases: Phase[] = [];
    for (const workers of WORKERS) {
      console.log(`${workers} worker${workers === 1 ? '' : 's'}: ${ACCOUNTS} accounts x ${LAUNCHES_PER_ACCOUNT} launches x ${ADS} ads...`);
      const phase = await runPhase(cluster.url, sim.url, fx, accounts, workers, key);
      const base = phases[0] ?? phase;
      phases.push({ ...phase, speedupVsOneWorker: round(phase.writesPerSecond / base.writesPerSecond) });
      console.log(`  ${phase.wallSeconds} s, ${phase.writesPerSecond} writes/s, ${phase.overCapRefusals} writes over an account's cap`);
    }
    console.table(phases);
    const four = phases.find((p) => p.workers === TARGET.workers);
    const targets = {
      [`${TARGET.workers} workers at least ${TARGET.speedup}x one`]: four ? four.speedupVsOneWorker >= TARGET.speedup : null,
      'no account above its cap (peak writes a second)': phases.every((p) => p.peakWritesPerSecondOfAnyAccount <= PLATFORM_MUTATIONS_PER_SECOND),
    };
    console.table(Object.entries(targets).map(([target, met]) => ({ target, met: met ?? 'not measured' })));
    console.log('overCapRefusals: writes the simulator refused for the cap (613/5044001), sent again by the engine.');
    const file = writeResult(
      'scale',
      startedAt,
      machine,
      {
        accounts: ACCOUNTS,
        launchesPerAccount: LAUNCHES_PER_ACCOUNT,
        adsPerLaunch: ADS,
        launch: 'a sales campaign, one ad set, image ads (50 writes a batch)',
        workerConcurrency: CONCURRENCY,
        latency: LATENCY,
        tier: 'full',
        accountMutationsPerSecond: PLATFORM_MUTATIONS_PER_SECOND,
        database: 'PostgreSQL (throwaway cluster), a database per measurement',
      },
      { phases, targets },
    );
    console.log(`Written to ${file}`);
  } finally {
    await stop(sim);
    cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
