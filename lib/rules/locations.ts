// Bulk locations (docs/product-rules.md#bulk-locations: bulk location input, bulk locations: at most 100 entries, none
// empty. Entries separated by commas or new lines, fallback countries) and location chips.
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

/** docs/product-rules.md#bulk-locations: the message for the bulk text, or null when it can be applied. */
export function bulkLocationsError(text: string): string | null {
  const entries = parseBulkLocations(text);
  if (entries.length === 0) return bulkLocationMessages.none;
  if (entries.length > MAX_BULK_LOCATIONS) return bulkLocationMessages.tooMany(entries.length);
  return null;
}

/** The apply button is disabled without text or when validation fails (docs/product-rules.md#bulk-locations). */
export const canApplyBulkLocations = (text: string): boolean => text.trim() !== '' && bulkLocationsError(text) === null;

/** Grows up to 10 rows (docs/product-rules.md#bulk-locations). */
export const bulkTextRows = (text: string): number => Math.min(10, Math.max(1, text.split('\n').length));

/** Fallback countries when the country list fails to load (docs/product-rules.md#bulk-locations). */
export const FALLBACK_COUNTRIES = ['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'ES', 'IT', 'MX', 'BR'] as const;

export { countryName } from './country-name';

/** Location input shows one chip plus '+N more' (docs/product-rules.md#locations). */
export function locationChips(locations: readonly Pick<TargetingLocation, 'name'>[]): { chip: string | null; more: string | null } {
  const [first] = locations;
  return { chip: first?.name ?? null, more: locations.length > 1 ? `+${locations.length - 1} more` : null };
}

/** Adds locations without duplicates (by key). */
export function addLocations(current: readonly TargetingLocation[], added: readonly TargetingLocation[]): TargetingLocation[] {
  const keys = new Set(current.map((l) => l.key));
  return [...current, ...added.filter((l) => !keys.has(l.key) && keys.add(l.key))];
}

/** Result grid (docs/product-rules.md#bulk-locations): page size 25 with options 10, 25, 50, 100, hidden at 25 or
 * fewer rows. */
export const RESULT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const showResultPagination = (rows: number): boolean => rows > 25;
