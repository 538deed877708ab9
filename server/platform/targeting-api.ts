// The platform's targeting search (search?type=adgeolocation|adcountry|adinterest|adTargetingCategory) in Salvo's shapes
// (spec §3 "Location match", "Interest", "Bulk location result"), with a short in-memory cache: search results
// are the same for everyone and change rarely.
import type { BulkLocationResult, Country, Interest, InterestType, LocationMatch, LocationType } from '../../lib/contract/targeting';
import type { AppDeps } from '../deps';
import type { GraphClient } from './graph-client';

const SEARCH_CACHE_TTL_MS = 10 * 60_000;
const SEARCH_CACHE_MAX = 1000;

interface PlatformGeo {
  key: string;
  name: string;
  type: string;
  country_code?: string;
  country_name?: string;
  region?: string;
  primary_city?: string;
}
interface PlatformInterest {
  id: string;
  name: string;
  audience_size_lower_bound?: number;
  audience_size_upper_bound?: number;
  path?: string[];
  type?: string;
}

const LOCATION_TYPES: readonly LocationType[] = ['country', 'region', 'city', 'zip'];

function toLocationMatch(g: PlatformGeo): LocationMatch | null {
  const type = LOCATION_TYPES.find((t) => t === g.type);
  if (!type) return null;
  return {
    key: String(g.key),
    name: g.name,
    type,
    region: g.region ?? null,
    city: type === 'city' ? g.name : (g.primary_city ?? null),
    primary_city: g.primary_city ?? null,
    country_name: g.country_name ?? null,
    country_code: g.country_code ?? null,
  };
}

/** A small time-bounded cache of search answers, one per API process. */
export class SearchCache {
  private readonly entries = new Map<string, { at: number; value: unknown }>();
  constructor(private readonly now: () => Date) {}

  peek<T>(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit && this.now().getTime() - hit.at < SEARCH_CACHE_TTL_MS ? (hit.value as T) : undefined;
  }

  set(key: string, value: unknown): void {
    if (this.entries.size >= SEARCH_CACHE_MAX) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { at: this.now().getTime(), value });
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.peek<T>(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value);
    return value;
  }
}

function geoParams(q: string, types: readonly LocationType[], countryCode: string | undefined, limit: number) {
  return { type: 'adgeolocation', q, location_types: JSON.stringify(types), ...(countryCode ? { country_code: countryCode } : {}), limit };
}

export async function searchLocations(
  deps: AppDeps,
  cache: SearchCache,
  accessToken: string,
  q: string,
  type: LocationType | undefined,
  countryCode: string | undefined,
): Promise<LocationMatch[]> {
  const types = type ? [type] : LOCATION_TYPES;
  return cache.get(`geo|${q.toLowerCase()}|${types.join(',')}|${countryCode ?? ''}`, async () => {
    const answer = await deps.graph.get<{ data?: PlatformGeo[] }>('search', accessToken, geoParams(q, types, countryCode, 25));
    return (answer.data ?? []).map(toLocationMatch).filter((m): m is LocationMatch => m !== null);
  });
}

