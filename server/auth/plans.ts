import type { AssetLimit } from '../../lib/contract/assets';
import type { Plan, PlanInfo, SubscriptionStatus } from '../../lib/contract/plans';
import type { LaunchRequest } from '../../lib/rules/launch-request';
import { agencyOnlyMessage, automationMessages } from '../../lib/rules/messages';
import { ownedAutomationIds } from '../db/repos/automations';
import { countLaunchedAccounts, countLaunches } from '../db/repos/launches';
import { findPlan, savePlan } from '../db/repos/plans';
import type { AppDeps } from '../deps';
import { LaunchRefusedError } from '../launch/accept';

// Plans (docs/product-rules.md#plans-and-upgrade-dialogs). The spec does not give the plans' rules; Salvo's, until
// billing exists:
// - a user is an advertiser or an agency; at first sign-in a connection reaching more than one ad account makes
//   an agency, a system-user token (POST /auth/token) always does; the row in user_plans can be changed later;
// - a subscription is active (the default), a trial (at most `trial_launch_limit` launches) or inactive;
// - Multi Account Launch (a launch with bulkAccountId) is for agencies only;
// - the asset-count check counts the ad accounts launched into: advertisers up to ADVERTISER_ACCOUNT_LIMIT.
// The refusals use texts that open the extension's upgrade dialogs (lib/rules upgradeDialogFor).

export const DEFAULT_TRIAL_LAUNCH_LIMIT = 10;
export const ADVERTISER_ACCOUNT_LIMIT = 5;

export const planMessages = {
  /** Opens the inactive-subscription dialog (docs/product-rules.md#plans-and-upgrade-dialogs: 'does not have an
   * active subscription' / 'choose a premium plan'). */
  inactive: 'Your Salvo account does not have an active subscription. Please choose a premium plan to continue.',
  /** Opens the free-trial dialog (docs/product-rules.md#plans-and-upgrade-dialogs: 'exceeded your free trial
   * limit'). */
  trialExceeded: 'You have exceeded your free trial limit. Upgrade to keep launching with Salvo.',
  agencyOnly: agencyOnlyMessage,
} as const;

interface PlanRow {
  plan: Plan;
  subscription: SubscriptionStatus;
  trial_launch_limit: number | null;
}

async function getPlan(deps: AppDeps, userId: string): Promise<PlanRow> {
  const row = await findPlan(deps.database, userId);
  return row
    ? { plan: row.plan, subscription: row.subscription, trial_launch_limit: row.trialLaunchLimit }
    : { plan: 'advertiser', subscription: 'active', trial_launch_limit: null };
}

/** Records a user's plan the first time; `force` sets it even when one exists. */
export async function setPlan(deps: AppDeps, userId: string, plan: Partial<PlanRow> & { plan: Plan }, force = false): Promise<void> {
  await savePlan(
    deps.database,
    userId,
    { plan: plan.plan, subscription: plan.subscription ?? 'active', trialLaunchLimit: plan.trial_launch_limit ?? null },
    force,
  );
}

export async function planInfo(deps: AppDeps, userId: string): Promise<PlanInfo> {
  const row = await getPlan(deps, userId);
  const trial = row.subscription === 'trial';
  const limit = trial ? (row.trial_launch_limit ?? DEFAULT_TRIAL_LAUNCH_LIMIT) : null;
  let used: number | null = null;
  if (trial) {
    used = await countLaunches(deps.database, userId);
  }
  const message =
    row.subscription === 'inactive' ? planMessages.inactive : trial && used !== null && limit !== null && used >= limit ? planMessages.trialExceeded : null;
  return {
    plan: row.plan,
    subscription: row.subscription,
    trialLaunchesUsed: used,
    trialLaunchLimit: limit,
    canLaunch: message === null,
    message,
    // Automations (hidden unless a feature flag named automations is on) (docs/product-rules.md#automations): the flag
    // is the API's, for everyone.
    features: { multiAccountLaunch: row.plan === 'agency', automations: deps.config.featureFlags.includes('automations') },
  };
}

/** GET /facebook/assets/limit: the ad accounts launched into against the plan's limit. */
export async function assetLimit(deps: AppDeps, userId: string): Promise<AssetLimit> {
  const row = await getPlan(deps, userId);
  const used = await countLaunchedAccounts(deps.database, userId);
  const limit = row.plan === 'agency' ? null : ADVERTISER_ACCOUNT_LIMIT;
  return { errorKey: limit !== null && used > limit ? 'limitExceeded' : null, used, limit };
}

/**
 * The plan's refusals of a launch (its request checked): 403 when the plan allows no launch or no Multi Account
 * Launch, 400 for automations that are not the user's. Null: allowed. A request replaying a stored launch never
 * reaches it (routes/launches.ts), so a lost answer never turns into a refusal.
 */
export async function planRefusal(
  deps: AppDeps,
  userId: string,
  request: Pick<LaunchRequest, 'bulkAccountId' | 'automationIds'>,
): Promise<LaunchRefusedError | null> {
  const info = await planInfo(deps, userId);
  if (info.message) return new LaunchRefusedError({}, info.message, 403);
  if (request.bulkAccountId !== undefined && !info.features.multiAccountLaunch) {
    return new LaunchRefusedError({ bulkAccountId: [planMessages.agencyOnly] }, planMessages.agencyOnly, 403);
  }
  const ids = [...new Set(request.automationIds ?? [])];
  if (ids.length > 0) {
    const owned = await ownedAutomationIds(deps.database, userId, ids);
    if (owned.length !== ids.length) {
      return new LaunchRefusedError({ automationIds: [automationMessages.gone] });
    }
  }
  return null;
}
