import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automationApi, automationKeys } from '../../lib/api-client/automations';
import type { Transport } from '../../lib/api-client/client';
import { actionText, type RuleAction } from '../../lib/contract/automations-activity';
import type { LaunchAutomation } from '../../lib/contract/automations';
import { formatMoney, fromPlatformAmount } from '../../lib/rules';
import { StatusBadge } from '../ui/status-badge';
import { localTime } from '../ui/local-time';

// A launch's automations on the launches page (docs/automations.md#watching): each one's state (its platform rules
// made, paused, not working, or not made and why, with what its failure behaviour did), and what its rules did to
// the launch's objects and when, from the platform's rule history. Set up again makes what could not be made.

function stateOf(a: LaunchAutomation): { label: string; color: 'red' | 'blue' | 'orange' | 'gray' | 'green' } {
  if (a.state === 'FAILED') return { label: 'Not set up', color: 'red' };
  if (a.state === 'RETRYING') return { label: 'Setting up', color: 'blue' };
  if (a.rules.some((r) => r.status === 'HAS_ISSUES' || r.status === 'MISSING')) return { label: 'Not working', color: 'orange' };
  if (a.rules.every((r) => r.status === 'DISABLED')) return { label: 'Paused', color: 'gray' };
  return { label: 'Active', color: 'green' };
}

/** "Paused ad set Spring | US (120…) · Nov 27, 2026, 4:31 AM"; budgets in the launch's currency. */
function describe(action: RuleAction, currency: string): string {
  const money = (v: string | undefined) => {
    const hundredths = fromPlatformAmount(v, currency);
    return hundredths === null ? v : formatMoney(hundredths, currency);
  };
  const text = actionText(action);
  const change = action.action === 'CHANGED_BUDGET' && action.newValue ? ` from ${money(action.oldValue)} to ${money(action.newValue)}` : '';
  return `${text[0]!.toUpperCase()}${text.slice(1)}${change} · ${localTime(action.at)}`;
}

interface LaunchAutomationsProps {
  launchId: string;
  campaignName: string;
  currency: string;
  automations: LaunchAutomation[];
  transport: Transport;
}

export function LaunchAutomations({ launchId, campaignName, currency, automations, transport }: LaunchAutomationsProps) {
  const client = useQueryClient();
  const setUp = useMutation({
    mutationFn: () => automationApi.setUpAgain(transport, launchId),
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all }),
  });
  return (
    <Stack gap={6} component="section" aria-label={`Automations of ${campaignName}`}>
      {automations.map((a) => {
        const state = stateOf(a);
        const actions = a.rules.flatMap((r) => r.lastActions).sort((x, y) => y.at.localeCompare(x.at));
        return (
          <Stack key={a.automationId} gap={2} data-testid="launch-automation">
            <Group gap={6}>
              <Text size="xs" fw={600}>
                {a.automationName ?? 'A deleted automation'}
              </Text>
              <StatusBadge color={state.color}>{state.label}</StatusBadge>
            </Group>
            {a.message && <Text size="xs">{a.message}</Text>}
            {actions.length > 0 ? (
              <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={`What ${a.automationName ?? 'it'} did`}>
                {actions.map((x) => (
                  <Text key={x.key} size="xs" component="li">
                    {describe(x, currency)}
                  </Text>
                ))}
              </Stack>
            ) : (
              a.state === 'READY' && (
                <Text size="xs" c="dimmed">
                  No actions yet.
                </Text>
              )
            )}
            {a.state === 'FAILED' && (
              <Button size="compact-xs" variant="light" style={{ alignSelf: 'flex-start' }} loading={setUp.isPending} onClick={() => setUp.mutate()}>
                Set up again
              </Button>
            )}
          </Stack>
        );
      })}
      {setUp.isError && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {setUp.error.message}
        </Text>
      )}
    </Stack>
  );
}
