// The launch call and the launch record (docs/product-rules.md#data-shapes), its statuses
// (docs/product-rules.md#statuses-and-steps), POST /facebook/adlauncher and GET /dashboard/campaign-launches/{id}.
// Money is integer cents (docs/product-rules.md#conventions); times are ISO 8601 with an offset.
import { z } from 'zod';
import { accountIdSchema, imageHashSchema, platformIdSchema, salvoIdSchema } from './common';
import { launchRecordSchema, printableIdSchema as id } from './launch-record';
import { adCategorySchema, placementKeys, removedPlacementKeys, removedPlacementNames } from './launch-values';

// The launch record and the answer to a launch are in launch-record.ts (zod/mini, for the background); the words and
// bounds lib/rules reads in launch-values.ts (for the side panel's first screen).
export * from './launch-record';
export * from './launch-values';

const isoWithOffset = z.iso.datetime({ offset: true });
const text = z.string().max(1000);
/** Integer cents, e.g. 19.99 is 1999 (at most 10 billion). */
const cents = z.number().int().positive().max(1e12);
/** Ads in one launch, and entries of one targeting list: bounds on what one request may ask. */
export const MAX_LAUNCH_ADS = 1000;
const MAX_TARGETING_ITEMS = 1000;

/** docs/product-rules.md#data-shapes: each ad has copyId plus creativeId and creativeType, or an imageId, or a
 * facebookVideoId. */
export const launchAdSchema = z
  .strictObject({
    /** A copy of the user's library. */
    copyId: z.optional(salvoIdSchema),
    /** A creative of the user's library. */
    creativeId: z.optional(salvoIdSchema),
    creativeType: z.enum(['image', 'video']).optional(),
    /** An image of the ad account, by hash. */
    imageId: z.optional(imageHashSchema),
    facebookVideoId: z.optional(platformIdSchema),
  })
  .refine((ad) => (ad.creativeId !== undefined && ad.creativeType !== undefined) || ad.imageId !== undefined || ad.facebookVideoId !== undefined, {
    message: 'An ad needs a creativeId with its creativeType, an imageId or a facebookVideoId.',
  });
export type LaunchAd = z.infer<typeof launchAdSchema>;

export const bidStrategySchema = z.enum(['highestVolume', 'costPerResult', 'bidCap', 'highestValue']);
export type BidStrategy = z.infer<typeof bidStrategySchema>;

/** Gender choices: All, Men, Women (docs/product-rules.md#age-and-gender). All is both. */
const genderSchema = z.enum(['men', 'women']);
export const deviceTypeSchema = z.enum(['all', 'mobile', 'desktop']);
export type DeviceType = z.infer<typeof deviceTypeSchema>;
export const placementDeviceSchema = z.enum(['desktop', 'mobile']);
export type PlacementDevice = z.infer<typeof placementDeviceSchema>;
type RemovedPlatform = keyof typeof removedPlacementKeys;
/** Salvo's wording: a payload naming a removed position. */
export const removedPlacementMessage = (name: string): string => `${name} is no longer a placement on the platform: remove it from the placements.`;
const position = <P extends RemovedPlatform>(platform: P) =>
  z.enum(placementKeys[platform], {
    error: (issue) => {
      const name = removedPlacementNames[`${platform}:${String(issue.input)}`];
      return name ? removedPlacementMessage(name) : undefined;
    },
  });
export const placementPlatformsSchema = z.strictObject({
  facebook: z.array(position('facebook')).optional(),
  instagram: z.array(position('instagram')).optional(),
  audience_network: z.array(z.enum(placementKeys.audience_network)).optional(),
  messenger: z.array(position('messenger')).optional(),
});
export type PlacementPlatforms = z.infer<typeof placementPlatformsSchema>;
/** Placements as something saved before a position was removed may hold them. */
export const savedPlacementPlatformsSchema = placementPlatformsSchema.extend({
  facebook: z.array(z.enum([...placementKeys.facebook, ...removedPlacementKeys.facebook])).optional(),
  instagram: z.array(z.enum([...placementKeys.instagram, ...removedPlacementKeys.instagram])).optional(),
  messenger: z.array(z.enum([...placementKeys.messenger, ...removedPlacementKeys.messenger])).optional(),
});
export type SavedPlacementPlatforms = z.infer<typeof savedPlacementPlatformsSchema>;

/** Location match (docs/product-rules.md#locations); in the launch dialog a location also has an id and a
 * country_code. */
export const targetingLocationSchema = z.strictObject({
  key: id,
  name: z.string().max(300),
  type: z.enum(['country', 'region', 'city', 'zip']),
  countryCode: z.string().max(10).optional(),
  region: z.string().max(300).optional(),
  countryName: z.string().max(300).optional(),
  /** A city's radius around it, as a copied ad set has it (the platform's 10 to 50 miles, 17 to 80 km). */
  radius: z.number().positive().max(500).optional(),
  distanceUnit: z.enum(['mile', 'kilometer']).optional(),
});
export type TargetingLocation = z.infer<typeof targetingLocationSchema>;

