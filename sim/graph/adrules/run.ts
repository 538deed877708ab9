// Running rules as the platform's schedule does (POST /__sim/rules/run): each enabled rule's filters select the
// objects of its level in its account, the insights filters read what they delivered over the rule's time preset
// (state/insights.ts), and the action runs on each object that passes. Every run is written to the rule's history
// (GET /{rule}/history), with what it did to each object.
import { metricsOf } from '../../state/insights';
import { isoAt, listObjects, refreshEffectiveStatus, setStatus } from '../../state/store';
import type { GraphObject, ObjectType, SimAdAccount, World } from '../../state/world';
import { minimumDailyBudget } from '../minimum-budgets';
import { asRecord } from '../rules/types';
import { parseInsightField, type Level } from './fields';
import { checkRuleSpecs, type Filter } from './spec';

/** A rule's history keeps its latest runs only. */
const MAX_HISTORY = 500;
const TYPE_OF: Readonly<Record<string, ObjectType>> = { AD: 'ad', ADSET: 'adset', CAMPAIGN: 'campaign' };

interface Action {
  action: string;
  field?: string;
  old_value?: string;
  new_value?: string;
}

function compare(f: Filter, actual: unknown): boolean {
  const { operator, value } = f;
  if (actual === undefined) return false;
  const a = typeof actual === 'number' ? actual : String(actual);
  const list = Array.isArray(value) ? value : [value];
  switch (operator) {
    case 'GREATER_THAN':
      return typeof a === 'number' && a > Number(value);
    case 'LESS_THAN':
      return typeof a === 'number' && a < Number(value);
    case 'EQUAL':
      return typeof a === 'number' ? a === Number(value) : a === String(value);
    case 'NOT_EQUAL':
      return typeof a === 'number' ? a !== Number(value) : a !== String(value);
    case 'IN_RANGE':
      return typeof a === 'number' && a >= Number(list[0]) && a <= Number(list[1]);
    case 'NOT_IN_RANGE':
      return typeof a === 'number' && (a < Number(list[0]) || a > Number(list[1]));
    case 'IN':
    case 'ANY':
      return list.map(String).includes(String(a));
    case 'NOT_IN':
    case 'NONE':
      return !list.map(String).includes(String(a));
    case 'ALL':
      // A single value holds all of a list only when every entry is it.
      return list.every((v) => String(v) === String(a));
    case 'CONTAIN':
      return String(a).includes(String(value));
    case 'NOT_CONTAIN':
      return !String(a).includes(String(value));
    default:
      return false;
  }
}

/** The object itself, or its ad set or campaign (an insights or metadata prefix reads the level above). */
function atLevel(world: World, obj: GraphObject, level: Level | undefined): GraphObject | undefined {
  const key = level === 'CAMPAIGN' ? 'campaign_id' : level === 'ADSET' ? 'adset_id' : undefined;
  if (!key || TYPE_OF[level ?? ''] === obj.type) return obj;
  return world.objects.get(String(obj.data[key]));
}

/** The value of a non-insights field on the object (`campaign.name`: its campaign's name). */
function metadataOf(world: World, obj: GraphObject, field: string): unknown {
  const [prefix, name] = field.includes('.') ? field.split('.') : [undefined, field];
  const target = atLevel(world, obj, prefix ? (prefix.toUpperCase() as Level) : undefined);
  if (!target || !name) return undefined;
  return name === 'id' ? target.id : target.data[name];
}

function passes(world: World, account: SimAdAccount, obj: GraphObject, filters: Filter[], preset: string | undefined): boolean {
  return filters.every((f) => {
    if (f.field === 'entity_type' || f.field === 'time_preset') return true;
    const insight = parseInsightField(f.field);
    if (!insight) return compare(f, metadataOf(world, obj, f.field));
    const target = atLevel(world, obj, insight.level);
    const over = insight.preset ?? preset;
    return target !== undefined && over !== undefined && compare(f, metricsOf(world, account, target, over)[insight.name]);
  });
}

function changeStatus(world: World, obj: GraphObject, to: 'ACTIVE' | 'PAUSED'): Action {
  const from = String(obj.data.status);
  if (from === to) return { action: 'NOT_CHANGED' };
  setStatus(obj, to, world.clock());
  refreshEffectiveStatus(world, obj);
  return { action: to === 'PAUSED' ? 'PAUSED' : 'UNPAUSED', field: 'status', old_value: from, new_value: to };
}

/**
 * change_spec {amount, unit, limit}: the budget the object has (daily, else lifetime), changed and held at the limit.
 * With a target_field, the budget scales by the target over what the field reads over the rule's time preset (a cost
 * twice its target halves the budget), held within limit [low, high] (UNVERIFIED: the platform's formula is not
 * documented).
 */
