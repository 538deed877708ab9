// The ad account's rules library (POST and GET act_{id}/adrules_library), a rule's reads, updates and deletion, and
// the rules that govern an object (GET /{object}/adrules_governed). A rule is an object of the world (type
// `adrule`) in its account; deleted ones stay readable with status DELETED, as on the platform.
import { insertObject, isoNow, listObjects } from '../../state/store';
import type { GraphObject, SimAdAccount, SimUser, World } from '../../state/world';
import { GraphError, invalidParam, unsupportedRequest } from '../errors';
import { paramTables } from '../params';
import type { ReadCtx } from '../read-ctx';
import { listEdge } from '../read-ctx';
import { nodeFieldNames } from '../node-fields';
import { validateParams } from '../validate';
import { validateStructs } from '../validate-structs';
import { checkRuleSpecs, type Filter } from './spec';

/** Rules an ad account holds, enabled, disabled and with issues together (platform-api-notes: 250 per account). */
export const MAX_RULES_PER_ACCOUNT = 250;
const SPEC_KEYS = ['evaluation_spec', 'execution_spec', 'schedule_spec'] as const;
/** Paging and field selection ride on any read; the edges' own tables hold the rest. */
const READ_KEYS = new Set(['limit', 'after', 'before', 'fields']);

const liveRules = (world: World, accountId: string): GraphObject[] =>
  listObjects(world, 'adrule', (o) => o.accountId === accountId && o.data.status !== 'DELETED');

function checkName(name: unknown): void {
  if (typeof name !== 'string' || name.trim() === '')
    throw invalidParam('(#100) The rule needs a name.', { userTitle: 'Invalid Rule', userMsg: 'The rule needs a name.' });
}

/** POST act_{id}/adrules_library. */
export function createRule(world: World, user: SimUser, account: SimAdAccount, params: Record<string, unknown>): Record<string, unknown> {
  const table = paramTables['AdAccount:POST:adrules_library'];
  const values = validateParams(table ?? {}, params);
  validateStructs(values);
  checkName(values.name);
  checkRuleSpecs(values.evaluation_spec, values.execution_spec, values.schedule_spec);
  const status = values.status ?? 'ENABLED';
  if (status !== 'ENABLED' && status !== 'DISABLED') throw invalidParam('(#100) A new rule is ENABLED or DISABLED.', { userTitle: 'Invalid Rule' });
  if (liveRules(world, account.id).length >= MAX_RULES_PER_ACCOUNT) {
    // Wording and code the simulator's (UNVERIFIED): the platform's limit is documented by secondary sources only.
    throw new GraphError({
      message: `(#100) The ad account already has ${MAX_RULES_PER_ACCOUNT} rules, the most it can hold.`,
      code: 100,
      userTitle: 'Too Many Rules',
      userMsg: `An ad account can hold at most ${MAX_RULES_PER_ACCOUNT} automated rules. Delete rules you no longer use, then try again.`,
    });
  }
  const data: Record<string, unknown> = { name: values.name, status, created_by: { id: user.id, name: user.name } };
  for (const key of SPEC_KEYS) if (values[key] !== undefined) data[key] = values[key];
  const obj = insertObject(world, 'adrule', account.id, data);
  obj.history = [];
  return { id: obj.id };
}

/** POST /{rule}: any of name, specs and status; the specs are checked merged with the rule's. Status DELETED deletes. */
export function updateRule(world: World, rule: GraphObject, params: Record<string, unknown>): Record<string, unknown> {
  if (rule.data.status === 'DELETED') throw unsupportedRequest('POST', rule.id);
  const values = validateParams(paramTables['AdRule:POST:<self>'] ?? {}, params);
  validateStructs(values);
  if (values.name !== undefined) checkName(values.name);
  const merged = { ...rule.data, ...values };
  checkRuleSpecs(merged.evaluation_spec, merged.execution_spec, merged.schedule_spec);
  if (values.status === 'HAS_ISSUES') throw invalidParam('(#100) HAS_ISSUES is set by the platform, not by a call.', { userTitle: 'Invalid Rule' });
  Object.assign(rule.data, values, { updated_time: isoNow() });
  if (values.status === 'ENABLED') delete rule.data.disable_error_code;
  return { success: true };
}

/** DELETE /{rule}. */
export function deleteRule(rule: GraphObject): Record<string, unknown> {
  if (rule.data.status === 'DELETED') throw unsupportedRequest('DELETE', rule.id);
  rule.data.status = 'DELETED';
  rule.data.updated_time = isoNow();
  return { success: true };
}

/** GET act_{id}/adrules_library: the account's rules but deleted ones, newest first. */
export function readRulesLibrary(ctx: ReadCtx, account: SimAdAccount): unknown {
  return listRules(ctx, liveRules(ctx.world, account.id).reverse());
}

/** Rules as an edge's page of AdRule nodes. */
function listRules(ctx: ReadCtx, rules: GraphObject[]): unknown {
  return listEdge(
    ctx,
    rules.map((r) => r.data),
    'AdRule',
    'id',
    nodeFieldNames.AdRule,
  );
}

/** Params of a read checked against its edge's table (an unknown one answers 100, as on the platform). */
export function readParams(key: string, params: Record<string, unknown>): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(params).filter(([k]) => !READ_KEYS.has(k)));
  return validateParams(paramTables[key] ?? {}, rest);
}

/** The ids an `id` filter names (IN or EQUAL), as strings. */
function scopedIds(filters: Filter[]): string[] | undefined {
  const f = filters.find((x) => x.field === 'id' && (x.operator === 'IN' || x.operator === 'EQUAL'));
  if (!f) return undefined;
  return (Array.isArray(f.value) ? f.value : [f.value]).map(String);
}

const ENTITY_OF: Readonly<Record<string, string>> = { campaign: 'CAMPAIGN', adset: 'ADSET', ad: 'AD' };

/** GET /{campaign|adset|ad}/adrules_governed: the live rules of its account on its level that name it. */
export function readGoverned(ctx: ReadCtx, obj: GraphObject, node: string): unknown {
  readParams(`${node}:GET:adrules_governed`, ctx.params);
  const governs = (r: GraphObject) => {
    const { entity, filters } = checkRuleSpecs(r.data.evaluation_spec, r.data.execution_spec, r.data.schedule_spec);
    return entity === ENTITY_OF[obj.type] && (scopedIds(filters)?.includes(obj.id) ?? true);
  };
  return listRules(ctx, liveRules(ctx.world, obj.accountId).filter(governs).reverse());
}
