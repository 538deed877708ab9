import * as z from 'zod/mini';
import { accountQuerySchema, assetEnvelopeSchema, platformIdSchema } from './common';
import { campaignObjectiveSchema } from './assets';
import { adCategorySchema } from './launch-values';

// Existing campaigns, their ad sets, import (docs/product-rules.md#existing-campaign). Money in hundredths of the
// account's currency (cents for USD, docs/product-rules.md#currencies); bid strategies in the platform's words
// (lib/rules maps them). Written with zod/mini: Step 1 parses some of them on the side panel's first screen
// (docs/architecture.md#size).

/** GET /facebook/campaigns/v2?accountId&campaignObjective&adCategory */
export const campaignsQuerySchema = z.extend(accountQuerySchema, {
  campaignObjective: z.optional(campaignObjectiveSchema),
  adCategory: z.optional(adCategorySchema),
});

/** Campaign (existing): id, name, isCBO, budgetType, budget, bidStrategy, bidAmount
 * (docs/product-rules.md#existing-campaign). */
const existingCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  isCBO: z.boolean(),
  budgetType: z.enum(['daily', 'lifetime']),
  /** Cents; null without a campaign budget. */
  budget: z.nullable(z.int()),
  bidStrategy: z.nullable(z.string()),
  bidAmount: z.nullable(z.int()),
  objective: z.nullable(z.string()),
  status: z.nullable(z.string()),
  specialAdCategories: z.array(z.string()),
  /** The countries its special ad category applies in (the platform's special_ad_category_country). */
  specialAdCategoryCountries: z.array(z.string()),
  /** Why it is listed but cannot be launched into, duplicated or imported (a legacy Advantage+ shopping or app
   * campaign, docs/product-rules.md#legacy-advantage-campaigns); absent when it can. */
  notOffered: z.optional(z.string()),
});
export type ExistingCampaignItem = z.infer<typeof existingCampaignSchema>;
export const campaignsResponseSchema = assetEnvelopeSchema(z.array(existingCampaignSchema));

export const campaignParamsSchema = z.object({ id: platformIdSchema });

/** Ad set: id, name, bidStrategy, bidAmount (docs/product-rules.md#existing-campaign) (amount in cents). */
const existingAdSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  bidStrategy: z.nullable(z.string()),
  bidAmount: z.nullable(z.int()),
  /** LOWEST_COST_WITH_MIN_ROAS: the floor as the platform holds it (10000 = 1.0x). */
  roasAverageFloor: z.nullable(z.number()),
  dailyBudget: z.nullable(z.int()),
  lifetimeBudget: z.nullable(z.int()),
  status: z.nullable(z.string()),
});
export type ExistingAdSetItem = z.infer<typeof existingAdSetSchema>;
/** GET /facebook/campaigns/v2/{id}/adsets?accountId */
export const adSetsResponseSchema = assetEnvelopeSchema(z.array(existingAdSetSchema));

/** GET /facebook/campaigns/v2/import/ad-accounts: every ad account the user's connection reaches. `countryCode` is the
 * country of its business address (ISO 3166 alpha-2), null when the platform does not say: a Multi Account Launch's
 * row starts with it as its locations (docs/bulk-launch.md#locations). */
const importAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  timezone_name: z.string(),
  countryCode: z.optional(z.nullable(z.string())),
});
export type ImportAccount = z.infer<typeof importAccountSchema>;
export const importAccountsResponseSchema = assetEnvelopeSchema(z.array(importAccountSchema));

/** GET /facebook/campaigns/v2/import/{id}/details?accountId&adsetId: what prefills a launch from a campaign. */
export const importDetailsQuerySchema = z.extend(accountQuerySchema, { adsetId: z.optional(platformIdSchema) });
const importedAdSetSchema = z.extend(existingAdSetSchema, {
  optimizationGoal: z.nullable(z.string()),
  /** What the ad set is charged for (its billing_event): a copy of it keeps it, and with it its minimum budget. */
  billingEvent: z.nullable(z.string()),
  promotedObject: z.object({
    pixelId: z.nullable(z.string()),
    customEventType: z.nullable(z.string()),
    customConversionId: z.nullable(z.string()),
    pageId: z.nullable(z.string()),
  }),
  startTime: z.nullable(z.string()),
  endTime: z.nullable(z.string()),
  /** The platform's attribution_spec (CLICK_THROUGH and VIEW_THROUGH windows). */
  attributionSpec: z.nullable(z.array(z.object({ event_type: z.string(), window_days: z.number() }))),
  /** Ad set spend limits under a campaign budget, hundredths; null for none. */
  minSpend: z.nullable(z.int()),
  maxSpend: z.nullable(z.int()),
  /** Ad scheduling: the platform's adset_schedule when pacing_type has day_parting, else null. */
  schedule: z.nullable(
    z.array(z.object({ start_minute: z.number(), end_minute: z.number(), days: z.array(z.number()), timezone_type: z.enum(['USER', 'ADVERTISER']) })),
  ),
  /** The platform's targeting, summarised for the launch dialog. */
  targeting: z.object({
    ageMin: z.nullable(z.int()),
    ageMax: z.nullable(z.int()),
    genders: z.array(z.enum(['men', 'women'])),
    countries: z.array(z.string()),
    interests: z.array(z.object({ id: z.string(), name: z.string() })),
    customAudienceIds: z.array(z.string()),
    excludedAudienceIds: z.array(z.string()),
    advantageAudience: z.nullable(z.boolean()),
    /** The platform's targeting as read, for what the summary leaves out. */
    raw: z.record(z.string(), z.unknown()),
  }),
});
const importedCreativeSchema = z.object({
  adId: z.string(),
  adName: z.string(),
  adSetId: z.nullable(z.string()),
  creativeId: z.nullable(z.string()),
  pageId: z.nullable(z.string()),
  instagramUserId: z.nullable(z.string()),
  link: z.nullable(z.string()),
  message: z.nullable(z.string()),
  headline: z.nullable(z.string()),
  imageHash: z.nullable(z.string()),
  videoId: z.nullable(z.string()),
  callToAction: z.nullable(z.string()),
  urlTags: z.nullable(z.string()),
  /** The link's display link (link_data.caption). */
  displayLink: z.nullable(z.string()),
  /** An instant form's id (call_to_action.value.lead_gen_form_id). */
  leadFormId: z.nullable(z.string()),
});
const importDetailsSchema = z.object({
  accountId: z.string(),
  /** The source account's currency: the amounts are in it (an import may come from another currency). */
  currency: z.string(),
  campaign: existingCampaignSchema,
  adSets: z.array(importedAdSetSchema),
  creatives: z.array(importedCreativeSchema),
});
export type ImportDetails = z.infer<typeof importDetailsSchema>;
export const importDetailsResponseSchema = assetEnvelopeSchema(z.nullable(importDetailsSchema));

/** GET /facebook/media/status?accountId: 'active' while a video upload is still processing on the platform. */
export const mediaStatusResponseSchema = z.object({ success: z.boolean(), data: z.enum(['active', 'idle']), error: z.nullable(z.string()) });
