import * as z from 'zod/mini';
import { accountIdSchema, accountQuerySchema, assetEnvelopeSchema, platformIdSchema } from './common';

// Ad-account assets (docs/api-routes.md#ad-account-assets-assets). Written with zod/mini: Step 1 parses them on the
// side panel's first screen (docs/architecture.md#size).

const minimum = z.nullable(z.int().check(z.positive()));
/** The platform's minimum daily budget for each class of what an ad set is charged for, in hundredths of the account's
 * currency (docs/product-rules.md#currencies). */
const minDailyBudgetsSchema = z.object({ impressions: minimum, highFrequency: minimum, lowFrequency: minimum, videoViews: minimum });
export type MinDailyBudgets = z.infer<typeof minDailyBudgetsSchema>;

/** GET /facebook/adaccount/current?accountId */
const adAccountSchema = z.object({
  id: accountIdSchema,
  name: z.string(),
  data: z.object({
    /** ISO 4217; 'USD' when the platform does not say (docs/product-rules.md#conventions). */
    currency: z.string(),
    timezone_name: z.string(),
    timezone_offset_hours_utc: z.number(),
    /** Salvo: the platform's smallest daily budget for this account, in hundredths of its currency (cents for USD;
     * docs/product-rules.md#currencies); absent when the platform does not say. */
    minDailyBudget: z.optional(z.nullable(z.int().check(z.positive()))),
    /** Salvo: the minimums per class (the budget field's is that of what the launch's ad sets are charged for); absent
     * when the platform does not say. */
    minDailyBudgets: z.optional(z.nullable(minDailyBudgetsSchema)),
    /** The account's own beneficiary and payer for ads reaching the EU (its default_dsa_beneficiary and
     * default_dsa_payor, docs/product-rules.md#eu-transparency); absent when it has none. */
    dsaDefaults: z.optional(z.object({ beneficiary: z.optional(z.string()), payor: z.optional(z.string()) })),
  }),
});
export type AdAccount = z.infer<typeof adAccountSchema>;
export const adAccountResponseSchema = assetEnvelopeSchema(z.nullable(adAccountSchema));

/** A page, pixel or Instagram account (Instagram uses its username as name). */
const assetSchema = z.object({
  id: z.string(),
  name: z.string(),
  isPersonal: z.boolean(),
  businessName: z.nullable(z.string()),
  ownerBusinessName: z.nullable(z.string()),
  isLegacy: z.boolean(),
});
export type Asset = z.infer<typeof assetSchema>;

/** GET /facebook/assets/{pages,pixels,instagram-accounts}?accountId (an Instagram account's name is its username). */
export const assetListQuerySchema = z.extend(accountQuerySchema, {
  forceCache: z.optional(z.enum(['true', 'false'])),
});
export const assetListResponseSchema = assetEnvelopeSchema(z.array(assetSchema));

/** The objectives the launch dialog offers (docs/product-rules.md#objective). */
export const campaignObjectiveSchema = z.enum(['website-conversions', 'lead-form', 'traffic']);
export type CampaignObjective = z.infer<typeof campaignObjectiveSchema>;

/** GET /facebook/conversion-events?accountId&pixelId&campaignObjective */
export const conversionEventsQuerySchema = z.extend(accountQuerySchema, {
  pixelId: z.optional(platformIdSchema),
  campaignObjective: z.optional(campaignObjectiveSchema),
});

const conversionEventTypeSchema = z.enum(['standard', 'custom', 'pixel']);
const conversionEventSchema = z.object({
  /** Salvo's id: the standard event's name (PURCHASE), or `custom:{fbId}` / `pixel:{name}`. */
  id: z.string(),
  /** The platform's id: the custom conversion's id, or the standard event type. */
  fbId: z.string(),
  name: z.string(),
  type: conversionEventTypeSchema,
});
export type ConversionEvent = z.infer<typeof conversionEventSchema>;
export const conversionEventsResponseSchema = assetEnvelopeSchema(z.array(conversionEventSchema));

/** GET /library/account-media?accountId: the ad account's images (its `adimages`). */
const accountMediaSchema = z.object({
  hash: z.string(),
  name: z.string(),
  url: z.string(),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
});
export type AccountMedia = z.infer<typeof accountMediaSchema>;
export const accountMediaResponseSchema = assetEnvelopeSchema(z.array(accountMediaSchema));

// ---- The rest of the ad-account assets (docs/api-routes.md#ad-account-assets-assets). ----

/** GET /facebook/assets?accountId: pixels, pages and Instagram accounts in one call, each ordered
 * (docs/product-rules.md#conventions). */
const combinedAssetsSchema = z.object({
  pixels: z.array(assetSchema),
  pages: z.array(assetSchema),
  instagramAccounts: z.array(assetSchema),
});
export type CombinedAssets = z.infer<typeof combinedAssetsSchema>;
export const combinedAssetsResponseSchema = assetEnvelopeSchema(z.nullable(combinedAssetsSchema));

