// Every message of the product's rules, in one place with those it re-exports (docs/product-rules.md says where each
// shows). The product's own texts are VERBATIM; the few it implies without wording are Salvo's and marked so.
import type { BidStrategy } from '../contract/launch';
import type { AdCategory } from '../contract/launch-values';
import { categoryMessages } from './special-category';
import { LAUNCHED_PAUSED_NOTE } from './launch-paused';
import { placementMessages } from './step-one-messages';

// Step 1's messages and those of the rules the first screen runs live in step-one-messages.ts (docs/architecture.md#size).
export {
  accountMoneyMessages,
  agencyOnlyMessage,
  amountsClearedMessages,
  capBudgetMessages,
  IMPORT_ERROR,
  launchErrorTexts,
  launchHoldMessages,
  notOfferedCampaignMessages,
  step1Messages,
  sentLaunchMessages,
} from './step-one-messages';

/** The spec words the special category rules for Financial Products & Services; special-category.ts has them for each. */
const FINANCIAL = 'Financial Products & Services';

/** The spec's bid amount texts name the minimum in US dollars; an account in another currency reads its own
 * (docs/product-rules.md#currencies). */
const US_MIN_BID = '$1.00';
export const bidAmountMessage = (strategy: 'bidCap' | 'costPerResult', min: string): string =>
  `Please enter a valid bid amount of at least ${min} for ${strategy === 'bidCap' ? 'bid cap' : 'cost per result'} strategy.`;

/** Launch is allowed only when all hold (docs/product-rules.md#launch-check). */
export const launchMessages = {
  ...placementMessages,
  targetRoas: 'Please enter a valid Target ROAS value between 0.01 and 1,000.',
  bidAmountBidCap: bidAmountMessage('bidCap', US_MIN_BID),
  bidAmountCostPerResult: bidAmountMessage('costPerResult', US_MIN_BID),
  shopBidStrategy: 'This bid strategy is not supported for shop ads.',
  // Salvo's wording: the strategies an objective offers (docs/product-rules.md#bid-strategy, transitions.ts allowedBidStrategies).
  objectiveBidStrategy: (objective: string, allowed: readonly string[]) =>
    `${objective} campaigns bid with ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}: choose one of them.`,
  leadForm: 'Please select a lead form.',
  destinationUrl: 'Please enter a valid destination URL.',
  conversionEvent: 'Please select a conversion event.',
  conversionEventIncompatible: 'This conversion event is not compatible with your campaign settings. Please select a different conversion event.',
  purchaseForShop: 'Purchase is mandatory for Website + Shop campaigns.',
  budget: 'Please enter a valid budget.',
  locations: 'Please select at least one location.',
  startDate: 'Please select a start date.',
  startAndEndDate: 'Please select a start and end date.',
  // Salvo's wording: The start cannot be in the past. The end is at least 1 hour after the start
  // (docs/product-rules.md#dates).
  startInPast: 'The start date cannot be in the past.',
  endTooSoon: 'The end date must be at least 1 hour after the start date.',
  page: 'Please select a Facebook page.',
  pixel: 'Please select a pixel.',
  catalog: 'Please select a catalog.',
  productOrSet: 'Please select a product or product set.',
  productAndSet: 'Please select either a product or a product set, not both.',
  financialAge: categoryMessages.age(FINANCIAL),
  financialZip: categoryMessages.zip(FINANCIAL),
  financialExcluded: categoryMessages.excluded(FINANCIAL),
  // Salvo's wording: Other rules (docs/product-rules.md#launch-check) (UTMs at most 512; legacy Instagram; no stock;
  // docs/product-rules.md#multi-account-launch: agency only is verbatim).
  urlTagsTooLong: 'Tracking parameters must be at most 512 characters.',
  legacyInstagram: 'This Instagram account does not meet current advertising requirements. Please convert it to a Professional account (Business or Creator).',
  noStock: 'No stock',
  // Salvo's wording: the API re-reads the chosen saved audience from the ad account's list.
  savedAudienceMissing: 'This saved audience is not in the ad account. Please choose another saved audience.',
  // Salvo's wording: the API re-reads the ad account's own custom audiences and catalogs (docs/bulk-launch.md: another
  // account's ids are never sent).
  customAudienceMissing: 'This custom audience is not in the ad account. Please choose another custom audience.',
  catalogMissing: "This catalog is not one of the ad account's business. Please choose another catalog.",
  productSetMissing: 'This product set is not in the chosen catalog. Please choose another product set.',
  productMissing: 'This product is not in the chosen catalog. Please choose another product.',
  // Salvo's wording: Ad scheduling only with lifetime budgets (docs/product-rules.md#ad-scheduling).
  dayPartingNeedsLifetime: 'Ad scheduling is only available with lifetime budgets.',
  dayPartingEmpty: 'Please select at least one hour for ad scheduling.',
  // Salvo's wording: Other rules (docs/product-rules.md#launch-check) (the age slider, Advantage+ Audience ages, WiFi
  // only, placement dependencies).
  ageRange: 'Please choose an age range from 18 to 65+, the minimum age at most the maximum.',
  wifiOnlyDesktop: 'WiFi only is not available for desktop.',
  placementNeeds: (platform: string, key: string, needs: string) => `The ${platform} ${key} placement needs ${platform} ${needs} to be selected.`,
} as const;

