// POST /facebook/adlauncher/plan (docs/api-routes.md#launches-plan): the launch a payload makes in one ad account,
// before anything is written, as the engine will execute it. The review shows this answer; the launch carries its
// digest, so a launch whose plan changed since the review is refused rather than sent (docs/product-rules.md#review-and-confirm).
// Money in hundredths of the account's currency (docs/product-rules.md#currencies), times ISO 8601 with an offset.
import { z } from 'zod';
import { adCategorySchema, bidStrategySchema } from './launch';

const hundredths = z.number().int().nonnegative();
const iso = z.string();
const params = z.record(z.string(), z.unknown());

const planBudgetSchema = z.object({ period: z.enum(['daily', 'lifetime']), amount: hundredths });
export type PlanBudget = z.infer<typeof planBudgetSchema>;

/** What create, copy and existing mean for one object: made anew, copied from `sourceId` then updated, or left as it is. */
const planActionSchema = z.enum(['create', 'copy', 'existing']);

/** The targeting an ad set is sent with, in words: a saved audience's own targeting when one is chosen. */
const planTargetingSchema = z.object({
  ageMin: z.number().int().nullable(),
  ageMax: z.number().int().nullable(),
  /** With Advantage+ Audience, the ages sent as a suggestion (targeting.age_range); null when none. */
  ageSuggestion: z.tuple([z.number().int(), z.number().int()]).nullable(),
  /** Empty: all genders. */
  genders: z.array(z.enum(['men', 'women'])),
  locations: z.array(z.string()),
  excludedLocations: z.array(z.string()),
  interests: z.array(z.string()),
  customAudiences: z.array(z.string()),
  excludedAudiences: z.array(z.string()),
  savedAudience: z.string().nullable(),
  advantageAudience: z.boolean(),
  /** 'Advantage+ placements', or the chosen platforms and positions. */
  placements: z.array(z.string()),
});
export type PlanTargeting = z.infer<typeof planTargetingSchema>;

const planAdSetSchema = z.object({
  action: planActionSchema,
  /** The existing ad set's id (existing), the copied one's (copy). */
  id: z.string().nullable(),
  sourceId: z.string().nullable(),
  /** As created; ids it names read {{campaign_id}} and {{adset_id}} until they exist. */
  name: z.string(),
  adCount: z.number().int().nonnegative(),
  /** Its own budget; null with a campaign budget, or when the ad set is left as it is. */
  budget: planBudgetSchema.nullable(),
  bidStrategy: bidStrategySchema.nullable(),
  bidAmount: hundredths.nullable(),
  targetRoas: z.number().nullable(),
  spendLimits: z.object({ min: hundredths.nullable(), max: hundredths.nullable() }).nullable(),
  startTime: iso.nullable(),
  endTime: iso.nullable(),
  targeting: planTargetingSchema.nullable(),
  /** What a copy keeps of its source, in words (its optimization goal, conversion event, attribution). */
  kept: z.array(z.string()),
  /** Exactly what is sent to the platform for it (the create, or the update of a copy); empty when left as it is. */
  params,
});
export type PlanAdSet = z.infer<typeof planAdSetSchema>;

const planCampaignSchema = z.object({
  action: planActionSchema,
  id: z.string().nullable(),
  sourceId: z.string().nullable(),
  name: z.string(),
  specialAdCategories: z.array(adCategorySchema),
  /** The countries its special ad category applies in, as the platform will have them (special_ad_category_country). */
  specialAdCategoryCountries: z.array(z.string()),
  /** The campaign budget (CBO): the launch's, or an existing campaign's as the platform has it. */
  budget: planBudgetSchema.nullable(),
  bidStrategy: bidStrategySchema.nullable(),
  kept: z.array(z.string()),
  params,
});
export type PlanCampaign = z.infer<typeof planCampaignSchema>;

export const launchPlanResponseSchema = z.object({
  success: z.literal(true),
  account: z.object({ id: z.string(), name: z.string(), currency: z.string(), timezoneName: z.string() }),
  campaign: planCampaignSchema,
  adSets: z.array(planAdSetSchema),
  adCount: z.number().int().nonnegative(),
  /** The most the launch spends a day (daily) or in all (lifetime), in this account's currency: never summed across accounts. */
  estimate: planBudgetSchema.nullable(),
  exampleAdName: z.string(),
  /** Launch paused (docs/product-rules.md#launch-paused): the level made paused, nothing under it; null: made ACTIVE. */
  paused: z.enum(['campaign', 'adset', 'ad']).nullable(),
  /** Send it with the launch (`reviewedPlanDigest`): a launch whose plan differs is refused. */
  digest: z.string(),
});
export type LaunchPlanAnswer = z.infer<typeof launchPlanResponseSchema>;
