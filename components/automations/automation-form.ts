import { isBudgetAction, MONEY_METRICS, type Automation, type AutomationInput, type AutomationRule } from '../../lib/contract/automations';
import { AUTOMATION_FAILURE_BEHAVIOURS, formatMoney, toCents } from '../../lib/rules';

// The Automations editor's form (docs/automations.md#the-editor): an automation as the buyer edits it, amounts in the
// currency's units as typed (40 is $40.00), and the texts of its choices. The API takes amounts in hundredths.

type Metric = AutomationRule['metric'];
type Action = AutomationRule['action'];

export interface RuleForm {
  metric: Metric;
  operator: AutomationRule['operator'];
  /** Amounts in currency units; CTR in percent; the rest as counted. null: not entered (or not read). */
  value: number | null;
  window: AutomationRule['window'];
  action: Action;
  actionUnit: 'percent' | 'amount';
  /** Percent, or currency units. */
  actionValue: number | null;
  /** Currency units; null: none. */
  actionLimit: number | null;
}

export interface AutomationForm {
  name: string;
  status: Automation['status'];
  failureBehaviour: Automation['failureBehaviour'];
  currency: string;
  rules: RuleForm[];
}

export const METRICS: ReadonlyArray<{ value: Metric; label: string }> = [
  { value: 'cpa', label: 'Cost per result' },
  { value: 'spend', label: 'Amount spent' },
  { value: 'roas', label: 'Purchase ROAS' },
  { value: 'cpc', label: 'Cost per click (CPC)' },
  { value: 'cpm', label: 'Cost per 1,000 impressions (CPM)' },
  { value: 'ctr', label: 'Click-through rate (CTR, %)' },
  { value: 'conversions', label: 'Results' },
  { value: 'impressions', label: 'Impressions' },
  { value: 'clicks', label: 'Clicks' },
  { value: 'frequency', label: 'Frequency' },
];
export const OPERATORS: ReadonlyArray<{ value: AutomationRule['operator']; label: string }> = [
  { value: 'gt', label: 'is greater than' },
  { value: 'gte', label: 'is at least' },
  { value: 'lt', label: 'is less than' },
  { value: 'lte', label: 'is at most' },
  { value: 'eq', label: 'equals' },
];
export const WINDOWS: ReadonlyArray<{ value: AutomationRule['window']; label: string }> = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last_3_days', label: 'Last 3 days' },
  { value: 'last_7_days', label: 'Last 7 days' },
  { value: 'lifetime', label: 'Lifetime' },
];
export const ACTIONS: ReadonlyArray<{ value: Action; label: string }> = [
  { value: 'pause', label: 'Pause' },
  { value: 'resume', label: 'Turn on' },
  { value: 'increase_budget', label: 'Increase budget' },
  { value: 'decrease_budget', label: 'Decrease budget' },
  { value: 'notify', label: 'Notify me' },
];
/** docs/automations.md#failure-behaviours: the spec's labels, and what each does. */
export const BEHAVIOURS: ReadonlyArray<{ value: Automation['failureBehaviour']; label: string; description: string }> = [
  { value: 'NONE', label: AUTOMATION_FAILURE_BEHAVIOURS.NONE, description: 'The launch keeps running without the automation.' },
  {
    value: 'PAUSE_AND_RESUME',
    label: AUTOMATION_FAILURE_BEHAVIOURS.PAUSE_AND_RESUME,
    description: 'Pause the launch until its rules exist, then turn it on again.',
  },
  { value: 'PAUSE', label: AUTOMATION_FAILURE_BEHAVIOURS.PAUSE, description: 'Pause the launch; you turn it on again in Ads Manager.' },
];

export const isMoney = (metric: Metric): boolean => MONEY_METRICS.has(metric);
const units = (hundredths: number | undefined): number | null => (hundredths === undefined ? null : hundredths / 100);

export const newRule = (): RuleForm => ({
  metric: 'cpa',
  operator: 'gt',
  value: null,
  window: 'last_3_days',
  action: 'pause',
  actionUnit: 'percent',
  actionValue: null,
  actionLimit: null,
});

export function formOf(automation: Automation | null, currency: string): AutomationForm {
  if (!automation) return { name: '', status: 'ACTIVE', failureBehaviour: 'NONE', currency, rules: [newRule()] };
  return {
    name: automation.automationName,
    status: automation.status,
    failureBehaviour: automation.failureBehaviour,
    currency: automation.currency,
    rules: automation.rules.map((r) => ({
      metric: r.metric,
      operator: r.operator,
      value: isMoney(r.metric) ? units(r.value) : r.value,
      window: r.window,
      action: r.action,
      actionUnit: r.actionUnit ?? 'percent',
      actionValue: r.actionUnit === 'amount' ? units(r.actionValue) : (r.actionValue ?? null),
      actionLimit: units(r.actionLimit),
    })),
  };
}

/** The form as the API takes it; a missing value is sent as such, for the API to name its field. */
export function inputOf(form: AutomationForm): AutomationInput {
  return {
    name: form.name,
    status: form.status,
    failureBehaviour: form.failureBehaviour,
    currency: form.currency,
    rules: form.rules.map((r) => {
      const value = r.value === null ? Number.NaN : isMoney(r.metric) ? toCents(r.value) : r.value;
      const base = { metric: r.metric, operator: r.operator, value, window: r.window, action: r.action };
      if (!isBudgetAction(r.action)) return base;
      const actionValue = r.actionValue === null ? undefined : r.actionUnit === 'amount' ? toCents(r.actionValue) : r.actionValue;
      return {
        ...base,
        actionUnit: r.actionUnit,
        ...(actionValue !== undefined ? { actionValue } : {}),
        ...(r.actionLimit !== null ? { actionLimit: toCents(r.actionLimit) } : {}),
      };
    }),
  };
}

const labelOf = <T extends string>(list: ReadonlyArray<{ value: T; label: string }>, value: T): string => list.find((o) => o.value === value)?.label ?? value;

/** One rule in words: "Pause when cost per result is greater than $40.00 (last 3 days)". */
export function ruleSummary(rule: AutomationRule, currency: string): string {
  const value = isMoney(rule.metric) ? formatMoney(rule.value, currency) : `${rule.value}${rule.metric === 'ctr' ? '%' : ''}`;
  let action = labelOf(ACTIONS, rule.action);
  if (isBudgetAction(rule.action) && rule.actionValue !== undefined) {
    action += rule.actionUnit === 'amount' ? ` by ${formatMoney(rule.actionValue, currency)}` : ` by ${rule.actionValue}%`;
    if (rule.actionLimit !== undefined) action += ` (${rule.action === 'increase_budget' ? 'up to' : 'down to'} ${formatMoney(rule.actionLimit, currency)})`;
  }
  const metric = labelOf(METRICS, rule.metric).replace(/ \(.*\)$/, '');
  return `${action} when ${metric.toLowerCase()} ${labelOf(OPERATORS, rule.operator)} ${value} (${labelOf(WINDOWS, rule.window).toLowerCase()})`;
}
