// The launch check (docs/product-rules.md#launch-check: launch is allowed only when all hold), plus the step-1 rules,
// so that the side panel and the server refuse the same launches with the same messages.
import { bulkAccountsToLaunch, draftForBulkAccount } from './bulk-launch';
import { budgetLaunchError, wholeAmountErrors } from './budget';
import { accountBudgetError, capBidError, capBudgetError } from './budget-minimum';
import { AGE_MAX, AGE_MIN, MIN_BID_AMOUNT, PURCHASE_EVENT, TARGET_ROAS_MAX, TARGET_ROAS_MIN } from './constants';
import { eventTypeOf, isConversionEventRequired, isEventCompatible, isLeadCompatibleEvent, requiresPurchase } from './conversion-events';
import { displayLinkError, isValidDestinationUrl, urlTagsError } from './links';
import { formatMoney, hundredthsIn, unitsIn, unitsOf } from './currency';
import { campaignModeOf, createsNewAdSets } from './launch-source';
import { objectiveLabel } from './naming-values';
import { lockErrors } from './source-lock-errors';
import { isLockedBySource } from './source-locks';
import { allowedBidStrategies } from './transitions';
import { AD_CATEGORY_LABELS, amountMessages, BID_STRATEGY_LABELS, bidAmountMessage, bulkAccountMessages, copyMessages, launchMessages } from './messages';
import { isWifiOnlyAvailable, PLACEMENT_DEPENDENCIES, placementErrors } from './placements';
import { categoryMessages, CUSTOMER_LIST_SUBTYPE, draftRestrictedLabel, LOOKALIKE_SUBTYPE } from './special-category';
import { timeOf, toZonedWall } from './time';
import type { AdAccountContext, AdCategory, BidStrategy, BulkAccount, FieldErrors, LaunchDraft } from './types';

/** What an account's setup depends on: the launch's objective, Instant Forms and shop. */
type SetupDraft = Pick<LaunchDraft, 'objective' | 'useInstantForms' | 'shopEnabled'>;
import { mergeErrors, validateStep1 } from './validate-step1';
import { MONEY_FIELDS } from './money-fields';

export interface LaunchCheckContext {
  /** The moment of the check: the start cannot be before it. */
  now: Date;
  /** The ad account launched into (its time zone reads the dates). */
  account?: AdAccountContext;
  /** The account's custom audiences with their kinds, when loaded: a category's audience rules read them. */
  audiences?: ReadonlyArray<{ id: string; subtype: string | null }>;
}

const HOUR_MS = 3_600_000;