/** Salvo's wording: what the public launch API answers about the request itself (docs/api-routes.md). */
export const launchRequestMessages = {
  notAnObject: 'Send the launch as a JSON object.',
  ads: 'Send a list of 1 to 1,000 ads, each with an imageId, a facebookVideoId, or a creativeId with its creativeType.',
  unknownField: 'This field is not part of a launch: leave it out.',
  bothBudgets: 'Send either a dailyBudget or a lifetimeBudget, not both.',
  endTimeWithDaily: 'An endTime goes with a lifetimeBudget only: leave it out, or send a lifetimeBudget.',
  otherAccount: 'The launch payload is for another ad account than the one in Ads Manager.',
} as const;

/** Salvo's wording: an amount field's text that cannot be read (lib/rules/money.ts). */
export const amountMessages = {
  notANumber: (example: string) => `Enter the amount in digits, like ${example}.`,
  tooManyDecimals: (example: string) => `Use at most 2 decimals, like ${example}.`,
  noDecimals: (currency: string, example: string) => `${currency} amounts have no decimals: enter a whole number, like ${example}.`,
  negative: 'Enter a positive amount.',
  tooLarge: 'Enter an amount of at most 1,000,000,000.',
  spendAboveZero: 'Enter an amount above 0, or leave the field empty for no limit.',
  spendMinAboveMax: 'The minimum spend cannot be more than the maximum spend.',
  spendNeedsCampaignBudget: 'Ad set spend limits apply only with a campaign budget (CBO): turn on Campaign budget, or clear the limits.',
  otherCurrency: (from: string, to: string) => `This amount is in ${from}, and this ad account pays in ${to}: enter it again in ${to}.`,
} as const;

/** Salvo's wording: Budget allocation (CBO or ABO) is locked (docs/product-rules.md#existing-campaign) for an
 * existing campaign. */
export const existingCampaignMessages = {
  /** A legacy Advantage+ shopping or app campaign (docs/product-rules.md#legacy-advantage-campaigns). */
  legacyAdvantage:
    'This is an Advantage+ shopping or app campaign of the former setup: the platform no longer lets anything be added to, changed in or copied from it. It keeps running as it is; choose another campaign, or start a new one.',
  allocationLocked: (cbo: boolean) =>
    `The budget allocation of an existing campaign cannot be changed: this campaign uses ${cbo ? 'a campaign budget (CBO)' : 'ad set budgets (ABO)'}.`,
  strategyLocked: (strategy: BidStrategy) =>
    `This campaign's budget sets the bid strategy of its ad sets: ${BID_STRATEGY_LABELS[strategy]}. Choose ${BID_STRATEGY_LABELS[strategy]}.`,
  budgetTypeLocked: (type: 'daily' | 'lifetime') =>
    `This campaign's budget is its own, and ${type === 'daily' ? 'a daily' : 'a lifetime'} one: choose a ${type} budget.`,
} as const;

