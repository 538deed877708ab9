// npm run bench: launches of 10, 100, 1,000 and 10,000 ads (dedicated ad sets) by the launch engine in a worker
// process of its own, against the simulator as a process (250 ms a request, 20 ms a batched operation, the
// full tier), compared with the bound the simulator allows (bench/bound.ts) and with creating the same objects
// one request at a time; the worker's memory per size. bench/README.md explains each figure.
import path from 'node:path';
import os from 'node:os';
import { DEFAULT_APP, type SimFixtures } from '../sim';
import { GraphClient } from '../server/platform/graph-client';
import { boundSeconds, objectsOf, SIM_BENCH_PLATFORM, sequentialRequests, writesOf, writesPerWindow, type Platform } from './bound';
import { benchPayload } from './lib/launches';
import { machineAtStart, round, writeResult } from './lib/results';
import { simControl, spawnNode, startSimulator, stop } from './lib/processes';
import { createSequentially } from './sequential';

const SIZES = (process.env.BENCH_SIZES ?? '10,100,1000,10000').split(',').map(Number);
/** One request at a time is linear: measured on this many ads and scaled to each size. */
const SEQUENTIAL_ADS = Number(process.env.BENCH_SEQUENTIAL_ADS ?? 20);
/** The account score for launches the full tier's score would hold for many minutes (bench/README.md). */
const LIFTED_SCORE = 1_000_000_000;

interface Row {
  ads: number;
  objects: number;
  wallSeconds: number;
  objectsPerSecond: number;
  boundSeconds: number;
  ratioToBound: number;
  sequentialSeconds: number;
  speedupVsSequential: number;
  accountScore: 'full tier' | 'lifted';
  peakRssMb: number;
  rssGrowthMb: number;
  peakHeapMb: number;
  heapGrowthMb: number;
  heapKbPerAd: number;
  afterHeapMb: number;
  baselineRssMb: number;
  baselineHeapMb: number;
}

interface WorkerResult {
  status: string;
  wallSeconds: number;
  memory: { baselineRssMb: number; peakRssMb: number; baselineHeapMb: number; peakHeapMb: number; afterHeapMb: number };
}

function runWorker(simUrl: string, accountId: string, ads: number): Promise<WorkerResult> {
  const p = spawnNode(
    'bench/launch-worker.ts',
    { GRAPH_API_BASE: simUrl, BENCH_ACCOUNT: accountId, BENCH_ADS: String(ads) },
    { nodeArgs: ['--expose-gc'], stdout: 'pipe' },
  );
  let out = '';
  p.child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  return p.exited.then((code) => {
    const line = out.trim().split('\n').at(-1);
    if (code !== 0 || !line) throw new Error(`The worker of ${ads} ads exited ${code}`);
    return JSON.parse(line) as WorkerResult;
  });
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

    const rows: Row[] = [];
    for (const [index, ads] of SIZES.entries()) {
      // Past one score window the full tier holds a launch for five minutes a window: lifted, and said so.
      const lifted = writesOf(ads) > writesPerWindow(SIM_BENCH_PLATFORM);
      const platform: Platform = lifted ? { ...SIM_BENCH_PLATFORM, maxScore: LIFTED_SCORE } : SIM_BENCH_PLATFORM;
      await simControl(sim.url, 'config', { maxScore: lifted ? LIFTED_SCORE : null });
      console.log(`${ads} ads${lifted ? ' (account score lifted)' : ''}...`);
      const result = await runWorker(sim.url, accounts[index]!, ads);
      if (result.status !== 'COMPLETED') throw new Error(`The launch of ${ads} ads ended ${result.status}`);
      const bound = boundSeconds(ads, platform);
      const sequentialSeconds = sequentialPerRequest * sequentialRequests(ads);
      const { memory } = result;
      rows.push({
        ads,
        objects: objectsOf(ads),
        wallSeconds: round(result.wallSeconds),
        objectsPerSecond: round(objectsOf(ads) / result.wallSeconds),
        boundSeconds: round(bound),
        ratioToBound: round(result.wallSeconds / bound),
        sequentialSeconds: round(sequentialSeconds),
        speedupVsSequential: round(sequentialSeconds / result.wallSeconds),
        accountScore: lifted ? 'lifted' : 'full tier',
        peakRssMb: memory.peakRssMb,
        rssGrowthMb: round(memory.peakRssMb - memory.baselineRssMb, 1),
        peakHeapMb: memory.peakHeapMb,
        heapGrowthMb: round(memory.peakHeapMb - memory.baselineHeapMb, 1),
        heapKbPerAd: round(((memory.peakHeapMb - memory.baselineHeapMb) * 1024) / ads, 1),
        afterHeapMb: memory.afterHeapMb,
        baselineRssMb: memory.baselineRssMb,
        baselineHeapMb: memory.baselineHeapMb,
      });
      console.log(
        `${ads} ads: ${round(result.wallSeconds)} s, ${round(result.wallSeconds / bound)}x the bound, heap +${round(memory.peakHeapMb - memory.baselineHeapMb, 1)} MB`,
      );
    }
    // Memory growth from one size to the next, against the growth in ads (at most linear: ratio <= adsRatio).
    const memoryGrowth = rows.slice(1).map((row, i) => {
      const prev = rows[i]!;
      return {
        fromAds: prev.ads,
        toAds: row.ads,
        adsRatio: round(row.ads / prev.ads),
        heapGrowthRatio: round(row.heapGrowthMb / prev.heapGrowthMb),
        rssGrowthRatio: round(row.rssGrowthMb / prev.rssGrowthMb),
      };
    });
    console.table(
      rows.map(({ ads, wallSeconds, boundSeconds: b, ratioToBound, speedupVsSequential, accountScore, peakRssMb, heapGrowthMb, heapKbPerAd }) => ({
        ads,
        wallSeconds,
        boundSeconds: b,
        ratioToBound,
        speedupVsSequential,
        accountScore,
        peakRssMb,
        heapGrowthMb,
        heapKbPerAd,
      })),
    );
    console.table(memoryGrowth);
    console.log(`sequentialSeconds: measured on ${SEQUENTIAL_ADS} ads (${round(sequentialPerRequest * 1000)} ms a request) and scaled linearly to each size.`);
    const file = writeResult(
      'launch',
      startedAt,
      machine,
      {
        sizes: SIZES,
        platform: SIM_BENCH_PLATFORM,
        liftedMaxScore: LIFTED_SCORE,
        sequentialAds: SEQUENTIAL_ADS,
        sequentialMsPerRequest: round(sequentialPerRequest * 1000),
        worker: 'bench/launch-worker.ts: the launch engine in a process of its own, embedded PGlite in memory',
      },
      { rows, memoryGrowth },
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
