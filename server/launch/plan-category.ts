import type { LaunchPayload } from '../../lib/contract/launch';
import {
  categoryMessages,
  categoryProblems,
  CUSTOMER_LIST_SUBTYPE,
  LOOKALIKE_SUBTYPE,
  restrictedLabelOf,
  savedAudienceProblemText,
  type CategoryProblem,
  type SentTargeting,
} from '../../lib/rules/special-category';
import { readThroughCache } from '../cache/asset-cache';
import type { AppDeps } from '../deps';
import { loadCustomAudiences } from '../platform/assets-api';
import type { GraphParams } from '../platform/graph-client';
import type { LaunchPlan } from './plan';
import type { PlanSources } from './plan-sources';

// A special ad category's targeting rules held against the targeting each ad set is actually sent with
// (docs/product-rules.md#special-ad-category): a saved audience brings its own ages, genders and places, which the
// side panel cannot see, and the custom audiences' kinds (lookalike, customer list) are read from the platform. The
// category is the campaign's as the platform has it when the launch goes into an existing campaign or copies one, else
// the launch's own.

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The kinds (the platform's subtypes) of custom audiences by id. */
export type AudienceKinds = ReadonlyMap<string, string | null>;

function sentTargetingOf(targeting: GraphParams, kinds: AudienceKinds, certified: boolean): SentTargeting {
  const geo = record(targeting.geo_locations);
  const excluded = record(targeting.excluded_geo_locations);
  const genders = list(targeting.genders).map(Number);
  const audiences = list(targeting.custom_audiences).map((a) => kinds.get(String(record(a).id)));
  return {
    ageMin: typeof targeting.age_min === 'number' ? targeting.age_min : null,
    ageMax: typeof targeting.age_max === 'number' ? targeting.age_max : null,
    genders: genders.length === 1 ? [genders[0] === 1 ? 'men' : 'women'] : [],
    zips: list(geo.zips).length > 0,
    excludedLocations: Object.values(excluded).some((v) => list(v).length > 0),
    excludedAudiences: list(targeting.excluded_custom_audiences).length > 0,
    lookalikes: audiences.includes(LOOKALIKE_SUBTYPE),
    uncertifiedCustomerList: audiences.includes(CUSTOMER_LIST_SUBTYPE) && !certified,
  };
}

/** The category that restricts the launch's ad sets, by name; null when none does. */
const restrictedLabelFor = (p: LaunchPayload, sources: PlanSources): string | null =>
  restrictedLabelOf(sources.campaign ? sources.campaign.specialAdCategories : p.isAdCategorized && p.adCategory ? [p.adCategory] : []);

/** The kinds of the account's custom audiences (read through the asset cache), when a restricted launch sends some. */
export async function audienceKindsFor(deps: AppDeps, userId: string, p: LaunchPayload, sources: PlanSources, sendsAudiences: boolean): Promise<AudienceKinds> {
  if (!restrictedLabelFor(p, sources) || !sendsAudiences) return new Map();
  const { data } = await readThroughCache(deps, { userId, accountId: p.accountId, kind: 'custom-audiences' }, ({ accessToken }) =>
    loadCustomAudiences(deps, accessToken, p.accountId),
  );
  return new Map(data.map((a) => [a.id, a.subtype]));
}

const FIELD: Record<CategoryProblem, string> = {
  age: 'ageMin',
  gender: 'genders',
  zip: 'locations',
  excluded: 'excludedLocations',
  excludedAudiences: 'excludedAudienceIds',
  lookalike: 'customAudienceIds',
  customerList: 'customerListCertified',
};
const MESSAGE: Record<CategoryProblem, (label: string) => string> = {
  age: categoryMessages.age,
  gender: categoryMessages.gender,
  zip: categoryMessages.zip,
  excluded: categoryMessages.excluded,
  excludedAudiences: categoryMessages.excludedAudiences,
  lookalike: categoryMessages.lookalike,
  customerList: categoryMessages.customerList,
};

/** The 400 fields of ad sets whose targeting their campaign's category does not allow (empty: none). */
export function categoryErrors(plan: LaunchPlan, p: LaunchPayload, sources: PlanSources, kinds: AudienceKinds): Record<string, string[]> {
  const label = restrictedLabelFor(p, sources);
  if (!label) return {};
  for (const adSet of plan.adSets) {
    if (!adSet.params.targeting) continue;
    const sent = sentTargetingOf(record(adSet.params.targeting) as GraphParams, kinds, adSet.params.is_sac_cfca_terms_certified === true);
    const problems = categoryProblems(sent);
    if (problems.length === 0) continue;
    if (p.selectedSavedAudienceId) return { selectedSavedAudienceId: [categoryMessages.savedAudience(label, savedAudienceProblemText(problems, sent))] };
    return Object.fromEntries(problems.map((problem) => [FIELD[problem], [MESSAGE[problem](label)]]));
  }
  return {};
}
