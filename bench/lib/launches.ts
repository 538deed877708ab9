import crypto from 'node:crypto';
import { launchPayloadSchema, type LaunchPayload } from '../../lib/contract/launch';
import { sampleLaunchPayload } from '../../lib/contract/test-fixtures';
import type { SimFixtures } from '../../sim';
import { upsertPlatformUser } from '../../server/auth/sessions';
import type { Database } from '../../server/db/database';
import type { AppDeps } from '../../server/deps';
import { insertPlannedLaunch } from '../../server/launch/accept';
import { toAdAccount } from '../../server/platform/ad-accounts';

// The launches the benchmarks make: a sales campaign of `ads` image ads, in dedicated ad sets (one per ad) or
// one ad set, stored as the API stores an accepted launch (the engine's input; the API's own cost is measured
// by bench:poll and bench:chaos).

export function benchPayload(fx: SimFixtures, accountId: string, ads: number, options: { singleAdSet?: boolean; name?: string } = {}): LaunchPayload {
  const page = fx.pages.find((p) => p.adAccountIds.includes(accountId));
  const pixel = fx.pixels.find((p) => p.adAccountIds.includes(accountId));
  const images = fx.adImages.filter((i) => i.adAccountId === accountId);
  if (!page || !pixel || images.length === 0) throw new Error(`The simulator has no page, pixel or image for ${accountId}`);
  return launchPayloadSchema.parse({
    ...sampleLaunchPayload,
    accountId,
    ads: Array.from({ length: ads }, (_, i) => ({ imageId: images[i % images.length]!.hash })),
    useSingleAdset: options.singleAdSet ?? false,
    destinationUrl: 'https://shop.example.com/offer',
    campaignName: options.name ?? `Bench ${ads}`,
    pixelId: pixel.id,
    facebookPageId: page.id,
    dailyBudget: 2000,
    startTime: new Date(Date.now() + 86_400_000).toISOString(),
  });
}

/**
 * The agency user of the fixtures, signed up (its platform token stored); with `member`, another person of the
 * agency, signed up with the agency's token (bench:poll's panels are a thousand people).
 */
export async function agencyUser(deps: AppDeps, fx: SimFixtures, member?: number): Promise<string> {
  const agency = fx.users.find((u) => u.role === 'agency')!;
  const who =
    member === undefined ? { platformUserId: agency.id, name: agency.name } : { platformUserId: `${agency.id}${member}`, name: `${agency.name} ${member}` };
  return (await upsertPlatformUser(deps, { ...who, accessToken: agency.accessToken, scopes: '', tokenExpiresAt: null })).id;
}

/** Stores an accepted launch of `payload`; answers its id. */
export async function insertBenchLaunch(database: Database, userId: string, fx: SimFixtures, payload: LaunchPayload): Promise<string> {
  const raw = fx.adAccounts.find((a) => a.id === payload.accountId)!;
  const launch = { id: crypto.randomUUID(), createdAt: new Date(), userId, idempotencyKey: null, payload, account: toAdAccount(raw, payload.accountId) };
  return (await insertPlannedLaunch(database, launch)).id;
}
