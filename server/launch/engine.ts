import { setTimeout as sleep } from 'node:timers/promises';
import type { AdAccount } from '../../lib/contract/assets';
import { launchPayloadSchema, type LaunchError, type LaunchStatus } from '../../lib/contract/launch';
import { platformAccessToken } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { setUpLaunchRules } from '../automations/launch-rules';
import { launchErrorOf } from './errors';
import { LaunchLease, LeaseHeldError, newLeaseOwner, type LeaseOptions } from './lease';
import { copyImportedImages } from './imported-media';
import { ledgerKey, loadLedger, loadUnsettled } from '../db/repos/launch-ledger';
import { LibraryAdError, resolveLibraryAds } from './library-ads';
import { FatalLaunchError, TransientLaunchError } from './outcomes';
import { readSavedTargeting } from './saved-audience';
import { namedWith } from './name-tokens';
import { nameWithOwnIds, runOfferName } from './names';
import type { PushOptions } from '../library/push-media';
import type { GraphParams } from '../platform/graph-client';
import { assertSupported, COPY_PREFIX, planLaunch, type LaunchPlan, type PlannedAd, type PlannedAdSet } from './plan';
import { planDigest } from './plan-digest';
import { accountImageNames } from './image-names';
import { reviewMessages } from '../../lib/rules/messages';
import { applyOutcomes, recordAndSend, recordBatches, sendOps, settle, type PlannedOp, type RunContext } from './batch-round';
import { getLaunch, updateLaunch, type LaunchRow } from '../db/repos/launches';
import { TERMINAL_STATUSES } from './store';
import { LaunchGate } from './platform-gate';

// Runs a launch: the campaign, then each ad set in a batch with its ads (`{result=...}` references save the
// round trip), then ads of ad sets that already exist, 50 to a batch; batches run side by side as fast as the
// account's governor allows. The whole run, from its first read to its automations' rules, goes through the
// account's gate (platform-gate.ts). Rounds repeat until every item is created or refused; a transient error that
// outlasts MAX_IDLE_ROUNDS rounds ends the attempt (TransientLaunchError) and pg-boss retries it later.

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

const BATCH_SIZE = 50;
const MAX_IDLE_ROUNDS = 5;

export interface EngineOptions {
  /** The pause after a round that created nothing (tests shorten it). */
  backoffMs?: (round: number) => number;
  /** How a library video is waited on before the attempt ends (push-media.ts defaults; tests shorten them). */
  media?: Pick<PushOptions, 'pollIntervalMs' | 'timeoutMs'>;
  /** The run's lease (lease.ts): its owner id (a new one per run by default), how long it lasts unrenewed, how often it is renewed, its clock. */
  lease?: LeaseOptions & { owner?: string };
}

const defaultBackoffMs = (round: number): number => Math.min(8000, 250 * 2 ** round);

/**
 * Runs the launch under its lease. Throws LeaseHeldError (nothing done) while another run holds it, and
 * LeaseLostError when another run took it over midway (this run stopped before its next platform write).
 */
export async function executeLaunch(deps: AppDeps, launchId: string, log: Logger, options: EngineOptions = {}): Promise<LaunchStatus> {
  let taken: Awaited<ReturnType<typeof LaunchLease.take>>;
  try {
    taken = await LaunchLease.take(deps.database, launchId, options.lease?.owner ?? newLeaseOwner(), options.lease);
  } catch (error) {
    // A finished launch needs no lease: its holder is only releasing it.
    const row = error instanceof LeaseHeldError ? await getLaunch(deps.database, launchId) : null;
    if (row && TERMINAL_STATUSES.includes(row.status as LaunchStatus)) return row.status as LaunchStatus;
    throw error;
  }
  if (!taken) {
    log.warn({}, 'launch not found');
    return 'FAILED';
  }
  const { lease, row } = taken;
  const gate = new LaunchGate(deps, { accountId: row.accountId, lease, backoffMs: options.backoffMs ?? defaultBackoffMs });
  // The metrics see each run and the end of a launch not finished before it (server/ops/metrics.ts).
  const unfinished = !TERMINAL_STATUSES.includes(row.status as LaunchStatus);
  deps.metrics.runStarted(row.id, lease.owner, row.payload);
  try {
    return await gate.run(async () => {
      const status = await runLaunch(deps, row, lease, gate, log, options);
      if (unfinished) deps.metrics.launchFinished(row, status);
      // The platform's rules of its automations, on every delivery of the job (docs/automations.md#at-the-end-of-a-launch).
      if (status === 'COMPLETED' || status === 'COMPLETED_WITH_ISSUES') await setUpLaunchRules(deps, row, log, () => lease.ensure());
      return status;
    });
  } finally {
    deps.metrics.runEnded(row.id, lease.owner);
    // Not freed (database gone): it lapses after its time.
    await lease.release().catch(() => undefined);
  }
}

