import type { AppDeps } from '../deps';
import { readLabels } from '../platform/labels-api';

// Each object a launch creates carries a deterministic marker of its launch and item, as an ad label: after a
// write whose answer was lost, the engine reads the parent's children and finds what already exists.

export const markerOf = (launchId: string, itemKey: string): string => `salvo:${launchId}:${itemKey}`;

export const markerLabels = (launchId: string, itemKey: string): Array<{ name: string }> => [{ name: markerOf(launchId, itemKey) }];

/** Platform ids by marker among the objects of an edge (`act_1/campaigns`, `{campaign}/adsets`, `{adset}/ads`). */
export async function findMarked(deps: Pick<AppDeps, 'graph'>, token: string, edge: string, max = 20_000): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const item of await readLabels(deps, token, edge, max)) {
    for (const label of item.labels) if (label.startsWith('salvo:')) found.set(label, item.id);
  }
  return found;
}
