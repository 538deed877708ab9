import type { Automation } from '../../lib/contract/automations';
import type { LaunchAutomationRow, RuleState } from '../db/repos/automations-rules';
import { readObjectVersions, setObjectStatus, type ObjectVersion } from '../platform/adrules-api';
import type { AppDeps } from '../deps';
import type { LaunchObjects } from './rule-spec';

// Failure behaviours (docs/automations.md#failure-behaviours): what a launch does while an attached automation's rules
// cannot be made or stop working. NONE (Keep Campaign Active) leaves the launch running and says so; PAUSE pauses
// the launch's own objects and leaves them paused; PAUSE_AND_RESUME pauses them until the rules exist, then resumes
// what it paused, unless another automation of the launch still holds them paused, or someone changed it since.
// "Since": Salvo keeps each object's updated_time as the platform answers it right after Salvo's pause; an object whose
// updated_time moved on was touched after (paused again by hand, turned on, edited in Ads Manager) and is left as it
// is, never turned on by Salvo (docs/automations.md#deleting).

type Behaviour = Automation['failureBehaviour'];

/** What a failure behaviour pauses: the launch's campaign when it made one, else its ad sets, else its ads. */
export function launchTopIds(objects: LaunchObjects & { madeCampaign: boolean }): { ids: string[]; noun: string } {
  if (objects.madeCampaign) return { ids: objects.campaignIds, noun: 'its campaign' };
  if (objects.adSetIds.length > 0) return { ids: objects.adSetIds, noun: 'its ad sets' };
  return { ids: objects.adIds, noun: 'its ads' };
}

/** The buyer's words for what the behaviour did or does. */
export function behaviourText(behaviour: Behaviour, state: RuleState, noun: string, paused: boolean): string {
  if (behaviour === 'NONE') return state === 'READY' ? '' : 'The launch keeps running without it (Keep Campaign Active).';
  if (behaviour === 'PAUSE') {
    if (!paused) return '';
    return state === 'READY'
      ? `Salvo paused ${noun} while it could not be set up (Pause): resume them in Ads Manager when you choose.`
      : `Salvo paused ${noun} (Pause): resume them in Ads Manager once the automation works.`;
  }
  return state === 'READY' || !paused ? '' : `Salvo paused ${noun} until the automation's rules exist, then resumes them (Pause and Resume).`;
}

/** Whether an automation in this state keeps the launch's objects paused. */
export function holdsPaused(behaviour: Behaviour, state: RuleState): boolean {
  return behaviour === 'PAUSE' || (behaviour === 'PAUSE_AND_RESUME' && state !== 'READY');
}

/** What an automation holds paused: the ids, each one's updated_time right after Salvo paused it. */
export interface Hold {
  ids: string[];
  versions: Record<string, string>;
  /** When the hold was last recorded: for an id paused before versions were kept, a change after it is someone's. */
  recordedAt: Date;
}

/**
 * Pauses what is not paused yet by this automation, keeping each one's updated_time after the pause; answers what it
 * holds. An object the buyer deleted or archived in Ads Manager meanwhile is not held: it cannot deliver, and there
 * would be nothing to resume.
 */
export async function pauseFor(deps: AppDeps, token: string, ids: string[], held: Hold, guard: () => Promise<void>): Promise<Hold> {
  const holding = new Set(held.ids);
  const versions = { ...held.versions };
  for (const id of ids.filter((i) => !holding.has(i))) {
    await guard();
    if (!(await setObjectStatus(deps.graph, token, id, 'PAUSED'))) continue;
    const paused = (await readObjectVersions(deps.graph, token, [id])).get(id);
    if (!paused) continue;
    holding.add(id);
    versions[id] = paused.updatedTime;
  }
  return { ids: [...holding], versions, recordedAt: held.recordedAt };
}

/**
 * What a failure behaviour may hold of a launch's top objects. A launch made paused (docs/product-rules.md#launch-paused)
 * made them paused by the buyer's choice: only those someone turned on since are held, or resuming them later would
 * turn on what the buyer chose to keep paused.
 */
export async function pausableTops(deps: AppDeps, token: string, ids: string[], launchPaused: boolean): Promise<string[]> {
  if (!launchPaused || ids.length === 0) return ids;
  const now = await readObjectVersions(deps.graph, token, ids);
  return ids.filter((id) => now.get(id)?.status === 'ACTIVE');
}

/** Whether the object is as Salvo's pause left it: still paused, and changed by nobody since. */
function untouched(now: ObjectVersion, hold: Hold, id: string): boolean {
  if (now.status !== 'PAUSED') return false;
  const version = hold.versions[id];
  return version !== undefined ? now.updatedTime === version : Date.parse(now.updatedTime) <= hold.recordedAt.getTime();
}

/**
 * Resumes what an automation releases, but what another automation of the launch still holds paused and what someone
 * changed since Salvo paused it. Answers how many it turned on, and how many it left as someone changed them; one
 * deleted or archived in Ads Manager since is neither (nothing left to turn on).
 */
export async function resumeReleased(
  deps: AppDeps,
  token: string,
  released: Hold,
  others: Array<Pick<LaunchAutomationRow, 'pausedIds'>>,
  guard: () => Promise<void>,
): Promise<{ resumed: number; changed: number }> {
  const held = new Set(others.flatMap((o) => o.pausedIds as string[]));
  const free = released.ids.filter((i) => !held.has(i));
  const counts = { resumed: 0, changed: 0 };
  if (free.length === 0) return counts;
  await guard();
  const now = await readObjectVersions(deps.graph, token, free);
  for (const id of free) {
    const version = now.get(id);
    if (!version) continue;
    if (!untouched(version, released, id)) {
      counts.changed += 1;
      continue;
    }
    await guard();
    if (await setObjectStatus(deps.graph, token, id, 'ACTIVE')) counts.resumed += 1;
  }
  return counts;
}

/** The hold of a launch automation's row. */
export function holdOf(row: Pick<LaunchAutomationRow, 'pausedIds' | 'pausedVersions' | 'updatedAt'> | undefined): Hold {
  return {
    ids: (row?.pausedIds as string[] | undefined) ?? [],
    versions: (row?.pausedVersions as Record<string, string> | undefined) ?? {},
    recordedAt: row?.updatedAt ?? new Date(0),
  };
}
