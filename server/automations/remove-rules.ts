import { platformAccessToken } from '../auth/sessions';
import {
  deleteLaunchAutomation,
  forgetAutomationRules,
  launchAutomationStates,
  loadLaunchRules,
  platformRulesOfAutomation,
  recordRuleDeleted,
} from '../db/repos/automations-rules';
import type { LaunchRow } from '../db/repos/launches';
import type { AppDeps } from '../deps';
import { deleteRule } from '../platform/adrules-api';

// Deleting a launch or an automation deletes its platform rules (docs/automations.md#deleting): each is deleted on the
// platform, then forgotten. A failure leaves the rest as they were, to delete again (the routes answer 502).

/** Before a launch's objects are deleted (server/launch/deletion.ts): its rules, so none acts on what is going. */
export async function removeLaunchRules(deps: AppDeps, row: LaunchRow, token: string): Promise<void> {
  for (const rule of await loadLaunchRules(deps.database, row.id)) {
    if (rule.platformRuleId) await deleteRule(deps.graph, token, rule.platformRuleId);
    await recordRuleDeleted(deps.database, rule, deps.now());
  }
  for (const state of await launchAutomationStates(deps.database, row.id)) await deleteLaunchAutomation(deps.database, row.id, state.automationId);
}

/** Before an automation is deleted: its rules on every launch of the user. */
export async function removeAutomationRules(deps: AppDeps, userId: string, automationId: string): Promise<void> {
  const rules = await platformRulesOfAutomation(deps.database, userId, automationId);
  if (rules.some((r) => r.platformRuleId)) {
    const token = await platformAccessToken(deps, userId);
    for (const rule of rules) {
      if (rule.platformRuleId) await deleteRule(deps.graph, token, rule.platformRuleId);
      await recordRuleDeleted(deps.database, rule, deps.now());
    }
  }
  await forgetAutomationRules(deps.database, userId, automationId);
}