/** Target ROAS (docs/product-rules.md#bid-strategy): 0.01 to 1,000 in steps of 0.01. */
export function isValidTargetRoas(value: number): boolean {
  return Number.isFinite(value) && value >= TARGET_ROAS_MIN && value <= TARGET_ROAS_MAX && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * A target ROAS is the platform's ROAS floor, which only its minimum-ROAS strategy takes (optimising for value):
 * Highest Value is the one strategy that carries it (docs/product-rules.md#bid-strategy).
 */
export const takesTargetRoas = (bidStrategy: BidStrategy): boolean => bidStrategy === 'highestValue';

/**
 * Required where the campaign's strategy needs each ad set's floor: an existing CBO campaign with Highest Value.
 * (docs/product-rules.md#launch-check also names Highest Volume, whose ad sets cannot carry a floor: not asked for
 * there.)
 */
export function isTargetRoasRequired(draft: Pick<LaunchDraft, 'source' | 'isCBO' | 'bidStrategy'>): boolean {
  return campaignModeOf(draft) === 'existing' && draft.isCBO && takesTargetRoas(draft.bidStrategy);
}

/** Pixel (docs/product-rules.md#pixel-and-conversion-event): required unless the objective is traffic or instant
 * forms are used. */
export function isPixelRequired(draft: Pick<LaunchDraft, 'objective' | 'useInstantForms'>): boolean {
  return draft.objective !== 'traffic' && !(draft.objective === 'lead-form' && draft.useInstantForms);
}

const usesInstantForms = (draft: Pick<LaunchDraft, 'objective' | 'useInstantForms'>): boolean => draft.objective === 'lead-form' && draft.useInstantForms;
const isShop = (draft: Pick<LaunchDraft, 'objective' | 'shopEnabled'>): boolean => draft.objective === 'website-conversions' && draft.shopEnabled;

/**
 * The strategies the objective offers (docs/product-rules.md#bid-strategy, allowedBidStrategies): Traffic only Highest
 * Volume and Cost Per Result, Leads not Highest Value, shop ads not Cost Per Result or Bid Cap. An existing campaign's
 * budget sets its own (lockErrors); ads into existing ad sets bid as those do.
 */
function objectiveBidStrategy(draft: LaunchDraft): FieldErrors {
  if (!createsNewAdSets(draft) || (isLockedBySource(draft, 'bidStrategies') && campaignModeOf(draft) === 'existing')) return {};
  const allowed = allowedBidStrategies(draft.objective, isShop(draft));
  if (allowed.includes(draft.bidStrategy)) return {};
  if (isShop(draft)) return { bidStrategy: [launchMessages.shopBidStrategy] };
  const labels = allowed.map((s) => BID_STRATEGY_LABELS[s]);
  return { bidStrategy: [launchMessages.objectiveBidStrategy(objectiveLabel(draft.objective), labels)] };
}

function bidErrors(draft: LaunchDraft, { account }: LaunchCheckContext): FieldErrors {
  const errors: FieldErrors = {};
  const { bidStrategy } = draft;
  if (isShop(draft) && (bidStrategy === 'costPerResult' || bidStrategy === 'bidCap')) {
    // Said at the strategy (objectiveBidStrategy): no amount is asked for.
  } else if ((bidStrategy === 'bidCap' || bidStrategy === 'costPerResult') && !draft.multiAccount && createsNewAdSets(draft)) {
    if (draft.bidAmount === null || draft.bidAmount.hundredths < MIN_BID_AMOUNT * 100) {
      const min = account ? formatMoney(MIN_BID_AMOUNT * 100, account.currency) : undefined;
      errors.bidAmount = [
        min ? bidAmountMessage(bidStrategy, min) : bidStrategy === 'bidCap' ? launchMessages.bidAmountBidCap : launchMessages.bidAmountCostPerResult,
      ];
    } else if (account) {
      // The budget must cover five times the bid a day (budget-minimum.ts): said at the bid too.
      const cap = capBidError(draft, account.currency);
      if (cap) errors.bidAmount = [cap];
    }
  }
  if (takesTargetRoas(bidStrategy)) {
    const missing = draft.targetRoas === null;
    if ((missing && isTargetRoasRequired(draft)) || (!missing && !isValidTargetRoas(draft.targetRoas ?? Number.NaN))) {
      errors.targetRoas = [launchMessages.targetRoas];
    }
  }
  return errors;
}

function assetErrors(draft: LaunchDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (usesInstantForms(draft)) {
    if (draft.leadForm === null) errors.leadForm = [launchMessages.leadForm];
  } else if (!isValidDestinationUrl(draft.destinationUrl)) {
    errors.destinationUrl = [launchMessages.destinationUrl];
  }
  if (isConversionEventRequired(draft)) {
    if (draft.conversionEvent === null) {
      errors.conversionEvent = [launchMessages.conversionEvent];
    } else {
      const type = eventTypeOf(draft.conversionEvent);
      if (requiresPurchase(draft) && type !== PURCHASE_EVENT) errors.conversionEvent = [launchMessages.purchaseForShop];
      else if (!isEventCompatible(type, draft)) errors.conversionEvent = [launchMessages.conversionEventIncompatible];
    }
  }
  const displayLink = displayLinkError(draft.displayLink);
  if (displayLink) errors.displayLink = [displayLink];
  const urlTags = urlTagsError(draft.urlTags);
  if (urlTags) errors.urlTags = [urlTags];
  if (draft.page === null) errors.page = [launchMessages.page];
  if (isPixelRequired(draft) && draft.pixel === null) errors.pixel = [launchMessages.pixel];
  if (draft.instagram?.isLegacy) errors.instagram = [launchMessages.legacyInstagram];
  // A Multi Account Launch has each account's catalog and product (set) (bulkErrors).
  if (isShop(draft) && !draft.multiAccount) {
    if (draft.catalog === null) errors.catalog = [launchMessages.catalog];
    if (draft.product === null && draft.productSet === null) errors.product = [launchMessages.productOrSet];
    else if (draft.product !== null && draft.productSet !== null) errors.product = [launchMessages.productAndSet];
    else if (draft.product?.inventory === 0) errors.product = [launchMessages.noStock];
  }
  return errors;
}

/** WiFi only is not available for desktop (docs/product-rules.md#placements) and the placement dependencies (when
 * placements are chosen). */
function deviceErrors(draft: LaunchDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.wifiOnly && !isWifiOnlyAvailable(draft.deviceType)) errors.wifiOnly = [launchMessages.wifiOnlyDesktop];
  if (!draft.advantagePlacement) {
    const p = draft.placementPlatforms;
    const missing = PLACEMENT_DEPENDENCIES.filter(
      (d) => ((p[d.platform] ?? []) as string[]).includes(d.key) && !((p[d.platform] ?? []) as string[]).includes(d.needs),
    );
    if (missing.length > 0) errors.placementPlatforms = missing.map((d) => launchMessages.placementNeeds(d.platform, d.key, d.needs));
  }
  return errors;
}

function scheduleErrors(draft: LaunchDraft, { now, account }: LaunchCheckContext): FieldErrors {
  const errors: FieldErrors = {};
  // A Multi Account Launch has a budget per account (bulkErrors); ads going into existing ad sets take theirs.
  const budget =
    draft.multiAccount || !createsNewAdSets(draft)
      ? null
      : (budgetLaunchError(draft.budgetMode, unitsOf(draft.budget)) ??
        (account ? (accountBudgetError(draft, account) ?? (isShop(draft) ? null : capBudgetError(draft, account.currency))) : null));
  if (budget) errors.budget = [budget];
  const start = timeOf(draft.startTime);
  const end = timeOf(draft.endTime);
  const lifetime = draft.budgetMode === 'lifetime';
  if (Number.isNaN(start)) errors.startTime = [lifetime ? launchMessages.startAndEndDate : launchMessages.startDate];
  else if (start < now.getTime()) errors.startTime = [launchMessages.startInPast];
  if (lifetime) {
    if (Number.isNaN(end)) errors.endTime = [launchMessages.startAndEndDate];
    else if (!Number.isNaN(start) && end < start + HOUR_MS) errors.endTime = [launchMessages.endTooSoon];
  }
  if (draft.useDayParting) {
    if (!lifetime) errors.useDayParting = [launchMessages.dayPartingNeedsLifetime];
    else if (!Object.values(draft.dayPartingSchedule).some((intervals) => (intervals?.length ?? 0) > 0)) {
      errors.dayPartingSchedule = [launchMessages.dayPartingEmpty];
    }
  }
  return errors;
}

const isAge = (n: number): boolean => Number.isInteger(n) && n >= AGE_MIN && n <= AGE_MAX;

/**
 * Ad set spend limits are optional; given, each is above 0 and the minimum is not above the maximum. The platform
 * takes them only from ad sets sharing a campaign budget (docs/product-rules.md#budget-and-schedule).
 */
function spendLimitErrors({ adSetMinimumSpend: min, adSetMaximumSpend: max, isCBO }: LaunchDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!isCBO && (min !== null || max !== null)) {
    return { [min !== null ? 'adSetMinimumSpend' : 'adSetMaximumSpend']: [amountMessages.spendNeedsCampaignBudget] };
  }
  if (min !== null && !(min.hundredths > 0)) errors.adSetMinimumSpend = [amountMessages.spendAboveZero];
  if (max !== null && !(max.hundredths > 0)) errors.adSetMaximumSpend = [amountMessages.spendAboveZero];
  else if (min !== null && max !== null && min.hundredths > max.hundredths) errors.adSetMinimumSpend = [amountMessages.spendMinAboveMax];
  return errors;
}

