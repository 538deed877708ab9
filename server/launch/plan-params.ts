import type { LaunchPayload, TargetingLocation } from '../../lib/contract/launch';
import { ADVANTAGE_CREATIVE_FEATURES } from '../../lib/rules/constants';
import { toPlatformSchedule } from '../../lib/rules/day-parting';
import type { GraphParams } from '../platform/graph-client';
import type { ResolvedAd } from './library-ads';
import { textOptionsOf } from './text-options';

// The mapping table of platform-api-notes.md, one payload section at a time (pure). Only parameters and enum
// values that exist in the platform spec (v25.0) are emitted.

export type Kind = 'website' | 'lead' | 'traffic';

export const OBJECTIVE: Record<Kind, string> = { website: 'OUTCOME_SALES', lead: 'OUTCOME_LEADS', traffic: 'OUTCOME_TRAFFIC' };

const BID_STRATEGY: Record<LaunchPayload['bidStrategy'], string> = {
  highestVolume: 'LOWEST_COST_WITHOUT_CAP',
  costPerResult: 'COST_CAP',
  bidCap: 'LOWEST_COST_WITH_BID_CAP',
  highestValue: 'LOWEST_COST_WITH_MIN_ROAS',
};

export function kindOf(p: LaunchPayload): Kind {
  if (p.isLeadFormCampaign) return 'lead';
  if (p.isTrafficCampaign) return 'traffic';
  return 'website';
}

/** Lead launches use instant forms unless the payload says otherwise and has no form. */
export function usesInstantForms(p: LaunchPayload): boolean {
  return kindOf(p) === 'lead' && p.useInstantForms !== false && p.leadFormId !== undefined;
}

/** A website launch with 'Enable shop' and a catalog (§2, §3 shop fields). */
export const isShop = (p: LaunchPayload): boolean => kindOf(p) === 'website' && p.isShopCampaign === true && p.facebookCatalog !== undefined;

/** The campaign of a shop launch promotes its catalog. */
export function shopCampaignOf(p: LaunchPayload): GraphParams {
  return isShop(p) ? { promoted_object: { product_catalog_id: p.facebookCatalog } } : {};
}

/** Member states of the EU: ad sets targeting them name a beneficiary and a payer (Digital Services Act). */
const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'HU',
];

/** The page advertises and pays: the payload names no one else (UNVERIFIED which the platform expects). */
export function dsaOf(p: LaunchPayload): GraphParams {
  const eu = p.locations.some((l) => EU.includes((l.countryCode ?? (l.type === 'country' ? l.key : '')).toUpperCase()));
  const who = p.facebookPageName?.trim() || p.facebookPageId;
  return eu ? { dsa_beneficiary: who, dsa_payor: who } : {};
}

export function budgetOf(p: LaunchPayload): GraphParams {
  return p.lifetimeBudget !== undefined ? { lifetime_budget: p.lifetimeBudget } : { daily_budget: p.dailyBudget };
}

/** With CBO the campaign carries the strategy, and each ad set its amount or ROAS floor. */
export function bidStrategyOf(p: LaunchPayload): GraphParams {
  return { bid_strategy: BID_STRATEGY[p.bidStrategy] };
}

export function bidOf(p: LaunchPayload, withStrategy = true): GraphParams {
  return {
    ...(withStrategy ? bidStrategyOf(p) : {}),
    ...((p.bidStrategy === 'costPerResult' || p.bidStrategy === 'bidCap') && p.bidAmount !== undefined ? { bid_amount: p.bidAmount } : {}),
    // 10000 = 1.0x (platform-api-notes.md, UNVERIFIED).
    ...(p.bidStrategy === 'highestValue' && p.targetRoas !== undefined ? { bid_constraints: { roas_average_floor: Math.round(p.targetRoas * 10000) } } : {}),
  };
}

export function optimizationOf(p: LaunchPayload): { goal: string; promotedObject?: GraphParams; destinationType?: string } {
  const kind = kindOf(p);
  if (usesInstantForms(p)) return { goal: 'LEAD_GENERATION', promotedObject: { page_id: p.facebookPageId }, destinationType: 'ON_AD' };
  if (kind === 'traffic') {
    return { goal: p.performanceGoal === 'landingPageViews' ? 'LANDING_PAGE_VIEWS' : 'LINK_CLICKS', destinationType: 'WEBSITE' };
  }
  const goal = p.bidStrategy === 'highestValue' ? 'VALUE' : 'OFFSITE_CONVERSIONS';
  // Shop launches promote the catalog's product set (the catalog itself goes on the campaign: shopCampaignOf).
  const shop = isShop(p) && p.facebookProductSet ? { product_set_id: p.facebookProductSet } : {};
  const promotedObject: GraphParams = {
    pixel_id: p.pixelId,
    custom_event_type: p.customEventType ?? (kind === 'lead' ? 'LEAD' : 'PURCHASE'),
    ...(p.conversionEventType === 'custom' && p.conversionEventId ? { custom_conversion_id: p.conversionEventId.replace(/^custom:/, '') } : {}),
    ...shop,
  };
  return { goal, promotedObject, destinationType: 'WEBSITE' };
}

/** '7c-1v' → 7 days click-through, 1 day view-through (a 0 window is left out). */
export function attributionOf(settingId: string): Array<{ event_type: string; window_days: number }> {
  const match = /^(\d+)c-(\d+)v$/.exec(settingId);
  const click = match ? Number(match[1]) : 7;
  const view = match ? Number(match[2]) : 1;
  return [{ event_type: 'CLICK_THROUGH', window_days: click }, ...(view > 0 ? [{ event_type: 'VIEW_THROUGH', window_days: view }] : [])];
}

