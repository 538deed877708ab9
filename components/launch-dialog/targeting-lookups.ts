import { assetQueries } from '../../lib/api-client/assets';
import { searchInterests, searchLocations } from '../../lib/api-client/targeting';
import type { LocationMatch } from '../../lib/contract/targeting';
import { panelTransport } from '../../lib/extension/panel-transport';
import type { BulkAccount, IdName, TargetingLocation } from '../../lib/rules';

// The look-ups behind the targeting fields, as option lists of the draft's own shapes.

const t = panelTransport;

export const toLocation = (m: LocationMatch): TargetingLocation => ({
  key: m.key,
  name: m.name,
  type: m.type,
  ...(m.country_code ? { countryCode: m.country_code } : {}),
  ...(m.region ? { region: m.region } : {}),
  ...(m.country_name ? { countryName: m.country_name } : {}),
});

/** A location as Step 2 lists it; a city a copy brought with its radius says it ("Austin, TX, US (city, +20 mi)"). */
export const locationLabel = (l: TargetingLocation): string => {
  if (l.type === 'country') return l.name;
  const radius = l.radius !== undefined ? `, +${l.radius} ${l.distanceUnit === 'kilometer' ? 'km' : 'mi'}` : '';
  return [l.name, l.region, l.countryName ?? l.countryCode].filter(Boolean).join(', ') + ` (${l.type}${radius})`;
};

/** Locations as a person reads them, by name; undefined for none. */
const locationNames = (locations: readonly TargetingLocation[]): string | undefined =>
  locations.length > 0 ? locations.map(locationLabel).join('; ') : undefined;

/** An account's locations in a Multi Account Launch (docs/bulk-launch.md#locations): its saved audience's when it has
 * one. */
export const bulkAccountLocations = (a: Pick<BulkAccount, 'locations' | 'savedAudience'>): string | undefined =>
  a.savedAudience ? `From the saved audience ${a.savedAudience.name}` : locationNames(a.locations);

export const locationQuery = (accountId: string) => (search: string) => ({
  queryKey: ['locations', accountId, search],
  queryFn: async () => (await searchLocations(t, accountId, search)).data.map(toLocation),
});

export const interestQuery = (accountId: string) => (q: string) => ({
  queryKey: ['interests', accountId, q],
  queryFn: async (): Promise<IdName[]> => (await searchInterests(t, accountId, q)).data.map(({ id, name }) => ({ id, name })),
});

export const audienceQueries = (accountId: string) => ({
  saved: assetQueries.savedAudiences(t, accountId),
  custom: assetQueries.customAudiences(t, accountId),
});

/** The attribution call's goal (docs/product-rules.md#attribution-and-performance-goal). */
export function optimizationGoal(objective: string, performanceGoal: string | null): string {
  if (objective === 'lead-form') return 'LEAD_GENERATION';
  if (objective === 'traffic') return performanceGoal === 'landingPageViews' ? 'LANDING_PAGE_VIEWS' : 'LINK_CLICKS';
  return 'OFFSITE_CONVERSIONS';
}
