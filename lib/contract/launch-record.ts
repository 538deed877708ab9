// The launch record and the answer to a launch (docs/product-rules.md#statuses-and-steps: launch record, launch status,
// docs/api-routes.md#launches-launch: POST /facebook/adlauncher and GET /dashboard/campaign-launches/{id}). Written
// with zod/mini, whose schemas are tree-shaken, because the background parses them and must stay small
// (docs/architecture.md#size); launch.ts re-exports them, and classic zod schemas take them as parts like any other.
import * as z from 'zod/mini';

/** docs/product-rules.md#statuses-and-steps: PENDING and RUNNING are polled; COMPLETED / COMPLETED_WITH_ISSUES are
 * success; FAILED / CANCELLED failure. */
export const launchStatusSchema = z.enum(['PENDING', 'RUNNING', 'COMPLETED', 'COMPLETED_WITH_ISSUES', 'FAILED', 'CANCELLED']);
export type LaunchStatus = z.infer<typeof launchStatusSchema>;
/** Polled every 2 seconds until it is neither PENDING nor RUNNING: the launch is still running. */
export const isLaunchInProgress = (status: LaunchStatus): boolean => status === 'PENDING' || status === 'RUNNING';

export const launchStepSchema = z.enum(['CREATING_CAMPAIGN', 'CREATING_ADSETS', 'CREATING_ADS', 'FINALIZING', 'COMPLETED']);
export type LaunchStep = z.infer<typeof launchStepSchema>;

const isoWithOffset = z.iso.datetime({ offset: true });
/** Ids the payload carries that are neither platform nor Salvo ids (targeting keys): bounded, printable. */
export const printableIdSchema = z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[\x21-\x7e]+$/, 'Expected an id'));
const id = printableIdSchema;
const count = z.int().check(z.nonnegative());

/** docs/product-rules.md#accepting-a-launch: the answer to POST /facebook/adlauncher. */
export const launchResponseSchema = z.strictObject({
  success: z.boolean(),
  campaignLaunchId: id,
  status: launchStatusSchema,
});

/** Launch record errors (docs/product-rules.md#statuses-and-steps): a message, markdown details, technical details. */
const launchErrorSchema = z.strictObject({
  message: z.string(),
  details: z.string(),
  technicalDetails: z.string(),
});
export type LaunchError = z.infer<typeof launchErrorSchema>;

/** Launch record input (docs/product-rules.md#statuses-and-steps), as shown by the progress tracker; budgets in
 * cents. */
const launchRecordInputSchema = z.strictObject({
  isLeadFormCampaign: z.boolean(),
  isTrafficCampaign: z.boolean(),
  dailyBudget: z.nullable(z.int()),
  lifetimeBudget: z.nullable(z.int()),
  isCBO: z.boolean(),
  startTime: z.nullable(isoWithOffset),
  endTime: z.nullable(isoWithOffset),
  facebookPageName: z.nullable(z.string()),
  pixelName: z.nullable(z.string()),
  leadFormName: z.nullable(z.string()),
  instagramAccountName: z.nullable(z.string()),
  /** Salvo: the automations attached to the launch (docs/product-rules.md#automations: payload automationIds); none
   * before they were recorded. */
  automationIds: z._default(z.array(id), []),
  /** Salvo: made paused (docs/product-rules.md#launch-paused); launches stored before the switch were not. */
  launchPaused: z._default(z.boolean(), false),
});
export type LaunchRecordInput = z.infer<typeof launchRecordInputSchema>;

/** Launch record (docs/product-rules.md#statuses-and-steps) (from the status call, GET
 * /dashboard/campaign-launches/{id}). */
export const launchRecordSchema = z.strictObject({
  id,
  status: launchStatusSchema,
  step: launchStepSchema,
  campaignName: z.nullable(z.string()),
  adsetsTotal: count,
  adsetsCompleted: count,
  adsTotal: count,
  adsCompleted: count,
  errors: z.array(launchErrorSchema),
  input: launchRecordInputSchema,
  accountId: id,
  /** Salvo: the ad account's name when the launch was made (null for a record kept from before). */
  accountName: z.optional(z.nullable(z.string())),
  /** Salvo: the ad account's currency (USD when it has none), in which the input's budgets are shown. */
  currency: z.string().check(z.minLength(1)),
  campaignId: z.nullable(z.string()),
  createdAt: isoWithOffset,
  updatedAt: isoWithOffset,
  /** Salvo: what it created was deleted (`deleted`, when), or is scheduled for deletion (`scheduled`, by when); absent
   * when neither (docs/product-rules.md#deletion). */
  deletion: z.optional(z.nullable(z.strictObject({ state: z.enum(['deleted', 'scheduled']), at: isoWithOffset }))),
});
export type LaunchRecord = z.infer<typeof launchRecordSchema>;
