import { FALLBACK_COUNTRIES } from '../../lib/rules/locations';
import type { TargetingLocation } from '../../lib/rules';

// The spec's fallback list of 10 countries (docs/product-rules.md#bulk-locations: if the country list fails to load):
// the special category's list when the API's fails, and the location pickers' suggestions before anything is typed.

const NAMES: Record<(typeof FALLBACK_COUNTRIES)[number], string> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  AU: 'Australia',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  IT: 'Italy',
  MX: 'Mexico',
  BR: 'Brazil',
};

export const COUNTRIES: TargetingLocation[] = FALLBACK_COUNTRIES.map((code) => ({ key: code, name: NAMES[code], type: 'country', countryCode: code }));
