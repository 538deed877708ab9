// Ad set budget rules: one budget level (1885621), lifetime needs end_time, daily needs a run over 24 h, day parting,
// spend limits.
import { invalidParam } from '../errors';
import { BUDGET_CONFLICT } from './campaign';
import type { Rule } from './types';
import { asRecord, campaignHasBudget, has } from './types';

export const budgetOnOneLevel: Rule = {
  name: 'budget-on-one-level',
  edges: ['adsets'],
  onUpdate: true,
  check: (ctx) => {
    if (!campaignHasBudget(ctx) || !(has(ctx.values.daily_budget) || has(ctx.values.lifetime_budget))) return undefined;
    return invalidParam('Invalid parameter', {
      subcode: 1885621,
      userTitle: BUDGET_CONFLICT,
      userMsg: 'You can set a budget at either the campaign level or the ad set level, but not both.',
    });
  },
};

export const adsetBudgetRequired: Rule = {
  name: 'adset-budget-required',
  edges: ['adsets'],
  check: (ctx) => {
    if (campaignHasBudget(ctx) || has(ctx.values.daily_budget) || has(ctx.values.lifetime_budget)) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Budget required',
      userMsg: 'The campaign has no budget: set daily_budget or lifetime_budget on the ad set.',
    });
  },
};

export const lifetimeBudgetNeedsEndTime: Rule = {
  name: 'lifetime-budget-needs-end-time',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ values, campaign }) => {
    const lifetime = has(values.lifetime_budget) || has(campaign?.data.lifetime_budget);
    if (!lifetime || has(values.end_time)) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'End time required',
      userMsg: 'An ad set with a lifetime budget needs an end_time.',
    });
  },
};

export const dailyBudgetMinimumRun: Rule = {
  name: 'daily-budget-minimum-run',
  edges: ['adsets'],
  check: ({ values }) => {
    if (!has(values.daily_budget) || !has(values.end_time)) return undefined;
    const start = has(values.start_time) ? Date.parse(String(values.start_time)) : Date.now();
    const end = Date.parse(String(values.end_time));
    if (end - start > 24 * 3600_000) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Schedule too short for a daily budget',
      userMsg: 'With a daily budget the ad set must run for more than 24 hours.',
    });
  },
};

export const dayPartingNeedsLifetimeBudget: Rule = {
  name: 'day-parting-needs-lifetime-budget',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ values, campaign }) => {
    const pacing = Array.isArray(values.pacing_type) ? values.pacing_type : [];
    const schedule = Array.isArray(values.adset_schedule) ? values.adset_schedule : [];
    if (!pacing.includes('day_parting') && schedule.length === 0) return undefined;
    if (has(values.lifetime_budget) || has(campaign?.data.lifetime_budget)) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Lifetime budget required for ad scheduling',
      userMsg: 'Ad scheduling (adset_schedule) is available only with a lifetime budget.',
    });
  },
};

export const dayPartingWholeHours: Rule = {
  name: 'day-parting-whole-hours',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ values }) => {
    const schedule = Array.isArray(values.adset_schedule) ? values.adset_schedule : [];
    const bad = schedule.some((s) => {
      const r = asRecord(s);
      const start = Number(r?.start_minute);
      const end = Number(r?.end_minute);
      return !Number.isInteger(start) || !Number.isInteger(end) || start % 60 !== 0 || end % 60 !== 0 || start < 0 || end > 1440 || end <= start;
    });
    if (!bad) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Invalid ad schedule',
      userMsg: 'Each adset_schedule entry needs start_minute and end_minute on whole hours (multiples of 60), start before end.',
    });
  },
};

// Ad set spend limits share out a campaign budget: only under one, and only the pair of its kind.
const DAILY_LIMITS = ['daily_min_spend_target', 'daily_spend_cap'];
const LIFETIME_LIMITS = ['lifetime_min_spend_target', 'lifetime_spend_cap'];

export const spendLimitsNeedCampaignBudget: Rule = {
  name: 'spend-limits-need-campaign-budget',
  edges: ['adsets'],
  onUpdate: true,
  check: (ctx) => {
    const limits = [...DAILY_LIMITS, ...LIFETIME_LIMITS].filter((k) => has(ctx.values[k]));
    if (limits.length === 0) return undefined;
    if (!campaignHasBudget(ctx)) {
      return invalidParam('Invalid parameter', {
        userTitle: 'Spend Limits Need a Campaign Budget',
        userMsg: `Ad set spend limits (${limits.join(', ')}) are available only when the campaign has a budget.`,
      });
    }
    const daily = has(ctx.campaign?.data.daily_budget);
    const wrong = limits.filter((k) => !(daily ? DAILY_LIMITS : LIFETIME_LIMITS).includes(k));
    if (wrong.length === 0) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Spend Limits Need a Campaign Budget',
      userMsg: `With a ${daily ? 'daily' : 'lifetime'} campaign budget an ad set takes ${(daily ? DAILY_LIMITS : LIFETIME_LIMITS).join(' and ')}, not ${wrong.join(', ')}.`,
    });
  },
};

export const spendLimitMinOverCap: Rule = {
  name: 'spend-limit-min-over-cap',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ values }) => {
    const over = [DAILY_LIMITS, LIFETIME_LIMITS].find(
      ([min = '', cap = '']) => has(values[min]) && has(values[cap]) && Number(values[min]) > Number(values[cap]),
    );
    if (!over) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Minimum Spend Above Spend Cap',
      userMsg: `${String(over[0])} may not be more than ${String(over[1])}.`,
    });
  },
};
