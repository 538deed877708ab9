// Every business rule, in the order they are checked. To add one: write it beside the others and list it here.
import { conversionDomainForPixel, instagramIdentityForPlacements, politicalAdsNotInEu, videoThumbnailRequired } from './ad-refusals';
import { adsetBidStrategyOfCampaign, bidAmountForCaps, bidAmountNotAllowed, roasFloorForMinRoas } from './adset-bid';
import {
  adsetBudgetRequired,
  budgetOnOneLevel,
  dailyBudgetMinimumRun,
  dayPartingNeedsLifetimeBudget,
  dayPartingWholeHours,
  lifetimeBudgetNeedsEndTime,
  spendLimitMinOverCap,
  spendLimitsNeedCampaignBudget,
} from './adset-budget';
import {
  adsetNameLength,
  advantageAudienceAges,
  attributionWindows,
  advantageAudienceExplicit,
  dsaForEuTargeting,
  promotedObjectForGoal,
  radiusOnCityOrPlace,
} from './adset-targeting';
import { adsetBudgetTooLow, adsetBudgetUnderFiveBids, campaignBudgetTooLow, campaignBudgetUnderFiveBids } from './budget-minimum';
import { adsetBudgetSharingExplicit, campaignBudgetOverAdsetBudgets, campaignSingleBudget, specialAdCategoryCountry } from './campaign';
import { statusAtCreation } from './common';
import { assetFeedTextLimits, creativeFeatureEnrollStatus, instagramActorIdRejected, objectStorySpecPage, videoMustBeReady } from './creative';
import {
  customAudiencesInAccount,
  imageHashInAccount,
  instagramUserUsable,
  leadFormOfPage,
  promotedCatalogInAccount,
  promotedPageInAccount,
  promotedPixelInAccount,
} from './references';
import { existingCustomerBudgetRemoved, exploreRemoved, smartPromotionTypeRemoved, standardEnhancementsRemoved, videoFeedsRemoved } from './removed';
import { legacyAdvantageCampaign } from './legacy-campaigns';
import { regionalRegulationIdentities, thailandMinimumAge } from './regional';
import { specialAdCategoryCustomerList, specialAdCategoryTargeting } from './special-category';
import type { GraphError } from '../errors';
import { OLDEST_VERSION } from '../versions';
import type { Rule, RuleContext } from './types';

export const rules: readonly Rule[] = [
  statusAtCreation,
  smartPromotionTypeRemoved,
  legacyAdvantageCampaign,
  existingCustomerBudgetRemoved,
  videoFeedsRemoved,
  exploreRemoved,
  standardEnhancementsRemoved,
  specialAdCategoryCountry,
  campaignSingleBudget,
  campaignBudgetTooLow,
  campaignBudgetUnderFiveBids,
  adsetBudgetSharingExplicit,
  campaignBudgetOverAdsetBudgets,
  adsetNameLength,
  budgetOnOneLevel,
  adsetBudgetRequired,
  lifetimeBudgetNeedsEndTime,
  dailyBudgetMinimumRun,
  adsetBudgetTooLow,
  adsetBudgetUnderFiveBids,
  spendLimitsNeedCampaignBudget,
  spendLimitMinOverCap,
  dayPartingNeedsLifetimeBudget,
  dayPartingWholeHours,
  adsetBidStrategyOfCampaign,
  bidAmountForCaps,
  bidAmountNotAllowed,
  roasFloorForMinRoas,
  advantageAudienceExplicit,
  advantageAudienceAges,
  radiusOnCityOrPlace,
  attributionWindows,
  specialAdCategoryTargeting,
  specialAdCategoryCustomerList,
  promotedObjectForGoal,
  dsaForEuTargeting,
  politicalAdsNotInEu,
  regionalRegulationIdentities,
  thailandMinimumAge,
  promotedPixelInAccount,
  promotedPageInAccount,
  promotedCatalogInAccount,
  customAudiencesInAccount,
  instagramActorIdRejected,
  creativeFeatureEnrollStatus,
  assetFeedTextLimits,
  objectStorySpecPage,
  videoMustBeReady,
  videoThumbnailRequired,
  imageHashInAccount,
  instagramUserUsable,
  leadFormOfPage,
  instagramIdentityForPlacements,
  conversionDomainForPixel,
];

/** The first rule that fails, as the platform answers one error at a time. */
export function checkRules(ctx: RuleContext): GraphError | undefined {
  const version = ctx.version ?? OLDEST_VERSION;
  for (const rule of rules) {
    if (!rule.edges.includes(ctx.edge) || (ctx.update && !rule.onUpdate) || (rule.since !== undefined && version < rule.since)) continue;
    const err = rule.check(ctx);
    if (err) return err;
  }
  return undefined;
}
