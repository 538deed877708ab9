// Bulk locations (spec §2 bulk location input, §5 "Bulk locations: at most 100 entries, none empty.
// Entries separated by commas or new lines.", §8 fallback countries) and location chips.
import { MAX_BULK_LOCATIONS } from './constants';
import { bulkLocationMessages } from './messages';
import type { TargetingLocation } from './types';

/** Entries of the bulk text area: split on commas and new lines, trimmed, empties dropped. */
export function parseBulkLocations(text: string): string[] {
  return text
    .split(/[,\r\n]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** §5: the message for the bulk text, or null when it can be applied. */
export function bulkLocationsError(text: string): string | null {
  const entries = parseBulkLocations(text);
  if (entries.length === 0) return bulkLocationMessages.none;
  if (entries.length > MAX_BULK_LOCATIONS) return bulkLocationMessages.tooMany(entries.length);
  return null;
}

/** §5 "The apply button is disabled without text or when validation fails." */
export const canApplyBulkLocations = (text: string): boolean => text.trim() !== '' && bulkLocationsError(text) === null;

/** §2 "grows up to 10 rows". */
export const bulkTextRows = (text: string): number => Math.min(10, Math.max(1, text.split('\n').length));

/** §8 fallback countries when the country list fails to load. */
export const FALLBACK_COUNTRIES = ['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'ES', 'IT', 'MX', 'BR'] as const;

/** §5 "Location input shows one chip plus '+N more'." */
export function locationChips(locations: readonly Pick<TargetingLocation, 'name'>[]): { chip: string | null; more: string | null } {
  const [first] = locations;
  return { chip: first?.name ?? null, more: locations.length > 1 ? `+${locations.length - 1} more` : null };
}

/** Adds locations without duplicates (by key). */
export function addLocations(current: readonly TargetingLocation[], added: readonly TargetingLocation[]): TargetingLocation[] {
  const keys = new Set(current.map((l) => l.key));
  return [...current, ...added.filter((l) => !keys.has(l.key) && keys.add(l.key))];
}

/** §9 result grid: page size 25 with options 10, 25, 50, 100, hidden at 25 or fewer rows. */
export const RESULT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const showResultPagination = (rows: number): boolean => rows > 25;