export const idNameSchema = z.strictObject({ id, name: z.string().max(300) });
export type IdName = z.infer<typeof idNameSchema>;

/** Day-parting schedule (docs/product-rules.md#ad-scheduling): per day key Mon to Sun, intervals of whole hours 0 to
 * 24. */
const dayKeySchema = z.enum(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
export type DayKey = z.infer<typeof dayKeySchema>;
const hourIntervalSchema = z
  .strictObject({ start: z.number().int().min(0).max(23), end: z.number().int().min(1).max(24) })
  .refine((i) => i.end > i.start, { message: 'An interval ends after it starts.' });
export type HourInterval = z.infer<typeof hourIntervalSchema>;
export const dayPartingScheduleSchema = z.partialRecord(dayKeySchema, z.array(hourIntervalSchema));
export type DayPartingSchedule = z.infer<typeof dayPartingScheduleSchema>;
/** Ad scheduling popover (docs/product-rules.md#ad-scheduling): the time-zone basis is the viewer's or the ad
 * account's. */
export const dayPartingTimeZoneSchema = z.enum(['viewer', 'account']);
export type DayPartingTimeZone = z.infer<typeof dayPartingTimeZoneSchema>;

/**
 * Launch payload (docs/product-rules.md#data-shapes) (sent on confirm), one request per ad account, as the side panel
 * sends it: every field given. The public API (POST /facebook/adlauncher) takes it with the spec's defaults for what is
 * left out and checks it with lib/rules (lib/rules/launch-request.ts), whose messages are the spec's; this schema holds
 * the shapes only. Ids have one schema per kind (common.ts).
 */
export const launchPayloadSchema = z.strictObject({
  /** Salvo: the ad account launched into (the spec's "current ad account", made explicit). */
  accountId: accountIdSchema,
  ads: z.array(launchAdSchema).min(1).max(MAX_LAUNCH_ADS),
  campaignNamingConvention: text.optional(),
  adSetNamingConvention: text.optional(),
  adNamingConvention: text.optional(),
  useSingleAdset: z.boolean(),
  destinationUrl: z.string().max(2000).optional(),
  displayLink: z.string().max(300).optional(),
  campaignName: text.optional(),
  adSetName: text.optional(),
  isLeadFormCampaign: z.boolean(),
  isTrafficCampaign: z.boolean(),
  /** Salvo: the lead objective's instant-forms switch (docs/product-rules.md#import-and-export: campaign launch
   * input), so the server knows it. */
  useInstantForms: z.boolean().optional(),
  /** Salvo: the website objective's 'Enable shop' switch (docs/product-rules.md#objective), so the server knows it. */
  isShopCampaign: z.boolean().optional(),
  /** At most 512 characters: checked by lib/rules with its message (docs/product-rules.md#links-and-tracking), not
   * here. */
  url_tags: z.string().max(10_000).optional(),
  pixelId: z.optional(platformIdSchema),
  pixelName: text.optional(),
  leadFormId: z.optional(platformIdSchema),
  leadFormName: text.optional(),
  /** The event's type on the platform (PURCHASE, LEAD, ..., OTHER for pixel events). */
  customEventType: z
    .string()
    .regex(/^[A-Z_]{1,60}$/, 'Expected an event type such as PURCHASE')
    .optional(),
  /** Salvo: the chosen conversion event's id (a custom conversion's id when it is one, else an event's name). */
  conversionEventId: z.string().min(1).max(200).optional(),
  conversionEventType: z.enum(['standard', 'custom', 'pixel']).optional(),
  /** Traffic: linkClicks (default) or landingPageViews (docs/product-rules.md#attribution-and-performance-goal). */
  performanceGoal: z.string().max(100).optional(),
  facebookPageId: platformIdSchema,
  facebookPageName: text.optional(),
  bidStrategy: bidStrategySchema,
  /** Cents; for costPerResult and bidCap. */
  bidAmount: cents.optional(),
  /** 0.01 to 1,000 in steps of 0.01: checked by lib/rules with its message (docs/product-rules.md#bid-strategy), not
   * here. */
  targetRoas: z.number().optional(),
  /** Both for All (docs/product-rules.md#age-and-gender). */
  genders: z.array(genderSchema).min(1).max(2),
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  locations: z.array(targetingLocationSchema).max(MAX_TARGETING_ITEMS),
  excludedLocations: z.array(targetingLocationSchema).max(MAX_TARGETING_ITEMS),
  interests: z.array(idNameSchema).max(MAX_TARGETING_ITEMS),
  locales: z.array(idNameSchema).max(MAX_TARGETING_ITEMS),
  /** An offer of the user's library. */
  offerId: z.optional(salvoIdSchema),
  advantageAudience: z.boolean(),
  selectedSavedAudienceId: z.optional(platformIdSchema),
  customAudienceIds: z.array(platformIdSchema).max(MAX_TARGETING_ITEMS),
  excludedAudienceIds: z.array(platformIdSchema).max(MAX_TARGETING_ITEMS),
  /** Salvo: the buyer certifies that the customer lists among the custom audiences follow the platform's terms (a
   * housing, employment or financial launch needs it to use one: docs/product-rules.md#special-ad-category). */
  customerListCertified: z.boolean().optional(),
  instagramAccountId: z.optional(platformIdSchema),
  instagramAccountName: text.optional(),
  attributionSettingId: z.string().regex(/^\d{1,2}c-\d{1,2}v$/, 'Expected an attribution setting such as 7c-1v'),
  isCBO: z.boolean(),
  advantagePlacement: z.boolean(),
  placementDevices: z.array(placementDeviceSchema).max(2),
  placementPlatforms: placementPlatformsSchema,
  deviceType: deviceTypeSchema,
  wifiOnly: z.boolean(),
  isAdCategorized: z.boolean(),
  adCategory: z.optional(adCategorySchema),
  adCategoryLocations: z.array(targetingLocationSchema).max(MAX_TARGETING_ITEMS).optional(),
  /** Cents; exactly one of the two. */
  dailyBudget: cents.optional(),
  lifetimeBudget: cents.optional(),
  startTime: isoWithOffset,
  /** Only for lifetime budgets (docs/product-rules.md#ad-scheduling). */
  endTime: isoWithOffset.optional(),
  existingCampaignId: z.optional(platformIdSchema),
  existingAdsetId: z.optional(platformIdSchema),
  existingAdsetIdList: z.array(platformIdSchema).max(MAX_TARGETING_ITEMS).optional(),
  adSetMinimumSpend: cents.optional(),
  adSetMaximumSpend: cents.optional(),
  /** Automations of the user's. */
  automationIds: z.array(salvoIdSchema).max(100).optional(),
  isImportedCampaign: z.boolean().optional(),
  /** One of the user's other ad accounts. */
  importedAccountId: z.optional(accountIdSchema),
  importedCampaignId: z.optional(platformIdSchema),
  duplicateCampaignId: z.optional(platformIdSchema),
  duplicateAdsetId: z.optional(platformIdSchema),
  /** A multi-account launch: the account of this request. */
  bulkAccountId: z.optional(accountIdSchema),
  folderName: text.optional(),
  uniqueCreatives: z.boolean().optional(),
  useAdvantageCreatives: z.boolean(),
  /** Salvo, beyond the spec (off by default): what the launch makes is created paused, so nothing delivers until the
   * buyer turns it on in Ads Manager (docs/product-rules.md#launch-paused). */
  launchPaused: z.boolean().optional(),
  multiAdvertiserAds: z.boolean(),
  useDayParting: z.boolean(),
  dayPartingTimeZone: dayPartingTimeZoneSchema.optional(),
  dayPartingSchedule: dayPartingScheduleSchema.optional(),
  posthogSessionId: z.string().max(200).optional(),
  /** Salvo: the digest of the plan the buyer reviewed (POST /facebook/adlauncher/plan): a launch whose plan is no longer
   * that one is refused, or fails before anything is written (docs/product-rules.md#review-and-confirm). */
  reviewedPlanDigest: z
    .string()
    .regex(/^[a-f0-9]{64}$/, 'Expected the digest of a reviewed plan')
    .optional(),
  // Shop launches (docs/product-rules.md#shop).
  facebookProduct: z.optional(platformIdSchema),
  facebookProductName: text.optional(),
  facebookCatalog: z.optional(platformIdSchema),
  facebookCatalogName: text.optional(),
  merchantId: z.optional(platformIdSchema),
  facebookProductSet: z.optional(platformIdSchema),
  facebookProductSetName: text.optional(),
});
export type LaunchPayload = z.infer<typeof launchPayloadSchema>;

/** POST /campaign-launches/{id}/delete and /schedule-deletion (docs/product-rules.md#deletion)
 * (docs/product-rules.md#progress-tracker: success and failure texts are the panel's). */
export const launchDeletionResponseSchema = z.strictObject({
  success: z.literal(true),
  /** delete: how many platform objects were deleted now. */
  deleted: z.number().int().nonnegative().optional(),
  /** schedule-deletion: when the scheduled job deletes them (within the 48 hours promised). */
  deletionDueAt: isoWithOffset.optional(),
});

/** docs/api-routes.md#launches-launch: a refused launch; `fields` names each payload field with the rules' messages
 * (a 400). */
export const launchErrorResponseSchema = z.strictObject({
  success: z.literal(false),
  error: z.string(),
  cause: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

/** Salvo (docs/product-rules.md#launches-page: launches page): GET /dashboard/campaign-launches, the caller's
 * launches newest first, paged. */
export const launchListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Only the launches into this ad account. */
  accountId: z.optional(accountIdSchema),
});

export const launchListResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(launchRecordSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int().nonnegative(),
});