function geoOf(locations: TargetingLocation[]): GraphParams {
  const geo: Record<string, unknown[]> = {};
  for (const l of locations) {
    if (l.type === 'country') (geo.countries ??= []).push(l.countryCode ?? l.key);
    else if (l.type === 'region') (geo.regions ??= []).push({ key: l.key });
    else if (l.type === 'city') (geo.cities ??= []).push({ key: l.key });
    else (geo.zips ??= []).push({ key: l.key });
  }
  return geo;
}

export function targetingOf(p: LaunchPayload): GraphParams {
  const targeting: GraphParams = {
    geo_locations: geoOf(p.locations),
    ...(p.excludedLocations.length > 0 ? { excluded_geo_locations: geoOf(p.excludedLocations) } : {}),
    age_min: p.ageMin,
    age_max: p.ageMax,
    ...(p.genders.length === 1 ? { genders: [p.genders[0] === 'men' ? 1 : 2] } : {}),
    ...(p.interests.length > 0 ? { flexible_spec: [{ interests: p.interests.map(({ id, name }) => ({ id, name })) }] } : {}),
    ...(p.locales.length > 0 ? { locales: p.locales.map((l) => Number(l.id)) } : {}),
    ...(p.customAudienceIds.length > 0 ? { custom_audiences: p.customAudienceIds.map((id) => ({ id })) } : {}),
    ...(p.excludedAudienceIds.length > 0 ? { excluded_custom_audiences: p.excludedAudienceIds.map((id) => ({ id })) } : {}),
    // Explicit since v23 (platform-api-notes.md).
    targeting_automation: { advantage_audience: p.advantageAudience ? 1 : 0 },
    ...(p.wifiOnly ? { wireless_carrier: ['Wifi'] } : {}),
  };
  if (!p.advantagePlacement) {
    const platforms = Object.entries(p.placementPlatforms).filter(([, keys]) => keys && keys.length > 0);
    Object.assign(targeting, {
      publisher_platforms: platforms.map(([platform]) => platform),
      ...Object.fromEntries(platforms.map(([platform, keys]) => [`${platform}_positions`, keys])),
      device_platforms: p.placementDevices,
    });
  }
  return targeting;
}

export function dayPartingOf(p: LaunchPayload): GraphParams {
  if (!p.useDayParting || !p.dayPartingSchedule) return {};
  return { pacing_type: ['day_parting'], adset_schedule: toPlatformSchedule(p.dayPartingSchedule, p.dayPartingTimeZone ?? 'account') };
}

export function creativeParams(p: LaunchPayload, ad: LaunchPayload['ads'][number], name: string, resolved?: ResolvedAd): GraphParams {
  const kind = kindOf(p);
  const link = p.destinationUrl ?? (p.displayLink ? `https://${p.displayLink}` : undefined);
  const copy = resolved?.copy;
  // The copy's button, except no button on an instant form (the form opens from it).
  const copyType = copy && !(usesInstantForms(p) && copy.callToAction === 'NO_BUTTON') ? copy.callToAction : undefined;
  const callToAction = usesInstantForms(p)
    ? { type: copyType ?? 'SIGN_UP', value: { lead_gen_form_id: p.leadFormId, ...(link ? { link } : {}) } }
    : { type: copyType ?? (kind === 'website' ? 'SHOP_NOW' : 'LEARN_MORE'), value: { link } };
  const imageHash = resolved?.imageHash ?? ad.imageId;
  const videoId = resolved?.videoId ?? ad.facebookVideoId;
  // Empty texts are left out: the platform shows none rather than an empty line.
  const text = (key: string, value: string | undefined): GraphParams => (value?.trim() ? { [key]: value } : {});
  const story: GraphParams = {
    page_id: p.facebookPageId,
    // instagram_actor_id fails on every version since 2025-09-09.
    ...(p.instagramAccountId ? { instagram_user_id: p.instagramAccountId } : {}),
    ...(videoId
      ? {
          video_data: {
            video_id: videoId,
            // A video ad needs an image: the chosen one, else the video's own picture.
            ...(imageHash ? { image_hash: imageHash } : resolved?.thumbnailUrl ? { image_url: resolved.thumbnailUrl } : {}),
            ...text('message', copy?.primaryText),
            ...text('title', copy?.headline),
            ...text('link_description', copy?.description),
            call_to_action: callToAction,
          },
        }
      : {
          link_data: {
            link: link ?? 'https://www.facebook.com/',
            image_hash: imageHash,
            ...text('message', copy?.primaryText),
            ...text('name', copy?.headline),
            ...text('description', copy?.description),
            ...(p.displayLink ? { caption: p.displayLink } : {}),
            call_to_action: callToAction,
          },
        }),
  };
  const enroll = p.useAdvantageCreatives ? 'OPT_IN' : 'OPT_OUT';
  return {
    name,
    object_story_spec: story,
    ...textOptionsOf(copy),
    ...(p.url_tags ? { url_tags: p.url_tags } : {}),
    ...(isShop(p) && p.facebookProductSet ? { product_set_id: p.facebookProductSet } : {}),
    degrees_of_freedom_spec: {
      creative_features_spec: Object.fromEntries(ADVANTAGE_CREATIVE_FEATURES.map((f) => [f, { enroll_status: enroll }])),
    },
    contextual_multi_ads: { enroll_status: p.multiAdvertiserAds ? 'OPT_IN' : 'OPT_OUT' },
  };
}