async function runLaunch(deps: AppDeps, row: LaunchRow, lease: LaunchLease, gate: LaunchGate, log: Logger, options: EngineOptions): Promise<LaunchStatus> {
  // Read under the lease: a run that held it before may have finished the launch.
  if (TERMINAL_STATUSES.includes(row.status as LaunchStatus)) return row.status as LaunchStatus;

  const payload = launchPayloadSchema.safeParse(row.payload);
  if (!payload.success) {
    return fail(deps, row, [launchErrorOf('The launch', new Error(`Stored payload no longer valid: ${payload.error.message}`))]);
  }
  const account = row.account as AdAccount;
  // What the engine does not create fails before anything is pushed to the account (the plan is made once, below).
  try {
    assertSupported(payload.data);
  } catch (error) {
    return fail(deps, row, [launchErrorOf('The launch', error)]);
  }

  await updateLaunch(deps.database, row.id, { status: 'RUNNING', ...(row.startedAt ? {} : { startedAt: deps.now() }) });
  const token = await platformAccessToken(deps, row.userId);
  let plan: LaunchPlan;
  try {
    await lease.ensure();
    // Library creatives go to the account before anything refers to them; pushes are remembered per account,
    // so a re-run of the launch does not upload again (a video still processing is waited on again).
    const resolved = await resolveLibraryAds(deps, row.userId, payload.data, token, options.media);
    // An imported campaign's images come over from its account first (imported-media.ts).
    const copied = await copyImportedImages(deps, token, payload.data);
    payload.data.ads.forEach((ad, i) => {
      const hash = ad.creativeId === undefined && ad.imageId !== undefined ? copied.get(ad.imageId) : undefined;
      if (hash) resolved[i] = { ...resolved[i], imageHash: hash };
    });
    const savedTargeting = await readSavedTargeting(deps, token, payload.data);
    const offerName = await runOfferName(deps, row.userId, payload.data);
    const imageNames = await accountImageNames(deps, token, payload.data);
    plan = planLaunch(payload.data, { launchId: row.id, account, createdAt: row.createdAt, resolved, savedTargeting, offerName, imageNames });
  } catch (error) {
    if (error instanceof LibraryAdError) return fail(deps, row, [error.launchError]);
    if (error instanceof FatalLaunchError) return fail(deps, row, [launchErrorOf('The launch', error.graphError)]);
    throw error;
  }
  // What the buyer reviewed is what the platform gets: a plan that changed since (a saved audience edited on the
  // platform meanwhile) fails before anything is created (docs/product-rules.md#review-and-confirm).
  const reviewed = payload.data.reviewedPlanDigest;
  if (reviewed !== undefined && planDigest(plan) !== reviewed) {
    return fail(deps, row, [
      {
        message: reviewMessages.planChangedAtRun,
        details: '**What to do:** Open the launch settings, review the launch again and confirm it.',
        technicalDetails: `Reviewed plan ${reviewed}, plan at launch ${planDigest(plan)}.`,
      },
    ]);
  }
  const ctx: RunContext = {
    deps,
    launchId: row.id,
    gate,
    accountId: plan.accountId,
    token,
    ledger: await loadLedger(deps.database, row.id),
    unsettled: await loadUnsettled(deps.database, row.id),
    failures: new Map(),
    backoffMs: options.backoffMs ?? defaultBackoffMs,
    progressAt: 0,
  };
  try {
    await updateLaunch(deps.database, row.id, { step: 'CREATING_CAMPAIGN' });
    deps.metrics.runStep(row.id, 'CREATING_CAMPAIGN');
    const campaignId = await ensureCampaign(ctx, plan);
    if (!campaignId) return fail(deps, row, [...ctx.failures.values()]);
    // The record's campaign name with the campaign's id, when the name holds it (names.ts).
    await updateLaunch(deps.database, row.id, {
      step: 'CREATING_ADSETS',
      campaignId,
      ...(plan.campaign ? { campaignName: namedWith(plan.campaign.name, { campaignId }) } : {}),
    });
    deps.metrics.runStep(row.id, 'CREATING_ADSETS');
    await createAdSetsAndAds(ctx, plan, campaignId);
    await nameWithOwnIds(ctx, plan, campaignId);
  } catch (error) {
    if (error instanceof FatalLaunchError) return fail(deps, row, [launchErrorOf('The launch', error.graphError)]);
    throw error;
  }

  // A run that lost the lease leaves the outcome to the run that holds it.
  await lease.ensure();
  await updateLaunch(deps.database, row.id, { step: 'FINALIZING', ...counters(ctx, plan) });
  deps.metrics.runStep(row.id, 'FINALIZING');
  const { adsetsCompleted, adsCompleted } = counters(ctx, plan);
  const complete = adsCompleted === plan.ads.length && adsetsCompleted === plan.adSets.length;
  // Everything made, but a name the platform refused (names.ts): completed with issues.
  const status: LaunchStatus = complete && ctx.failures.size === 0 ? 'COMPLETED' : adsCompleted === 0 ? 'FAILED' : 'COMPLETED_WITH_ISSUES';
  await updateLaunch(deps.database, row.id, { status, step: 'COMPLETED', errors: [...ctx.failures.values()], finishedAt: deps.now() });
  log.info({ status, ads: adsCompleted }, 'launch finished');
  return status;
}