/** POST /facebook/assets/refresh?accountId: Refresh Assets, at most once every 5 minutes per user and account. */
export const assetRefreshResponseSchema = z.object({
  success: z.boolean(),
  /** When the next refresh is allowed (ISO 8601). */
  data: z.nullable(z.object({ refreshedAt: z.iso.datetime({ offset: true }), nextAllowedAt: z.iso.datetime({ offset: true }) })),
  error: z.nullable(z.string()),
});

/** Path ids of the platform's objects (pages, catalogs, lead forms, campaigns): digits. */
export const pageParamsSchema = z.object({ pageId: platformIdSchema });
export const catalogParamsSchema = z.object({ catalogId: platformIdSchema });
export const idParamsSchema = z.object({ id: platformIdSchema });

/** Lead form: id, name (docs/product-rules.md#lead-form). */
const leadFormSchema = z.object({ id: z.string(), name: z.string(), status: z.nullable(z.string()) });
export type LeadForm = z.infer<typeof leadFormSchema>;
/** GET /facebook/assets/pages/{pageId}/lead-forms?accountId: the page's active forms (empty: message
 * (docs/product-rules.md#lead-form)). */
export const leadFormsResponseSchema = assetEnvelopeSchema(z.array(leadFormSchema));
/** GET /facebook/lead-forms/{id}?accountId */
const leadFormDetailSchema = z.extend(leadFormSchema, {
  pageId: z.nullable(z.string()),
  locale: z.nullable(z.string()),
  questions: z.array(z.object({ key: z.string(), type: z.string() })),
});
export type LeadFormDetail = z.infer<typeof leadFormDetailSchema>;
export const leadFormResponseSchema = assetEnvelopeSchema(z.nullable(leadFormDetailSchema));

/** Catalog, product set: id, name (docs/product-rules.md#shop). */
const catalogSchema = z.object({ id: z.string(), name: z.string() });
export type Catalog = z.infer<typeof catalogSchema>;
/** GET /facebook/assets/pages/{pageId}/catalogs?accountId */
export const catalogsResponseSchema = assetEnvelopeSchema(z.array(catalogSchema));
/** Products also imageUrl and inventory (docs/product-rules.md#shop) (inventory 0: 'No stock', not selectable). */
const productSchema = z.object({ id: z.string(), name: z.string(), imageUrl: z.nullable(z.string()), inventory: z.nullable(z.int()) });
export type Product = z.infer<typeof productSchema>;
/** GET /facebook/assets/catalogs/{catalogId}/products?accountId&name */
export const productsQuerySchema = z.extend(accountQuerySchema, { name: z.optional(z.string().check(z.maxLength(200))) });
export const productsResponseSchema = assetEnvelopeSchema(z.array(productSchema));
/** GET /facebook/assets/catalogs/{catalogId}/product-sets?accountId */
const productSetSchema = z.object({ id: z.string(), name: z.string(), productCount: z.nullable(z.int()) });
export const productSetsResponseSchema = assetEnvelopeSchema(z.array(productSetSchema));

/** The platform's optimization goals that pick the attribution options
 * (docs/product-rules.md#attribution-and-performance-goal). */
const optimizationGoalSchema = z.enum(['OFFSITE_CONVERSIONS', 'LEAD_GENERATION', 'LANDING_PAGE_VIEWS', 'LINK_CLICKS', 'VALUE']);
/** GET /facebook/settings/attribution-settings?optimization_goal&custom_event_type */
export const attributionSettingsQuerySchema = z.object({
  optimization_goal: z.optional(optimizationGoalSchema),
  custom_event_type: z.optional(z.string().check(z.regex(/^[A-Z_]{1,60}$/, 'Expected an event type such as PURCHASE'))),
});
/** Attribution setting: id (default 7c-1v) (docs/product-rules.md#attribution-and-performance-goal). */
const attributionSettingSchema = z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() });
export type AttributionSetting = z.infer<typeof attributionSettingSchema>;
export const attributionSettingsResponseSchema = assetEnvelopeSchema(z.array(attributionSettingSchema));

/** Saved and custom audiences: GET /facebook/targeting/saved-audiences and /facebook/targeting-audiences/custom-audiences. */
const audienceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Custom audiences: WEBSITE, CUSTOM, LOOKALIKE, ...; null for saved audiences. */
  subtype: z.nullable(z.string()),
  approximateCount: z.nullable(z.int()),
});
export type Audience = z.infer<typeof audienceSchema>;
export const audiencesResponseSchema = assetEnvelopeSchema(z.array(audienceSchema));

/** GET /facebook/assets/limit?accountId (polled every 20 s): errorKey limitExceeded turns the launch flag off. */
const assetLimitSchema = z.object({
  errorKey: z.nullable(z.enum(['limitExceeded'])),
  /** Ad accounts launched into by this user; the plan's limit (null: unlimited). */
  used: z.int(),
  limit: z.nullable(z.int()),
});
export type AssetLimit = z.infer<typeof assetLimitSchema>;
export const assetLimitResponseSchema = assetEnvelopeSchema(z.nullable(assetLimitSchema));

/** POST /admin/users/{userId}/asset-cache/expire (operators only): the user's cached asset lists count as stale. */
export const adminAssetCacheExpireResponseSchema = z.object({ success: z.literal(true), data: z.object({ expired: z.int() }) });
