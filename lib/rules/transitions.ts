// Transitions of the launch draft (spec §4): objective, dates, budget mode, bid strategy, existing campaign,
// assets. Each takes a draft and returns the next one; none mutates its input.
import { DEFAULT_ATTRIBUTION, DEFAULT_DAILY_BUDGET, DEFAULT_LIFETIME_BUDGET, DEFAULT_TRAFFIC_PERFORMANCE_GOAL, TRAFFIC_ATTRIBUTION } from './constants';
import { firstValidEvent } from './conversion-events';
import { oneHourAfter, timeOf } from './time';
import type { Asset, BidStrategy, BudgetMode, ConversionEvent, ExistingAdSet, ExistingCampaign, LaunchDraft, Objective } from './types';

/** §4 bid strategies per objective and shop: traffic only highestVolume and costPerResult; lead form no
 * highestValue; shop ads no costPerResult or bidCap (§5). */
export function allowedBidStrategies(objective: Objective, shopEnabled: boolean): BidStrategy[] {
  if (objective === 'traffic') return ['highestVolume', 'costPerResult'];
  if (objective === 'lead-form') return ['highestVolume', 'costPerResult', 'bidCap'];
  if (shopEnabled) return ['highestVolume', 'highestValue'];
  return ['highestVolume', 'costPerResult', 'bidCap', 'highestValue'];
}

/** §4 "Changing the objective resets an invalid strategy to highestVolume." */
function withValidBidStrategy(draft: LaunchDraft): LaunchDraft {
  const allowed = allowedBidStrategies(draft.objective, draft.shopEnabled && draft.objective === 'website-conversions');
  return allowed.includes(draft.bidStrategy) ? draft : { ...draft, bidStrategy: 'highestVolume', bidAmount: null };
}

/**
 * §4 objective change: resets the campaign and ad set selection; a non-website objective turns the shop
 * off and moves highestValue to highestVolume; traffic selects a default event (the first valid of
 * `events`, when given), attribution 1c-0v and the linkClicks goal. Lead form turns instant forms on.
 */
export function setObjective(draft: LaunchDraft, objective: Objective, events: readonly ConversionEvent[] = []): LaunchDraft {
  if (objective === draft.objective) return draft;
  let next: LaunchDraft = {
    ...draft,
    objective,
    existingCampaign: null,
    existingAdSetIds: [],
    createNewAdSets: true,
    shopEnabled: objective === 'website-conversions' ? draft.shopEnabled : false,
    useInstantForms: objective === 'lead-form',
  };
  if (objective === 'traffic') {
    const ctx = { objective, useInstantForms: false, shopEnabled: false, bidStrategy: next.bidStrategy };
    next = {
      ...next,
      attributionSettingId: TRAFFIC_ATTRIBUTION,
      performanceGoal: DEFAULT_TRAFFIC_PERFORMANCE_GOAL,
      conversionEvent: firstValidEvent(events, ctx) ?? next.conversionEvent,
    };
  } else if (draft.objective === 'traffic') {
    next = { ...next, attributionSettingId: DEFAULT_ATTRIBUTION, performanceGoal: null };
  }
  return withValidBidStrategy(next);
}

/** §4 shop switch (website conversions only); costPerResult and bidCap fall back to highestVolume. */
export function setShopEnabled(draft: LaunchDraft, shopEnabled: boolean): LaunchDraft {
  if (draft.objective !== 'website-conversions') return { ...draft, shopEnabled: false };
  const next = { ...draft, shopEnabled, ...(shopEnabled ? {} : { catalog: null, product: null, productSet: null }) };
  return withValidBidStrategy(next);
}

/** §5: the bid amount is disabled for highestVolume (and highestValue); it is cleared there. */
export function setBidStrategy(draft: LaunchDraft, bidStrategy: BidStrategy): LaunchDraft {
  const usesBid = bidStrategy === 'costPerResult' || bidStrategy === 'bidCap';
  return { ...draft, bidStrategy, bidAmount: usesBid ? draft.bidAmount : null };
}

/**
 * §4 start-date change: if the end is not later than the start, it moves to one hour after the start
 * (e.g. the start moves one day past the end: the end becomes start + 1 h).
 */
export function setStartTime(draft: LaunchDraft, startTime: string, timeZone: string): LaunchDraft {
  const end = timeOf(draft.endTime);
  const endTime = Number.isNaN(end) || end <= timeOf(startTime) ? oneHourAfter(startTime, timeZone) : draft.endTime;
  return { ...draft, startTime, endTime };
}

/** §4 budget mode: lifetime has an end date and is the only mode with day parting; the budget becomes the
 * mode's default (§9 daily 5, lifetime 35). */
