import { describe, expect, it } from 'vitest';
import { LEAD_ALLOWED_EVENTS } from './constants';
import type { ImportDetails } from '../contract/campaigns';
import { money } from './currency';
import { copyMessages, existingCampaignMessages, launchMessages as m } from './messages';
import { account, bulkAccount, existingSource, importDetails, importedAdSet, now, validDraft, usd } from './test-fixtures';
import type { FieldErrors, FieldKey, LaunchDraft, LaunchSource } from './types';
import { isValidTargetRoas, launchChecks, validateLaunch } from './validate-launch';

const ctx = { now, account };
const event = (fbId: string, type: 'standard' | 'custom' | 'pixel' = 'standard') => ({ id: fbId, fbId, name: fbId, type });
const zip = { key: 'US:10001', name: '10001', type: 'zip' as const, countryCode: 'US' };
const US = { key: 'US', name: 'United States', type: 'country' as const, countryCode: 'US' };
const existingCbo = {
  id: 'c1',
  name: 'C',
  isCBO: true,
  budgetType: 'daily' as const,
  budget: usd(10),
  bidStrategy: 'LOWEST_COST_WITHOUT_CAP',
  bidAmount: null,
};
const lifetime = { budgetMode: 'lifetime' as const, budget: usd(35) };
const manual = (change: Partial<LaunchDraft>): Partial<LaunchDraft> => ({ advantagePlacement: false, ...change });

