import { describe, expect, it } from 'vitest';
import { account, validDraft } from './test-fixtures';
import {
  allowedBidStrategies,
  bidStrategyFromPlatform,
  resetCopyAndImport,
  selectExistingCampaign,
  setBidStrategy,
  setBudgetMode,
  setExistingAdSets,
  setInstagram,
  setObjective,
  setPage,
  setPixel,
  setShopEnabled,
  setStartTime,
  setUseDayParting,
} from './transitions';
import type { ConversionEvent, ExistingCampaign } from './types';

const tz = account.timezoneName;
const ev = (fbId: string, type: ConversionEvent['type'] = 'standard'): ConversionEvent => ({ id: fbId, fbId, name: fbId, type });
const campaign: ExistingCampaign = { id: 'c1', name: 'C', isCBO: false, budgetType: 'daily', budget: 1000, bidStrategy: null, bidAmount: null };

describe('§4 objective', () => {
  it('§4 objective change resets the campaign and ad set selection', () => {
    const d = setObjective(validDraft({ campaignMode: 'existing', existingCampaign: campaign, existingAdSetIds: ['a'], createNewAdSets: false }), 'lead-form');
    expect([d.existingCampaign, d.existingAdSetIds, d.createNewAdSets]).toEqual([null, [], true]);
  });
  it('§4 a non-website objective turns the shop off and moves highestValue to highestVolume', () => {
    const d = setObjective(validDraft({ shopEnabled: true, bidStrategy: 'highestValue' }), 'lead-form');
    expect([d.shopEnabled, d.bidStrategy, d.useInstantForms]).toEqual([false, 'highestVolume', true]);
  });
  it('§4 traffic: default event, attribution 1c-0v, linkClicks; only highestVolume and costPerResult', () => {
    const d = setObjective(validDraft({ bidStrategy: 'bidCap', bidAmount: 3, conversionEvent: null }), 'traffic', [ev('my', 'pixel'), ev('LANDING_PAGE_VIEW')]);
    expect(d.attributionSettingId).toBe('1c-0v');
    expect(d.performanceGoal).toBe('linkClicks');
    expect(d.conversionEvent?.id).toBe('LANDING_PAGE_VIEW');
    expect(d.bidStrategy).toBe('highestVolume');
  });
  it('§4 leaving traffic restores attribution 7c-1v', () => {
    const d = setObjective(setObjective(validDraft(), 'traffic'), 'website-conversions');
    expect([d.attributionSettingId, d.performanceGoal]).toEqual(['7c-1v', null]);
  });
  it.each<[Parameters<typeof allowedBidStrategies>[0], boolean, string[]]>([
    ['website-conversions', false, ['highestVolume', 'costPerResult', 'bidCap', 'highestValue']],
    ['website-conversions', true, ['highestVolume', 'highestValue']],
    ['lead-form', false, ['highestVolume', 'costPerResult', 'bidCap']],
    ['traffic', false, ['highestVolume', 'costPerResult']],
  ])('§4 bid strategies for %s (shop %s)', (objective, shop, expected) => {
    expect(allowedBidStrategies(objective, shop)).toEqual(expected);
  });
  it('§5 turning the shop on drops bid cap', () => {
    expect(setShopEnabled(validDraft({ bidStrategy: 'bidCap', bidAmount: 2 }), true).bidStrategy).toBe('highestVolume');
  });
  it('§5 the bid amount is cleared for highestVolume', () => {
    expect(setBidStrategy(validDraft({ bidStrategy: 'bidCap', bidAmount: 2 }), 'highestVolume').bidAmount).toBeNull();
  });
});

describe('§4 dates and budget mode', () => {
  it('§4 a start moved past the end pushes the end to one hour after the start', () => {
    const d = setStartTime(validDraft(), '2026-11-30T00:00:00.000-05:00', tz);
    expect(d.endTime).toBe('2026-11-30T01:00:00.000-05:00');
  });
  it('§4 a start equal to the end pushes the end', () => {
    const d = setStartTime(validDraft(), '2026-11-29T00:00:00.000-05:00', tz);
    expect(d.endTime).toBe('2026-11-29T01:00:00.000-05:00');
  });
  it('§4 a start before the end keeps the end', () => {
    const d = setStartTime(validDraft(), '2026-11-23T00:00:00.000-05:00', tz);
    expect(d.endTime).toBe('2026-11-29T00:00:00.000-05:00');
  });
  it('§4/§9 switching to lifetime gives 35, back to daily gives 5 and no day parting', () => {
    const lifetime = setBudgetMode(validDraft(), 'lifetime');
    expect(lifetime.budget).toBe(35);
    const withParting = setUseDayParting(lifetime, true);
    expect(withParting.useDayParting).toBe(true);
    const daily = setBudgetMode(withParting, 'daily');
    expect([daily.budget, daily.useDayParting]).toEqual([5, false]);
  });
  it('§5 day parting cannot be turned on with a daily budget', () => {
    expect(setUseDayParting(validDraft(), true).useDayParting).toBe(false);
  });
});

