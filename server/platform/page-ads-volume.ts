import type { AppDeps } from '../deps';

// A Page's ads running or in review and its limit (the platform's ads_volume of the ad account, by actor): past the
// limit new ads do not publish (docs/limits.md#a-pages-running-ads).

interface Volume {
  actor_id?: string;
  ads_running_or_in_review_count?: number;
  limit_on_ads_running_or_in_review?: number;
}

export async function pageAdsVolume(
  deps: AppDeps,
  accessToken: string,
  accountId: string,
  pageId: string,
): Promise<{ running: number; limit: number } | undefined> {
  const rows = await deps.graph.getAll<Volume>(`${accountId}/ads_volume`, accessToken, {
    page_id: pageId,
    show_breakdown_by_actor: 'true',
    fields: 'actor_id,ads_running_or_in_review_count,limit_on_ads_running_or_in_review',
  });
  const row = rows.find((r) => r.actor_id === pageId);
  if (typeof row?.ads_running_or_in_review_count !== 'number' || typeof row.limit_on_ads_running_or_in_review !== 'number') return undefined;
  return { running: row.ads_running_or_in_review_count, limit: row.limit_on_ads_running_or_in_review };
}