/** Salvo's wording: the review and the launch (docs/product-rules.md#review-and-confirm). */
export const reviewMessages = {
  /** A daily budget may spend more on a day than it says, never more than seven days' worth in a week (the platform's
   * rule: docs/product-rules.md#review-and-confirm). */
  dailySpend: (daily: string, dayCeiling: string, week: string) => `${daily} (up to ${dayCeiling} on some days, at most ${week} in a week)`,
  /** The spec's review says what the launch does; under a paused campaign nothing spends until it is turned on. */
  spending: 'Everything you launch is ACTIVE and starts spending at the launch date.',
  /** Launch paused (docs/product-rules.md#launch-paused): what is made paused, by the plan's level. */
  launchedPaused: (level: 'campaign' | 'adset' | 'ad') =>
    `Launch paused is on: ${level === 'campaign' ? 'the campaign is' : level === 'adset' ? 'the new ad sets are' : 'the new ads are'} created paused, and nothing spends until you turn ${level === 'campaign' ? 'it' : 'them'} on in Ads Manager.`,
  /** The tracker and the results of a launch made paused. */
  launchedPausedNote: LAUNCHED_PAUSED_NOTE,
  launchPausedPlanning: 'Launch paused is on: nothing of this launch spends until you turn it on in Ads Manager.',
  /** Ads into existing ad sets make no ad set: only the ads are new. */
  pausedCampaign: (name: string, onlyAds = false) =>
    `Your new ${onlyAds ? 'ads are' : 'ad sets and ads are'} ACTIVE, but the campaign ${name} is paused: nothing spends until you turn it on in Ads Manager.`,
  planChanged:
    'What this launch would create has changed since you reviewed it (an amount, a date, the targeting or the ad sets). Nothing was launched: review the launch again.',
  // Salvo's wording: ads without a copy launch with the image or video alone (lib/rules ad-texts.ts).
  noTexts: (count: number, total: number) =>
    `${count === total ? (total === 1 ? 'This ad has' : `All ${total} ads have`) : `${count} of ${total} ads have`} no primary text and no headline: ${count === 1 ? 'it launches' : 'they launch'} with the image or video alone. To give ${count === 1 ? 'it' : 'them'} texts, cancel and pick a copy with ${count === 1 ? 'its creative' : 'their creatives'} in the Library.`,
  planChangedAtRun:
    'What this launch would create changed after it was reviewed (the saved audience or the objects it goes into changed on Facebook). Nothing was created: review the launch and launch it again.',
} as const;

/** Salvo's wording: what a copy keeps of its source (docs/campaign-modes.md#what-a-copy-keeps). */

export const copyMessages = {
  objective: (label: string) => `This campaign's objective is ${label}: choose ${label} in Step 1.`,
  budgetType: (type: 'daily' | 'lifetime') => `A copy keeps its source's budget type: choose a ${type} budget.`,
  // Salvo's wording: an import's bid strategy and a duplicate's budget allocation are locked (targeting.ts disabledFields).
  bidStrategy: (strategy: BidStrategy) => `A copy keeps its source's bid strategy, ${BID_STRATEGY_LABELS[strategy]}: choose ${BID_STRATEGY_LABELS[strategy]}.`,
  allocation: (cbo: boolean) =>
    `A copy keeps its source's budget allocation, ${cbo ? 'a campaign budget (CBO)' : 'ad set budgets (ABO)'}: turn Campaign budget ${cbo ? 'on' : 'off'}.`,
  keptMinimum: (min: string) => `The ad set you duplicate keeps its minimum spend of ${min} unless you set one: the maximum cannot be less.`,
  keptMaximum: (max: string) => `The ad set you duplicate keeps its maximum spend of ${max} unless you set one: the minimum cannot be more.`,
  specialCategory: (label: string) =>
    `The campaign you copy is in the special ad category ${label}, and its copy keeps it: keep Special Ad Category on, with ${label}.`,
  noSpecialCategory: 'The campaign you copy has no special ad category, and neither has its copy: turn Special Ad Category off.',
  specialCountries: (countries: string) =>
    `The campaign you duplicate applies its special ad category in ${countries}, and its copy keeps them: keep ${countries}.`,
} as const;

