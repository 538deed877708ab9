import type { AdAccount } from '../../lib/contract/assets';
import type { LaunchPayload } from '../../lib/contract/launch';
import { COPY_PREFIX } from '../../lib/rules/campaign-prefill';
import { SALVO_BILLING_EVENT } from '../../lib/rules/budget-minimum';
import { accountContextOf } from '../../lib/rules/defaults';
import { renderName } from '../../lib/rules/naming';
import { adNamingExtras, copyVariations, namingValues, type NamingExtras } from '../../lib/rules/naming-values';
import { draftFromPayload } from '../../lib/rules/payload';
import type { GraphParams } from '../platform/graph-client';
import type { ResolvedAd } from './library-ads';
import { markerLabels } from './markers';
import { ID_TOKENS, namedWith } from './name-tokens';
import {
  attributionOf,
  bidOf,
  bidStrategyOf,
  budgetOf,
  certificationOf,
  creativeParams,
  dayPartingOf,
  dsaOf,
  kindOf,
  OBJECTIVE,
  conversionDomainOf,
  optimizationOf,
  shopCampaignOf,
  spendLimitsOf,
  targetingOf,
} from './plan-params';

/** A new ad set's parameters as the update of a copy: without what the copy keeps of its source. */
/**
 * A copied ad set's update: the launch's settings but what the copy keeps. The copy's placements are the launch's, so the
 * source's placement_soft_opt_out (positions its Advantage+ placements spent little on) is cleared explicitly rather
 * than kept unseen (docs/campaign-modes.md#what-a-copy-keeps).
 */
const copyUpdateOf = (params: GraphParams): GraphParams => ({
  ...Object.fromEntries(Object.entries(params).filter(([key]) => !(KEPT_BY_ADSET_COPIES as readonly string[]).includes(key))),
  placement_soft_opt_out: {},
});

// The payload becomes the platform objects to create (pure; docs/product-rules.md#creating-the-objects), parameter by
// parameter in plan-params.ts. Every object carries its marker (markers.ts). What the engine does not plan yet is
// refused with UnsupportedLaunchError before anything is sent.

export { attributionOf } from './plan-params';

interface PlannedObject {
  /** Stable key of the item inside the launch (the ledger's item_key, the marker's last part). */
  itemKey: string;
  /** With the ids it names still as tokens (name-tokens.ts namedWith fills them when the object is sent). */
  name: string;
  params: GraphParams;
}

export interface PlannedAdSet extends PlannedObject {
  /** An ad set chosen by the user: nothing is created, its ads go into it. */
  existingId: string | null;
  /** A duplicate: the platform copies this ad set (POST {id}/copies), then `params` (name, marker) are set on it. */
  copyOf: string | null;
}

export interface PlannedAd {
  itemKey: string;
  adSetKey: string;
  /** With the ids it names still as tokens, here and in its creative's name. */
  name: string;
  /** Without adset_id; the creative goes inline (one write, created with the ad or not at all). */
  params: GraphParams;
}

