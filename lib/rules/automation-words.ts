import { isBudgetAction, MONEY_METRICS, type AutomationRule } from '../contract/automations';
import { formatMoney } from './currency';

// An automation's rules in the buyer's words (docs/automations.md#the-editor): the editor's choices, and one rule as a
// sentence, shown on the Automations page, in Step 2 and in the review.

type Metric = AutomationRule['metric'];
type Action = AutomationRule['action'];

export const AUTOMATION_METRICS: ReadonlyArray<{ value: Metric; label: string }> = [
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
export const AUTOMATION_OPERATORS: ReadonlyArray<{ value: AutomationRule['operator']; label: string }> = [
  { value: 'gt', label: 'is greater than' },
  { value: 'gte', label: 'is at least' },
  { value: 'lt', label: 'is less than' },
  { value: 'lte', label: 'is at most' },
  { value: 'eq', label: 'equals' },
];
export const AUTOMATION_WINDOWS: ReadonlyArray<{ value: AutomationRule['window']; label: string }> = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last_3_days', label: 'Last 3 days' },
  { value: 'last_7_days', label: 'Last 7 days' },
  { value: 'lifetime', label: 'Lifetime' },
];
export const AUTOMATION_ACTIONS: ReadonlyArray<{ value: Action; label: string }> = [
  { value: 'pause', label: 'Pause' },
  { value: 'resume', label: 'Turn on' },
  { value: 'increase_budget', label: 'Increase budget' },
  { value: 'decrease_budget', label: 'Decrease budget' },
  { value: 'notify', label: 'Notify me' },
];

const labelOf = <T extends string>(list: ReadonlyArray<{ value: T; label: string }>, value: T): string => list.find((o) => o.value === value)?.label ?? value;

/**
 * One rule in words: "Pause when cost per result is greater than $40.00 (last 3 days)". An amount of an automation
 * saved without a currency is not read as one: "an amount to enter again".
 */
export function ruleSummary(rule: AutomationRule, currency: string | null): string {
  const money = (hundredths: number) => (currency ? formatMoney(hundredths, currency) : 'an amount to enter again');
  const value = MONEY_METRICS.has(rule.metric) ? money(rule.value) : `${rule.value}${rule.metric === 'ctr' ? '%' : ''}`;
  let action = labelOf(AUTOMATION_ACTIONS, rule.action);
  if (isBudgetAction(rule.action) && rule.actionValue !== undefined) {
    action += rule.actionUnit === 'amount' ? ` by ${money(rule.actionValue)}` : ` by ${rule.actionValue}%`;
    if (rule.actionLimit !== undefined) action += ` (${rule.action === 'increase_budget' ? 'up to' : 'down to'} ${money(rule.actionLimit)})`;
  }
  const metric = labelOf(AUTOMATION_METRICS, rule.metric).replace(/ \(.*\)$/, '');
  return `${action} when ${metric.toLowerCase()} ${labelOf(AUTOMATION_OPERATORS, rule.operator)} ${value} (${labelOf(AUTOMATION_WINDOWS, rule.window).toLowerCase()})`;
}
