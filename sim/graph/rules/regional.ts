// Countries whose own transparency rules an ad set must meet when it can reach them (sim/README.md#regional-identities):
// Singapore, Taiwan and Thailand want the advertiser's verified beneficiary and payer, and Thailand an audience of
// adults by its age of majority.
import { withPlaceNames } from '../../search/geo';
import { invalidParam } from '../errors';
import type { Rule } from './types';
import { asRecord } from './types';

interface Regional {
  name: string;
  /** The regional_regulated_categories value that declares it. */
  category: string;
  /** The RegionalRegulationIdentities fields it needs (the SDK's names). */
  identities: [string, string];
  subcode?: number;
}

const REGIONAL: Record<string, Regional> = {
  SG: { name: 'Singapore', category: 'SINGAPORE_UNIVERSAL', identities: ['singapore_universal_beneficiary', 'singapore_universal_payer'], subcode: 3858550 },
  TW: { name: 'Taiwan', category: 'TAIWAN_UNIVERSAL', identities: ['taiwan_universal_beneficiary', 'taiwan_universal_payer'], subcode: 3858498 },
  TH: { name: 'Thailand', category: 'THAILAND_UNIVERSAL', identities: ['universal_beneficiary', 'universal_payer'] },
};

/** Country groups that hold these countries (the platform's `country_groups`). */
const GROUPS: Record<string, string[]> = { worldwide: ['SG', 'TW', 'TH'], asia: ['SG', 'TW', 'TH'], asean: ['SG', 'TH'] };

/** The countries a geo_locations spec names: its countries, the country of each place, those of its groups. */
function countriesOf(geo: Record<string, unknown> | undefined): string[] {
  const list = (k: string): unknown[] => (Array.isArray(geo?.[k]) ? (geo[k] as unknown[]) : []);
  const places = ['regions', 'cities', 'zips'].flatMap(list).map((p) => asRecord(p)?.country);
  const groups = list('country_groups').flatMap((g) => GROUPS[String(g)] ?? []);
  return [...list('countries'), ...places, ...groups].filter((c): c is string => typeof c === 'string').map((c) => c.toUpperCase());
}

/** The countries of `codes` an ad set's targeting can reach (those its excluded locations leave out do not count); a
 * place sent by its key alone is in the country the location index says. */
function reached(sent: Record<string, unknown> | undefined, codes: string[]): string[] {
  const targeting = asRecord(withPlaceNames(sent));
  const excluded = asRecord(targeting?.excluded_geo_locations)?.countries;
  const out = Array.isArray(excluded) ? excluded.map((c) => String(c).toUpperCase()) : [];
  return [...new Set(countriesOf(asRecord(targeting?.geo_locations)))].filter((c) => codes.includes(c) && !out.includes(c));
}

// Each reached country needs its category declared and both identities named (ids of the advertiser's verified
// identities; the simulator takes any non-empty one, UNVERIFIED). Subcodes as public clients report them; wording the
// simulator's.
export const regionalRegulationIdentities: Rule = {
  name: 'regional-regulation-identities',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ values }) => {
    const categories = Array.isArray(values.regional_regulated_categories) ? values.regional_regulated_categories.map(String) : [];
    const identities = asRecord(values.regional_regulation_identities) ?? {};
    const missing = reached(asRecord(values.targeting), Object.keys(REGIONAL))
      .map((c) => REGIONAL[c]!)
      .find((r) => !categories.includes(r.category) || r.identities.some((f) => !String(identities[f] ?? '').trim()));
    if (!missing) return undefined;
    return invalidParam('Invalid parameter', {
      subcode: missing.subcode,
      userTitle: `Verified beneficiary and payer required for ${missing.name}`,
      userMsg: `Ad sets that can reach ${missing.name} need regional_regulated_categories with ${missing.category} and regional_regulation_identities with ${missing.identities.join(' and ')}: the ids of the advertiser's verified identities.`,
    });
  },
};

/** Thailand's age of majority: an ad set reaching it may not reach anyone younger. */
const THAILAND_MINIMUM_AGE = 20;

// A public launcher was refused an ad set reaching Thailand with no age set (so from 18); wording the simulator's.
export const thailandMinimumAge: Rule = {
  name: 'thailand-minimum-age',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ values }) => {
    const targeting = asRecord(values.targeting);
    if (reached(targeting, ['TH']).length === 0 || Number(targeting?.age_min ?? 18) >= THAILAND_MINIMUM_AGE) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Audience too young for Thailand',
      userMsg: `Ad sets that can reach Thailand must target people aged ${THAILAND_MINIMUM_AGE} and over: set targeting.age_min to at least ${THAILAND_MINIMUM_AGE}.`,
    });
  },
};
