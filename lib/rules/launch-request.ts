// The public launch API's request (POST /facebook/adlauncher, docs/api-routes.md "Launches"): the payload
// (docs/product-rules.md#data-shapes) with the spec's defaults (docs/product-rules.md#limits-and-constants) for what a
// client leaves out, checked by the rules the side panel uses (validateLaunch). A field left out or sent wrong gets its
// rule's own message, at that field; a wrong field that no rule speaks for gets its shape's message. Nothing here
// reaches the platform.
import { z } from 'zod';
import { launchPayloadSchema, type LaunchPayload } from '../contract/launch';
import { DEFAULT_DAILY_BUDGET } from './constants';
import { createDefaultDraft } from './defaults';
import { EXISTING_SOURCE } from './launch-source';
import { displayLinkMessage, launchMessages, launchRequestMessages } from './messages';
import { validateLaunchPayload, type DraftSource } from './payload';
import { defaultStartTime } from './time';
import type { AdAccountContext, LaunchDraft } from './types';

/** Where the defaults come from: a new draft (defaults.ts), one copy of each. Its times are not used. */
const UTC: AdAccountContext = { id: 'act_0', name: '', currency: 'USD', timezoneName: 'UTC', timezoneOffsetHoursUtc: 0 };
const D = createDefaultDraft(UTC, new Date(0));
const copy =
  <T>(value: T) =>
  (): T =>
    structuredClone(value);

/** Genders from the draft's gender (docs/product-rules.md#age-and-gender): All is both. */
const gendersOf = (gender: LaunchDraft['gender']): Array<'men' | 'women'> => (gender === 'all' ? ['men', 'women'] : [gender]);

const s = launchPayloadSchema.shape;
/** The default daily budget in cents (docs/product-rules.md#budget: default daily 5). */
const DEFAULT_DAILY_BUDGET_CENTS = DEFAULT_DAILY_BUDGET * 100;

/** The body of POST /facebook/adlauncher: the payload, every field the spec gives a default optional. */
export const launchRequestSchema = launchPayloadSchema.extend({
  accountId: z.optional(s.accountId).describe("Default: the query's accountId (when sent, it must be the same)."),
  campaignNamingConvention: s.campaignNamingConvention.default(D.naming.campaign),
  adSetNamingConvention: s.adSetNamingConvention.default(D.naming.adSet),
  adNamingConvention: s.adNamingConvention.default(D.naming.ad),
  useSingleAdset: s.useSingleAdset.default(D.adSetDistribution === 'single'),
  isLeadFormCampaign: s.isLeadFormCampaign.default(D.objective === 'lead-form'),
  isTrafficCampaign: s.isTrafficCampaign.default(D.objective === 'traffic'),
  facebookPageId: z.optional(s.facebookPageId).describe(`Required: '${launchMessages.page}'`),
  bidStrategy: s.bidStrategy.default(D.bidStrategy),
  genders: s.genders.default(copy(gendersOf(D.gender))),
  ageMin: s.ageMin.default(D.ageMin),
  ageMax: s.ageMax.default(D.ageMax),
  locations: s.locations.default(copy(D.locations)),
  excludedLocations: s.excludedLocations.default(copy(D.excludedLocations)),
  interests: s.interests.default(copy(D.interests)),
  locales: s.locales.default(copy(D.locales)),
  advantageAudience: s.advantageAudience.default(D.advantageAudience),
  customAudienceIds: s.customAudienceIds.default(copy(D.customAudiences.map((a) => a.id))),
  excludedAudienceIds: s.excludedAudienceIds.default(copy(D.excludedAudiences.map((a) => a.id))),
  attributionSettingId: s.attributionSettingId.default(D.attributionSettingId),
  isCBO: s.isCBO.default(D.isCBO),
  advantagePlacement: s.advantagePlacement.default(D.advantagePlacement),
  placementDevices: s.placementDevices.default(copy(D.placementDevices)),
  placementPlatforms: s.placementPlatforms.default(copy(D.placementPlatforms)),
  deviceType: s.deviceType.default(D.deviceType),
  wifiOnly: s.wifiOnly.default(D.wifiOnly),
  isAdCategorized: s.isAdCategorized.default(D.isAdCategorized),
  dailyBudget: s.dailyBudget.describe(`Cents. Default ${DEFAULT_DAILY_BUDGET_CENTS} (${DEFAULT_DAILY_BUDGET}.00 a day) when neither budget is sent.`),
  lifetimeBudget: s.lifetimeBudget.describe('Cents; sent instead of dailyBudget, with a startTime and an endTime.'),
  startTime: s.startTime
    .optional()
    .describe("Default for a daily budget: the next day at 00:00 in the ad account's time zone. Required with a lifetime budget."),
  endTime: s.endTime.describe('Only with a lifetime budget, and required then; at least 1 hour after the start.'),
  useAdvantageCreatives: s.useAdvantageCreatives.default(D.useAdvantageCreatives),
  multiAdvertiserAds: s.multiAdvertiserAds.default(D.multiAdvertiserAds),
  useDayParting: s.useDayParting.default(D.useDayParting),
});
export type LaunchRequest = z.output<typeof launchRequestSchema>;

