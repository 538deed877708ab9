import { z } from 'zod';
import type { AdAccount } from '../../lib/contract/assets';
import { automationRuleSchema, PLATFORM_RULES_PER_ACCOUNT, type Automation } from '../../lib/contract/automations';
import { launchPayloadSchema, type LaunchPayload } from '../../lib/contract/launch';
import { automationLaunchOf, automationMisfit, ruleLevelOf, type AutomationLaunch } from '../../lib/rules/automation-fit';
import { accountContextOf } from '../../lib/rules/defaults';
import { draftFromPayload } from '../../lib/rules/payload';
import { platformAccessToken } from '../auth/sessions';
import { automationsByIds, type AutomationRow } from '../db/repos/automations';
import {
  deleteLaunchAutomation,
  launchAutomationStates,
  loadLaunchRules,
  recordRuleAttempt,
  recordRuleDeleted,
  recordRuleSent,
  saveLaunchAutomation,
  type LaunchAutomationRow,
  type LaunchRuleRow,
  type RuleKey,
  type RuleState,
} from '../db/repos/automations-rules';
import { liveObjects } from '../db/repos/launch-ledger';
import type { LaunchRow } from '../db/repos/launches';
import type { AppDeps } from '../deps';
import { markerOf } from '../launch/markers';
import { TransientLaunchError } from '../launch/outcomes';
import { createRule, deleteRule, listAccountRules, ruleStatus, updateRule, type PlatformRule } from '../platform/adrules-api';
import { GraphError, type GraphParams } from '../platform/graph-client';
import { behaviourText, holdOf, holdsPaused, launchTopIds, pausableTops, pauseFor, resumeReleased, type Hold } from './failure-behaviour';
import { releaseGate } from './gate';
import { ruleParams, RuleNotApplicable, specDigest, targetOf, type LaunchObjects } from './rule-spec';

// The platform rules of a launch's automations (docs/automations.md#at-the-end-of-a-launch), made, updated and deleted
// until they are what the launch's automations say, as a step of the launch's job after its objects are made: one
// rule per rule of each attached automation, scoped to the launch's own objects. It runs again on every delivery of
// the job (a retry, an automation changed, a rule found not working), so it is idempotent: each rule is written to
// launch_rules before it is sent and found by its marker when its answer was lost (docs/automations.md#exactly-once).
// An automation is made whole or not at all; one that cannot be made follows its failure behaviour.

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

interface PlannedRule {
  key: RuleKey;
  marker: string;
  params: GraphParams;
  digest: string;
}
interface Plan {
  automation: AutomationRow;
  rules: PlannedRule[];
  /** Why it cannot be made for this launch. */
  notApplicable?: string;
}
type Outcome = { state: 'READY' } | { state: 'FAILED' | 'RETRYING'; reason: string };
type Need = { rule: PlannedRule; kind: 'ok' | 'create' | 'update'; ruleId?: string; repair?: boolean };

const keyOf = (k: RuleKey): string => `${k.automationId}:${k.ruleIndex}`;

async function launchObjectsOf(deps: AppDeps, row: LaunchRow): Promise<LaunchObjects & { madeCampaign: boolean }> {
  const objects = await liveObjects(deps.database, row.id);
  const ids = (kind: string) => objects.filter((o) => o.kind === kind).map((o) => o.platformId);
  const campaignIds = ids('campaign');
  return { campaignIds, adSetIds: ids('adset'), adIds: ids('ad'), madeCampaign: campaignIds.length > 0 };
}

/** The launch as its automations see it (lib/rules/automation-fit.ts), from its payload read back as a draft. */
function automationLaunch(row: LaunchRow, payload: LaunchPayload): AutomationLaunch {
  const account = accountContextOf(row.account as AdAccount);
  return automationLaunchOf(draftFromPayload(payload, account, row.createdAt), account);
}

