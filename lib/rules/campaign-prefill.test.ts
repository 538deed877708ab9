import { describe, expect, it } from 'vitest';
import { buildLaunchPayload } from './payload';
import { copyAmountsNotice, prefillOf, startCopy } from './campaign-prefill';
import { money } from './currency';
import { leaveSource } from './launch-source';
import { amountsClearedMessages, copyMessages } from './messages';
import { disabledFields } from './targeting';
import { validateLaunch } from './validate-launch';
import { account, campaignSource, existingSource, importDetails, importedAdSet, importedCreative, now, usd, validDraft } from './test-fixtures';
import type { ExistingCampaign } from './types';

const canada = { key: 'CA', name: 'Canada', type: 'country', countryCode: 'CA' } as const;
const ctx = { account, countries: [canada] };

/** An ad set as Ads Manager has one: Paris and Lyon with their radius, Marseille excluded, two custom audiences and
 * one excluded, manual placements on mobile over Wi-Fi, 1-day click attribution, a min-ROAS floor of 2.5, spend
 * limits, ad scheduling, in a housing campaign for France. */
const rich = importDetails({
  campaign: {
    ...importDetails().campaign,
    objective: 'OUTCOME_SALES',
    isCBO: true,
    budgetType: 'lifetime',
    budget: 3_000_000,
    bidStrategy: 'LOWEST_COST_WITH_MIN_ROAS',
    specialAdCategories: ['HOUSING'],
    specialAdCategoryCountries: ['FR'],
  },
  adSets: [
    importedAdSet('7', {
      name: 'Paris – value',
      bidStrategy: 'LOWEST_COST_WITH_MIN_ROAS',
      roasAverageFloor: 25000,
      dailyBudget: null,
      optimizationGoal: 'VALUE',
      promotedObject: { pixelId: '500001', customEventType: 'PURCHASE', customConversionId: null, pageId: null },
      attributionSpec: [{ event_type: 'CLICK_THROUGH', window_days: 1 }],
      minSpend: 10000,
      maxSpend: 90000,
      schedule: [{ start_minute: 540, end_minute: 1020, days: [1, 2], timezone_type: 'USER' }],
      targeting: {
        ...importedAdSet('7').targeting,
        raw: {
          geo_locations: {
            cities: [
              { key: '2400100', name: 'Paris', country: 'FR', radius: 25, distance_unit: 'kilometer' },
              { key: '2400117', name: 'Lyon', country: 'FR', radius: 17, distance_unit: 'mile' },
            ],
          },
          excluded_geo_locations: { cities: [{ key: '2400134', name: 'Marseille', country: 'FR' }] },
          age_min: 18,
          age_max: 65,
          custom_audiences: [{ id: '23850001' }, { id: '23850002', name: 'Buyers' }],
          excluded_custom_audiences: [{ id: '23850003' }],
          publisher_platforms: ['facebook', 'instagram'],
          facebook_positions: ['feed', 'story'],
          instagram_positions: ['stream', 'reels'],
          device_platforms: ['mobile'],
          wireless_carrier: ['Wifi'],
          targeting_automation: { advantage_audience: 0 },
        },
      },
    }),
  ],
  creatives: [importedCreative('a1', { link: 'https://paris.example/', pageId: '400001', instagramUserId: '700001', displayLink: 'paris.example' })],
});

