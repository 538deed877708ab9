import { Button, Fieldset, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { isBudgetAction, MAX_BUDGET_CHANGE_PERCENT } from '../../lib/contract/automations';
import { MoneyInput } from '../ui/money-input';
import { AUTOMATION_ACTIONS, AUTOMATION_METRICS, AUTOMATION_OPERATORS, AUTOMATION_WINDOWS } from '../../lib/rules/automation-words';
import { isMoney, type RuleForm } from './automation-form';

// One rule of an automation in the editor (docs/automations.md#the-editor): when (metric, comparison, value, time
// window) and what (the action; a budget change by percent or amount, and the budget it stops at). Each field says
// the platform's limit that applies to it, and shows its error: the field's own text that does not read, or the
// API's refusal of it (`errors` by the API's field path under `rules.<index>`). Paired fields sit side by side only
// where each gets the room to show its whole value (PAIR), one under the other in the narrow side panel.

interface RuleFieldsProps {
  index: number;
  rule: RuleForm;
  currency: string;
  errors: Record<string, string | undefined>;
  onChange(rule: RuleForm): void;
  /** A field's text that does not read holds Save. */
  onPending(field: string, pending: boolean): void;
  onRemove?: () => void;
}

/** Side by side from 2 × 180 px: "is greater than" and "Percent of the budget" read whole. */
const PAIR = { minColWidth: 180, spacing: 'xs' } as const;

const BUDGET_UNITS = [
  { value: 'percent', label: 'Percent of the budget' },
  { value: 'amount', label: 'Amount' },
];

export function RuleFields({ index, rule, currency, errors, onChange, onPending, onRemove }: RuleFieldsProps) {
  const set = (change: Partial<RuleForm>) => onChange({ ...rule, ...change });
  const id = (field: string) => `automation-rule-${index}-${field}`;
  const error = (field: string) => errors[`rules.${index}.${field}`];
  const format = { currency };
  const money = isMoney(rule.metric);
  const budget = isBudgetAction(rule.action);
  const selectProps = { allowDeselect: false, checkIconPosition: 'right' as const, comboboxProps: { withinPortal: true } };

  return (
    <Fieldset legend={`Rule ${index + 1}`} variant="filled" p="xs">
      <Stack gap={6}>
        <Select
          {...selectProps}
          id={id('metric')}
          label="Metric"
          data={AUTOMATION_METRICS}
          value={rule.metric}
          onChange={(v) => v && set({ metric: v as RuleForm['metric'], value: null })}
          error={error('metric')}
        />
        <SimpleGrid {...PAIR}>
          <Select
            {...selectProps}
            id={id('operator')}
            label="Comparison"
            data={AUTOMATION_OPERATORS}
            value={rule.operator}
            onChange={(v) => v && set({ operator: v as RuleForm['operator'] })}
          />
          <MoneyInput
            key={`${rule.metric}-${money ? 'money' : 'number'}`}
            id={id('value')}
            label="Value"
            description={money ? `In ${currency}` : rule.metric === 'ctr' ? 'In percent' : undefined}
            kind={money ? 'money' : 'roas'}
            format={format}
            value={rule.value}
            onChange={(value) => set({ value })}
            onPendingText={(text) => onPending(`rules.${index}.value`, text !== null)}
            error={error('value')}
          />
        </SimpleGrid>
        <Select
          {...selectProps}
          id={id('window')}
          label="Time window"
          description="The platform adds up the metric over these days, in the ad account's time zone."
          data={AUTOMATION_WINDOWS}
          value={rule.window}
          onChange={(v) => v && set({ window: v as RuleForm['window'] })}
        />
        <Select
          {...selectProps}
          id={id('action')}
          label="Action"
          description={
            budget
              ? 'Budget changes run once a day, at midnight in the ad account’s time zone, on the launch’s own budget.'
              : 'The platform checks every 30 minutes, on the launch’s ad sets (its ads when it made none).'
          }
          data={AUTOMATION_ACTIONS}
          value={rule.action}
          onChange={(v) => v && set({ action: v as RuleForm['action'] })}
          error={error('action')}
        />
        {budget && (
          <>
            <SimpleGrid {...PAIR}>
              <Select
                {...selectProps}
                id={id('actionUnit')}
                label="Change by"
                data={BUDGET_UNITS}
                value={rule.actionUnit}
                onChange={(v) => v && set({ actionUnit: v as RuleForm['actionUnit'], actionValue: null })}
              />
              <MoneyInput
                key={rule.actionUnit}
                id={id('actionValue')}
                label={rule.actionUnit === 'percent' ? 'Percent' : 'Amount'}
                description={rule.actionUnit === 'percent' ? `1 to ${MAX_BUDGET_CHANGE_PERCENT}` : `In ${currency}`}
                kind={rule.actionUnit === 'percent' ? 'roas' : 'money'}
                format={format}
                value={rule.actionValue}
                onChange={(actionValue) => set({ actionValue })}
                onPendingText={(text) => onPending(`rules.${index}.actionValue`, text !== null)}
                error={error('actionValue')}
              />
            </SimpleGrid>
            <MoneyInput
              id={id('actionLimit')}
              label={rule.action === 'increase_budget' ? 'Highest budget' : 'Lowest budget'}
              description={`Optional, in ${currency}: the budget stops there.`}
              kind="money"
              format={format}
              value={rule.actionLimit}
              onChange={(actionLimit) => set({ actionLimit })}
              onPendingText={(text) => onPending(`rules.${index}.actionLimit`, text !== null)}
              error={error('actionLimit')}
            />
          </>
        )}
        {onRemove && (
          <Group justify="flex-end">
            <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove}>
              Remove rule {index + 1}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
