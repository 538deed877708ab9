import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client/client';
import type { BulkLocationResult, LocationMatch } from '../../lib/contract/targeting';
import { ALL_TAB, bulkErrorText, countryOptions, countryTabs, matchedLocations, matchesOf, rowsOf, selectMatch } from './bulk-location-model';

const city = (key: string, name: string, country: string, region: string): LocationMatch => ({
  key,
  name,
  type: 'city',
  region,
  city: name,
  primary_city: null,
  country_name: country === 'US' ? 'United States' : 'United Kingdom',
  country_code: country,
});
const result = (input: string, matches: LocationMatch[]): BulkLocationResult => {
  const countryGroups: Record<string, LocationMatch[]> = {};
  for (const m of matches) (countryGroups[m.country_code!] ??= []).push(m);
  return { input, matches, suggestedMatch: matches[0] ?? null, selectedMatch: matches[0] ?? null, countryGroups };
};

const manchesterGB = city('gb-man', 'Manchester', 'GB', 'England');
const manchesterUS = city('us-man', 'Manchester', 'US', 'New Hampshire');
const boston = city('us-bos', 'Boston', 'US', 'Massachusetts');
const results = [result('Manchester', [manchesterGB, manchesterUS]), result('Boston', [boston]), result('Atlantis', []), result('boston', [boston])];

describe('bulk location results', () => {
  it('has a tab per country with matches, counting the inputs matched there', () => {
    expect(countryTabs(results)).toEqual([
      { code: 'GB', count: 1 },
      { code: 'US', count: 3 },
    ]);
  });

  it('shows every row on All, and on a country tab only the rows with matches there, offering that country’s matches', () => {
    expect(rowsOf(results, ALL_TAB)).toEqual([0, 1, 2, 3]);
    expect(rowsOf(results, 'GB')).toEqual([0]);
    expect(matchesOf(results[0]!, 'US')).toEqual([manchesterUS]);
    expect(matchesOf(results[0]!, ALL_TAB)).toEqual([manchesterGB, manchesterUS]);
  });

  it('applies each chosen match once, as draft locations; a cleared row adds nothing', () => {
    expect(matchedLocations(results).map((l) => l.key)).toEqual(['gb-man', 'us-bos']);
    const changed = selectMatch(selectMatch(results, 0, 'us-man'), 1, null);
    expect(changed[0]!.selectedMatch).toEqual(manchesterUS);
    expect(results[0]!.selectedMatch).toEqual(manchesterGB); // not mutated
    expect(matchedLocations(changed)).toEqual([
      { key: 'us-man', name: 'Manchester', type: 'city', countryCode: 'US', region: 'New Hampshire', countryName: 'United States' },
      { key: 'us-bos', name: 'Boston', type: 'city', countryCode: 'US', region: 'Massachusetts', countryName: 'United States' },
    ]);
  });

  it('says §8’s texts: the resolver’s error answer, anything else', () => {
    expect(bulkErrorText(new ApiError('bad', 502))).toBe('Failed to process locations. Please try again.');
    expect(bulkErrorText(new ApiError('no answer', 0))).toBe('An unexpected error occurred. Please try again.');
    expect(bulkErrorText(new TypeError('x'))).toBe('An unexpected error occurred. Please try again.');
  });

  it('lists the API’s countries, or §8’s fallback 10 when the list failed or is empty', () => {
    const fallback = ['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'ES', 'IT', 'MX', 'BR'];
    expect(countryOptions(undefined, true).map((c) => c.value)).toEqual(fallback);
    expect(countryOptions([], false).map((c) => c.value)).toEqual(fallback);
    expect(countryOptions(undefined, false)).toEqual([]); // still loading
    const japan: LocationMatch = {
      key: 'JP',
      name: 'Japan',
      type: 'country',
      region: null,
      city: null,
      primary_city: null,
      country_name: 'Japan',
      country_code: 'JP',
    };
    expect(countryOptions([japan], false)).toEqual([{ value: 'JP', label: 'Japan' }]);
  });
});
