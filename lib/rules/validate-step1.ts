// Step 1 Next (docs/product-rules.md#step-1-next: Step 1 Next is enabled only when).
import { MAX_EXISTING_AD_SETS } from '../contract/launch';
import { step1Messages } from './messages';
import type { DraftField, FieldErrors, LaunchDraft } from './types';

/** The draft fields Step 1 shows, in screen order (docs/product-rules.md#step-1). */
export const STEP_ONE_FIELDS = [
  'objective',
  'shopEnabled',
  'useInstantForms',
  'isAdCategorized',
  'adCategory',
  'adCategoryLocations',
  'campaignMode',
  'existingCampaign',
  'existingAdSetIds',
  'adSetDistribution',
  'multiAccount',
  'bulkAccounts',
] as const satisfies readonly DraftField[];

export type Step1Draft = Pick<
  LaunchDraft,
  | 'isAdCategorized'
  | 'adCategory'
  | 'adCategoryLocations'
  | 'campaignMode'
  | 'existingCampaign'
  | 'existingAdSetIds'
  | 'createNewAdSets'
  | 'multiAccount'
  | 'bulkAccounts'
>;

/** Messages keyed by field; an empty object means Next is enabled. (The objective always has a value.) */
export function validateStep1(draft: Step1Draft): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.isAdCategorized) {
    if (draft.adCategory === null) errors.adCategory = [step1Messages.specialCategory];
    if (draft.adCategoryLocations.length === 0) errors.adCategoryLocations = [step1Messages.specialCategoryLocations];
  }
  if (draft.campaignMode === 'existing') {
    if (draft.existingCampaign === null) errors.existingCampaign = [step1Messages.existingCampaign];
    else if (draft.existingAdSetIds.length === 0 && !draft.createNewAdSets) errors.existingAdSetIds = [step1Messages.existingAdSets];
    else if (new Set(draft.existingAdSetIds).size > MAX_EXISTING_AD_SETS) errors.existingAdSetIds = [step1Messages.tooManyAdSets];
  }
  if (draft.multiAccount && draft.bulkAccounts.length < 2) errors.bulkAccounts = [step1Messages.bulkAccounts];
  return errors;
}

/** Merges field errors, keeping every message once, in order. */
export function mergeErrors(...all: FieldErrors[]): FieldErrors {
  const out: FieldErrors = {};
  for (const errors of all) {
    for (const [field, messages] of Object.entries(errors) as Array<[keyof FieldErrors, string[] | undefined]>) {
      if (!messages || messages.length === 0) continue;
      out[field] = [...new Set([...(out[field] ?? []), ...messages])];
    }
  }
  return out;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some((m) => (m?.length ?? 0) > 0);