/** Special ad categories as Step 1 lists them (docs/product-rules.md#special-ad-category). */
export const AD_CATEGORY_LABELS: Record<AdCategory, string> = {
  FINANCIAL_PRODUCTS_SERVICES: 'Financial Products & Services',
  EMPLOYMENT: 'Employment',
  HOUSING: 'Housing',
  ISSUES_ELECTIONS_POLITICS: 'Social Issues, Elections or Politics',
};

/** The bid strategies as the side panel names them (docs/product-rules.md#bid-strategy). */
export const BID_STRATEGY_LABELS: Record<BidStrategy, string> = {
  highestVolume: 'Highest Volume',
  costPerResult: 'Cost Per Result',
  bidCap: 'Bid Cap',
  highestValue: 'Highest Value',
};

/** docs/product-rules.md#links-and-tracking: the display link message names an example host. */
export const displayLinkMessage = (host: string): string => `Use a domain format like '${host}' without http:// or https://`;

/** Bulk launch, per account (docs/product-rules.md#multi-account-launch). */
export const bulkAccountMessages = {
  pixel: (name: string) => `Please select a pixel for account: ${name}`,
  page: (name: string) => `Please select a Facebook page for account: ${name}`,
  leadForm: (name: string) => `Please select a lead form for account: ${name}`,
  conversionEvent: (name: string) => `Please select a conversion event for account: ${name}`,
  leadEventIncompatible: (name: string) => `This conversion event is not compatible with lead form campaigns for account: ${name}`,
  // Salvo's wording: each account's amounts are its own, in its currency (docs/product-rules.md#multi-account-launch).
  budget: (name: string, currency: string) => `Please enter a valid budget in ${currency} for account: ${name}`,
  bidAmount: (name: string, currency: string) => `Please enter a valid bid amount in ${currency} for account: ${name}`,
  spendAboveZero: (name: string, currency: string) => `Please enter spend limits above 0 in ${currency}, or leave them empty, for account: ${name}`,
  spendMinAboveMax: (name: string) => `The minimum spend cannot be more than the maximum spend for account: ${name}`,
  /** `when`: the account's start as its own wall clock and zone, '2026-11-22 00:00 Asia/Tokyo'. */
  startInPast: (name: string, when: string) => `The start date (${when}) has already passed there: choose a later start for account: ${name}`,
  catalog: (name: string) => `Please select a catalog for account: ${name}`,
  productOrSet: (name: string) => `Please select either a product or a product set for account: ${name}`,
  noStock: (name: string) => `The product is out of stock: choose another for account: ${name}`,
  // Salvo's wording: each account has its own locations (docs/bulk-launch.md#locations).
  locations: (name: string) => `Please choose the locations for account: ${name}`,
} as const;

