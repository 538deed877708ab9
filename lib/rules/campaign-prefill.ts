// Duplicate and import (docs/campaign-modes.md#what-a-copy-starts-from): a campaign read from the platform
// (GET /facebook/campaigns/v2/import/{id}/details) prefills every field of the spec's "campaign launch input" its
// source has. The prefill is one pure function of the whole source; the panel starts a copy with it (startCopy) and the
// API fills what a copy's body leaves out with the same values (server/launch/copy-defaults.ts).
import type { ImportDetails } from '../contract/campaigns';
import type { AdCategory, TargetingLocation } from '../contract/launch';
import { DEFAULT_TRAFFIC_PERFORMANCE_GOAL } from './constants';
import { targetingFieldsOf, type AudienceNames } from './copy-targeting';
import { money } from './currency';
import { fromPlatformSchedule } from './day-parting';
import { enterCopy, leaveSource, type CopyStart } from './launch-source';
import { amountsClearedMessages } from './messages';
import { restrictedLabelOf } from './special-category';
import { COPY_OBJECTIVES, copyBidStrategyOf, copyBudgetModeOf, sourceAdSetOf, type CampaignCopyMode } from './copy-source';
import type { AdAccountContext, Asset, ConversionEvent, ExistingCampaign, IdName, LaunchDraft } from './types';

/** Duplicates are named as Ads Manager names them (docs/product-rules.md#duplicate: copied names are prefixed
 * '[COPY] '). */
export { sourceAdSetOf, type CampaignCopyMode } from './copy-source';

export const COPY_PREFIX = '[COPY] ';

const CATEGORIES: readonly AdCategory[] = ['HOUSING', 'EMPLOYMENT', 'FINANCIAL_PRODUCTS_SERVICES', 'ISSUES_ELECTIONS_POLITICS'];

/** What the prefill resolves the source against: the account launched into and its assets, when loaded. */
export interface CopyContext extends AudienceNames {
  account: Pick<AdAccountContext, 'currency'>;
  /** Countries by code, to name the source's countries. */
  countries: readonly TargetingLocation[];
  /** The account's pages, pixels and Instagram accounts: the source's are kept only where the account has them (a list
   * not given keeps the source's id, as the server does: it checks them itself). */
  pages?: readonly Asset[];
  pixels?: readonly Asset[];
  instagramAccounts?: readonly Asset[];
}

/** The asset of `id` the account has (its loaded list), the id alone where no list is given, else null: asked for. */
function assetIn(list: readonly Asset[] | undefined, id: string): Asset | null {
  if (!list) return { id, name: '' };
  return list.find((a) => a.id === id) ?? null;
}

const eventLabel = (type: string) =>
  type
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The conversion event a promoted object names: a custom conversion, or a standard event by its type. */
function eventOf(promoted: ImportDetails['adSets'][number]['promotedObject']): ConversionEvent | null {
  if (promoted.customConversionId) return { id: `custom:${promoted.customConversionId}`, fbId: promoted.customConversionId, name: '', type: 'custom' };
  const type = promoted.customEventType;
  return type && type !== 'OTHER' ? { id: type, fbId: type, name: eventLabel(type), type: 'standard' } : null;
}

/** '7c-1v' from the platform's attribution_spec (a window it lacks is 0). */
function attributionOf(spec: ImportDetails['adSets'][number]['attributionSpec']): string | null {
  if (!spec || spec.length === 0) return null;
  const days = (type: string) => spec.find((s) => s.event_type === type)?.window_days ?? 0;
  return `${days('CLICK_THROUGH')}c-${days('VIEW_THROUGH')}v`;
}

/**
 * The draft's values of everything `details` has (docs/campaign-modes.md#what-a-copy-starts-from): objective, special
 * ad category and its countries, budget allocation, type and amount, bid strategy with its amount or ROAS floor, spend
 * limits, ad scheduling, attribution, performance goal, the whole targeting and placements (a customer list's
 * certification with it), pixel and event, page, Instagram account and lead form where the account has them, link,
 * display link and URL parameters, and the names.
 * Amounts in another currency than the account's are left out (copyAmountsNotice says so): never read in another.
 */
