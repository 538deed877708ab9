// Existing campaigns, their ad sets, the accounts to import from and an imported campaign's details, read from
// the platform and put in Salvo's shapes (lib/contract/campaigns.ts). Amounts cross from the platform's unit of the
// account's currency into Salvo's hundredths here (docs/product-rules.md#currencies).
import type { CampaignObjective } from '../../lib/contract/assets';
import type { ExistingAdSetItem, ExistingCampaignItem, ImportAccount, ImportDetails } from '../../lib/contract/campaigns';
import type { AdCategory } from '../../lib/contract/launch';
import { DEFAULT_CURRENCY } from '../../lib/rules/constants';
import { fromPlatformAmount } from '../../lib/rules/currency';
import { existingCampaignMessages } from '../../lib/rules/messages';
import type { ReachedAccount } from './ad-accounts';
import type { AppDeps } from '../deps';
import { readOwned } from './assets-api';
import { PlatformObjectNotFoundError } from './assets-api';

const OBJECTIVES: Record<CampaignObjective, string[]> = {
  'website-conversions': ['OUTCOME_SALES', 'CONVERSIONS'],
  'lead-form': ['OUTCOME_LEADS', 'LEAD_GENERATION'],
  traffic: ['OUTCOME_TRAFFIC', 'LINK_CLICKS'],
};

interface PlatformCampaign {
  id: string;
  name?: string;
  objective?: string;
  status?: string;
  effective_status?: string;
  daily_budget?: string | number;
  lifetime_budget?: string | number;
  bid_strategy?: string;
  special_ad_categories?: string[];
  special_ad_category_country?: string[];
  account_id?: string;
  smart_promotion_type?: string;
}
interface PlatformAdSet {
  id: string;
  name?: string;
  bid_strategy?: string;
  bid_amount?: string | number;
  bid_constraints?: { roas_average_floor?: number };
  daily_budget?: string | number;
  lifetime_budget?: string | number;
  status?: string;
  optimization_goal?: string;
  billing_event?: string;
  promoted_object?: { pixel_id?: string; custom_event_type?: string; custom_conversion_id?: string; page_id?: string };
  start_time?: string;
  end_time?: string;
  targeting?: Record<string, unknown>;
  campaign_id?: string;
  daily_min_spend_target?: string | number;
  daily_spend_cap?: string | number;
  lifetime_min_spend_target?: string | number;
  lifetime_spend_cap?: string | number;
  pacing_type?: string[];
  adset_schedule?: Array<{ start_minute: number; end_minute: number; days: number[]; timezone_type?: string }>;
  attribution_spec?: Array<{ event_type: string; window_days: number }>;
}

const CAMPAIGN_FIELDS =
  'id,name,objective,status,effective_status,daily_budget,lifetime_budget,bid_strategy,special_ad_categories,special_ad_category_country,account_id,smart_promotion_type';
const ADSET_FIELDS = 'id,name,bid_strategy,bid_amount,bid_constraints,daily_budget,lifetime_budget,status,campaign_id';

export function toExistingCampaign(c: PlatformCampaign, currency: string): ExistingCampaignItem {
  const daily = fromPlatformAmount(c.daily_budget, currency);
  const lifetime = fromPlatformAmount(c.lifetime_budget, currency);
  return {
    id: c.id,
    name: c.name ?? c.id,
    isCBO: daily !== null || lifetime !== null,
    budgetType: lifetime !== null ? 'lifetime' : 'daily',
    budget: lifetime ?? daily,
    bidStrategy: c.bid_strategy ?? null,
    bidAmount: null,
    objective: c.objective ?? null,
    status: c.effective_status ?? c.status ?? null,
    specialAdCategories: (c.special_ad_categories ?? []).filter((x) => x !== 'NONE'),
    specialAdCategoryCountries: c.special_ad_category_country ?? [],
    ...(isLegacyAdvantage(c) ? { notOffered: existingCampaignMessages.legacyAdvantage } : {}),
  };
}

/**
 * An Advantage+ shopping or app campaign of the former flow (smart_promotion_type): since v25, on every version since
 * 2026-05-19, nothing may be added to, changed in or copied from it (docs/product-rules.md#legacy-advantage-campaigns).
 */
