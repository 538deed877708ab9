import * as z from 'zod/mini';

// Plans (docs/product-rules.md#plans-and-upgrade-dialogs): advertiser or agency; a subscription that is active, a trial
// (possibly exceeded) or inactive. The server's refusals carry the texts that make the extension open its upgrade
// dialogs. Written with zod/mini: the side panel's first screen reads the plan (docs/architecture.md#size).

const planSchema = z.enum(['advertiser', 'agency']);
export type Plan = z.infer<typeof planSchema>;
const subscriptionStatusSchema = z.enum(['active', 'trial', 'inactive']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** GET /auth/plan */
const planInfoSchema = z.object({
  plan: planSchema,
  subscription: subscriptionStatusSchema,
  /** Trial only: launches used and allowed. */
  trialLaunchesUsed: z.nullable(z.int()),
  trialLaunchLimit: z.nullable(z.int()),
  /** False when launching is refused; `message` says why (docs/product-rules.md#plans-and-upgrade-dialogs). */
  canLaunch: z.boolean(),
  message: z.nullable(z.string()),
  /** What the side panel shows: Multi Account Launch (agencies), Automations (the API's FEATURE_FLAGS,
   * docs/product-rules.md#automations). */
  features: z.object({ multiAccountLaunch: z.boolean(), automations: z.boolean() }),
});
export type PlanInfo = z.infer<typeof planInfoSchema>;
export const planResponseSchema = z.object({ success: z.literal(true), data: planInfoSchema });

/** PUT /admin/users/{userId}/plan (operators only, ADMIN_TOKEN): sets a user's plan until billing exists. */
export const adminPlanParamsSchema = z.object({ userId: z.uuid() });
export const adminPlanRequestSchema = z.object({
  plan: planSchema,
  subscription: subscriptionStatusSchema,
  /** Trial only: the launches allowed (0 or more); null or absent: the default. */
  trialLaunchLimit: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(100_000)))),
});