describe('launch check', () => {
  it('a complete default draft is allowed', () => {
    expect(validateLaunch(validDraft(), ctx)).toEqual({});
  });

  it('ads going into existing ad sets need no budget or bid: those ad sets keep theirs', () => {
    const campaign = { id: '9', name: 'C', isCBO: false, budgetType: 'daily' as const, budget: null, bidStrategy: null, bidAmount: null };
    const into = validDraft({ source: existingSource(campaign, ['31']), budget: null, bidStrategy: 'bidCap', bidAmount: null });
    expect(validateLaunch(into, ctx)).toEqual({});
    expect(validateLaunch({ ...into, source: existingSource(campaign) }, ctx)).toMatchObject({ budget: ['Please enter a valid budget.'] });
  });

  it.each<[string, Partial<LaunchDraft>, FieldErrors]>([
    // Placements (only when Advantage+ placements are off).
    ['placement: no device', manual({ placementDevices: [] }), { placementDevices: ['Please select at least one device placement.'] }],
    ['placement: no device is fine with Advantage+ placements', { placementDevices: [] }, {}],
    [
      'placement: Audience Network alone',
      manual({ placementPlatforms: { facebook: [], audience_network: ['classic'] } }),
      { placementPlatforms: ['Audience Network placement cannot be selected alone. Please include at least one other platform.'] },
    ],
    [
      'placement: Facebook Story without Facebook Feed or Instagram Story',
      manual({ placementPlatforms: { facebook: ['story'], instagram: ['stream'] } }),
      { placementPlatforms: ['Facebook Story placement requires either Facebook Feed or Instagram Story to be selected.'] },
    ],
    ['placement: Facebook Story with Instagram Story', manual({ placementPlatforms: { facebook: ['story'], instagram: ['story'] } }), {}],
    // Target ROAS.
    ['target ROAS: highestValue + CBO, 0.01 is fine', { bidStrategy: 'highestValue', isCBO: true, targetRoas: 0.01 }, {}],
    ['target ROAS: highestValue + CBO, 1,000 is fine', { bidStrategy: 'highestValue', isCBO: true, targetRoas: 1000 }, {}],
    ['target ROAS: optional for a new campaign', { bidStrategy: 'highestValue', isCBO: true, targetRoas: null }, {}],
    [
      'target ROAS: above 1,000',
      { bidStrategy: 'highestValue', isCBO: true, targetRoas: 1000.01 },
      { targetRoas: ['Please enter a valid Target ROAS value between 0.01 and 1,000.'] },
    ],
    [
      'target ROAS: 0',
      { bidStrategy: 'highestValue', isCBO: true, targetRoas: 0 },
      { targetRoas: ['Please enter a valid Target ROAS value between 0.01 and 1,000.'] },
    ],
    [
      'target ROAS: not in steps of 0.01',
      { bidStrategy: 'highestValue', isCBO: true, targetRoas: 1.005 },
      { targetRoas: ['Please enter a valid Target ROAS value between 0.01 and 1,000.'] },
    ],
    [
      'target ROAS: required for an existing CBO campaign with highestValue',
      { source: existingSource(existingCbo), isCBO: true, bidStrategy: 'highestValue', targetRoas: null },
      { targetRoas: ['Please enter a valid Target ROAS value between 0.01 and 1,000.'] },
    ],
    ['target ROAS: given for an existing CBO campaign', { source: existingSource(existingCbo), isCBO: true, bidStrategy: 'highestValue', targetRoas: 2.5 }, {}],
    // Highest Volume cannot carry a ROAS floor on the platform: not asked for, and a stale value is not checked.
    [
      'target ROAS: not asked for an existing CBO campaign with highestVolume',
      { source: existingSource(existingCbo), isCBO: true, bidStrategy: 'highestVolume', targetRoas: null },
      {},
    ],
    ['target ROAS: ignored with highestVolume', { bidStrategy: 'highestVolume', targetRoas: 0 }, {}],
    // Bid amounts.
    [
      'bid: bid cap below 1',
      { bidStrategy: 'bidCap', bidAmount: usd(0.99) },
      { bidAmount: ['Please enter a valid bid amount of at least $1.00 for bid cap strategy.'] },
    ],
    [
      'bid: bid cap missing',
      { bidStrategy: 'bidCap', bidAmount: null },
      { bidAmount: ['Please enter a valid bid amount of at least $1.00 for bid cap strategy.'] },
    ],
    ['bid: bid cap of 1', { bidStrategy: 'bidCap', bidAmount: usd(1) }, {}],
    [
      'bid: cost per result below 1',
      { bidStrategy: 'costPerResult', bidAmount: usd(0.5) },
      { bidAmount: ['Please enter a valid bid amount of at least $1.00 for cost per result strategy.'] },
    ],
    ['bid: highestVolume ignores the amount', { bidStrategy: 'highestVolume', bidAmount: usd(0) }, {}],
    // Lead form and destination URL.
    [
      'lead form: instant forms without a form',
      { objective: 'lead-form', useInstantForms: true, pixel: null, conversionEvent: null },
      { leadForm: ['Please select a lead form.'] },
    ],
    [
      'lead form: instant forms need no URL, pixel or event',
      { objective: 'lead-form', useInstantForms: true, leadForm: { id: 'f', name: 'F' }, pixel: null, conversionEvent: null, destinationUrl: '' },
      {},
    ],
    ['destination URL: missing', { destinationUrl: '' }, { destinationUrl: ['Please enter a valid destination URL.'] }],
    ['destination URL: no protocol', { destinationUrl: 'acme.example.com' }, { destinationUrl: ['Please enter a valid destination URL.'] }],
    [
      'destination URL: lead objective without instant forms',
      { objective: 'lead-form', conversionEvent: event('LEAD'), destinationUrl: 'ftp://x.com' },
      { destinationUrl: ['Please enter a valid destination URL.'] },
    ],
    // Conversion events.
    ['conversion event: missing', { conversionEvent: null }, { conversionEvent: ['Please select a conversion event.'] }],
    ['conversion event: traffic needs none and no pixel', { objective: 'traffic', conversionEvent: null, pixel: null, attributionSettingId: '1c-0v' }, {}],
    [
      'conversion event: lead objective refuses Purchase',
      { objective: 'lead-form', conversionEvent: event('PURCHASE') },
      { conversionEvent: ['This conversion event is not compatible with your campaign settings. Please select a different conversion event.'] },
    ],
    ...LEAD_ALLOWED_EVENTS.map((e): [string, Partial<LaunchDraft>, FieldErrors] => [
      `conversion event: lead objective allows ${e}`,
      { objective: 'lead-form', conversionEvent: event(e) },
      {},
    ]),
    [
      'conversion event: lead objective refuses a pixel event',
      { objective: 'lead-form', conversionEvent: event('my_event', 'pixel') },
      { conversionEvent: ['This conversion event is not compatible with your campaign settings. Please select a different conversion event.'] },
    ],
    [
      'conversion event: highestValue requires Purchase',
      { bidStrategy: 'highestValue', conversionEvent: event('ADD_TO_CART') },
      { conversionEvent: ['This conversion event is not compatible with your campaign settings. Please select a different conversion event.'] },
    ],
    [
      'conversion event: Website + Shop requires Purchase',
      { shopEnabled: true, catalog: { id: 'c', name: 'C' }, productSet: { id: 's', name: 'S' }, conversionEvent: event('ADD_TO_CART') },
      { conversionEvent: ['Purchase is mandatory for Website + Shop campaigns.'] },
    ],
    // Shop.
    [
      'shop: bid cap not supported',
      { shopEnabled: true, catalog: { id: 'c', name: 'C' }, productSet: { id: 's', name: 'S' }, bidStrategy: 'bidCap', bidAmount: usd(2) },
      { bidStrategy: ['This bid strategy is not supported for shop ads.'] },
    ],
    [
      'shop: cost per result not supported',
      { shopEnabled: true, catalog: { id: 'c', name: 'C' }, productSet: { id: 's', name: 'S' }, bidStrategy: 'costPerResult', bidAmount: usd(2) },
      { bidStrategy: ['This bid strategy is not supported for shop ads.'] },
    ],
    [
      'shop: catalog and product required',
      { shopEnabled: true },
      { catalog: ['Please select a catalog.'], product: ['Please select a product or product set.'] },
    ],
    [
      'shop: not both product and set',
      { shopEnabled: true, catalog: { id: 'c', name: 'C' }, product: { id: 'p', name: 'P' }, productSet: { id: 's', name: 'S' } },
      { product: ['Please select either a product or a product set, not both.'] },
    ],
    [
      'shop: product with no stock',
      { shopEnabled: true, catalog: { id: 'c', name: 'C' }, product: { id: 'p', name: 'P', inventory: 0 } },
      { product: ['No stock'] },
    ],
    ['shop: product in stock', { shopEnabled: true, catalog: { id: 'c', name: 'C' }, product: { id: 'p', name: 'P', inventory: 3 } }, {}],
    // Display link, UTMs.
    [
      'display link: with protocol',
      { displayLink: 'https://shop.acme.com' },
      { displayLink: ["Use a domain format like 'shop.acme.com' without http:// or https://"] },
    ],
    ['display link: not a domain', { displayLink: 'acme' }, { displayLink: ["Use a domain format like 'example.com' without http:// or https://"] }],
    ['display link: domain with path', { displayLink: 'acme.com/sale' }, {}],
    ['UTMs: 512 characters', { urlTags: 'u'.repeat(512) }, {}],
    ['UTMs: 513 characters', { urlTags: 'u'.repeat(513) }, { urlTags: ['Tracking parameters must be at most 512 characters.'] }],
    // Budget (the launch reading: lifetime at least 6).
    ['budget: daily 0.99', { budget: usd(0.99) }, { budget: ['Please enter a valid budget.'] }],
    ['budget: empty', { budget: null }, { budget: ['Please enter a valid budget.'] }],
    ['budget: lifetime 6 passes at launch', { ...lifetime, budget: usd(6) }, {}],
    ['budget: lifetime 5.99', { ...lifetime, budget: usd(5.99) }, { budget: ['Please enter a valid budget.'] }],
    // Locations and dates.
    ['locations: none', { locations: [] }, { locations: ['Please select at least one location.'] }],
    ['locations: none but a saved audience', { locations: [], savedAudience: { id: 'sa', name: 'SA' } }, {}],
    ['dates: no start (daily)', { startTime: null }, { startTime: ['Please select a start date.'] }],
    ['dates: no end (lifetime)', { ...lifetime, endTime: null }, { endTime: ['Please select a start and end date.'] }],
    ['dates: no start (lifetime)', { ...lifetime, startTime: null }, { startTime: ['Please select a start and end date.'] }],
    ['dates: start in the past', { startTime: '2026-11-21T06:00:00.000-05:00' }, { startTime: ['The start date cannot be in the past.'] }],
    [
      'dates: end 59 minutes after start',
      { ...lifetime, endTime: '2026-11-22T00:59:00.000-05:00' },
      { endTime: ['The end date must be at least 1 hour after the start date.'] },
    ],
    ['dates: end exactly 1 hour after start', { ...lifetime, endTime: '2026-11-22T01:00:00.000-05:00' }, {}],
    ['dates: a daily budget ignores the end', { endTime: '2026-11-21T00:00:00.000-05:00' }, {}],
    // Page, pixel, Instagram.
    ['page: missing', { page: null }, { page: ['Please select a Facebook page.'] }],
    ['pixel: missing', { pixel: null }, { pixel: ['Please select a pixel.'] }],
    [
      'pixel: lead objective without instant forms needs one',
      { objective: 'lead-form', conversionEvent: event('LEAD'), pixel: null },
      { pixel: ['Please select a pixel.'] },
    ],
    [
      'Instagram: a legacy account cannot be chosen',
      { instagram: { id: 'ig', name: 'old', isLegacy: true } },
      {
        instagram: [
          'This Instagram account does not meet current advertising requirements. Please convert it to a Professional account (Business or Creator).',
        ],
      },
    ],
    // Financial Products & Services.
    [
      'financial: age other than 18-65',
      {
        isAdCategorized: true,
        adCategory: 'FINANCIAL_PRODUCTS_SERVICES',
        adCategoryLocations: [{ key: 'US', name: 'United States', type: 'country' }],
        ageMin: 25,
      },
      { ageMin: ["For Financial Products & Services ads, the age range must be 18-65+ per the platform's policy."] },
    ],
    [
      'financial: zip locations and excluded locations',
      {
        isAdCategorized: true,
        adCategory: 'FINANCIAL_PRODUCTS_SERVICES',
        adCategoryLocations: [{ key: 'US', name: 'United States', type: 'country' }],
        locations: [zip],
        excludedLocations: [zip],
      },
      {
        locations: ['ZIP code targeting is not allowed for Financial Products & Services ads. Please remove ZIP code locations.'],
        excludedLocations: ['Excluded locations are not allowed for Financial Products & Services ads. Please remove all excluded locations.'],
      },
    ],
    [
      'housing: no zips, all genders, 18-65+',
      {
        isAdCategorized: true,
        adCategory: 'HOUSING',
        adCategoryLocations: [{ key: 'US', name: 'United States', type: 'country' }],
        locations: [US, zip],
        gender: 'men',
        ageMin: 21,
      },
      {
        locations: ['ZIP code targeting is not allowed for Housing ads. Please remove ZIP code locations.'],
        gender: ["For Housing ads, the gender must be All per the platform's policy."],
        ageMin: ["For Housing ads, the age range must be 18-65+ per the platform's policy."],
      },
    ],
    [
      'political ads: any targeting',
      {
        isAdCategorized: true,
        adCategory: 'ISSUES_ELECTIONS_POLITICS',
        adCategoryLocations: [{ key: 'US', name: 'United States', type: 'country' }],
        locations: [zip],
        gender: 'men',
      },
      {},
    ],
    [
      'an existing employment campaign restricts its new ad sets',
      {
        source: existingSource({
          id: '1',
          name: 'Jobs',
          isCBO: false,
          budgetType: 'daily',
          budget: null,
          bidStrategy: null,
          bidAmount: null,
          specialAdCategories: ['EMPLOYMENT'],
        }),
        gender: 'women',
      },
      { gender: ["For Employment ads, the gender must be All per the platform's policy."] },
    ],
    // Day parting.
    [
      'day parting: only with lifetime budgets',
      { useDayParting: true, dayPartingSchedule: { Mon: [{ start: 9, end: 17 }] } },
      { useDayParting: ['Ad scheduling is only available with lifetime budgets.'] },
    ],
    ['day parting: lifetime with hours', { ...lifetime, useDayParting: true, dayPartingSchedule: { Mon: [{ start: 9, end: 17 }] } }, {}],
    [
      'day parting: lifetime without hours',
      { ...lifetime, useDayParting: true, dayPartingSchedule: {} },
      { dayPartingSchedule: ['Please select at least one hour for ad scheduling.'] },
    ],
    // Step 1 rules are part of the launch check.
    [
      'step 1 rules also refuse the launch',
      { multiAccount: true, bulkAccounts: [bulkAccount('A')] },
      { bulkAccounts: ['You must select at least 2 accounts for multi-launch campaign.'] },
    ],
  ])('%s', (_name, change, expected) => {
    expect(validateLaunch(validDraft(change), ctx)).toEqual(expected);
  });

  it.each<[string, Partial<LaunchDraft>, string[]]>([
    ['bulk: ready accounts', {}, []],
    [
      'bulk: missing pixel, page and event',
      { bulkAccounts: [bulkAccount('A', { pixel: null }), bulkAccount('B', { page: null, conversionEvent: null })] },
      ['Please select a pixel for account: A', 'Please select a Facebook page for account: B', 'Please select a conversion event for account: B'],
    ],
    [
      'bulk: lead form per account with instant forms',
      { objective: 'lead-form', useInstantForms: true, leadForm: { id: 'f', name: 'F' }, conversionEvent: null, pixel: null },
      ['Please select a lead form for account: A', 'Please select a lead form for account: B'],
    ],
    [
      'bulk: lead objective incompatible event per account',
      { objective: 'lead-form', conversionEvent: event('LEAD'), bulkAccounts: [bulkAccount('A', { conversionEvent: event('LEAD') }), bulkAccount('B')] },
      ['This conversion event is not compatible with lead form campaigns for account: B'],
    ],
  ])('%s', (_name, change, messages) => {
    const draft = validDraft({ multiAccount: true, bulkAccounts: [bulkAccount('A'), bulkAccount('B')], ...change });
    expect(validateLaunch(draft, ctx).bulkAccounts ?? []).toEqual(messages);
  });

  describe('housing, employment and financial audiences (the custom audiences kinds as loaded)', () => {
    const housing: Partial<LaunchDraft> = { isAdCategorized: true, adCategory: 'HOUSING', adCategoryLocations: [US] };
    const audiences = [
      { id: 'site', subtype: 'WEBSITE' },
      { id: 'list', subtype: 'CUSTOM' },
      { id: 'look', subtype: 'LOOKALIKE' },
    ];
    const check = (change: Partial<LaunchDraft>) => validateLaunch(validDraft({ ...housing, ...change }), { ...ctx, audiences });
    const pick = (...ids: string[]) => ids.map((id) => ({ id, name: id }));

    it('refuses excluded audiences and lookalikes, takes other custom audiences', () => {
      expect(check({ customAudiences: pick('site') })).toEqual({});
      expect(check({ excludedAudiences: pick('site') })).toEqual({
        excludedAudiences: ['Excluded audiences are not allowed for Housing ads. Please remove all excluded audiences.'],
      });
      expect(check({ customAudiences: pick('site', 'look') })).toEqual({
        customAudiences: ['Lookalike audiences are not allowed for Housing ads. Please remove them from the custom audiences.'],
      });
    });

    it('takes a customer list only with the certification', () => {
      expect(check({ customAudiences: pick('list') })).toEqual({
        customerListCertified: [
          "For Housing ads, a customer list needs your certification that it follows the platform's terms. Please certify it, or remove it.",
        ],
      });
      expect(check({ customAudiences: pick('list'), customerListCertified: true })).toEqual({});
      expect(validateLaunch(validDraft({ customAudiences: pick('list', 'look'), excludedAudiences: pick('site') }), { ...ctx, audiences })).toEqual({});
    });
  });

  it('with Advantage+ Audience any age range passes: the ages are a suggestion', () => {
    expect(validateLaunch(validDraft({ advantageAudience: true, ageMin: 35, ageMax: 54 }), ctx)).toEqual({});
  });

  it.each<[number, boolean]>([
    [0.01, true],
    [1000, true],
    [3.14, true],
    [0.005, false],
    [1000.01, false],
    [Number.NaN, false],
  ])('target ROAS %s valid: %s', (value, ok) => {
    expect(isValidTargetRoas(value)).toBe(ok);
  });
});