export async function listCountries(deps: AppDeps, cache: SearchCache, accessToken: string): Promise<Country[]> {
  return cache.get('countries', async () => {
    // The country list (search?type=adcountry with no q), not an adgeolocation search with an empty q.
    const answer = await deps.graph.get<{ data?: PlatformGeo[] }>('search', accessToken, { type: 'adcountry', limit: 1000 });
    return (answer.data ?? [])
      .filter((g) => g.type === 'country')
      .map((g) => ({ id: g.country_code ?? String(g.key), name: g.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  });
}

/** The match to propose for an input: the same name (or zip), else the first. */
function suggest(input: string, matches: LocationMatch[]): LocationMatch | null {
  const needle = input.trim().toLowerCase();
  return (
    matches.find((m) => m.name.toLowerCase() === needle || m.key.toLowerCase() === needle || m.key.toLowerCase().endsWith(`:${needle}`)) ?? matches[0] ?? null
  );
}

/**
 * The bulk location resolver: one search per input, in platform batches of 50 (spec §7 "up to 100 inputs").
 * With country codes only matches in those countries are kept.
 */
export async function resolveBulkLocations(
  graph: GraphClient,
  cache: SearchCache,
  accessToken: string,
  inputs: string[],
  type: LocationType,
  countryCodes: string[] | undefined,
): Promise<BulkLocationResult[]> {
  const countries = countryCodes && countryCodes.length > 0 ? new Set(countryCodes) : null;
  const country = countries?.size === 1 ? [...countries][0] : undefined;
  const matchesOf = new Map<string, LocationMatch[]>();
  const unique = [...new Set(inputs.map((i) => i.trim()))];
  const key = (input: string) => `bulk|${type}|${country ?? ''}|${input.toLowerCase()}`;
  const missing: string[] = [];
  for (const input of unique) {
    const hit = cache.peek<LocationMatch[]>(key(input));
    if (hit) matchesOf.set(input, hit);
    else missing.push(input);
  }
  for (let start = 0; start < missing.length; start += 50) {
    const chunk = missing.slice(start, start + 50);
    const answers = await graph.batch<{ data?: PlatformGeo[] }>(
      chunk.map((input) => {
        const params = new URLSearchParams(Object.entries(geoParams(input, [type], country, 50)).map(([k, v]) => [k, String(v)]));
        return { method: 'GET' as const, relativeUrl: `search?${params.toString()}` };
      }),
      accessToken,
    );
    answers.forEach((answer, index) => {
      const input = chunk[index] ?? '';
      // One failed item fails the call: the client shows 'Failed to process locations. Please try again.'
      if (!answer.ok) throw answer.error;
      const matches = (answer.body?.data ?? []).map(toLocationMatch).filter((m): m is LocationMatch => m !== null);
      matchesOf.set(input, matches);
      cache.set(key(input), matches);
    });
  }
  return inputs.map((input) => {
    const all = matchesOf.get(input.trim()) ?? [];
    const matches = countries ? all.filter((m) => m.country_code !== null && countries.has(m.country_code)) : all;
    const countryGroups: Record<string, LocationMatch[]> = {};
    for (const m of matches) (countryGroups[m.country_code ?? ''] ??= []).push(m);
    const suggested = suggest(input, matches);
    return { input, matches, suggestedMatch: suggested, selectedMatch: suggested, countryGroups };
  });
}

/** A behaviour or demographic matches q by its name or path (every word of q, in any order). */
function categoryMatches(i: PlatformInterest, q: string): boolean {
  const text = [i.name, ...(i.path ?? [])].join(' ').toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * Interests by free text (adinterest), or behaviours and demographics: adTargetingCategory is a browse of the
 * whole class (the platform takes no q there), loaded once and filtered here.
 */
export async function searchInterests(deps: AppDeps, cache: SearchCache, accessToken: string, type: InterestType, q: string): Promise<Interest[]> {
  return cache.get(`interest|${type}|${q.toLowerCase()}`, async () => {
    const found =
      type === 'interests'
        ? ((await deps.graph.get<{ data?: PlatformInterest[] }>('search', accessToken, { type: 'adinterest', q, limit: 50 })).data ?? [])
        : (
            await cache.get(
              `category|${type}`,
              async () =>
                (await deps.graph.get<{ data?: PlatformInterest[] }>('search', accessToken, { type: 'adTargetingCategory', class: type, limit: 1000 })).data ??
                [],
            )
          )
            .filter((i) => categoryMatches(i, q))
            .slice(0, 50);
    return found.map((i) => ({
      id: String(i.id),
      name: i.name,
      type: type,
      audienceSizeLowerBound: typeof i.audience_size_lower_bound === 'number' ? i.audience_size_lower_bound : null,
      audienceSizeUpperBound: typeof i.audience_size_upper_bound === 'number' ? i.audience_size_upper_bound : null,
      path: i.path ?? [],
    }));
  });
}
