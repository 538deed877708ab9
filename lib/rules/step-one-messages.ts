// The messages of Step 1 and of the rules the side panel's first screen runs, apart from messages.ts so that the first
// screen does not load every message (docs/architecture.md#size). messages.ts re-exports them: it still lists every
// message. The product's own texts are VERBATIM; the few it implies without wording are Salvo's and marked so.
import { MAX_EXISTING_AD_SETS } from '../contract/launch-values';
import { currencySymbol } from './currency';

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

/** Import (docs/product-rules.md#import-and-export): shown for 5 seconds (TOAST_MS). */
export const IMPORT_ERROR = 'There was an error importing your campaign';

/** Bulk launch (docs/product-rules.md#multi-account-launch). */
export const agencyOnlyMessage = 'You must be an Agency user to use this feature.';

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

/** The placements' part of the launch check (docs/product-rules.md#launch-check), also shown at Step 1. */
export const placementMessages = {
  placementDevice: 'Please select at least one device placement.',
  audienceNetworkAlone: 'Audience Network placement cannot be selected alone. Please include at least one other platform.',
  facebookStory: 'Facebook Story placement requires either Facebook Feed or Instagram Story to be selected.',
} as const;

/** After a launch (docs/product-rules.md#after-a-launch), Salvo's wording: the draft that was sent, on the Launch tab. */
export const sentLaunchMessages = {
  title: (time: string) => `Launched at ${time}`,
  text: (accounts: string, time: string, date: string, timeZone: string) =>
    `This launch went to ${accounts} at ${time} on ${date} (${timeZone}). Its progress and results are under Launches. Launch again sends these settings once more: another campaign, another spend.`,
} as const;

/** Campaigns listed but not offered (docs/product-rules.md#legacy-advantage-campaigns), Salvo's wording. */
export const notOfferedCampaignMessages = {
  option: (name: string) => `${name} (Advantage+, former setup: not available)`,
  note: 'Advantage+ shopping and app campaigns of the former setup are listed but cannot be chosen: the platform no longer lets anything be added to, changed in or copied from them.',
} as const;
