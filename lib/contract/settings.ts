import { z } from 'zod';
import { accountIdSchema } from './common';

// Default settings (docs/product-rules.md#default-settings: settings, GET/PUT /facebook/adlauncher/settings): per user,
// optionally per ad account (the account's settings override the user's).

export const settingsQuerySchema = z.object({ accountId: accountIdSchema.optional() });

const assetRef = z.object({ id: z.string().min(1).max(100), name: z.string().max(300) }).nullable();

export const launchSettingsSchema = z.object({
  defaultUseAdvantageCreatives: z.boolean(),
  /** Advantage+ creative features by name (the platform's creative_features_spec keys), on or off. */
  advantageCreativeSettings: z.record(z.string().regex(/^[a-z0-9_]{1,60}$/), z.boolean()),
  defaultMultiAdvertiserAds: z.boolean(),
  /** 'single' means a single ad set. */
  defaultAdDistribution: z.enum(['single', 'dedicated']),
  defaultPixelId: z.string().max(100).nullable(),
  defaultPageId: z.string().max(100).nullable(),
  defaultInstagramId: z.string().max(100).nullable(),
  defaultLeadFormId: z.string().max(100).nullable(),
  /** A conversion event's id (PURCHASE, custom:{id}, pixel:{name}) and name. */
  defaultConversionEvent: assetRef,
  defaultCampaignNamingConvention: z.string().max(1000),
  defaultAdSetNamingConvention: z.string().max(1000),
  defaultAdNamingConvention: z.string().max(1000),
});
export type LaunchSettings = z.infer<typeof launchSettingsSchema>;

/** PUT: any subset; what is not sent is kept. */
export const updateSettingsRequestSchema = launchSettingsSchema.partial().refine((s) => Object.keys(s).length > 0, { message: 'Send at least one setting.' });
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;

export const settingsResponseSchema = z.object({
  success: z.literal(true),
  data: launchSettingsSchema,
  /** Where the answer came from: the account's own settings, the user's, or the defaults. */
  scope: z.enum(['account', 'user', 'default']),
});