function changeBudget(world: World, account: SimAdAccount, obj: GraphObject, execution: Record<string, unknown>, preset: string | undefined): Action {
  const options = Array.isArray(execution.execution_options) ? execution.execution_options : [];
  const spec = asRecord(asRecord(options.find((o) => asRecord(o)?.field === 'change_spec'))?.value) ?? {};
  const field = obj.data.daily_budget !== undefined ? 'daily_budget' : obj.data.lifetime_budget !== undefined ? 'lifetime_budget' : null;
  // An ad set under a campaign budget has none of its own (UNVERIFIED: the platform's answer here is not documented).
  if (!field) return { action: 'ERROR', field: 'daily_budget' };
  const old = Number(obj.data[field]);
  const amount = Number(spec.amount);
  let next: number;
  if (typeof spec.target_field === 'string') {
    const actual = preset ? metricsOf(world, account, obj, preset)[spec.target_field] : undefined;
    if (!actual) return { action: 'NOT_CHANGED', field };
    next = Math.round((old * amount) / actual);
    if (Array.isArray(spec.limit)) next = Math.min(Math.max(next, Number(spec.limit[0])), Number(spec.limit[1]));
  } else {
    next = spec.unit === 'PERCENTAGE' ? Math.round(old * (1 + amount / 100)) : old + amount;
    if (typeof spec.limit === 'number') next = amount > 0 ? Math.min(next, spec.limit) : Math.max(next, spec.limit);
  }
  // Never below the minimum daily budget of what the ad set is charged for (UNVERIFIED: the simulator's choice).
  if (field === 'daily_budget') next = Math.max(next, minimumDailyBudget(account, obj.data.billing_event));
  if (next === old) return { action: 'NOT_CHANGED', field };
  obj.data[field] = String(next);
  obj.data.updated_time = isoAt(world.clock());
  return { action: 'CHANGED_BUDGET', field, old_value: String(old), new_value: String(next) };
}

function execute(world: World, account: SimAdAccount, obj: GraphObject, execution: Record<string, unknown>, preset: string | undefined): Action {
  switch (execution.execution_type) {
    case 'PAUSE':
      return changeStatus(world, obj, 'PAUSED');
    case 'UNPAUSE':
      return changeStatus(world, obj, 'ACTIVE');
    case 'CHANGE_BUDGET':
    case 'CHANGE_CAMPAIGN_BUDGET':
      return changeBudget(world, account, obj, execution, preset);
    default:
      return { action: 'FACEBOOK_NOTIFICATION_SENT' };
  }
}

/** execution_options' execution_count_limit: how many times the rule may act on each object (UNVERIFIED: the
 * platform's reading of it is not documented beyond its name). */
function executionCountLimit(execution: Record<string, unknown>): number | undefined {
  const options = Array.isArray(execution.execution_options) ? execution.execution_options : [];
  const value = asRecord(options.find((o) => asRecord(o)?.field === 'execution_count_limit'))?.value;
  return typeof value === 'number' ? value : undefined;
}

/** The runs in the rule's history that changed this object. */
function timesActedOn(rule: GraphObject, objectId: string): number {
  const acted = (r: unknown): boolean => {
    const result = asRecord(r);
    return (
      result?.object_id === objectId &&
      Array.isArray(result.actions) &&
      result.actions.some((a) => !['NOT_CHANGED', 'ERROR'].includes(String(asRecord(a)?.action)))
    );
  };
  return (rule.history ?? []).filter((entry) => (asRecord(entry)?.results as unknown[] | undefined)?.some(acted)).length;
}

/** One run of one rule; answers how many objects it acted on. */
function runRule(world: World, rule: GraphObject): number {
  const account = world.adAccounts.find((a) => a.id === rule.accountId);
  if (!account) return 0;
  const execution = asRecord(rule.data.execution_spec) ?? {};
  const { entity, timePreset, filters } = checkRuleSpecs(rule.data.evaluation_spec, rule.data.execution_spec, rule.data.schedule_spec);
  const candidates = listObjects(world, TYPE_OF[entity] ?? 'adset', (o) => o.accountId === account.id && o.data.status !== 'DELETED');
  const limit = executionCountLimit(execution);
  const results = candidates
    .filter((o) => passes(world, account, o, filters, timePreset))
    .map((o) => ({
      object_id: o.id,
      object_type: entity,
      actions: [limit !== undefined && timesActedOn(rule, o.id) >= limit ? { action: 'NOT_CHANGED' } : execute(world, account, o, execution, timePreset)],
    }));
  const entry: Record<string, unknown> = {
    // The simulator's clock (POST /__sim/clock moves it), as the platform writes datetimes.
    timestamp: `${new Date(world.clock()).toISOString().slice(0, 19)}+0000`,
    evaluation_spec: rule.data.evaluation_spec,
    execution_spec: rule.data.execution_spec,
    ...(rule.data.schedule_spec ? { schedule_spec: rule.data.schedule_spec } : {}),
    is_manual: false,
    results,
  };
  rule.history = [entry, ...(rule.history ?? [])].slice(0, MAX_HISTORY);
  return results.filter((r) => r.actions.some((a) => a.action !== 'NOT_CHANGED')).length;
}

/** Every enabled rule (of one account when given) once, oldest first. */
export function runRules(world: World, accountId?: string): Array<{ rule_id: string; acted_on: number }> {
  return listObjects(world, 'adrule', (r) => r.data.status === 'ENABLED' && (!accountId || r.accountId === accountId)).map((r) => ({
    rule_id: r.id,
    acted_on: runRule(world, r),
  }));
}
