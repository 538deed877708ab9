import { useState } from 'react';
import { Alert, Button, Card, Group, Radio, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automationApi, automationKeys } from '../../lib/api-client/automations';
import { ApiError, type Transport } from '../../lib/api-client/client';
import { isBudgetAction, MAX_RULES_PER_AUTOMATION, PLATFORM_RULES_PER_ACCOUNT, type Automation } from '../../lib/contract/automations';
import { BEHAVIOURS, formOf, inputOf, newRule, type AutomationForm } from './automation-form';
import { RuleFields } from './rule-fields';

// An automation's editor (docs/automations.md#the-editor): its name, its rules, its failure behaviour and whether it
// is on. What is missing is said at its field before anything is sent; the API's refusal is shown at its field too,
// and under the form when no field shows it.

interface AutomationEditorProps {
  /** null: a new one, in `currency`. */
  automation: Automation | null;
  currency: string;
  transport: Transport;
  onDone(): void;
}

/** What must be entered before saving, by the API's field paths. */
function missing(form: AutomationForm): Record<string, string> {
  const out: Record<string, string> = {};
  if (!form.name.trim()) out.name = 'Please enter a name for your automation.';
  form.rules.forEach((r, i) => {
    if (r.value === null) out[`rules.${i}.value`] = 'Enter the value the metric is compared with.';
    if (isBudgetAction(r.action) && r.actionValue === null) out[`rules.${i}.actionValue`] = 'Enter by how much the budget changes.';
  });
  return out;
}

export function AutomationEditor({ automation, currency, transport, onDone }: AutomationEditorProps) {
  const [form, setForm] = useState<AutomationForm>(() => formOf(automation, currency));
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [checked, setChecked] = useState<Record<string, string>>({});
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => automationApi.save(transport, automation?.automationId ?? null, inputOf(form)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: automationKeys.all });
      onDone();
    },
  });
  const refused = save.error instanceof ApiError ? save.error : null;
  const errors: Record<string, string | undefined> = { ...Object.fromEntries(Object.entries(refused?.fields ?? {}).map(([k, v]) => [k, v[0]])), ...checked };
  const shownAtField = (key: string) => key === 'name' || /^rules\.\d+\.(metric|value|action|actionValue|actionLimit)$/.test(key);
  const elsewhere = refused && !Object.keys(refused.fields ?? {}).some(shownAtField) ? refused.message : null;
  const set = (change: Partial<AutomationForm>) => setForm((f) => ({ ...f, ...change }));
  const submit = () => {
    const found = missing(form);
    setChecked(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const blocked = Object.values(pending).some(Boolean);

  return (
    <Card component="section" aria-labelledby="automation-editor-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="automation-editor-title">
          {automation ? `Edit ${automation.automationName}` : 'New automation'}
        </Title>
        <TextInput
          id="automation-name"
          label="Name"
          value={form.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name}
          maxLength={200}
        />
        {form.amountsCleared && (
          <Alert color="yellow" variant="light" p="xs">
            Its amounts were saved before automations had a currency, so they are not read as {form.currency}: enter them again (and the budget limits, if it
            had any).
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          Amounts are in {form.currency}: the automation acts only in ad accounts of that currency. Each rule becomes one of the platform’s automated rules on
          every launch it is attached to (up to {MAX_RULES_PER_AUTOMATION} rules; an ad account holds {PLATFORM_RULES_PER_ACCOUNT}).
        </Text>
        {form.rules.map((rule, index) => (
          <RuleFields
            key={index}
            index={index}
            rule={rule}
            currency={form.currency}
            errors={errors}
            onChange={(next) => set({ rules: form.rules.map((r, i) => (i === index ? next : r)) })}
            onPending={(field, isPending) => setPending((p) => ({ ...p, [field]: isPending }))}
            onRemove={form.rules.length > 1 ? () => set({ rules: form.rules.filter((_, i) => i !== index) }) : undefined}
          />
        ))}
        {form.rules.length < MAX_RULES_PER_AUTOMATION && (
          <Button size="xs" variant="light" onClick={() => set({ rules: [...form.rules, newRule()] })} style={{ alignSelf: 'flex-start' }}>
            Add a rule
          </Button>
        )}
        <Radio.Group
          label="If its rules cannot be made or stop working"
          value={form.failureBehaviour}
          onChange={(v) => set({ failureBehaviour: v as AutomationForm['failureBehaviour'] })}
        >
          <Stack gap={6} mt={4}>
            {BEHAVIOURS.map((b) => (
              <Radio key={b.value} value={b.value} label={b.label} description={b.description} />
            ))}
          </Stack>
        </Radio.Group>
        <Switch
          label="Active"
          description="A paused automation’s rules stay on its launches, turned off."
          checked={form.status === 'ACTIVE'}
          onChange={(e) => set({ status: e.currentTarget.checked ? 'ACTIVE' : 'PAUSED' })}
        />
        {elsewhere && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {elsewhere}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button size="xs" onClick={submit} loading={save.isPending} disabled={blocked}>
            Save automation
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
