import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMING, applyNamingChoice, placeholdersFor, placeholdersIn, renderName, timeValues } from './naming';
import { conversionShortcode, previewNames } from './naming-values';
import { account, now, validDraft } from './test-fixtures';

describe('§9 naming', () => {
  it('§9 placeholders in double braces', () => {
    expect(placeholdersIn('{{date}} - {{ creative_name }}')).toEqual(['date', 'creative_name']);
  });
  it('§5 a default choice replaces; others append with a space', () => {
    expect(applyNamingChoice('Old name', '{{date}}', true)).toBe('{{date}}');
    expect(applyNamingChoice('Old name', '{{date}}', false)).toBe('Old name {{date}}');
    expect(applyNamingChoice('', '{{date}}', false)).toBe('{{date}}');
  });
  it('§9 the ad default is creative name, a separator, creative variation and copy variation', () => {
    expect(placeholdersIn(DEFAULT_NAMING.ad)).toEqual(['creative_name', 'creative_variation', 'copy_variation']);
  });
  it('§9 folder name only when a folder or a single creative is selected', () => {
    expect(placeholdersFor('ad', false).some((p) => p.key === 'folder_name')).toBe(false);
    expect(placeholdersFor('ad', true).some((p) => p.key === 'folder_name')).toBe(true);
    expect(placeholdersFor('campaign', false).some((p) => p.key === 'headline')).toBe(false);
  });
  it("§9 time period in the account's time zone, date as YYYY/MM/DD", () => {
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
  ])('§9 conversion shortcode %#', (change, code) => {
    expect(conversionShortcode(validDraft(change))).toBe(code);
  });
  it('§9 live preview with real values', () => {
    const names = previewNames(validDraft({ gender: 'women', ageMin: 25 }), account, now, {
      creativeName: 'Hero',
      creativeVariation: 'C1',
      copyVariation: 'V2',
    });
    expect(names).toEqual({ campaign: 'ABO | PUR | 2026/11/21', adSet: '25-65+ | F', ad: 'Hero | C1V2' });
  });
});
