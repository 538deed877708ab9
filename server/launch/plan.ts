import type { AdAccount } from '../../lib/contract/assets';
import type { BidStrategy, DayKey, LaunchPayload, TargetingLocation } from '../../lib/contract/launch';
import { ageRangeLabel, genderCode, renderName, timeValues } from '../../lib/rules/naming';
import type { GraphParams } from '../platform/graph-client';

// The payload becomes the platform objects to create (pure), following the mapping table of
// platform-api-notes.md. Only parameters that exist in the platform spec (v25.0) are emitted.
// What the skeleton does not plan yet is refused with UnsupportedLaunchError before anything is sent.

export interface PlannedObject {
  /** Stable key of the item inside the launch (the ledger's item_key). */
  itemKey: string;
  name: string;
  params: GraphParams;
}

export interface PlannedAd {
  itemKey: string;
  adSetKey: string;
  creative: PlannedObject;
  /** Without adset_id and creative, which the executor fills in from the ledger. */
  ad: PlannedObject;
}

export interface LaunchPlan {
  accountId: string;
  /** Null when the launch goes into an existing campaign. */
  campaign: PlannedObject | null;
  existingCampaignId: string | null;
  campaignName: string;
  /** Without campaign_id. */
  adSets: PlannedObject[];
  ads: PlannedAd[];
}

export class UnsupportedLaunchError extends Error {
  override name = 'UnsupportedLaunchError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const OBJECTIVE = { website: 'OUTCOME_SALES', lead: 'OUTCOME_LEADS', traffic: 'OUTCOME_TRAFFIC' } as const;

const BID_STRATEGY: Record<BidStrategy, string> = {
  highestVolume: 'LOWEST_COST_WITHOUT_CAP',
  costPerResult: 'COST_CAP',
  bidCap: 'LOWEST_COST_WITH_BID_CAP',
  highestValue: 'LOWEST_COST_WITH_MIN_ROAS',
};

const DAY_NUMBER: Record<DayKey, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** Advantage+ creative features set explicitly either way (platform-api-notes.md, error 3858082). */
const ADVANTAGE_CREATIVE_FEATURES = ['image_touchups', 'text_optimizations', 'inline_comment', 'enhance_cta'] as const;

type Kind = 'website' | 'lead' | 'traffic';

function kindOf(p: LaunchPayload): Kind {
  if (p.isLeadFormCampaign) return 'lead';
  if (p.isTrafficCampaign) return 'traffic';
  return 'website';
}

/** Throws UnsupportedLaunchError for what the walking skeleton does not create yet (issue 5). */
export function assertSupported(p: LaunchPayload): void {
  const unsupported: Array<[keyof LaunchPayload, string]> = [
    ['existingAdsetId', 'Launching into existing ad sets'],
    ['existingAdsetIdList', 'Launching into existing ad sets'],
    ['duplicateCampaignId', 'Duplicating a campaign'],
    ['duplicateAdsetId', 'Duplicating an ad set'],
    ['importedCampaignId', 'Importing a campaign'],
    ['facebookProduct', 'Shop launches'],
    ['facebookProductSet', 'Shop launches'],
  ];
  for (const [field, what] of unsupported) {
    const value = p[field];
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) {
      throw new UnsupportedLaunchError(field, `${what} is not available yet.`);
    }
  }
  p.ads.forEach((ad, index) => {
    if (ad.imageId === undefined && ad.facebookVideoId === undefined) {
      throw new UnsupportedLaunchError(`ads.${index}`, 'Library creatives are not available yet: choose an image or a video of the ad account.');
    }
  });
}

export interface PlanContext {
  launchId: string;
  account: AdAccount;
  /** The launch's creation time: names stay the same however often the plan is made. */
  createdAt: Date;
}