describe('a copy starts from its whole source', () => {
  it('every field of the campaign launch input the source has, as the source has it', () => {
    const pages = [{ id: '400001', name: 'Acme Page' }];
    const d = { ...validDraft(), ...prefillOf(rich, { kind: 'duplicateCampaign' }, { ...ctx, pages, instagramAccounts: [{ id: '700001', name: 'acme' }] }) };
    expect(d).toMatchObject({
      objective: 'website-conversions',
      isAdCategorized: true,
      adCategory: 'HOUSING',
      adCategoryLocations: [{ key: 'FR', countryCode: 'FR' }],
      isCBO: true,
      budgetMode: 'lifetime',
      budget: usd(30000),
      bidStrategy: 'highestValue',
      targetRoas: 2.5,
      bidAmount: null,
      adSetMinimumSpend: usd(100),
      adSetMaximumSpend: usd(900),
      useDayParting: true,
      dayPartingTimeZone: 'viewer',
      dayPartingSchedule: { Mon: [{ start: 9, end: 17 }], Tue: [{ start: 9, end: 17 }] },
      attributionSettingId: '1c-0v',
      locations: [
        // The platform's country code, named as Step 2 reads it.
        { key: '2400100', name: 'Paris', type: 'city', countryCode: 'FR', countryName: 'France', radius: 25, distanceUnit: 'kilometer' },
        { key: '2400117', name: 'Lyon', type: 'city', countryCode: 'FR', countryName: 'France', radius: 17, distanceUnit: 'mile' },
      ],
      excludedLocations: [{ key: '2400134', name: 'Marseille', type: 'city', countryCode: 'FR', countryName: 'France' }],
      customAudiences: [
        { id: '23850001', name: '23850001' },
        { id: '23850002', name: 'Buyers' },
      ],
      excludedAudiences: [{ id: '23850003' }],
      customerListCertified: true,
      savedAudience: null,
      advantagePlacement: false,
      placementPlatforms: { facebook: ['feed', 'story'], instagram: ['stream', 'reels'] },
      placementDevices: ['mobile'],
      deviceType: 'mobile',
      wifiOnly: true,
      pixel: { id: '500001' },
      conversionEvent: { id: 'PURCHASE', type: 'standard' },
      page: { id: '400001', name: 'Acme Page' },
      instagram: { id: '700001', name: 'acme' },
      destinationUrl: 'https://paris.example/',
      displayLink: 'paris.example',
      campaignName: 'Always On',
    });
    // What Step 2 shows is what is sent: the radius goes with each city.
    const payload = buildLaunchPayload({ ...d, source: { kind: 'new' } }, { account, ads: [{ imageId: 'h1' }] });
    expect(payload.locations[0]).toEqual({
      key: '2400100',
      name: 'Paris',
      type: 'city',
      countryCode: 'FR',
      countryName: 'France',
      radius: 25,
      distanceUnit: 'kilometer',
    });
    expect([payload.targetRoas, payload.bidStrategy, payload.adSetMinimumSpend, payload.adSetMaximumSpend]).toEqual([2.5, 'highestValue', 10000, 90000]);
  });

  it("a page or Instagram account this account lacks is asked for, not guessed; a list not loaded keeps the source's id", () => {
    const d = prefillOf(rich, { kind: 'import', accountId: 'act_201' }, { ...ctx, pages: [{ id: '999', name: 'Other' }], instagramAccounts: [] });
    expect([d.page, d.instagram]).toEqual([null, null]);
    expect(prefillOf(rich, { kind: 'import', accountId: 'act_201' }, ctx).page).toEqual({ id: '400001', name: '' });
  });

  it("amounts of a source in another currency are cleared, never read in this account's; the notice says so", () => {
    const yen = { ...rich, currency: 'JPY' };
    const d = prefillOf(yen, { kind: 'import', accountId: 'act_206' }, ctx);
    expect([d.budget, d.bidAmount, d.adSetMinimumSpend, d.adSetMaximumSpend, d.targetRoas]).toEqual([null, null, null, null, 2.5]);
    expect(copyAmountsNotice(yen, 'USD')).toBe(amountsClearedMessages.copy('JPY', 'USD'));
    expect(copyAmountsNotice(rich, 'USD')).toBeNull();
    // The same source in its own currency: ¥30,000 is 3000000 hundredths of JPY.
    expect(prefillOf(yen, { kind: 'import', accountId: 'act_206' }, { ...ctx, account: { currency: 'JPY' } }).budget).toEqual(money(3_000_000, 'JPY'));
  });

  it("a housing ad set's customer list keeps its certification, which the platform does not answer on reads", () => {
    const duplicate = { kind: 'duplicateAdSet', adSetId: '7' } as const;
    const d = { ...validDraft(), ...prefillOf(rich, duplicate, ctx) };
    expect(d.customerListCertified).toBe(true);
    expect(buildLaunchPayload({ ...d, source: { kind: 'new' } }, { account, ads: [{ imageId: 'h1' }] }).customerListCertified).toBe(true);
    // Outside a restricting category, or without audiences, there is nothing to certify.
    const political = { ...rich, campaign: { ...rich.campaign, specialAdCategories: ['ISSUES_ELECTIONS_POLITICS'] } };
    expect(prefillOf(political, duplicate, ctx).customerListCertified).toBe(false);
    const adSet = rich.adSets[0]!;
    const noLists = { ...rich, adSets: [{ ...adSet, targeting: { ...adSet.targeting, raw: { ...adSet.targeting.raw, custom_audiences: [] } } }] };
    expect(prefillOf(noLists, duplicate, ctx).customerListCertified).toBe(false);
  });

  it("an Advantage+ Audience's age suggestion (age_range) is the copy's ages, its limits the platform's", () => {
    const adSet = rich.adSets[0]!;
    const withSuggestion = (advantage: 0 | 1) => ({
      ...rich,
      adSets: [
        {
          ...adSet,
          targeting: {
            ...adSet.targeting,
            raw: { ...adSet.targeting.raw, age_min: 25, age_max: 65, age_range: [35, 54], targeting_automation: { advantage_audience: advantage } },
          },
        },
      ],
    });
    expect(prefillOf(withSuggestion(1), { kind: 'duplicateAdSet', adSetId: '7' }, ctx)).toMatchObject({ advantageAudience: true, ageMin: 35, ageMax: 54 });
    // Without Advantage+ Audience the platform has no suggestion: the limits are the ages.
    expect(prefillOf(withSuggestion(0), { kind: 'duplicateAdSet', adSetId: '7' }, ctx)).toMatchObject({ advantageAudience: false, ageMin: 25, ageMax: 65 });
  });

  it('a duplicated ad set takes its own settings, goes into the chosen campaign and becomes a single ad set', () => {
    const existing: ExistingCampaign = { id: '900', name: 'Always On', isCBO: false, budgetType: 'daily', budget: null, bidStrategy: null, bidAmount: null };
    const d = startCopy(validDraft({ source: existingSource(existing, ['2']) }), campaignSource, { kind: 'duplicateAdSet', adSetId: '2' }, ctx, existing);
    expect(d).toMatchObject({
      source: { kind: 'duplicateAdSet', campaign: existing, adSetId: '2' },
      adSetName: 'Winners',
      adSetDistribution: 'single',
      bidStrategy: 'costPerResult',
      bidAmount: usd(5),
      budgetMode: 'lifetime',
      budget: usd(900),
      objective: 'traffic',
      performanceGoal: 'linkClicks',
    });
    expect(buildLaunchPayload(d, { account, ads: [{ imageId: 'h1' }] })).toMatchObject({ existingCampaignId: '900', duplicateAdsetId: '2' });
  });

  it("a duplicate's special category and countries are locked (the platform's copy keeps them); an import's countries are the buyer's", () => {
    const duplicate = startCopy(validDraft(), rich, { kind: 'duplicateCampaign' }, ctx, null);
    expect(duplicate.adCategoryLocations.map((l) => l.countryCode)).toEqual(['FR']);
    expect(disabledFields(duplicate)).toEqual(expect.arrayContaining(['isAdCategorized', 'adCategory', 'adCategoryLocations']));
    expect(validateLaunch({ ...duplicate, adCategoryLocations: [canada] }, { account, now }).adCategoryLocations).toEqual([
      copyMessages.specialCountries('FR'),
    ]);
    const imported = startCopy(validDraft(), rich, { kind: 'import', accountId: 'act_201' }, ctx, null);
    expect(disabledFields(imported)).toEqual(expect.arrayContaining(['isAdCategorized', 'adCategory']));
    expect(disabledFields(imported)).not.toContain('adCategoryLocations');
    expect(validateLaunch({ ...imported, adCategoryLocations: [canada] }, { account, now }).adCategoryLocations).toBeUndefined();
  });
});

