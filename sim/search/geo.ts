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