/** The same without its one required field, to check the rest of a request whose ads are wrong. */
const restSchema = launchRequestSchema.extend({ ads: s.ads.optional() });
type RestRequest = z.output<typeof restSchema>;

/**
 * What a field sent wrong means to the rules: the draft without it (as if nothing were chosen), so that the rule
 * of that field answers with its own message (a wrong page id is 'Please select a Facebook page.').
 */
type Blank = Partial<LaunchDraft> | ((draft: LaunchDraft) => Partial<LaunchDraft>);
/** No ad set chosen in the existing campaign. */
const noAdSets = ({ source }: LaunchDraft): Partial<LaunchDraft> =>
  source.kind === 'existing' ? { source: { ...source, adSetIds: [], createNewAdSets: false } } : { source: { ...EXISTING_SOURCE, createNewAdSets: false } };
const BLANK: Partial<Record<keyof LaunchPayload, Blank>> = {
  facebookPageId: { page: null },
  pixelId: { pixel: null },
  leadFormId: { leadForm: null },
  destinationUrl: { destinationUrl: '' },
  customEventType: { conversionEvent: null },
  conversionEventId: { conversionEvent: null },
  conversionEventType: { conversionEvent: null },
  dailyBudget: { budget: null },
  lifetimeBudget: { budgetMode: 'lifetime', budget: null },
  bidAmount: { bidAmount: null },
  targetRoas: { targetRoas: Number.NaN },
  locations: { locations: [] },
  startTime: { startTime: null },
  endTime: { endTime: null },
  facebookCatalog: { catalog: null },
  facebookProduct: { product: null },
  facebookProductSet: { productSet: null },
  adCategory: { adCategory: null },
  adCategoryLocations: { adCategoryLocations: [] },
  placementDevices: { placementDevices: [] },
  existingCampaignId: { source: EXISTING_SOURCE },
  existingAdsetId: noAdSets,
  existingAdsetIdList: noAdSets,
  dayPartingSchedule: { dayPartingSchedule: {} },
};

/** The message of a field sent wrong that no rule answers with the field left out. */
const WRONG: Partial<Record<keyof LaunchPayload, string>> = {
  ads: launchRequestMessages.ads,
  displayLink: displayLinkMessage('example.com'),
  ageMin: launchMessages.ageRange,
  ageMax: launchMessages.ageRange,
};

const topField = (path: string): string => path.split('.')[0] ?? path;

/** Zod's issues by field path (dots for nesting); an unknown field is named with what to do. */
function issuesByField(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (path: PropertyKey[], message: string) => {
    const key = path.map(String).join('.') || 'body';
    // Own keys only: a field named `toString` or `constructor` is a field like any other.
    out[key] = Object.hasOwn(out, key) ? [...out[key]!, message] : [message];
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key], launchRequestMessages.unknownField);
    else add(issue.path, issue.message);
  }
  return out;
}

