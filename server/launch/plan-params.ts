import type { AdAccount } from '../../lib/contract/assets';
import type { LaunchPayload, TargetingLocation } from '../../lib/contract/launch';
import { ADVANTAGE_CREATIVE_FEATURES, AGE_MAX } from '../../lib/rules/constants';
import { toPlatformAmount } from '../../lib/rules/currency';
import { toPlatformSchedule } from '../../lib/rules/day-parting';
import { advantageAges } from '../../lib/rules/targeting';
import { takesTargetRoas } from '../../lib/rules/validate-launch';
import { getDomain } from 'tldts';
import type { GraphParams } from '../platform/graph-client';
import type { ResolvedAd } from './library-ads';
import { textOptionsOf } from './text-options';

// The payload mapped to the platform's parameters, one payload section at a time (pure); what each becomes is in
// docs/product-rules.md#creating-the-objects. Only parameters and enum values that exist in the platform spec (v25.0)
// are emitted (tests/conformance/engine-params.test.ts).

type Kind = 'website' | 'lead' | 'traffic';

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
function usesInstantForms(p: LaunchPayload): boolean {
  return kindOf(p) === 'lead' && p.useInstantForms !== false && p.leadFormId !== undefined;
}

/** A website launch with 'Enable shop' and a catalog (docs/product-rules.md#shop: shop fields). */
const isShop = (p: LaunchPayload): boolean => kindOf(p) === 'website' && p.isShopCampaign === true && p.facebookCatalog !== undefined;

/** The campaign of a shop launch promotes its catalog. */
export function shopCampaignOf(p: LaunchPayload): GraphParams {
  return isShop(p) ? { promoted_object: { product_catalog_id: p.facebookCatalog } } : {};
}

/** Member states of the EU, then the associated territories the platform's DSA rule counts with them that are countries
 * of their own (Åland, French Guiana, Guadeloupe, Martinique, Mayotte, Réunion, Saint Martin): ad sets reaching any name
 * a beneficiary and a payer (Digital Services Act; docs/product-rules.md#eu-transparency). */
const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR IE IT LV LT LU MT NL PL PT RO SK SI ES SE HU AX GF GP MQ YT RE MF'.split(' ');

/** The countries of a platform geo_locations spec: its countries and the country of each region, city or ZIP code. */
function countriesOfGeo(geo: unknown): string[] {
  const spec = (geo ?? {}) as Record<string, unknown>;
  const list = (key: string): unknown[] => (Array.isArray(spec[key]) ? spec[key] : []);
  const places = ['regions', 'cities', 'zips'].flatMap(list).map((place) => (place as { country?: unknown } | null)?.country);
  return [...list('countries'), ...places].filter((c): c is string => typeof c === 'string');
}

/** The countries the launch's new ad sets reach: a saved audience's when one is chosen, else the launch's locations'. */
export function launchCountries(p: LaunchPayload, savedTargeting?: GraphParams): string[] {
  const countries = savedTargeting
    ? countriesOfGeo(savedTargeting.geo_locations)
    : p.locations.map((l) => l.countryCode ?? (l.type === 'country' ? l.key : ''));
  return [...new Set(countries.map((c) => c.toUpperCase()).filter((c) => c !== ''))];
}

/**
 * Who benefits and who pays: the account's own defaults (default_dsa_beneficiary, default_dsa_payor: an agency's
 * client may pay), else the Page, as both (docs/product-rules.md#eu-transparency). Sent explicitly, as the payload
 * names no one else.
 */
export function dsaOf(p: LaunchPayload, account: AdAccount, savedTargeting?: GraphParams): GraphParams {
  if (!targetsEu(p, savedTargeting)) return {};
  const defaults = account.data.dsaDefaults;
  const beneficiary = defaults?.beneficiary ?? (p.facebookPageName?.trim() || p.facebookPageId);
  return { dsa_beneficiary: beneficiary, dsa_payor: defaults?.payor ?? beneficiary };
}

/** The ad sets reach the EU. */
export const targetsEu = (p: LaunchPayload, savedTargeting?: GraphParams): boolean => launchCountries(p, savedTargeting).some((c) => EU.includes(c));

/**
 * The domain conversions happen on, from the destination (its registrable domain: shop.example.co.uk → example.co.uk):
 * the Ad reference requires it of an ad whose campaign shares data with a pixel (sim/README.md#refused-after-the-ad-set).
 */
