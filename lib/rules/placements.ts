// Placements (docs/product-rules.md#placements: platforms and keys, Advantage+ placements and device type, placement
// rules).
import type { SavedPlacementPlatforms } from '../contract/launch';
import { placementKeys, removedPlacementNames } from '../contract/launch-values';
import { DESKTOP_FACEBOOK_PLACEMENTS, DESKTOP_ONLY_PLACEMENTS } from './constants';
import { placementMessages } from './step-one-messages';
import type { DeviceType, LaunchDraft, PlacementDevice, PlacementPlatform, PlacementPlatforms } from './types';

export const PLACEMENT_PLATFORMS = Object.keys(placementKeys) as PlacementPlatform[];

const has = (p: PlacementPlatforms, platform: PlacementPlatform, key: string): boolean => ((p[platform] ?? []) as readonly string[]).includes(key);

/** Platforms with at least one key selected. */
function selectedPlatforms(p: PlacementPlatforms): PlacementPlatform[] {
  return PLACEMENT_PLATFORMS.filter((platform) => (p[platform] ?? []).length > 0);
}

/** Placement messages (only when Advantage+ placements are off) (docs/product-rules.md#placements), keyed by field. */
export function placementErrors(draft: Pick<LaunchDraft, 'advantagePlacement' | 'placementDevices' | 'placementPlatforms'>): {
  placementDevices?: string[];
  placementPlatforms?: string[];
} {
  if (draft.advantagePlacement) return {};
  const out: { placementDevices?: string[]; placementPlatforms?: string[] } = {};
  if (draft.placementDevices.length === 0) out.placementDevices = [placementMessages.placementDevice];
  const p = draft.placementPlatforms;
  const platformMessages: string[] = [];
  const platforms = selectedPlatforms(p);
  if (platforms.length === 1 && platforms[0] === 'audience_network') platformMessages.push(placementMessages.audienceNetworkAlone);
  const feedOrIgStory = has(p, 'facebook', 'feed') || has(p, 'instagram', 'story');
  if (has(p, 'facebook', 'story') && !feedOrIgStory) platformMessages.push(placementMessages.facebookStory);
  if (platformMessages.length > 0) out.placementPlatforms = platformMessages;
  return out;
}

/** Placement dependencies (docs/product-rules.md#placements): dependant → the parent it needs, per platform. */
export const PLACEMENT_DEPENDENCIES: ReadonlyArray<{ platform: PlacementPlatform; key: string; needs: string }> = [
  { platform: 'instagram', key: 'profile_feed', needs: 'stream' },
  { platform: 'facebook', key: 'profile_feed', needs: 'feed' },
  { platform: 'instagram', key: 'profile_reels', needs: 'reels' },
  { platform: 'facebook', key: 'marketplace', needs: 'feed' },
];

/** docs/product-rules.md#placements: removing a parent removes its dependants. */
export function removePlacement(p: PlacementPlatforms, platform: PlacementPlatform, key: string): PlacementPlatforms {
  const removed = new Set([key]);
  for (const d of PLACEMENT_DEPENDENCIES) if (d.platform === platform && removed.has(d.needs)) removed.add(d.key);
  return { ...p, [platform]: ((p[platform] ?? []) as string[]).filter((k) => !removed.has(k)) };
}

/** Adding a dependant also adds its parent (it cannot be selected alone). */
export function addPlacement(p: PlacementPlatforms, platform: PlacementPlatform, key: string): PlacementPlatforms {
  const keys = new Set<string>((p[platform] ?? []) as string[]);
  keys.add(key);
  for (const d of PLACEMENT_DEPENDENCIES) if (d.platform === platform && d.key === key) keys.add(d.needs);
  const ordered = (placementKeys[platform] as readonly string[]).filter((k) => keys.has(k));
  return { ...p, [platform]: ordered };
}

function isDesktopOnlyPlacement(platform: PlacementPlatform, key: string): boolean {
  return ((DESKTOP_ONLY_PLACEMENTS as Partial<Record<PlacementPlatform, readonly string[]>>)[platform] ?? []).includes(key);
}

/** Device type (docs/product-rules.md#placements): which placements are allowed. Desktop: the desktop Facebook
 * placements only. */
export function isPlacementAllowed(deviceType: DeviceType, platform: PlacementPlatform, key: string): boolean {
  if (deviceType === 'desktop') return platform === 'facebook' && (DESKTOP_FACEBOOK_PLACEMENTS as readonly string[]).includes(key);
  if (deviceType === 'mobile') return !isDesktopOnlyPlacement(platform, key);
  return true;
}

/** Keeps only the placements a device type allows. */
export function restrictPlacements(p: PlacementPlatforms, deviceType: DeviceType): PlacementPlatforms {
  const out: PlacementPlatforms = {};
  for (const platform of PLACEMENT_PLATFORMS) {
    const keys = ((p[platform] ?? []) as string[]).filter((k) => isPlacementAllowed(deviceType, platform, k));
    (out as Record<string, string[]>)[platform] = keys;
  }
  return out;
}

/** docs/product-rules.md#placements: the devices a device type means. */
export function devicesFor(deviceType: DeviceType): PlacementDevice[] {
  return deviceType === 'all' ? ['desktop', 'mobile'] : [deviceType];
}

/** WiFi only is not available for desktop (docs/product-rules.md#placements). */
export function isWifiOnlyAvailable(deviceType: DeviceType): boolean {
  return deviceType !== 'desktop';
}

/**
 * Placements saved before the platform removed a position (docs/product-rules.md#placements: Facebook video feeds,
 * gone in v24), without it: `removed` names what was dropped, for the notice.
 */
export function withoutRemovedPlacements(saved: SavedPlacementPlatforms): { placements: PlacementPlatforms; removed: string[] } {
  const placements: PlacementPlatforms = {};
  const removed: string[] = [];
  for (const platform of PLACEMENT_PLATFORMS) {
    const keys = saved[platform] as readonly string[] | undefined;
    if (keys === undefined) continue;
    const known = placementKeys[platform] as readonly string[];
    removed.push(...keys.filter((k) => !known.includes(k)).map((k) => `${platform}:${k}`));
    (placements as Record<string, string[]>)[platform] = keys.filter((k) => known.includes(k));
  }
  return { placements, removed };
}

/** A removed position (`withoutRemovedPlacements`' `removed`) as the buyer reads it: "Instagram Explore". */
export const removedPlacementName = (key: string): string => removedPlacementNames[key] ?? key;

/** The positions the platform removed that a source ad set's targeting still names (a duplicate's or an import's), as
 * the buyer reads them; the copy's draft leaves them out (copy-targeting.ts), and says so (removedPlacementNotice). */
export function removedPositionsOf(targeting: Readonly<Record<string, unknown>>): string[] {
  const saved = Object.fromEntries(
    PLACEMENT_PLATFORMS.map((p) => [p, targeting[`${p}_positions`]]).filter(([, keys]) => Array.isArray(keys) && keys.every((k) => typeof k === 'string')),
  ) as SavedPlacementPlatforms;
  return withoutRemovedPlacements(saved)
    .removed.filter((key) => key in removedPlacementNames)
    .map(removedPlacementName);
}
