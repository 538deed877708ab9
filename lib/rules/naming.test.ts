import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMING, applyNamingChoice, placeholdersFor, placeholdersIn, renderName, timeValues } from './naming';
import { conversionShortcode, namingInstant, previewNames } from './naming-values';
import { account, now, validDraft } from './test-fixtures';

describe('naming', () => {
  it('placeholders in double braces', () => {
    expect(placeholdersIn('{{date}} - {{ creative_name }}')).toEqual(['date', 'creative_name']);
  });
  it('a default choice replaces; others append with a space', () => {
    expect(applyNamingChoice('Old name', '{{date}}', true)).toBe('{{date}}');
    expect(applyNamingChoice('Old name', '{{date}}', false)).toBe('Old name {{date}}');
    expect(applyNamingChoice('', '{{date}}', false)).toBe('{{date}}');
  });
  it('the ad default is creative name, a separator, creative variation and copy variation', () => {
    expect(placeholdersIn(DEFAULT_NAMING.ad)).toEqual(['creative_name', 'creative_variation', 'copy_variation']);
  });
  it('folder name only when a folder or a single creative is selected', () => {
    expect(placeholdersFor('ad', false).some((p) => p.key === 'folder_name')).toBe(false);
    expect(placeholdersFor('ad', true).some((p) => p.key === 'folder_name')).toBe(true);
    expect(placeholdersFor('campaign', false).some((p) => p.key === 'headline')).toBe(false);
  });
  it("time period in the account's time zone, date as YYYY/MM/DD", () => {
    expect(timeValues(new Date('2026-11-22T03:30:00Z'), 'America/New_York')).toEqual({
      year: '2026',
      month: '11',
      day: '21',
      date: '2026/11/21',
      time: '22:30',
    });
  });
  it('renders values; unknown placeholders render empty', () => {
    expect(renderName('{{offer_name}} | {{nope}} {{gender}}', { offer_name: 'Spring', gender: 'MF' })).toBe('Spring | MF');
  });
  it.each([
    [{}, 'PUR'],
    [{ conversionEvent: { id: 'LEAD', fbId: 'LEAD', name: 'Lead', type: 'standard' as const } }, 'LEAD'],
    [{ conversionEvent: { id: 'ADD_TO_CART', fbId: 'ADD_TO_CART', name: 'ATC', type: 'standard' as const } }, 'ATC'],
    [{ objective: 'traffic' as const, performanceGoal: 'landingPageViews' }, 'LPV'],
  ])('conversion shortcode %#', (change, code) => {
    expect(conversionShortcode(validDraft(change))).toBe(code);
  });
  it('live preview with real values', () => {
    const names = previewNames(validDraft({ gender: 'women', ageMin: 25 }), account, now, {
      creativeName: 'Hero',
      creativeVariation: 'C1',
      copyVariation: 'V2',
    });
    // The draft starts at its default, the next day at 00:00 in the account's zone: the name carries that date.
    expect(names).toEqual({ campaign: 'ABO | PUR | 2026/11/22', adSet: '25-65+ | F', ad: 'Hero | C1V2' });
  });
  it("a name's Time Period is the launch's start in the ad account's time zone, not the day it is made", () => {
    // Made on Nov 21 (New York's, and UTC's); starting on Nov 25 at 23:30 in Los Angeles, already Nov 26 in UTC.
    const la = { ...account, timezoneName: 'America/Los_Angeles', timezoneOffsetHoursUtc: -8 };
    const draft = validDraft({
      startTime: '2026-11-25T23:30:00.000-08:00',
      naming: { campaign: '{{date}} {{time}} {{year}}-{{month}}-{{day}}', adSet: '', ad: '' },
    });
    expect(namingInstant(draft, now).toISOString()).toBe('2026-11-26T07:30:00.000Z');
    expect(previewNames(draft, la, now).campaign).toBe('2026/11/25 23:30 2026-11-25');
    // Without a start time, the moment the launch is made.
    expect(previewNames({ ...draft, startTime: null }, la, now).campaign).toBe('2026/11/21 03:50 2026-11-21');
  });
});
