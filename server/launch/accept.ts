import crypto from 'node:crypto';
import type { LaunchRequest } from '../../lib/rules/launch-request';
import { accountContextOf } from '../../lib/rules/defaults';
import { resolveLaunchPayload } from '../../lib/rules/launch-request';
import type { AppDeps } from '../deps';
import { reachAccount } from '../platform/ad-accounts';
import { recheckLaunchAssets } from '../platform/launch-checks';
import { checkLaunchOwnership } from '../platform/launch-owners';
import { checkImportedLaunch } from './imported-media';
import { checkLibraryRefs } from './library-ads';
import { checkOffer } from './names';
import { planLaunch, UnsupportedLaunchError } from './plan';
import type { Db } from '../db/database';
import { findByIdempotencyKey, insertLaunch, type LaunchRow, type NewLaunch } from '../db/repos/launches';

// Accepting a launch (POST /facebook/adlauncher, docs/architecture.md#one-launch-end-to-end): a checked request becomes a
// stored, queued launch, or a 400 naming the field, before anything is written to the platform. A request sent
// again with its idempotency key answers the launch the first one made.

/** A launch refused before it is stored: 400 (or 403 for the plan) with the fields at fault. */
export class LaunchRefusedError extends Error {
  override name = 'LaunchRefusedError';
  constructor(
    readonly fields: Record<string, string[]>,
    message = Object.values(fields)[0]?.[0] ?? 'The launch was refused.',
    readonly status: 400 | 403 = 400,
  ) {
    super(message);
  }
}

/** Queues a pending launch (again: pg-boss keeps one job per launch), in case an earlier request died before. */
async function queueIfPending(deps: AppDeps, row: LaunchRow): Promise<void> {
  if (row.status === 'PENDING') await deps.queue.enqueue(row.id);
}

/** The launch an earlier request with this idempotency key made, queued again while pending; null: none. */
export async function replayedLaunch(deps: AppDeps, userId: string, idempotencyKey: string | undefined): Promise<LaunchRow | null> {
  if (!idempotencyKey) return null;
  const existing = await findByIdempotencyKey(deps.database, userId, idempotencyKey);
  if (existing) await queueIfPending(deps, existing);
  return existing;
}

/** A launch to store as accepted; `offerName` fills {{offer_name}} in its campaign name. */
type AcceptedLaunch = Omit<NewLaunch, 'campaignName' | 'adsetsTotal' | 'adsTotal'> & { offerName?: string };

/**
 * Stores an accepted launch with the campaign name and counts of its plan (the run plans again with the library
 * objects it resolves, engine.ts). Throws UnsupportedLaunchError for a payload the planner cannot make.
 */
export async function insertPlannedLaunch(database: Db, { offerName, ...launch }: AcceptedLaunch): Promise<LaunchRow> {
  const plan = planLaunch(launch.payload, { launchId: launch.id, account: launch.account, createdAt: launch.createdAt, offerName });
  return insertLaunch(database, { ...launch, campaignName: plan.campaignName, adsetsTotal: plan.adSets.length, adsTotal: plan.ads.length });
}

interface LaunchAcceptance {
  userId: string;
  accountId: string;
  request: LaunchRequest;
  idempotencyKey: string | null;
}

/**
 * Stores and queues the launch once every check has passed: the library objects and the offer are the user's (no
 * platform call yet), the account is reached with the user's token, the objects it goes into are the account's,
 * and the rules the payload cannot settle hold as the platform has things now (legacy Instagram account, stock, an
 * import's source). Throws LaunchRefusedError; the platform's failures as they come (the route answers them).
 */
export async function acceptLaunch(deps: AppDeps, { userId, accountId, request, idempotencyKey }: LaunchAcceptance): Promise<LaunchRow> {
  // What Salvo's own data can refuse goes before any platform call (docs/limits.md#launches): the library objects.
  const notOurs = await checkLibraryRefs(deps, userId, request.ads);
  if (notOurs) throw new LaunchRefusedError({ ads: [notOurs] });
  // So must the offer be; its name fills {{offer_name}}.
  const offer = await checkOffer(deps, userId, request);
  if ('error' in offer) throw new LaunchRefusedError({ offerId: [offer.error] });
  const { accessToken, account } = await reachAccount(deps, userId, accountId);
  const payload = resolveLaunchPayload(request, accountContextOf(account), deps.now());
  // The objects the launch goes into or copies must be this ad account's before anything else is read of them.
  let platformFields = await checkLaunchOwnership(deps, accessToken, payload);
  if (Object.keys(platformFields).length === 0) {
    platformFields = { ...(await recheckLaunchAssets(deps, accessToken, payload)), ...(await checkImportedLaunch(deps, accessToken, payload)) };
  }
  if (Object.keys(platformFields).length > 0) throw new LaunchRefusedError(platformFields);

  let row: LaunchRow;
  try {
    const launch = { id: crypto.randomUUID(), createdAt: deps.now(), userId, idempotencyKey, payload, account, offerName: offer.name };
    row = await insertPlannedLaunch(deps.database, launch);
  } catch (error) {
    if (error instanceof UnsupportedLaunchError) throw new LaunchRefusedError({ [error.field]: [error.message] });
    throw error;
  }
  // A new launch, or the one a concurrent request with the same key stored first.
  await queueIfPending(deps, row);
  return row;
}