export const isLegacyAdvantage = (c: Pick<PlatformCampaign, 'smart_promotion_type'>): boolean =>
  c.smart_promotion_type === 'AUTOMATED_SHOPPING_ADS' || c.smart_promotion_type === 'SMART_APP_PROMOTION';

function toExistingAdSet(a: PlatformAdSet, currency: string): ExistingAdSetItem {
  return {
    id: a.id,
    name: a.name ?? a.id,
    bidStrategy: a.bid_strategy ?? null,
    bidAmount: fromPlatformAmount(a.bid_amount, currency),
    roasAverageFloor: typeof a.bid_constraints?.roas_average_floor === 'number' ? a.bid_constraints.roas_average_floor : null,
    dailyBudget: fromPlatformAmount(a.daily_budget, currency),
    lifetimeBudget: fromPlatformAmount(a.lifetime_budget, currency),
    status: a.status ?? null,
  };
}

export async function listCampaigns(
  deps: AppDeps,
  { accessToken, account }: ReachedAccount,
  objective: CampaignObjective | undefined,
  adCategory: AdCategory | undefined,
): Promise<ExistingCampaignItem[]> {
  const campaigns = await deps.graph.getAll<PlatformCampaign>(`${account.id}/campaigns`, accessToken, { fields: CAMPAIGN_FIELDS, limit: 100 }, 500);
  return campaigns
    .filter((c) => !objective || OBJECTIVES[objective].includes(c.objective ?? ''))
    .filter((c) => (adCategory ? (c.special_ad_categories ?? []).includes(adCategory) : true))
    .map((c) => toExistingCampaign(c, account.data.currency));
}

/** A campaign of this ad account (404 for another account's or someone else's). */
export async function readCampaign(deps: AppDeps, accessToken: string, accountId: string, campaignId: string): Promise<PlatformCampaign> {
  const campaign = await readOwned('This campaign', () => deps.graph.get<PlatformCampaign>(campaignId, accessToken, { fields: CAMPAIGN_FIELDS }));
  if (`act_${campaign.account_id ?? ''}` !== accountId) throw new PlatformObjectNotFoundError('This campaign was not found in this ad account.');
  return campaign;
}

/** What a copy of an ad set keeps that an update cannot take away: its spend limits, its end, its ad scheduling. */
export interface AdSetCopySource extends ExistingAdSetItem {
  campaignId: string | null;
  /** Hundredths; null for none. */
  minSpend: number | null;
  maxSpend: number | null;
  endTime: string | null;
  dayParting: boolean;
}

/** What a copy keeps that the ad set list does not read: spend limits, ad scheduling, attribution. */
const COPY_FIELDS = 'pacing_type,adset_schedule,attribution_spec,daily_min_spend_target,daily_spend_cap,lifetime_min_spend_target,lifetime_spend_cap';

/** An ad set's spend limits in hundredths (daily or lifetime, whichever it has). */
const spendLimitsOf = (a: PlatformAdSet, currency: string) => ({
  minSpend: fromPlatformAmount(a.daily_min_spend_target ?? a.lifetime_min_spend_target, currency),
  maxSpend: fromPlatformAmount(a.daily_spend_cap ?? a.lifetime_spend_cap, currency),
});

/** An ad set of this ad account (404 for another account's or someone else's), with what a copy of it keeps. */
export async function readAdSet(deps: AppDeps, { accessToken, account }: ReachedAccount, adSetId: string): Promise<AdSetCopySource> {
  const fields = `${ADSET_FIELDS},${COPY_FIELDS},account_id,end_time`;
  const adSet = await readOwned('This ad set', () => deps.graph.get<PlatformAdSet & { account_id?: string }>(adSetId, accessToken, { fields }));
  if (`act_${adSet.account_id ?? ''}` !== account.id) throw new PlatformObjectNotFoundError('This ad set was not found in this ad account.');
  const { currency } = account.data;
  return {
    ...toExistingAdSet(adSet, currency),
    campaignId: adSet.campaign_id ?? null,
    ...spendLimitsOf(adSet, currency),
    endTime: adSet.end_time ?? null,
    dayParting: (adSet.pacing_type ?? []).includes('day_parting'),
  };
}

