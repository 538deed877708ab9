import { describe, expect, it } from 'vitest';
import type { AutomationRule } from '../../lib/contract/automations';
import { ruleParams, RuleNotApplicable, targetOf, type LaunchObjects } from './rule-spec';

// One rule of an automation as the platform's rule for one launch (docs/automations.md#the-platform-rule): its
// objects, its filters in the account currency's unit, its action and schedule; and when it cannot be made.

const objects: LaunchObjects = { campaignIds: ['1'], adSetIds: ['11', '12'], adIds: ['21'], campaignBudget: false };
const rule = (change: Partial<AutomationRule> = {}): AutomationRule => ({
  metric: 'cpa',
  operator: 'gt',
  value: 4000,
  window: 'last_3_days',
  action: 'pause',
  ...change,
});
const ctx = { name: 'n', automationCurrency: 'USD', accountCurrency: 'USD', enabled: true };
const filters = (params: ReturnType<typeof ruleParams>) => (params.evaluation_spec as { filters: Array<{ field: string }> }).filters;

describe('the platform rule of an automation rule', () => {
  it("acts on the launch's ad sets, or its ads when it made none; a budget change on the launch's own budget", () => {
    expect(targetOf(rule(), objects)).toEqual({ level: 'ADSET', ids: ['11', '12'] });
    expect(targetOf(rule(), { ...objects, adSetIds: [] })).toEqual({ level: 'AD', ids: ['21'] });
    const budget = rule({ action: 'increase_budget', actionValue: 10 });
    expect(targetOf(budget, objects)).toEqual({ level: 'ADSET', ids: ['11', '12'] });
    expect(targetOf(budget, { ...objects, campaignBudget: true })).toEqual({ level: 'CAMPAIGN', ids: ['1'] });
    expect(() => targetOf(budget, { ...objects, campaignBudget: true, campaignIds: [] })).toThrow(RuleNotApplicable);
    expect(() => targetOf(budget, { ...objects, adSetIds: [] })).toThrow('This launch has no budget of its own to change');
  });

  it("crosses amounts to the account currency's unit, and refuses another currency or a fraction of a yen", () => {
    const yen = { ...ctx, automationCurrency: 'JPY', accountCurrency: 'JPY' };
    expect(filters(ruleParams(rule({ metric: 'spend', value: 500000 }), targetOf(rule(), objects), yen))[3]).toEqual({
      field: 'spent',
      operator: 'GREATER_THAN',
      value: 5000,
    });
    expect(() => ruleParams(rule(), targetOf(rule(), objects), { ...ctx, accountCurrency: 'JPY' })).toThrow('Its amounts are in USD');
    expect(() => ruleParams(rule({ value: 4050 }), targetOf(rule(), objects), yen)).toThrow('not whole amounts of JPY');
    // No amount: any currency.
    expect(filters(ruleParams(rule({ metric: 'ctr', value: 1.5 }), targetOf(rule(), objects), { ...ctx, accountCurrency: 'JPY' }))[3]).toEqual({
      field: 'ctr',
      operator: 'GREATER_THAN',
      value: 1.5,
    });
  });

  it('says "at least" and "at most" as inclusive ranges, and a decrease as a negative change once a day', () => {
    const target = targetOf(rule(), objects);
    expect(filters(ruleParams(rule({ operator: 'gte' }), target, ctx))[3]).toMatchObject({ operator: 'IN_RANGE', value: [4000, 999_999_999_999] });
    expect(filters(ruleParams(rule({ operator: 'lte' }), target, ctx))[3]).toMatchObject({ operator: 'IN_RANGE', value: [0, 4000] });
    const down = ruleParams(rule({ action: 'decrease_budget', actionUnit: 'amount', actionValue: 500, actionLimit: 2000 }), target, { ...ctx, enabled: false });
    expect(down.execution_spec).toEqual({
      execution_type: 'CHANGE_BUDGET',
      execution_options: [{ field: 'change_spec', value: { amount: -500, unit: 'ACCOUNT_CURRENCY', limit: 2000 }, operator: 'EQUAL' }],
    });
    expect(down.schedule_spec).toEqual({ schedule_type: 'DAILY' });
    expect(down.status).toBe('DISABLED');
    expect(ruleParams(rule(), target, ctx).schedule_spec).toEqual({ schedule_type: 'SEMI_HOURLY' });
  });
});