function targetingErrors(draft: LaunchDraft, audiences: NonNullable<LaunchCheckContext['audiences']>): FieldErrors {
  const errors: FieldErrors = {};
  // Age slider 18 to 65 (docs/product-rules.md#age-and-gender); with Advantage+ Audience a range the platform cannot
  // take as limits is a suggestion (targeting.ts advantageAges), not an error.
  if (!isAge(draft.ageMax)) errors.ageMax = [launchMessages.ageRange];
  if (!isAge(draft.ageMin) || draft.ageMin > draft.ageMax) errors.ageMin = [launchMessages.ageRange];
  const category = draftRestrictedLabel(draft);
  if (category) {
    if (draft.ageMin !== AGE_MIN || draft.ageMax !== AGE_MAX) errors.ageMin = [categoryMessages.age(category)];
    if (draft.gender !== 'all') errors.gender = [categoryMessages.gender(category)];
    if (draft.locations.some((l) => l.type === 'zip')) errors.locations = [...(errors.locations ?? []), categoryMessages.zip(category)];
    if (draft.excludedLocations.length > 0) errors.excludedLocations = [categoryMessages.excluded(category)];
    if (draft.excludedAudiences.length > 0) errors.excludedAudiences = [categoryMessages.excludedAudiences(category)];
    const kinds = draft.customAudiences.map((a) => audiences.find((x) => x.id === a.id)?.subtype);
    if (kinds.includes(LOOKALIKE_SUBTYPE)) errors.customAudiences = [categoryMessages.lookalike(category)];
    else if (kinds.includes(CUSTOMER_LIST_SUBTYPE) && !draft.customerListCertified) errors.customerListCertified = [categoryMessages.customerList(category)];
  }
  return errors;
}

