// The launch call and the launch record (spec §3 "Launch payload" and "Launch record", §4 "Launch status",
// §7 POST /facebook/adlauncher and GET /dashboard/campaign-launches/{id}).
// Money is integer cents (spec §3: "Budgets are held in cents"); times are ISO 8601 with an offset.
import { z } from 'zod';
import { accountIdSchema } from './common';

/** §4: PENDING and RUNNING are polled; COMPLETED / COMPLETED_WITH_ISSUES are success; FAILED / CANCELLED failure. */
export const launchStatusSchema = z.enum(['PENDING', 'RUNNING', 'COMPLETED', 'COMPLETED_WITH_ISSUES', 'FAILED', 'CANCELLED']);
export type LaunchStatus = z.infer<typeof launchStatusSchema>;

export const launchStepSchema = z.enum(['CREATING_CAMPAIGN', 'CREATING_ADSETS', 'CREATING_ADS', 'FINALIZING', 'COMPLETED']);
export type LaunchStep = z.infer<typeof launchStepSchema>;

const isoWithOffset = z.iso.datetime({ offset: true });
const id = z.string().min(1);
/** Integer cents, e.g. 19.99 is 1999. */
const cents = z.number().int().positive();

/** §3: each ad has copyId plus creativeId and creativeType, or an imageId, or a facebookVideoId. */
export const launchAdSchema = z
  .strictObject({
    copyId: id.optional(),
    creativeId: id.optional(),
    creativeType: z.enum(['image', 'video']).optional(),
    imageId: id.optional(),
    facebookVideoId: id.optional(),
  })
  .refine((ad) => (ad.creativeId !== undefined && ad.creativeType !== undefined) || ad.imageId !== undefined || ad.facebookVideoId !== undefined, {
    message: 'An ad needs a creativeId with its creativeType, an imageId or a facebookVideoId.',
  });
export type LaunchAd = z.infer<typeof launchAdSchema>;

export const bidStrategySchema = z.enum(['highestVolume', 'costPerResult', 'bidCap', 'highestValue']);
export type BidStrategy = z.infer<typeof bidStrategySchema>;

/** §9 "Gender choices: All, Men, Women". All is both. */
export const genderSchema = z.enum(['men', 'women']);
export const deviceTypeSchema = z.enum(['all', 'mobile', 'desktop']);
export type DeviceType = z.infer<typeof deviceTypeSchema>;
export const placementDeviceSchema = z.enum(['desktop', 'mobile']);
export type PlacementDevice = z.infer<typeof placementDeviceSchema>;
/** §9 ad category options. */
export const adCategorySchema = z.enum(['FINANCIAL_PRODUCTS_SERVICES', 'EMPLOYMENT', 'HOUSING', 'ISSUES_ELECTIONS_POLITICS']);
export type AdCategory = z.infer<typeof adCategorySchema>;

/** §3 "Placement platforms and keys". */
export const placementKeys = {
  facebook: ['feed', 'marketplace', 'video_feeds', 'right_hand_column', 'instream_video', 'story', 'search', 'facebook_reels', 'profile_feed'],
  instagram: ['stream', 'story', 'explore', 'explore_home', 'reels', 'profile_feed', 'ig_search', 'profile_reels'],
  audience_network: ['classic', 'rewarded_video'],
  messenger: ['messenger_home', 'story'],
} as const;
export type PlacementPlatform = keyof typeof placementKeys;
export const placementPlatformsSchema = z.strictObject({
  facebook: z.array(z.enum(placementKeys.facebook)).optional(),
  instagram: z.array(z.enum(placementKeys.instagram)).optional(),
  audience_network: z.array(z.enum(placementKeys.audience_network)).optional(),
  messenger: z.array(z.enum(placementKeys.messenger)).optional(),
});
export type PlacementPlatforms = z.infer<typeof placementPlatformsSchema>;

/** §3 "Location match"; in the launch dialog a location also has an id and a country_code. */
export const targetingLocationSchema = z.strictObject({
  key: id,
  name: z.string(),
  type: z.enum(['country', 'region', 'city', 'zip']),
  countryCode: z.string().optional(),
  region: z.string().optional(),
  countryName: z.string().optional(),
});
export type TargetingLocation = z.infer<typeof targetingLocationSchema>;

export const idNameSchema = z.strictObject({ id, name: z.string() });
export type IdName = z.infer<typeof idNameSchema>;