describe('§4 existing campaign', () => {
  it.each<[string | null, string | null]>([
    ['LOWEST_COST_WITHOUT_CAP', 'highestVolume'],
    ['COST_CAP', 'costPerResult'],
    ['LOWEST_COST_WITH_BID_CAP', 'bidCap'],
    ['SOMETHING_ELSE', null],
    [null, null],
  ])('§4 %s maps to %s', (platform, product) => {
    expect(bidStrategyFromPlatform(platform)).toBe(product);
  });
  it('§4 the first ad set sets the bid strategy with amount / 100', () => {
    const d = selectExistingCampaign(validDraft(), campaign, [
      { id: 'a1', name: 'A1', bidStrategy: 'COST_CAP', bidAmount: 250 },
      { id: 'a2', name: 'A2', bidStrategy: 'LOWEST_COST_WITH_BID_CAP', bidAmount: 900 },
    ]);
    expect([d.bidStrategy, d.bidAmount]).toEqual(['costPerResult', 2.5]);
  });
  it('§4 bid cap from the first ad set', () => {
    const d = selectExistingCampaign(validDraft(), campaign, [{ id: 'a1', name: 'A1', bidStrategy: 'LOWEST_COST_WITH_BID_CAP', bidAmount: 199 }]);
    expect([d.bidStrategy, d.bidAmount]).toEqual(['bidCap', 1.99]);
  });
  it('§4 the campaign sets CBO, budget type and budget (cents / 100)', () => {
    const d = selectExistingCampaign(
      validDraft(),
      { ...campaign, isCBO: true, budgetType: 'lifetime', budget: 12345, bidStrategy: 'LOWEST_COST_WITHOUT_CAP' },
      [],
    );
    expect([d.campaignMode, d.isCBO, d.budgetMode, d.budget, d.bidStrategy, d.bidAmount]).toEqual([
      'existing',
      true,
      'lifetime',
      123.45,
      'highestVolume',
      null,
    ]);
  });
  it("§4 choosing ad sets sets single-ad-set mode; 'Create New Ad Set(s)' or clearing switches to new ad sets", () => {
    const chosen = setExistingAdSets(validDraft(), ['a1', 'a2'], false);
    expect([chosen.existingAdSetIds, chosen.createNewAdSets, chosen.adSetDistribution]).toEqual([['a1', 'a2'], false, 'single']);
    expect(setExistingAdSets(chosen, ['a1'], true).createNewAdSets).toBe(true);
    expect(setExistingAdSets(chosen, [], false)).toMatchObject({ existingAdSetIds: [], createNewAdSets: true });
  });
  it('§4 closing resets the copy and import flags', () => {
    const d = resetCopyAndImport(validDraft({ isImportedCampaign: true, importedCampaignId: 'x', duplicateCampaignId: 'y' }));
    expect([d.isImportedCampaign, d.importedCampaignId, d.duplicateCampaignId]).toEqual([false, null, null]);
  });
});

describe('§4 assets', () => {
  it('§4 a pixel whose events lack the current one resets to the first valid event', () => {
    const d = setPixel(validDraft({ conversionEvent: ev('LEAD') }), { id: 'px2', name: 'P2' }, [ev('custom1', 'custom'), ev('PURCHASE')]);
    expect(d.conversionEvent?.id).toBe('PURCHASE');
  });
  it('§4 a pixel with the current event keeps it', () => {
    const d = setPixel(validDraft(), { id: 'px2', name: 'P2' }, [ev('LEAD'), ev('PURCHASE')]);
    expect(d.conversionEvent?.id).toBe('PURCHASE');
  });
  it('§4 legacy Instagram accounts are deselected', () => {
    expect(setInstagram(validDraft(), { id: 'ig', name: 'old', isLegacy: true }).instagram).toBeNull();
    expect(setInstagram(validDraft(), { id: 'ig', name: 'pro', isLegacy: false }).instagram?.id).toBe('ig');
  });
  it('§4 a new page clears its lead form and catalog choices', () => {
    const d = setPage(validDraft({ leadForm: { id: 'f', name: 'F' }, catalog: { id: 'c', name: 'C' } }), { id: 'page2', name: 'P2' });
    expect([d.leadForm, d.catalog]).toEqual([null, null]);
  });
});
