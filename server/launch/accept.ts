import crypto from 'node:crypto';
import type { AdAccount } from '../../lib/contract/assets';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { LaunchPlanAnswer } from '../../lib/contract/launch-plan';
import type { LaunchRequest, SentFields } from '../../lib/rules/launch-request';
import { accountContextOf } from '../../lib/rules/defaults';
import { isCopy } from '../../lib/rules/launch-source';
import { resolveLaunchPayload } from '../../lib/rules/launch-request';
import { launchMessages, reviewMessages } from '../../lib/rules/messages';
import { validateLaunchPayload } from '../../lib/rules/payload';
import type { LaunchDraft } from '../../lib/rules/types';
import { automationRefusals } from '../automations/fit';
import type { AppDeps } from '../deps';
import { reachAccount } from '../platform/ad-accounts';
import { withMinimumBudgets } from '../cache/asset-cache';
import { recheckLaunchAssets } from '../platform/launch-checks';
import { checkLaunchOwnership } from '../platform/launch-owners';
import { accountImageNames } from './image-names';
import { checkImportedLaunch } from './imported-media';
import { LibraryAdError, readLibraryRefs, withPlatformVideoThumbnails } from './library-ads';
import { checkOffer } from './names';
import { TransientLaunchError } from './outcomes';
import { planLaunch, UnsupportedLaunchError, type LaunchPlan, type PlanContext } from './plan';
import { audienceKindsFor, categoryErrors } from './plan-category';
import { readCopySource, sourceCategoryFields, withSourceValues } from './copy-defaults';
import { planDigest } from './plan-digest';
import { planRefusals } from './plan-refusals';
import { reviewOfPlan } from './plan-review';
import { readPlanSources, sourceErrors } from './plan-sources';
import { readSavedTargeting } from './saved-audience';
import type { Db } from '../db/database';
import { findByIdempotencyKey, insertLaunch, type LaunchRow, type NewLaunch } from '../db/repos/launches';

// Planning and accepting a launch (POST /facebook/adlauncher/plan and POST /facebook/adlauncher,
// docs/architecture.md#one-launch-end-to-end): a checked request becomes a plan, then a stored, queued launch, or a 400
// naming the field, before anything is written to the platform. A request sent again with its idempotency key answers
// the launch the first one made.