/** Bulk locations (docs/product-rules.md#bulk-locations). */
export const bulkLocationMessages = {
  tooMany: (count: number) => `Maximum 100 locations allowed (you have ${count})`,
  none: 'No valid locations found',
  /** The resolver answered with an error. */
  failed: 'Failed to process locations. Please try again.',
  /** Anything else (no answer, an answer that is not the contract's). */
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** Financial Products & Services notice (not an error) (docs/product-rules.md#special-ad-category). */
export const financialAgeNotice = categoryMessages.notice(FINANCIAL);

/** Salvo's wording (docs/product-rules.md#audiences): with Advantage+ Audience, ages the platform takes as a suggestion. */
export const advantageAgeNotice = (ages: string, hardMin: number) =>
  `With Advantage+ Audience, ages ${ages} are a suggestion: the platform may also reach people outside them, never younger than ${hardMin}.`;
/** Salvo's wording (docs/product-rules.md#audiences): the Advantage+ Audience switch. */
export const advantageAudienceDescription =
  'Lets the platform reach beyond your targeting when it is likely to improve results; your ages become a suggestion.';

/** Salvo's wording (docs/product-rules.md#placements): a template saved with positions the platform removed
 * (Facebook video feeds, Instagram Explore, Messenger Stories), applied without them. */
export const removedPlacementNotice = (names: string[], what: 'template' | 'copy' = 'template'): string => {
  const done = what === 'template' ? 'the template was applied' : 'the copy is made';
  return names.length === 1
    ? `${names[0]} is no longer a placement on the platform: ${done} without it.`
    : `${names.join(' and ')} are no longer placements on the platform: ${done} without them.`;
};

/** Salvo's wording for docs/product-rules.md#templates: template name non-empty after trimming. */
export const templateNameMessage = 'Please enter a name for your template.';

/** The Instagram banner of Assets & Tracking (docs/product-rules.md#page-and-instagram). */
export const instagramRequirementsBanner = {
  title: 'Instagram Account Requirements Updated',
  body: 'From 9 September 2025 personal Instagram accounts are not supported; only Professional accounts (Business or Creator) can be used.',
} as const;

/**
 * Salvo's wording: why an automation cannot join a launch (docs/automations.md#attaching-to-a-launch), at Step 2's
 * Automations field, in the API's 400 (`automationIds`) and, for a launch that ended before, on the launches page.
 */
export const automationMessages = {
  noCurrency: (name: string) =>
    `${name}: its amounts were saved before automations had a currency. Edit it on the Automations page and enter its amounts again.`,
  currency: (name: string, currency: string, accountCurrency: string, accountName?: string) =>
    `${name}: its amounts are in ${currency}; ${accountName ? `the ad account ${accountName}` : 'this ad account'} pays in ${accountCurrency}. Attach an automation in ${accountCurrency}.`,
  notWhole: (name: string, currency: string) =>
    `${name}: its amounts are not whole amounts of ${currency}, which has no cents. Edit it on the Automations page.`,
  noBudget: (name: string, whose: 'campaign' | 'adsets') =>
    `${name} changes a budget, and this launch has none of its own: its budget is ${whose === 'campaign' ? "the existing campaign's (a campaign budget)" : "the existing ad sets'"}. Remove it from this launch.`,
  gone: 'One of the selected automations no longer exists. Please select your automations again.',
  /** The delete confirmation (docs/automations.md#deleting), by failure behaviour. */
  deleteAsk: {
    NONE: 'Delete it and its rules on every launch?',
    PAUSE_AND_RESUME:
      'Delete it and its rules on every launch? What it paused while its rules could not be made is turned on again, unless another automation of that launch still holds it paused.',
    PAUSE: 'Delete it and its rules on every launch? What it paused (Pause) stays paused: turn it on in Ads Manager when you choose.',
  },
  /** What the deletion did with what it had paused, by number of launches. */
  deleted: ({
    resumed,
    keptByOthers,
    keptByPause,
    gone,
    changed = 0,
  }: {
    resumed: number;
    keptByOthers: number;
    keptByPause: number;
    gone: number;
    changed?: number;
  }) =>
    [
      'Automation deleted, with its rules.',
      resumed > 0 ? `What it paused on ${launchesOf(resumed)} is turned on again (Pause and Resume).` : '',
      changed > 0
        ? `What it paused on ${launchesOf(changed)} was changed in Ads Manager since (paused or turned on by hand, or edited): Salvo leaves it as it is.`
        : '',
      gone > 0 ? `What it paused on ${launchesOf(gone)} no longer exists (deleted or archived in Ads Manager): nothing to turn on again.` : '',
      keptByOthers > 0
        ? `What it paused on ${launchesOf(keptByOthers)} stays paused: another automation of the launch still holds it until its own rules exist.`
        : '',
      keptByPause > 0 ? `What it paused on ${launchesOf(keptByPause)} stays paused (Pause): turn it on in Ads Manager when you choose.` : '',
    ]
      .filter(Boolean)
      .join(' '),
} as const;

function launchesOf(n: number): string {
  return n === 1 ? '1 launch' : `${n} launches`;
}

/**
 * Salvo's wording (docs/product-rules.md#refused-before-anything-is-created): what the platform would refuse only once
 * the ad sets exist, said before anything is created, at the field to change.
 */
/** 'A', 'A and B', 'A, B and C'. */
const listed = (names: readonly string[]): string => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export const platformRefusalMessages = {
  instagramMissing: 'Choose an Instagram account, or leave Instagram out of the placements: this Page has no Instagram account to show your ads on Instagram.',
  videoThumbnail: (ad: number) =>
    `Ad ${ad}: the platform has no thumbnail for this video yet. Choose an image to show before it plays, or wait until the platform has processed the video.`,
  conversionDomain: 'Enter the website address people go to: the platform needs its domain for ads that measure your pixel events.',
  politicsInEu: 'Ads about social issues, elections or politics cannot run in the European Union: remove the EU locations, or choose another category.',
  /** Countries whose ads need the advertiser's verified identities, which a launch cannot name yet. */
  regionalIdentities: (countries: readonly string[]) =>
    `Ads that reach ${listed(countries)} need the advertiser's verified beneficiary and payer for ${countries.length === 1 ? 'that country' : 'those countries'}, which Salvo cannot send yet: remove ${listed(countries)} from the locations, or launch there from Ads Manager.`,
  attribution: (allowed: readonly string[]) => {
    const quoted = allowed.map((a) => `"${a}"`);
    return `This attribution setting is no longer available for this goal: choose ${quoted.length === 1 ? quoted[0] : `one of ${quoted.join(', ')}`}.`;
  },
  thailandAge: (minimum: number) => `Ads that reach Thailand must target people aged ${minimum} and over: set the minimum age to ${minimum} or more.`,
  pageAdLimit: (running: number, limit: number, ads: number) =>
    `This Page has ${running.toLocaleString('en-US')} ads running or in review and may run ${limit.toLocaleString('en-US')}: the launch's ${ads.toLocaleString('en-US')} ${ads === 1 ? 'ad' : 'ads'} would take it past its limit, where new ads do not publish. Pause or archive some of its ads in Ads Manager, or launch fewer.`,
} as const;

/** A finished launch's actions in the tracker (docs/product-rules.md#deletion, #retry), Salvo's wording. */
export const launchActionMessages = {
  /** Delete now asks once, saying what it deletes. */
  confirmDelete: (campaign: string, adSets: number, ads: number) =>
    `Delete now removes from the platform, at once, what this launch created for ${campaign}: ${adSets} ${adSets === 1 ? 'ad set' : 'ad sets'}, ${ads} ${ads === 1 ? 'ad' : 'ads'}, and the campaign when the launch created it. What it did not create stays. This cannot be undone.`,
  deleted: (when: string) => `Deleted ${when}: what this launch created is gone from the platform.`,
  scheduled: (when: string) =>
    `Scheduled for deletion by ${when}. Until then its campaign stays on the platform as it is, and may keep spending: Delete now removes it at once.`,
  retried: 'Launch retried: only what is missing is made.',
  retryFailed: 'Failed to retry the launch',
} as const;

/** A duplicated ad set's start (docs/campaign-modes.md#a-copys-schedule), Salvo's wording. */
export const copyStartMessage = (sourceStart: string, timeZone: string) =>
  `The copied ad set was scheduled to start ${sourceStart} (${timeZone}); the copy starts at the start under Budget & Schedule instead. Set that start to keep the source's.`;
