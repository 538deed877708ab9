// Campaign rules: special ad categories and the explicit ad set budget sharing flag.
import { invalidParam } from '../errors';
import type { Rule } from './types';
import { has } from './types';

export const specialAdCategoryCountry: Rule = {
  name: 'special-ad-category-country',
  edges: ['campaigns'],
  check: ({ values }) => {
    const cats = Array.isArray(values.special_ad_categories) ? values.special_ad_categories : [];
    const real = cats.filter((c) => c !== 'NONE');
    const countries = Array.isArray(values.special_ad_category_country) ? values.special_ad_category_country : [];
    if (real.length === 0 || countries.length > 0) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Special ad category country required',
      userMsg: 'special_ad_category_country is required when special_ad_categories is set.',
    });
  },
};

// Since v24, without a campaign budget the flag must be sent, true or false (4834011, the platform's
// "Ad set budget sharing" guide).
export const adsetBudgetSharingExplicit: Rule = {
  name: 'adset-budget-sharing-explicit',
  edges: ['campaigns'],
  check: ({ values }) => {
    if (has(values.daily_budget) || has(values.lifetime_budget)) return undefined;
    if (typeof values.is_adset_budget_sharing_enabled === 'boolean') return undefined;
    return invalidParam('Invalid parameter', {
      subcode: 4834011,
      userTitle: 'Ad set budget sharing required',
      userMsg: 'You must specify True or False in the is_adset_budget_sharing_enabled field if you are not using a campaign budget.',
    });
  },
};

export const campaignSingleBudget: Rule = {
  name: 'campaign-single-budget',
  edges: ['campaigns'],
  check: ({ values }) => {
    if (!(has(values.daily_budget) && has(values.lifetime_budget))) return undefined;
    return invalidParam('Invalid parameter', { userTitle: 'Only one budget', userMsg: 'Set either daily_budget or lifetime_budget, not both.' });
  },
};

/** 1885621's title, as a public client quotes the error. */
export const BUDGET_CONFLICT = 'Budget Conflict: Campaign Already Has a Budget';

// A campaign budget added by an update conflicts with ad set budgets already there (1885621).
export const campaignBudgetOverAdsetBudgets: Rule = {
  name: 'campaign-budget-over-adset-budgets',
  edges: ['campaigns'],
  onUpdate: true,
  check: ({ values, world, update }) => {
    if (!update || !(has(values.daily_budget) || has(values.lifetime_budget))) return undefined;
    const withBudget = [...world.objects.values()].some(
      (o) => o.type === 'adset' && o.data.campaign_id === update.id && o.data.status !== 'DELETED' && (has(o.data.daily_budget) || has(o.data.lifetime_budget)),
    );
    if (!withBudget) return undefined;
    return invalidParam('Invalid parameter', {
      subcode: 1885621,
      userTitle: BUDGET_CONFLICT,
      userMsg: 'You can set a budget at either the campaign level or the ad set level, but not both.',
    });
  },
};