export function conversionDomainOf(p: LaunchPayload): GraphParams {
  const link = p.destinationUrl ?? (p.displayLink ? `https://${p.displayLink}` : undefined);
  const domain = link ? getDomain(link) : null;
  return domain ? { conversion_domain: domain } : {};
}

/** An amount of the payload (hundredths) in the platform's unit of the account's currency (docs/product-rules.md#currencies). */
const amountIn = (currency: string) => (hundredths: number) => toPlatformAmount(hundredths, currency);

export function budgetOf(p: LaunchPayload, currency: string): GraphParams {
  const amount = amountIn(currency);
  return p.lifetimeBudget !== undefined ? { lifetime_budget: amount(p.lifetimeBudget) } : { daily_budget: amount(p.dailyBudget ?? 0) };
}

/** Ad set spend limits, in the period of the campaign budget they share out (daily_* or lifetime_*); only with one. */
export function spendLimitsOf(p: LaunchPayload, currency: string): GraphParams {
  if (!p.isCBO) return {};
  const amount = amountIn(currency);
  const period = p.lifetimeBudget !== undefined ? 'lifetime' : 'daily';
  return {
    ...(p.adSetMinimumSpend !== undefined ? { [`${period}_min_spend_target`]: amount(p.adSetMinimumSpend) } : {}),
    ...(p.adSetMaximumSpend !== undefined ? { [`${period}_spend_cap`]: amount(p.adSetMaximumSpend) } : {}),
  };
}

/** A target ROAS where the strategy takes one (lib/rules takesTargetRoas). */
const roasFloorOf = (p: LaunchPayload): number | undefined => (takesTargetRoas(p.bidStrategy) ? p.targetRoas : undefined);

/**
 * With CBO the campaign carries the strategy, and each ad set its amount or ROAS floor. Highest Value without a
 * target ROAS is the lowest cost optimising for value: the minimum-ROAS strategy needs a floor.
 */
export function bidStrategyOf(p: LaunchPayload): GraphParams {
  const strategy = p.bidStrategy === 'highestValue' && roasFloorOf(p) === undefined ? 'highestVolume' : p.bidStrategy;
  return { bid_strategy: BID_STRATEGY[strategy] };
}

export function bidOf(p: LaunchPayload, currency: string, withStrategy = true): GraphParams {
  const floor = roasFloorOf(p);
  return {
    ...(withStrategy ? bidStrategyOf(p) : {}),
    ...((p.bidStrategy === 'costPerResult' || p.bidStrategy === 'bidCap') && p.bidAmount !== undefined
      ? { bid_amount: toPlatformAmount(p.bidAmount, currency) }
      : {}),
    // 10000 = 1.0x (docs/product-rules.md#bid-strategy: the value × 10,000).
    ...(floor !== undefined ? { bid_constraints: { roas_average_floor: Math.round(floor * 10000) } } : {}),
  };
}

