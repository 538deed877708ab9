import type { LaunchPayload } from '../../lib/contract/launch';
import {
  categoryMessages,
  categoryProblems,
  restrictedLabelOf,
  savedAudienceProblemText,
  type CategoryProblem,
  type SentTargeting,
} from '../../lib/rules/special-category';
import type { GraphParams } from '../platform/graph-client';
import type { LaunchPlan } from './plan';
import type { PlanSources } from './plan-sources';

// A special ad category's targeting rules held against the targeting each ad set is actually sent with
// (docs/product-rules.md#special-ad-category): a saved audience brings its own ages, genders and places, which the
// side panel cannot see. The category is the campaign's as the platform has it when the launch goes into an existing
// campaign or copies one, else the launch's own.

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** A radius under 15 miles (25 km) is as narrow as a ZIP code. */
const narrow = (place: unknown): boolean => {
  const { radius, distance_unit: unit } = record(place);
  return typeof radius === 'number' && radius < (unit === 'kilometer' ? 25 : 15);
};

function sentTargetingOf(targeting: GraphParams): SentTargeting {
  const geo = record(targeting.geo_locations);
  const excluded = record(targeting.excluded_geo_locations);
  const genders = list(targeting.genders).map(Number);
  return {
    ageMin: typeof targeting.age_min === 'number' ? targeting.age_min : null,
    ageMax: typeof targeting.age_max === 'number' ? targeting.age_max : null,
    genders: genders.length === 1 ? [genders[0] === 1 ? 'men' : 'women'] : [],
    zips: list(geo.zips).length > 0,
    excludedLocations: Object.values(excluded).some((v) => list(v).length > 0),
    narrowRadius: [...list(geo.cities), ...list(geo.custom_locations)].some(narrow),
  };
}

const FIELD: Record<CategoryProblem, string> = { age: 'ageMin', gender: 'genders', zip: 'locations', excluded: 'excludedLocations' };
const MESSAGE: Record<CategoryProblem, (label: string) => string> = {
  age: categoryMessages.age,
  gender: categoryMessages.gender,
  zip: categoryMessages.zip,
  excluded: categoryMessages.excluded,
};

/** The 400 fields of ad sets whose targeting their campaign's category does not allow (empty: none). */
export function categoryErrors(plan: LaunchPlan, p: LaunchPayload, sources: PlanSources): Record<string, string[]> {
  const categories = sources.campaign ? sources.campaign.specialAdCategories : p.isAdCategorized && p.adCategory ? [p.adCategory] : [];
  const label = restrictedLabelOf(categories);
  if (!label) return {};
  for (const adSet of plan.adSets) {
    if (!adSet.params.targeting) continue;
    const sent = sentTargetingOf(record(adSet.params.targeting) as GraphParams);
    const problems = categoryProblems(sent);
    if (problems.length === 0) continue;
    if (p.selectedSavedAudienceId) return { selectedSavedAudienceId: [categoryMessages.savedAudience(label, savedAudienceProblemText(problems, sent))] };
    return Object.fromEntries(problems.map((problem) => [FIELD[problem], [MESSAGE[problem](label)]]));
  }
  return {};
}
