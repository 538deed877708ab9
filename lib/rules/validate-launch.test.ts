import { describe, expect, it } from 'vitest';
import { account, now, validDraft } from './test-fixtures';
import type { BulkAccount, FieldErrors, LaunchDraft } from './types';
import { isValidTargetRoas, validateLaunch } from './validate-launch';

const ctx = { now, account };
const event = (fbId: string, type: 'standard' | 'custom' | 'pixel' = 'standard') => ({ id: fbId, fbId, name: fbId, type });
const zip = { key: 'US:10001', name: '10001', type: 'zip' as const, countryCode: 'US' };
const existingCbo = { id: 'c1', name: 'C', isCBO: true, budgetType: 'daily' as const, budget: 1000, bidStrategy: 'LOWEST_COST_WITHOUT_CAP', bidAmount: null };
const lifetime = { budgetMode: 'lifetime' as const, budget: 35 };
const account2 = (name: string, change: Partial<BulkAccount> = {}): BulkAccount => ({
  accountId: name,
  name,
  page: { id: 'p', name: 'P' },
  pixel: { id: 'x', name: 'X' },
  instagram: null,
  conversionEvent: event('PURCHASE'),
  leadForm: null,
  destinationUrl: '',
  ...change,
});
const manual = (change: Partial<LaunchDraft>): Partial<LaunchDraft> => ({ advantagePlacement: false, ...change });

