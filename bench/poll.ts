// npm run bench:poll: 1,000 open side panels polling GET /dashboard/campaign-launches/{id} every 2 s (each a
// person of their own polling their launch) while launches run (worker processes on PostgreSQL), against the Salvo API and against a bare
// Fastify route answering the same launch record, turn about, in the same run: requests a second and p99
// latency as ratios to the bare route's, and the API's database statements per poll. bench/README.md explains it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_LAUNCH_ADS } from '../lib/contract/launch';
import type { SimFixtures } from '../sim';
import { createSession } from '../server/auth/sessions';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/database';
import { createDeps } from '../server/deps';
import { bossQueue, createBoss, startBoss } from '../server/launch/queue';
import { freePort } from '../scripts/lib/free-port';
import { agencyUser, benchPayload, insertBenchLaunch } from './lib/launches';
import { simControl, simGet, spawnNode, startSimulator, stop, type Spawned } from './lib/processes';
import { BENCH_RATE_LIMITS } from './lib/limits';
import { number } from './lib/options';
import { machineAtStart, percentile, round, writeResult } from './lib/results';
import { createDatabase, startCluster, startWorker, type Worker } from './lib/workers';

const PANELS = number('panels', 1000);
const INTERVAL_MS = 2000;
const WARMUP_MS = 2000;
const MEASURE_MS = number('measure-ms', 10_000);
/** bare, api, bare, api: drift in the launches' load falls on both alike. */
const ROUNDS = 2;
const WORKERS = 2;
/**
 * One person per open panel, polling their own launch. The launches run throughout the measurements, queued for
 * the workers: in each of four ad accounts three of 1,000 ads (the most a launch may have; about 70 s of writes
 * per account), then every other panel's launch of 10 ads.
 */
