import { z } from 'zod';
import type { ActivityItem, RuleAction } from '../../lib/contract/automations-activity';
import { automationRuleSchema, type LaunchAutomation } from '../../lib/contract/automations';
import { platformAccessToken } from '../auth/sessions';
import { automationsOfLaunches, liveRulesOfUser } from '../db/repos/automations-rules';
import type { AppDeps } from '../deps';
import { GraphError } from '../platform/graph-client';
import { listAccountRules, readObjectNames, readRulesHistory, type PlatformRule, type RuleHistoryEntry } from '../platform/adrules-api';

// Watching (docs/automations.md#watching): what the platform's rules of the user's launches did, read from the
// platform (the rules library for their state, the account's rules history for their actions), for the launches page
// and for the background's notifications. A rule found not working (with issues, or deleted outside Salvo) queues its
// launch's job, whose rules step makes it again or follows the automation's failure behaviour.

/** The latest actions shown per rule on the launches page. */
const ACTIONS_PER_RULE = 5;
/** The actions the background reads at most (newest first), and the rules it watches. */
const ACTIVITY_MAX = 50;
const WATCHED_RULES_MAX = 500;

const OBJECT_TYPES = new Set(['CAMPAIGN', 'ADSET', 'AD']);

/** The platform's history entries as actions (what changed something), newest first, by rule id. */
function actionsOf(entries: RuleHistoryEntry[]): Map<string, RuleAction[]> {
  const byRule = new Map<string, RuleAction[]>();
  for (const entry of entries) {
    const ruleId = String(entry.rule_id ?? '');
    const at = entry.timestamp ? new Date(Date.parse(entry.timestamp)) : null;
    if (!ruleId || !at || Number.isNaN(at.getTime())) continue;
    for (const result of entry.results ?? []) {
      const objectType = String(result.object_type ?? '');
      if (!result.object_id || !OBJECT_TYPES.has(objectType)) continue;
      for (const a of result.actions ?? []) {
        if (!a.action || a.action === 'NOT_CHANGED') continue;
        const action: RuleAction = {
          key: `${ruleId}:${entry.timestamp}:${result.object_id}:${a.action}`,
          at: at.toISOString(),
          ruleId,
          objectId: result.object_id,
          objectType: objectType as RuleAction['objectType'],
          action: a.action,
          ...(a.field ? { field: a.field } : {}),
          ...(a.old_value !== undefined ? { oldValue: String(a.old_value) } : {}),
          ...(a.new_value !== undefined ? { newValue: String(a.new_value) } : {}),
        };
        byRule.set(ruleId, [...(byRule.get(ruleId) ?? []), action]);
      }
    }
  }
  return byRule;
}

/** Per account: its rules (by id) and their actions, read once for all the launches in it. */
async function readAccounts(deps: AppDeps, token: string, accountIds: string[]) {
  const out = new Map<string, { library: Map<string, PlatformRule>; actions: Map<string, RuleAction[]> }>();
  await Promise.all(
    [...new Set(accountIds)].map(async (accountId) => {
      const [library, history] = await Promise.all([listAccountRules(deps.graph, token, accountId), readRulesHistory(deps.graph, token, accountId)]);
      out.set(accountId, { library: new Map(library.map((r) => [r.id, r])), actions: actionsOf(history) });
    }),
  );
  return out;
}

