import { isBudgetAction, MONEY_METRICS, ruleHasAmounts, type Automation, type AutomationInput, type AutomationRule } from '../../lib/contract/automations';
import { AUTOMATION_FAILURE_BEHAVIOURS, toCents } from '../../lib/rules';

// The Automations editor's form (docs/automations.md#the-editor): an automation as the buyer edits it, amounts in the
// currency's units as typed (40 is $40.00), and the texts of its choices (their words: lib/rules/automation-words.ts).
// The API takes amounts in hundredths.

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
  /** Its amounts were saved without a currency (docs/automations.md#amounts-and-currencies): cleared, to enter again. */
  amountsCleared: boolean;
}

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
  if (!automation) return { name: '', status: 'ACTIVE', failureBehaviour: 'NONE', currency, rules: [newRule()], amountsCleared: false };
  // An amount saved without its currency is never read as one of the account's: the field asks for it again.
  const known = automation.currency !== null;
  const amount = (hundredths: number | undefined) => (known ? units(hundredths) : null);
  return {
    name: automation.automationName,
    status: automation.status,
    failureBehaviour: automation.failureBehaviour,
    currency: automation.currency ?? currency,
    amountsCleared: !known && automation.rules.some(ruleHasAmounts),
    rules: automation.rules.map((r) => ({
      metric: r.metric,
      operator: r.operator,
      value: isMoney(r.metric) ? amount(r.value) : r.value,
      window: r.window,
      action: r.action,
      actionUnit: r.actionUnit ?? 'percent',
      actionValue: r.actionUnit === 'amount' ? amount(r.actionValue) : (r.actionValue ?? null),
      actionLimit: amount(r.actionLimit),
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
