import { describe, expect, it } from 'vitest';
import type { ImportDetails } from '../contract/campaigns';
import { prefillFromCampaign } from './campaign-prefill';
import { importDetails, importedCreative, usd, validDraft } from './test-fixtures';

const adSet = (id: string, change: Partial<ImportDetails['adSets'][number]> = {}): ImportDetails['adSets'][number] => ({
  id,
  name: `Ad set ${id}`,
  bidStrategy: 'COST_CAP',
  bidAmount: 250,
  roasAverageFloor: null,
  dailyBudget: 4000,
  lifetimeBudget: null,
  status: 'ACTIVE',
  optimizationGoal: 'LINK_CLICKS',
  promotedObject: { pixelId: null, customEventType: null, pageId: null },
  startTime: null,
  endTime: null,
  targeting: {
    ageMin: 30,
    ageMax: 50,
    genders: ['women'],
    countries: ['CA'],
    interests: [{ id: '6003', name: 'Hiking' }],
    customAudienceIds: [],
    excludedAudienceIds: [],
    advantageAudience: null,
    raw: {},
  },
  ...change,
});
const details = importDetails({
  adSets: [adSet('1'), adSet('2', { name: 'Winners', bidStrategy: 'LOWEST_COST_WITH_BID_CAP', bidAmount: 500, lifetimeBudget: 90000, dailyBudget: null })],
  creatives: [
    importedCreative('a1', { adName: 'A', creativeId: 'c1', link: 'https://north.example/', urlTags: 'utm_source=fb' }),
    importedCreative('a2', { adName: 'B', creativeId: 'c2' }),
  ],
});
const canada = { key: 'CA', name: 'Canada', type: 'country', countryCode: 'CA' } as const;

describe('prefillFromCampaign', () => {
  it("an import: objective, budget, first ad set's bid strategy and targeting, link, the import flags", () => {
    const d = prefillFromCampaign(validDraft(), details, { kind: 'import', accountId: 'act_201' }, [canada], 'USD');
    expect(d).toMatchObject({
      objective: 'traffic',
      campaignMode: 'new',
      isCBO: false,
      budgetMode: 'daily',
      budget: usd(40),
      bidStrategy: 'costPerResult',
      bidAmount: usd(2.5),
      ageMin: 30,
      ageMax: 50,
      gender: 'women',
      locations: [canada],
      interests: [{ id: '6003', name: 'Hiking' }],
      destinationUrl: 'https://north.example/',
      urlTags: 'utm_source=fb',
      campaignName: 'Always On',
      isImportedCampaign: true,
      importedAccountId: 'act_201',
      importedCampaignId: '900',
      duplicateCampaignId: null,
      duplicateAdsetId: null,
    });
  });

  it('a duplicated campaign is a new campaign with the duplicate id; a duplicated ad set stays in the chosen campaign', () => {
    expect(prefillFromCampaign(validDraft(), details, { kind: 'duplicateCampaign' }, [], 'USD')).toMatchObject({
      campaignMode: 'new',
      duplicateCampaignId: '900',
      isImportedCampaign: false,
      campaignName: 'Always On',
    });
    const existing = { id: '900', name: 'Always On', isCBO: false, budgetType: 'daily' as const, budget: null, bidStrategy: null, bidAmount: null };
    const d = prefillFromCampaign(
      validDraft({ campaignMode: 'existing', existingCampaign: existing, existingAdSetIds: ['2'], createNewAdSets: false }),
      details,
      { kind: 'duplicateAdSet', adSetId: '2' },
      [],
      'USD',
    );
    expect(d).toMatchObject({
      campaignMode: 'existing',
      existingCampaign: existing,
      existingAdSetIds: [],
      createNewAdSets: true,
      duplicateAdsetId: '2',
      adSetName: 'Winners',
      bidStrategy: 'bidCap',
      bidAmount: usd(5),
      budgetMode: 'lifetime',
      budget: usd(900),
    });
  });
});