function planOf(automation: AutomationRow, row: LaunchRow, objects: LaunchObjects, launch: AutomationLaunch): Plan {
  const rules = z.array(automationRuleSchema).parse(automation.rules);
  // The same rule as Step 2's field and the API's refusal: an automation accepted before (or changed since) that can
  // no longer join the launch is not made, and follows its failure behaviour.
  const misfit = automationMisfit({ automationName: automation.name, rules, currency: automation.currency }, launch);
  if (misfit) return { automation, rules: [], notApplicable: misfit };
  const currency = launch.accounts[0]!.currency;
  try {
    const planned = rules.map((rule, ruleIndex): PlannedRule => {
      const key = { launchId: row.id, automationId: automation.id, ruleIndex };
      const marker = markerOf(row.id, `rule:${automation.id}:${ruleIndex}`);
      const name = `${automation.name} (${ruleIndex + 1} of ${rules.length}) · ${marker}`;
      const params = ruleParams(rule, targetOf(ruleLevelOf(rule, launch)!, objects), { name, currency, enabled: automation.status === 'ACTIVE' });
      return { key, marker, params, digest: specDigest(params) };
    });
    return { automation, rules: planned };
  } catch (error) {
    if (error instanceof RuleNotApplicable) return { automation, rules: [], notApplicable: error.message };
    throw error;
  }
}

/** A platform failure as this step's outcome: transient ones are tried again with the job, the rest are refusals. */
function outcomeOfError(error: unknown): Outcome {
  if (!(error instanceof GraphError)) throw error;
  if (error.isTransient || error.isRateLimit) return { state: 'RETRYING', reason: `The platform did not make the rule yet (${error.message}).` };
  return { state: 'FAILED', reason: `The platform refused its rule: ${error.userMessage ?? error.message}` };
}

/** Runs the launch's rules step (docs/automations.md#at-the-end-of-a-launch); `guard` comes before each platform write. */
export async function setUpLaunchRules(deps: AppDeps, row: LaunchRow, log: Logger, guard: () => Promise<void> = async () => undefined): Promise<void> {
  const db = deps.database;
  const parsed = launchPayloadSchema.safeParse(row.payload);
  const payload = parsed.success ? parsed.data : null;
  const attached = [...new Set(payload?.automationIds ?? [])];
  const [rows, states] = await Promise.all([loadLaunchRules(db, row.id), launchAutomationStates(db, row.id)]);
  if (!payload || (attached.length === 0 && rows.length === 0 && states.length === 0)) return;

  const token = await platformAccessToken(deps, row.userId);
  const found = row.deletedAt ? [] : await automationsByIds(db, row.userId, attached);
  const automations = attached.flatMap((id) => found.filter((a) => a.id === id));
  const objects = await launchObjectsOf(deps, row);
  const launch = automationLaunch(row, payload);
  const plans = automations.map((a) => planOf(a, row, objects, launch));
  let library: PlatformRule[] | null = null;
  let unread: unknown = null;
  try {
    library = await listAccountRules(deps.graph, token, row.accountId);
  } catch (error) {
    outcomeOfError(error);
    unread = error;
  }

  const outcomes = new Map<Plan, Outcome>();
  if (library) await makeRules(deps, token, row, { plans, rows, states, library, outcomes }, guard);
  // Unread, nothing is known of the rules: each automation follows its behaviour as one not made yet.
  else for (const plan of plans) outcomes.set(plan, { state: 'RETRYING', reason: "The platform did not answer with the ad account's rules yet." });
  if (plans.length > 0) {
    const held = await settleStates(deps, token, row, plans, outcomes, states, objects, payload.launchPaused === true, guard);
    // Only now can anything of the launch deliver: its rules exist, or the failure behaviours hold what they must.
    await releaseGate(deps, token, row, payload, held, guard);
  } else await releaseGate(deps, token, row, payload, new Set(), guard);
  if (unread) {
    const outcome = outcomeOfError(unread);
    throw new TransientLaunchError(outcome.state === 'FAILED' ? outcome.reason : 'The rules library could not be read', { cause: unread });
  }
  const retrying = [...outcomes.values()].filter((o) => o.state === 'RETRYING').length;
  log.info({ automations: plans.length, retrying }, 'launch rules set up');
  if (retrying > 0) throw new TransientLaunchError('Some automations could not be set up yet: the platform keeps failing');
}

