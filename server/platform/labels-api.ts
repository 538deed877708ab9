import type { AppDeps } from '../deps';

// The ad labels of the objects of an edge (`act_1/campaigns`, `{campaign}/adsets`, `{adset}/ads`): the launch
// engine finds what it created by the marker it labelled each object with (server/launch/markers.ts).

interface Labelled {
  id: string;
  adlabels?: Array<{ name?: string }> | { data?: Array<{ name?: string }> };
}

/** Each object of the edge with its labels' names, at most `max` objects. */
export async function readLabels(deps: Pick<AppDeps, 'graph'>, token: string, edge: string, max: number): Promise<Array<{ id: string; labels: string[] }>> {
  const items = await deps.graph.getAll<Labelled>(edge, token, { fields: 'id,adlabels', limit: Math.min(max, 500) }, max);
  return items.map((item) => {
    // The platform nests edges as {data: [...]}; the simulator answers the stored list.
    const labels = Array.isArray(item.adlabels) ? item.adlabels : (item.adlabels?.data ?? []);
    return { id: item.id, labels: labels.flatMap((l) => (l.name ? [l.name] : [])) };
  });
}
