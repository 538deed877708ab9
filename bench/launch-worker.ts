// One measurement of `npm run bench`, in a process of its own (a worker: the launch engine, its embedded database,
// nothing else), so that its time and memory are the engine's alone: BENCH_LAUNCHES launches (1 unless a size
// is past the most ads a launch may have) of BENCH_ADS ads in all, into one account, run at once. Prints one JSON
// line with the result. Run by bench/run.ts with node --expose-gc; not meant to be run by hand.
import crypto from 'node:crypto';
import type { SimFixtures } from '../sim';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { createDeps } from '../server/deps';
import { executeLaunch } from '../server/launch/engine';
import { agencyUser, benchPayload, insertBenchLaunch } from './lib/launches';

const simUrl = process.env.GRAPH_API_BASE!;
const accountId = process.env.BENCH_ACCOUNT!;
const ads = Number(process.env.BENCH_ADS);
const launches = Number(process.env.BENCH_LAUNCHES ?? 1);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc');

const fx = (await (await fetch(`${simUrl}/__sim/fixtures`)).json()) as SimFixtures;
const database = await openDatabase({ databaseUrl: undefined, dataDir: '' }, { inMemory: true });
const config = loadConfig({ GRAPH_API_BASE: simUrl, TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'), LOG_LEVEL: 'silent' });
const deps = createDeps({ config, database, queue: { enqueue: async () => undefined } });
const userId = await agencyUser(deps, fx);
const ids: string[] = [];
for (let i = 0; i < launches; i += 1)
  ids.push(await insertBenchLaunch(database, userId, fx, benchPayload(fx, accountId, ads / launches, { name: `Bench ${ads} (${i + 1})` })));

const mb = (bytes: number) => Math.round((bytes / 1024 ** 2) * 10) / 10;
gc();
gc();
const baseline = process.memoryUsage();
const peak = { rss: baseline.rss, heapUsed: baseline.heapUsed };
const sample = setInterval(() => {
  const m = process.memoryUsage();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
}, 50);

const start = performance.now();
const quiet = { info: () => undefined, warn: () => undefined };
const statuses = await Promise.all(ids.map((id) => executeLaunch(deps, id, quiet)));
const status = statuses.every((s) => s === 'COMPLETED') ? 'COMPLETED' : statuses.join(', ');
const wallSeconds = (performance.now() - start) / 1000;
clearInterval(sample);
gc();
const after = process.memoryUsage();
await database.close();

process.stdout.write(
  `${JSON.stringify({
    status,
    wallSeconds,
    memory: {
      baselineRssMb: mb(baseline.rss),
      peakRssMb: mb(peak.rss),
      baselineHeapMb: mb(baseline.heapUsed),
      peakHeapMb: mb(peak.heapUsed),
      /** Heap still in use after the run and a full collection: what the engine keeps. */
      afterHeapMb: mb(after.heapUsed),
    },
  })}\n`,
);