interface RulesState {
  plans: Plan[];
  rows: LaunchRuleRow[];
  states: LaunchAutomationRow[];
  library: PlatformRule[];
  outcomes: Map<Plan, Outcome>;
}

/** Deletes the rules no longer wanted, then makes each automation's rules whole or not at all. */
async function makeRules(deps: AppDeps, token: string, row: LaunchRow, { plans, rows, states, library, outcomes }: RulesState, guard: () => Promise<void>) {
  const db = deps.database;
  // Rules no longer wanted: of a deleted launch or automation, a rule removed from its automation, an automation
  // that cannot be made for this launch (nothing half made).
  const wanted = new Set(plans.flatMap((p) => p.rules.map((r) => keyOf(r.key))));
  const remove = async (r: LaunchRuleRow) => {
    await guard();
    if (r.platformRuleId) await deleteRule(deps.graph, token, r.platformRuleId);
    await recordRuleDeleted(db, r, deps.now());
  };
  for (const r of rows) if (!wanted.has(keyOf(r))) await remove(r);
  for (const s of states) if (!plans.some((p) => p.automation.id === s.automationId)) await deleteLaunchAutomation(db, row.id, s.automationId);
  if (plans.length === 0) return;

  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  const needs = new Map<Plan, Need[]>();
  for (const plan of plans) needs.set(plan, await needsOf(deps, plan, byKey, library));
  const creates = [...needs.values()].flat().filter((n) => n.kind === 'create').length;
  const capped = library.length + creates > PLATFORM_RULES_PER_ACCOUNT;

  for (const plan of plans) {
    const planNeeds = needs.get(plan) ?? [];
    let outcome: Outcome;
    if (plan.notApplicable) outcome = { state: 'FAILED', reason: plan.notApplicable };
    else if (capped && planNeeds.some((n) => n.kind === 'create'))
      outcome = {
        state: 'FAILED',
        reason:
          `The ad account holds ${library.length} of the platform's ${PLATFORM_RULES_PER_ACCOUNT} automated rules; this launch needs ${creates} more. ` +
          'Delete rules you no longer use (deleting a launch deletes its rules), then choose Set up again.',
      };
    else outcome = await apply(deps, token, row.accountId, planNeeds, guard);
    // An automation is whole or not at all: one that failed keeps none of its rules on this launch.
    if (outcome.state === 'FAILED') for (const r of await loadLaunchRules(db, row.id)) if (r.automationId === plan.automation.id) await remove(r);
    outcomes.set(plan, outcome);
  }
}

/** What each rule of a plan needs, from the ledger and the account's rules library. */
async function needsOf(deps: AppDeps, plan: Plan, byKey: Map<string, LaunchRuleRow>, library: PlatformRule[]): Promise<Need[]> {
  const out: Need[] = [];
  for (const rule of plan.rules) {
    const row = byKey.get(keyOf(rule.key));
    let ruleId = row?.platformRuleId ?? null;
    let digest = row?.specDigest ?? null;
    if (row && !ruleId) {
      // Sent before, outcome unknown: the rule holds its marker if it was made.
      const made = library.find((r) => r.name.includes(rule.marker));
      if (made) {
        ruleId = made.id;
        digest = null;
        await recordRuleSent(deps.database, rule.key, made.id, '');
      }
    }
    const onPlatform = ruleId ? library.find((r) => r.id === ruleId) : undefined;
    if (ruleId && !onPlatform) await recordRuleDeleted(deps.database, rule.key, deps.now()); // deleted outside Salvo: made again
    if (!ruleId || !onPlatform) out.push({ rule, kind: 'create' });
    else if (onPlatform.status === 'HAS_ISSUES') out.push({ rule, kind: 'update', ruleId, repair: true });
    else if (digest !== rule.digest || onPlatform.status !== rule.params.status) out.push({ rule, kind: 'update', ruleId });
    else out.push({ rule, kind: 'ok', ruleId });
  }
  return out;
}