export async function listAdSets(deps: AppDeps, { accessToken, account }: ReachedAccount, campaignId: string): Promise<ExistingAdSetItem[]> {
  await readCampaign(deps, accessToken, account.id, campaignId);
  const adSets = await deps.graph.getAll<PlatformAdSet>(`${campaignId}/adsets`, accessToken, { fields: ADSET_FIELDS, limit: 100 }, 500);
  return adSets.map((a) => toExistingAdSet(a, account.data.currency));
}

export async function listImportAccounts(deps: AppDeps, accessToken: string): Promise<ImportAccount[]> {
  const accounts = await deps.graph.getAll<{ id: string; name?: string; currency?: string; timezone_name?: string; business_country_code?: string }>(
    'me/adaccounts',
    accessToken,
    { fields: 'id,name,currency,timezone_name,business_country_code', limit: 100 },
    1000,
  );
  return accounts
    .map((a) => ({
      id: a.id,
      name: a.name ?? a.id,
      currency: a.currency || DEFAULT_CURRENCY,
      timezone_name: a.timezone_name || 'Etc/UTC',
      countryCode: /^[A-Z]{2}$/.test(a.business_country_code ?? '') ? a.business_country_code! : null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

interface Targeting {
  age_min?: number;
  age_max?: number;
  genders?: number[];
  geo_locations?: { countries?: string[] };
  flexible_spec?: Array<{ interests?: Array<{ id: string; name?: string }> }>;
  interests?: Array<{ id: string; name?: string }>;
  custom_audiences?: Array<{ id: string }>;
  excluded_custom_audiences?: Array<{ id: string }>;
  targeting_automation?: { advantage_audience?: number };
}

function summariseTargeting(raw: Record<string, unknown> | undefined): ImportDetails['adSets'][number]['targeting'] {
  const t = (raw ?? {}) as Targeting;
  const interests = [...(t.interests ?? []), ...(t.flexible_spec ?? []).flatMap((f) => f.interests ?? [])].map((i) => ({
    id: String(i.id),
    name: i.name ?? String(i.id),
  }));
  const genders = (t.genders ?? []).map((g) => (g === 1 ? 'men' : g === 2 ? 'women' : null)).filter((g): g is 'men' | 'women' => g !== null);
  const advantage = t.targeting_automation?.advantage_audience;
  return {
    ageMin: typeof t.age_min === 'number' ? t.age_min : null,
    ageMax: typeof t.age_max === 'number' ? t.age_max : null,
    genders,
    countries: t.geo_locations?.countries ?? [],
    interests,
    customAudienceIds: (t.custom_audiences ?? []).map((a) => String(a.id)),
    excludedAudienceIds: (t.excluded_custom_audiences ?? []).map((a) => String(a.id)),
    advantageAudience: advantage === undefined ? null : advantage === 1,
    raw: raw ?? {},
  };
}

interface PlatformAd {
  id: string;
  name?: string;
  adset_id?: string;
  creative?: { id?: string };
}
interface PlatformCreative {
  id: string;
  url_tags?: string;
  video_id?: string;
  image_hash?: string;
  instagram_user_id?: string;
  object_story_spec?: {
    page_id?: string;
    instagram_user_id?: string;
    link_data?: {
      link?: string;
      message?: string;
      name?: string;
      caption?: string;
      image_hash?: string;
      call_to_action?: { type?: string; value?: { lead_gen_form_id?: string } };
    };
    video_data?: {
      video_id?: string;
      message?: string;
      title?: string;
      image_hash?: string;
      call_to_action?: { type?: string; value?: { link?: string; lead_gen_form_id?: string } };
    };
  };
}

/** What prefills a launch from an existing campaign: the campaign, its ad sets with targeting, its ads' creatives. */
export async function importDetails(
  deps: AppDeps,
  { accessToken, account }: ReachedAccount,
  campaignId: string,
  adsetId: string | undefined,
): Promise<ImportDetails> {
  const accountId = account.id;
  const { currency } = account.data;
  const campaign = await readCampaign(deps, accessToken, accountId, campaignId);
  const adSets = (
    await deps.graph.getAll<PlatformAdSet>(
      `${campaignId}/adsets`,
      accessToken,
      { fields: `${ADSET_FIELDS},${COPY_FIELDS},optimization_goal,billing_event,promoted_object,start_time,end_time,targeting`, limit: 100 },
      500,
    )
  ).filter((a) => !adsetId || a.id === adsetId);
  if (adsetId && adSets.length === 0) throw new PlatformObjectNotFoundError('This ad set was not found in this campaign.');
  const ads = (await deps.graph.getAll<PlatformAd>(`${campaignId}/ads`, accessToken, { fields: 'id,name,adset_id,creative', limit: 100 }, 500)).filter(
    (a) => !adsetId || a.adset_id === adsetId,
  );
  const creativeIds = new Set(ads.map((a) => a.creative?.id).filter((id): id is string => Boolean(id)));
  const creatives = new Map<string, PlatformCreative>();
  if (creativeIds.size > 0) {
    const all = await deps.graph.getAll<PlatformCreative>(
      `${accountId}/adcreatives`,
      accessToken,
      { fields: 'id,object_story_spec,url_tags,video_id,image_hash,instagram_user_id', limit: 100 },
      2000,
    );
    for (const c of all) if (creativeIds.has(c.id)) creatives.set(c.id, c);
  }
  return {
    accountId,
    currency,
    campaign: toExistingCampaign(campaign, currency),
    adSets: adSets.map((a) => ({
      ...toExistingAdSet(a, currency),
      optimizationGoal: a.optimization_goal ?? null,
      billingEvent: a.billing_event ?? null,
      promotedObject: {
        pixelId: a.promoted_object?.pixel_id ?? null,
        customEventType: a.promoted_object?.custom_event_type ?? null,
        customConversionId: a.promoted_object?.custom_conversion_id ?? null,
        pageId: a.promoted_object?.page_id ?? null,
      },
      startTime: a.start_time ?? null,
      endTime: a.end_time ?? null,
      attributionSpec: a.attribution_spec ?? null,
      ...spendLimitsOf(a, currency),
      schedule: (a.pacing_type ?? []).includes('day_parting')
        ? (a.adset_schedule ?? []).map((e) => ({ ...e, timezone_type: e.timezone_type === 'USER' ? ('USER' as const) : ('ADVERTISER' as const) }))
        : null,
      targeting: summariseTargeting(a.targeting),
    })),
    creatives: ads.map((ad) => {
      const c = ad.creative?.id ? creatives.get(ad.creative.id) : undefined;
      const story = c?.object_story_spec;
      const link = story?.link_data;
      const video = story?.video_data;
      return {
        adId: ad.id,
        adName: ad.name ?? ad.id,
        adSetId: ad.adset_id ?? null,
        creativeId: ad.creative?.id ?? null,
        pageId: story?.page_id ?? null,
        instagramUserId: story?.instagram_user_id ?? c?.instagram_user_id ?? null,
        link: link?.link ?? video?.call_to_action?.value?.link ?? null,
        message: link?.message ?? video?.message ?? null,
        headline: link?.name ?? video?.title ?? null,
        imageHash: link?.image_hash ?? c?.image_hash ?? video?.image_hash ?? null,
        videoId: video?.video_id ?? c?.video_id ?? null,
        callToAction: link?.call_to_action?.type ?? video?.call_to_action?.type ?? null,
        urlTags: c?.url_tags ?? null,
        displayLink: link?.caption ?? null,
        leadFormId: link?.call_to_action?.value?.lead_gen_form_id ?? video?.call_to_action?.value?.lead_gen_form_id ?? null,
      };
    }),
  };
}

/** 'active' while a video of the account is still processing on the platform
 * (docs/product-rules.md#asset-calls-and-errors: media status). */
export async function mediaStatus(deps: AppDeps, accessToken: string, accountId: string): Promise<'active' | 'idle'> {
  const videos = await deps.graph.getAll<{ id: string; status?: { video_status?: string } }>(
    `${accountId}/advideos`,
    accessToken,
    { fields: 'id,status', limit: 100 },
    200,
  );
  return videos.some((v) => v.status?.video_status === 'processing') ? 'active' : 'idle';
}
