import type { GraphClient } from '../platform/graph-client';

// Each object a launch creates carries a deterministic marker of its launch and item, as an ad label: after a
// write whose answer was lost, the engine reads the parent's children and finds what already exists.

export const markerOf = (launchId: string, itemKey: string): string => `salvo:${launchId}:${itemKey}`;

export const markerLabels = (launchId: string, itemKey: string): Array<{ name: string }> => [{ name: markerOf(launchId, itemKey) }];

interface Labelled {
  id: string;
  adlabels?: Array<{ name?: string }> | { data?: Array<{ name?: string }> };
}

/** Platform ids by marker among the objects of an edge (`act_1/campaigns`, `{campaign}/adsets`, `{adset}/ads`). */
export async function findMarked(graph: GraphClient, token: string, edge: string, max = 20_000): Promise<Map<string, string>> {
  const items = await graph.getAll<Labelled>(edge, token, { fields: 'id,adlabels', limit: Math.min(max, 500) }, max);
  const found = new Map<string, string>();
  for (const item of items) {
    // The platform nests edges as {data: [...]}; the simulator answers the stored list.
    const labels = Array.isArray(item.adlabels) ? item.adlabels : (item.adlabels?.data ?? []);
    for (const label of labels) if (label.name?.startsWith('salvo:')) found.set(label.name, item.id);
  }
  return found;
}