describe('§5 launch check', () => {
  it('§5 a complete default draft is allowed', () => {
    expect(validateLaunch(validDraft(), ctx)).toEqual({});
  });

  it.each<[string, Partial<LaunchDraft>, FieldErrors]>([
    // Placements (only when Advantage+ placements are off).
    ['§5 placement: no device', manual({ placementDevices: [] }), { placementDevices: ['Please select at least one device placement.'] }],
    ['§5 placement: no device is fine with Advantage+ placements', { placementDevices: [] }, {}],
    [
      '§5 placement: Audience Network alone',
      manual({ placementPlatforms: { facebook: [], audience_network: ['classic'] } }),
      { placementPlatforms: ['Audience Network placement cannot be selected alone. Please include at least one other platform.'] },
    ],
    [
      '§5 placement: Facebook Story without Facebook Feed or Instagram Story',
      manual({ placementPlatforms: { facebook: ['story'], instagram: ['stream'] } }),
      { placementPlatforms: ['Facebook Story placement requires either Facebook Feed or Instagram Story to be selected.'] },
    ],
    ['§5 placement: Facebook Story with Instagram Story', manual({ placementPlatforms: { facebook: ['story'], instagram: ['story'] } }), {}],
    [
      '§5 placement: Messenger Story without Facebook Feed or Instagram Story',
      manual({ placementPlatforms: { messenger: ['story'], instagram: ['reels'] } }),
      { placementPlatforms: ['Messenger Story placement requires either Facebook Feed or Instagram Story to be selected.'] },
    ],
    ['§5 placement: Messenger Story with Facebook Feed', manual({ placementPlatforms: { messenger: ['story'], facebook: ['feed'] } }), {}],
    // Target ROAS.
    ['§5 target ROAS: highestValue + CBO, 0.01 is fine', { bidStrategy: 'highestValue', isCBO: true, targetRoas: 0.01 }, {}],
    ['§5 target ROAS: highestValue + CBO, 1,000 is fine', { bidStrategy: 'highestValue', isCBO: true, targetRoas: 1000 }, {}],
    ['§5 target ROAS: optional for a new campaign', { bidStrategy: 'highestValue', isCBO: true, targetRoas: null }, {}],
    [
      '§5 target ROAS: above 1,000',
      { bidStrategy: 'highestValue', isCBO: true, targetRoas: 1000.01 },
      { targetRoas: ['Please enter a valid Target ROAS value between 0.01 and 1,000.'] },
    ],
    [
      '§5 target ROAS: 0',
      { bidStrategy: 'highestValue', isCBO: true, targetRoas: 0 },
      { targetRoas: ['Please enter a valid Target ROAS value between 0.01 and 1,000.'] },
    ],
    [
      '§5 target ROAS: not in steps of 0.01',
      { bidStrategy: 'highestValue', isCBO: true, targetRoas: 1.005 },
      { targetRoas: ['Please enter a valid Target ROAS value between 0.01 and 1,000.'] },
    ],
    [
      '§5 target ROAS: required for an existing CBO campaign with highestValue',
      { campaignMode: 'existing', existingCampaign: existingCbo, isCBO: true, bidStrategy: 'highestValue', targetRoas: null },
      { targetRoas: ['Please enter a valid Target ROAS value between 0.01 and 1,000.'] },
    ],
    [
      '§5 target ROAS: given for an existing CBO campaign',
      { campaignMode: 'existing', existingCampaign: existingCbo, isCBO: true, bidStrategy: 'highestValue', targetRoas: 2.5 },
      {},
    ],
    // Highest Volume cannot carry a ROAS floor on the platform: not asked for, and a stale value is not checked.
    [
      'target ROAS: not asked for an existing CBO campaign with highestVolume',
      { campaignMode: 'existing', existingCampaign: existingCbo, isCBO: true, bidStrategy: 'highestVolume', targetRoas: null },
      {},
    ],
    ['target ROAS: ignored with highestVolume', { bidStrategy: 'highestVolume', targetRoas: 0 }, {}],
    // Bid amounts.
    [
      '§5 bid: bid cap below 1',
      { bidStrategy: 'bidCap', bidAmount: 0.99 },
      { bidAmount: ['Please enter a valid bid amount of at least $1.00 for bid cap strategy.'] },
    ],
    [
      '§5 bid: bid cap missing',
      { bidStrategy: 'bidCap', bidAmount: null },
      { bidAmount: ['Please enter a valid bid amount of at least $1.00 for bid cap strategy.'] },
    ],
    ['§5 bid: bid cap of 1', { bidStrategy: 'bidCap', bidAmount: 1 }, {}],
    [
      '§5 bid: cost per result below 1',
      { bidStrategy: 'costPerResult', bidAmount: 0.5 },
      { bidAmount: ['Please enter a valid bid amount of at least $1.00 for cost per result strategy.'] },
    ],
    ['§5 bid: highestVolume ignores the amount', { bidStrategy: 'highestVolume', bidAmount: 0 }, {}],
    // Lead form and destination URL.
    [
      '§5 lead form: instant forms without a form',
      { objective: 'lead-form', useInstantForms: true, pixel: null, conversionEvent: null },
      { leadForm: ['Please select a lead form.'] },
    ],
    [
      '§5 lead form: instant forms need no URL, pixel or event',
      { objective: 'lead-form', useInstantForms: true, leadForm: { id: 'f', name: 'F' }, pixel: null, conversionEvent: null, destinationUrl: '' },
      {},
    ],
    ['§5 destination URL: missing', { destinationUrl: '' }, { destinationUrl: ['Please enter a valid destination URL.'] }],
    ['§5 destination URL: no protocol', { destinationUrl: 'acme.example.com' }, { destinationUrl: ['Please enter a valid destination URL.'] }],
    [
      '§5 destination URL: lead objective without instant forms',
      { objective: 'lead-form', conversionEvent: event('LEAD'), destinationUrl: 'ftp://x.com' },
      { destinationUrl: ['Please enter a valid destination URL.'] },
    ],
    // Conversion events.
    ['§5 conversion event: missing', { conversionEvent: null }, { conversionEvent: ['Please select a conversion event.'] }],
    ['§5 conversion event: traffic needs none and no pixel', { objective: 'traffic', conversionEvent: null, pixel: null, attributionSettingId: '1c-0v' }, {}],
    [
      '§5 conversion event: lead objective refuses Purchase',
      { objective: 'lead-form', conversionEvent: event('PURCHASE') },
      { conversionEvent: ['This conversion event is not compatible with your campaign settings. Please select a different conversion event.'] },
    ],
    ...[
      'COMPLETE_REGISTRATION',
      'COMPLETE_TUTORIAL',
      'CONTACT',
      'FIND_LOCATION',
      'LEAD',
      'SCHEDULE',
      'SEARCH',
      'START_TRIAL',
      'SUBMIT_APPLICATION',
      'SUBSCRIBE',
      'CONTENT_VIEW',
    ].map((e): [string, Partial<LaunchDraft>, FieldErrors] => [
      `§5 conversion event: lead objective allows ${e}`,
      { objective: 'lead-form', conversionEvent: event(e) },
      {},
    ]),
    [
      '§5 conversion event: lead objective refuses a pixel event',
      { objective: 'lead-form', conversionEvent: event('my_event', 'pixel') },
      { conversionEvent: ['This conversion event is not compatible with your campaign settings. Please select a different conversion event.'] },
    ],
    [
      '§5 conversion event: highestValue requires Purchase',
      { bidStrategy: 'highestValue', conversionEvent: event('ADD_TO_CART') },
      { conversionEvent: ['This conversion event is not compatible with your campaign settings. Please select a different conversion event.'] },
    ],
    [
      '§5 conversion event: Website + Shop requires Purchase',
      { shopEnabled: true, catalog: { id: 'c', name: 'C' }, productSet: { id: 's', name: 'S' }, conversionEvent: event('ADD_TO_CART') },
      { conversionEvent: ['Purchase is mandatory for Website + Shop campaigns.'] },
    ],
    // Shop.
    [
      '§5 shop: bid cap not supported',
      { shopEnabled: true, catalog: { id: 'c', name: 'C' }, productSet: { id: 's', name: 'S' }, bidStrategy: 'bidCap', bidAmount: 2 },
      { bidStrategy: ['This bid strategy is not supported for shop ads.'] },
    ],
    [
      '§5 shop: cost per result not supported',
      { shopEnabled: true, catalog: { id: 'c', name: 'C' }, productSet: { id: 's', name: 'S' }, bidStrategy: 'costPerResult', bidAmount: 2 },
      { bidStrategy: ['This bid strategy is not supported for shop ads.'] },
    ],
    [
      '§5 shop: catalog and product required',
      { shopEnabled: true },
      { catalog: ['Please select a catalog.'], product: ['Please select a product or product set.'] },
    ],
    [
      '§5 shop: not both product and set',
      { shopEnabled: true, catalog: { id: 'c', name: 'C' }, product: { id: 'p', name: 'P' }, productSet: { id: 's', name: 'S' } },
      { product: ['Please select either a product or a product set, not both.'] },
    ],
    [
      '§5 shop: product with no stock',
      { shopEnabled: true, catalog: { id: 'c', name: 'C' }, product: { id: 'p', name: 'P', inventory: 0 } },
      { product: ['No stock'] },
    ],
    ['§5 shop: product in stock', { shopEnabled: true, catalog: { id: 'c', name: 'C' }, product: { id: 'p', name: 'P', inventory: 3 } }, {}],
    // Display link, UTMs.
    [
      '§5 display link: with protocol',
      { displayLink: 'https://shop.acme.com' },
      { displayLink: ["Use a domain format like 'shop.acme.com' without http:// or https://"] },
    ],
    ['§5 display link: not a domain', { displayLink: 'acme' }, { displayLink: ["Use a domain format like 'example.com' without http:// or https://"] }],
    ['§5 display link: domain with path', { displayLink: 'acme.com/sale' }, {}],
    ['§5 UTMs: 512 characters', { urlTags: 'u'.repeat(512) }, {}],
    ['§5 UTMs: 513 characters', { urlTags: 'u'.repeat(513) }, { urlTags: ['Tracking parameters must be at most 512 characters.'] }],
    // Budget (the launch reading: lifetime at least 6).
    ['§5 budget: daily 0.99', { budget: 0.99 }, { budget: ['Please enter a valid budget.'] }],
    ['§5 budget: empty', { budget: null }, { budget: ['Please enter a valid budget.'] }],
    ['§5 budget: lifetime 6 passes at launch', { ...lifetime, budget: 6 }, {}],
    ['§5 budget: lifetime 5.99', { ...lifetime, budget: 5.99 }, { budget: ['Please enter a valid budget.'] }],
    // Locations and dates.
    ['§5 locations: none', { locations: [] }, { locations: ['Please select at least one location.'] }],
    ['§5 locations: none but a saved audience', { locations: [], savedAudience: { id: 'sa', name: 'SA' } }, {}],
    ['§5 dates: no start (daily)', { startTime: null }, { startTime: ['Please select a start date.'] }],
    ['§5 dates: no end (lifetime)', { ...lifetime, endTime: null }, { endTime: ['Please select a start and end date.'] }],
    ['§5 dates: no start (lifetime)', { ...lifetime, startTime: null }, { startTime: ['Please select a start and end date.'] }],
    ['§5 dates: start in the past', { startTime: '2026-11-21T06:00:00.000-05:00' }, { startTime: ['The start date cannot be in the past.'] }],
    [
      '§5 dates: end 59 minutes after start',
      { ...lifetime, endTime: '2026-11-22T00:59:00.000-05:00' },
      { endTime: ['The end date must be at least 1 hour after the start date.'] },
    ],
    ['§5 dates: end exactly 1 hour after start', { ...lifetime, endTime: '2026-11-22T01:00:00.000-05:00' }, {}],
    ['§5 dates: a daily budget ignores the end', { endTime: '2026-11-21T00:00:00.000-05:00' }, {}],
    // Page, pixel, Instagram.
    ['§5 page: missing', { page: null }, { page: ['Please select a Facebook page.'] }],
    ['§5 pixel: missing', { pixel: null }, { pixel: ['Please select a pixel.'] }],
    [
      '§5 pixel: lead objective without instant forms needs one',
      { objective: 'lead-form', conversionEvent: event('LEAD'), pixel: null },
      { pixel: ['Please select a pixel.'] },
    ],
    [
      '§5 Instagram: a legacy account cannot be chosen',
      { instagram: { id: 'ig', name: 'old', isLegacy: true } },
      {
        instagram: [
          'This Instagram account does not meet current advertising requirements. Please convert it to a Professional account (Business or Creator).',
        ],
      },
    ],
    // Financial Products & Services.
    [
      '§5 financial: age other than 18-65',
      {
        isAdCategorized: true,
        adCategory: 'FINANCIAL_PRODUCTS_SERVICES',
        adCategoryLocations: [{ key: 'US', name: 'United States', type: 'country' }],
        ageMin: 25,
      },
      { ageMin: ["For Financial Products & Services ads, the age range must be 18-65+ per the platform's policy."] },
    ],
    [
      '§5 financial: zip locations and excluded locations',
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
      '§5 financial: other categories allow zips',
      { isAdCategorized: true, adCategory: 'HOUSING', adCategoryLocations: [{ key: 'US', name: 'United States', type: 'country' }], locations: [zip] },
      {},
    ],
    // Day parting.
    [
      '§5 day parting: only with lifetime budgets',
      { useDayParting: true, dayPartingSchedule: { Mon: [{ start: 9, end: 17 }] } },
      { useDayParting: ['Ad scheduling is only available with lifetime budgets.'] },
    ],
    ['§5 day parting: lifetime with hours', { ...lifetime, useDayParting: true, dayPartingSchedule: { Mon: [{ start: 9, end: 17 }] } }, {}],
    [
      '§5 day parting: lifetime without hours',
      { ...lifetime, useDayParting: true, dayPartingSchedule: {} },
      { dayPartingSchedule: ['Please select at least one hour for ad scheduling.'] },
    ],
    // Step 1 rules are part of the launch check.
    [
      '§5 step 1 rules also refuse the launch',
      { multiAccount: true, bulkAccounts: [account2('A')] },
      { bulkAccounts: ['You must select at least 2 accounts for multi-launch campaign.'] },
    ],
  ])('%s', (_name, change, expected) => {
    expect(validateLaunch(validDraft(change), ctx)).toEqual(expected);
  });

  it.each<[string, Partial<LaunchDraft>, string[]]>([
    ['§5 bulk: ready accounts', {}, []],
    [
      '§5 bulk: missing pixel, page and event',
      { bulkAccounts: [account2('A', { pixel: null }), account2('B', { page: null, conversionEvent: null })] },
      ['Please select a pixel for account: A', 'Please select a Facebook page for account: B', 'Please select a conversion event for account: B'],
    ],
    [
      '§5 bulk: lead form per account with instant forms',
      { objective: 'lead-form', useInstantForms: true, leadForm: { id: 'f', name: 'F' }, conversionEvent: null, pixel: null },
      ['Please select a lead form for account: A', 'Please select a lead form for account: B'],
    ],
    [
      '§5 bulk: lead objective incompatible event per account',
      { objective: 'lead-form', conversionEvent: event('LEAD'), bulkAccounts: [account2('A', { conversionEvent: event('LEAD') }), account2('B')] },
      ['This conversion event is not compatible with lead form campaigns for account: B'],
    ],
  ])('%s', (_name, change, messages) => {
    const draft = validDraft({ multiAccount: true, bulkAccounts: [account2('A'), account2('B')], ...change });
    expect(validateLaunch(draft, ctx).bulkAccounts ?? []).toEqual(messages);
  });

  it.each<[number, boolean]>([
    [0.01, true],
    [1000, true],
    [3.14, true],
    [0.005, false],
    [1000.01, false],
    [Number.NaN, false],
  ])('§5 target ROAS %s valid: %s', (value, ok) => {
    expect(isValidTargetRoas(value)).toBe(ok);
  });
});
