import { z } from 'zod';
import { accountQuerySchema, assetEnvelopeSchema, platformIdSchema } from './common';
import { campaignObjectiveSchema } from './assets';
import { adCategorySchema } from './launch';

// Existing campaigns, their ad sets, import (docs/product-rules.md#existing-campaign). Money in hundredths of the
// account's currency (cents for USD, docs/product-rules.md#currencies); bid strategies in the platform's words
// (lib/rules maps them).

/** GET /facebook/campaigns/v2?accountId&campaignObjective&adCategory */
export const campaignsQuerySchema = accountQuerySchema.extend({
  campaignObjective: campaignObjectiveSchema.optional(),
  adCategory: adCategorySchema.optional(),
});

/** Campaign (existing): id, name, isCBO, budgetType, budget, bidStrategy, bidAmount
 * (docs/product-rules.md#existing-campaign). */
const existingCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  isCBO: z.boolean(),
  budgetType: z.enum(['daily', 'lifetime']),
  /** Cents; null without a campaign budget. */
  budget: z.number().int().nullable(),
  bidStrategy: z.string().nullable(),
  bidAmount: z.number().int().nullable(),
  objective: z.string().nullable(),
  status: z.string().nullable(),
  specialAdCategories: z.array(z.string()),
  /** The countries its special ad category applies in (the platform's special_ad_category_country). */
  specialAdCategoryCountries: z.array(z.string()),
});
export type ExistingCampaignItem = z.infer<typeof existingCampaignSchema>;
export const campaignsResponseSchema = assetEnvelopeSchema(z.array(existingCampaignSchema));

export const campaignParamsSchema = z.object({ id: platformIdSchema });

/** Ad set: id, name, bidStrategy, bidAmount (docs/product-rules.md#existing-campaign) (amount in cents). */
const existingAdSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  bidStrategy: z.string().nullable(),
  bidAmount: z.number().int().nullable(),
  /** LOWEST_COST_WITH_MIN_ROAS: the floor as the platform holds it (10000 = 1.0x). */
  roasAverageFloor: z.number().nullable(),
  dailyBudget: z.number().int().nullable(),
  lifetimeBudget: z.number().int().nullable(),
  status: z.string().nullable(),
});
export type ExistingAdSetItem = z.infer<typeof existingAdSetSchema>;
/** GET /facebook/campaigns/v2/{id}/adsets?accountId */
export const adSetsResponseSchema = assetEnvelopeSchema(z.array(existingAdSetSchema));

/** GET /facebook/campaigns/v2/import/ad-accounts: every ad account the user's connection reaches. */
const importAccountSchema = z.object({ id: z.string(), name: z.string(), currency: z.string(), timezone_name: z.string() });
export const importAccountsResponseSchema = assetEnvelopeSchema(z.array(importAccountSchema));

/** GET /facebook/campaigns/v2/import/{id}/details?accountId&adsetId: what prefills a launch from a campaign. */
export const importDetailsQuerySchema = accountQuerySchema.extend({ adsetId: platformIdSchema.optional() });
const importedAdSetSchema = existingAdSetSchema.extend({
  optimizationGoal: z.string().nullable(),
  /** What the ad set is charged for (its billing_event): a copy of it keeps it, and with it its minimum budget. */
  billingEvent: z.string().nullable(),
  promotedObject: z.object({
    pixelId: z.string().nullable(),
    customEventType: z.string().nullable(),
    customConversionId: z.string().nullable(),
    pageId: z.string().nullable(),
  }),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** The platform's attribution_spec (CLICK_THROUGH and VIEW_THROUGH windows). */
  attributionSpec: z.array(z.object({ event_type: z.string(), window_days: z.number() })).nullable(),
  /** Ad set spend limits under a campaign budget, hundredths; null for none. */
  minSpend: z.number().int().nullable(),
  maxSpend: z.number().int().nullable(),
  /** Ad scheduling: the platform's adset_schedule when pacing_type has day_parting, else null. */
  schedule: z
    .array(z.object({ start_minute: z.number(), end_minute: z.number(), days: z.array(z.number()), timezone_type: z.enum(['USER', 'ADVERTISER']) }))
    .nullable(),
  /** The platform's targeting, summarised for the launch dialog. */
  targeting: z.object({
    ageMin: z.number().int().nullable(),
    ageMax: z.number().int().nullable(),
    genders: z.array(z.enum(['men', 'women'])),
    countries: z.array(z.string()),
    interests: z.array(z.object({ id: z.string(), name: z.string() })),
    customAudienceIds: z.array(z.string()),
    excludedAudienceIds: z.array(z.string()),
    advantageAudience: z.boolean().nullable(),
    /** The platform's targeting as read, for what the summary leaves out. */
    raw: z.record(z.string(), z.unknown()),
  }),
});
const importedCreativeSchema = z.object({
  adId: z.string(),
  adName: z.string(),
  adSetId: z.string().nullable(),
  creativeId: z.string().nullable(),
  pageId: z.string().nullable(),
  instagramUserId: z.string().nullable(),
  link: z.string().nullable(),
  message: z.string().nullable(),
  headline: z.string().nullable(),
  imageHash: z.string().nullable(),
  videoId: z.string().nullable(),
  callToAction: z.string().nullable(),
  urlTags: z.string().nullable(),
  /** The link's display link (link_data.caption). */
  displayLink: z.string().nullable(),
  /** An instant form's id (call_to_action.value.lead_gen_form_id). */
  leadFormId: z.string().nullable(),
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
export const importDetailsResponseSchema = assetEnvelopeSchema(importDetailsSchema.nullable());

/** GET /facebook/media/status?accountId: 'active' while a video upload is still processing on the platform. */
export const mediaStatusResponseSchema = z.object({ success: z.boolean(), data: z.enum(['active', 'idle']), error: z.string().nullable() });
