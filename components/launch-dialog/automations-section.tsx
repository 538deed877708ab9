import { useEffect, useRef, useState } from 'react';
import { Accordion, Alert, Badge, Button, CloseButton, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { activeAutomationsQuery } from '../../lib/api-client/automations';
import type { Transport } from '../../lib/api-client/client';
import { planQuery } from '../../lib/api-client/plan';
import type { Automation } from '../../lib/contract/automations';
import { panelTransport } from '../../lib/extension/panel-transport';
import { AUTOMATION_FAILURE_BEHAVIOURS, type AdAccountContext, type FieldErrors } from '../../lib/rules';
import { automationLaunchOf, automationMisfit } from '../../lib/rules/automation-fit';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';

// Automations (docs/product-rules.md#automations): a Step 2 section shown only with the automations feature flag, with
// a search that autocompletes. The flag comes from GET /auth/plan; the list from GET
// /automations. The chosen ones are the draft's automationIds (the payload's). Each chip shows its failure behaviour.
// Salvo's choices where the spec is silent: automations are made on the Automations page (components/automations),
// so with none the section says where; the list is one user's and small, so the search filters it here;
// chosen automations that are gone (deleted or paused since) are dropped when the list is read. An automation that
// cannot join this launch (lib/rules/automation-fit.ts) is offered disabled with the reason; one attached that can no
// longer join (the account or the budget changed since) holds the launch, its reason at the field.

const TITLE = 'Automations';

/** The plan (its automations flag) and, once the flag is on, the active automations. */
function useAutomationList(transport: Transport) {
  const plan = useQuery(planQuery(transport));
  const on = plan.data?.data.features.automations === true;
  const list = useQuery({ ...activeAutomationsQuery(transport), enabled: on });
  return { plan, on, list };
}

/** The draft's attached automations as read (for the launch check); undefined while unread or with the flag off. */
export function useAttachedAutomations(transport: Transport = panelTransport): Automation[] | undefined {
  const { on, list } = useAutomationList(transport);
  const ids = useDraftStore((s) => s.draft?.automationIds);
  const known = list.data?.data;
  if (!on || !known) return undefined;
  return (ids ?? []).flatMap((id) => known.filter((a) => a.automationId === id));
}

export function AutomationsSection({ account, errors, transport = panelTransport }: { account: AdAccountContext; errors: FieldErrors; transport?: Transport }) {
  const { plan, on, list } = useAutomationList(transport);
  const draft = useDraftStore((s) => s.draft);
  const chosenIds = draft?.automationIds;
  const update = useDraftStore((s) => s.update);
  const known = list.data?.data;

  // A launch never carries automations the user cannot see: with the flag off, or once they are gone.
  const flagOff = plan.data !== undefined && !on;
  useEffect(() => {
    if (!chosenIds?.length) return;
    let keep: string[];
    if (flagOff) keep = [];
    else if (known) keep = chosenIds.filter((id) => known.some((a) => a.automationId === id));
    else return;
    if (keep.length !== chosenIds.length) update((d) => ({ ...d, automationIds: keep }));
  }, [flagOff, known, chosenIds, update]);

  if (!on || !draft) return null;
  const count = chosenIds?.length ?? 0;
  const misfits = errors.automationIds?.length ?? 0;
  const launch = automationLaunchOf(draft, account);
  return (
    <Accordion.Item value="automations">
      <Accordion.Control>
        <Group gap="xs">
          <Text fw={500}>{TITLE}</Text>
          {misfits > 0 ? (
            <Badge color="red" size="sm" aria-label={`${misfits} to fix`}>
              {misfits}
            </Badge>
          ) : (
            count > 0 && (
              <Badge color="gray" size="sm" aria-label={`${count} attached`}>
                {count}
              </Badge>
            )
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        {list.isPending ? (
          <Text size="sm" c="dimmed">
            Loading automations…
          </Text>
        ) : list.isError ? (
          <Alert color="red" title="Could not load your automations">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{list.error.message}</Text>
              <Button size="compact-sm" variant="default" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : list.data.data.length === 0 ? (
          <Text size="sm" data-testid="no-automations">
            You have no active automations yet. Make one on the Automations page (at the top of the panel); active ones appear here to attach to this launch.
          </Text>
        ) : (
          <AutomationPicker
            automations={list.data.data}
            chosenIds={chosenIds ?? []}
            misfitOf={(a) => automationMisfit(a, launch)}
            error={errors.automationIds?.[0]}
            onChange={(ids) => update((d) => ({ ...d, automationIds: ids }))}
          />
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}

const failureLabel = (a: Automation) => `On failure: ${AUTOMATION_FAILURE_BEHAVIOURS[a.failureBehaviour]}`;

interface PickerProps {
  automations: Automation[];
  chosenIds: string[];
  /** Why an automation cannot join this launch, or null. */
  misfitOf: (a: Automation) => string | null;
  error: string | undefined;
  onChange: (ids: string[]) => void;
}

function AutomationPicker({ automations, chosenIds, misfitOf, error, onChange }: PickerProps) {
  const [search, setSearch] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const byId = new Map(automations.map((a) => [a.automationId, a]));
  const chosen = chosenIds.map((id) => byId.get(id)).filter((a) => a !== undefined);
  const remove = (id: string) => {
    onChange(chosenIds.filter((x) => x !== id));
    input.current?.focus(); // the chip and its button are gone: the search keeps the focus
  };

  return (
    <Stack gap="sm">
      <Select
        ref={input}
        id={fieldId('automationIds')}
        label="Search automations"
        placeholder="Type an automation's name"
        searchable
        clearable={false}
        searchValue={search}
        onSearchChange={setSearch}
        value={null}
        error={error}
        data={automations
          .filter((a) => !chosenIds.includes(a.automationId))
          .map((a) => ({ value: a.automationId, label: a.automationName, disabled: misfitOf(a) !== null }))}
        renderOption={({ option }) => {
          const a = byId.get(option.value);
          const misfit = a ? misfitOf(a) : null;
          return (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              {a && (
                <Text size="xs" c={misfit ? 'var(--mantine-color-error)' : 'dimmed'}>
                  {misfit ? `Cannot join this launch. ${misfit}` : failureLabel(a)}
                </Text>
              )}
            </Stack>
          );
        }}
        nothingFoundMessage={chosen.length === automations.length ? 'All your automations are attached' : 'No automation matches'}
        onChange={(id) => {
          const a = id ? byId.get(id) : undefined;
          if (a && !chosenIds.includes(a.automationId) && misfitOf(a) === null) onChange([...chosenIds, a.automationId]);
          setSearch('');
        }}
      />
      {chosen.length > 0 && (
        <Group component="ul" gap="xs" aria-label="Attached automations" m={0} p={0} style={{ listStyle: 'none' }}>
          {chosen.map((a) => {
            const misfit = misfitOf(a);
            return (
              <Paper
                component="li"
                key={a.automationId}
                withBorder
                radius="xl"
                py={4}
                pl="sm"
                pr={4}
                data-testid="automation-chip"
                style={misfit ? { borderColor: 'var(--mantine-color-error)' } : undefined}
              >
                <Group gap="xs" wrap="nowrap">
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {a.automationName}
                    </Text>
                    <Text size="xs" c={misfit ? 'var(--mantine-color-error)' : 'dimmed'}>
                      {misfit ? 'Cannot join this launch' : failureLabel(a)}
                    </Text>
                  </Stack>
                  <CloseButton size="sm" aria-label={`Remove ${a.automationName}`} onClick={() => remove(a.automationId)} />
                </Group>
              </Paper>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
