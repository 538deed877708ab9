import { z } from 'zod';
import {
  bidStrategySchema,
  dayPartingScheduleSchema,
  dayPartingTimeZoneSchema,
  deviceTypeSchema,
  idNameSchema,
  placementDeviceSchema,
  placementPlatformsSchema,
  savedPlacementPlatformsSchema,
  targetingLocationSchema,
} from './launch';
import { moneySchema } from './money';

// Launch templates (docs/product-rules.md#templates: template, /campaign-templates). Budgets and bid amount are Money
// (hundredths with their currency: a template saved in a yen account holds yen), assets by id; lib/rules'
// LaunchTemplate is this shape.

const amount = moneySchema.nullable();

/** Every field of the spec's template entity. The name must not be empty after trimming (checked with its message). */
export const templateFieldsSchema = z.object({
  name: z.string().max(200),
  budgetMode: z.enum(['daily', 'lifetime']),
  dailyBudget: amount,
  lifetimeBudget: amount,
  bidStrategy: bidStrategySchema,
  bidAmount: amount,
  targetRoas: z.number().min(0).max(1000).nullable(),
  isCBO: z.boolean(),
  advantageAudience: z.boolean(),
  advantagePlacement: z.boolean(),
  pixelId: z.string().nullable(),
  conversionEventId: z.string().nullable(),
  performanceGoal: z.string().nullable(),
  facebookPageId: z.string().nullable(),
  instagramAccountId: z.string().nullable(),
  leadFormId: z.string().nullable(),
  useInstantForms: z.boolean(),
  selectedLocations: z.array(targetingLocationSchema).max(1000),
  excludedLocations: z.array(targetingLocationSchema).max(1000),
  gender: z.enum(['all', 'men', 'women']),
  ageMin: z.number().int().min(18).max(65),
  ageMax: z.number().int().min(18).max(65),
  targetingInterests: z.array(idNameSchema).max(500),
  customAudiences: z.array(idNameSchema).max(500),
  excludedAudiences: z.array(idNameSchema).max(500),
  savedAudiences: z.array(idNameSchema).max(50),
  placementDevices: z.array(placementDeviceSchema),
  placementPlatforms: placementPlatformsSchema,
  deviceType: deviceTypeSchema,
  wifiOnly: z.boolean(),
  attributionSettingId: z.string().min(1).max(20),
  campaignNamingConvention: z.string().max(1000),
  adSetNamingConvention: z.string().max(1000),
  adNamingConvention: z.string().max(1000),
  useDayParting: z.boolean(),
  dayPartingTimeZone: dayPartingTimeZoneSchema,
  dayPartingSchedule: dayPartingScheduleSchema,
});
export type TemplateFields = z.infer<typeof templateFieldsSchema>;

/** PUT /campaign-templates/{id}: any fields; `{name}` alone renames. */
export const updateTemplateRequestSchema = templateFieldsSchema
  .partial()
  .refine((t) => Object.keys(t).length > 0, { message: 'Send at least one template field.' });
export type UpdateTemplateRequest = z.infer<typeof updateTemplateRequestSchema>;

/** A template as stored: one saved before the platform removed a position still holds it (applying it drops it). */
export const storedTemplateFieldsSchema = templateFieldsSchema.extend({ placementPlatforms: savedPlacementPlatformsSchema });

const templateSchema = storedTemplateFieldsSchema.extend({
  id: z.string(),
  /** Saved before templates kept their currency, its account unknown: its amounts were dropped (0016's migration),
   * and applying it says so (docs/templates.md#currencies). Gone once the template is saved again. */
  amountsCleared: z.literal(true).optional(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Template = z.infer<typeof templateSchema>;

export const templateIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** Templates a user keeps at most (docs/limits.md#what-a-user-keeps); a list's default page holds them all. */
export const MAX_TEMPLATES = 200;
/** GET /campaign-templates?page&limit (defaults 1 and MAX_TEMPLATES). */
export const templateListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_TEMPLATES).default(MAX_TEMPLATES),
});
/** GET /campaign-templates: the user's templates, by name (the list item is id and name; the rest fills the dialog). */
export const templateListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(templateSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export const templateResponseSchema = z.object({ success: z.literal(true), data: templateSchema });
