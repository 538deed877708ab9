// Every message of the product's rules, in one place (docs/product-rules.md says where each shows). The product's
// own texts are VERBATIM; the few it implies without wording are Salvo's and marked so.
import type { BidStrategy } from '../contract/launch';
import { MAX_EXISTING_AD_SETS, type AdCategory } from '../contract/launch-values';
import { currencySymbol } from './currency';
import { categoryMessages } from './special-category';

/** The spec words the special category rules for Financial Products & Services; special-category.ts has them for each. */
const FINANCIAL = 'Financial Products & Services';

/** Step 1 Next (docs/product-rules.md#step-1-next). */
export const step1Messages = {
  specialCategory: 'You must select a category for your special ad.',
  specialCategoryLocations: 'You must select at least one target location for your special ad category.',
  bulkAccounts: 'You must select at least 2 accounts for multi-launch campaign.',
  // Salvo's wording (docs/bulk-launch.md#adjust-settings): after Adjust Settings, every account listed launched already.
  allLaunched: 'Every account listed got its campaign in the last launch: add another account, or choose Launch again on one to give it a second campaign.',
  // Salvo's wording: docs/product-rules.md#step-1-next says Next stays disabled without an existing campaign or ad set
  // choice.
  existingCampaign: 'Please select a campaign.',
  existingAdSets: "Please select ad sets or choose 'Create New Ad Set(s)'.",
  // Salvo's limit (docs/limits.md#launches): the API reads a launch's existing ad sets in one batch of the platform's.
  tooManyAdSets: `A launch can go into at most ${MAX_EXISTING_AD_SETS} existing ad sets: choose fewer, and launch into the others with another launch.`,
} as const;

/** The spec's bid amount texts name the minimum in US dollars; an account in another currency reads its own
 * (docs/product-rules.md#currencies). */
const US_MIN_BID = '$1.00';
export const bidAmountMessage = (strategy: 'bidCap' | 'costPerResult', min: string): string =>
  `Please enter a valid bid amount of at least ${min} for ${strategy === 'bidCap' ? 'bid cap' : 'cost per result'} strategy.`;

