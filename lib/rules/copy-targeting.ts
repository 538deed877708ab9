// A copy's source ad set's targeting as the platform has it (its `targeting` read back), in the draft's fields
// (docs/campaign-modes.md#what-a-copy-starts-from): every location with its radius, excluded locations, ages (an
// Advantage+ Audience suggestion included), genders,
// interests, languages, audiences, Advantage+ audience, placements, device type and Wi-Fi only.
import type { PlacementPlatforms, TargetingLocation } from '../contract/launch';
import { placementKeys } from '../contract/launch-values';
import { countryName } from './locations';
import type { DeviceType, Gender, IdName, LaunchDraft, PlacementDevice, PlacementPlatform } from './types';

type Raw = Record<string, unknown>;
const record = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string | undefined => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

/** One place of a geo_locations spec in the draft's words; countries are named from `countries` where it has them. */
function placeOf(kind: 'region' | 'city' | 'zip', raw: unknown): TargetingLocation | null {
  const p = record(raw);
  const key = text(p.key);
  if (!key) return null;
  const radius = typeof p.radius === 'number' ? p.radius : typeof p.radius === 'string' ? Number(p.radius) : undefined;
  const country = text(p.country);
  return {
    key,
    name: text(p.name) ?? key,
    type: kind,
    ...(country ? { countryCode: country, countryName: countryName(country) } : {}),
    ...(text(p.region) ? { region: text(p.region) } : {}),
    ...(kind === 'city' && radius !== undefined && Number.isFinite(radius) && radius > 0
      ? { radius, distanceUnit: p.distance_unit === 'kilometer' ? ('kilometer' as const) : ('mile' as const) }
      : {}),
  };
}

/** A geo_locations spec (countries, regions, cities with their radius, ZIP codes) as the draft's locations. */
function locationsOf(geo: unknown, countries: readonly TargetingLocation[]): TargetingLocation[] {
  const g = record(geo);
  const byCode = (code: string): TargetingLocation =>
    countries.find((c) => c.countryCode === code) ?? { key: code, name: code, type: 'country', countryCode: code };
  const places = (key: 'regions' | 'cities' | 'zips', kind: 'region' | 'city' | 'zip') => list(g[key]).map((p) => placeOf(kind, p));
  return [
    ...list(g.countries)
      .map(text)
      .filter((c): c is string => !!c)
      .map(byCode),
    ...places('regions', 'region'),
    ...places('cities', 'city'),
    ...places('zips', 'zip'),
  ].filter((l): l is TargetingLocation => l !== null);
}

const idNames = (v: unknown, names: readonly IdName[] = []): IdName[] =>
  list(v)
    .map(record)
    .flatMap((a) => {
      const id = text(a.id);
      return id ? [{ id, name: names.find((n) => n.id === id)?.name ?? text(a.name) ?? id }] : [];
    });

/** The placements of a targeting spec: none named is Advantage+ placements. */
function placementsOf(t: Raw): Pick<LaunchDraft, 'advantagePlacement' | 'placementPlatforms' | 'placementDevices' | 'deviceType'> | null {
  const platforms = list(t.publisher_platforms).map(text);
  if (platforms.length === 0) return null;
  const chosen: PlacementPlatforms = {};
  for (const platform of Object.keys(placementKeys) as PlacementPlatform[]) {
    if (!platforms.includes(platform)) continue;
    const known: readonly string[] = placementKeys[platform];
    (chosen as Record<string, string[]>)[platform] = list(t[`${platform}_positions`])
      .map(text)
      .filter((k): k is string => !!k && known.includes(k));
  }
  const devices = list(t.device_platforms).filter((d): d is PlacementDevice => d === 'mobile' || d === 'desktop');
  const placementDevices: PlacementDevice[] = devices.length > 0 ? devices : ['desktop', 'mobile'];
  const deviceType: DeviceType = placementDevices.length === 2 ? 'all' : placementDevices[0]!;
  return { advantagePlacement: false, placementPlatforms: chosen, placementDevices, deviceType };
}

/** The ages chosen: with Advantage+ Audience the platform holds those it cannot take as limits as its suggestion
 * (age_range, lib/rules targeting.ts advantageAges), else the limits. */
function agesOf(t: Raw, advantageAudience: boolean): Partial<Pick<LaunchDraft, 'ageMin' | 'ageMax'>> {
  const range = list(t.age_range);
  const [min, max] = range;
  if (advantageAudience && range.length === 2 && typeof min === 'number' && typeof max === 'number') return { ageMin: min, ageMax: max };
  return { ...(typeof t.age_min === 'number' ? { ageMin: t.age_min } : {}), ...(typeof t.age_max === 'number' ? { ageMax: t.age_max } : {}) };
}

/** Names the prefill looks audiences up in (the account's custom audiences), when loaded. */
export interface AudienceNames {
  customAudiences?: readonly IdName[];
}

/** The draft's targeting fields of a platform targeting spec, for the fields the spec has. */
export function targetingFieldsOf(raw: Raw, countries: readonly TargetingLocation[], names: AudienceNames = {}): Partial<LaunchDraft> {
  const t = record(raw);
  const genders = list(t.genders);
  const gender: Gender = genders.length === 1 ? (genders[0] === 1 ? 'men' : 'women') : 'all';
  const interests = [...list(t.interests), ...list(t.flexible_spec).flatMap((f) => list(record(f).interests))];
  const automation = record(t.targeting_automation).advantage_audience;
  const placements = placementsOf(t);
  const excluded = locationsOf(t.excluded_geo_locations, countries);
  return {
    ...agesOf(t, automation === 1),
    gender,
    ...(t.geo_locations ? { locations: locationsOf(t.geo_locations, countries) } : {}),
    excludedLocations: excluded,
    interests: idNames(interests),
    locales: list(t.locales)
      .map(text)
      .filter((l): l is string => !!l)
      .map((id) => ({ id, name: id })),
    customAudiences: idNames(t.custom_audiences, names.customAudiences),
    excludedAudiences: idNames(t.excluded_custom_audiences, names.customAudiences),
    savedAudience: null,
    ...(automation === undefined ? {} : { advantageAudience: automation === 1 }),
    ...(placements ?? { advantagePlacement: true }),
    wifiOnly: list(t.wireless_carrier).includes('Wifi'),
  };
}
