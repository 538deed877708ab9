// Special ad categories whose targeting the platform restricts (docs/product-rules.md#special-ad-category): housing,
// employment and financial products and services reach ages 18 to 65+ and all genders, without ZIP codes, excluded
// locations, excluded audiences or lookalike audiences; a customer list needs the advertiser's certification; a city
// reaches at least 15 miles around it (the platform widens a smaller radius). Political ads have no such limits. One
// rule for the draft (the panel, live) and for the targeting a launch actually sends (the server's plan: a saved
// audience's own targeting included).
import { AGE_MAX, AGE_MIN } from './constants';
import { existingCampaignOf } from './launch-source';
import type { AdCategory, LaunchDraft } from './types';

const LABELS: Partial<Record<AdCategory, string>> = {
  FINANCIAL_PRODUCTS_SERVICES: 'Financial Products & Services',
  HOUSING: 'Housing',
  EMPLOYMENT: 'Employment',
};

/** The category's name when its targeting is restricted; null otherwise. The platform's older CREDIT reads as financial. */
function restrictedCategoryLabel(category: string | null | undefined): string | null {
  if (category === 'CREDIT') return LABELS.FINANCIAL_PRODUCTS_SERVICES!;
  return (category && LABELS[category as AdCategory]) || null;
}

/** The first restricted category of a campaign's categories (an existing or copied campaign's, as the platform has them). */
export const restrictedLabelOf = (categories: readonly string[]): string | null =>
  categories.map(restrictedCategoryLabel).find((l): l is string => l !== null) ?? null;

/** The restricted category the draft's ad sets fall under: the new campaign's own, or the existing campaign's. */
export function draftRestrictedLabel(draft: Pick<LaunchDraft, 'isAdCategorized' | 'adCategory' | 'source'>): string | null {
  const campaign = existingCampaignOf(draft);
  if (campaign) return restrictedLabelOf(campaign.specialAdCategories ?? []);
  return draft.isAdCategorized ? restrictedCategoryLabel(draft.adCategory) : null;
}

/** The draft's ad sets fall under a special ad category that restricts targeting. */
export const isRestrictedCategory = (draft: Pick<LaunchDraft, 'isAdCategorized' | 'adCategory' | 'source'>): boolean => draftRestrictedLabel(draft) !== null;

/** The texts, for a category's name (Financial Products & Services gives the spec's own wording). */
export const categoryMessages = {
  age: (label: string) => `For ${label} ads, the age range must be 18-65+ per the platform's policy.`,
  zip: (label: string) => `ZIP code targeting is not allowed for ${label} ads. Please remove ZIP code locations.`,
  excluded: (label: string) => `Excluded locations are not allowed for ${label} ads. Please remove all excluded locations.`,
  // Salvo's wording: the platform's rule for these categories, which the spec does not word.
  gender: (label: string) => `For ${label} ads, the gender must be All per the platform's policy.`,
  notice: (label: string) => `For ${label} ads, the age range is automatically set to 18-65+ and cannot be modified.`,
  // Salvo's wording, after the spec's: the rest of the platform's rule for these categories.
  excludedAudiences: (label: string) => `Excluded audiences are not allowed for ${label} ads. Please remove all excluded audiences.`,
  lookalike: (label: string) => `Lookalike audiences are not allowed for ${label} ads. Please remove them from the custom audiences.`,
  customerList: (label: string) =>
    `For ${label} ads, a customer list needs your certification that it follows the platform's terms. Please certify it, or remove it.`,
  certify: (label: string) => `I certify that my customer lists follow the platform's terms for ${label} ads.`,
  radius: (label: string) => `For ${label} ads, the platform reaches at least 15 miles around each city.`,
  // Salvo's wording: a saved audience whose own targeting the category does not allow.
  savedAudience: (label: string, what: string) => `This saved audience ${what}, which ${label} ads cannot: choose another saved audience or none.`,
} as const;

/** The targeting an ad set is sent with, in Salvo's words. */
export interface SentTargeting {
  ageMin: number | null;
  ageMax: number | null;
  /** Empty: all genders. */
  genders: ReadonlyArray<'men' | 'women'>;
  zips: boolean;
  excludedLocations: boolean;
  excludedAudiences: boolean;
  /** A lookalike among the custom audiences. */
  lookalikes: boolean;
  /** A customer list among the custom audiences, sent without the certification. */
  uncertifiedCustomerList: boolean;
}

export type CategoryProblem = 'age' | 'gender' | 'zip' | 'excluded' | 'excludedAudiences' | 'lookalike' | 'customerList';

/** What `t` does that a restricted category does not allow (empty: nothing). */
export function categoryProblems(t: SentTargeting): CategoryProblem[] {
  const problems: CategoryProblem[] = [];
  if ((t.ageMin !== null && t.ageMin !== AGE_MIN) || (t.ageMax !== null && t.ageMax !== AGE_MAX)) problems.push('age');
  if (t.genders.length === 1) problems.push('gender');
  if (t.zips) problems.push('zip');
  if (t.excludedLocations) problems.push('excluded');
  if (t.excludedAudiences) problems.push('excludedAudiences');
  if (t.lookalikes) problems.push('lookalike');
  if (t.uncertifiedCustomerList) problems.push('customerList');
  return problems;
}

/** The platform's subtypes of custom audiences the categories restrict (docs/product-rules.md#special-ad-category). */
export const LOOKALIKE_SUBTYPE = 'LOOKALIKE';
export const CUSTOMER_LIST_SUBTYPE = 'CUSTOM';

/** A saved audience's problems in words, for categoryMessages.savedAudience. */
export function savedAudienceProblemText(problems: readonly CategoryProblem[], t: SentTargeting): string {
  const words: Record<CategoryProblem, string> = {
    age: `targets ages ${t.ageMin ?? AGE_MIN}-${t.ageMax === null || t.ageMax === AGE_MAX ? '65+' : t.ageMax}`,
    gender: `targets ${t.genders[0] === 'men' ? 'men' : 'women'} only`,
    zip: 'targets ZIP codes',
    excluded: 'excludes locations',
    excludedAudiences: 'excludes audiences',
    lookalike: 'targets a lookalike audience',
    customerList: 'targets a customer list without the certification',
  };
  return problems.map((p) => words[p]).join(' and ');
}
