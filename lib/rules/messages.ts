// Every message of the product's rules, in one place. Texts quoted by the spec are VERBATIM (section noted);
// the few the spec implies without wording are Salvo's and marked so.

/** §5 Step 1 Next. */
export const step1Messages = {
  specialCategory: 'You must select a category for your special ad.',
  specialCategoryLocations: 'You must select at least one target location for your special ad category.',
  bulkAccounts: 'You must select at least 2 accounts for multi-launch campaign.',
  // Salvo's wording: §5 says Next stays disabled without an existing campaign or ad set choice.
  existingCampaign: 'Please select a campaign.',
  existingAdSets: "Please select ad sets or choose 'Create New Ad Set(s)'.",
} as const;

/** §5 "Launch is allowed only when all hold". */
export const launchMessages = {
  placementDevice: 'Please select at least one device placement.',
  audienceNetworkAlone: 'Audience Network placement cannot be selected alone. Please include at least one other platform.',
  facebookStory: 'Facebook Story placement requires either Facebook Feed or Instagram Story to be selected.',
  messengerStory: 'Messenger Story placement requires either Facebook Feed or Instagram Story to be selected.',
  targetRoas: 'Please enter a valid Target ROAS value between 0.01 and 1,000.',
  bidAmountBidCap: 'Please enter a valid bid amount of at least $1.00 for bid cap strategy.',
  bidAmountCostPerResult: 'Please enter a valid bid amount of at least $1.00 for cost per result strategy.',
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
  // Salvo's wording: §5 "The start cannot be in the past. The end is at least 1 hour after the start."
  startInPast: 'The start date cannot be in the past.',
  endTooSoon: 'The end date must be at least 1 hour after the start date.',
  page: 'Please select a Facebook page.',
  pixel: 'Please select a pixel.',
  catalog: 'Please select a catalog.',
  productOrSet: 'Please select a product or product set.',
  productAndSet: 'Please select either a product or a product set, not both.',
  financialAge: "For Financial Products & Services ads, the age range must be 18-65+ per the platform's policy.",
  financialZip: 'ZIP code targeting is not allowed for Financial Products & Services ads. Please remove ZIP code locations.',
  financialExcluded: 'Excluded locations are not allowed for Financial Products & Services ads. Please remove all excluded locations.',
  // Salvo's wording: §5 "Other rules" (UTMs at most 512; legacy Instagram; no stock; §6 agency only is verbatim).
  urlTagsTooLong: 'Tracking parameters must be at most 512 characters.',
  legacyInstagram: 'This Instagram account does not meet current advertising requirements. Please convert it to a Professional account (Business or Creator).',
  noStock: 'No stock',
  // Salvo's wording: the API re-reads the chosen saved audience from the ad account's list.
  savedAudienceMissing: 'This saved audience is not in the ad account. Please choose another saved audience.',
  // Salvo's wording: §9 "Ad scheduling only with lifetime budgets".
  dayPartingNeedsLifetime: 'Ad scheduling is only available with lifetime budgets.',
  dayPartingEmpty: 'Please select at least one hour for ad scheduling.',
  // Salvo's wording: §5 "Other rules" (the age slider, Advantage+ Audience ages, WiFi only, placement dependencies).
  ageRange: 'Please choose an age range from 18 to 65+, the minimum age at most the maximum.',
  advantageAudienceAge: 'With Advantage+ Audience the maximum age is 65+ and the minimum age at most 25.',
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
} as const;

/** Salvo's wording: §7 what holds the launch while the dialog is open (the asset limit, a media import). */
export const launchHoldMessages = {
  limitExceeded: (used: number, limit: number) =>
    `Your plan launches into up to ${limit} ad accounts and you have launched into ${used}. Launching is off until you upgrade your plan.`,
  limitReason: "Launching is off: your plan's ad account limit is reached.",
  importRunning: 'A media import is in progress: your videos are still processing on Facebook. Launching resumes when it ends.',
  importReason: 'Launching is held until the media import ends.',
} as const;

/** Salvo's wording: §4 "Budget allocation (CBO or ABO) is locked" for an existing campaign. */
export const existingCampaignMessages = {
  allocationLocked: (cbo: boolean) =>
    `The budget allocation of an existing campaign cannot be changed: this campaign uses ${cbo ? 'a campaign budget (CBO)' : 'ad set budgets (ABO)'}.`,
} as const;

/** §5: the display link message names an example host. */
export const displayLinkMessage = (host: string): string => `Use a domain format like '${host}' without http:// or https://`;

/** §6 and §5 bulk launch. */
export const agencyOnlyMessage = 'You must be an Agency user to use this feature.';

/** §5 "Bulk launch, per account". */
export const bulkAccountMessages = {
  pixel: (name: string) => `Please select a pixel for account: ${name}`,
  page: (name: string) => `Please select a Facebook page for account: ${name}`,
  leadForm: (name: string) => `Please select a lead form for account: ${name}`,
  conversionEvent: (name: string) => `Please select a conversion event for account: ${name}`,
  leadEventIncompatible: (name: string) => `This conversion event is not compatible with lead form campaigns for account: ${name}`,
} as const;

/** §5 "Other rules": bulk locations. */
export const bulkLocationMessages = {
  tooMany: (count: number) => `Maximum 100 locations allowed (you have ${count})`,
  none: 'No valid locations found',
  /** §8: the resolver answered with an error. */
  failed: 'Failed to process locations. Please try again.',
  /** §8: anything else (no answer, an answer that is not the contract's). */
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** §5 Financial Products & Services notice (not an error). */
export const financialAgeNotice = 'For Financial Products & Services ads, the age range is automatically set to 18-65+ and cannot be modified.';

/** Salvo's wording for §5 "Template name non-empty after trimming". */
export const templateNameMessage = 'Please enter a name for your template.';

/** §2 banner. */
export const instagramRequirementsBanner = {
  title: 'Instagram Account Requirements Updated',
  body: 'From 9 September 2025 personal Instagram accounts are not supported; only Professional accounts (Business or Creator) can be used.',
} as const;

/** §8 error catalogue texts that belong to a launch. */
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