export function prefillOf(details: ImportDetails, mode: CampaignCopyMode, ctx: CopyContext): Partial<LaunchDraft> {
  const { campaign } = details;
  const adSet = sourceAdSetOf(details, mode);
  const creative = details.creatives.find((c) => c.link) ?? details.creatives[0] ?? null;
  const objective = COPY_OBJECTIVES[campaign.objective ?? ''] ?? null;
  const sameCurrency = details.currency === ctx.account.currency;
  const amount = (hundredths: number | null) => (sameCurrency && hundredths !== null ? money(hundredths, details.currency) : null);
  const category = CATEGORIES.find((c) => campaign.specialAdCategories.includes(c)) ?? null;
  const strategy = copyBidStrategyOf(details, mode);
  const floor = adSet?.roasAverageFloor ?? null;
  const lifetime = copyBudgetModeOf(details, mode) === 'lifetime';
  const instantForms = objective === 'lead-form' && adSet?.optimizationGoal === 'LEAD_GENERATION';
  const schedule = adSet?.schedule ? fromPlatformSchedule(adSet.schedule) : null;
  const attribution = attributionOf(adSet?.attributionSpec ?? null);
  const pageId = creative?.pageId ?? adSet?.promotedObject.pageId ?? null;
  const targeting = adSet ? targetingFieldsOf(adSet.targeting.raw, ctx.countries, ctx) : null;
  return {
    ...(objective ? { objective, ...(objective === 'website-conversions' ? {} : { shopEnabled: false }), useInstantForms: instantForms } : {}),
    isAdCategorized: category !== null,
    adCategory: category,
    adCategoryLocations: category
      ? campaign.specialAdCategoryCountries.map(
          (code) => ctx.countries.find((c) => c.countryCode === code) ?? { key: code, name: code, type: 'country' as const, countryCode: code },
        )
      : [],
    isCBO: campaign.isCBO,
    budgetMode: lifetime ? 'lifetime' : 'daily',
    budget: amount(campaign.isCBO ? campaign.budget : (adSet?.lifetimeBudget ?? adSet?.dailyBudget ?? null)),
    bidStrategy: strategy,
    bidAmount: strategy === 'costPerResult' || strategy === 'bidCap' ? amount(adSet?.bidAmount ?? null) : null,
    // The platform holds the floor × 10,000 (docs/product-rules.md#bid-strategy).
    targetRoas: strategy === 'highestValue' && floor !== null ? floor / 10000 : null,
    adSetMinimumSpend: campaign.isCBO ? amount(adSet?.minSpend ?? null) : null,
    adSetMaximumSpend: campaign.isCBO ? amount(adSet?.maxSpend ?? null) : null,
    useDayParting: schedule !== null && lifetime,
    ...(schedule ? { dayPartingSchedule: schedule.schedule, dayPartingTimeZone: schedule.basis } : {}),
    ...(attribution ? { attributionSettingId: attribution } : {}),
    performanceGoal:
      objective === 'traffic' ? (adSet?.optimizationGoal === 'LANDING_PAGE_VIEWS' ? 'landingPageViews' : DEFAULT_TRAFFIC_PERFORMANCE_GOAL) : null,
    ...(targeting
      ? {
          ...targeting,
          // The platform holds a customer list in a housing, employment or financial ad set only with the advertiser's
          // certification, which it does not answer on reads: a copy of such an ad set keeps it with its audiences.
          customerListCertified: restrictedLabelOf(campaign.specialAdCategories) !== null && (targeting.customAudiences ?? []).length > 0,
        }
      : {}),
    // What the source names; one this account lacks is left empty, for the buyer to choose.
    ...(adSet?.promotedObject.pixelId ? { pixel: assetIn(ctx.pixels, adSet.promotedObject.pixelId) } : {}),
    ...(adSet && eventOf(adSet.promotedObject) ? { conversionEvent: eventOf(adSet.promotedObject) } : {}),
    ...(pageId ? { page: assetIn(ctx.pages, pageId) } : {}),
    ...(creative?.instagramUserId ? { instagram: assetIn(ctx.instagramAccounts, creative.instagramUserId) } : {}),
    ...(creative?.leadFormId ? { leadForm: { id: creative.leadFormId, name: '' } satisfies IdName } : {}),
    ...(creative?.link ? { destinationUrl: creative.link } : {}),
    ...(creative?.displayLink ? { displayLink: creative.displayLink } : {}),
    ...(creative?.urlTags ? { urlTags: creative.urlTags } : {}),
    ...(mode.kind === 'duplicateAdSet' ? { adSetName: adSet?.name ?? '', adSetDistribution: 'single' as const } : { campaignName: campaign.name }),
  };
}

/** The notice of a copy whose source's amounts are in another currency than the account's (they were cleared), or null. */
export function copyAmountsNotice(details: ImportDetails, currency: string): string | null {
  return details.currency === currency ? null : amountsClearedMessages.copy(details.currency, currency);
}

/**
 * The draft as a copy of `details` starts it: the draft's own values (a copy it was in ends first) with the prefill's,
 * in its mode. A duplicated ad set goes into the campaign chosen in Step 1 (`campaign`).
 */
export function startCopy(
  draft: LaunchDraft,
  details: ImportDetails,
  mode: CampaignCopyMode,
  ctx: CopyContext,
  campaign: ExistingCampaign | null,
): LaunchDraft {
  const base = leaveSource(draft);
  const prefilled: LaunchDraft = { ...base, ...prefillOf(details, mode, ctx) };
  const start: CopyStart =
    mode.kind === 'import'
      ? { kind: 'import', accountId: mode.accountId, campaignId: details.campaign.id, read: details }
      : mode.kind === 'duplicateCampaign'
        ? { kind: 'duplicateCampaign', campaignId: details.campaign.id, read: details }
        : { kind: 'duplicateAdSet', campaign, adSetId: mode.adSetId, read: details };
  return enterCopy(base, prefilled, start);
}