/** Launch is allowed only when all hold (docs/product-rules.md#launch-check). */
export const launchMessages = {
  placementDevice: 'Please select at least one device placement.',
  audienceNetworkAlone: 'Audience Network placement cannot be selected alone. Please include at least one other platform.',
  facebookStory: 'Facebook Story placement requires either Facebook Feed or Instagram Story to be selected.',
  messengerStory: 'Messenger Story placement requires either Facebook Feed or Instagram Story to be selected.',
  targetRoas: 'Please enter a valid Target ROAS value between 0.01 and 1,000.',
  bidAmountBidCap: bidAmountMessage('bidCap', US_MIN_BID),
  bidAmountCostPerResult: bidAmountMessage('costPerResult', US_MIN_BID),
  shopBidStrategy: 'This bid strategy is not supported for shop ads.',
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

/**
 * Salvo's wording: amounts that came from somewhere in another currency (a template, an imported campaign) are
 * cleared, never read in this account's (docs/product-rules.md#currencies); said as the account switch says it.
 */
export const amountsClearedMessages = {
  template: (name: string, from: string, to: string) =>
    `Amounts cleared: this ad account pays in ${currencySymbol(to)} (${to}), and the template "${name}" holds amounts in ${from}. Enter the budget and bid again in ${to}.`,
  templateWithoutCurrency: (name: string, to: string) =>
    `Amounts cleared: the template "${name}" was saved before templates kept their currency, so its amounts cannot be read. Enter the budget and bid in ${to}.`,
  copy: (from: string, to: string) =>
    `Amounts cleared: this ad account pays in ${currencySymbol(to)} (${to}), and the campaign you import is in ${from}. Enter the budget, bid and spend limits again in ${to}.`,
  bulkAccount: (name: string, from: string, to: string) =>
    `Amounts cleared for ${name}: it pays in ${currencySymbol(to)} (${to}), and this launch's amounts are in ${from}. Enter its budget, bid and spend limits in ${to} under Budget & Schedule.`,
} as const;

/** Salvo's wording: the ad account's own money rules (docs/product-rules.md#currencies). */
export const accountMoneyMessages = {
  dailyMinimum: (min: string, goal: string) => `The minimum daily budget for ${goal} in this ad account is ${min}.`,
  lifetimeMinimum: (min: string, days: number, perDay: string, goal: string) =>
    `A lifetime budget over ${days} ${days === 1 ? 'day' : 'days'} needs at least ${min} for ${goal} in this ad account (${perDay} a day).`,
} as const;

/** Salvo's wording, after the help centre's "five times the amount of your cap or cost target" a day
 * (docs/product-rules.md#bid-strategy): at the budget field and at the bid field. */
const CAP_WORDS = { costPerResult: 'cost per result goal', bidCap: 'bid cap' } as const;
export const capBudgetMessages = {
  budget: (strategy: keyof typeof CAP_WORDS, bid: string, min: string, days: number) =>
    days === 1
      ? `With a ${CAP_WORDS[strategy]} of ${bid}, the daily budget must be at least ${min}: the platform asks for 5 times the bid a day.`
      : `With a ${CAP_WORDS[strategy]} of ${bid}, a lifetime budget over ${days} days must be at least ${min}: the platform asks for 5 times the bid a day.`,
  bid: (strategy: keyof typeof CAP_WORDS, budget: string, max: string, days: number) =>
    days === 1
      ? `With a daily budget of ${budget}, the ${CAP_WORDS[strategy]} can be at most ${max}: the platform asks for a budget of 5 times the bid a day.`
      : `With a lifetime budget of ${budget} over ${days} days, the ${CAP_WORDS[strategy]} can be at most ${max}: the platform asks for a budget of 5 times the bid a day.`,
} as const;

/** Salvo's wording: what holds the launch while the dialog is open (the asset limit, a media import)
 * (docs/side-panel.md#what-can-hold-a-launch). */
export const launchHoldMessages = {
  limitExceeded: (used: number, limit: number) =>
    `Your plan launches into up to ${limit} ad accounts and you have launched into ${used}. Launching is off until you upgrade your plan.`,
  limitReason: "Launching is off: your plan's ad account limit is reached.",
  importRunning: 'A media import is in progress: your videos are still processing on Facebook. Launching resumes when it ends.',
  importReason: 'Launching is held until the media import ends.',
} as const;

/** Salvo's wording: Budget allocation (CBO or ABO) is locked (docs/product-rules.md#existing-campaign) for an
 * existing campaign. */
export const existingCampaignMessages = {
  allocationLocked: (cbo: boolean) =>
    `The budget allocation of an existing campaign cannot be changed: this campaign uses ${cbo ? 'a campaign budget (CBO)' : 'ad set budgets (ABO)'}.`,
  strategyLocked: (strategy: BidStrategy) =>
    `This campaign's budget sets the bid strategy of its ad sets: ${BID_STRATEGY_LABELS[strategy]}. Choose ${BID_STRATEGY_LABELS[strategy]}.`,
} as const;

/** Salvo's wording: the review and the launch (docs/product-rules.md#review-and-confirm). */
export const reviewMessages = {
  /** The spec's review says what the launch does; under a paused campaign nothing spends until it is turned on. */
  spending: 'Everything you launch is ACTIVE and starts spending at the launch date.',
  pausedCampaign: (name: string) =>
    `Your new ad sets and ads are ACTIVE, but the campaign ${name} is paused: nothing spends until you turn it on in Ads Manager.`,
  planChanged:
    'What this launch would create has changed since you reviewed it (an amount, a date, the targeting or the ad sets). Nothing was launched: review the launch again.',
  // Salvo's wording: ads without a copy launch with the image or video alone (lib/rules ad-texts.ts).
  noTexts: (count: number, total: number) =>
    `${count === total ? (total === 1 ? 'This ad has' : `All ${total} ads have`) : `${count} of ${total} ads have`} no primary text and no headline: ${count === 1 ? 'it launches' : 'they launch'} with the image or video alone. To give ${count === 1 ? 'it' : 'them'} texts, cancel and pick a copy with ${count === 1 ? 'its creative' : 'their creatives'} in the Library.`,
  planChangedAtRun:
    'What this launch would create changed after it was reviewed (the saved audience or the objects it goes into changed on Facebook). Nothing was created: review the launch and launch it again.',
} as const;

/** Salvo's wording: what a copy keeps of its source (docs/campaign-modes.md#what-a-copy-keeps). */
/** Import (docs/product-rules.md#import-and-export): shown for 5 seconds (TOAST_MS). */
export const IMPORT_ERROR = 'There was an error importing your campaign';

export const copyMessages = {
  objective: (label: string) => `This campaign's objective is ${label}: choose ${label} in Step 1.`,
  budgetType: (type: 'daily' | 'lifetime') => `A copy keeps its source's budget type: choose a ${type} budget.`,
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

/** Bulk launch (docs/product-rules.md#multi-account-launch). */
export const agencyOnlyMessage = 'You must be an Agency user to use this feature.';

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

/** Salvo's wording (docs/product-rules.md#placements): a template saved with Facebook video feeds, which the platform
 * removed in v24, applied without it. */
export const removedPlacementNotice = 'Facebook video feeds is no longer a placement on the platform: the template was applied without it.';

/** Salvo's wording for docs/product-rules.md#templates: template name non-empty after trimming. */
export const templateNameMessage = 'Please enter a name for your template.';

/** The Instagram banner of Assets & Tracking (docs/product-rules.md#page-and-instagram). */
export const instagramRequirementsBanner = {
  title: 'Instagram Account Requirements Updated',
  body: 'From 9 September 2025 personal Instagram accounts are not supported; only Professional accounts (Business or Creator) can be used.',
} as const;

/** Error catalogue texts that belong to a launch (docs/product-rules.md#results). */
export const launchErrorTexts = {
  defaultError: 'An error occurred. Please check your Facebook Integration and try again.',
  statusFailed: 'Failed to fetch launch status',
  launchError: 'An error occurred during launch',
  launchFailedNoMessage: 'Launch failed. Please try again or contact support.',
  bulkUnknown: 'Unknown error occurred',
  lastAccount: 'Cannot delete the last account. At least one account must remain.',
  refreshLimited: 'Asset retrieval is limited. Please try again in 5 minutes.',
  noLeadForms: 'No Lead Forms found for this Facebook page.',
  noLeadFormsTooltip: 'This Facebook page does not have any associated lead forms. Please change your Facebook page.',
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
    PAUSE: 'Delete it and its rules on every launch? What it paused (PAUSE) stays paused: turn it on in Ads Manager when you choose.',
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
      resumed > 0 ? `What it paused on ${launchesOf(resumed)} is turned on again (PAUSE_AND_RESUME).` : '',
      changed > 0
        ? `What it paused on ${launchesOf(changed)} was changed in Ads Manager since (paused or turned on by hand, or edited): Salvo leaves it as it is.`
        : '',
      gone > 0 ? `What it paused on ${launchesOf(gone)} no longer exists (deleted or archived in Ads Manager): nothing to turn on again.` : '',
      keptByOthers > 0
        ? `What it paused on ${launchesOf(keptByOthers)} stays paused: another automation of the launch still holds it until its own rules exist.`
        : '',
      keptByPause > 0 ? `What it paused on ${launchesOf(keptByPause)} stays paused (PAUSE): turn it on in Ads Manager when you choose.` : '',
    ]
      .filter(Boolean)
      .join(' '),
} as const;

function launchesOf(n: number): string {
  return n === 1 ? '1 launch' : `${n} launches`;
}

/** After a launch (docs/product-rules.md#after-a-launch), Salvo's wording: the draft that was sent, on the Launch tab. */
export const sentLaunchMessages = {
  title: (time: string) => `Launched at ${time}`,
  text: (accounts: string, time: string, date: string, timeZone: string) =>
    `This launch went to ${accounts} at ${time} on ${date} (${timeZone}). Its progress and results are under Launches. Launch again sends these settings once more: another campaign, another spend.`,
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
