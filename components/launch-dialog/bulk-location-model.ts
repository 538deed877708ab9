import { ApiError } from '../../lib/api-client/client';
import type { BulkLocationResult, LocationMatch } from '../../lib/contract/targeting';
import { bulkLocationMessages, type TargetingLocation } from '../../lib/rules';
import { COUNTRIES } from './countries';
import { toLocation } from './targeting-lookups';

// The bulk location results (spec §3 "Bulk location result", §2 "results grid, country tabs", §4 "Apply All
// Matched (n)"): which rows a country tab shows, the matches a row offers there, and what Apply adds.

export const ALL_TAB = 'all';

/** The country tabs: each country code that has matches, in the order the results first name them. */
export function countryTabs(results: readonly BulkLocationResult[]): Array<{ code: string; count: number }> {
  const counts = new Map<string, number>();
  for (const r of results) for (const code of Object.keys(r.countryGroups)) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts].map(([code, count]) => ({ code, count }));
}

/** Indexes of the rows a tab shows: all of them, or those with a match in that country. */
export function rowsOf(results: readonly BulkLocationResult[], tab: string): number[] {
  return results.flatMap((r, i) => (tab === ALL_TAB || (r.countryGroups[tab]?.length ?? 0) > 0 ? [i] : []));
}

/** The matches a row offers on a tab (a country tab narrows them to that country). */
export const matchesOf = (result: BulkLocationResult, tab: string): LocationMatch[] => (tab === ALL_TAB ? result.matches : (result.countryGroups[tab] ?? []));

/** A row's choice: one of its matches by key, or none. */
export function selectMatch(results: readonly BulkLocationResult[], index: number, key: string | null): BulkLocationResult[] {
  return results.map((r, i) => (i === index ? { ...r, selectedMatch: r.matches.find((m) => m.key === key) ?? null } : r));
}

/** What 'Apply All Matched (n)' adds: each row's chosen match, once. */
export function matchedLocations(results: readonly BulkLocationResult[]): TargetingLocation[] {
  const byKey = new Map<string, TargetingLocation>();
  for (const r of results) if (r.selectedMatch) byKey.set(r.selectedMatch.key, toLocation(r.selectedMatch));
  return [...byKey.values()];
}

/** §8: the resolver's own error answer, or anything else (no answer, or one the contract does not know). */
export function bulkErrorText(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 ? bulkLocationMessages.failed : bulkLocationMessages.unexpected;
}

/** The Countries field's options: the API's list, or §8's fallback 10 when it failed to load (or came back empty). */
export function countryOptions(listed: readonly LocationMatch[] | undefined, failed: boolean): Array<{ value: string; label: string }> {
  if (failed || listed?.length === 0) return COUNTRIES.map((c) => ({ value: c.key, label: c.name }));
  return (listed ?? []).map((c) => ({ value: c.country_code ?? c.key, label: c.name }));
}
