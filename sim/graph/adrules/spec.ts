// An automated rule's specs checked as the platform checks them (sim/README.md#automated-rules): the filters' fields,
// operators and values, one entity type, one time preset for insights, the schedule of a SCHEDULE rule, the trigger of
// a TRIGGER rule, and the actions the simulator runs. Keys and enum values inside the specs are checked before, by
// validate-structs.ts against the spec's AdRule* structs. Wording is the simulator's (UNVERIFIED), code 100.
import { TIME_PRESETS } from '../../state/insights';
import { GraphError, invalidParam } from '../errors';
import { asRecord } from '../rules/types';
import { LEVELS, parseInsightField, type Level } from './fields';

const ENTITY_TYPES: readonly string[] = ['AD', 'ADSET', 'CAMPAIGN'];
const COMPARISONS = ['GREATER_THAN', 'LESS_THAN', 'EQUAL', 'NOT_EQUAL'];
const RANGES = ['IN_RANGE', 'NOT_IN_RANGE'];
/** Operators that take a list: IN and NOT_IN, and ANY, ALL and NONE (the "Evaluation Spec" page's table). */
const LISTS = ['IN', 'NOT_IN', 'ANY', 'ALL', 'NONE'];
const IDS = [...LISTS, 'EQUAL', 'NOT_EQUAL'];
const NAMES = ['EQUAL', 'NOT_EQUAL', 'CONTAIN', 'NOT_CONTAIN', ...LISTS];

/** Metadata fields, with the levels' prefixed ones, and the operators each takes. */
const METADATA: Readonly<Record<string, readonly string[]>> = {
  entity_type: ['EQUAL'],
  time_preset: ['EQUAL'],
  id: IDS,
  'campaign.id': IDS,
  'adset.id': IDS,
  name: NAMES,
  'campaign.name': NAMES,
  'adset.name': NAMES,
};
/** The actions the simulator carries out (graph/adrules/run.ts); the spec's others are refused as not built. */
const EXECUTIONS: readonly string[] = ['PAUSE', 'UNPAUSE', 'NOTIFICATION', 'CHANGE_BUDGET', 'CHANGE_CAMPAIGN_BUDGET'];
/** Budget changes run on a schedule only, each on its own level (the platform's execution spec page). */
const BUDGET_ENTITY: Readonly<Record<string, string>> = { CHANGE_BUDGET: 'ADSET', CHANGE_CAMPAIGN_BUDGET: 'CAMPAIGN' };
const OPTION_OPERATORS: Readonly<Record<string, string>> = {
  change_spec: 'EQUAL',
  user_ids: 'IN',
  alert_preferences: 'EQUAL',
  execution_count_limit: 'EQUAL',
};
const SCHEDULE_TYPES = ['DAILY', 'HOURLY', 'SEMI_HOURLY', 'CUSTOM'];

export interface Filter {
  field: string;
  operator: string;
  value: unknown;
}

const refuse = (message: string): GraphError => invalidParam(`(#100) ${message}`, { userTitle: 'Invalid Rule', userMsg: message });
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function checkValue(f: Filter, where: string, numeric: boolean): void {
  const { operator, value } = f;
  if (LISTS.includes(operator)) {
    if (!Array.isArray(value) || value.length === 0) throw refuse(`${where}: ${operator} takes a non-empty list.`);
  } else if (RANGES.includes(operator)) {
    if (!Array.isArray(value) || value.length !== 2 || !isNumber(value[0]) || !isNumber(value[1]) || value[0] > value[1])
      throw refuse(`${where}: ${operator} takes [low, high], two numbers.`);
  } else if (numeric && !isNumber(value)) {
    throw refuse(`${where}: ${operator} takes a number.`);
  } else if (!numeric && typeof value !== 'string' && !isNumber(value)) {
    throw refuse(`${where}: ${operator} takes a string.`);
  }
}

/** The filters, checked: known fields, their operators and values. */
function checkFilter(raw: unknown, where: string): Filter {
  const r = asRecord(raw) ?? {};
  if (typeof r.field !== 'string' || typeof r.operator !== 'string' || r.value === undefined) throw refuse(`${where} needs a field, an operator and a value.`);
  const f: Filter = { field: r.field, operator: r.operator, value: r.value };
  const metadata = METADATA[f.field];
  const numeric = parseInsightField(f.field) !== undefined;
  if (!metadata && !numeric) throw refuse(`${where}: ${f.field} is not a field rules can filter on.`);
  const operators = metadata ?? [...COMPARISONS, ...RANGES];
  if (!operators.includes(f.operator)) throw refuse(`${where}: ${f.field} takes the operators ${operators.join(', ')}.`);
  checkValue(f, where, numeric);
  return f;
}

