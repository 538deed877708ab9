import { Card, Stack, Text } from '@mantine/core';
import type { Automation } from '../../lib/contract/automations';
import { AUTOMATION_FAILURE_BEHAVIOURS, type AdAccountContext, type LaunchDraft } from '../../lib/rules';
import { automationLaunchOf, automationMisfit, ruleLevelOf, ruleOnLaunch } from '../../lib/rules/automation-fit';
import { ruleSummary } from '../../lib/rules/automation-words';

// The review's automations (docs/automations.md#attaching-to-a-launch): each attached automation with what each of
// its rules will do on this launch (where it acts, how often), its failure behaviour, and that the launch's ad sets
// (or ads) start paused and are turned on once the rules exist (docs/automations.md#protected-from-the-first-second).

interface ReviewAutomationsProps {
  automations: Automation[];
  draft: LaunchDraft;
  account: AdAccountContext;
}

export function ReviewAutomations({ automations, draft, account }: ReviewAutomationsProps) {
  if (automations.length === 0) return null;
  const launch = automationLaunchOf(draft, account);
  const gated = launch.watches === 'ads' ? 'ads' : 'ad sets';
  return (
    <Stack gap="xs" component="section" aria-labelledby="review-automations-title">
      <Text fw={600} id="review-automations-title">
        Automations
      </Text>
      <Text size="sm">
        Its {gated} are made paused and turned on once these automations' rules exist on Facebook, so nothing of the launch runs without them.
      </Text>
      {automations.map((a) => {
        const misfit = automationMisfit(a, launch);
        return (
          <Card key={a.automationId} padding="xs" component="article" aria-label={a.automationName} data-testid="review-automation">
            {/* A long name wraps anywhere: the card is the panel's width, less the dialog's padding. */}
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {a.automationName}
            </Text>
            {misfit ? (
              <Text size="sm" c="var(--mantine-color-error)">
                {misfit}
              </Text>
            ) : (
              <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {a.rules.map((rule, i) => (
                  <Text key={i} size="sm" component="li">
                    {`${ruleSummary(rule, a.currency)}, ${ruleOnLaunch(rule, ruleLevelOf(rule, launch)!)}.`}
                  </Text>
                ))}
              </Stack>
            )}
            <Text size="xs" c="dimmed">
              On failure: {AUTOMATION_FAILURE_BEHAVIOURS[a.failureBehaviour]}
            </Text>
          </Card>
        );
      })}
    </Stack>
  );
}