/** The campaign's id (created once, or the existing one), or null when the platform refused it. */
async function ensureCampaign(ctx: RunContext, plan: LaunchPlan): Promise<string | null> {
  if (plan.existingCampaignId) return plan.existingCampaignId;
  const campaign = plan.campaign!;
  // Its own id, when its name holds it, is set once it exists (names.ts).
  const name = namedWith(campaign.name, {}) || 'Campaign';
  const params = { ...campaign.params, name };
  const label = `The campaign "${name}"`;
  const items: PlannedOp[] = plan.campaignCopyOf
    ? copyOps('campaign', campaign.itemKey, label, plan.campaignCopyOf, { deep_copy: false }, params)
    : [{ kind: 'campaign', itemKey: campaign.itemKey, label, op: { method: 'POST', relativeUrl: `${plan.accountId}/campaigns`, body: params } }];
  const key = ledgerKey('campaign', campaign.itemKey);
  for (let round = 0; ; round += 1) {
    await ctx.gate.checkBlock();
    // The newest campaigns of the account are enough: ours was created after the launch was accepted.
    await settle(ctx, items, `${plan.accountId}/campaigns`, 200);
    const id = ctx.ledger.get(key);
    if (id) return id;
    if (ctx.failures.has(key)) return null;
    if (round >= MAX_IDLE_ROUNDS) throw new TransientLaunchError('The campaign could not be created yet: the platform keeps failing');
    if (!ctx.unsettled.has(key)) {
      await recordBatches(ctx, [items]);
      await applyOutcomes(ctx, items, await sendOps(ctx, items));
    }
    if (!ctx.ledger.has(key) && !ctx.failures.has(key)) await sleep(ctx.backoffMs(round));
  }
}

interface Group {
  /** The ad set to create in this batch; its ads refer to it by name. */
  adSet: PlannedAdSet | null;
  /** Each ad with the id of its ad set, or null for the one created in this batch. */
  ads: Array<{ ad: PlannedAd; adSetId: string | null }>;
}