/** GET /automations/launch-rules: each launch's automations, their rules' state and last actions. */
export async function launchRulesView(
  deps: AppDeps,
  userId: string,
  launchIds: string[],
): Promise<Array<{ launchId: string; automations: LaunchAutomation[] }>> {
  const rows = await automationsOfLaunches(deps.database, userId, launchIds);
  const accounts = rows.some((r) => r.rules.some((rule) => rule.platformRuleId))
    ? await readAccounts(
        deps,
        await platformAccessToken(deps, userId),
        rows.map((r) => r.launch.accountId),
      )
    : new Map();
  const repair = new Set<string>();
  const view = launchIds.map((launchId) => ({
    launchId,
    automations: rows
      .filter((r) => r.state.launchId === launchId)
      .map(({ state, launch, automation, rules }): LaunchAutomation => {
        const account = accounts.get(launch.accountId);
        const count = automation ? z.array(automationRuleSchema).parse(automation.rules).length : rules.length;
        return {
          automationId: state.automationId,
          automationName: automation?.name ?? null,
          failureBehaviour: (automation?.failureBehaviour ?? 'NONE') as LaunchAutomation['failureBehaviour'],
          state: state.state as LaunchAutomation['state'],
          message: state.message,
          pausedObjectIds: state.pausedIds as string[],
          rules: Array.from({ length: count }, (_, ruleIndex) => {
            const ruleId = rules.find((r) => r.ruleIndex === ruleIndex)?.platformRuleId ?? null;
            const status = !ruleId ? 'NOT_MADE' : ((account?.library.get(ruleId)?.status ?? 'MISSING') as LaunchAutomation['rules'][number]['status']);
            // Stopped working while it should run: the launch's job makes it again or follows the failure behaviour.
            if (automation?.status === 'ACTIVE' && (status === 'HAS_ISSUES' || status === 'MISSING')) repair.add(launchId);
            return { ruleIndex, ruleId, status, lastActions: ruleId ? (account?.actions.get(ruleId) ?? []).slice(0, ACTIONS_PER_RULE) : [] };
          }),
        };
      }),
  }));
  for (const launchId of repair) await deps.queue.enqueue(launchId);
  return nameObjects(deps, userId, view);
}

/** The names of the objects these actions acted on, read from the platform in one batch (it keeps them, and they may
 * have been renamed in Ads Manager). A name is a help: when the platform cannot say it, the object is named by id. */
async function readNames(deps: AppDeps, token: string, actions: RuleAction[]): Promise<Map<string, string>> {
  if (actions.length === 0) return new Map();
  try {
    return await readObjectNames(
      deps.graph,
      token,
      actions.map((a) => a.objectId),
    );
  } catch (error) {
    if (error instanceof GraphError) return new Map();
    throw error;
  }
}

function named<A extends RuleAction>(names: Map<string, string>): (action: A) => A {
  return (action) => {
    const objectName = names.get(action.objectId);
    return objectName ? { ...action, objectName } : action;
  };
}

/** The launches page names what each action acted on (docs/automations.md#watching). */
async function nameObjects(deps: AppDeps, userId: string, view: Array<{ launchId: string; automations: LaunchAutomation[] }>) {
  const actions = view.flatMap((l) => l.automations.flatMap((a) => a.rules.flatMap((r) => r.lastActions)));
  if (actions.length === 0) return view;
  const name = named(await readNames(deps, await platformAccessToken(deps, userId), actions));
  return view.map((l) => ({
    ...l,
    automations: l.automations.map((a) => ({ ...a, rules: a.rules.map((r) => ({ ...r, lastActions: r.lastActions.map(name) })) })),
  }));
}

/**
 * GET /automations/activity: the latest actions of the user's rules on their launches' objects, newest first. Those
 * after `namedAfter` (what the background has not seen yet: what it notifies) carry their object's name, so a check
 * with nothing new reads no name.
 */
export async function automationActivity(deps: AppDeps, userId: string, namedAfter?: string): Promise<ActivityItem[]> {
  const rules = await liveRulesOfUser(deps.database, userId, WATCHED_RULES_MAX);
  if (rules.length === 0) return [];
  const token = await platformAccessToken(deps, userId);
  const items: ActivityItem[] = [];
  await Promise.all(
    [...new Set(rules.map((r) => r.accountId))].map(async (accountId) => {
      const actions = actionsOf(await readRulesHistory(deps.graph, token, accountId));
      for (const rule of rules.filter((r) => r.accountId === accountId)) {
        for (const action of actions.get(rule.platformRuleId ?? '') ?? [])
          items.push({ ...action, launchId: rule.launchId, campaignName: rule.campaignName, automationName: rule.automationName });
      }
    }),
  );
  const latest = items.sort((a, b) => b.at.localeCompare(a.at) || a.key.localeCompare(b.key)).slice(0, ACTIVITY_MAX);
  if (namedAfter === undefined) return latest;
  const after = Date.parse(namedAfter);
  const fresh = latest.filter((i) => Date.parse(i.at) > after);
  return latest.map(named(await readNames(deps, token, fresh)));
}