/** The spec's default daily budget when a request sends no budget at all. */
function withBudget<T extends RestRequest>(request: T): T {
  return request.dailyBudget === undefined && request.lifetimeBudget === undefined ? { ...request, dailyBudget: DEFAULT_DAILY_BUDGET_CENTS } : request;
}

/** The request's own rules (Salvo's): one budget, and an end only with a lifetime budget. */
function requestErrors(request: DraftSource, wrong: Set<string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (request.dailyBudget !== undefined && request.lifetimeBudget !== undefined) out.dailyBudget = [launchRequestMessages.bothBudgets];
  else if (request.lifetimeBudget === undefined && !wrong.has('lifetimeBudget') && request.endTime !== undefined)
    out.endTime = [launchRequestMessages.endTimeWithDaily];
  return out;
}

/** The fields of a checked request the body sent (the rest are the spec's defaults, or a copy's source's). */
export type SentFields = ReadonlySet<string>;
export type LaunchRequestCheck = { request: LaunchRequest; sent: SentFields; fields?: undefined } | { request?: undefined; fields: Record<string, string[]> };

/** A duplicate or an import: the API fills what its body leaves out from its source, and checks the rules after. */
const copies = (r: Partial<LaunchPayload>): boolean =>
  Boolean(r.isImportedCampaign || r.importedCampaignId || r.importedAccountId || r.duplicateCampaignId || r.duplicateAdsetId);

/**
 * Checks a launch request: its shapes, then every rule of docs/product-rules.md#launch-check (and the step-1 rules) as
 * the side panel runs them, at `now`. Either the request with its defaults, or the 400's fields: each a payload field
 * (dots for nested ones) with its messages.
 */
export function checkLaunchRequest(body: unknown, now: Date): LaunchRequestCheck {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { fields: { body: [launchRequestMessages.notAnObject] } };
  const parsed = launchRequestSchema.safeParse(body);
  const shapeErrors = parsed.success ? {} : issuesByField(parsed.error.issues);
  const wrong = new Set(Object.keys(shapeErrors).map(topField));
  const rest = parsed.success ? parsed : restSchema.safeParse(Object.fromEntries(Object.entries(body).filter(([key]) => !wrong.has(key))));
  if (!rest.success) return { fields: shapeErrors };
  const request = withBudget(rest.data);
  const blanks = [...wrong].filter((key) => Object.hasOwn(BLANK, key)).map((key) => BLANK[key as keyof LaunchPayload]!);
  const blanked = (draft: LaunchDraft) => blanks.reduce<LaunchDraft>((d, b) => ({ ...d, ...(typeof b === 'function' ? b(d) : b) }), draft);
  const fields: Record<string, string[]> = {
    ...requestErrors(request, wrong),
    // A copy's rules are checked once its source filled what the body left out (server/launch/copy-defaults.ts).
    ...(copies(request) ? {} : validateLaunchPayload(request, UTC, now, { adjust: blanked, reached: false })),
  };
  for (const [path, messages] of Object.entries(shapeErrors)) {
    const field = topField(path);
    // The rule's own message answers the field; else what is wrong with its shape.
    if (Object.hasOwn(fields, field)) continue;
    const message = path === field && Object.hasOwn(WRONG, field) ? WRONG[field as keyof LaunchPayload] : undefined;
    fields[path] = message ? [message] : messages;
  }
  if (Object.keys(fields).length > 0 || !parsed.success) return { fields };
  return { request: withBudget(parsed.data), sent: new Set(Object.keys(body)) };
}

/** The payload of a checked request in its ad account: the account made explicit and the default start
 * (docs/product-rules.md#dates). */
export function resolveLaunchPayload(request: LaunchRequest, account: AdAccountContext, now: Date): LaunchPayload {
  const { facebookPageId } = request;
  // The page rule (docs/product-rules.md#page-and-instagram) refuses a request without one: checkLaunchRequest never
  // lets one through.
  if (facebookPageId === undefined) throw new Error('A checked launch request has a page');
  return { ...request, facebookPageId, accountId: account.id, startTime: request.startTime ?? defaultStartTime(now, account.timezoneName) };
}
