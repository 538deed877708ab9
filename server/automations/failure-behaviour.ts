import type { Automation } from '../../lib/contract/automations';
import type { LaunchAutomationRow, RuleState } from '../db/repos/automations-rules';
import { setObjectStatus } from '../platform/adrules-api';
import type { AppDeps } from '../deps';
import type { LaunchObjects } from './rule-spec';

// Failure behaviours (docs/automations.md#failure-behaviours): what a launch does while an attached automation's rules
// cannot be made or stop working. NONE (Keep Campaign Active) leaves the launch running and says so; PAUSE pauses
// the launch's own objects and leaves them paused; PAUSE_AND_RESUME pauses them until the rules exist, then resumes
// what it paused, unless another automation of the launch still holds them paused.

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
      ? `Salvo paused ${noun} while it could not be set up (PAUSE): resume them in Ads Manager when you choose.`
      : `Salvo paused ${noun} (PAUSE): resume them in Ads Manager once the automation works.`;
  }
  return state === 'READY' || !paused ? '' : `Salvo paused ${noun} until the automation's rules exist, then resumes them (PAUSE_AND_RESUME).`;
}

/** Whether an automation in this state keeps the launch's objects paused. */
export function holdsPaused(behaviour: Behaviour, state: RuleState): boolean {
  return behaviour === 'PAUSE' || (behaviour === 'PAUSE_AND_RESUME' && state !== 'READY');
}

/**
 * Pauses what is not paused yet by this automation; answers every id it holds paused. An object the buyer deleted or
 * archived in Ads Manager meanwhile is not held: it cannot deliver, and there would be nothing to resume.
 */
export async function pauseFor(deps: AppDeps, token: string, ids: string[], held: string[], guard: () => Promise<void>): Promise<string[]> {
  const holding = new Set(held);
  for (const id of ids.filter((i) => !holding.has(i))) {
    await guard();
    if (await setObjectStatus(deps.graph, token, id, 'PAUSED')) holding.add(id);
  }
  return [...holding];
}

/**
 * Resumes what an automation releases, but what another automation of the launch still holds paused. Answers how
 * many it turned on: one deleted or archived in Ads Manager since counts as released (nothing left to turn on).
 */
export async function resumeReleased(
  deps: AppDeps,
  token: string,
  released: string[],
  others: Array<Pick<LaunchAutomationRow, 'pausedIds'>>,
  guard: () => Promise<void>,
): Promise<number> {
  const held = new Set(others.flatMap((o) => o.pausedIds as string[]));
  let resumed = 0;
  for (const id of released.filter((i) => !held.has(i))) {
    await guard();
    if (await setObjectStatus(deps.graph, token, id, 'ACTIVE')) resumed += 1;
  }
  return resumed;
}
