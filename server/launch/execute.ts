import type { AdAccount } from '../../lib/contract/assets';
import { launchPayloadSchema, type LaunchError, type LaunchStatus } from '../../lib/contract/launch';
import { platformAccessToken } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { GraphError, type BatchOperation } from '../platform/graph-client';
import { launchErrorOf } from './errors';
import { planLaunch, type LaunchPlan, type PlannedAd } from './plan';
import { getLaunch, loadLedger, recordObject, TERMINAL_STATUSES, updateLaunch, type LaunchRow, type ObjectKind } from './store';

// Runs a launch: campaign, then ad sets, then creatives and ads. Each created id is written to the ledger
// before the next step depends on it, and what the ledger holds is skipped, so a re-run resumes.
// A transient platform error is thrown: the job is retried with a backoff stored by pg-boss.
// (Batched, rate-limited, exactly-once under lost answers: issue 5.)

export class TransientLaunchError extends Error {
  override name = 'TransientLaunchError';
}

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

const BATCH_SIZE = 50;

export async function executeLaunch(deps: AppDeps, launchId: string, log: Logger): Promise<LaunchStatus> {
  const row = await getLaunch(deps.database, launchId);
  if (!row) {
    log.warn({ launchId }, 'launch not found');
    return 'FAILED';
  }
  if (TERMINAL_STATUSES.includes(row.status as LaunchStatus)) return row.status as LaunchStatus;

  const payload = launchPayloadSchema.safeParse(row.payload);
  if (!payload.success) {
    return fail(deps, row, [launchErrorOf('The launch', new Error(`Stored payload no longer valid: ${payload.error.message}`))]);
  }
  let plan: LaunchPlan;
  try {
    plan = planLaunch(payload.data, { launchId: row.id, account: row.account as AdAccount, createdAt: row.createdAt });
  } catch (error) {
    return fail(deps, row, [launchErrorOf('The launch', error)]);
  }

  await updateLaunch(deps.database, row.id, { status: 'RUNNING', ...(row.startedAt ? {} : { startedAt: deps.now() }) });
  const token = await platformAccessToken(deps, row.userId);
  const ledger = await loadLedger(deps.database, row.id);
  const record = async (kind: ObjectKind, itemKey: string, id: string) => {
    const kept = await recordObject(deps.database, row.id, kind, itemKey, id);
    ledger.set(`${kind}:${itemKey}`, kept);
    return kept;
  };
  const count = (kind: ObjectKind) => [...ledger.keys()].filter((k) => k.startsWith(`${kind}:`)).length;
  const errors: LaunchError[] = [];

  // 1. The campaign.
  await updateLaunch(deps.database, row.id, { step: 'CREATING_CAMPAIGN' });
  let campaignId = plan.existingCampaignId ?? ledger.get('campaign:campaign') ?? null;
  if (!campaignId && plan.campaign) {
    try {
      const created = await deps.graph.post<{ id: string }>(`${plan.accountId}/campaigns`, token, plan.campaign.params);
      campaignId = await record('campaign', plan.campaign.itemKey, created.id);
    } catch (error) {
      rethrowTransient(error);
      return fail(deps, row, [launchErrorOf(`The campaign "${plan.campaign.name}"`, error)]);
    }
  }
  if (!campaignId) return fail(deps, row, [launchErrorOf('The campaign', new Error('No campaign to launch into'))]);
  await updateLaunch(deps.database, row.id, { campaignId });

  // 2. Ad sets, one request each: a batch may not hold several ad sets of one campaign.
  await updateLaunch(deps.database, row.id, { step: 'CREATING_ADSETS' });
  for (const adSet of plan.adSets) {
    if (ledger.has(`adset:${adSet.itemKey}`)) continue;
    try {
      const created = await deps.graph.post<{ id: string }>(`${plan.accountId}/adsets`, token, { ...adSet.params, campaign_id: campaignId });
      await record('adset', adSet.itemKey, created.id);
      await updateLaunch(deps.database, row.id, { adsetsCompleted: count('adset') });
    } catch (error) {
      rethrowTransient(error);
      errors.push(launchErrorOf(`The ad set "${adSet.name}"`, error));
    }
  }
  if (count('adset') === 0) return fail(deps, row, errors);

  // 3. Creatives, then ads, in batches.
  await updateLaunch(deps.database, row.id, { step: 'CREATING_ADS' });
  const ads = plan.ads.filter((ad) => ledger.has(`adset:${ad.adSetKey}`));
  for (const chunk of chunks(ads.filter((ad) => !ledger.has(`creative:${ad.creative.itemKey}`) && !ledger.has(`ad:${ad.itemKey}`)), BATCH_SIZE)) {
    const results = await batchOrThrow(deps, token, chunk.map((ad): BatchOperation => ({ method: 'POST', relativeUrl: `${plan.accountId}/adcreatives`, body: ad.creative.params })));
    for (const [index, result] of results.entries()) {
      const ad = chunk[index]!;
      if (result.ok) await record('creative', ad.creative.itemKey, result.body.id);
      else {
        rethrowTransient(result.error);
        errors.push(launchErrorOf(`The creative of the ad "${ad.ad.name}"`, result.error));
      }
    }
  }
  const ready = ads.filter((ad) => !ledger.has(`ad:${ad.itemKey}`) && ledger.has(`creative:${ad.creative.itemKey}`));
  for (const chunk of chunks(ready, BATCH_SIZE)) {
    const results = await batchOrThrow(deps, token, chunk.map((ad) => adOperation(plan, ad, ledger)));
    for (const [index, result] of results.entries()) {
      const ad = chunk[index]!;
      if (result.ok) await record('ad', ad.itemKey, result.body.id);
      else {
        rethrowTransient(result.error);
        errors.push(launchErrorOf(`The ad "${ad.ad.name}"`, result.error));
      }
    }
    await updateLaunch(deps.database, row.id, { adsCompleted: count('ad') });
  }

  // 4. Done.
  await updateLaunch(deps.database, row.id, { step: 'FINALIZING', adsetsCompleted: count('adset'), adsCompleted: count('ad') });
  const complete = count('ad') === plan.ads.length && count('adset') === plan.adSets.length;
  const status: LaunchStatus = complete ? 'COMPLETED' : count('ad') === 0 ? 'FAILED' : 'COMPLETED_WITH_ISSUES';
  await updateLaunch(deps.database, row.id, { status, step: 'COMPLETED', errors, finishedAt: deps.now() });
  log.info({ launchId: row.id, status, ads: count('ad') }, 'launch finished');
  return status;
}

function adOperation(plan: LaunchPlan, ad: PlannedAd, ledger: Map<string, string>): BatchOperation {
  return {
    method: 'POST',
    relativeUrl: `${plan.accountId}/ads`,
    body: { ...ad.ad.params, adset_id: ledger.get(`adset:${ad.adSetKey}`), creative: { creative_id: ledger.get(`creative:${ad.creative.itemKey}`) } },
  };
}

async function batchOrThrow(deps: AppDeps, token: string, operations: BatchOperation[]) {
  try {
    return await deps.graph.batch<{ id: string }>(operations, token);
  } catch (error) {
    rethrowTransient(error);
    throw error;
  }
}

/** Transient and rate-limit errors end this attempt; pg-boss retries it later. */
function rethrowTransient(error: unknown): void {
  if (error instanceof GraphError && (error.isTransient || error.isRateLimit)) {
    throw new TransientLaunchError(`Platform error, will retry: ${error.message}`, { cause: error });
  }
  if (!(error instanceof GraphError)) throw error;
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
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