export function optimizationOf(p: LaunchPayload): { goal: string; promotedObject?: GraphParams; destinationType?: string } {
  const kind = kindOf(p);
  if (usesInstantForms(p)) return { goal: 'LEAD_GENERATION', promotedObject: { page_id: p.facebookPageId }, destinationType: 'ON_AD' };
  if (kind === 'traffic') {
    return { goal: p.performanceGoal === 'landingPageViews' ? 'LANDING_PAGE_VIEWS' : 'LINK_CLICKS', destinationType: 'WEBSITE' };
  }
  const goal = p.bidStrategy === 'highestValue' ? 'VALUE' : 'OFFSITE_CONVERSIONS';
  // Shop launches promote the catalog's product set, or the one product chosen instead (the catalog itself goes on
  // the campaign: shopCampaignOf).
  const shop = !isShop(p)
    ? {}
    : p.facebookProductSet
      ? { product_set_id: p.facebookProductSet }
      : p.facebookProduct
        ? { product_item_id: p.facebookProduct }
        : {};
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

type Geo = Record<string, unknown[]>;

function geoOf(locations: TargetingLocation[]): Geo {
  const geo: Geo = {};
  for (const l of locations) {
    if (l.type === 'country') (geo.countries ??= []).push(l.countryCode ?? l.key);
    else if (l.type === 'region') (geo.regions ??= []).push({ key: l.key });
    else if (l.type === 'city')
      (geo.cities ??= []).push({ key: l.key, ...(l.radius !== undefined ? { radius: l.radius, distance_unit: l.distanceUnit ?? 'mile' } : {}) });
    else (geo.zips ??= []).push({ key: l.key });
  }
  return geo;
}

/** Two geo_locations specs as one: every place of both. */
function mergeGeo(a: Geo, b: Geo): Geo {
  const merged = { ...a };
  for (const [key, places] of Object.entries(b)) merged[key] = [...(a[key] ?? []), ...places];
  return merged;
}

/** What a targeting spec says beyond the audience: the launch's own placements and Advantage+ audience flag. */
const NOT_AUDIENCE = [
  'publisher_platforms',
  'facebook_positions',
  'instagram_positions',
  'audience_network_positions',
  'messenger_positions',
  'device_platforms',
  'wireless_carrier',
  'targeting_automation',
];

/** The ages: hard limits, or with Advantage+ Audience the limits it takes and the rest as a suggestion
 * (docs/product-rules.md#audiences, lib/rules advantageAges). */
function agesOf(p: LaunchPayload): GraphParams {
  if (!p.advantageAudience) return { age_min: p.ageMin, age_max: p.ageMax };
  const { hardMin, suggestion } = advantageAges(p.ageMin, p.ageMax);
  return { age_min: hardMin, age_max: AGE_MAX, ...(suggestion ? { age_range: suggestion } : {}) };
}

/**
 * The audience of the ad sets. A saved audience is the audience as it was saved (its locations, ages, genders,
 * interests, audiences); the launch's own choices the panel leaves open over it (gender other than All,
 * interests, custom and excluded audiences, excluded locations, languages) are added to it
 * (docs/product-rules.md#audiences).
 */
function audienceOf(p: LaunchPayload, saved?: GraphParams): GraphParams {
  const base: GraphParams = saved
    ? Object.fromEntries(Object.entries(saved).filter(([key]) => !NOT_AUDIENCE.includes(key)))
    : { geo_locations: geoOf(p.locations), ...agesOf(p) };
  const list = (key: string): unknown[] => (Array.isArray(base[key]) ? base[key] : []);
  const withIds = (key: string, more: string[]) => {
    const have = list(key);
    return { [key]: [...have, ...more.filter((id) => !have.some((a) => (a as { id?: unknown }).id === id)).map((id) => ({ id }))] };
  };
  return {
    ...base,
    ...(p.excludedLocations.length > 0 ? { excluded_geo_locations: mergeGeo((base.excluded_geo_locations ?? {}) as Geo, geoOf(p.excludedLocations)) } : {}),
    ...(p.genders.length === 1 ? { genders: [p.genders[0] === 'men' ? 1 : 2] } : {}),
    // Each flexible_spec entry narrows the audience: the launch's interests are one more.
    ...(p.interests.length > 0 ? { flexible_spec: [...list('flexible_spec'), { interests: p.interests.map(({ id, name }) => ({ id, name })) }] } : {}),
    ...(p.locales.length > 0 ? { locales: p.locales.map((l) => Number(l.id)) } : {}),
    ...(p.customAudienceIds.length > 0 ? withIds('custom_audiences', p.customAudienceIds) : {}),
    ...(p.excludedAudienceIds.length > 0 ? withIds('excluded_custom_audiences', p.excludedAudienceIds) : {}),
  };
}

/**
 * From v27 a Sales ad set whose audience names devices or operating systems (a saved audience's) also reaches other
 * mobile devices unless it says device 0: Salvo keeps the audience as it was saved (sim/README.md#versions).
 */
function deviceSettingOf(p: LaunchPayload, audience: GraphParams): GraphParams {
  const named = (key: string): boolean => Array.isArray(audience[key]) && (audience[key] as unknown[]).length > 0;
  return kindOf(p) === 'website' && (named('user_os') || named('user_device')) ? { individual_setting: { device: 0 } } : {};
}

/** The ad sets' targeting: the audience (the saved audience's when one is chosen), then the launch's placements. */
export function targetingOf(p: LaunchPayload, savedTargeting?: GraphParams): GraphParams {
  const audience = audienceOf(p, savedTargeting);
  const targeting: GraphParams = {
    ...audience,
    // Explicit since v23 (the advantage-audience-explicit rule of sim/README.md#business-rules-simgraphrules); a
    // saved audience turns it off (docs/product-rules.md#audiences).
    targeting_automation: { advantage_audience: p.advantageAudience && !savedTargeting ? 1 : 0, ...deviceSettingOf(p, audience) },
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

/** The buyer's certification of the customer lists among the custom audiences (docs/product-rules.md#special-ad-category). */
export const certificationOf = (p: LaunchPayload): GraphParams =>
  p.customerListCertified && p.customAudienceIds.length > 0 ? { is_sac_cfca_terms_certified: true } : {};

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
