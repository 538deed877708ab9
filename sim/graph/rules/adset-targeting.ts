// Ad set targeting and goal rules: explicit Advantage+ audience and its hard age limits, promoted_object for conversion
// and lead goals, DSA fields for EU targeting, name length, a radius only around a city or a custom location.
import type { SimAdAccount } from '../../state/world';
import { withPlaceNames } from '../../search/geo';
import { invalidParam } from '../errors';
import type { Rule } from './types';
import { asRecord, has, sentParams } from './types';

/** The EU's member states, then the territories its DSA rule counts with them that are countries of their own in the
 * location index (Åland, French Guiana, Guadeloupe, Martinique, Mayotte, Réunion, Saint Martin: sim/README.md#eu-transparency). */
const EU = [...'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '), ...'AX GF GP MQ YT RE MF'.split(' ')];

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

/** The hard age limits Advantage+ audience takes: a minimum up to 25, a maximum of 65 (sim/README.md#advantage-audience-ages). */
const ADVANTAGE_MAX_AGE_MIN = 25;
const AGE_MAX = 65;

/** What is wrong with the ages of `t` for its Advantage+ audience setting, in words; undefined when nothing. */
function agesProblem(t: Record<string, unknown>): string | undefined {
  const on = String(asRecord(t.targeting_automation)?.advantage_audience) === '1';
  const range = t.age_range;
  if (!on) return has(range) ? 'targeting.age_range (age suggestions) needs Advantage+ audience on.' : undefined;
  if (has(t.age_min) && Number(t.age_min) > ADVANTAGE_MAX_AGE_MIN)
    return `With Advantage+ audience the minimum age can be at most ${ADVANTAGE_MAX_AGE_MIN}. You can add a higher minimum age as a suggestion instead (targeting.age_range).`;
  if (has(t.age_max) && Number(t.age_max) < AGE_MAX)
    return `With Advantage+ audience the maximum age must be ${AGE_MAX}. You can add a lower maximum age as a suggestion instead (targeting.age_range).`;
  if (range === undefined) return undefined;
  const [low, high] = Array.isArray(range) ? range.map(Number) : [];
  const ok = Array.isArray(range) && range.length === 2 && [low, high].every((a) => Number.isInteger(a) && a! >= 18 && a! <= AGE_MAX) && low! <= high!;
  return ok ? undefined : `targeting.age_range must be [minimum, maximum], ages from 18 to ${AGE_MAX}.`;
}

// With Advantage+ audience the ages are suggestions (targeting.age_range); only a minimum up to 25 and a maximum of 65
// are taken as hard limits.
export const advantageAudienceAges: Rule = {
  name: 'advantage-audience-ages',
  edges: ['adsets'],
  onUpdate: true,
  check: (ctx) => {
    const targeting = asRecord(sentParams(ctx).targeting);
    const problem = targeting ? agesProblem(targeting) : undefined;
    return problem ? invalidParam('Invalid parameter', { userTitle: 'Invalid Age Controls for Advantage+ Audience', userMsg: problem }) : undefined;
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

/** The targeting reaches the EU; a place sent by its key alone is in the country the location index says. */
export function targetsEu(targeting: Record<string, unknown> | undefined): boolean {
  const geo = asRecord(asRecord(withPlaceNames(targeting))?.geo_locations);
  const countries = Array.isArray(geo?.countries) ? geo.countries : [];
  const regionCountries = ['regions', 'cities', 'zips'].flatMap((k) => (Array.isArray(geo?.[k]) ? (geo[k] as unknown[]) : [])).map((r) => asRecord(r)?.country);
  const groups = Array.isArray(geo?.country_groups) ? geo.country_groups : [];
  return [...countries, ...regionCountries].some((c) => typeof c === 'string' && EU.includes(c)) || groups.includes('eu') || groups.includes('europe');
}

/**
 * An ad set reaching the EU that leaves out its beneficiary or payer takes the account's default_dsa_beneficiary or
 * default_dsa_payor (its advertising settings' defaults), as the platform fills them (sim/README.md#eu-transparency).
 */
export function withDsaDefaults(values: Record<string, unknown>, account: SimAdAccount): Record<string, unknown> {
  if (!targetsEu(asRecord(values.targeting))) return values;
  const out = { ...values };
  if (!has(out.dsa_beneficiary) && account.default_dsa_beneficiary) out.dsa_beneficiary = account.default_dsa_beneficiary;
  if (!has(out.dsa_payor) && account.default_dsa_payor) out.dsa_payor = account.default_dsa_payor;
  return out;
}

export const dsaForEuTargeting: Rule = {
  name: 'dsa-for-eu-targeting',
  edges: ['adsets'],
  check: ({ values }) => {
    if (!targetsEu(asRecord(values.targeting)) || (has(values.dsa_beneficiary) && has(values.dsa_payor))) return undefined;
    return invalidParam('Invalid parameter', {
      subcode: 3858081,
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

// 1487079, the platform's "invalid targeting spec" family (public clients see it for a radius on a region or a ZIP
// code, and for an interest that is gone); the title and wording the simulator's.
export const radiusOnCityOrPlace: Rule = {
  name: 'radius-on-city-or-place',
  edges: ['adsets'],
  onUpdate: true,
  check: (ctx) => {
    const targeting = asRecord(sentParams(ctx).targeting);
    const geos = [asRecord(targeting?.geo_locations), asRecord(targeting?.excluded_geo_locations)];
    const kind = ['regions', 'zips', 'countries'].find((k) => geos.some((g) => Array.isArray(g?.[k]) && g[k].some((l) => has(asRecord(l)?.radius))));
    if (!kind) return undefined;
    return invalidParam('Invalid parameter', {
      subcode: 1487079,
      userTitle: 'Invalid Targeting Spec',
      userMsg: `A radius can be set around a city or a custom location only, not on ${kind}.`,
    });
  },
};

/** Goals that optimise for a conversion: the only ones a view-through window applies to (sim/README.md#attribution-windows). */
const CONVERSION_GOALS = ['OFFSITE_CONVERSIONS', 'VALUE', 'LEAD_GENERATION', 'QUALITY_LEAD', 'APP_INSTALLS'];
/** The windows the platform still takes, in days, by event type. */
const WINDOWS: Record<string, number[]> = { CLICK_THROUGH: [1, 7], VIEW_THROUGH: [1], ENGAGED_VIDEO_VIEW: [1] };

// 28-day click and 7-day (or 28-day) view are no longer settable, and a view window needs a conversion goal; code 100,
// title and wording the simulator's (UNVERIFIED).
export const attributionWindows: Rule = {
  name: 'attribution-windows',
  edges: ['adsets'],
  onUpdate: true,
  check: (ctx) => {
    const spec = sentParams(ctx).attribution_spec;
    if (!Array.isArray(spec)) return undefined;
    const entries = spec.map((e) => asRecord(e) ?? {});
    const wrong = entries.find((e) => !(WINDOWS[String(e.event_type)] ?? []).includes(Number(e.window_days)));
    const views = entries.some((e) => e.event_type === 'VIEW_THROUGH' || e.event_type === 'ENGAGED_VIDEO_VIEW');
    const goal = String(ctx.values.optimization_goal ?? '');
    if (!wrong && (!views || CONVERSION_GOALS.includes(goal))) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Attribution Window Not Available',
      userMsg: wrong
        ? `An attribution window of ${String(wrong.window_days)} days for ${String(wrong.event_type)} is no longer available: use 1 or 7 days for clicks, 1 day for views.`
        : `A view-through attribution window needs a conversion goal; ${goal || 'this goal'} takes click-through windows only.`,
    });
  },
};
