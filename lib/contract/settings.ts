import * as z from 'zod/mini';
import { accountIdSchema } from './common';

// Default settings (docs/product-rules.md#default-settings: settings, GET/PUT /facebook/adlauncher/settings): per user,
// optionally per ad account (the account's settings override the user's). Written with zod/mini: Step 1 reads them
// on the side panel's first screen (docs/architecture.md#size).

export const settingsQuerySchema = z.object({ accountId: z.optional(accountIdSchema) });

const assetRef = z.nullable(z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)), name: z.string().check(z.maxLength(300)) }));

export const launchSettingsSchema = z.object({
  defaultUseAdvantageCreatives: z.boolean(),
  /** Advantage+ creative features by name (the platform's creative_features_spec keys), on or off. */
  advantageCreativeSettings: z.record(z.string().check(z.regex(/^[a-z0-9_]{1,60}$/)), z.boolean()),
  defaultMultiAdvertiserAds: z.boolean(),
  /** 'single' means a single ad set. */
  defaultAdDistribution: z.enum(['single', 'dedicated']),
  defaultPixelId: z.nullable(z.string().check(z.maxLength(100))),
  defaultPageId: z.nullable(z.string().check(z.maxLength(100))),
  defaultInstagramId: z.nullable(z.string().check(z.maxLength(100))),
  defaultLeadFormId: z.nullable(z.string().check(z.maxLength(100))),
  /** A conversion event's id (PURCHASE, custom:{id}, pixel:{name}) and name. */
  defaultConversionEvent: assetRef,
  defaultCampaignNamingConvention: z.string().check(z.maxLength(1000)),
  defaultAdSetNamingConvention: z.string().check(z.maxLength(1000)),
  defaultAdNamingConvention: z.string().check(z.maxLength(1000)),
});
export type LaunchSettings = z.infer<typeof launchSettingsSchema>;

/** PUT: any subset; what is not sent is kept. */
export const updateSettingsRequestSchema = z
  .partial(launchSettingsSchema)
  .check(z.refine((s) => Object.keys(s).length > 0, { message: 'Send at least one setting.' }));
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;

export const settingsResponseSchema = z.object({
  success: z.literal(true),
  data: launchSettingsSchema,
  /** Where the answer came from: the account's own settings, the user's, or the defaults. */
  scope: z.enum(['account', 'user', 'default']),
});
