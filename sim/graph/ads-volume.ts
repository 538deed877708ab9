// A Page's running-ads limit (sim/README.md#ads-volume): the ads running or in review for a Page, across every ad
// account, against its limit (250 unless the control sets another); past it a new running ad is refused.
import type { GraphObject, World } from '../state/world';
import { invalidParam } from './errors';
import { asRecord } from './rules/types';

/** The limit of a Page that the control did not set: the one the platform gives small Pages. */
const DEFAULT_PAGE_AD_LIMIT = 250;

const pageAdLimit = (world: World, pageId: string): number => world.pageAdLimits.get(pageId) ?? DEFAULT_PAGE_AD_LIMIT;

/** The Page an ad's creative speaks as. */
function pageOfAd(world: World, ad: GraphObject): string | undefined {
  const creative = world.objects.get(String(asRecord(ad.data.creative)?.id ?? ''));
  const page = asRecord(creative?.data.object_story_spec)?.page_id;
  return page === undefined ? undefined : String(page);
}

/** Ads running or in review for the Page: effective_status ACTIVE or PENDING_REVIEW, in any account. */
/** An ad running or in review (the ad review's IN_PROCESS and PENDING_REVIEW included, sim/graph/ad-review.ts). */
const RUNNING_OR_IN_REVIEW = new Set(['ACTIVE', 'IN_PROCESS', 'PENDING_REVIEW', 'WITH_ISSUES']);

function runningAdsOfPage(world: World, pageId: string): number {
  let n = 0;
  for (const o of world.objects.values()) {
    if (o.type === 'ad' && RUNNING_OR_IN_REVIEW.has(String(o.data.effective_status)) && pageOfAd(world, o) === pageId) n += 1;
  }
  return n;
}

/** GET act_{id}/ads_volume: the account's count, or with page_id or show_breakdown_by_actor one row per Page. */
export function readAdsVolume(world: World, accountId: string, params: Record<string, unknown>): Array<Record<string, unknown>> {
  const pages = world.pages.filter((p) => p.adAccountIds.includes(accountId) && (params.page_id === undefined || p.id === String(params.page_id)));
  if (params.page_id === undefined && String(params.show_breakdown_by_actor) !== 'true') {
    const ads = [...world.objects.values()].filter(
      (o) => o.type === 'ad' && o.accountId === accountId && RUNNING_OR_IN_REVIEW.has(String(o.data.effective_status)),
    );
    return [{ ads_running_or_in_review_count: ads.length }];
  }
  return pages.map((p) => ({
    actor_id: p.id,
    actor_name: p.name,
    ads_running_or_in_review_count: runningAdsOfPage(world, p.id),
    limit_on_ads_running_or_in_review: pageAdLimit(world, p.id),
  }));
}

// The platform publishes no new ad of a Page at its limit; refusing the create, its code and words, are the
// simulator's (UNVERIFIED).
export function refuseOverPageLimit(world: World, pageId: string | undefined, active: boolean): void {
  if (!pageId || !active) return;
  const limit = pageAdLimit(world, pageId);
  if (runningAdsOfPage(world, pageId) < limit) return;
  throw invalidParam('Invalid parameter', {
    userTitle: 'Page ad limit reached',
    userMsg: `This Page already has ${limit} ads running or in review, its limit: pause or archive some before publishing new ones.`,
  });
}
