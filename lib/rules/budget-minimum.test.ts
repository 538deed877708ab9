import { describe, expect, it } from 'vitest';
import { accountBudgetError, billingEventOf, capBidError, capBudgetError, defaultBudget, SALVO_BILLING_EVENT } from './budget-minimum';
import { money } from './currency';
import { capBudgetMessages } from './messages';
import { account, campaignSource, existingSource, importedAdSet, importDetails, now, usd, validDraft } from './test-fixtures';
import type { AdAccountContext, LaunchDraft } from './types';
import { validateLaunch } from './validate-launch';

// The platform's minimum budgets as Salvo holds a launch to them: the class of what its ad sets are charged for
// (impressions for every goal Salvo launches, a duplicated ad set's own event), and five times a cap or cost target.

/** A dollar account as minimum_budgets answers it: $1 for impressions, $5 for clicks, $40 for app installs. */
const dollars: AdAccountContext = {
  ...account,
  minDailyBudget: 100,
  minDailyBudgets: { impressions: 100, highFrequency: 500, lowFrequency: 4000, videoViews: 500 },
};
const yen: AdAccountContext = {
  ...dollars,
  currency: 'JPY',
  minDailyBudgets: { impressions: 15000, highFrequency: 75000, lowFrequency: 600000, videoViews: 75000 },
};

/** A duplicated ad set of the campaign source, charged for `billingEvent`. */
function duplicateOf(billingEvent: string | null): Pick<LaunchDraft, 'source'> {
  const read = importDetails({ adSets: [importedAdSet('7', { billingEvent })] });
  return { source: { kind: 'duplicateAdSet', campaign: null, adSetId: '7', read, own: {}, from: existingSource(null, []) } };
}

describe('the minimum of what the ad sets are charged for', () => {
  it('is the impressions minimum for every goal Salvo launches: $1 to $4.99 a day are budgets the platform takes', () => {
    for (const objective of ['website-conversions', 'lead-form', 'traffic'] as const) {
      const draft = validDraft({ objective, budget: usd(3) });
      expect(accountBudgetError(draft, dollars), objective).toBeNull();
      expect(accountBudgetError({ ...draft, budget: usd(0.99) }, dollars)).toMatch(/^The minimum daily budget for .+ ads in this ad account is \$1\.00\.$/);
    }
    expect(billingEventOf(validDraft())).toBe(SALVO_BILLING_EVENT);
    expect(validateLaunch(validDraft({ budget: usd(3) }), { now, account: dollars })).toEqual({});
  });

  it("is a duplicated ad set's own: its copy keeps what it is charged for", () => {
    const clicks = { ...validDraft({ budget: usd(3) }), ...duplicateOf('LINK_CLICKS') };
    expect(accountBudgetError(clicks, dollars)).toBe('The minimum daily budget for Website Conversions ads in this ad account is $5.00.');
    expect(accountBudgetError({ ...clicks, budget: usd(5) }, dollars)).toBeNull();
    expect(accountBudgetError({ ...validDraft({ budget: usd(39) }), ...duplicateOf('APP_INSTALLS') }, dollars)).toContain('$40.00');
    // Not said by the platform: Salvo's own event.
    expect(accountBudgetError({ ...validDraft({ budget: usd(3) }), ...duplicateOf(null) }, dollars)).toBeNull();
    expect(billingEventOf(validDraft({ source: { ...duplicateOf('THRUPLAY').source } }))).toBe('THRUPLAY');
    // A duplicated campaign makes new ad sets: Salvo's event.
    expect(billingEventOf({ source: { kind: 'duplicateCampaign', campaignId: '900', read: campaignSource, own: {}, from: existingSource(null, []) } })).toBe(
      SALVO_BILLING_EVENT,
    );
  });

  it("holds a lifetime budget to it for each day, in the account's currency; the default is the spec's 5 or the minimum", () => {
    const week = { budgetMode: 'lifetime' as const, startTime: '2026-12-01T00:00:00.000-05:00', endTime: '2026-12-08T00:00:00.000-05:00' };
    expect(accountBudgetError(validDraft({ ...week, budget: usd(7) }), dollars)).toBeNull();
    expect(accountBudgetError(validDraft({ ...week, budget: usd(6.99) }), dollars)).toBe(
      'A lifetime budget over 7 days needs at least $7.00 for Website Conversions ads in this ad account ($1.00 a day).',
    );
    expect(accountBudgetError(validDraft({ budget: money(14900, 'JPY') }), yen)).toContain('¥150');
    expect(defaultBudget('daily', yen, validDraft())).toEqual(money(15000, 'JPY'));
    expect(defaultBudget('daily', yen, { ...validDraft(), ...duplicateOf('LINK_CLICKS') })).toEqual(money(75000, 'JPY'));
    expect(defaultBudget('daily', dollars, validDraft())).toEqual(usd(5));
  });
});

