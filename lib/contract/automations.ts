import { z } from 'zod';
import { ruleActionSchema } from './automations-activity';

// Automations (docs/automations.md; docs/product-rules.md#automations: automation: automationId, automationName,
// /automations, failure behaviours). An automation is rules kept per user; at a launch's end each rule becomes one of
// the platform's own automated rules, scoped to that launch's objects, which the platform runs (docs/automations.md).

const automationStatusSchema = z.enum(['ACTIVE', 'PAUSED']);
/** docs/product-rules.md#automations: NONE (Keep Campaign Active), PAUSE_AND_RESUME, PAUSE. */
const automationFailureBehaviourSchema = z.enum(['NONE', 'PAUSE_AND_RESUME', 'PAUSE']);

/** docs/automations.md#limits: the platform's automated rules per ad account, enabled and paused together. */
export const PLATFORM_RULES_PER_ACCOUNT = 250;
/** docs/automations.md#limits: rules in one automation (each is a platform rule per launch). */
export const MAX_RULES_PER_AUTOMATION = 5;
/** docs/automations.md#limits: a budget change by percent, at most this much of the budget. */
export const MAX_BUDGET_CHANGE_PERCENT = 100;

/** Metrics whose value is an amount: hundredths of the automation's currency unit (4000 is $40.00). */
export const MONEY_METRICS: ReadonlySet<string> = new Set(['spend', 'cpa', 'cpc', 'cpm']);
const BUDGET_ACTIONS: ReadonlySet<string> = new Set(['increase_budget', 'decrease_budget']);
export const isBudgetAction = (action: string): boolean => BUDGET_ACTIONS.has(action);

const metricSchema = z.enum(['spend', 'cpa', 'roas', 'ctr', 'cpc', 'cpm', 'impressions', 'clicks', 'conversions', 'frequency']);

export const automationRuleSchema = z
  .object({
    metric: metricSchema,
    operator: z.enum(['gt', 'gte', 'lt', 'lte', 'eq']),
    /** Amounts (spend, cost per result, CPC, CPM) in hundredths of the currency unit; CTR in percent; the rest as counted. */
    value: z.number().finite().min(0, 'The value cannot be negative.'),
    window: z.enum(['today', 'yesterday', 'last_3_days', 'last_7_days', 'lifetime']),
    action: z.enum(['pause', 'resume', 'increase_budget', 'decrease_budget', 'notify']),
    /** Budget changes: how much, in percent or in hundredths of the currency unit (actionUnit). */
    actionValue: z.number().finite().optional(),
    actionUnit: z.enum(['percent', 'amount']).optional(),
    /** Budget changes: the budget they stop at (a cap going up, a floor going down), in hundredths. */
    actionLimit: z
      .number()
      .int('The budget limit is in hundredths of the currency unit: a whole number.')
      .positive('The budget limit must be more than 0.')
      .optional(),
  })
  .superRefine((rule, ctx) => {
    if (MONEY_METRICS.has(rule.metric) && !Number.isInteger(rule.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Amounts are in hundredths of the currency unit (4000 is $40.00): a whole number.' });
    if (!isBudgetAction(rule.action)) {
      if (rule.actionValue !== undefined || rule.actionUnit !== undefined || rule.actionLimit !== undefined)
        ctx.addIssue({ code: 'custom', path: ['actionValue'], message: 'Only a budget change takes an amount, a unit or a limit.' });
      return;
    }
    const v = rule.actionValue;
    if (v === undefined || !(v > 0)) ctx.addIssue({ code: 'custom', path: ['actionValue'], message: 'Enter by how much the budget changes: more than 0.' });
    else if ((rule.actionUnit ?? 'percent') === 'percent' && (v > MAX_BUDGET_CHANGE_PERCENT || !Number.isInteger(v)))
      ctx.addIssue({ code: 'custom', path: ['actionValue'], message: `A budget changes by a whole percent from 1 to ${MAX_BUDGET_CHANGE_PERCENT}.` });
    else if (rule.actionUnit === 'amount' && !Number.isInteger(v))
      ctx.addIssue({ code: 'custom', path: ['actionValue'], message: 'Amounts are in hundredths of the currency unit (500 is $5.00): a whole number.' });
  });
export type AutomationRule = z.infer<typeof automationRuleSchema>;

/** Whether a rule holds an amount (its value, a budget change by amount, a budget limit): amounts need a currency. */
export const ruleHasAmounts = (rule: AutomationRule): boolean =>
  MONEY_METRICS.has(rule.metric) || (isBudgetAction(rule.action) && (rule.actionUnit === 'amount' || rule.actionLimit !== undefined));

/** POST /automations, PUT /automations/{id} */
export const createAutomationRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter a name for your automation.').max(200),
    rules: z
      .array(automationRuleSchema)
      .min(1, 'Add at least one rule.')
      .max(MAX_RULES_PER_AUTOMATION, `An automation has at most ${MAX_RULES_PER_AUTOMATION} rules.`),
    failureBehaviour: automationFailureBehaviourSchema,
    status: automationStatusSchema.default('ACTIVE'),
    /**
     * The currency of its amounts (docs/automations.md#amounts-and-currencies): required when a rule holds one, never
     * assumed; it joins only launches in ad accounts of that currency.
     */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'Expected a currency code such as USD')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.currency === undefined && body.rules.some(ruleHasAmounts))
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'Give the currency of its amounts, such as USD: an amount is never read without one.' });
  });

