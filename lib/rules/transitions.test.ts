import { describe, expect, it } from 'vitest';
import { money } from './currency';
import { campaignModeOf, createsNewAdSets } from './launch-source';
import { account, existingSource, usd, validDraft } from './test-fixtures';
import {
  allowedBidStrategies,
  bidStrategyFromPlatform,
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
const campaign: ExistingCampaign = { id: 'c1', name: 'C', isCBO: false, budgetType: 'daily', budget: null, bidStrategy: null, bidAmount: null };

describe('objective', () => {
  it('objective change resets the campaign and ad set selection', () => {
    const d = setObjective(validDraft({ source: existingSource(campaign, ['a']) }), 'lead-form');
    expect(d.source).toEqual({ kind: 'existing', campaign: null, adSetIds: [], createNewAdSets: true });
  });
  it('a non-website objective turns the shop off and moves highestValue to highestVolume', () => {
    const d = setObjective(validDraft({ shopEnabled: true, bidStrategy: 'highestValue' }), 'lead-form');
    expect([d.shopEnabled, d.bidStrategy, d.useInstantForms]).toEqual([false, 'highestVolume', true]);
  });
  it('traffic: default event, attribution 1c-0v, linkClicks; only highestVolume and costPerResult', () => {
    const d = setObjective(validDraft({ bidStrategy: 'bidCap', bidAmount: usd(3), conversionEvent: null }), 'traffic', [
      ev('my', 'pixel'),
      ev('LANDING_PAGE_VIEW'),
    ]);
    expect(d.attributionSettingId).toBe('1c-0v');
    expect(d.performanceGoal).toBe('linkClicks');
    expect(d.conversionEvent?.id).toBe('LANDING_PAGE_VIEW');
    expect(d.bidStrategy).toBe('highestVolume');
  });
  it('leaving traffic restores attribution 7c-1v', () => {
    const d = setObjective(setObjective(validDraft(), 'traffic'), 'website-conversions');
    expect([d.attributionSettingId, d.performanceGoal]).toEqual(['7c-1v', null]);
  });
  it.each<[Parameters<typeof allowedBidStrategies>[0], boolean, string[]]>([
    ['website-conversions', false, ['highestVolume', 'costPerResult', 'bidCap', 'highestValue']],
    ['website-conversions', true, ['highestVolume', 'highestValue']],
    ['lead-form', false, ['highestVolume', 'costPerResult', 'bidCap']],
    ['traffic', false, ['highestVolume', 'costPerResult']],
  ])('bid strategies for %s (shop %s)', (objective, shop, expected) => {
    expect(allowedBidStrategies(objective, shop)).toEqual(expected);
  });
  it('turning the shop on drops bid cap', () => {
    expect(setShopEnabled(validDraft({ bidStrategy: 'bidCap', bidAmount: usd(2) }), true).bidStrategy).toBe('highestVolume');
  });
  it('the bid amount is cleared for highestVolume', () => {
    expect(setBidStrategy(validDraft({ bidStrategy: 'bidCap', bidAmount: usd(2) }), 'highestVolume').bidAmount).toBeNull();
  });
});

describe('dates and budget mode', () => {
  it('a start moved past the end pushes the end to one hour after the start', () => {
    const d = setStartTime(validDraft(), '2026-11-30T00:00:00.000-05:00', tz);
    expect(d.endTime).toBe('2026-11-30T01:00:00.000-05:00');
  });
  it('a start equal to the end pushes the end', () => {
    const d = setStartTime(validDraft(), '2026-11-29T00:00:00.000-05:00', tz);
    expect(d.endTime).toBe('2026-11-29T01:00:00.000-05:00');
  });
  it('a start before the end keeps the end', () => {
    const d = setStartTime(validDraft(), '2026-11-23T00:00:00.000-05:00', tz);
    expect(d.endTime).toBe('2026-11-29T00:00:00.000-05:00');
  });
  it('switching to lifetime gives 35, back to daily gives 5 and no day parting', () => {
    const lifetime = setBudgetMode(validDraft(), 'lifetime', account);
    expect(lifetime.budget).toEqual(usd(35));
    const withParting = setUseDayParting(lifetime, true);
    expect(withParting.useDayParting).toBe(true);
    const daily = setBudgetMode(withParting, 'daily', account);
    expect([daily.budget, daily.useDayParting]).toEqual([usd(5), false]);
  });
  it("in a yen account the modes' defaults are the account's minimum where the spec's 5 and 35 are below it", () => {
    const yen = { ...account, currency: 'JPY', minDailyBudget: 15000 };
    const draft = validDraft({ budget: money(900000, 'JPY') });
    // 7 days of ¥150 (2026-11-22 to 2026-11-29).
    const lifetime = setBudgetMode(draft, 'lifetime', yen);
    expect(lifetime.budget).toEqual(money(15000 * 7, 'JPY'));
    expect(setBudgetMode(lifetime, 'daily', yen).budget).toEqual(money(15000, 'JPY'));
  });
  it('day parting cannot be turned on with a daily budget', () => {
    expect(setUseDayParting(validDraft(), true).useDayParting).toBe(false);
  });
});

describe('existing campaign', () => {
  it.each<[string | null, string | null]>([
    ['LOWEST_COST_WITHOUT_CAP', 'highestVolume'],
    ['COST_CAP', 'costPerResult'],
    ['LOWEST_COST_WITH_BID_CAP', 'bidCap'],
    ['SOMETHING_ELSE', null],
    [null, null],
  ])('%s maps to %s', (platform, product) => {
    expect(bidStrategyFromPlatform(platform)).toBe(product);
  });
  it('lowest cost optimising for value is Highest Value without a floor (Step 2 and the review say the same)', () => {
    expect(bidStrategyFromPlatform('LOWEST_COST_WITHOUT_CAP', 'VALUE')).toBe('highestValue');
    expect(bidStrategyFromPlatform('LOWEST_COST_WITHOUT_CAP', 'OFFSITE_CONVERSIONS')).toBe('highestVolume');
    expect(bidStrategyFromPlatform('LOWEST_COST_WITH_MIN_ROAS', 'VALUE')).toBe('highestValue');
  });
  it('the first ad set sets the bid strategy with its amount, in the account currency', () => {
    const d = selectExistingCampaign(
      validDraft(),
      campaign,
      [
        { id: 'a1', name: 'A1', bidStrategy: 'COST_CAP', bidAmount: 250 },
        { id: 'a2', name: 'A2', bidStrategy: 'LOWEST_COST_WITH_BID_CAP', bidAmount: 900 },
      ],
      'USD',
    );
    expect([d.bidStrategy, d.bidAmount]).toEqual(['costPerResult', usd(2.5)]);
  });
  it('bid cap from the first ad set', () => {
    const d = selectExistingCampaign(validDraft(), campaign, [{ id: 'a1', name: 'A1', bidStrategy: 'LOWEST_COST_WITH_BID_CAP', bidAmount: 199 }], 'USD');
    expect([d.bidStrategy, d.bidAmount]).toEqual(['bidCap', usd(1.99)]);
  });
  it("an ABO campaign keeps the buyer's budget and its period: a lifetime amount never becomes the same number a day", () => {
    const d = selectExistingCampaign(validDraft({ budgetMode: 'lifetime', budget: usd(300) }), campaign, [], 'USD');
    expect([d.isCBO, d.budgetMode, d.budget]).toEqual([false, 'lifetime', usd(300)]);
  });
  it('the campaign sets CBO, budget type and budget', () => {
    const d = selectExistingCampaign(
      validDraft(),
      { ...campaign, isCBO: true, budgetType: 'lifetime', budget: money(12345, 'USD'), bidStrategy: 'LOWEST_COST_WITHOUT_CAP' },
      [],
      'USD',
    );
    expect([campaignModeOf(d), d.isCBO, d.budgetMode, d.budget, d.bidStrategy, d.bidAmount]).toEqual([
      'existing',
      true,
      'lifetime',
      usd(123.45),
      'highestVolume',
      null,
    ]);
  });
  it("choosing ad sets sets single-ad-set mode; 'Create New Ad Set(s)' or clearing switches to new ad sets", () => {
    const chosen = setExistingAdSets(validDraft({ source: existingSource(campaign) }), ['a1', 'a2'], false);
    expect([chosen.source, chosen.adSetDistribution]).toEqual([existingSource(campaign, ['a1', 'a2']), 'single']);
    expect(createsNewAdSets(setExistingAdSets(chosen, ['a1'], true))).toBe(true);
    expect(setExistingAdSets(chosen, [], false).source).toEqual(existingSource(campaign));
  });
});

describe('assets', () => {
  it('a pixel whose events lack the current one resets to the first valid event', () => {
    const d = setPixel(validDraft({ conversionEvent: ev('LEAD') }), { id: 'px2', name: 'P2' }, [ev('custom1', 'custom'), ev('PURCHASE')]);
    expect(d.conversionEvent?.id).toBe('PURCHASE');
  });
  it('a pixel with the current event keeps it', () => {
    const d = setPixel(validDraft(), { id: 'px2', name: 'P2' }, [ev('LEAD'), ev('PURCHASE')]);
    expect(d.conversionEvent?.id).toBe('PURCHASE');
  });
  it('legacy Instagram accounts are deselected', () => {
    expect(setInstagram(validDraft(), { id: 'ig', name: 'old', isLegacy: true }).instagram).toBeNull();
    expect(setInstagram(validDraft(), { id: 'ig', name: 'pro', isLegacy: false }).instagram?.id).toBe('ig');
  });
  it('a new page clears its lead form and catalog choices', () => {
    const d = setPage(validDraft({ leadForm: { id: 'f', name: 'F' }, catalog: { id: 'c', name: 'C' } }), { id: 'page2', name: 'P2' });
    expect([d.leadForm, d.catalog]).toEqual([null, null]);
  });
});
