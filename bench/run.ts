// npm run bench: launches of 10, 100 and 1,000 ads (dedicated ad sets) through the launch engine against the
// in-process simulator (250 ms a request, 20 ms a batched operation), compared with the bound the simulator
// allows (bench/bound.ts, bench/README.md) and with creating the same objects one request at a time.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { launchPayloadSchema, type LaunchPayload } from '../lib/contract/launch';
import { createSimulator, type SimFixtures } from '../sim';
import { upsertPlatformUser } from '../server/auth/sessions';
import { loadConfig } from '../server/config';
import { createTestDatabase } from '../server/db/test-db';
import { createDeps, type AppDeps } from '../server/deps';
import { executeLaunch } from '../server/launch/execute';
import { planLaunch } from '../server/launch/plan';
import { insertLaunch } from '../server/launch/store';
import { toAdAccount } from '../server/platform/ad-accounts';
import { boundSeconds, objectsOf, SIM_BENCH_PLATFORM, sequentialRequests } from './bound';
import { createSequentially } from './sequential';

const SIZES = (process.env.BENCH_SIZES ?? '10,100,1000').split(',').map(Number);
/** One request at a time is linear: measured on this many ads and scaled to each size. */
const SEQUENTIAL_ADS = Number(process.env.BENCH_SEQUENTIAL_ADS ?? 100);
const quiet = { info: () => undefined, warn: () => undefined };

interface Row {
  ads: number;
  objects: number;
  wallSeconds: number;
  objectsPerSecond: number;
  boundSeconds: number;
  ratioToBound: number;
  sequentialSeconds: number;
  speedupVsSequential: number;
}

async function main(): Promise<void> {
  const sim = createSimulator({ latency: { baseMs: SIM_BENCH_PLATFORM.requestMs, perBatchOpMs: SIM_BENCH_PLATFORM.batchOpMs }, tier: 'full' });
  const simUrl = await sim.listen({ port: 0 });
  const fx = sim.fixtures();
  const database = await createTestDatabase();
  const config = loadConfig({ GRAPH_API_BASE: simUrl, TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'), LOG_LEVEL: 'silent' });
  const deps = createDeps({ config, database, queue: { enqueue: async () => undefined } });
  const agency = fx.users.find((u) => u.role === 'agency')!;
  const userId = (
    await upsertPlatformUser(deps, { platformUserId: agency.id, name: agency.name, accessToken: agency.accessToken, scopes: '', tokenExpiresAt: null })
  ).id;
  // Each measurement in an ad account of its own: rate limits are per account.
  const accounts = agency.adAccountIds.filter((id) => !fx.adAccounts.find((a) => a.id === id)?.inEu);
  if (accounts.length < SIZES.length + 1) throw new Error('The simulator has too few ad accounts for the bench');

  try {
    console.log(`Sequential baseline: ${SEQUENTIAL_ADS} ads, one request at a time (${sequentialRequests(SEQUENTIAL_ADS)} requests)...`);
    const sequentialStart = performance.now();
    await createSequentially(deps.graph, agency.accessToken, payloadFor(fx, accounts[SIZES.length]!, SEQUENTIAL_ADS));
    const sequentialPerRequest = (performance.now() - sequentialStart) / 1000 / sequentialRequests(SEQUENTIAL_ADS);

    const rows: Row[] = [];
    for (const [index, ads] of SIZES.entries()) {
      const accountId = accounts[index]!;
      const id = await newLaunch(deps, userId, fx, accountId, ads);
      const start = performance.now();
      const status = await executeLaunch(deps, id, quiet);
      const wallSeconds = (performance.now() - start) / 1000;
      if (status !== 'COMPLETED') throw new Error(`The launch of ${ads} ads ended ${status}`);
      const bound = boundSeconds(ads);
      const sequentialSeconds = sequentialPerRequest * sequentialRequests(ads);
      rows.push({
        ads,
        objects: objectsOf(ads),
        wallSeconds: round(wallSeconds),
        objectsPerSecond: round(objectsOf(ads) / wallSeconds),
        boundSeconds: round(bound),
        ratioToBound: round(wallSeconds / bound),
        sequentialSeconds: round(sequentialSeconds),
        speedupVsSequential: round(sequentialSeconds / wallSeconds),
      });
      console.log(`${ads} ads: ${round(wallSeconds)} s`);
    }
    console.table(rows);
    console.log(`sequentialSeconds: measured on ${SEQUENTIAL_ADS} ads (${round(sequentialPerRequest * 1000)} ms a request) and scaled linearly to each size.`);
    const out = path.join(import.meta.dirname, 'results', 'launch.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(rows, null, 2)}\n`);
    console.log(`Written to ${path.relative(process.cwd(), out)}`);
  } finally {
    await database.close();
    await sim.close();
  }
}

function payloadFor(fx: SimFixtures, accountId: string, ads: number): LaunchPayload {
  const page = fx.pages.find((p) => p.adAccountIds.includes(accountId))!;
  const pixel = fx.pixels.find((p) => p.adAccountIds.includes(accountId))!;
  const images = fx.adImages.filter((i) => i.adAccountId === accountId);
  return launchPayloadSchema.parse({
    accountId,
    ads: Array.from({ length: ads }, (_, i) => ({ imageId: images[i % images.length]!.hash })),
    useSingleAdset: false,
    destinationUrl: 'https://shop.example.com/offer',
    campaignName: `Bench ${ads}`,
    isLeadFormCampaign: false,
    isTrafficCampaign: false,
    pixelId: pixel.id,
    customEventType: 'PURCHASE',
    facebookPageId: page.id,
    bidStrategy: 'highestVolume',
    genders: ['men', 'women'],
    ageMin: 18,
    ageMax: 65,
    locations: [{ key: 'US', name: 'United States', type: 'country', countryCode: 'US' }],
    excludedLocations: [],
    interests: [],
    locales: [],
    advantageAudience: true,
    customAudienceIds: [],
    excludedAudienceIds: [],
    attributionSettingId: '7c-1v',
    isCBO: false,
    advantagePlacement: true,
    placementDevices: ['mobile', 'desktop'],
    placementPlatforms: {},
    deviceType: 'all',
    wifiOnly: false,
    isAdCategorized: false,
    dailyBudget: 2000,
    startTime: new Date(Date.now() + 86_400_000).toISOString(),
    useAdvantageCreatives: false,
    multiAdvertiserAds: false,
    useDayParting: false,
  });
}

async function newLaunch(deps: AppDeps, userId: string, fx: SimFixtures, accountId: string, ads: number): Promise<string> {
  const raw = fx.adAccounts.find((a) => a.id === accountId)!;
  const account = toAdAccount(raw, accountId);
  const id = crypto.randomUUID();
  const createdAt = new Date();
  const payload = payloadFor(fx, accountId, ads);
  const plan = planLaunch(payload, { launchId: id, account, createdAt });
  await insertLaunch(deps.database, {
    id,
    createdAt,
    userId,
    idempotencyKey: null,
    payload,
    account,
    campaignName: plan.campaignName,
    adsetsTotal: plan.adSets.length,
    adsTotal: plan.ads.length,
  });
  return id;
}

const round = (n: number): number => Math.round(n * 100) / 100;

await main();
