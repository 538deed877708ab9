// Audience and placement transitions (docs/product-rules.md#placements: Audience and placement,
// docs/product-rules.md#launch-check: other rules) and the fields a state disables.
import { ADVANTAGE_AUDIENCE_MIN_AGE, AGE_MAX, AGE_MIN, DEFAULT_PLACEMENT_DEVICES, defaultPlacementPlatforms } from './constants';
import { addPlacement, devicesFor, isPlacementAllowed, isWifiOnlyAvailable, removePlacement, restrictPlacements } from './placements';
import { campaignModeOf } from './launch-source';
import type { AdCategory, DeviceType, DraftField, IdName, LaunchDraft, PlacementPlatform } from './types';
import { isRestrictedCategory } from './special-category';

const clampAge = (n: number): number => Math.min(AGE_MAX, Math.max(AGE_MIN, Math.round(n)));

/** Age (docs/product-rules.md#age-and-gender): slider 18-65; financial fixed 18-65. With Advantage+ Audience any range,
 * a suggestion (advantageAges). */
export function setAgeRange(draft: LaunchDraft, ageMin: number, ageMax: number): LaunchDraft {
  if (isRestrictedCategory(draft) || draft.savedAudience !== null) return draft;
  return { ...draft, ageMin: clampAge(Math.min(ageMin, ageMax)), ageMax: clampAge(Math.max(ageMin, ageMax)) };
}

/** Advantage+ Audience keeps the ages chosen: with it on they are a suggestion (docs/product-rules.md#audiences);
 * financial, housing and employment ads keep 18-65. */
export function setAdvantageAudience(draft: LaunchDraft, advantageAudience: boolean): LaunchDraft {
  if (advantageAudience && isRestrictedCategory(draft)) return { ...draft, advantageAudience, ageMin: AGE_MIN, ageMax: AGE_MAX };
  return { ...draft, advantageAudience };
}

/**
 * The ages Advantage+ Audience is sent (docs/product-rules.md#audiences): the platform takes a minimum up to 25 and a
 * maximum of 65 as hard limits, other ages as a suggestion (sim/README.md#advantage-audience-ages). The hard minimum
 * is the chosen one as far as the platform allows; `suggestion` the chosen range when it does not fit the limits.
 */
export function advantageAges(ageMin: number, ageMax: number): { hardMin: number; suggestion: [number, number] | null } {
  const fits = ageMin <= ADVANTAGE_AUDIENCE_MIN_AGE && ageMax === AGE_MAX;
  return { hardMin: Math.min(ageMin, ADVANTAGE_AUDIENCE_MIN_AGE), suggestion: fits ? null : [ageMin, ageMax] };
}

/** A category that restricts targeting (special-category.ts) forces age 18-65 and all genders, removes zips and
 * clears exclusions; others leave the draft as it is. */
export function applyCategoryRestrictions(draft: LaunchDraft): LaunchDraft {
  if (!isRestrictedCategory(draft)) return draft;
  return {
    ...draft,
    ageMin: AGE_MIN,
    ageMax: AGE_MAX,
    gender: 'all',
    locations: draft.locations.filter((l) => l.type !== 'zip'),
    excludedLocations: [],
    excludedAudiences: [],
  };
}

/** Special category (docs/product-rules.md#special-ad-category): Financial Products & Services, Housing and Employment
 * restrict the targeting. */
export function setSpecialCategory(draft: LaunchDraft, isAdCategorized: boolean, adCategory: AdCategory | null): LaunchDraft {
  return applyCategoryRestrictions({ ...draft, isAdCategorized, adCategory: isAdCategorized ? adCategory : null });
}

/** Saved audience (docs/product-rules.md#audiences): Advantage audience, saved audiences, locations and age are
 * disabled while one is chosen. */
export function setSavedAudience(draft: LaunchDraft, savedAudience: IdName | null): LaunchDraft {
  return { ...draft, savedAudience, advantageAudience: savedAudience ? false : draft.advantageAudience };
}

/** Turning it on resets placements to defaults (docs/product-rules.md#placements); Advantage+ placements lock the
 * device type. */