describe('a copy ends cleanly', () => {
  it('leaving puts back every field the prefill wrote, and the launch where it started', () => {
    const own = validDraft({ destinationUrl: 'https://mine.example/', budget: usd(12), gender: 'men', adSetName: '', ageMin: 21 });
    const copy = startCopy(own, rich, { kind: 'duplicateCampaign' }, ctx, null);
    expect(copy).toMatchObject({ destinationUrl: 'https://paris.example/', budget: usd(30000), gender: 'all', isAdCategorized: true });
    // Edits made during the copy to fields the prefill did not write stay; the rest is the draft's own again.
    const left = leaveSource({ ...copy, urlTags: 'utm_campaign=mine' });
    const { source: _s, ...back } = left;
    const { source: _o, ...before } = own;
    expect({ ...back, urlTags: '' }).toEqual(before);
    expect(left.urlTags).toBe('utm_campaign=mine');
    expect(left.source).toEqual({ kind: 'existing', campaign: null, adSetIds: [], createNewAdSets: true });
    // An import goes back to a new campaign; a copy started in a copy starts from the draft's own values.
    const imported = startCopy(copy, campaignSource, { kind: 'import', accountId: 'act_201' }, ctx, null);
    expect(imported.source.kind).toBe('import');
    expect(leaveSource(imported)).toMatchObject({ source: { kind: 'new' }, destinationUrl: 'https://mine.example/', budget: usd(12), gender: 'men' });
  });
});
