import { platformAccessToken } from '../auth/sessions';
import type { AutomationRow } from '../db/repos/automations';
import {
  deleteLaunchAutomation,
  forgetAutomationRules,
  heldByAutomation,
  launchAutomationStates,
  loadLaunchRules,
  platformRulesOfAutomation,
  recordRuleDeleted,
} from '../db/repos/automations-rules';
import type { LaunchRow } from '../db/repos/launches';
import type { AppDeps } from '../deps';
import { deleteRule } from '../platform/adrules-api';
import { holdOf, resumeReleased } from './failure-behaviour';

// Deleting a launch or an automation deletes its platform rules (docs/automations.md#deleting): each is deleted on the
// platform, then forgotten; an automation's deletion also lets go of what its failure behaviour paused. A failure
// leaves the rest as they were, to delete again (the routes answer 502).

/** Before a launch's objects are deleted (server/launch/deletion.ts): its rules, so none acts on what is going. */
export async function removeLaunchRules(deps: AppDeps, row: LaunchRow, token: string): Promise<void> {
  for (const rule of await loadLaunchRules(deps.database, row.id)) {
    if (rule.platformRuleId) await deleteRule(deps.graph, token, rule.platformRuleId);
    await recordRuleDeleted(deps.database, rule, deps.now());
  }
  for (const state of await launchAutomationStates(deps.database, row.id)) await deleteLaunchAutomation(deps.database, row.id, state.automationId);
}

/** What the deletion of an automation did with what its failure behaviour had paused, in launches. */
export interface AutomationRelease {
  resumed: number;
  keptByOthers: number;
  keptByPause: number;
  /** Launches whose paused objects the buyer deleted or archived in Ads Manager since: nothing was left to turn on. */
  gone: number;
  /** Launches whose paused objects someone changed in Ads Manager since Salvo paused them: left as they are. */
  changed: number;
}

/**
 * Before an automation is deleted: its rules on every launch of the user, then what its failure behaviour had paused
 * (docs/automations.md#deleting): PAUSE_AND_RESUME's is turned on again, but what another automation of the launch
 * still holds, what someone changed in Ads Manager since Salvo paused it (paused again by hand, turned on, edited),
 * and what the buyer has since deleted or archived; PAUSE's stays paused, as that behaviour says.
 */
export async function removeAutomationRules(
  deps: AppDeps,
  userId: string,
  automation: Pick<AutomationRow, 'id' | 'failureBehaviour'>,
): Promise<AutomationRelease> {
  const rules = await platformRulesOfAutomation(deps.database, userId, automation.id);
  const holding = await heldByAutomation(deps.database, userId, automation.id);
  const release: AutomationRelease = { resumed: 0, keptByOthers: 0, keptByPause: 0, gone: 0, changed: 0 };
  if (rules.some((r) => r.platformRuleId) || holding.length > 0) {
    const token = await platformAccessToken(deps, userId);
    for (const rule of rules) {
      if (rule.platformRuleId) await deleteRule(deps.graph, token, rule.platformRuleId);
      await recordRuleDeleted(deps.database, rule, deps.now());
    }
    for (const row of holding) {
      if (automation.failureBehaviour !== 'PAUSE_AND_RESUME') {
        release.keptByPause += 1;
        continue;
      }
      const hold = holdOf(row);
      const others = (await launchAutomationStates(deps.database, row.launchId)).filter((s) => s.automationId !== automation.id);
      const othersHold = new Set(others.flatMap((o) => o.pausedIds as string[]));
      const { resumed, changed } = await resumeReleased(deps, token, hold, others, async () => undefined);
      // Forgotten as soon as resumed: deleting again does not count it twice.
      await deleteLaunchAutomation(deps.database, row.launchId, automation.id);
      if (!hold.ids.some((id) => !othersHold.has(id))) release.keptByOthers += 1;
      else if (resumed > 0) release.resumed += 1;
      else if (changed > 0) release.changed += 1;
      else release.gone += 1;
    }
  }
  await forgetAutomationRules(deps.database, userId, automation.id);
  return release;
}