const ACCOUNTS = 4;
const BIG_LAUNCHES = ACCOUNTS * 3;
const SMALL_ADS = 10;
const launchOf = (i: number) => ({ account: i % ACCOUNTS, ads: i < BIG_LAUNCHES ? MAX_LAUNCH_ADS : SMALL_ADS, singleAdSet: i % 2 === 1 });
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface ClientResult {
  sent: number;
  answered: number;
  errors: number;
  skipped: number;
  measuredSeconds: number;
  latencies: number[];
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Spawned & { url: string }> {
  const port = await freePort();
  const p = spawnNode('bench/poll-server.ts', { ...env, PORT: String(port), LOG_LEVEL: 'silent' }, { stdout: 'pipe' });
  await new Promise<void>((resolve, reject) => {
    p.child.stdout?.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    void p.exited.then((code) => reject(new Error(`A poll server exited (${code})`)));
  });
  return { ...p, url: `http://127.0.0.1:${port}` };
}

function runClient(url: string, tokensFile: string, ids: string[]): Promise<ClientResult> {
  const p = spawnNode(
    'bench/poll-client.ts',
    {
      POLL_URL: url,
      POLL_TOKENS: tokensFile,
      POLL_IDS: ids.join(','),
      POLL_PANELS: String(PANELS),
      POLL_INTERVAL_MS: String(INTERVAL_MS),
      POLL_WARMUP_MS: String(WARMUP_MS),
      POLL_MEASURE_MS: String(MEASURE_MS),
    },
    { stdout: 'pipe' },
  );
  let out = '';
  p.child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  return p.exited.then((code) => {
    if (code !== 0) throw new Error(`The pollers exited ${code}`);
    return JSON.parse(out.trim().split('\n').at(-1)!) as ClientResult;
  });
}

const queriesOf = async (apiUrl: string): Promise<number> => ((await (await fetch(`${apiUrl}/__bench/queries`)).json()) as { queries: number }).queries;

async function main(): Promise<void> {
  const startedAt = new Date();
  const machine = machineAtStart();
  const cluster = await startCluster();
  const sim = await startSimulator({ extraAccounts: ACCOUNTS, logFile: path.join(os.tmpdir(), 'salvo-bench-poll-sim.log') });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-bench-poll-'));
  const processes: Spawned[] = [];
  const workers: Worker[] = [];
  let database: Database | null = null;
  let closeBoss = async () => undefined as void;
  try {
    // Launches of thousands of ads: the account score lifted, as bench/run.ts does for 10,000 ads.
    await simControl(sim.url, 'config', { tier: 'full', latency: { baseMs: 250, perBatchOpMs: 20 }, maxScore: 1_000_000_000 });
    const fx = await simGet<SimFixtures>(sim.url, 'fixtures');
    const accounts = fx.users.find((u) => u.role === 'agency')!.adAccountIds.filter((id) => id.startsWith('act_21'));
    const databaseUrl = await createDatabase(cluster.url, 'poll');
    const key = crypto.randomBytes(32).toString('base64');
    const env = { DATABASE_URL: databaseUrl, GRAPH_API_BASE: sim.url, TOKEN_ENCRYPTION_KEY: key, DATA_DIR: dir, ...BENCH_RATE_LIMITS };
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
    database = await openDatabase(config);
    const boss = createBoss(database);
    await startBoss(boss, quiet);
    closeBoss = () => boss.stop({ graceful: false, timeout: 2000 }).catch(() => undefined);
    const deps = createDeps({ config, database, queue: bossQueue(boss) });
    const ids: string[] = [];
    const tokens: string[] = [];
    for (let i = 0; i < PANELS; i += 1) {
      const userId = await agencyUser(deps, fx, i);
      const launch = launchOf(i);
      ids.push(
        await insertBenchLaunch(
          database,
          userId,
          fx,
          benchPayload(fx, accounts[launch.account]!, launch.ads, { singleAdSet: launch.singleAdSet, name: `Polled ${i + 1}` }),
        ),
      );
      tokens.push((await createSession(deps, userId, 'api')).token);
    }
    const tokensFile = path.join(dir, 'tokens.json');
    fs.writeFileSync(tokensFile, JSON.stringify(tokens));

    for (let i = 0; i < WORKERS; i += 1) workers.push(startWorker(env));
    await Promise.all(workers.map((w) => w.ready));
    for (const id of ids) await deps.queue.enqueue(id);
    const api = await startServer({ ...env, POLL_MODE: 'api' });
    processes.push(api);
    // The same record the API answers, for the bare route.
    const record = await (await fetch(`${api.url}/dashboard/campaign-launches/${ids[0]}`, { headers: { authorization: `Bearer ${tokens[0]}` } })).text();
    if (!record.includes(ids[0]!)) throw new Error(`The API did not answer the launch: ${record}`);
    const bare = await startServer({ POLL_MODE: 'bare', POLL_BODY: record });
    processes.push(bare);

    const runs: Record<'bare' | 'api', ClientResult[]> = { bare: [], api: [] };
    let queries = 0;
    let apiAnswered = 0;
    for (let round_ = 0; round_ < ROUNDS; round_ += 1) {
      for (const target of ['bare', 'api'] as const) {
        console.log(`Round ${round_ + 1}: ${PANELS} panels polling the ${target === 'api' ? 'Salvo API' : 'bare Fastify route'}...`);
        const before = target === 'api' ? await queriesOf(api.url) : 0;
        const result = await runClient(target === 'api' ? api.url : bare.url, tokensFile, ids);
        if (target === 'api') {
          queries += (await queriesOf(api.url)) - before;
          apiAnswered += result.answered;
        }
        if (result.errors > 0) throw new Error(`${result.errors} polls of the ${target} failed`);
        runs[target].push(result);
      }
    }
    const running = await database.query<{ n: string }>(`SELECT count(*) AS n FROM launches WHERE id = ANY($1) AND status = 'RUNNING'`, [ids]);
    const summary = (results: ClientResult[]) => {
      const latencies = results.flatMap((r) => r.latencies);
      const seconds = results.reduce((sum, r) => sum + r.measuredSeconds, 0);
      return {
        requests: latencies.length,
        requestsPerSecond: round(latencies.length / seconds),
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
        maxMs: round(Math.max(...latencies)),
        skippedTicks: results.reduce((sum, r) => sum + r.skipped, 0),
      };
    };
    const bareSummary = summary(runs.bare);
    const apiSummary = summary(runs.api);
    const results = {
      bare: bareSummary,
      api: apiSummary,
      requestsPerSecondRatio: round(apiSummary.requestsPerSecond / bareSummary.requestsPerSecond),
      p99Ratio: round(bareSummary.p99Ms / apiSummary.p99Ms),
      queriesPerPoll: round(queries / apiAnswered, 3),
      launchesStillRunningAtTheEnd: Number(running[0]?.n ?? 0),
    };
    console.table([
      { target: 'bare Fastify route', ...bareSummary },
      { target: 'Salvo API', ...apiSummary },
    ]);
    console.log(
      `requests/s ratio ${results.requestsPerSecondRatio}, p99 ratio (bare / API) ${results.p99Ratio}, ${results.queriesPerPoll} queries per poll; ${results.launchesStillRunningAtTheEnd} of ${ids.length} launches still running at the end.`,
    );
    const file = writeResult(
      'poll',
      startedAt,
      machine,
      {
        panels: PANELS,
        intervalMs: INTERVAL_MS,
        warmupMs: WARMUP_MS,
        measureMs: MEASURE_MS,
        rounds: ROUNDS,
        order: 'bare, api, bare, api',
        users: PANELS,
        sessions: PANELS,
        launches: {
          total: PANELS,
          of1000Ads: Math.min(PANELS, BIG_LAUNCHES),
          ofSmallAds: Math.max(0, PANELS - BIG_LAUNCHES),
          smallAds: SMALL_ADS,
          accounts: ACCOUNTS,
        },
        workers: WORKERS,
        database: 'PostgreSQL (throwaway cluster)',
        processes: 'API, bare route, pollers, workers, simulator and PostgreSQL each in processes of their own',
      },
      { results },
    );
    console.log(`Written to ${file}`);
    if (results.launchesStillRunningAtTheEnd === 0) console.warn('The launches ended before the last measurement: lengthen them.');
  } finally {
    await Promise.all([...processes, ...workers].map((p) => stop(p)));
    await closeBoss();
    await database?.close();
    await stop(sim);
    cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