function single(filters: Filter[], field: string): Filter | undefined {
  const found = filters.filter((f) => f.field === field);
  if (found.length > 1) throw refuse(`evaluation_spec.filters: only one ${field} filter is allowed.`);
  return found[0];
}

function checkSchedule(spec: Record<string, unknown> | undefined): void {
  if (!spec) throw refuse('A SCHEDULE rule needs a schedule_spec.');
  const type = spec.schedule_type;
  if (typeof type !== 'string' || !SCHEDULE_TYPES.includes(type)) throw refuse(`schedule_spec.schedule_type must be one of ${SCHEDULE_TYPES.join(', ')}.`);
  if (type !== 'CUSTOM') return;
  const schedule = spec.schedule;
  if (!Array.isArray(schedule) || schedule.length === 0) throw refuse('A CUSTOM schedule_spec needs a schedule list.');
  schedule.forEach((raw, i) => {
    const s = asRecord(raw) ?? {};
    if (s.start_minute === undefined && s.days === undefined) throw refuse(`schedule_spec.schedule[${i}] needs start_minute or days.`);
    for (const key of ['start_minute', 'end_minute'] as const) {
      const m = s[key];
      if (m !== undefined && !(Number.isInteger(m) && Number(m) >= 0 && Number(m) <= 1440 && Number(m) % 30 === 0))
        throw refuse(`schedule_spec.schedule[${i}].${key} must be a multiple of 30 from 0 to 1440.`);
    }
    if (s.days !== undefined && !(Array.isArray(s.days) && s.days.every((d) => Number.isInteger(d) && Number(d) >= 0 && Number(d) <= 6)))
      throw refuse(`schedule_spec.schedule[${i}].days are days of the week, 0 (Sunday) to 6.`);
  });
}

/** change_spec {amount, unit, limit?}, or {amount, target_field, limit?: [low, high]} (the "Ad Rules Change Spec" page). */
function checkChangeSpec(value: unknown): void {
  const c = asRecord(value) ?? {};
  if (c.target_field !== undefined) {
    if (typeof c.target_field !== 'string' || parseInsightField(c.target_field)?.name !== c.target_field)
      throw refuse('change_spec.target_field must be an insights field (cost_per_result, cpc, ...).');
    if (!isNumber(c.amount) || c.amount <= 0) throw refuse("change_spec.amount is the target_field's target, a positive number.");
    if (c.unit !== undefined && c.unit !== 'ACCOUNT_CURRENCY' && c.unit !== 'PERCENTAGE')
      throw refuse('change_spec.unit must be ACCOUNT_CURRENCY or PERCENTAGE.');
    const limit = c.limit;
    if (
      limit !== undefined &&
      !(Array.isArray(limit) && limit.length === 2 && limit.every((l) => Number.isInteger(l) && Number(l) > 0) && limit[0] <= limit[1])
    )
      throw refuse("change_spec.limit with a target_field is [low, high], budgets in the currency's minimum unit.");
    return;
  }
  if (!isNumber(c.amount) || c.amount === 0) throw refuse('change_spec.amount must be a number other than 0.');
  if (c.unit !== 'ACCOUNT_CURRENCY' && c.unit !== 'PERCENTAGE') throw refuse('change_spec.unit must be ACCOUNT_CURRENCY or PERCENTAGE.');
  if (c.unit === 'ACCOUNT_CURRENCY' && !Number.isInteger(c.amount)) throw refuse("change_spec.amount is in the currency's minimum unit, a whole number.");
  if (c.limit !== undefined && !(Number.isInteger(c.limit) && Number(c.limit) > 0))
    throw refuse("change_spec.limit is a budget in the currency's minimum unit, a positive whole number.");
}