/** Bulk launch, per account (docs/product-rules.md#multi-account-launch), all under `bulkAccounts`: each account's
 * launch (draftForBulkAccount) with its own assets, amounts in its currency, start in its time zone. */
function bulkErrors(draft: LaunchDraft, ctx: LaunchCheckContext): FieldErrors {
  if (!draft.multiAccount) return {};
  const messages: string[] = [];
  const usesBid = draft.bidStrategy === 'bidCap' || draft.bidStrategy === 'costPerResult';
  const launchStartPast = timeOf(draft.startTime) < ctx.now.getTime();
  for (const account of bulkAccountsToLaunch(draft)) {
    const { name, currency } = account;
    const one = draftForBulkAccount(draft, account, ctx.account?.timezoneName ?? account.timezoneName);
    // Each amount in the account's own currency (carriedToBulkAccount and the row's fields write no other).
    if (budgetLaunchError(draft.budgetMode, unitsIn(account.budget, currency))) messages.push(bulkAccountMessages.budget(name, currency));
    if (usesBid && !((hundredthsIn(account.bidAmount, currency) ?? 0) >= MIN_BID_AMOUNT * 100)) messages.push(bulkAccountMessages.bidAmount(name, currency));
    const limits = spendLimitErrors(one);
    if (limits.adSetMinimumSpend?.includes(amountMessages.spendMinAboveMax)) messages.push(bulkAccountMessages.spendMinAboveMax(name));
    else if (limits.adSetMinimumSpend || limits.adSetMaximumSpend) messages.push(bulkAccountMessages.spendAboveZero(name, currency));
    // The launch's own start in the past is said once, at the field; an account further east may pass it sooner.
    if (!launchStartPast && timeOf(one.startTime) < ctx.now.getTime()) {
      messages.push(bulkAccountMessages.startInPast(name, `${toZonedWall(one.startTime, account.timezoneName)?.slice(0, 16)} ${account.timezoneName}`));
    }
    messages.push(...bulkSetupMessages(draft, account));
  }
  return messages.length > 0 ? { bulkAccounts: messages } : {};
}

