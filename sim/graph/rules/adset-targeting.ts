// Ad set targeting and goal rules: explicit Advantage+ audience, promoted_object for conversion and lead goals,
// DSA fields for EU targeting, name length.
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
