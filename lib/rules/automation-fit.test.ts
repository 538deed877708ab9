import { describe, expect, it } from 'vitest';
import type { AutomationRule } from '../contract/automations';
import { automationErrors, automationLaunchOf, automationMisfit, ruleLevelOf, type AutomationLaunch, type FitAutomation } from './automation-fit';
import { ruleSummary } from './automation-words';
import { money } from './currency';
import { validDraft } from './test-fixtures';
import type { BulkAccount, ExistingCampaign, LaunchDraft } from './types';

// Whether an automation can join a launch (docs/automations.md#attaching-to-a-launch): the currency of its amounts
// against each ad account's, whole amounts in a currency without cents, a budget change on a launch with a budget of
// its own; and where each of its rules acts.

const pause: AutomationRule = { metric: 'cpa', operator: 'gt', value: 4000, window: 'last_3_days', action: 'pause' };
const raise: AutomationRule = {
  metric: 'roas',
  operator: 'gt',
  value: 3,
  window: 'last_7_days',
  action: 'increase_budget',
  actionUnit: 'percent',
  actionValue: 20,
};
const auto = (change: Partial<FitAutomation> = {}): FitAutomation => ({ automationName: 'Stop losers', rules: [pause], currency: 'USD', ...change });
const existing = (isCBO: boolean): ExistingCampaign => ({
  id: '120001',
  name: 'Existing',
  isCBO,
  budgetType: 'daily',
  budget: money(5000, 'USD'),
  bidStrategy: null,
  bidAmount: null,
});
const launchOf = (change: Partial<LaunchDraft> = {}, currency = 'USD'): AutomationLaunch => automationLaunchOf(validDraft(change), { currency });
const intoCampaign = (isCBO: boolean, adSetIds: string[] = []): Partial<LaunchDraft> => ({
  source: { kind: 'existing', campaign: existing(isCBO), adSetIds, createNewAdSets: adSetIds.length === 0 },
  isCBO,
});