async function createAdSetsAndAds(ctx: RunContext, plan: LaunchPlan, campaignId: string): Promise<void> {
  for (let idle = 0; ;) {
    await ctx.gate.checkBlock();
    await settle(
      ctx,
      plan.adSets.map((s) => ({ kind: 'adset', itemKey: s.itemKey })),
      `${campaignId}/adsets`,
    );
    await settle(
      ctx,
      plan.ads.map((a) => ({ kind: 'ad', itemKey: a.itemKey })),
      `${campaignId}/ads`,
    );
    const groups = groupsToSend(ctx, plan);
    if (groups.length === 0 && ctx.unsettled.size === 0) return;
    if (idle >= MAX_IDLE_ROUNDS) throw new TransientLaunchError('Some ad sets or ads could not be created yet: the platform keeps failing');
    const before = ctx.ledger.size;
    const batches = groups.map((group) => opsOf(plan, campaignId, group));
    await recordAndSend(ctx, batches, (batch, i) => sendGroup(ctx, plan, groups[i]!, batch));
    if (ctx.ledger.size > before) idle = 0;
    else {
      idle += 1;
      await sleep(ctx.backoffMs(idle));
    }
  }
}

/** What is left to send: never an item whose outcome is unknown, nor one refused in this run. */
function groupsToSend(ctx: RunContext, plan: LaunchPlan): Group[] {
  const open = (kind: 'adset' | 'ad', itemKey: string) => {
    const key = ledgerKey(kind, itemKey);
    return !ctx.ledger.has(key) && !ctx.unsettled.has(key) && !ctx.failures.has(key);
  };
  const groups: Group[] = [];
  const adsOfExisting: Array<{ ad: PlannedAd; adSetId: string }> = [];
  const adsByAdSet = new Map<string, PlannedAd[]>();
  for (const ad of plan.ads) {
    const list = adsByAdSet.get(ad.adSetKey);
    if (list) list.push(ad);
    else adsByAdSet.set(ad.adSetKey, [ad]);
  }
  for (const adSet of plan.adSets) {
    const adSetId = adSet.existingId ?? ctx.ledger.get(ledgerKey('adset', adSet.itemKey)) ?? null;
    const ads = (adsByAdSet.get(adSet.itemKey) ?? []).filter((ad) => open('ad', ad.itemKey));
    if (adSetId) adsOfExisting.push(...ads.map((ad) => ({ ad, adSetId })));
    // The ad set takes one op and its first ads fill the rest of the batch. A copy goes alone (copyOps): its ads
    // follow once its update went through, so none lands in a copy that kept its source's settings.
    else if (open('adset', adSet.itemKey)) groups.push({ adSet, ads: adSet.copyOf ? [] : ads.slice(0, BATCH_SIZE - 1).map((ad) => ({ ad, adSetId: null })) });
  }
  // Ads of several ad sets may share a batch; each op names its ad set.
  for (let i = 0; i < adsOfExisting.length; i += BATCH_SIZE) groups.push({ adSet: null, ads: adsOfExisting.slice(i, i + BATCH_SIZE) });
  return groups;
}

/** The batch of a group: its ad set (created or copied), then its ads referring to it. */
function opsOf(plan: LaunchPlan, campaignId: string, group: Group): PlannedOp[] {
  const ops: PlannedOp[] = [];
  const { adSet } = group;
  if (adSet) {
    // Named with the campaign's id; its own, when its name holds it, is set once it exists (names.ts).
    const params = { ...adSet.params, name: namedWith(adSet.name, { campaignId }) || 'Ad set' };
    const label = `The ad set "${params.name}"`;
    if (adSet.copyOf) ops.push(...copyOps('adset', adSet.itemKey, label, adSet.copyOf, { deep_copy: false, campaign_id: campaignId }, params));
    else
      ops.push({
        kind: 'adset',
        itemKey: adSet.itemKey,
        label,
        op: { method: 'POST', relativeUrl: `${plan.accountId}/adsets`, body: { ...params, campaign_id: campaignId }, name: 'adset' },
      });
  }
  const adSetRef = '{result=adset:$.id}';
  for (const { ad, adSetId } of group.ads) {
    // An ad in the batch of its new ad set names that ad set's id by the batch's reference.
    const name = namedWith(ad.name, { campaignId, adSetId: adSetId ?? adSetRef });
    const creative = { ...(ad.params.creative as GraphParams), name };
    ops.push({
      kind: 'ad',
      itemKey: ad.itemKey,
      label: `The ad "${namedWith(ad.name, { campaignId, adSetId: adSetId ?? undefined })}"`,
      op: { method: 'POST', relativeUrl: `${plan.accountId}/ads`, body: { ...ad.params, name, creative, adset_id: adSetId ?? adSetRef } },
    });
  }
  return ops;
}

