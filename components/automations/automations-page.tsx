import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { automationApi, automationKeys, automationQueries } from '../../lib/api-client/automations';
import { assetQueries } from '../../lib/api-client/assets';
import type { Transport } from '../../lib/api-client/client';
import { planQuery } from '../../lib/api-client/plan';
import { AUTOMATION_FAILURE_BEHAVIOURS, automationMessages } from '../../lib/rules';
import { ruleSummary } from '../../lib/rules/automation-words';
import { ruleHasAmounts, type Automation } from '../../lib/contract/automations';
import { panelTransport } from '../../lib/extension/panel-transport';
import { AutomationEditor } from './automation-editor';
import { StatusBadge } from '../ui/status-badge';

// The Automations page (#/automations, docs/automations.md#the-editor), beside Library and Launches, behind the
// `automations` feature flag: the user's automations with their rules in words, New, Edit, Pause or Turn on, and
// Delete (which deletes their platform rules on every launch). Attaching one to a launch is Step 2's Automations.

interface AutomationsPageProps {
  /** The ad account Ads Manager shows: a new automation's amounts are in its currency. */
  accountId: string | null;
  transport?: Transport;
}

export function AutomationsPage({ accountId, transport = panelTransport }: AutomationsPageProps) {
  const plan = useQuery(planQuery(transport));
  const on = plan.data?.data.features.automations === true;
  const list = useQuery({ ...automationQueries.list(transport), enabled: on });
  const account = useQuery({ ...assetQueries.currentAccount(transport, accountId ?? ''), enabled: on && accountId !== null });
  const currency = account.data?.data?.data.currency ?? 'USD';
  const [editing, setEditing] = useState<Automation | 'new' | null>(null);
  // What the last deletion did with what the automation had paused (docs/automations.md#deleting).
  const [deleted, setDeleted] = useState<string | null>(null);
  const automations = list.data?.data ?? [];

  if (plan.isSuccess && !on) return <Text p="md">Automations are not turned on for this Salvo.</Text>;
  return (
    <Stack gap="sm" p="md">
      <Group justify="space-between">
        <Title order={2}>Automations</Title>
        {list.isFetching && <Loader size="xs" aria-label="Loading automations" />}
      </Group>
      <Text size="sm">
        An automation attached to a launch becomes the platform’s own automated rules on that launch’s ad sets: Facebook runs them around the clock, whether or
        not Salvo is open. Attach automations in Step 2 of a launch.
      </Text>
      {!editing && (
        // A new automation's amounts are in the ad account's currency: known once the account is read.
        <Button size="xs" onClick={() => setEditing('new')} disabled={accountId !== null && account.isPending} style={{ alignSelf: 'flex-start' }}>
          New automation
        </Button>
      )}
      {editing && (
        <AutomationEditor
          key={editing === 'new' ? 'new' : editing.automationId}
          automation={editing === 'new' ? null : editing}
          currency={currency}
          transport={transport}
          onDone={() => setEditing(null)}
        />
      )}
      {list.isError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {list.error.message}
        </Text>
      )}
      {deleted && (
        <Alert color="blue" variant="light" role="status" p="xs" withCloseButton closeButtonLabel="Dismiss" onClose={() => setDeleted(null)}>
          {deleted}
        </Alert>
      )}
      {list.isSuccess && automations.length === 0 && <Text c="dimmed">No automations yet.</Text>}
      {automations.map((a) => (
        <AutomationCard key={a.automationId} automation={a} transport={transport} onEdit={() => setEditing(a)} onDeleted={setDeleted} />
      ))}
    </Stack>
  );
}

interface AutomationCardProps {
  automation: Automation;
  transport: Transport;
  onEdit(): void;
  onDeleted(message: string): void;
}

function AutomationCard({ automation: a, transport, onEdit, onDeleted }: AutomationCardProps) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const changed = () => client.invalidateQueries({ queryKey: automationKeys.all });
  // Amounts saved before automations had a currency are entered again in the editor before anything else.
  const legacy = a.currency === null && a.rules.some(ruleHasAmounts);
  const toggle = useMutation({
    mutationFn: () =>
      automationApi.save(transport, a.automationId, {
        name: a.automationName,
        rules: a.rules,
        failureBehaviour: a.failureBehaviour,
        currency: a.currency ?? undefined,
        status: a.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE',
      }),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: () => automationApi.remove(transport, a.automationId),
    onSuccess: async (answer) => {
      onDeleted(answer.message);
      await changed();
    },
  });
  const failed = toggle.error ?? remove.error;

  return (
    <Card component="article" aria-label={a.automationName} data-testid="automation">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {a.automationName}
          </Text>
          <StatusBadge color={a.status === 'ACTIVE' ? 'green' : 'gray'}>{a.status === 'ACTIVE' ? 'Active' : 'Paused'}</StatusBadge>
        </Group>
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {a.rules.map((r, i) => (
            <Text key={i} size="sm" component="li">
              {ruleSummary(r, a.currency)}
            </Text>
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          On failure: {AUTOMATION_FAILURE_BEHAVIOURS[a.failureBehaviour]}
          {a.currency ? ` · amounts in ${a.currency}` : ''}
        </Text>
        {legacy && (
          <Text size="sm" c="var(--mantine-color-error)">
            {automationMessages.noCurrency(a.automationName)}
          </Text>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {failed.message}
          </Alert>
        )}
        {confirming ? (
          <Group gap="xs" justify="flex-end">
            <Text size="sm">{automationMessages.deleteAsk[a.failureBehaviour]}</Text>
            <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button size="compact-xs" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              Delete {a.automationName}
            </Button>
          </Group>
        ) : (
          <Group gap="xs" justify="flex-end">
            <Button size="compact-xs" variant="subtle" onClick={onEdit} aria-label={`Edit ${a.automationName}`}>
              Edit
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              loading={toggle.isPending}
              disabled={legacy}
              onClick={() => toggle.mutate()}
              aria-label={`${a.status === 'ACTIVE' ? 'Pause' : 'Turn on'} ${a.automationName}`}
            >
              {a.status === 'ACTIVE' ? 'Pause' : 'Turn on'}
            </Button>
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => setConfirming(true)} aria-label={`Delete ${a.automationName}`}>
              Delete
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