describe('an automation joining a launch', () => {
  it('joins a launch in the currency of its amounts', () => {
    expect(automationMisfit(auto(), launchOf())).toBeNull();
    expect(automationMisfit(auto({ currency: 'JPY', rules: [{ ...pause, value: 500000 }] }), launchOf({}, 'JPY'))).toBeNull();
  });

  it('is refused in an ad account of another currency, naming both', () => {
    expect(automationMisfit(auto(), launchOf({}, 'JPY'))).toBe(
      'Stop losers: its amounts are in USD; this ad account pays in JPY. Attach an automation in JPY.',
    );
    // A budget change by amount, or a budget limit, is an amount too.
    const byAmount = auto({ rules: [{ ...raise, metric: 'ctr', actionUnit: 'amount', actionValue: 500 }] });
    expect(automationMisfit(byAmount, launchOf({}, 'EUR'))).toContain('its amounts are in USD; this ad account pays in EUR');
    const limited = auto({ rules: [{ ...raise, actionLimit: 50000 }] });
    expect(automationMisfit(limited, launchOf({}, 'EUR'))).toContain('its amounts are in USD');
  });

  it('joins any currency when it holds no amount (CTR, ROAS, a budget change by percent without a limit)', () => {
    const noAmounts = auto({ rules: [{ ...pause, metric: 'ctr', value: 1.5 }, raise], currency: null });
    expect(automationMisfit(noAmounts, launchOf({}, 'JPY'))).toBeNull();
  });

  it('is refused in each account of a Multi Account Launch that pays in another currency, naming that account', () => {
    const bulk = (name: string, currency: string) => ({ accountId: `act_${name}`, name, currency }) as BulkAccount;
    const launch = launchOf({ multiAccount: true, bulkAccounts: [bulk('Austin', 'USD'), bulk('Tokyo', 'JPY')] });
    expect(automationMisfit(auto(), launch)).toBe('Stop losers: its amounts are in USD; the ad account Tokyo pays in JPY. Attach an automation in JPY.');
  });

  it('is refused when its amounts were saved without a currency: never read as the account’s', () => {
    expect(automationMisfit(auto({ currency: null }), launchOf())).toBe(
      'Stop losers: its amounts were saved before automations had a currency. Edit it on the Automations page and enter its amounts again.',
    );
  });

  it('is refused with a fraction of a yen (¥40.50 is no amount of JPY), and joins at ¥40', () => {
    const yen = (value: number) => auto({ currency: 'JPY', rules: [{ ...pause, value }] });
    expect(automationMisfit(yen(4050), launchOf({}, 'JPY'))).toBe(
      'Stop losers: its amounts are not whole amounts of JPY, which has no cents. Edit it on the Automations page.',
    );
    expect(automationMisfit(yen(4000), launchOf({}, 'JPY'))).toBeNull();
  });

  it("changes the launch's own budget: its campaign's with a campaign budget, else its ad sets'", () => {
    const scale = auto({ automationName: 'Scale winners', rules: [raise] });
    expect(automationMisfit(scale, launchOf({ isCBO: true }))).toBeNull();
    expect(ruleLevelOf(raise, launchOf({ isCBO: true }))).toBe('campaign');
    expect(ruleLevelOf(raise, launchOf({ isCBO: false }))).toBe('adsets');
    // An existing campaign without a campaign budget: the new ad sets' own budgets.
    expect(ruleLevelOf(raise, launchOf(intoCampaign(false)))).toBe('adsets');
    expect(automationMisfit(scale, launchOf(intoCampaign(false)))).toBeNull();
  });

  it("is refused when it changes a budget the launch does not have: an existing campaign's budget, or existing ad sets'", () => {
    const scale = auto({ automationName: 'Scale winners', rules: [pause, raise] });
    expect(automationMisfit(scale, launchOf(intoCampaign(true)))).toBe(
      "Scale winners changes a budget, and this launch has none of its own: its budget is the existing campaign's (a campaign budget). Remove it from this launch.",
    );
    expect(automationMisfit(scale, launchOf(intoCampaign(false, ['130001'])))).toBe(
      "Scale winners changes a budget, and this launch has none of its own: its budget is the existing ad sets'. Remove it from this launch.",
    );
    expect(ruleLevelOf(raise, launchOf(intoCampaign(true)))).toBeNull();
    // Pausing needs no budget: it watches the ads made in existing ad sets.
    expect(automationMisfit(auto(), launchOf(intoCampaign(true, ['130001'])))).toBeNull();
    expect(ruleLevelOf(pause, launchOf(intoCampaign(true, ['130001'])))).toBe('ads');
    expect(ruleLevelOf(pause, launchOf())).toBe('adsets');
  });

  it('holds the launch at automationIds with the reason of each that cannot join', () => {
    const other = auto({ automationName: 'Yen rule', currency: 'JPY' });
    const third = auto({ automationName: 'Euro rule', currency: 'EUR' });
    expect(automationErrors([auto(), other, third], launchOf())).toEqual({
      automationIds: [
        'Yen rule: its amounts are in JPY; this ad account pays in USD. Attach an automation in USD.',
        'Euro rule: its amounts are in EUR; this ad account pays in USD. Attach an automation in USD.',
      ],
    });
    expect(automationErrors([auto()], launchOf())).toEqual({});
  });
});

describe('a rule in words', () => {
  it('reads its amounts in its currency, and one saved without a currency as an amount to enter again', () => {
    expect(ruleSummary(pause, 'USD')).toBe('Pause when cost per result is greater than $40.00 (last 3 days)');
    expect(ruleSummary({ ...pause, value: 500000 }, 'JPY')).toBe('Pause when cost per result is greater than ¥5,000 (last 3 days)');
    expect(ruleSummary(pause, null)).toBe('Pause when cost per result is greater than an amount to enter again (last 3 days)');
    expect(ruleSummary({ ...raise, actionLimit: 50000 }, 'USD')).toBe(
      'Increase budget by 20% (up to $500.00) when purchase roas is greater than 3 (last 7 days)',
    );
  });
});
