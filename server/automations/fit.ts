import { z } from 'zod';
import { automationRuleSchema } from '../../lib/contract/automations';
import type { LaunchPayload } from '../../lib/contract/launch';
import { automationErrors, automationLaunchOf } from '../../lib/rules/automation-fit';
import { automationMessages } from '../../lib/rules/messages';
import { draftFromPayload } from '../../lib/rules/payload';
import type { AdAccountContext } from '../../lib/rules/types';
import type { AppDeps } from '../deps';
import { automationsByIds } from '../db/repos/automations';

// The API's word on a launch's automations (docs/automations.md#attaching-to-a-launch): each attached automation
// must be able to join the launch in its ad account, by the rule Step 2's field shows (lib/rules/automation-fit.ts).
// A refusal is a 400 naming `automationIds`, before anything is written.

export async function automationRefusals(
  deps: AppDeps,
  userId: string,
  payload: LaunchPayload,
  account: AdAccountContext,
  now: Date,
): Promise<Record<string, string[]>> {
  const ids = [...new Set(payload.automationIds ?? [])];
  if (ids.length === 0) return {};
  const rows = await automationsByIds(deps.database, userId, ids);
  if (rows.length !== ids.length) return { automationIds: [automationMessages.gone] };
  const attached = rows.map((r) => ({ automationName: r.name, rules: z.array(automationRuleSchema).parse(r.rules), currency: r.currency }));
  const errors = automationErrors(attached, automationLaunchOf(draftFromPayload(payload, account, now), account));
  return errors.automationIds ? { automationIds: errors.automationIds } : {};
}
