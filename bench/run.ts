// npm run bench: launches of 10, 100, 1,000 and 10,000 ads (dedicated ad sets) by the launch engine in a worker
// process of its own, against the simulator as a process (250 ms a request, 20 ms a batched operation, the
// full tier), compared with the bound the simulator allows (bench/bound.ts), with the 10-ad launch of the same
// run (time per ad) and with creating the same objects one request at a time; the worker's memory per size.
// A launch holds at most 1,000 ads, so 10,000 ads are ten launches into one account at once. bench/README.md
// explains each figure.
import path from 'node:path';
import os from 'node:os';
import { MAX_LAUNCH_ADS } from '../lib/contract/launch';
import { DEFAULT_APP, type SimFixtures } from '../sim';
import { GraphClient } from '../server/platform/graph-client';
import {
  BOUND_TARGET_RATIO,
  boundSeconds,
  growsAtMostLinearly,
  objectsOf,
  perAdRatios,
  SIM_BENCH_PLATFORM,
  sequentialRequests,
  writesOf,
  writesPerWindow,
  type Platform,
} from './bound';
import { benchPayload } from './lib/launches';
import { number, numbers } from './lib/options';
import { machineAtStart, round, writeResult } from './lib/results';
import { simControl, spawnNode, startSimulator, stop } from './lib/processes';
import { createSequentially } from './sequential';

const SIZES = numbers('sizes', '10,100,1000,10000');
/** One request at a time is linear: measured on this many ads and scaled to each size. */
const SEQUENTIAL_ADS = number('sequential-ads', 20);
/** The account score for launches the full tier's score would hold for many minutes (bench/README.md). */
const LIFTED_SCORE = 1_000_000_000;

interface Measured {
  ads: number;
  launches: number;
  seconds: number;
  bound: number;
  lifted: boolean;
  memory: WorkerResult['memory'];
}

interface WorkerResult {
  status: string;
  wallSeconds: number;
  memory: { baselineRssMb: number; peakRssMb: number; baselineHeapMb: number; peakHeapMb: number; afterHeapMb: number };
}

function runWorker(simUrl: string, accountId: string, ads: number, launches: number): Promise<WorkerResult> {
  const env = { GRAPH_API_BASE: simUrl, BENCH_ACCOUNT: accountId, BENCH_ADS: String(ads), BENCH_LAUNCHES: String(launches) };
  const p = spawnNode('bench/launch-worker.ts', env, { nodeArgs: ['--expose-gc'], stdout: 'pipe' });
  let out = '';
  p.child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  return p.exited.then((code) => {
    const line = out.trim().split('\n').at(-1);
    if (code !== 0 || !line) throw new Error(`The worker of ${ads} ads exited ${code}`);
    return JSON.parse(line) as WorkerResult;
  });
}

