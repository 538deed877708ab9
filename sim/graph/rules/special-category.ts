// The special ad categories that restrict targeting (housing, employment, financial products and services, CREDIT
// before it): the help centre's "About audiences for housing, employment or financial products and services
// campaigns" (sim/README.md#special-ad-categories). Ages 18 to 65+, all genders, no ZIP codes, no excluded locations,
// no excluded custom audiences, no lookalike audiences, no detailed targeting exclusions; a customer list needs the
// advertiser's certification; a city or pin is widened to a 15-mile radius rather than refused.
import type { GraphObject, World } from '../../state/world';
import { invalidParam } from '../errors';
import type { Rule, RuleContext } from './types';
import { asRecord, has } from './types';

const RESTRICTED_CATEGORIES = ['HOUSING', 'EMPLOYMENT', 'FINANCIAL_PRODUCTS_SERVICES', 'CREDIT'];
/** The widened radius: 15 miles, or 25 km for a place given in kilometres. */
const MIN_RADIUS = { mile: 15, kilometer: 25 } as const;

const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const idsOf = (v: unknown): string[] => listOf(v).map((a) => String(asRecord(a)?.id ?? ''));

/** The restricting category of an ad set's campaign, if any. */
function restrictedCategoryOf(campaign: GraphObject | undefined): string | undefined {
  return listOf(campaign?.data.special_ad_categories).find((c): c is string => typeof c === 'string' && RESTRICTED_CATEGORIES.includes(c));
}

const audienceSubtype = (world: World, id: string): unknown => {
  const a = world.objects.get(id);
  return a?.type === 'custom_audience' ? a.data.subtype : undefined;
};

/** What the targeting does that a restricted category does not allow, in words. */
function restrictedUses(world: World, t: Record<string, unknown>): string[] {
  const uses: string[] = [];
  if (has(t.age_min) && Number(t.age_min) !== 18) uses.push(`age_min ${String(t.age_min)} (ages must be 18 to 65+)`);
  if (has(t.age_max) && Number(t.age_max) !== 65) uses.push(`age_max ${String(t.age_max)} (ages must be 18 to 65+)`);
  const genders = listOf(t.genders).map(Number);
  if (genders.length > 0 && !(genders.includes(1) && genders.includes(2))) uses.push(`genders ${JSON.stringify(t.genders)} (all genders)`);
  if (listOf(asRecord(t.geo_locations)?.zips).length > 0) uses.push('ZIP codes');
  if (Object.values(asRecord(t.excluded_geo_locations) ?? {}).some((v) => listOf(v).length > 0)) uses.push('excluded locations');
  if (listOf(t.excluded_custom_audiences).length > 0) uses.push('excluded custom audiences');
  if (idsOf(t.custom_audiences).some((id) => audienceSubtype(world, id) === 'LOOKALIKE')) uses.push('lookalike audiences');
  if (Object.values(asRecord(t.exclusions) ?? {}).some((v) => listOf(v).length > 0)) uses.push('detailed targeting exclusions');
  return uses;
}

export const specialAdCategoryTargeting: Rule = {
  name: 'special-ad-category-targeting',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ world, values, campaign }) => {
    const category = restrictedCategoryOf(campaign);
    const targeting = asRecord(values.targeting);
    if (!category || !targeting) return undefined;
    const uses = restrictedUses(world, targeting);
    if (uses.length === 0) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Targeting Not Allowed for Special Ad Category',
      userMsg: `The campaign's special ad category ${category} does not allow ${uses.join(', ')}.`,
    });
  },
};

// Since v22 (all versions from March 2025): a customer list in an ad set of these categories needs
// is_sac_cfca_terms_certified, the advertiser's certification that the list complies with Meta's terms.
export const specialAdCategoryCustomerList: Rule = {
  name: 'special-ad-category-customer-list',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ world, values, campaign }: RuleContext) => {
    const category = restrictedCategoryOf(campaign);
    const targeting = asRecord(values.targeting);
    if (!category || !targeting || values.is_sac_cfca_terms_certified === true) return undefined;
    const lists = idsOf(targeting.custom_audiences).filter((id) => audienceSubtype(world, id) === 'CUSTOM');
    if (lists.length === 0) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Customer List Certification Required',
      userMsg: `The campaign's special ad category ${category} uses the customer list ${lists.join(', ')}: certify it with is_sac_cfca_terms_certified, or remove it.`,
    });
  },
};

/** A place's radius widened to the minimum, its unit kept (miles by default). */
function widened(place: unknown): unknown {
  const p = asRecord(place);
  if (!p) return place;
  const unit = p.distance_unit === 'kilometer' ? 'kilometer' : 'mile';
  if (has(p.radius) && Number(p.radius) >= MIN_RADIUS[unit]) return p;
  return { ...p, radius: MIN_RADIUS[unit], distance_unit: unit };
}

/**
 * The targeting an ad set of a restricted category is stored with: each city and custom location reaches at least
 * 15 miles (25 km), as the platform widens it. Anything else as sent.
 */
export function widenedForCategory(targeting: unknown, campaign: GraphObject | undefined): unknown {
  const t = asRecord(targeting);
  const geo = asRecord(t?.geo_locations);
  if (!t || !geo || !restrictedCategoryOf(campaign)) return targeting;
  const out = { ...geo };
  for (const key of ['cities', 'custom_locations']) if (Array.isArray(geo[key])) out[key] = geo[key].map(widened);
  return { ...t, geo_locations: out };
}
