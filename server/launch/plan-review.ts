import type { AdAccount } from '../../lib/contract/assets';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { LaunchPlanAnswer, PlanAdSet, PlanBudget, PlanCampaign, PlanTargeting } from '../../lib/contract/launch-plan';
import { fromPlatformAmount } from '../../lib/rules/currency';
import { countryName } from '../../lib/rules/locations';
import { bidStrategyFromPlatform } from '../../lib/rules/transitions';
import type { GraphParams } from '../platform/graph-client';
import { namedWith } from './name-tokens';
import { KEPT_BY_ADSET_COPIES, pausedLevel, type LaunchPlan } from './plan';
import type { PlanSources } from './plan-sources';

// The plan in the review's words (POST /facebook/adlauncher/plan, docs/product-rules.md#review-and-confirm): read from
// the very parameters the engine sends, so what the buyer reviews is what the platform gets. Amounts come back from the
// platform's unit into hundredths of the account's currency.

const KEPT_WORDS: Record<(typeof KEPT_BY_ADSET_COPIES)[number], string> = {
  billing_event: 'billing event',
  optimization_goal: 'optimization goal',
  promoted_object: 'pixel and conversion event',
  destination_type: 'destination',
  attribution_spec: 'attribution setting',
};
/** What a copied campaign keeps of its source: the launch updates its budget and bid strategy only. */
const CAMPAIGN_KEPT = ['objective', 'special ad categories with their countries', 'budget type'];

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function budgetIn(params: GraphParams, currency: string, prefix = ''): PlanBudget | null {
  const daily = fromPlatformAmount(params[`${prefix}daily_budget`] as number | undefined, currency);
  const lifetime = fromPlatformAmount(params[`${prefix}lifetime_budget`] as number | undefined, currency);
  if (lifetime !== null) return { period: 'lifetime', amount: lifetime };
  return daily !== null ? { period: 'daily', amount: daily } : null;
}

const PLACE_TYPES = { regions: 'region', cities: 'city', zips: 'zip' } as const;

/** A place of a targeting spec by the name the launch gave it (its own locations), else the platform's, else its key;
 * a country (a saved audience's, a copy's) by its name. */
function placeNames(geo: unknown, p: LaunchPayload): string[] {
  const spec = record(geo);
  const known = [...p.locations, ...p.excludedLocations];
  const byKey = (key: string, type: string) => known.find((l) => l.type === type && (l.key === key || l.countryCode === key))?.name;
  const countries = list(spec.countries).map((c) => byKey(String(c), 'country') ?? countryName(String(c)));
  const places = (Object.entries(PLACE_TYPES) as Array<[string, string]>).flatMap(([field, type]) =>
    list(spec[field]).map((raw) => {
      const place = record(raw);
      const key = String(place.key ?? '');
      const name = byKey(key, type) ?? (typeof place.name === 'string' ? place.name : key);
      // A city's radius is part of where the ads show (a copy keeps its source's).
      const radius = typeof place.radius === 'number' ? ` (+${place.radius} ${place.distance_unit === 'kilometer' ? 'km' : 'mi'})` : '';
      return `${name}${radius}`;
    }),
  );
  return [...countries, ...places];
}

/** The targeting an ad set is sent with, in words. */
function targetingInWords(targeting: GraphParams, p: LaunchPayload): PlanTargeting {
  const genders = list(targeting.genders).map(Number);
  const platforms = list(targeting.publisher_platforms).map(String);
  return {
    ageMin: typeof targeting.age_min === 'number' ? targeting.age_min : null,
    ageMax: typeof targeting.age_max === 'number' ? targeting.age_max : null,
    ageSuggestion: list(targeting.age_range).length === 2 ? [Number(list(targeting.age_range)[0]), Number(list(targeting.age_range)[1])] : null,
    genders: genders.length === 1 ? [genders[0] === 1 ? 'men' : 'women'] : [],
    locations: placeNames(targeting.geo_locations, p),
    excludedLocations: placeNames(targeting.excluded_geo_locations, p),
    interests: list(targeting.flexible_spec).flatMap((spec) => list(record(spec).interests).map((i) => String(record(i).name ?? record(i).id))),
    customAudiences: list(targeting.custom_audiences).map((a) => String(record(a).id)),
    excludedAudiences: list(targeting.excluded_custom_audiences).map((a) => String(record(a).id)),
    savedAudience: p.selectedSavedAudienceId ?? null,
    advantageAudience: record(targeting.targeting_automation).advantage_audience === 1,
    placements:
      platforms.length === 0
        ? ['Advantage+ placements']
        : platforms.map((platform) => `${platform}: ${list(targeting[`${platform}_positions`]).join(', ') || 'all positions'}`),
  };
}