async function measure(simUrl: string, accountId: string, ads: number): Promise<Measured> {
  const launches = Math.ceil(ads / MAX_LAUNCH_ADS);
  if (ads % launches !== 0) throw new Error(`${ads} ads do not split into ${launches} launches of equal size`);
  // Past one score window the full tier holds a launch for five minutes a window: lifted, and said so.
  const lifted = launches * writesOf(ads / launches) > writesPerWindow(SIM_BENCH_PLATFORM);
  const platform: Platform = lifted ? { ...SIM_BENCH_PLATFORM, maxScore: LIFTED_SCORE } : SIM_BENCH_PLATFORM;
  await simControl(simUrl, 'config', { maxScore: lifted ? LIFTED_SCORE : null });
  console.log(`${ads} ads${launches > 1 ? ` (${launches} launches of ${ads / launches})` : ''}${lifted ? ', account score lifted' : ''}...`);
  const result = await runWorker(simUrl, accountId, ads, launches);
  if (result.status !== 'COMPLETED') throw new Error(`The launch of ${ads} ads ended ${result.status}`);
  const bound = boundSeconds(ads, platform, launches);
  console.log(`  ${round(result.wallSeconds)} s, ${round(result.wallSeconds / bound)}x the bound`);
  return { ads, launches, seconds: result.wallSeconds, bound, lifted, memory: result.memory };
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const machine = machineAtStart();
  const sim = await startSimulator({ extraAccounts: SIZES.length + 1, logFile: path.join(os.tmpdir(), 'salvo-bench-sim.log') });
  try {
    await simControl(sim.url, 'config', { tier: 'full', latency: { baseMs: SIM_BENCH_PLATFORM.requestMs, perBatchOpMs: SIM_BENCH_PLATFORM.batchOpMs } });
    const fx = (await (await fetch(`${sim.url}/__sim/fixtures`)).json()) as SimFixtures;
    const agency = fx.users.find((u) => u.role === 'agency')!;
    // Each measurement in an ad account of its own: rate limits are per account.
    const accounts = agency.adAccountIds.filter((id) => id.startsWith('act_21'));

    console.log(`Sequential baseline: ${SEQUENTIAL_ADS} ads, one request at a time (${sequentialRequests(SEQUENTIAL_ADS)} requests)...`);
    const graph = new GraphClient({ baseUrl: sim.url, version: 'v25.0', appSecret: DEFAULT_APP.secret });
    const sequentialStart = performance.now();
    await createSequentially(graph, agency.accessToken, benchPayload(fx, accounts[SIZES.length]!, SEQUENTIAL_ADS));
    const sequentialPerRequest = (performance.now() - sequentialStart) / 1000 / sequentialRequests(SEQUENTIAL_ADS);

    const measured: Measured[] = [];
    for (const [index, ads] of SIZES.entries()) measured.push(await measure(sim.url, accounts[index]!, ads));

    const perAd = perAdRatios(measured);
    const rows = measured.map((m, i) => {
      const sequentialSeconds = sequentialPerRequest * sequentialRequests(m.ads);
      const heapGrowthMb = round(m.memory.peakHeapMb - m.memory.baselineHeapMb, 1);
      return {
        ads: m.ads,
        launches: m.launches,
        objects: objectsOf(m.ads),
        wallSeconds: round(m.seconds),
        objectsPerSecond: round(objectsOf(m.ads) / m.seconds),
        boundSeconds: round(m.bound),
        ratioToBound: round(m.seconds / m.bound),
        withinTarget: m.seconds / m.bound <= BOUND_TARGET_RATIO,
        msPerAd: round((m.seconds * 1000) / m.ads),
        perAdVsFirstSize: round(perAd[i]!),
        sequentialSeconds: round(sequentialSeconds),
        speedupVsSequential: round(sequentialSeconds / m.seconds),
        accountScore: m.lifted ? 'lifted' : 'full tier',
        peakRssMb: m.memory.peakRssMb,
        rssGrowthMb: round(m.memory.peakRssMb - m.memory.baselineRssMb, 1),
        peakHeapMb: m.memory.peakHeapMb,
        heapGrowthMb,
        heapKbPerAd: round((heapGrowthMb * 1024) / m.ads, 1),
        afterHeapMb: m.memory.afterHeapMb,
      };
    });
    const memoryLinear = growsAtMostLinearly(rows.map((r) => ({ ads: r.ads, growthMb: r.heapGrowthMb })));
    console.table(rows, [
      'ads',
      'launches',
      'wallSeconds',
      'boundSeconds',
      'ratioToBound',
      'withinTarget',
      'msPerAd',
      'perAdVsFirstSize',
      'speedupVsSequential',
      'heapGrowthMb',
      'heapKbPerAd',
    ]);
    console.log(`perAdVsFirstSize: time per ad against the ${rows[0]?.ads}-ad launch of this run. Target: each size within ${BOUND_TARGET_RATIO}x its bound.`);
    console.log(`Worker heap growth at most linear in the ads: ${memoryLinear ? 'yes' : 'no'}.`);
    console.log(`sequentialSeconds: measured on ${SEQUENTIAL_ADS} ads (${round(sequentialPerRequest * 1000)} ms a request) and scaled linearly to each size.`);
    const file = writeResult(
      'launch',
      startedAt,
      machine,
      {
        sizes: SIZES,
        maxAdsPerLaunch: MAX_LAUNCH_ADS,
        platform: SIM_BENCH_PLATFORM,
        liftedMaxScore: LIFTED_SCORE,
        sequentialAds: SEQUENTIAL_ADS,
        sequentialMsPerRequest: round(sequentialPerRequest * 1000),
        boundTargetRatio: BOUND_TARGET_RATIO,
        worker: 'bench/launch-worker.ts: the launch engine in a process of its own, embedded PGlite in memory',
      },
      { rows, memoryLinear, allWithinTarget: rows.every((r) => r.withinTarget) },
    );
    console.log(`Written to ${file}`);
  } finally {
    await stop(sim);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