export function planLaunch(p: LaunchPayload, ctx: PlanContext): LaunchPlan {
  assertSupported(p);
  const kind = kindOf(p);
  const useInstantForms = kind === 'lead' && p.leadFormId !== undefined;
  const bidStrategy = BID_STRATEGY[p.bidStrategy];
  const budget: GraphParams = p.lifetimeBudget !== undefined ? { lifetime_budget: p.lifetimeBudget } : { daily_budget: p.dailyBudget };
  const bid: GraphParams = {
    bid_strategy: bidStrategy,
    ...((p.bidStrategy === 'costPerResult' || p.bidStrategy === 'bidCap') && p.bidAmount !== undefined ? { bid_amount: p.bidAmount } : {}),
    // 10000 = 1.0x (platform-api-notes.md, UNVERIFIED).
    ...(p.bidStrategy === 'highestValue' && p.targetRoas !== undefined ? { bid_constraints: { roas_average_floor: Math.round(p.targetRoas * 10000) } } : {}),
  };

  const names = nameValues(p, ctx);
  const campaignName = p.campaignName?.trim() || renderName(p.campaignNamingConvention ?? '', names) || `Salvo ${names.date} ${ctx.launchId.slice(0, 8)}`;

  const specialCountries = [...new Set((p.adCategoryLocations ?? []).map((l) => l.countryCode).filter((c): c is string => !!c))];
  const campaign: PlannedObject | null = p.existingCampaignId
    ? null
    : {
        itemKey: 'campaign',
        name: campaignName,
        params: {
          name: campaignName,
          objective: OBJECTIVE[kind],
          status: 'ACTIVE',
          special_ad_categories: p.isAdCategorized && p.adCategory ? [p.adCategory] : [],
          ...(p.isAdCategorized && p.adCategory && specialCountries.length > 0 ? { special_ad_category_country: specialCountries } : {}),
          // CBO: budget and bid strategy on the campaign; otherwise the campaign says so explicitly.
          ...(p.isCBO ? { ...budget, ...bid } : { is_adset_budget_sharing_enabled: false }),
        },
      };

  const optimization = optimizationOf(p, kind, useInstantForms);
  const adSetBase: GraphParams = {
    status: 'ACTIVE',
    billing_event: 'IMPRESSIONS',
    optimization_goal: optimization.goal,
    ...(optimization.promotedObject ? { promoted_object: optimization.promotedObject } : {}),
    ...(optimization.destinationType ? { destination_type: optimization.destinationType } : {}),
    ...(p.isCBO ? {} : { ...budget, ...bid }),
    start_time: p.startTime,
    ...(p.endTime !== undefined ? { end_time: p.endTime } : {}),
    targeting: targetingOf(p),
    attribution_spec: attributionOf(kind === 'traffic' ? '1c-0v' : p.attributionSettingId),
    ...(p.adSetMinimumSpend !== undefined ? { daily_min_spend_target: p.adSetMinimumSpend } : {}),
    ...(p.adSetMaximumSpend !== undefined ? { daily_spend_cap: p.adSetMaximumSpend } : {}),
    ...(p.useDayParting && p.dayPartingSchedule ? dayPartingOf(p) : {}),
  };

  const adSetCount = p.useSingleAdset ? 1 : p.ads.length;
  const adSets: PlannedObject[] = Array.from({ length: adSetCount }, (_, index) => {
    const name = p.adSetName?.trim()
      ? adSetCount > 1 ? `${p.adSetName.trim()} ${index + 1}` : p.adSetName.trim()
      : renderName(p.adSetNamingConvention ?? '', { ...names, creative_variation: index + 1 }) || `Ad set ${index + 1}`;
    return { itemKey: `adset:${index}`, name, params: { name, ...adSetBase } };
  });

  const ads: PlannedAd[] = p.ads.map((ad, index) => {
    const creativeLabel = ad.imageId ?? ad.facebookVideoId ?? `creative ${index + 1}`;
    const name = renderName(p.adNamingConvention ?? '', { ...names, creative_name: creativeLabel, creative_variation: index + 1, copy_variation: '' }) || `Ad ${index + 1}`;
    return {
      itemKey: `ad:${index}`,
      adSetKey: p.useSingleAdset ? 'adset:0' : `adset:${index}`,
      creative: { itemKey: `creative:${index}`, name, params: creativeParams(p, ad, name, kind, useInstantForms) },
      ad: { itemKey: `ad:${index}`, name, params: { name, status: 'ACTIVE' } },
    };
  });

  return { accountId: ctx.account.id, campaign, existingCampaignId: p.existingCampaignId ?? null, campaignName, adSets, ads };
}

function nameValues(p: LaunchPayload, ctx: PlanContext): Record<string, string | number> {
  const kind = kindOf(p);
  return {
    ...timeValues(ctx.createdAt, ctx.account.data.timezone_name),
    ad_account_id: ctx.account.id.replace(/^act_/, ''),
    conversion_objective: kind === 'lead' ? 'Leads' : kind === 'traffic' ? 'Traffic' : 'Sales',
    campaign_type: p.isCBO ? 'CBO' : 'ABO',
    age_range: ageRangeLabel(p.ageMin, p.ageMax),
    gender: genderCode(p.genders.length === 1 ? p.genders[0]! : 'all'),
    pixel: p.pixelName ?? '',
    folder_name: p.folderName ?? '',
  };
}