export function setAdvantagePlacement(draft: LaunchDraft, advantagePlacement: boolean): LaunchDraft {
  if (!advantagePlacement) return { ...draft, advantagePlacement };
  return { ...draft, advantagePlacement, deviceType: 'all', placementDevices: [...DEFAULT_PLACEMENT_DEVICES], placementPlatforms: defaultPlacementPlatforms() };
}

/** Device type (docs/product-rules.md#placements): desktop restricts placements and turns Wi-Fi only off; mobile
 * drops desktop-only ones. */
export function setDeviceType(draft: LaunchDraft, deviceType: DeviceType): LaunchDraft {
  if (draft.advantagePlacement) return draft;
  return {
    ...draft,
    deviceType,
    placementDevices: devicesFor(deviceType),
    placementPlatforms: restrictPlacements(draft.placementPlatforms, deviceType),
    wifiOnly: isWifiOnlyAvailable(deviceType) ? draft.wifiOnly : false,
  };
}

/** WiFi only is not available for desktop (docs/product-rules.md#placements). */
export function setWifiOnly(draft: LaunchDraft, wifiOnly: boolean): LaunchDraft {
  return { ...draft, wifiOnly: wifiOnly && isWifiOnlyAvailable(draft.deviceType) };
}

/** Placement dependencies (docs/product-rules.md#placements): adding a dependant adds its parent; removing a parent
 * removes its dependants. A placement the device type does not allow is not added. */
export function togglePlacement(draft: LaunchDraft, platform: PlacementPlatform, key: string, on: boolean): LaunchDraft {
  if (on && !isPlacementAllowed(draft.deviceType, platform, key)) return draft;
  const placementPlatforms = on ? addPlacement(draft.placementPlatforms, platform, key) : removePlacement(draft.placementPlatforms, platform, key);
  return { ...draft, placementPlatforms };
}

/** The fields the current state disables (docs/product-rules.md#targeting-and-delivery). */
export function disabledFields(draft: LaunchDraft): DraftField[] {
  const out = new Set<DraftField>();
  if (draft.savedAudience !== null) ['advantageAudience', 'locations', 'ageMin', 'ageMax'].forEach((f) => out.add(f as DraftField));
  if (isRestrictedCategory(draft)) ['ageMin', 'ageMax', 'gender', 'excludedLocations', 'excludedAudiences'].forEach((f) => out.add(f as DraftField));
  if (draft.advantagePlacement) out.add('deviceType');
  if (!isWifiOnlyAvailable(draft.deviceType)) out.add('wifiOnly');
  if (draft.bidStrategy === 'highestVolume' || draft.bidStrategy === 'highestValue') out.add('bidAmount');
  // An existing campaign locks its budget allocation only (docs/product-rules.md#existing-campaign). With CBO the
  // budget is the campaign's (its new ad sets have none and the launch leaves it as it is), so its type and amount are
  // shown as they are; with ABO they are the new ad sets' own.
  const { kind } = draft.source;
  const existing = campaignModeOf(draft) === 'existing';
  if (existing) out.add('isCBO');
  // A copy keeps its budget allocation and budget type (docs/campaign-modes.md#what-a-copy-keeps).
  if (kind === 'duplicateCampaign') ['isCBO', ...(draft.isCBO ? ['budgetMode'] : [])].forEach((f) => out.add(f as DraftField));
  if (kind === 'duplicateAdSet' && !draft.isCBO) out.add('budgetMode');
  if (existing && draft.isCBO) ['budgetMode', 'budget', 'bidStrategy'].forEach((f) => out.add(f as DraftField));
  if (kind === 'import') ['bidStrategy', 'budgetMode'].forEach((f) => out.add(f as DraftField));
  // A copied campaign keeps its special ad category, a duplicate its countries too (validate-launch.ts).
  if (kind === 'import' || kind === 'duplicateCampaign') ['isAdCategorized', 'adCategory'].forEach((f) => out.add(f as DraftField));
  if (kind === 'duplicateCampaign' && draft.source.read?.campaign.specialAdCategoryCountries.length) out.add('adCategoryLocations');
  if (draft.budgetMode !== 'lifetime') out.add('useDayParting');
  return [...out];
}