/** §3 "Day-parting schedule": per day key Mon to Sun, intervals of whole hours 0 to 24. */
export const dayKeySchema = z.enum(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
export type DayKey = z.infer<typeof dayKeySchema>;
export const hourIntervalSchema = z
  .strictObject({ start: z.number().int().min(0).max(23), end: z.number().int().min(1).max(24) })
  .refine((i) => i.end > i.start, { message: 'An interval ends after it starts.' });
export type HourInterval = z.infer<typeof hourIntervalSchema>;
export const dayPartingScheduleSchema = z.partialRecord(dayKeySchema, z.array(hourIntervalSchema));
export type DayPartingSchedule = z.infer<typeof dayPartingScheduleSchema>;
/** §2 ad scheduling popover: the time-zone basis is the viewer's or the ad account's. */
export const dayPartingTimeZoneSchema = z.enum(['viewer', 'account']);
export type DayPartingTimeZone = z.infer<typeof dayPartingTimeZoneSchema>;

/** §3 "Launch payload" (sent on confirm), one request per ad account. */
export const launchPayloadSchema = z
  .strictObject({
    /** Salvo: the ad account launched into (the spec's "current ad account", made explicit). */
    accountId: id,
    ads: z.array(launchAdSchema).min(1),
    campaignNamingConvention: z.string().optional(),
    adSetNamingConvention: z.string().optional(),
    adNamingConvention: z.string().optional(),
    useSingleAdset: z.boolean(),
    destinationUrl: z.string().optional(),
    displayLink: z.string().optional(),
    campaignName: z.string().optional(),
    adSetName: z.string().optional(),
    isLeadFormCampaign: z.boolean(),
    isTrafficCampaign: z.boolean(),
    /** Salvo: the lead objective's instant-forms switch (spec §3 campaign launch input), so the server knows it. */
    useInstantForms: z.boolean().optional(),
    /** Salvo: the website objective's 'Enable shop' switch (§2), so the server knows it. */
    isShopCampaign: z.boolean().optional(),
    /** At most 512 characters: checked by lib/rules with its message (§5), not here. */
    url_tags: z.string().optional(),
    pixelId: id.optional(),
    pixelName: z.string().optional(),
    leadFormId: id.optional(),
    leadFormName: z.string().optional(),
    /** The event's type on the platform (PURCHASE, LEAD, ..., OTHER for pixel events). */
    customEventType: z.string().optional(),
    /** Salvo: the chosen conversion event's id (a custom conversion's id when it is one). */
    conversionEventId: id.optional(),
    conversionEventType: z.enum(['standard', 'custom', 'pixel']).optional(),
    /** Traffic: linkClicks (default) or landingPageViews (§4). */
    performanceGoal: z.string().optional(),
    facebookPageId: id,
    facebookPageName: z.string().optional(),
    bidStrategy: bidStrategySchema,
    /** Cents; for costPerResult and bidCap. */
    bidAmount: cents.optional(),
    /** 0.01 to 1,000 in steps of 0.01: checked by lib/rules with its message (§5), not here. */
    targetRoas: z.number().optional(),
    /** Both for All (§9). */
    genders: z.array(genderSchema).min(1).max(2),
    ageMin: z.number().int().min(18).max(65),
    ageMax: z.number().int().min(18).max(65),
    locations: z.array(targetingLocationSchema),
    excludedLocations: z.array(targetingLocationSchema),
    interests: z.array(idNameSchema),
    locales: z.array(idNameSchema),
    offerId: id.optional(),
    advantageAudience: z.boolean(),
    selectedSavedAudienceId: id.optional(),
    customAudienceIds: z.array(id),
    excludedAudienceIds: z.array(id),
    instagramAccountId: id.optional(),
    instagramAccountName: z.string().optional(),
    attributionSettingId: z.string().min(1),
    isCBO: z.boolean(),
    advantagePlacement: z.boolean(),
    placementDevices: z.array(placementDeviceSchema),
    placementPlatforms: placementPlatformsSchema,
    deviceType: deviceTypeSchema,
    wifiOnly: z.boolean(),
    isAdCategorized: z.boolean(),
    adCategory: adCategorySchema.optional(),
    adCategoryLocations: z.array(targetingLocationSchema).optional(),
    /** Cents; exactly one of the two. */
    dailyBudget: cents.optional(),
    lifetimeBudget: cents.optional(),
    startTime: isoWithOffset,
    /** Only for lifetime budgets (§3). */
    endTime: isoWithOffset.optional(),
    existingCampaignId: id.optional(),
    existingAdsetId: id.optional(),
    existingAdsetIdList: z.array(id).optional(),
    adSetMinimumSpend: cents.optional(),
    adSetMaximumSpend: cents.optional(),
    automationIds: z.array(id).optional(),
    isImportedCampaign: z.boolean().optional(),
    importedAccountId: id.optional(),
    importedCampaignId: id.optional(),
    duplicateCampaignId: id.optional(),
    duplicateAdsetId: id.optional(),
    bulkAccountId: id.optional(),
    folderName: z.string().optional(),
    uniqueCreatives: z.boolean().optional(),
    useAdvantageCreatives: z.boolean(),
    multiAdvertiserAds: z.boolean(),
    useDayParting: z.boolean(),
    dayPartingTimeZone: dayPartingTimeZoneSchema.optional(),
    dayPartingSchedule: dayPartingScheduleSchema.optional(),
    posthogSessionId: z.string().optional(),
    // Shop launches (§3).
    facebookProduct: id.optional(),
    facebookProductName: z.string().optional(),
    facebookCatalog: id.optional(),
    facebookCatalogName: z.string().optional(),
    merchantId: id.optional(),
    facebookProductSet: id.optional(),
    facebookProductSetName: z.string().optional(),
  })
  .refine((p) => (p.dailyBudget === undefined) !== (p.lifetimeBudget === undefined), {
    message: 'Exactly one of dailyBudget and lifetimeBudget.',
    path: ['dailyBudget'],
  })
  .refine((p) => p.lifetimeBudget === undefined || p.endTime !== undefined, {
    message: 'A lifetime budget needs an endTime.',
    path: ['endTime'],
  })
  .refine((p) => p.dailyBudget === undefined || p.endTime === undefined, {
    message: 'endTime is only sent with a lifetime budget.',
    path: ['endTime'],
  })
  .refine((p) => p.ageMin <= p.ageMax, { message: 'ageMin is at most ageMax.', path: ['ageMin'] })
  .refine((p) => !p.useDayParting || (p.lifetimeBudget !== undefined && p.dayPartingSchedule !== undefined), {
    message: 'Day parting needs a lifetime budget and a schedule.',
    path: ['useDayParting'],
  });
export type LaunchPayload = z.infer<typeof launchPayloadSchema>;

/** §7: the answer to POST /facebook/adlauncher. */
export const launchResponseSchema = z.strictObject({
  success: z.boolean(),
  campaignLaunchId: id,
  status: launchStatusSchema,
});
export type LaunchResponse = z.infer<typeof launchResponseSchema>;

/** §7 POST /campaign-launches/{id}/delete and /schedule-deletion (§8 success and failure texts are the panel's). */
export const launchDeletionResponseSchema = z.strictObject({
  success: z.literal(true),
  /** delete: how many platform objects were deleted now. */
  deleted: z.number().int().nonnegative().optional(),
  /** schedule-deletion: when the scheduled job deletes them (within the 48 hours promised). */
  deletionDueAt: isoWithOffset.optional(),
});
export type LaunchDeletionResponse = z.infer<typeof launchDeletionResponseSchema>;

/** §7/§8: a refused launch; `fields` names each payload field with the rules' messages (a 400). */
export const launchErrorResponseSchema = z.strictObject({
  success: z.literal(false),
  error: z.string(),
  cause: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type LaunchErrorResponse = z.infer<typeof launchErrorResponseSchema>;

/** §3 launch record errors: a message, markdown details, technical details. */
export const launchErrorSchema = z.strictObject({
  message: z.string(),
  details: z.string(),
  technicalDetails: z.string(),
});
export type LaunchError = z.infer<typeof launchErrorSchema>;

/** §3 launch record input, as shown by the progress tracker; budgets in cents. */
export const launchRecordInputSchema = z.strictObject({
  isLeadFormCampaign: z.boolean(),
  isTrafficCampaign: z.boolean(),
  dailyBudget: z.number().int().nullable(),
  lifetimeBudget: z.number().int().nullable(),
  isCBO: z.boolean(),
  startTime: isoWithOffset.nullable(),
  endTime: isoWithOffset.nullable(),
  facebookPageName: z.string().nullable(),
  pixelName: z.string().nullable(),
  leadFormName: z.string().nullable(),
  instagramAccountName: z.string().nullable(),
  /** Salvo: the automations attached to the launch (§3 payload automationIds); none before they were recorded. */
  automationIds: z.array(id).default([]),
});
export type LaunchRecordInput = z.infer<typeof launchRecordInputSchema>;

/** §3 "Launch record" (from the status call, §7 GET /dashboard/campaign-launches/{id}). */
export const launchRecordSchema = z.strictObject({
  id,
  status: launchStatusSchema,
  step: launchStepSchema,
  campaignName: z.string().nullable(),
  adsetsTotal: z.number().int().nonnegative(),
  adsetsCompleted: z.number().int().nonnegative(),
  adsTotal: z.number().int().nonnegative(),
  adsCompleted: z.number().int().nonnegative(),
  errors: z.array(launchErrorSchema),
  input: launchRecordInputSchema,
  accountId: id,
  /** Salvo: the ad account's currency (USD when it has none), in which the input's budgets are shown. */
  currency: z.string().min(1),
  campaignId: z.string().nullable(),
  createdAt: isoWithOffset,
  updatedAt: isoWithOffset,
});
export type LaunchRecord = z.infer<typeof launchRecordSchema>;

/** Salvo (spec §2 launches page): GET /dashboard/campaign-launches, the caller's launches newest first, paged. */
export const launchListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Only the launches into this ad account. */
  accountId: accountIdSchema.optional(),
});
export type LaunchListQuery = z.infer<typeof launchListQuerySchema>;

export const launchListResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(launchRecordSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type LaunchListResponse = z.infer<typeof launchListResponseSchema>;
