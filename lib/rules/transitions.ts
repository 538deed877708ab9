// Transitions of the launch draft: objective, dates, budget mode, bid strategy, existing campaign, assets, each as
// its section of docs/product-rules.md says. Each takes a draft and returns the next one; none mutates its input.
import { defaultBudget } from './budget-minimum';
import { DEFAULT_ATTRIBUTION, DEFAULT_TRAFFIC_PERFORMANCE_GOAL, TRAFFIC_ATTRIBUTION } from './constants';
import { money } from './currency';
import { firstValidEvent } from './conversion-events';
import { EXISTING_SOURCE, leaveSource, NEW_SOURCE } from './launch-source';
import { applyCategoryRestrictions } from './targeting';
import { oneHourAfter, timeOf } from './time';
import type { AdAccountContext, Asset, BidStrategy, BudgetMode, ConversionEvent, ExistingAdSet, ExistingCampaign, LaunchDraft, Objective } from './types';

/** Bid strategies per objective and shop (docs/product-rules.md#bid-strategy): traffic only highestVolume and
 * costPerResult; lead form no highestValue; shop ads no costPerResult or bidCap. */
export function allowedBidStrategies(objective: Objective, shopEnabled: boolean): BidStrategy[] {
  if (objective === 'traffic') return ['highestVolume', 'costPerResult'];
  if (objective === 'lead-form') return ['highestVolume', 'costPerResult', 'bidCap'];
  if (shopEnabled) return ['highestVolume', 'highestValue'];
  return ['highestVolume', 'costPerResult', 'bidCap', 'highestValue'];
}

/** Changing the objective resets an invalid strategy to highestVolume (docs/product-rules.md#bid-strategy). */
function withValidBidStrategy(draft: LaunchDraft): LaunchDraft {
  const allowed = allowedBidStrategies(draft.objective, draft.shopEnabled && draft.objective === 'website-conversions');
  return allowed.includes(draft.bidStrategy) ? draft : { ...draft, bidStrategy: 'highestVolume', bidAmount: null };
}

/**
 * Objective change (docs/product-rules.md#objective): resets the campaign and ad set selection; a non-website objective
 * turns the shop off and moves highestValue to highestVolume; traffic selects a default event (the first valid of
 * `events`, when given), attribution 1c-0v and the linkClicks goal. Lead form turns instant forms on.
 */
