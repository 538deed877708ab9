import { describe, expect, it } from 'vitest';
import type { AutomationRule } from '../../lib/contract/automations';
import { ruleParams, RuleNotApplicable, targetOf, type LaunchObjects } from './rule-spec';

// One rule of an automation as the platform's rule for one launch (docs/automations.md#the-platform-rule): its
// objects, its filters in the account currency's unit, its action and schedule. Whether it can be made for a launch
// at all, and on which level, is lib/rules/automation-fit.ts (its test).

const objects: LaunchObjects = { campaignIds: ['1'], adSetIds: ['11', '12'], adIds: ['21'] };
const rule = (change: Partial<AutomationRule> = {}): AutomationRule => ({
  metric: 'cpa',
  operator: 'gt',
  value: 4000,
  window: 'last_3_days',
  action: 'pause',
  ...change,
});
const ctx = { name: 'n', currency: 'USD', enabled: true };
const filters = (params: ReturnType<typeof ruleParams>) => (params.evaluation_spec as { filters: Array<{ field: string }> }).filters;

describe('the platform rule of an automation rule', () => {
  it("acts on the launch's objects of the rule's level", () => {
    expect(targetOf('adsets', objects)).toEqual({ level: 'ADSET', ids: ['11', '12'] });
    expect(targetOf('ads', objects)).toEqual({ level: 'AD', ids: ['21'] });
    expect(targetOf('campaign', objects)).toEqual({ level: 'CAMPAIGN', ids: ['1'] });
    expect(() => targetOf('campaign', { ...objects, campaignIds: [] })).toThrow(RuleNotApplicable);
    const budget = rule({ action: 'increase_budget', actionValue: 10 });
    expect(ruleParams(budget, targetOf('campaign', objects), ctx).execution_spec).toMatchObject({ execution_type: 'CHANGE_CAMPAIGN_BUDGET' });
    expect(ruleParams(budget, targetOf('adsets', objects), ctx).execution_spec).toMatchObject({ execution_type: 'CHANGE_BUDGET' });
  });

  it("crosses amounts to the account currency's unit: ¥5,000 is 5000, $40.00 is 4000", () => {
    expect(filters(ruleParams(rule({ metric: 'spend', value: 500000 }), targetOf('adsets', objects), { ...ctx, currency: 'JPY' }))[3]).toEqual({
      field: 'spent',
      operator: 'GREATER_THAN',
      value: 5000,
    });
    expect(filters(ruleParams(rule(), targetOf('adsets', objects), ctx))[3]).toEqual({ field: 'cost_per_result', operator: 'GREATER_THAN', value: 4000 });
  });

  it('says "at least" and "at most" as inclusive ranges, and a decrease as a negative change once a day', () => {
    const target = targetOf('adsets', objects);
    expect(filters(ruleParams(rule({ operator: 'gte' }), target, ctx))[3]).toMatchObject({ operator: 'IN_RANGE', value: [4000, 999_999_999_999] });
    expect(filters(ruleParams(rule({ operator: 'lte' }), target, ctx))[3]).toMatchObject({ operator: 'IN_RANGE', value: [0, 4000] });
    const down = ruleParams(rule({ action: 'decrease_budget', actionUnit: 'amount', actionValue: 500, actionLimit: 2000 }), target, { ...ctx, enabled: false });
    expect(down.execution_spec).toEqual({
      execution_type: 'CHANGE_BUDGET',
      execution_options: [
        { field: 'change_spec', value: { amount: -500, unit: 'ACCOUNT_CURRENCY', limit: 2000 }, operator: 'EQUAL' },
        { field: 'execution_count_limit', value: 10, operator: 'EQUAL' },
      ],
    });
    expect(down.schedule_spec).toEqual({ schedule_type: 'DAILY' });
    expect(down.status).toBe('DISABLED');
    expect(ruleParams(rule(), target, ctx).schedule_spec).toEqual({ schedule_type: 'SEMI_HOURLY' });
  });
});