/** What an account of a Multi Account Launch lacks of its own setup (the grid's Edit sets it, in Step 1): its page,
 * pixel, event, lead form, catalog, product and locations. Its amounts and start are Step 2's, said at its fields there. */
export function bulkSetupMessages(draft: SetupDraft, account: BulkAccount): string[] {
  const { name } = account;
  const messages: string[] = [];
  if (isPixelRequired(draft) && account.pixel === null) messages.push(bulkAccountMessages.pixel(name));
  if (account.page === null) messages.push(bulkAccountMessages.page(name));
  if (usesInstantForms(draft) && account.leadForm === null) messages.push(bulkAccountMessages.leadForm(name));
  if (isConversionEventRequired(draft)) {
    if (account.conversionEvent === null) messages.push(bulkAccountMessages.conversionEvent(name));
    else if (draft.objective === 'lead-form' && !isLeadCompatibleEvent(eventTypeOf(account.conversionEvent))) {
      messages.push(bulkAccountMessages.leadEventIncompatible(name));
    }
  }
  if (isShop(draft)) {
    if (account.catalog === null) messages.push(bulkAccountMessages.catalog(name));
    else if ((account.product === null) === (account.productSet === null)) messages.push(bulkAccountMessages.productOrSet(name));
    else if (account.product?.inventory === 0) messages.push(bulkAccountMessages.noStock(name));
  }
  // A saved audience brings its own locations (docs/product-rules.md#audiences).
  if (account.savedAudience === null && account.locations.length === 0) messages.push(bulkAccountMessages.locations(name));
  return messages;
}

/** Targeting as each launch is sent: in a Multi Account Launch each account's, with its own saved audience. */
const launchTargetingErrors = (draft: LaunchDraft, ctx: LaunchCheckContext): FieldErrors =>
  draft.multiAccount
    ? mergeErrors(
        ...bulkAccountsToLaunch(draft).map((a) =>
          targetingErrors(draftForBulkAccount(draft, a, ctx.account?.timezoneName ?? a.timezoneName), ctx.audiences ?? []),
        ),
      )
    : mergeErrors(locationErrors(draft), targetingErrors(draft, ctx.audiences ?? []));

/** A chosen saved audience disables the locations and age (docs/product-rules.md#audiences): the audience brings its
 * own. A Multi Account Launch's accounts each have theirs, said under each row (bulkSetupMessages). */
const locationErrors = (draft: LaunchDraft): FieldErrors =>
  draft.savedAudience === null && draft.locations.length === 0 ? { locations: [launchMessages.locations] } : {};

/**
 * A copied campaign keeps its special ad category (docs/campaign-modes.md#what-a-copy-starts-from): the platform's
 * copy of a campaign keeps it, and an import is created with it. A draft or a payload whose category is not the
 * source's (`sourceCategories`, as the platform has them) is refused at the field.
 */
export function copyCategoryErrors(draft: Pick<LaunchDraft, 'isAdCategorized' | 'adCategory'>, sourceCategories: readonly string[]): FieldErrors {
  const kept = (Object.keys(AD_CATEGORY_LABELS) as AdCategory[]).find((c) => sourceCategories.includes(c)) ?? null;
  const own = draft.isAdCategorized ? draft.adCategory : null;
  if (own === kept) return {};
  if (kept === null) return { isAdCategorized: [copyMessages.noSpecialCategory] };
  return { [draft.isAdCategorized ? 'adCategory' : 'isAdCategorized']: [copyMessages.specialCategory(AD_CATEGORY_LABELS[kept])] };
}

/**
 * The platform's copy of a campaign keeps its special ad category's countries (docs/campaign-modes.md#what-a-copy-keeps):
 * a duplicate's countries other than its source's would be shown and never sent. An import's are the buyer's.
 */