export type AutomationInput = z.input<typeof createAutomationRequestSchema>;

const automationSchema = z.object({
  automationId: z.string(),
  automationName: z.string(),
  status: automationStatusSchema,
  rules: z.array(automationRuleSchema),
  failureBehaviour: automationFailureBehaviourSchema,
  /**
   * The currency of its amounts; null when it has none, or when they were saved before automations had a currency
   * (docs/automations.md#amounts-and-currencies): such amounts are entered again, never read as the account's.
   */
  currency: z.string().nullable(),
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
/**
 * DELETE /automations/{id} (docs/automations.md#deleting): what became of the objects its failure behaviour had
 * paused, counted in launches, and the same in words.
 */
export const automationDeletedResponseSchema = z.object({
  success: z.literal(true),
  /** Launches whose objects it had paused (PAUSE_AND_RESUME) and that Salvo turned on again. */
  resumedLaunches: z.number().int(),
  /** Launches whose objects it had paused and that stay paused: PAUSE, or another automation of the launch holds them. */
  keptPausedLaunches: z.number().int(),
  /** Launches whose paused objects were deleted or archived in Ads Manager since: nothing left to turn on. */
  goneLaunches: z.number().int(),
  /** Launches whose paused objects someone changed in Ads Manager since Salvo paused them (paused again, turned on, edited): left as they are. */
  changedLaunches: z.number().int(),
  message: z.string(),
});

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

/** GET /automations/launch-rules?launchIds=a,b: each launch's automations and their rules (the launches page). */
export const launchRulesQuerySchema = z.object({
  launchIds: z
    .string()
    .max(50 * 37)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('Expected launch ids (UUIDs), comma-separated')).max(50)),
});

/** GET /automations/activity: the actions after `namedAfter` carry their object's name (docs/automations.md#watching). */
export const activityQuerySchema = z.object({
  namedAfter: z.iso.datetime({ offset: true, error: 'Expected a date and time with its offset (ISO 8601)' }).optional(),
});
const launchRuleSchema = z.object({
  ruleIndex: z.number().int(),
  ruleId: z.string().nullable(),
  /** The platform's status of the rule; MISSING: deleted outside Salvo; NOT_MADE: not made (see the automation's message). */
  status: z.enum(['ENABLED', 'DISABLED', 'HAS_ISSUES', 'MISSING', 'NOT_MADE']),
  lastActions: z.array(ruleActionSchema),
});
const launchAutomationSchema = z.object({
  automationId: z.string(),
  /** null once the automation is deleted. */
  automationName: z.string().nullable(),
  failureBehaviour: automationFailureBehaviourSchema,
  /** docs/automations.md#failure-behaviours: READY (its rules exist), RETRYING (not yet), FAILED (cannot be made). */
  state: z.enum(['READY', 'RETRYING', 'FAILED']),
  message: z.string().nullable(),
  /** Objects its failure behaviour paused and has not resumed. */
  pausedObjectIds: z.array(z.string()),
  rules: z.array(launchRuleSchema),
});
export type LaunchAutomation = z.infer<typeof launchAutomationSchema>;
export const launchRulesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ launchId: z.string(), automations: z.array(launchAutomationSchema) })),
});
