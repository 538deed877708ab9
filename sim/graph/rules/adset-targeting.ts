// Ad set targeting and goal rules: explicit Advantage+ audience, promoted_object for conversion and lead goals,
// DSA fields for EU targeting, name length, the special ad categories' targeting.
import { invalidParam } from '../errors';
import type { Rule } from './types';
import { asRecord, has } from './types';

const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

// Since v23 targeting_automation.advantage_audience must be 0 or 1 explicitly.
export const advantageAudienceExplicit: Rule = {
  name: 'advantage-audience-explicit',
  edges: ['adsets'],
  check: ({ values }) => {
    const targeting = asRecord(values.targeting);
    if (!targeting) return undefined;
    const flag = asRecord(targeting.targeting_automation)?.advantage_audience;
    if (flag === 0 || flag === 1 || flag === '0' || flag === '1') return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Advantage+ audience flag required',
      userMsg: 'Set targeting.targeting_automation.advantage_audience to 1 (on) or 0 (off).',
    });
  },
};

const GOALS_NEEDING_PROMOTED_OBJECT = ['OFFSITE_CONVERSIONS', 'VALUE', 'LEAD_GENERATION', 'QUALITY_LEAD'];

export const promotedObjectForGoal: Rule = {
  name: 'promoted-object-for-goal',
  edges: ['adsets'],
  check: ({ values }) => {
    const goal = values.optimization_goal;
    if (typeof goal !== 'string' || !GOALS_NEEDING_PROMOTED_OBJECT.includes(goal)) return undefined;
    const po = asRecord(values.promoted_object);
    const ok = goal === 'LEAD_GENERATION' || goal === 'QUALITY_LEAD' ? has(po?.page_id) : has(po?.pixel_id) && has(po?.custom_event_type);
    if (ok) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Promoted object required',
      userMsg: goal.includes('LEAD')
        ? `The goal ${goal} requires promoted_object.page_id.`
        : `The goal ${goal} requires promoted_object with pixel_id and custom_event_type.`,
    });
  },
};

function targetsEu(targeting: Record<string, unknown> | undefined): boolean {
  const geo = asRecord(targeting?.geo_locations);
  const countries = Array.isArray(geo?.countries) ? geo.countries : [];
  const regionCountries = ['regions', 'cities', 'zips'].flatMap((k) => (Array.isArray(geo?.[k]) ? (geo[k] as unknown[]) : [])).map((r) => asRecord(r)?.country);
  const groups = Array.isArray(geo?.country_groups) ? geo.country_groups : [];
  return [...countries, ...regionCountries].some((c) => typeof c === 'string' && EU.includes(c)) || groups.includes('eu') || groups.includes('europe');
}

export const dsaForEuTargeting: Rule = {
  name: 'dsa-for-eu-targeting',
  edges: ['adsets'],
  check: ({ values }) => {
    if (!targetsEu(asRecord(values.targeting)) || (has(values.dsa_beneficiary) && has(values.dsa_payor))) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Beneficiary and payer required',
      userMsg: 'Ad sets targeting the European Union need dsa_beneficiary and dsa_payor.',
    });
  },
};

export const adsetNameLength: Rule = {
  name: 'adset-name-length',
  edges: ['adsets'],
  check: ({ values }) => {
    if (typeof values.name !== 'string' || values.name.length <= 400) return undefined;
    return invalidParam('Invalid parameter', { userTitle: 'Name too long', userMsg: 'The ad set name can be at most 400 characters.' });
  },
};

// Housing, employment and financial products (CREDIT before it): ages 18 to 65+, all genders, no ZIP codes, no radius
// under 15 miles, no detailed-targeting exclusions (sim/README.md#business-rules-simgraphrules).
const RESTRICTED_CATEGORIES = ['HOUSING', 'EMPLOYMENT', 'FINANCIAL_PRODUCTS_SERVICES', 'CREDIT'];

const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** A city or custom location's radius under 15 miles, or 25 km (distance_unit: mile by default, or kilometer). */
const narrowRadius = (l: Record<string, unknown> | undefined): boolean => has(l?.radius) && Number(l?.radius) < (l?.distance_unit === 'kilometer' ? 25 : 15);

/** What the targeting does that a restricted category does not allow, in words. */
function restrictedUses(t: Record<string, unknown>): string[] {
  const uses: string[] = [];
  if (has(t.age_min) && Number(t.age_min) !== 18) uses.push(`age_min ${String(t.age_min)} (ages must be 18 to 65+)`);
  if (has(t.age_max) && Number(t.age_max) !== 65) uses.push(`age_max ${String(t.age_max)} (ages must be 18 to 65+)`);
  const genders = listOf(t.genders).map(Number);
  if (genders.length > 0 && !(genders.includes(1) && genders.includes(2))) uses.push(`genders ${JSON.stringify(t.genders)} (all genders)`);
  const geo = asRecord(t.geo_locations);
  if (listOf(geo?.zips).length > 0 || listOf(asRecord(t.excluded_geo_locations)?.zips).length > 0) uses.push('ZIP codes');
  const narrow = [...listOf(geo?.cities), ...listOf(geo?.custom_locations)].map(asRecord).find(narrowRadius);
  if (narrow) uses.push(`a radius of ${String(narrow.radius)} ${String(narrow.distance_unit ?? 'mile')} (at least 15 miles or 25 km)`);
  if (Object.values(asRecord(t.exclusions) ?? {}).some((v) => listOf(v).length > 0)) uses.push('detailed targeting exclusions');
  return uses;
}

export const specialAdCategoryTargeting: Rule = {
  name: 'special-ad-category-targeting',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ values, campaign }) => {
    const category = listOf(campaign?.data.special_ad_categories).find((c) => typeof c === 'string' && RESTRICTED_CATEGORIES.includes(c));
    const targeting = asRecord(values.targeting);
    if (!category || !targeting) return undefined;
    const uses = restrictedUses(targeting);
    if (uses.length === 0) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Targeting Not Allowed for Special Ad Category',
      userMsg: `The campaign's special ad category ${String(category)} does not allow ${uses.join(', ')}.`,
    });
  },
};
