import { describe, expect, it } from 'vitest';
import {
  advantageAges,
  disabledFields,
  setAdvantageAudience,
  setAdvantagePlacement,
  setAgeRange,
  setDeviceType,
  setSavedAudience,
  setSpecialCategory,
  setWifiOnly,
  togglePlacement,
} from './targeting';
import { removedPlacementName, removedPositionsOf, withoutRemovedPlacements } from './placements';
import { existingSource, importSource, validDraft } from './test-fixtures';

const zip = { key: 'US:10001', name: '10001', type: 'zip' as const };
const country = { key: 'US', name: 'United States', type: 'country' as const };

describe('audience', () => {
  it('Advantage+ audience keeps the ages chosen: they become a suggestion', () => {
    expect(setAdvantageAudience(validDraft({ ageMin: 30, ageMax: 50 }), true)).toMatchObject({ advantageAudience: true, ageMin: 30, ageMax: 50 });
    const d = setAgeRange(validDraft({ advantageAudience: true }), 40, 50);
    expect([d.ageMin, d.ageMax]).toEqual([40, 50]);
  });
  it('Advantage+ audience takes a minimum up to 25 and a maximum of 65 as limits, the rest as a suggestion', () => {
    expect(advantageAges(21, 65)).toEqual({ hardMin: 21, suggestion: null });
    expect(advantageAges(25, 65)).toEqual({ hardMin: 25, suggestion: null });
    expect(advantageAges(26, 65)).toEqual({ hardMin: 25, suggestion: [26, 65] });
    expect(advantageAges(18, 64)).toEqual({ hardMin: 18, suggestion: [18, 64] });
    expect(advantageAges(35, 54)).toEqual({ hardMin: 25, suggestion: [35, 54] });
  });
  it('housing, employment and financial ads keep 18-65 with Advantage+ audience', () => {
    const housing = validDraft({ isAdCategorized: true, adCategory: 'HOUSING', ageMin: 18, ageMax: 65 });
    expect(setAdvantageAudience(housing, true)).toMatchObject({ ageMin: 18, ageMax: 65 });
  });
  it('the age slider is 18 to 65', () => {
    const d = setAgeRange(validDraft(), 10, 90);
    expect([d.ageMin, d.ageMax]).toEqual([18, 65]);
  });
  it('FINANCIAL_PRODUCTS_SERVICES forces 18-65, removes zips and clears exclusions', () => {
    const d = setSpecialCategory(validDraft({ ageMin: 30, locations: [country, zip], excludedLocations: [country] }), true, 'FINANCIAL_PRODUCTS_SERVICES');
    expect([d.ageMin, d.ageMax, d.locations, d.excludedLocations]).toEqual([18, 65, [country], []]);
  });
  it('financial ads: the age cannot be changed', () => {
    const d = setAgeRange(setSpecialCategory(validDraft(), true, 'FINANCIAL_PRODUCTS_SERVICES'), 30, 40);
    expect([d.ageMin, d.ageMax]).toEqual([18, 65]);
  });
  it('housing and employment restrict the targeting as financial does, and all genders; political ads do not', () => {
    for (const category of ['HOUSING', 'EMPLOYMENT'] as const) {
      const d = setSpecialCategory(validDraft({ locations: [zip], gender: 'women', ageMin: 30 }), true, category);
      expect([d.locations, d.gender, d.ageMin, d.ageMax]).toEqual([[], 'all', 18, 65]);
      expect(disabledFields(d)).toEqual(expect.arrayContaining(['ageMin', 'ageMax', 'gender', 'excludedLocations']));
    }
    const political = setSpecialCategory(validDraft({ locations: [zip], gender: 'women' }), true, 'ISSUES_ELECTIONS_POLITICS');
    expect([political.locations, political.gender]).toEqual([[zip], 'women']);
  });
  it('a saved audience disables Advantage audience, locations and age', () => {
    const d = setSavedAudience(validDraft({ advantageAudience: true }), { id: 'sa', name: 'SA' });
    expect(d.advantageAudience).toBe(false);
    expect(disabledFields(d)).toEqual(expect.arrayContaining(['advantageAudience', 'locations', 'ageMin', 'ageMax']));
    expect(setAgeRange(d, 30, 40).ageMin).toBe(18);
  });
});