function checkExecution(spec: Record<string, unknown>, evaluationType: string, entity: string): void {
  const type = spec.execution_type;
  if (typeof type !== 'string') throw refuse('execution_spec.execution_type is required.');
  if (!EXECUTIONS.includes(type)) throw refuse(`execution_type ${type} is not built in the simulator (it runs ${EXECUTIONS.join(', ')}).`);
  const budgetEntity = BUDGET_ENTITY[type];
  if (budgetEntity && evaluationType !== 'SCHEDULE') throw refuse(`${type} runs on SCHEDULE rules only.`);
  if (budgetEntity && entity !== budgetEntity) throw refuse(`${type} applies to entity_type ${budgetEntity} only.`);
  const options = spec.execution_options === undefined ? [] : spec.execution_options;
  if (!Array.isArray(options)) throw refuse('execution_spec.execution_options must be a list.');
  let changeSpec = false;
  options.forEach((raw, i) => {
    const o = asRecord(raw) ?? {};
    const field = String(o.field ?? '');
    const operator = OPTION_OPERATORS[field];
    if (!operator) throw refuse(`execution_options[${i}].field must be one of ${Object.keys(OPTION_OPERATORS).join(', ')}.`);
    if (o.operator !== operator) throw refuse(`execution_options[${i}]: ${field} takes the operator ${operator}.`);
    if (field === 'change_spec') {
      checkChangeSpec(o.value);
      changeSpec = true;
    }
    if (field === 'execution_count_limit' && !(Number.isInteger(o.value) && Number(o.value) > 0))
      throw refuse('execution_count_limit is how many times the rule may act on each object, a positive whole number.');
  });
  if (budgetEntity && !changeSpec) throw refuse(`${type} needs a change_spec in execution_options.`);
  if (!budgetEntity && changeSpec) throw refuse(`change_spec is for budget changes, not ${type}.`);
}

/** What the rule acts on, read from its checked filters. */
export interface RuleScope {
  entity: string;
  timePreset: string | undefined;
  filters: Filter[];
}

/** Checks a rule's specs as a whole (on create, and merged with an update's); answers what it acts on. */
export function checkRuleSpecs(evaluation: unknown, execution: unknown, schedule: unknown): RuleScope {
  const ev = asRecord(evaluation);
  const ex = asRecord(execution);
  if (!ev || !ex) throw refuse('evaluation_spec and execution_spec must be JSON objects.');
  const evaluationType = String(ev.evaluation_type ?? '');
  if (evaluationType !== 'SCHEDULE' && evaluationType !== 'TRIGGER') throw refuse('evaluation_spec.evaluation_type must be SCHEDULE or TRIGGER.');
  if (!Array.isArray(ev.filters)) throw refuse('evaluation_spec.filters must be a list.');
  const filters = ev.filters.map((f, i) => checkFilter(f, `evaluation_spec.filters[${i}]`));
  const entity = single(filters, 'entity_type');
  if (!entity || typeof entity.value !== 'string' || !ENTITY_TYPES.includes(entity.value))
    throw refuse(`evaluation_spec.filters needs an entity_type filter: EQUAL to ${ENTITY_TYPES.join(', ')}.`);
  const preset = single(filters, 'time_preset');
  if (preset && !(typeof preset.value === 'string' && TIME_PRESETS.includes(preset.value)))
    throw refuse(`time_preset must be one of ${TIME_PRESETS.join(', ')}.`);
  const trigger = asRecord(ev.trigger);
  const triggerField = trigger?.field !== undefined ? checkFilter(trigger, 'evaluation_spec.trigger') : undefined;
  const insights = [...filters, ...(triggerField ? [triggerField] : [])].map((f) => parseInsightField(f.field)).filter((i) => i !== undefined);
  // A filter's own time preset prefix stands in for the rule's.
  if (insights.some((i) => !i.preset) && !preset) throw refuse('A rule with an insights filter needs a time_preset filter.');
  const below = insights.find((i) => i.level && LEVELS.indexOf(i.level) < LEVELS.indexOf(entity.value as Level));
  if (below) throw refuse(`${entity.value} rules read insights of their own level or one above, not ${String(below.level).toLowerCase()}.`);
  if (evaluationType === 'TRIGGER') {
    if (!trigger || typeof trigger.type !== 'string') throw refuse('A TRIGGER rule needs evaluation_spec.trigger with a type.');
    if (schedule !== undefined) throw refuse('A TRIGGER rule takes no schedule_spec.');
  } else {
    if (trigger) throw refuse('A SCHEDULE rule takes no trigger.');
    checkSchedule(asRecord(schedule));
  }
  checkExecution(ex, evaluationType, entity.value);
  return {
    entity: entity.value,
    timePreset: typeof preset?.value === 'string' ? preset.value : undefined,
    filters: [...filters, ...(triggerField ? [triggerField] : [])],
  };
}
