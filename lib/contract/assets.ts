import { z } from 'zod';
import { accountIdSchema, accountQuerySchema, assetEnvelopeSchema } from './common';

// Ad-account assets (spec sections 3 and 7).

/** GET /facebook/adaccount/current?accountId */
export const adAccountSchema = z.object({
  id: accountIdSchema,
  name: z.string(),
  data: z.object({
    /** ISO 4217; 'USD' when the platform does not say (spec section 9). */
    currency: z.string(),
    timezone_name: z.string(),
    timezone_offset_hours_utc: z.number(),
  }),
});
export type AdAccount = z.infer<typeof adAccountSchema>;
export const adAccountResponseSchema = assetEnvelopeSchema(adAccountSchema.nullable());
export type AdAccountResponse = z.infer<typeof adAccountResponseSchema>;

/** A page, pixel or Instagram account (Instagram uses its username as name). */
export const assetSchema = z.object({
  id: z.string(),
  name: z.string(),
  isPersonal: z.boolean(),
  businessName: z.string().nullable(),
  ownerBusinessName: z.string().nullable(),
  isLegacy: z.boolean(),
});
export type Asset = z.infer<typeof assetSchema>;

/** GET /facebook/assets/pages?accountId and GET /facebook/assets/pixels?accountId */
export const assetListQuerySchema = accountQuerySchema.extend({
  forceCache: z.enum(['true', 'false']).optional(),
});
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;
export const assetListResponseSchema = assetEnvelopeSchema(z.array(assetSchema));
export type AssetListResponse = z.infer<typeof assetListResponseSchema>;

/** The objectives the launch dialog offers (spec section 4). */
export const campaignObjectiveSchema = z.enum(['website-conversions', 'lead-form', 'traffic']);
export type CampaignObjective = z.infer<typeof campaignObjectiveSchema>;

/** GET /facebook/conversion-events?accountId&pixelId&campaignObjective */
export const conversionEventsQuerySchema = accountQuerySchema.extend({
  pixelId: z.string().regex(/^\d{1,30}$/).optional(),
  campaignObjective: campaignObjectiveSchema.optional(),
});
export type ConversionEventsQuery = z.infer<typeof conversionEventsQuerySchema>;

export const conversionEventTypeSchema = z.enum(['standard', 'custom', 'pixel']);
export const conversionEventSchema = z.object({
  /** Salvo's id: the standard event's name (PURCHASE), or `custom:{fbId}` / `pixel:{name}`. */
  id: z.string(),
  /** The platform's id: the custom conversion's id, or the standard event type. */
  fbId: z.string(),
  name: z.string(),
  type: conversionEventTypeSchema,
});
export type ConversionEvent = z.infer<typeof conversionEventSchema>;
export const conversionEventsResponseSchema = assetEnvelopeSchema(z.array(conversionEventSchema));
export type ConversionEventsResponse = z.infer<typeof conversionEventsResponseSchema>;

/** GET /library/account-media?accountId: the ad account's images (its `adimages`). */
export const accountMediaSchema = z.object({
  hash: z.string(),
  name: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type AccountMedia = z.infer<typeof accountMediaSchema>;
export const accountMediaResponseSchema = assetEnvelopeSchema(z.array(accountMediaSchema));
export type AccountMediaResponse = z.infer<typeof accountMediaResponseSchema>;
