// The geolocation index built from geo-data.ts, with stable keys (countries by code, regions and cities by
// number, zips as "US:10001"), and the adgeolocation search over it.
import { GEO, OTHER_ZIPS, US_ZIPS } from './geo-data';

export interface GeoLocation {
  key: string;
  name: string;
  type: 'country' | 'region' | 'city' | 'zip';
  country_code: string;
  country_name: string;
  region?: string;
  region_id?: number;
  primary_city?: string;
  primary_city_id?: number;
  supports_region: boolean;
  supports_city: boolean;
}

function build(): GeoLocation[] {
  const out: GeoLocation[] = [];
  let regionKey = 3000;
  let cityKey = 2_400_000;
  const cityIds = new Map<string, number>();
  for (const [code, [countryName, regions]] of Object.entries(GEO)) {
    const base = { country_code: code, country_name: countryName, supports_region: true, supports_city: true };
    out.push({ key: code, name: countryName, type: 'country', ...base });
    for (const [regionName, cities] of regions) {
      regionKey += 1;
      out.push({ key: String(regionKey), name: regionName, type: 'region', region: regionName, region_id: regionKey, ...base });
      for (const city of cities) {
        cityKey += 17;
        cityIds.set(`${code}/${regionName}/${city}`, cityKey);
        out.push({ key: String(cityKey), name: city, type: 'city', region: regionName, region_id: regionKey, ...base });
      }
    }
  }
  const zips = [...Object.entries(US_ZIPS).map(([zip, v]) => [`US:${zip}`, v] as const), ...Object.entries(OTHER_ZIPS)];
  for (const [key, [city, region]] of zips) {
    const [code = '', zip = ''] = key.split(':');
    const regionLoc = out.find((l) => l.type === 'region' && l.country_code === code && l.name === region);
    out.push({
      key,
      name: zip,
      type: 'zip',
      country_code: code,
      country_name: GEO[code]?.[0] ?? code,
      region,
      region_id: regionLoc?.region_id,
      primary_city: city,
      primary_city_id: cityIds.get(`${code}/${region}/${city}`),
      supports_region: true,
      supports_city: true,
    });
  }
  return out;
}

const GEO_INDEX: readonly GeoLocation[] = build();

export function searchGeo(q: string, types: string[], countryCode?: string): GeoLocation[] {
  const needle = q.trim().toLowerCase();
  return GEO_INDEX.filter(
    (l) =>
      (types.length === 0 || types.includes(l.type)) &&
      (!countryCode || l.country_code === countryCode.toUpperCase()) &&
      (!needle ||
        l.name.toLowerCase().startsWith(needle) ||
        l.name.toLowerCase().includes(` ${needle}`) ||
        l.key.toLowerCase() === needle ||
        (l.type === 'country' && l.country_code.toLowerCase() === needle)),
  );
}

const GEO_LISTS = { regions: 'region', cities: 'city', zips: 'zip' } as const;

/**
 * A targeting spec as the platform keeps it: each region, city and ZIP code sent by its key is stored with its name,
 * its region and its country (the fields of TargetingGeoLocationCity, Region and Zip), so reading the ad set back
 * names its places. A key the index does not know is kept as sent.
 */
export function withPlaceNames(targeting: unknown): unknown {
  if (!targeting || typeof targeting !== 'object' || Array.isArray(targeting)) return targeting;
  const t = { ...(targeting as Record<string, unknown>) };
  for (const field of ['geo_locations', 'excluded_geo_locations'] as const) {
    const geo = t[field];
    if (!geo || typeof geo !== 'object' || Array.isArray(geo)) continue;
    const named: Record<string, unknown> = { ...(geo as Record<string, unknown>) };
    for (const [list, type] of Object.entries(GEO_LISTS)) {
      const places = named[list];
      if (!Array.isArray(places)) continue;
      named[list] = places.map((p: unknown) => {
        const place = p as Record<string, unknown> | null;
        const found = place && GEO_INDEX.find((l) => l.type === type && l.key === String(place.key));
        if (!place || !found) return p;
        const region = type === 'region' ? {} : { region: found.region, region_id: found.region_id === undefined ? undefined : String(found.region_id) };
        return { ...place, name: found.name, ...region, country: found.country_code };
      });
    }
    t[field] = named;
  }
  return t;
}
