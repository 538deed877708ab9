import { describe, expect, it } from 'vitest';
import { addLocations, bulkLocationsError, bulkTextRows, canApplyBulkLocations, locationChips, parseBulkLocations, showResultPagination } from './locations';

describe('bulk locations', () => {
  it('entries separated by commas or new lines, trimmed, empties dropped', () => {
    expect(parseBulkLocations('New York, Boston\nChicago\r\n\n , Austin,')).toEqual(['New York', 'Boston', 'Chicago', 'Austin']);
  });
  it.each<[string, string, string | null]>([
    ['100 entries are fine', Array.from({ length: 100 }, (_, i) => `c${i}`).join(','), null],
    ['101 entries', Array.from({ length: 101 }, (_, i) => `c${i}`).join('\n'), 'Maximum 100 locations allowed (you have 101)'],
    ['only separators', ' ,\n, ', 'No valid locations found'],
    ['empty text', '', 'No valid locations found'],
  ])('%s', (_name, text, message) => {
    expect(bulkLocationsError(text)).toBe(message);
    expect(canApplyBulkLocations(text)).toBe(message === null);
  });
  it('the text area grows up to 10 rows', () => {
    expect(bulkTextRows('a')).toBe(1);
    expect(bulkTextRows('a\n'.repeat(30))).toBe(10);
  });
  it("one chip plus '+N more'", () => {
    expect(locationChips([{ name: 'United States' }, { name: 'Canada' }, { name: 'Mexico' }])).toEqual({ chip: 'United States', more: '+2 more' });
    expect(locationChips([{ name: 'United States' }])).toEqual({ chip: 'United States', more: null });
  });
  it('result grid pagination hidden at 25 or fewer rows', () => {
    expect([showResultPagination(25), showResultPagination(26)]).toEqual([false, true]);
  });
  it('adding locations keeps each key once', () => {
    const us = { key: 'US', name: 'United States', type: 'country' as const };
    const ca = { key: 'CA', name: 'Canada', type: 'country' as const };
    expect(addLocations([us], [us, ca, ca])).toEqual([us, ca]);
  });
});