/** Creates and updates a plan's rules; the first failure ends it. */
async function apply(deps: AppDeps, token: string, accountId: string, needs: Need[], guard: () => Promise<void>): Promise<Outcome> {
  for (const need of needs) {
    if (need.kind === 'ok') continue;
    const { key, params, digest } = need.rule;
    try {
      await guard();
      if (need.kind === 'create') {
        await recordRuleAttempt(deps.database, key);
        const ruleId = await createRule(deps.graph, token, accountId, params);
        await recordRuleSent(deps.database, key, ruleId, digest);
        continue;
      }
      await updateRule(deps.graph, token, need.ruleId!, params);
      await recordRuleSent(deps.database, key, need.ruleId!, digest);
      if (need.repair && (await ruleStatus(deps.graph, token, need.ruleId!)) === 'HAS_ISSUES')
        return { state: 'FAILED', reason: 'The platform stopped running its rule and keeps it off.' };
    } catch (error) {
      return outcomeOfError(error);
    }
  }
  return { state: 'READY' };
}

/**
 * Each automation's state, and its failure behaviour: pausing what it must, resuming what it releases. Answers what
 * the launch's automations hold paused.
 */
async function settleStates(
  deps: AppDeps,
  token: string,
  row: LaunchRow,
  plans: Plan[],
  outcomes: Map<Plan, Outcome>,
  before: LaunchAutomationRow[],
  objects: LaunchObjects & { madeCampaign: boolean },
  launchPaused: boolean,
  guard: () => Promise<void>,
): Promise<Set<string>> {
  const top = launchTopIds(objects);
  const saved: Array<{ automationId: string; pausedIds: string[] }> = [];
  const released: Hold[] = [];
  for (const plan of plans) {
    const { automation } = plan;
    const outcome = outcomes.get(plan) ?? { state: 'READY' };
    const behaviour = automation.failureBehaviour as Automation['failureBehaviour'];
    let held = holdOf(before.find((s) => s.automationId === automation.id));
    // A paused automation acts on nothing, so its failure pauses nothing; a deleted launch has nothing left to pause.
    if (holdsPaused(behaviour, outcome.state) && outcome.state !== 'READY' && automation.status === 'ACTIVE' && !row.deletedAt)
      held = await pauseFor(deps, token, await pausableTops(deps, token, top.ids, launchPaused), held, guard);
    else if (!holdsPaused(behaviour, outcome.state) && held.ids.length > 0) {
      released.push(held);
      held = { ids: [], versions: {}, recordedAt: held.recordedAt };
    }
    const state: RuleState = outcome.state;
    const said = behaviourText(behaviour, state, top.noun, held.ids.length > 0);
    const reason = outcome.state === 'READY' ? '' : outcome.state === 'RETRYING' ? `Not set up yet: ${outcome.reason} Salvo tries again.` : outcome.reason;
    const message = [reason, said].filter(Boolean).join(' ') || null;
    await saveLaunchAutomation(
      deps.database,
      { launchId: row.id, automationId: automation.id, state, message, pausedIds: held.ids, pausedVersions: held.versions },
      deps.now(),
    );
    saved.push({ automationId: automation.id, pausedIds: held.ids });
  }
  // What someone changed in Ads Manager since Salvo paused it stays as they left it (failure-behaviour.ts).
  for (const hold of released) await resumeReleased(deps, token, hold, saved, guard);
  return new Set(saved.flatMap((s) => s.pausedIds));
}