function adSetInWords(params: GraphParams, currency: string, p: LaunchPayload): Omit<PlanAdSet, 'action' | 'id' | 'sourceId' | 'name' | 'adCount' | 'kept'> {
  const floor = record(params.bid_constraints).roas_average_floor;
  const min = fromPlatformAmount((params.daily_min_spend_target ?? params.lifetime_min_spend_target) as number | undefined, currency);
  const max = fromPlatformAmount((params.daily_spend_cap ?? params.lifetime_spend_cap) as number | undefined, currency);
  return {
    budget: budgetIn(params, currency),
    bidStrategy: bidStrategyFromPlatform(params.bid_strategy as string | undefined, params.optimization_goal as string | undefined),
    bidAmount: fromPlatformAmount(params.bid_amount as number | undefined, currency),
    targetRoas: typeof floor === 'number' ? floor / 10000 : null,
    spendLimits: min !== null || max !== null ? { min, max } : null,
    startTime: typeof params.start_time === 'string' ? params.start_time : null,
    endTime: typeof params.end_time === 'string' ? params.end_time : null,
    targeting: params.targeting ? targetingInWords(record(params.targeting) as GraphParams, p) : null,
    params,
  };
}

interface ReviewContext {
  account: AdAccount;
  sources: PlanSources;
  digest: string;
}

export function reviewOfPlan(plan: LaunchPlan, p: LaunchPayload, { account, sources, digest }: ReviewContext): LaunchPlanAnswer {
  const { currency } = account.data;
  const campaignParams = plan.campaign?.params ?? {};
  const source = sources.campaign;
  const campaign: PlanCampaign = {
    action: plan.existingCampaignId ? 'existing' : plan.campaignCopyOf ? 'copy' : 'create',
    id: plan.existingCampaignId,
    sourceId: plan.campaignCopyOf,
    name: plan.campaignName,
    specialAdCategories: (source ? source.specialAdCategories : list(campaignParams.special_ad_categories).map(String)).filter(
      (c): c is PlanCampaign['specialAdCategories'][number] => c !== 'NONE' && c !== 'CREDIT',
    ),
    // A copy's and an existing campaign's are their source's (the platform's copy keeps them); a new one's are sent.
    specialAdCategoryCountries: source ? source.specialAdCategoryCountries : list(campaignParams.special_ad_category_country).map(String),
    // An existing campaign's budget is the platform's; the launch leaves it as it is.
    budget: plan.existingCampaignId ? (source?.budget ? { period: source.budgetType, amount: source.budget } : null) : budgetIn(campaignParams, currency),
    bidStrategy: bidStrategyFromPlatform((plan.existingCampaignId ? source?.bidStrategy : campaignParams.bid_strategy) as string | undefined),
    kept: plan.campaignCopyOf ? CAMPAIGN_KEPT : [],
    params: campaignParams,
  };
  const adSets: PlanAdSet[] = plan.adSets.map((s) => {
    const words = adSetInWords(s.params, currency, p);
    const common = {
      id: s.existingId,
      sourceId: s.copyOf,
      name: s.existingId ? s.name : namedWith(s.name, {}) || s.name,
      adCount: plan.ads.filter((a) => a.adSetKey === s.itemKey).length,
    };
    if (!s.copyOf || !sources.adSet) return { action: s.existingId ? 'existing' : 'create', ...common, kept: [], ...words };
    // A copy keeps what its update does not replace: shown with the source's values (docs/campaign-modes.md#what-a-copy-keeps).
    const source = sources.adSet;
    const min = words.spendLimits?.min ?? source.minSpend;
    const max = words.spendLimits?.max ?? source.maxSpend;
    const keptSchedule = source.dayParting && !s.params.adset_schedule;
    return {
      action: 'copy',
      ...common,
      kept: [...KEPT_BY_ADSET_COPIES.map((k) => KEPT_WORDS[k]), ...(keptSchedule ? ['ad scheduling'] : [])],
      ...words,
      spendLimits: min !== null || max !== null ? { min, max } : null,
      endTime: words.endTime ?? source.endTime,
    };
  });
  return {
    success: true,
    account: { id: account.id, name: account.name, currency, timezoneName: account.data.timezone_name },
    campaign,
    adSets,
    adCount: plan.ads.length,
    estimate: estimateOf(campaign, adSets),
    exampleAdName: plan.ads[0] ? namedWith(plan.ads[0].name, {}) : '',
    paused: pausedLevel(p),
    digest,
  };
}

/**
 * The most the launch's new budgets spend per period: the campaign budget it sets, or the sum of its ad sets' own
 * budgets. None when it adds no budget of its own (ads into existing ad sets, new ad sets sharing an existing campaign's).
 */
function estimateOf(campaign: PlanCampaign, adSets: PlanAdSet[]): PlanBudget | null {
  if (campaign.action !== 'existing' && campaign.budget) return campaign.budget;
  const own = adSets.flatMap((s) => (s.budget ? [s.budget] : []));
  if (own.length === 0) return null;
  return { period: own[0]!.period, amount: own.reduce((sum, b) => sum + b.amount, 0) };
}
