// What the platform's rules did to launches' objects (docs/automations.md#watching): GET /automations/activity for
// the background's watcher, and each action as the launches page lists it. Written with zod/mini: the background
// parses it and must stay small (docs/architecture.md#size); classic zod schemas take these as parts.
import * as z from 'zod/mini';

/** One thing a rule did to one object (the platform's rule history: PAUSED, UNPAUSED, CHANGED_BUDGET, ...). */
export const ruleActionSchema = z.object({
  /** Unique per action: the rule, its run and the object. */
  key: z.string(),
  at: z.iso.datetime({ offset: true }),
  ruleId: z.string(),
  objectId: z.string(),
  /** The object's name on the platform, where it could be read (the launches page's view). */
  objectName: z.optional(z.string()),
  objectType: z.enum(['CAMPAIGN', 'ADSET', 'AD']),
  action: z.string(),
  field: z.optional(z.string()),
  oldValue: z.optional(z.string()),
  newValue: z.optional(z.string()),
});
export type RuleAction = z.infer<typeof ruleActionSchema>;

/** An action with the launch and automation it belongs to. */
const activityItemSchema = z.extend(ruleActionSchema, {
  launchId: z.string(),
  campaignName: z.nullable(z.string()),
  automationName: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /automations/activity: the latest actions on the user's launches, newest first. */
export const activityResponseSchema = z.object({ success: z.literal(true), data: z.array(activityItemSchema) });

const OBJECT_NOUNS: Readonly<Record<RuleAction['objectType'], string>> = { CAMPAIGN: 'campaign', ADSET: 'ad set', AD: 'ad' };
const VERBS: Readonly<Record<string, string>> = {
  PAUSED: 'paused',
  UNPAUSED: 'turned on',
  CHANGED_BUDGET: 'changed the budget of',
  FACEBOOK_NOTIFICATION_SENT: 'flagged',
  ERROR: 'could not act on',
};

/** What a rule did, in words: "paused ad set Spring | US (120210000000123)", or by id alone when its name is not known. */
export const actionText = (a: Pick<RuleAction, 'action' | 'objectType' | 'objectId' | 'objectName'>): string =>
  `${VERBS[a.action] ?? a.action.toLowerCase().replace(/_/g, ' ')} ${OBJECT_NOUNS[a.objectType]} ${a.objectName ? `${a.objectName} (${a.objectId})` : a.objectId}`;