export function setBudgetMode(draft: LaunchDraft, budgetMode: BudgetMode): LaunchDraft {
  if (budgetMode === draft.budgetMode) return draft;
  return {
    ...draft,
    budgetMode,
    budget: budgetMode === 'daily' ? DEFAULT_DAILY_BUDGET : DEFAULT_LIFETIME_BUDGET,
    useDayParting: budgetMode === 'lifetime' ? draft.useDayParting : false,
  };
}

/** §5 "Ad scheduling only with lifetime budgets." */
export function setUseDayParting(draft: LaunchDraft, useDayParting: boolean): LaunchDraft {
  return { ...draft, useDayParting: useDayParting && draft.budgetMode === 'lifetime' };
}

/** §4 the platform's bid strategies of an existing campaign or ad set, in the product's words. */
export function bidStrategyFromPlatform(strategy: string | null | undefined): BidStrategy | null {
  switch (strategy) {
    case 'LOWEST_COST_WITHOUT_CAP':
      return 'highestVolume';
    case 'COST_CAP':
      return 'costPerResult';
    case 'LOWEST_COST_WITH_BID_CAP':
      return 'bidCap';
    // Not in the spec's list; the platform's value-optimised strategy is Salvo's highestValue.
    case 'LOWEST_COST_WITH_MIN_ROAS':
      return 'highestValue';
    default:
      return null;
  }
}

/**
 * §4 existing campaign: the campaign sets the CBO flag, budget type, budget (cents / 100) and bid strategy;
 * then the first ad set sets the bid strategy (COST_CAP and LOWEST_COST_WITH_BID_CAP with amount / 100).
 */
export function selectExistingCampaign(draft: LaunchDraft, campaign: ExistingCampaign, adSets: readonly ExistingAdSet[]): LaunchDraft {
  let next: LaunchDraft = {
    ...draft,
    campaignMode: 'existing',
    existingCampaign: campaign,
    existingAdSetIds: [],
    createNewAdSets: true,
    isCBO: campaign.isCBO,
    budgetMode: campaign.budgetType,
    budget: campaign.budget === null ? draft.budget : campaign.budget / 100,
    useDayParting: campaign.budgetType === 'lifetime' ? draft.useDayParting : false,
  };
  for (const source of [campaign, adSets[0]]) {
    const strategy = bidStrategyFromPlatform(source?.bidStrategy);
    if (!source || !strategy) continue;
    const usesBid = strategy === 'costPerResult' || strategy === 'bidCap';
    next = { ...next, bidStrategy: strategy, bidAmount: usesBid && source.bidAmount !== null ? source.bidAmount / 100 : null };
  }
  return next;
}

/** §4: 'Create New Ad Set(s)' or clearing switches to new ad sets; choosing existing ad sets sets single-ad-set mode. */
export function setExistingAdSets(draft: LaunchDraft, adSetIds: readonly string[], createNew: boolean): LaunchDraft {
  if (createNew || adSetIds.length === 0) return { ...draft, existingAdSetIds: [], createNewAdSets: true };
  return { ...draft, existingAdSetIds: [...adSetIds], createNewAdSets: false, adSetDistribution: 'single' };
}

/** §4 back to a new campaign. */
export function setNewCampaign(draft: LaunchDraft): LaunchDraft {
  return { ...draft, campaignMode: 'new', existingCampaign: null, existingAdSetIds: [], createNewAdSets: true };
}

/** §4 "Closing the dialog resets the copy and import flags." */
export function resetCopyAndImport(draft: LaunchDraft): LaunchDraft {
  return { ...draft, isImportedCampaign: false, importedAccountId: null, importedCampaignId: null, duplicateCampaignId: null, duplicateAdsetId: null };
}

/** §4 a pixel's events load; an invalid event resets to the first valid one. */
export function setPixel(draft: LaunchDraft, pixel: Asset | null, events: readonly ConversionEvent[]): LaunchDraft {
  const current = draft.conversionEvent;
  const stillThere = current && events.some((e) => e.id === current.id);
  return { ...draft, pixel, conversionEvent: stillThere ? current : firstValidEvent(events, draft) };
}

/** §4 "Instagram accounts flagged legacy are deselected automatically." */
export function setInstagram(draft: LaunchDraft, instagram: Asset | null): LaunchDraft {
  return { ...draft, instagram: instagram?.isLegacy ? null : instagram };
}

/** §4 a page change loads its lead forms and catalogs: the old choices go. */
export function setPage(draft: LaunchDraft, page: Asset | null): LaunchDraft {
  if (page?.id === draft.page?.id) return draft;
  return { ...draft, page, leadForm: null, catalog: null, product: null, productSet: null };
}