describe('five times a cap or cost target a day', () => {
  const capped = (change: Partial<LaunchDraft>) => validDraft({ bidStrategy: 'costPerResult', bidAmount: usd(5), ...change });

  it('refuses a $20 budget with a $5 cost cap at the budget and at the bid, with the figures', () => {
    const draft = capped({ budget: usd(20) });
    expect(capBudgetError(draft, 'USD')).toBe(capBudgetMessages.budget('costPerResult', '$5.00', '$25.00', 1));
    expect(capBidError(draft, 'USD')).toBe(capBudgetMessages.bid('costPerResult', '$20.00', '$4.00', 1));
    expect(validateLaunch(draft, { now, account: dollars })).toEqual({
      budget: ['With a cost per result goal of $5.00, the daily budget must be at least $25.00: the platform asks for 5 times the bid a day.'],
      bidAmount: ['With a daily budget of $20.00, the cost per result goal can be at most $4.00: the platform asks for a budget of 5 times the bid a day.'],
    });
    expect(validateLaunch(capped({ budget: usd(25) }), { now, account: dollars })).toEqual({});
    expect(validateLaunch(capped({ budget: usd(20), bidAmount: usd(4) }), { now, account: dollars })).toEqual({});
  });

  it('holds a lifetime budget to it for each day; a bid cap too; lowest cost and Highest Value have no bid to hold', () => {
    const week = { budgetMode: 'lifetime' as const, startTime: '2026-12-01T00:00:00.000-05:00', endTime: '2026-12-08T00:00:00.000-05:00' };
    const draft = capped({ ...week, bidStrategy: 'bidCap', budget: usd(100) });
    expect(capBudgetError(draft, 'USD')).toBe(capBudgetMessages.budget('bidCap', '$5.00', '$175.00', 7));
    // $100 over 7 days is $14.28 a day: a bid of at most $2.85, whole cents.
    expect(capBidError(draft, 'USD')).toBe(capBudgetMessages.bid('bidCap', '$100.00', '$2.85', 7));
    expect(capBudgetError({ ...draft, budget: usd(175) }, 'USD')).toBeNull();
    expect(capBudgetError(capped({ bidStrategy: 'highestVolume', budget: usd(1) }), 'USD')).toBeNull();
    expect(capBudgetError(capped({ bidStrategy: 'highestValue', budget: usd(1) }), 'USD')).toBeNull();
  });

  it('in yen the largest bid is whole yen', () => {
    const draft = capped({ budget: money(100_300, 'JPY'), bidAmount: money(30_000, 'JPY') });
    expect(capBidError(draft, 'JPY')).toBe(capBudgetMessages.bid('costPerResult', '¥1,003', '¥200', 1));
    expect(capBudgetError(draft, 'JPY')).toBe(capBudgetMessages.budget('costPerResult', '¥300', '¥1,500', 1));
  });

  it("under an existing campaign's budget, holds the bid to it: the launch has no budget of its own to raise", () => {
    const campaign = { id: '9', name: 'Capped', isCBO: true, budgetType: 'daily' as const, budget: usd(50), bidStrategy: 'COST_CAP', bidAmount: null };
    const under = capped({ budget: usd(1000), bidAmount: usd(11), source: existingSource(campaign, []), isCBO: true });
    expect(validateLaunch(under, { now, account: dollars })).toEqual({
      bidAmount: ['With a daily budget of $50.00, the cost per result goal can be at most $10.00: the platform asks for a budget of 5 times the bid a day.'],
    });
    expect(capBudgetError(under, 'USD')).toBeNull();
    expect(validateLaunch({ ...under, bidAmount: usd(10) }, { now, account: dollars })).toEqual({});
  });

  it('is not asked where the launch has no budget of its own to hold: ads into existing ad sets, a Multi Account Launch', () => {
    const into = capped({ budget: usd(20), source: existingSource(null, ['1']) });
    expect(validateLaunch(into, { now, account: dollars }).budget).toBeUndefined();
    expect(validateLaunch(into, { now, account: dollars }).bidAmount).toBeUndefined();
  });
});