function optimizationOf(p: LaunchPayload, kind: Kind, useInstantForms: boolean): { goal: string; promotedObject?: GraphParams; destinationType?: string } {
  if (kind === 'lead' && useInstantForms) {
    return { goal: 'LEAD_GENERATION', promotedObject: { page_id: p.facebookPageId }, destinationType: 'ON_AD' };
  }
  if (kind === 'traffic') {
    return { goal: p.performanceGoal === 'landingPageViews' ? 'LANDING_PAGE_VIEWS' : 'LINK_CLICKS', destinationType: 'WEBSITE' };
  }
  const goal = p.bidStrategy === 'highestValue' ? 'VALUE' : 'OFFSITE_CONVERSIONS';
  const promotedObject: GraphParams = {
    pixel_id: p.pixelId,
    custom_event_type: p.customEventType ?? (kind === 'lead' ? 'LEAD' : 'PURCHASE'),
    ...(p.conversionEventType === 'custom' && p.conversionEventId ? { custom_conversion_id: p.conversionEventId.replace(/^custom:/, '') } : {}),
  };
  return { goal, promotedObject, destinationType: 'WEBSITE' };
}

/** '7c-1v' → 7 days click-through, 1 day view-through (a 0 window is left out). */
export function attributionOf(settingId: string): Array<{ event_type: string; window_days: number }> {
  const match = /^(\d+)c-(\d+)v$/.exec(settingId);
  const click = match ? Number(match[1]) : 7;
  const view = match ? Number(match[2]) : 1;
  return [
    { event_type: 'CLICK_THROUGH', window_days: click },
    ...(view > 0 ? [{ event_type: 'VIEW_THROUGH', window_days: view }] : []),
  ];
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

function targetingOf(p: LaunchPayload): GraphParams {
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

function dayPartingOf(p: LaunchPayload): GraphParams {
  const schedule = Object.entries(p.dayPartingSchedule ?? {}).flatMap(([day, intervals]) =>
    (intervals ?? []).map((i) => ({
      start_minute: i.start * 60,
      end_minute: i.end * 60,
      days: [DAY_NUMBER[day as DayKey]],
      timezone_type: p.dayPartingTimeZone === 'viewer' ? 'USER' : 'ADVERTISER',
    })),
  );
  return { pacing_type: ['day_parting'], adset_schedule: schedule };
}

function creativeParams(p: LaunchPayload, ad: LaunchPayload['ads'][number], name: string, kind: Kind, useInstantForms: boolean): GraphParams {
  const link = p.destinationUrl ?? (p.displayLink ? `https://${p.displayLink}` : undefined);
  const callToAction = useInstantForms
    ? { type: 'SIGN_UP', value: { lead_gen_form_id: p.leadFormId, ...(link ? { link } : {}) } }
    : { type: kind === 'website' ? 'SHOP_NOW' : 'LEARN_MORE', value: { link } };
  const story: GraphParams = {
    page_id: p.facebookPageId,
    // instagram_actor_id fails on every version since 2025-09-09.
    ...(p.instagramAccountId ? { instagram_user_id: p.instagramAccountId } : {}),
    ...(ad.facebookVideoId
      ? { video_data: { video_id: ad.facebookVideoId, ...(ad.imageId ? { image_hash: ad.imageId } : {}), call_to_action: callToAction } }
      : { link_data: { link: link ?? 'https://www.facebook.com/', image_hash: ad.imageId, ...(p.displayLink ? { caption: p.displayLink } : {}), call_to_action: callToAction } }),
  };
  const enroll = p.useAdvantageCreatives ? 'OPT_IN' : 'OPT_OUT';
  return {
    name,
    object_story_spec: story,
    ...(p.url_tags ? { url_tags: p.url_tags } : {}),
    degrees_of_freedom_spec: {
      creative_features_spec: Object.fromEntries(ADVANTAGE_CREATIVE_FEATURES.map((f) => [f, { enroll_status: enroll }])),
    },
    contextual_multi_ads: { enroll_status: p.multiAdvertiserAds ? 'OPT_IN' : 'OPT_OUT' },
  };
}