export function copyCountryErrors(draft: Pick<LaunchDraft, 'isAdCategorized' | 'adCategoryLocations'>, sourceCountries: readonly string[]): FieldErrors {
  if (!draft.isAdCategorized || sourceCountries.length === 0) return {};
  const own = new Set(draft.adCategoryLocations.map((l) => l.countryCode ?? l.key));
  if (own.size === sourceCountries.length && sourceCountries.every((c) => own.has(c))) return {};
  return { adCategoryLocations: [copyMessages.specialCountries(sourceCountries.join(', '))] };
}

/** The special category errors of a copy the panel read (the server checks its own read: server/launch/copy-defaults.ts). */
function sourceCategoryErrors(draft: LaunchDraft): FieldErrors {
  const { source } = draft;
  if ((source.kind !== 'import' && source.kind !== 'duplicateCampaign') || !source.read) return {};
  const { campaign } = source.read;
  const category = copyCategoryErrors(draft, campaign.specialAdCategories);
  return source.kind === 'duplicateCampaign' ? mergeErrors(category, copyCountryErrors(draft, campaign.specialAdCategoryCountries)) : category;
}

/**
 * An amount in another currency than the account's is never read in the account's (docs/product-rules.md#currencies):
 * the field asks for it again. Moves between accounts clear such amounts; this holds anything else to the rule.
 */
function currencyErrors(draft: LaunchDraft, { account }: LaunchCheckContext): FieldErrors {
  const errors: FieldErrors = {};
  if (!account || draft.multiAccount || !createsNewAdSets(draft)) return errors;
  for (const field of MONEY_FIELDS) {
    const amount = draft[field];
    if (amount && amount.currency !== account.currency) errors[field] = [amountMessages.otherCurrency(amount.currency, account.currency)];
  }
  return errors;
}

/** A rule of the launch check, named (tests name it): the messages of what a draft breaks, keyed by field (empty: it
 * holds). */
export interface LaunchCheck {
  name: string;
  check: (draft: LaunchDraft, ctx: LaunchCheckContext) => FieldErrors;
}

const step1 = (draft: LaunchDraft): FieldErrors => validateStep1(draft);
/** A Multi Account Launch has each account's spend limits (bulkErrors). */
const spendLimits = (draft: LaunchDraft): FieldErrors => (draft.multiAccount ? {} : spendLimitErrors(draft));
const wholeAmounts = (draft: LaunchDraft, { account }: LaunchCheckContext): FieldErrors => (account ? wholeAmountErrors(draft, account.currency) : {});

/**
 * Every rule a launch must pass, in the order they are checked (the shape of sim/graph/rules/index.ts). To add one:
 * write it beside the others, list it here and give it its case in validate-launch.test.ts.
 */
export const launchChecks: readonly LaunchCheck[] = [
  { name: 'step1', check: step1 },
  { name: 'placements', check: placementErrors },
  { name: 'objectiveBidStrategy', check: objectiveBidStrategy },
  { name: 'sourceLocks', check: lockErrors },
  { name: 'bid', check: bidErrors },
  { name: 'assets', check: assetErrors },
  { name: 'schedule', check: scheduleErrors },
  { name: 'targeting', check: launchTargetingErrors },
  { name: 'devices', check: deviceErrors },
  { name: 'spendLimits', check: spendLimits },
  { name: 'wholeAmounts', check: wholeAmounts },
  { name: 'currency', check: currencyErrors },
  { name: 'sourceCategory', check: sourceCategoryErrors },
  { name: 'bulk', check: bulkErrors },
];

/**
 * Every rule a launch must pass, keyed by the draft field each message belongs to.
 * An empty object means the launch is allowed. Budgets use the launch reading (lifetime at least 6).
 */
export function validateLaunch(draft: LaunchDraft, ctx: LaunchCheckContext): FieldErrors {
  return mergeErrors(...launchChecks.map(({ check }) => check(draft, ctx)));
}
