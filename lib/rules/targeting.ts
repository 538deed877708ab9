// Audience and placement transitions (spec §4 "Audience and placement", §5 "Other rules") and the fields
// a state disables.
import { ADVANTAGE_AUDIENCE_MIN_AGE, AGE_MAX, AGE_MIN, DEFAULT_PLACEMENT_DEVICES, defaultPlacementPlatforms } from './constants';
import { addPlacement, devicesFor, isPlacementAllowed, isWifiOnlyAvailable, removePlacement, restrictPlacements } from './placements';
import type { AdCategory, DeviceType, DraftField, IdName, LaunchDraft, PlacementPlatform } from './types';
import { isFinancialCategory } from './validate-launch';

const clampAge = (n: number): number => Math.min(AGE_MAX, Math.max(AGE_MIN, Math.round(n)));

/** §5 age: slider 18-65; Advantage+ audience max 65 and min at most 25; financial fixed 18-65. */
export function setAgeRange(draft: LaunchDraft, ageMin: number, ageMax: number): LaunchDraft {
  if (isFinancialCategory(draft) || draft.savedAudience !== null) return draft;
  let min = clampAge(Math.min(ageMin, ageMax));
  let max = clampAge(Math.max(ageMin, ageMax));
  if (draft.advantageAudience) {
    min = Math.min(min, ADVANTAGE_AUDIENCE_MIN_AGE);
    max = AGE_MAX;
  }
  return { ...draft, ageMin: min, ageMax: max };
}

/** §4 "Selecting Advantage audience sets the minimum age to 25" (and the maximum to 65); financial ads keep 18-65. */
export function setAdvantageAudience(draft: LaunchDraft, advantageAudience: boolean): LaunchDraft {
  if (!advantageAudience) return { ...draft, advantageAudience };
  if (isFinancialCategory(draft)) return { ...draft, advantageAudience, ageMin: AGE_MIN, ageMax: AGE_MAX };
  return { ...draft, advantageAudience, ageMin: ADVANTAGE_AUDIENCE_MIN_AGE, ageMax: AGE_MAX };
}

/** §4 special category; FINANCIAL_PRODUCTS_SERVICES forces age 18-65, removes zips and clears exclusions. */
export function setSpecialCategory(draft: LaunchDraft, isAdCategorized: boolean, adCategory: AdCategory | null): LaunchDraft {
  const next = { ...draft, isAdCategorized, adCategory: isAdCategorized ? adCategory : null };
  if (!isFinancialCategory(next)) return next;
  return { ...next, ageMin: AGE_MIN, ageMax: AGE_MAX, locations: next.locations.filter((l) => l.type !== 'zip'), excludedLocations: [] };
}

/** §5 saved audience: Advantage audience, saved audiences, locations and age are disabled while one is chosen. */
export function setSavedAudience(draft: LaunchDraft, savedAudience: IdName | null): LaunchDraft {
  return { ...draft, savedAudience, advantageAudience: savedAudience ? false : draft.advantageAudience };
}

/** §4 "turning it on resets placements to defaults"; Advantage+ placements lock the device type. */
export function setAdvantagePlacement(draft: LaunchDraft, advantagePlacement: boolean): LaunchDraft {
  if (!advantagePlacement) return { ...draft, advantagePlacement };
  return { ...draft, advantagePlacement, deviceType: 'all', placementDevices: [...DEFAULT_PLACEMENT_DEVICES], placementPlatforms: defaultPlacementPlatforms() };
}

/** §4/§5 device type: desktop restricts placements and turns Wi-Fi only off; mobile drops desktop-only ones. */
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

/** §5 "WiFi only is not available for desktop." */
export function setWifiOnly(draft: LaunchDraft, wifiOnly: boolean): LaunchDraft {
  return { ...draft, wifiOnly: wifiOnly && isWifiOnlyAvailable(draft.deviceType) };
}

/** §5 placement dependencies: adding a dependant adds its parent; removing a parent removes its dependants.
 * A placement the device type does not allow is not added. */
export function togglePlacement(draft: LaunchDraft, platform: PlacementPlatform, key: string, on: boolean): LaunchDraft {
  if (on && !isPlacementAllowed(draft.deviceType, platform, key)) return draft;
  const placementPlatforms = on ? addPlacement(draft.placementPlatforms, platform, key) : removePlacement(draft.placementPlatforms, platform, key);
  return { ...draft, placementPlatforms };
}

/** The fields the current state disables (§4, §5). */
export function disabledFields(draft: LaunchDraft): DraftField[] {
  const out = new Set<DraftField>();
  if (draft.savedAudience !== null) ['advantageAudience', 'locations', 'ageMin', 'ageMax'].forEach((f) => out.add(f as DraftField));
  if (isFinancialCategory(draft)) ['ageMin', 'ageMax'].forEach((f) => out.add(f as DraftField));
  if (draft.advantagePlacement) out.add('deviceType');
  if (!isWifiOnlyAvailable(draft.deviceType)) out.add('wifiOnly');
  if (draft.bidStrategy === 'highestVolume' || draft.bidStrategy === 'highestValue') out.add('bidAmount');
  // §4 an existing campaign locks its budget allocation only. With CBO the budget is the campaign's (its new ad
  // sets have none and the launch leaves it as it is), so its type and amount are shown as they are; with ABO
  // they are the new ad sets' own.
  if (draft.campaignMode === 'existing') out.add('isCBO');
  if (draft.campaignMode === 'existing' && draft.isCBO) ['budgetMode', 'budget'].forEach((f) => out.add(f as DraftField));
  if (draft.isImportedCampaign) ['bidStrategy', 'budgetMode'].forEach((f) => out.add(f as DraftField));
  if (draft.budgetMode !== 'lifetime') out.add('useDayParting');
  return [...out];
}
