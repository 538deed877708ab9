import { z } from 'zod';

// Automations (docs/product-rules.md#automations: automation: automationId, automationName, /automations, failure
// behaviours). Rules are data; running them after a launch is not part of the API yet.

const automationStatusSchema = z.enum(['ACTIVE', 'PAUSED']);
/** docs/product-rules.md#automations: NONE (Keep Campaign Active), PAUSE_AND_RESUME, PAUSE. */
const automationFailureBehaviourSchema = z.enum(['NONE', 'PAUSE_AND_RESUME', 'PAUSE']);

export const automationRuleSchema = z.object({
  metric: z.enum(['spend', 'cpa', 'roas', 'ctr', 'cpc', 'cpm', 'impressions', 'clicks', 'conversions', 'frequency']),
  operator: z.enum(['gt', 'gte', 'lt', 'lte', 'eq']),
  value: z.number().finite(),
  window: z.enum(['today', 'yesterday', 'last_3_days', 'last_7_days', 'lifetime']),
  action: z.enum(['pause', 'resume', 'increase_budget', 'decrease_budget', 'notify']),
  /** Percent for budget changes. */
  actionValue: z.number().finite().optional(),
});

/** POST /automations */
export const createAutomationRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name for your automation.').max(200),
  rules: z.array(automationRuleSchema).min(1, 'Add at least one rule.').max(50),
  failureBehaviour: automationFailureBehaviourSchema,
  status: automationStatusSchema.default('ACTIVE'),
});

const automationSchema = z.object({
  automationId: z.string(),
  automationName: z.string(),
  status: automationStatusSchema,
  rules: z.array(automationRuleSchema),
  failureBehaviour: automationFailureBehaviourSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type Automation = z.infer<typeof automationSchema>;

/** Automations a user keeps at most (docs/limits.md#what-a-user-keeps); a list's default page holds them all. */
export const MAX_AUTOMATIONS = 100;
/** GET /automations?status&page&limit (defaults: any status, 1 and MAX_AUTOMATIONS). */
export const automationsQuerySchema = z.object({
  status: automationStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_AUTOMATIONS).default(MAX_AUTOMATIONS),
});
/** The API always sends the page; a client may read `data` alone (the side panel does: its default page is all). */
export const automationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(automationSchema),
  page: z.number().int().optional(),
  limit: z.number().int().optional(),
  total: z.number().int().optional(),
});
export const automationResponseSchema = z.object({ success: z.literal(true), data: automationSchema });
export const automationIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /automations/admin?page&limit (defaults 1 and 20). */
export const automationsAdminQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const automationsAdminResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(automationSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