export interface LaunchPlan {
  accountId: string;
  /** Null when the launch goes into an existing campaign. */
  campaign: PlannedObject | null;
  /** A duplicate: the platform copies this campaign, then the campaign's params (name, marker) are set on it. */
  campaignCopyOf: string | null;
  existingCampaignId: string | null;
  /** As the launch record shows it before the campaign exists (its id, when named, is empty until then). */
  campaignName: string;
  /** Without campaign_id. */
  adSets: PlannedAdSet[];
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

/** Throws UnsupportedLaunchError for what the engine does not create yet. */
export function assertSupported(p: LaunchPayload): void {
  if ((p.existingAdsetId || p.existingAdsetIdList?.length || p.duplicateAdsetId) && !p.existingCampaignId && !p.duplicateCampaignId) {
    // A duplicated ad set goes into the campaign the user chose (existing or duplicated), never a new one.
    throw new UnsupportedLaunchError('existingCampaignId', 'Choose the campaign of the existing ad sets.');
  }
}

export { COPY_PREFIX };

export interface PlanContext {
  launchId: string;
  account: AdAccount;
  /** The launch's creation time: names stay the same however often the plan is made. */
  createdAt: Date;
  /**
   * The ads' library creatives and copies (library-ads.ts), by ad index. The run always resolves them first;
   * without them (when the launch is accepted) the plan is right in its names and counts only.
   */
  resolved?: ReadonlyArray<ResolvedAd | undefined>;
  /** The chosen saved audience's targeting as the platform has it (saved-audience.ts): the run reads it first. */
  savedTargeting?: GraphParams;
  /** The library offer's name when a naming convention uses it (names.ts offerNameFor). */
  offerName?: string;
  /** The existing campaign's name as the platform has it: the launch is named after the campaign it goes into. */
  existingCampaignName?: string;
  /** The names of the account's images the ads use (image-names.ts), by hash: their {{creative_name}}. */
  imageNames?: ReadonlyMap<string, string>;
}

/**
 * What a copied ad set keeps of its source: the platform does not change these on an existing ad set, so the copy's
 * update leaves them out (docs/campaign-modes.md#what-a-copy-keeps).
 */
export const KEPT_BY_ADSET_COPIES = ['billing_event', 'optimization_goal', 'promoted_object', 'destination_type', 'attribution_spec'] as const;

/**
 * What a launch with automations makes paused, so that nothing of it delivers before its automations' rules exist
 * (docs/automations.md#protected-from-the-first-second): its ad sets (made or copied), or its ads when it goes into
 * existing ad sets. Its rules step turns them on (server/automations/gate.ts).
 */
export function gatedKind(p: Pick<LaunchPayload, 'automationIds' | 'existingAdsetId' | 'existingAdsetIdList'>): 'adset' | 'ad' | null {
  if (!p.automationIds?.length) return null;
  return p.existingAdsetId || p.existingAdsetIdList?.length ? 'ad' : 'adset';
}

/**
 * What a paused launch makes paused (docs/product-rules.md#launch-paused): the highest level it creates, and nothing under
 * it, so nothing delivers and one switch in Ads Manager turns the whole launch on. Its campaign (new, copied or
 * imported); else its ad sets (new or copied, in an existing campaign); else its ads (into existing ad sets).
 */
export function pausedLevel(
  p: Pick<LaunchPayload, 'launchPaused' | 'existingCampaignId' | 'existingAdsetId' | 'existingAdsetIdList'>,
): 'campaign' | 'adset' | 'ad' | null {
  if (!p.launchPaused) return null;
  if (!p.existingCampaignId) return 'campaign';
  return p.existingAdsetId || p.existingAdsetIdList?.length ? 'ad' : 'adset';
}

export function planLaunch(p: LaunchPayload, ctx: PlanContext): LaunchPlan {
  assertSupported(p);
  const gate = gatedKind(p);
  const held = pausedLevel(p);
  const kind = kindOf(p);
  const { currency } = accountContextOf(ctx.account);
  const labels = (itemKey: string) => ({ adlabels: markerLabels(ctx.launchId, itemKey) });
  const valuesOf = nameValues(p, ctx);
  const names = valuesOf({});
  const baseName = p.campaignName?.trim() || renderName(p.campaignNamingConvention ?? '', names) || `Salvo ${names.date} ${ctx.launchId.slice(0, 8)}`;
  // Into an existing campaign, the launch is that campaign's (the results and the launches page name it), not a name
  // made by the naming convention for a campaign that does not exist.
  const campaignName = p.existingCampaignId ? (ctx.existingCampaignName ?? baseName) : p.duplicateCampaignId ? `${COPY_PREFIX}${baseName}` : baseName;

  const specialCountries = [...new Set((p.adCategoryLocations ?? []).map((l) => l.countryCode).filter((c): c is string => !!c))];
  const campaign: PlannedObject | null = p.existingCampaignId
    ? null
    : p.duplicateCampaignId
      ? {
          itemKey: 'campaign',
          name: campaignName,
          // The copy keeps its objective, categories and budget type; the launch's budget and bid strategy replace its
          // source's before it runs (engine.ts copyOps).
          params: {
            name: campaignName,
            status: held === 'campaign' ? 'PAUSED' : 'ACTIVE',
            ...(p.isCBO ? { ...budgetOf(p, currency), ...bidStrategyOf(p) } : {}),
            ...labels('campaign'),
          },
        }
      : {
          itemKey: 'campaign',
          name: campaignName,
          params: {
            name: campaignName,
            objective: OBJECTIVE[kind],
            status: held === 'campaign' ? 'PAUSED' : 'ACTIVE',
            special_ad_categories: p.isAdCategorized && p.adCategory ? [p.adCategory] : [],
            ...(p.isAdCategorized && p.adCategory && specialCountries.length > 0 ? { special_ad_category_country: specialCountries } : {}),
            // CBO: budget and bid strategy on the campaign; otherwise the campaign says so explicitly.
            ...(p.isCBO ? { ...budgetOf(p, currency), ...bidStrategyOf(p) } : { is_adset_budget_sharing_enabled: false }),
            ...shopCampaignOf(p),
            ...labels('campaign'),
          },
        };

  const optimization = optimizationOf(p);
  const adSetBase: GraphParams = {
    status: gate === 'adset' || held === 'adset' ? 'PAUSED' : 'ACTIVE',
    billing_event: SALVO_BILLING_EVENT,
    optimization_goal: optimization.goal,
    ...(optimization.promotedObject ? { promoted_object: optimization.promotedObject } : {}),
    ...(optimization.destinationType ? { destination_type: optimization.destinationType } : {}),
    ...(p.isCBO ? bidOf(p, currency, false) : { ...budgetOf(p, currency), ...bidOf(p, currency) }),
    start_time: p.startTime,
    ...(p.endTime !== undefined ? { end_time: p.endTime } : {}),
    targeting: targetingOf(p, ctx.savedTargeting),
    attribution_spec: attributionOf(kind === 'traffic' ? '1c-0v' : p.attributionSettingId),
    ...spendLimitsOf(p, currency),
    ...dayPartingOf(p),
    ...dsaOf(p, ctx.account, ctx.savedTargeting),
    ...certificationOf(p),
  };

  const existingIds = [...new Set([...(p.existingAdsetIdList ?? []), ...(p.existingAdsetId ? [p.existingAdsetId] : [])])];
  const newCount = p.useSingleAdset ? 1 : p.ads.length;
  const copyName = `${COPY_PREFIX}${p.adSetName?.trim() || 'Ad set'}`;
  const adSets: PlannedAdSet[] =
    existingIds.length > 0
      ? existingIds.map((id, index) => ({ itemKey: `adset:${index}`, name: id, params: {}, existingId: id, copyOf: null }))
      : p.duplicateAdsetId
        ? [
            {
              itemKey: 'adset:0',
              name: copyName,
              params: { name: copyName, ...copyUpdateOf(adSetBase), ...labels('adset:0') },
              existingId: null,
              copyOf: p.duplicateAdsetId,
            },
          ]
        : Array.from({ length: newCount }, (_, index) => {
            const baseSetName = p.adSetName?.trim()
              ? newCount > 1
                ? `${p.adSetName.trim()} ${index + 1}`
                : p.adSetName.trim()
              : renderName(p.adSetNamingConvention ?? '', { ...names, creative_variation: index + 1 }) || `Ad set ${index + 1}`;
            // The ad sets made in a duplicated campaign belong to the copy: named like it (docs/campaign-modes.md).
            const name = p.duplicateCampaignId ? `${COPY_PREFIX}${baseSetName}` : baseSetName;
            return { itemKey: `adset:${index}`, name, params: { name, ...adSetBase, ...labels(`adset:${index}`) }, existingId: null, copyOf: null };
          });

  // Dedicated: ad i in ad set i. Single, existing or duplicated ad sets: every ad in each ad set.
  const dedicated = existingIds.length === 0 && !p.duplicateAdsetId && !p.useSingleAdset;
  const copyLetters = copyVariations(p.ads.map((ad) => ad.copyId));
  const ads: PlannedAd[] = adSets.flatMap((adSet, setIndex) =>
    p.ads.flatMap((ad, index) => {
      if (dedicated && index !== setIndex) return [];
      const resolved = ctx.resolved?.[index];
      const imageName = ad.imageId ? ctx.imageNames?.get(ad.imageId) : undefined;
      const creativeName = resolved?.creativeName ?? imageName ?? ad.imageId ?? ad.facebookVideoId ?? `creative ${index + 1}`;
      const values = valuesOf(adNamingExtras({ creativeName, ...(resolved?.copy ? { copy: resolved.copy } : {}) }, index, copyLetters[index]));
      const name = renderName(p.adNamingConvention ?? '', values) || `Ad ${index + 1}`;
      const itemKey = `ad:${setIndex}:${index}`;
      return [
        {
          itemKey,
          adSetKey: adSet.itemKey,
          name,
          params: {
            name,
            status: gate === 'ad' || held === 'ad' ? 'PAUSED' : 'ACTIVE',
            creative: creativeParams(p, ad, name, resolved),
            ...conversionDomainOf(p),
            ...labels(itemKey),
          },
        },
      ];
    }),
  );

  const campaignCopyOf = p.existingCampaignId ? null : (p.duplicateCampaignId ?? null);
  return {
    accountId: ctx.account.id,
    campaign,
    campaignCopyOf,
    existingCampaignId: p.existingCampaignId ?? null,
    campaignName: namedWith(campaignName, {}),
    adSets,
    ads,
  };
}

/**
 * The names' placeholder values come from lib/rules, as the side panel's live preview does: one rule, one place.
 * The ids stay tokens until the objects exist (names.ts).
 */
function nameValues(p: LaunchPayload, ctx: PlanContext): (extras: NamingExtras) => Record<string, string | number> {
  const account = accountContextOf(ctx.account);
  const draft = draftFromPayload(p, account, ctx.createdAt);
  const launch: NamingExtras = { folderName: p.folderName, offerName: ctx.offerName, campaignId: ID_TOKENS.campaign_id, adSetId: ID_TOKENS.adset_id };
  return (extras) => namingValues(draft, account, ctx.createdAt, { ...launch, ...extras });
}