describe('the launch checks, each by name with its case', () => {
  const housing = { isAdCategorized: true, adCategory: 'HOUSING' as const, adCategoryLocations: [US] };
  const importOf = (details: ImportDetails): LaunchSource => ({
    kind: 'import',
    accountId: 'act_201',
    campaignId: details.campaign.id,
    read: details,
    own: {},
  });
  const costCap = importDetails({ adSets: [importedAdSet('1')] });
  /** A draft each check refuses, and the field it says it at. */
  const cases: Record<string, [Partial<LaunchDraft>, FieldKey]> = {
    step1: [{ isAdCategorized: true, adCategory: null }, 'adCategory'],
    placements: [manual({ placementDevices: [] }), 'placementDevices'],
    objectiveBidStrategy: [{ objective: 'traffic', bidStrategy: 'bidCap', bidAmount: usd(2) }, 'bidStrategy'],
    sourceLocks: [{ objective: 'traffic', source: importOf(costCap), bidStrategy: 'highestVolume' }, 'bidStrategy'],
    bid: [{ bidStrategy: 'bidCap', bidAmount: null }, 'bidAmount'],
    assets: [{ page: null }, 'page'],
    schedule: [{ budget: null }, 'budget'],
    targeting: [{ ...housing, ageMin: 25, ageMax: 40 }, 'ageMin'],
    devices: [manual({ deviceType: 'desktop', wifiOnly: true }), 'wifiOnly'],
    spendLimits: [{ isCBO: false, adSetMinimumSpend: usd(1) }, 'adSetMinimumSpend'],
    wholeAmounts: [{ budget: usd(5.5) }, 'budget'],
    currency: [{ budget: money(500, 'EUR') }, 'budget'],
    sourceCategory: [{ objective: 'traffic', source: importOf(costCap), bidStrategy: 'costPerResult', bidAmount: usd(2.5), ...housing }, 'isAdCategorized'],
    bulk: [{ multiAccount: true, bulkAccounts: [bulkAccount('North', { page: null })] }, 'bulkAccounts'],
  };

  it('every check is listed here, in its order', () => {
    expect(launchChecks.map((c) => c.name)).toEqual(Object.keys(cases));
  });

  it.each(launchChecks.map((c) => [c.name, c] as const))('%s refuses its case at its field, and the launch with it', (name, { check }) => {
    const [change, field] = cases[name]!;
    const account = name === 'wholeAmounts' ? { ...ctx.account, currency: 'JPY' } : ctx.account;
    const draft = validDraft(name === 'wholeAmounts' ? { ...change, budget: money(550, 'JPY') } : change);
    expect(check(draft, { ...ctx, account })[field]?.length, name).toBeGreaterThan(0);
    expect(validateLaunch(draft, { ...ctx, account })[field]).toEqual(expect.arrayContaining(check(draft, { ...ctx, account })[field]!));
  });

  it.each<[string, Partial<LaunchDraft>, string]>([
    [
      'Traffic: Bid Cap',
      { objective: 'traffic', bidStrategy: 'bidCap', bidAmount: usd(2) },
      m.objectiveBidStrategy('Traffic', ['Highest Volume', 'Cost Per Result']),
    ],
    ['Traffic: Highest Value', { objective: 'traffic', bidStrategy: 'highestValue' }, m.objectiveBidStrategy('Traffic', ['Highest Volume', 'Cost Per Result'])],
    [
      'Leads: Highest Value',
      { objective: 'lead-form', useInstantForms: true, leadForm: { id: '1', name: 'F' }, bidStrategy: 'highestValue' },
      m.objectiveBidStrategy('Leads', ['Highest Volume', 'Cost Per Result', 'Bid Cap']),
    ],
  ])("the objective's strategies: %s is refused at the strategy, naming those it offers", (_name, change, message) => {
    expect(validateLaunch(validDraft(change), ctx).bidStrategy).toEqual([message]);
  });

  it("an import keeps its source's bid strategy and budget type; a duplicate and an existing campaign their allocation", () => {
    const imported = validDraft({ objective: 'traffic', source: importOf(costCap), bidStrategy: 'costPerResult', bidAmount: usd(2.5), budget: usd(40) });
    expect(validateLaunch(imported, ctx)).toEqual({});
    expect(validateLaunch({ ...imported, bidStrategy: 'highestVolume', bidAmount: null }, ctx).bidStrategy).toEqual([
      copyMessages.bidStrategy('costPerResult'),
    ]);
    expect(validateLaunch({ ...imported, budgetMode: 'lifetime', budget: usd(35), endTime: '2026-12-30T10:00:00.000Z' }, ctx).budgetMode).toEqual([
      copyMessages.budgetType('daily'),
    ]);
    const cbo = importDetails({ campaign: { ...costCap.campaign, isCBO: true, budget: 5000 }, adSets: [importedAdSet('1')] });
    const duplicate: LaunchSource = { kind: 'duplicateCampaign', campaignId: '900', read: cbo, own: {}, from: existingSource(null) };
    expect(validateLaunch(validDraft({ objective: 'traffic', source: duplicate, isCBO: false }), ctx).isCBO).toEqual([copyMessages.allocation(true)]);
    expect(validateLaunch(validDraft({ source: existingSource(existingCbo), isCBO: false }), ctx).isCBO).toEqual([
      existingCampaignMessages.allocationLocked(true),
    ]);
  });
});