export function setObjective(draft: LaunchDraft, objective: Objective, events: readonly ConversionEvent[] = []): LaunchDraft {
  if (objective === draft.objective) return draft;
  let next: LaunchDraft = {
    ...draft,
    objective,
    // A chosen campaign is one of the old objective's (a copy keeps its source: the API says what it fixes).
    ...(draft.source.kind === 'existing' ? { source: EXISTING_SOURCE } : {}),
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

/** Shop switch (website conversions only) (docs/product-rules.md#objective); costPerResult and bidCap fall back to
 * highestVolume. */
export function setShopEnabled(draft: LaunchDraft, shopEnabled: boolean): LaunchDraft {
  if (draft.objective !== 'website-conversions') return { ...draft, shopEnabled: false };
  const next = { ...draft, shopEnabled, ...(shopEnabled ? {} : { catalog: null, product: null, productSet: null }) };
  return withValidBidStrategy(next);
}

/** docs/product-rules.md#bid-strategy: the bid amount is disabled for highestVolume (and highestValue); it is
 * cleared there. */
export function setBidStrategy(draft: LaunchDraft, bidStrategy: BidStrategy): LaunchDraft {
  const usesBid = bidStrategy === 'costPerResult' || bidStrategy === 'bidCap';
  return { ...draft, bidStrategy, bidAmount: usesBid ? draft.bidAmount : null };
}

/**
 * Start-date change (docs/product-rules.md#dates): if the end is not later than the start, it moves to one hour after
 * the start (e.g. the start moves one day past the end: the end becomes start + 1 h).
 */
export function setStartTime(draft: LaunchDraft, startTime: string, timeZone: string): LaunchDraft {
  const end = timeOf(draft.endTime);
  const endTime = Number.isNaN(end) || end <= timeOf(startTime) ? oneHourAfter(startTime, timeZone) : draft.endTime;
  return { ...draft, startTime, endTime };
}

/** Budget mode (docs/product-rules.md#budget): lifetime has an end date and is the only mode with day parting; the
 * budget becomes the mode's default in the account's currency (daily 5, lifetime 35, or the account's minimum). */
export function setBudgetMode(
  draft: LaunchDraft,
  budgetMode: BudgetMode,
  account: Pick<AdAccountContext, 'currency' | 'minDailyBudget' | 'minDailyBudgets'>,
): LaunchDraft {
  if (budgetMode === draft.budgetMode) return draft;
  return {
    ...draft,
    budgetMode,
    budget: defaultBudget(budgetMode, account, draft),
    useDayParting: budgetMode === 'lifetime' ? draft.useDayParting : false,
  };
}

/** Campaign budget (CBO) on or off; ad set spend limits go with it (docs/product-rules.md#budget-and-schedule): the
 * platform takes them only from ad sets sharing a campaign budget. */
export function setCampaignBudget(draft: LaunchDraft, isCBO: boolean): LaunchDraft {
  return isCBO ? { ...draft, isCBO } : { ...draft, isCBO, adSetMinimumSpend: null, adSetMaximumSpend: null };
}

/** Ad scheduling only with lifetime budgets (docs/product-rules.md#ad-scheduling). */
export function setUseDayParting(draft: LaunchDraft, useDayParting: boolean): LaunchDraft {
  return { ...draft, useDayParting: useDayParting && draft.budgetMode === 'lifetime' };
}

/** The platform's bid strategies of an existing campaign or ad set (docs/product-rules.md#existing-campaign), in the
 * product's words. Lowest cost optimising for value (`optimizationGoal` VALUE) is Highest Value without a ROAS floor,
 * as Salvo sends it (server/launch/plan-params.ts bidStrategyOf). */
export function bidStrategyFromPlatform(strategy: string | null | undefined, optimizationGoal?: string | null): BidStrategy | null {
  switch (strategy) {
    case 'LOWEST_COST_WITHOUT_CAP':
      return optimizationGoal === 'VALUE' ? 'highestValue' : 'highestVolume';
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
 * Existing campaign (docs/product-rules.md#existing-campaign): the campaign sets the CBO flag, budget type, budget
 * and bid strategy; then the first ad set sets the bid strategy (COST_CAP and LOWEST_COST_WITH_BID_CAP with its
 * amount). The ad sets' amounts are in the campaign's account's currency, `currency`.
 */
export function selectExistingCampaign(draft: LaunchDraft, campaign: ExistingCampaign, adSets: readonly ExistingAdSet[], currency: string): LaunchDraft {
  let next: LaunchDraft = {
    ...draft,
    source: draft.source.kind === 'duplicateAdSet' ? { ...draft.source, campaign } : { ...EXISTING_SOURCE, campaign },
    isCBO: campaign.isCBO,
    // A campaign budget is the campaign's own, in its period; under ad set budgets (ABO) the new ad sets' budget and
    // its period stay the buyer's (a lifetime amount never becomes the same number a day).
    ...(campaign.isCBO && campaign.budget
      ? { budgetMode: campaign.budgetType, budget: campaign.budget, useDayParting: campaign.budgetType === 'lifetime' && draft.useDayParting }
      : {}),
    // Ad set spend limits share out a campaign budget (setCampaignBudget).
    ...(campaign.isCBO ? {} : { adSetMinimumSpend: null, adSetMaximumSpend: null }),
  };
  // With a campaign budget the strategy is the campaign's (its ad sets bid under it); its first ad set gives the amount.
  const first = adSets[0];
  const fromAdSet = first && { strategy: first.bidStrategy, amount: first.bidAmount === null ? null : money(first.bidAmount, currency) };
  const fromCampaign = { strategy: campaign.bidStrategy, amount: campaign.bidAmount };
  const sources = campaign.isCBO ? [fromCampaign, ...(fromAdSet && first.bidStrategy === campaign.bidStrategy ? [fromAdSet] : [])] : [fromCampaign, fromAdSet];
  for (const source of sources) {
    const strategy = bidStrategyFromPlatform(source?.strategy);
    if (!source || !strategy) continue;
    const usesBid = strategy === 'costPerResult' || strategy === 'bidCap';
    next = { ...next, bidStrategy: strategy, bidAmount: usesBid ? source.amount : null };
  }
  // Its special category's targeting rules hold for its new ad sets (docs/product-rules.md#special-ad-category).
  return applyCategoryRestrictions(next);
}

/** docs/product-rules.md#existing-campaign: 'Create New Ad Set(s)' or clearing switches to new ad sets; choosing
 * existing ad sets sets single-ad-set mode. */
export function setExistingAdSets(draft: LaunchDraft, adSetIds: readonly string[], createNew: boolean): LaunchDraft {
  if (draft.source.kind !== 'existing') return draft;
  if (createNew || adSetIds.length === 0) return { ...draft, source: { ...draft.source, adSetIds: [], createNewAdSets: true } };
  return { ...draft, source: { ...draft.source, adSetIds: [...adSetIds], createNewAdSets: false }, adSetDistribution: 'single' };
}

/** Back to a new campaign (docs/product-rules.md#existing-campaign); a copy ends first. */
export function setNewCampaign(draft: LaunchDraft): LaunchDraft {
  return { ...leaveSource(draft), source: NEW_SOURCE };
}

/** Existing Campaign chosen in Step 1 (no campaign picked yet); a copy ends first. */
export function setExistingCampaignMode(draft: LaunchDraft): LaunchDraft {
  const left = leaveSource(draft);
  return left.source.kind === 'existing' ? left : { ...left, source: EXISTING_SOURCE };
}

/** A pixel's events load (docs/product-rules.md#pixel-and-conversion-event); an invalid event resets to the first
 * valid one. */
export function setPixel(draft: LaunchDraft, pixel: Asset | null, events: readonly ConversionEvent[]): LaunchDraft {
  const current = draft.conversionEvent;
  const stillThere = current && events.some((e) => e.id === current.id);
  return { ...draft, pixel, conversionEvent: stillThere ? current : firstValidEvent(events, draft) };
}

/** Instagram accounts flagged legacy are deselected automatically (docs/product-rules.md#page-and-instagram). */
export function setInstagram(draft: LaunchDraft, instagram: Asset | null): LaunchDraft {
  return { ...draft, instagram: instagram?.isLegacy ? null : instagram };
}

/** A page change loads its lead forms and catalogs (docs/product-rules.md#page-and-instagram): the old choices go. */
export function setPage(draft: LaunchDraft, page: Asset | null): LaunchDraft {
  if (page?.id === draft.page?.id) return draft;
  return { ...draft, page, leadForm: null, catalog: null, product: null, productSet: null };
}
