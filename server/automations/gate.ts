import type { LaunchPayload } from '../../lib/contract/launch';
import { markReleased, unreleasedObjects } from '../db/repos/launch-ledger';
import type { LaunchRow } from '../db/repos/launches';
import type { AppDeps } from '../deps';
import { gatedKind, pausedLevel } from '../launch/plan';
import { setObjectsStatus } from '../platform/adrules-api';

// Protected from the first second (docs/automations.md#protected-from-the-first-second): a launch with automations
// makes its ad sets paused (its ads, when it goes into existing ad sets: server/launch/plan.ts gatedKind), so none of
// it delivers before its rules exist. At the end of each rules step, after the failure behaviours have paused what
// they hold, each such object is handed on once: turned on, unless an automation of the launch holds it paused, in
// which case that automation's behaviour resumes it or not. Recorded in the ledger (launch_objects.released_at) after
// the platform said so: a crash in between turns the same objects on again, which changes nothing. A launch the buyer
// asked to be made paused keeps paused what it made paused (docs/product-rules.md#launch-paused): handed on, not turned on.

export async function releaseGate(
  deps: AppDeps,
  token: string,
  row: LaunchRow,
  payload: Pick<LaunchPayload, 'automationIds' | 'existingAdsetId' | 'existingAdsetIdList' | 'launchPaused' | 'existingCampaignId'>,
  held: ReadonlySet<string>,
  guard: () => Promise<void>,
): Promise<void> {
  const kind = gatedKind(payload);
  // A deleted launch has nothing to turn on.
  if (!kind || row.deletedAt) return;
  const waiting = await unreleasedObjects(deps.database, row.id, kind);
  if (waiting.length === 0) return;
  await guard();
  const keptPaused = pausedLevel(payload) === kind;
  await setObjectsStatus(
    deps.graph,
    token,
    waiting.filter((id) => !keptPaused && !held.has(id)),
    'ACTIVE',
  );
  await markReleased(deps.database, row.id, waiting, deps.now());
}