async function sendGroup(ctx: RunContext, plan: LaunchPlan, group: Group, ops: PlannedOp[]): Promise<void> {
  const outcomes = await sendOps(ctx, ops);
  const adSetOutcome = group.adSet ? outcomes[0]! : null;
  if (adSetOutcome && adSetOutcome.kind !== 'created' && adSetOutcome.kind !== 'done') {
    // The ads referred to an ad set that was not made: they ran only if it did (unknown), else not at all.
    for (let i = 1; i < outcomes.length; i += 1) outcomes[i] = adSetOutcome.kind === 'unknown' ? adSetOutcome : { kind: 'again', error: adSetOutcome.error };
  }
  await applyOutcomes(ctx, ops, outcomes);
  // Progress is polled every 2 s: writing it more often than every 250 ms only loads the database.
  if (Date.now() - ctx.progressAt >= 250) {
    ctx.progressAt = Date.now();
    const progress = counters(ctx, plan);
    // Ad sets and ads go out together: the step says ads once every ad set is made.
    const step = progress.adsetsCompleted === plan.adSets.length ? 'CREATING_ADS' : 'CREATING_ADSETS';
    await updateLaunch(ctx.deps.database, ctx.launchId, { ...progress, step });
    ctx.deps.metrics.runStep(ctx.launchId, step);
  }
}

/**
 * A duplicate: the platform's copy, paused (never deep: the launch adds its own ad sets and ads), then, in the same
 * batch, the update that gives it its name, its marker and the launch's settings and makes it active
 * (docs/campaign-modes.md#duplicate-a-campaign-or-an-ad-set). A copy whose answer is lost is found by its marker like
 * any other object; one whose update fails is deleted (batch-round.ts applyOutcomes): it never runs on its source's
 * budget, bid or dates.
 */
export function copyOps(kind: 'campaign' | 'adset', itemKey: string, label: string, sourceId: string, options: GraphParams, params: GraphParams): PlannedOp[] {
  const copied = kind === 'campaign' ? 'copied_campaign_id' : 'copied_adset_id';
  return [
    {
      kind,
      itemKey,
      label,
      op: {
        method: 'POST',
        relativeUrl: `${sourceId}/copies`,
        body: { ...options, status_option: 'PAUSED', rename_options: { rename_prefix: COPY_PREFIX } },
        name: kind,
      },
    },
    { kind, itemKey, label, follows: true, op: { method: 'POST', relativeUrl: `{result=${kind}:$.${copied}}`, body: params } },
  ];
}

function counters(ctx: RunContext, plan: LaunchPlan): { adsetsCompleted: number; adsCompleted: number } {
  return {
    adsetsCompleted: plan.adSets.filter((s) => s.existingId || ctx.ledger.has(ledgerKey('adset', s.itemKey))).length,
    adsCompleted: plan.ads.filter((a) => ctx.ledger.has(ledgerKey('ad', a.itemKey))).length,
  };
}

async function fail(deps: AppDeps, row: LaunchRow, errors: LaunchError[]): Promise<LaunchStatus> {
  await updateLaunch(deps.database, row.id, { status: 'FAILED', errors, finishedAt: deps.now() });
  return 'FAILED';
}

/** Marks a launch FAILED after its last retry, with the last error. */
export async function failLaunchAfterRetries(deps: AppDeps, launchId: string, error: unknown): Promise<void> {
  const row = await getLaunch(deps.database, launchId);
  if (!row || TERMINAL_STATUSES.includes(row.status as LaunchStatus)) return;
  const cause = error instanceof TransientLaunchError && error.cause ? error.cause : error;
  await fail(deps, row, [launchErrorOf('The launch', cause)]);
  deps.metrics.launchFinished(row, 'FAILED');
}