/** A launch refused before it is stored: 400 (or 403 for the plan) with the fields at fault. */
export class LaunchRefusedError extends Error {
  override name = 'LaunchRefusedError';
  constructor(
    readonly fields: Record<string, string[]>,
    message = Object.values(fields)[0]?.[0] ?? 'The launch was refused.',
    readonly status: 400 | 403 | 409 = 400,
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

export interface LaunchRequestOf {
  userId: string;
  accountId: string;
  request: LaunchRequest;
  /** The fields the body sent (checkLaunchRequest): a copy's source fills the others. */
  sent: SentFields;
}

/** A launch planned in its ad account, every check passed: what the review shows and the launch stores. */
export interface PreparedLaunch {
  id: string;
  createdAt: Date;
  payload: LaunchPayload;
  account: AdAccount;
  plan: LaunchPlan;
  /** What the plan was made with: the ad previews plan the same launch again with the media they pushed. */
  planContext: PlanContext;
  digest: string;
  answer: LaunchPlanAnswer;
}

/**
 * Plans a launch in its ad account once every check has passed (docs/product-rules.md#review-and-confirm). What Salvo's
 * own data can refuse goes before any platform call (docs/limits.md#launches): the library objects and the offer are
 * the user's. Then the account is reached with the user's token and its currency and minimum budget apply, the
 * objects it goes into or copies are the account's and it changes nothing they fix, the rules the payload cannot
 * settle hold as the platform has things now (legacy Instagram account, stock, an import's source, the saved audience),
 * and the targeting each ad set is sent with is one its campaign's special category allows. Both the review
 * (POST /facebook/adlauncher/plan) and the launch come here. Throws LaunchRefusedError; the platform's failures as they
 * come (the route answers them).
 */
export async function prepareLaunch(deps: AppDeps, { userId, accountId, request, sent }: LaunchRequestOf): Promise<PreparedLaunch> {
  const library = await readLibraryRefs(deps, userId, request.ads);
  if ('error' in library) throw new LaunchRefusedError({ ads: [library.error] });
  // So must the offer be; its name fills {{offer_name}}.
  const offer = await checkOffer(deps, userId, request);
  if ('error' in offer) throw new LaunchRefusedError({ offerId: [offer.error] });
  const reached = await reachAccount(deps, userId, accountId);
  const { accessToken } = reached;
  // The minimum budget of the launch's goal applies (docs/product-rules.md#currencies).
  const account = await withMinimumBudgets(deps, userId, reached);
  const context = accountContextOf(account);
  const createdAt = deps.now();
  const ids = { ...request, accountId: account.id };
  // The objects the launch goes into or copies must be this ad account's before anything else is read of them.
  refuseIfAny(await checkLaunchOwnership(deps, accessToken, ids));
  // A duplicate or an import keeps its source's values for what its body left out (copy-defaults.ts).
  const copy = await readCopySource(deps, reached, ids);
  if (copy && 'fields' in copy) refuseIfAny(copy.fields);
  const read = copy && 'details' in copy ? copy : null;
  const filled = read ? withSourceValues(request, sent, read, context, createdAt) : request;
  if (filled.facebookPageId === undefined) refuseIfAny({ facebookPageId: [launchMessages.page] });
  const payload = resolveLaunchPayload(filled, context, createdAt);
  // The account's own money rules (whole amounts in its currency, its minimum budget): the request was checked
  // before the account was known (a copy's rules not at all: its source filled it only now). A copy's minimum is its
  // source's (a duplicated ad set keeps what it is charged for).
  const withSource = (d: LaunchDraft): LaunchDraft => (read && isCopy(d.source) ? { ...d, source: { ...d.source, read: read.details } } : d);
  refuseIfAny({ ...validateLaunchPayload(payload, context, createdAt, { adjust: withSource }), ...(read ? sourceCategoryFields(payload, read) : {}) });
  const [assets, imported, sources, imageNames] = await Promise.all([
    recheckLaunchAssets(deps, accessToken, payload),
    checkImportedLaunch(deps, accessToken, payload),
    readPlanSources(deps, reached, payload),
    accountImageNames(deps, accessToken, payload),
  ]);
  refuseIfAny({ ...assets, ...imported, ...sourceErrors(payload, sources, account.data.currency) });
  // Each automation can join the launch as its sources fixed it (a campaign budget of the campaign it goes into).
  refuseIfAny(await automationRefusals(deps, userId, payload, context, createdAt));
  const savedTargeting = await savedTargetingFor(deps, accessToken, payload);

  const id = crypto.randomUUID();
  const planContext: PlanContext = {
    launchId: id,
    account,
    createdAt,
    resolved: await withPlatformVideoThumbnails(deps, accessToken, payload.ads, library.resolved),
    savedTargeting,
    offerName: offer.name,
    existingCampaignName: payload.existingCampaignId ? sources.campaign?.name : undefined,
    imageNames,
  };
  let plan: LaunchPlan;
  try {
    plan = planLaunch(payload, planContext);
  } catch (error) {
    if (error instanceof UnsupportedLaunchError) throw new LaunchRefusedError({ [error.field]: [error.message] });
    throw error;
  }
  // What the platform would refuse only once the ad sets exist (plan-refusals.ts).
  refuseIfAny(await planRefusals(deps, accessToken, plan, payload, savedTargeting));
  const sendsAudiences = plan.adSets.some((s) => Array.isArray((s.params.targeting as { custom_audiences?: unknown } | undefined)?.custom_audiences));
  refuseIfAny(categoryErrors(plan, payload, sources, await audienceKindsFor(deps, userId, payload, sources, sendsAudiences)));
  const digest = planDigest(plan);
  return { id, createdAt, payload, account, plan, planContext, digest, answer: reviewOfPlan(plan, payload, { account, sources, digest }) };
}

function refuseIfAny(fields: Record<string, string[]>): void {
  if (Object.keys(fields).length > 0) throw new LaunchRefusedError(fields);
}

/** The saved audience's targeting, or the 400 naming it when the platform refuses it for good. */
async function savedTargetingFor(deps: AppDeps, accessToken: string, payload: LaunchPayload) {
  try {
    return await readSavedTargeting(deps, accessToken, payload);
  } catch (error) {
    if (error instanceof LibraryAdError) throw new LaunchRefusedError({ selectedSavedAudienceId: [error.message] });
    // For now only (a transient failure): the platform's error, as the route answers it.
    if (error instanceof TransientLaunchError && error.cause) throw error.cause;
    throw error;
  }
}

/**
 * Stores and queues the launch once it is planned (prepareLaunch). When the request carries the digest of the plan
 * the buyer reviewed, the launch must plan to exactly that (409 otherwise: review again).
 */
export async function acceptLaunch(deps: AppDeps, launch: LaunchRequestOf & { idempotencyKey: string | null }): Promise<LaunchRow> {
  const prepared = await prepareLaunch(deps, launch);
  const reviewed = prepared.payload.reviewedPlanDigest;
  if (reviewed !== undefined && reviewed !== prepared.digest) {
    throw new LaunchRefusedError({ reviewedPlanDigest: [reviewMessages.planChanged] }, reviewMessages.planChanged, 409);
  }
  const { plan } = prepared;
  const row = await insertLaunch(deps.database, {
    id: prepared.id,
    createdAt: prepared.createdAt,
    userId: launch.userId,
    idempotencyKey: launch.idempotencyKey,
    payload: prepared.payload,
    account: prepared.account,
    campaignName: plan.campaignName,
    adsetsTotal: plan.adSets.length,
    adsTotal: plan.ads.length,
  });
  // A new launch, or the one a concurrent request with the same key stored first.
  await queueIfPending(deps, row);
  return row;
}
