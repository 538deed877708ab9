import crypto from 'node:crypto';
import { isBudgetAction, MONEY_METRICS, type AutomationRule } from '../../lib/contract/automations';
import type { RuleLevel } from '../../lib/rules/automation-fit';
import { toPlatformAmount } from '../../lib/rules/currency';
import type { GraphParams } from '../platform/graph-client';

// One rule of an automation as the platform's automated rule for one launch (docs/automations.md#the-platform-rule):
// its objects by an `id IN` filter, the metric, comparison, value and time window as evaluation filters, the action
// as the execution spec. Pure: the rule, the launch's objects and the account's currency in, the rule's params out.
// Whether the automation can join the launch at all, and on which level each rule acts, is lib/rules/automation-fit.ts.
// The platform's words (entity_type, time_preset, CHANGE_BUDGET) stay here and in server/platform.

type PlatformLevel = 'CAMPAIGN' | 'ADSET' | 'AD';

/** What a rule acts on for one launch: its level and the launch's own objects of that level. */

/** How many times a rule that changes budgets may change each object's budget (docs/automations.md#budget-rules-stop). */
const BUDGET_RULE_EXECUTION_LIMIT = 10;

export interface RuleTarget {
  level: PlatformLevel;
  ids: string[];
}

/** The launch's objects, from its ledger. */
export interface LaunchObjects {
  campaignIds: string[];
  adSetIds: string[];
  adIds: string[];
}

/** A rule that cannot be made for this launch, and why, in words for the buyer. */
export class RuleNotApplicable extends Error {
  override name = 'RuleNotApplicable';
}

const FIELDS: Readonly<Record<AutomationRule['metric'], string>> = {
  spend: 'spent',
  cpa: 'cost_per_result',
  roas: 'website_purchase_roas',
  ctr: 'ctr',
  cpc: 'cpc',
  cpm: 'cpm',
  impressions: 'impressions',
  clicks: 'clicks',
  conversions: 'results',
  frequency: 'frequency',
};
const PRESETS: Readonly<Record<AutomationRule['window'], string>> = {
  today: 'TODAY',
  yesterday: 'YESTERDAY',
  last_3_days: 'LAST_3_DAYS',
  last_7_days: 'LAST_7_DAYS',
  lifetime: 'LIFETIME',
};
/** The platform has no "at least" or "at most": an inclusive range up to this (docs/automations.md#the-platform-rule). */
const RANGE_TOP = 999_999_999_999;

const LEVELS: Readonly<Record<RuleLevel, { level: PlatformLevel; ids: (o: LaunchObjects) => string[] }>> = {
  campaign: { level: 'CAMPAIGN', ids: (o) => o.campaignIds },
  adsets: { level: 'ADSET', ids: (o) => o.adSetIds },
  ads: { level: 'AD', ids: (o) => o.adIds },
};

/** The launch's own objects of a rule's level (lib/rules/automation-fit.ts ruleLevelOf). */
export function targetOf(level: RuleLevel, objects: LaunchObjects): RuleTarget {
  const { level: platformLevel, ids } = LEVELS[level];
  const found = ids(objects);
  if (found.length === 0) throw new RuleNotApplicable('This launch made nothing for the rule to act on.');
  return { level: platformLevel, ids: found };
}

function comparison(rule: AutomationRule, value: number): { operator: string; value: number | number[] } {
  switch (rule.operator) {
    case 'gt':
      return { operator: 'GREATER_THAN', value };
    case 'lt':
      return { operator: 'LESS_THAN', value };
    case 'eq':
      return { operator: 'EQUAL', value };
    case 'gte':
      return { operator: 'IN_RANGE', value: [value, RANGE_TOP] };
    case 'lte':
      return { operator: 'IN_RANGE', value: [0, value] };
  }
}

function execution(rule: AutomationRule, level: PlatformLevel, amount: (hundredths: number) => number): Record<string, unknown> {
  switch (rule.action) {
    case 'pause':
      return { execution_type: 'PAUSE' };
    case 'resume':
      return { execution_type: 'UNPAUSE' };
    case 'notify':
      return { execution_type: 'NOTIFICATION' };
    default: {
      const sign = rule.action === 'decrease_budget' ? -1 : 1;
      const byAmount = rule.actionUnit === 'amount';
      const size = byAmount ? amount(rule.actionValue ?? 0) : (rule.actionValue ?? 0);
      const change = {
        amount: sign * size,
        unit: byAmount ? 'ACCOUNT_CURRENCY' : 'PERCENTAGE',
        ...(rule.actionLimit !== undefined ? { limit: amount(rule.actionLimit) } : {}),
      };
      return {
        execution_type: level === 'CAMPAIGN' ? 'CHANGE_CAMPAIGN_BUDGET' : 'CHANGE_BUDGET',
        execution_options: [
          { field: 'change_spec', value: change, operator: 'EQUAL' },
          // A budget rule acts on each object a bounded number of times (docs/automations.md#budget-rules-stop).
          { field: 'execution_count_limit', value: BUDGET_RULE_EXECUTION_LIMIT, operator: 'EQUAL' },
        ],
      };
    }
  }
}

export interface RuleContext {
  /** The rule's name on the platform, with its marker (docs/automations.md#exactly-once). */
  name: string;
  /** The account's, which is the automation's when it has amounts (it could join the launch). */
  currency: string;
  enabled: boolean;
}

/** The params of the platform rule (POST act_{id}/adrules_library, or POST {rule} to update it: the whole spec). */
export function ruleParams(rule: AutomationRule, target: RuleTarget, ctx: RuleContext): GraphParams {
  // Hundredths of the currency in the platform's unit of it (the one crossing).
  const amount = (hundredths: number) => toPlatformAmount(hundredths, ctx.currency);
  const value = MONEY_METRICS.has(rule.metric) ? amount(rule.value) : rule.value;
  const budget = isBudgetAction(rule.action);
  return {
    name: ctx.name,
    evaluation_spec: {
      evaluation_type: 'SCHEDULE',
      filters: [
        { field: 'entity_type', value: target.level, operator: 'EQUAL' },
        { field: 'id', value: target.ids, operator: 'IN' },
        { field: 'time_preset', value: PRESETS[rule.window], operator: 'EQUAL' },
        { field: FIELDS[rule.metric], ...comparison(rule, value) },
      ],
    },
    execution_spec: execution(rule, target.level, amount),
    // A budget changes once a day (at midnight in the account's time zone), not every half hour up to its limit.
    schedule_spec: { schedule_type: budget ? 'DAILY' : 'SEMI_HOURLY' },
    status: ctx.enabled ? 'ENABLED' : 'DISABLED',
  };
}

/** What was sent, so a rule whose automation, scope or status changed is sent again. */
export const specDigest = (params: GraphParams): string => crypto.createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 32);