describe('placements', () => {
  it('drops the positions the platform removed from saved placements, naming them', () => {
    expect(withoutRemovedPlacements({ facebook: ['feed', 'video_feeds'], messenger: ['messenger_home'] })).toEqual({
      placements: { facebook: ['feed'], messenger: ['messenger_home'] },
      removed: ['facebook:video_feeds'],
    });
    // Instagram Explore (v26) and Messenger Stories (every version since 2026-10-27), named as the buyer reads them.
    const later = withoutRemovedPlacements({ instagram: ['stream', 'explore', 'explore_home'], messenger: ['messenger_home', 'story'] });
    expect(later).toEqual({
      placements: { instagram: ['stream', 'explore_home'], messenger: ['messenger_home'] },
      removed: ['instagram:explore', 'messenger:story'],
    });
    expect(later.removed.map(removedPlacementName)).toEqual(['Instagram Explore', 'Messenger Stories']);
    expect(withoutRemovedPlacements({ facebook: ['feed'] }).removed).toEqual([]);
  });

  it("names the removed positions a copy's source ad set still holds (its notice), not an unknown one", () => {
    const source = {
      publisher_platforms: ['facebook', 'messenger'],
      facebook_positions: ['feed', 'someday'],
      messenger_positions: ['messenger_home', 'story'],
    };
    expect(removedPositionsOf(source)).toEqual(['Messenger Stories']);
    expect(removedPositionsOf({ publisher_platforms: ['facebook'], facebook_positions: ['feed'] })).toEqual([]);
  });

  it('no longer offers Facebook video feeds: the defaults leave it out', () => {
    expect(validDraft({ advantagePlacement: false }).placementPlatforms.facebook).not.toContain('video_feeds');
  });

  it('turning Advantage+ placements on resets placements to defaults', () => {
    const manual = validDraft({ advantagePlacement: false, deviceType: 'desktop', placementDevices: ['desktop'], placementPlatforms: { facebook: ['feed'] } });
    const d = setAdvantagePlacement(manual, true);
    expect(d).toMatchObject({
      advantagePlacement: true,
      deviceType: 'all',
      placementDevices: ['desktop', 'mobile'],
      placementPlatforms: validDraft().placementPlatforms,
    });
  });
  it('Advantage+ placements lock the device type', () => {
    expect(setDeviceType(validDraft(), 'desktop').deviceType).toBe('all');
    expect(disabledFields(validDraft())).toContain('deviceType');
  });
  it('desktop restricts placements to the desktop Facebook ones and turns Wi-Fi only off', () => {
    const d = setDeviceType(validDraft({ advantagePlacement: false, wifiOnly: true }), 'desktop');
    expect(d.placementPlatforms).toEqual({
      facebook: ['feed', 'marketplace', 'right_hand_column', 'instream_video', 'search'],
      instagram: [],
      audience_network: [],
      messenger: [],
    });
    expect([d.placementDevices, d.wifiOnly]).toEqual([['desktop'], false]);
    expect(disabledFields(d)).toContain('wifiOnly');
  });
  it('mobile drops desktop-only placements', () => {
    const d = setDeviceType(validDraft({ advantagePlacement: false }), 'mobile');
    expect(d.placementPlatforms.facebook).not.toContain('right_hand_column');
    expect(d.placementPlatforms.facebook).toContain('feed');
    expect(d.placementDevices).toEqual(['mobile']);
  });
  it('Wi-Fi only is not available for desktop', () => {
    expect(setWifiOnly(validDraft({ deviceType: 'desktop' }), true).wifiOnly).toBe(false);
    expect(setWifiOnly(validDraft({ deviceType: 'mobile' }), true).wifiOnly).toBe(true);
  });
  it.each<['facebook' | 'instagram', string, string[]]>([
    ['instagram', 'stream', ['profile_feed']],
    ['facebook', 'feed', ['profile_feed', 'marketplace']],
    ['instagram', 'reels', ['profile_reels']],
  ])('placement dependencies: removing %s %s removes %s', (platform, parent, dependants) => {
    const d = togglePlacement(validDraft({ advantagePlacement: false }), platform, parent, false);
    for (const key of [parent, ...dependants]) expect(d.placementPlatforms[platform] as string[]).not.toContain(key);
  });
  it('adding a dependant adds its parent', () => {
    const d = togglePlacement(validDraft({ advantagePlacement: false, placementPlatforms: { instagram: [] } }), 'instagram', 'profile_reels', true);
    expect(d.placementPlatforms.instagram).toEqual(['reels', 'profile_reels']);
  });
  it('a placement the device type does not allow is not added', () => {
    const d = togglePlacement(validDraft({ advantagePlacement: false, deviceType: 'desktop', placementPlatforms: {} }), 'instagram', 'stream', true);
    expect(d.placementPlatforms).toEqual({});
  });
});

describe('locks', () => {
  it('existing campaign locks budget allocation, budget type and budget; imports lock bid strategy and budget type', () => {
    // An existing campaign locks the allocation only (docs/product-rules.md#existing-campaign): an ABO campaign's new
    // ad sets have their own budget.
    expect(disabledFields(validDraft({ source: existingSource(null), isCBO: false }))).toContain('isCBO');
    expect(disabledFields(validDraft({ source: existingSource(null), isCBO: false }))).not.toEqual(expect.arrayContaining(['budgetMode']));
    expect(disabledFields(validDraft({ source: existingSource(null), isCBO: false }))).not.toEqual(expect.arrayContaining(['budget']));
    expect(disabledFields(validDraft({ source: existingSource(null), isCBO: true }))).toEqual(expect.arrayContaining(['isCBO', 'budgetMode', 'budget']));
    expect(disabledFields(validDraft({ source: { kind: 'new' } }))).not.toEqual(expect.arrayContaining(['isCBO']));
    expect(disabledFields(validDraft({ source: importSource() }))).toEqual(expect.arrayContaining(['bidStrategy', 'budgetMode']));
  });
  it('the bid amount is disabled for highestVolume', () => {
    expect(disabledFields(validDraft())).toContain('bidAmount');
    expect(disabledFields(validDraft({ bidStrategy: 'bidCap' }))).not.toContain('bidAmount');
  });
});
