// Step 1 Next (docs/product-rules.md#step-1-next: Step 1 Next is enabled only when).
import { MAX_EXISTING_AD_SETS } from '../contract/launch-values';
import { bulkAccountsToLaunch } from './bulk-launch';
import { step1Messages } from './step-one-messages';
import { existingAdSetIdsOf } from './launch-source';
import type { FieldErrors, FieldKey, LaunchDraft } from './types';

/** The fields Step 1 shows, in screen order (docs/product-rules.md#step-1). */
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
] as const satisfies readonly FieldKey[];

export type Step1Draft = Pick<LaunchDraft, 'isAdCategorized' | 'adCategory' | 'adCategoryLocations' | 'source' | 'multiAccount' | 'bulkAccounts'>;

/** Messages keyed by field; an empty object means Next is enabled. (The objective always has a value.) */
export function validateStep1(draft: Step1Draft): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.isAdCategorized) {
    if (draft.adCategory === null) errors.adCategory = [step1Messages.specialCategory];
    if (draft.adCategoryLocations.length === 0) errors.adCategoryLocations = [step1Messages.specialCategoryLocations];
  }
  const { source } = draft;
  if (source.kind === 'existing' || source.kind === 'duplicateAdSet') {
    const adSetIds = existingAdSetIdsOf(draft);
    if (source.campaign === null) errors.existingCampaign = [step1Messages.existingCampaign];
    else if (source.kind === 'existing' && adSetIds.length === 0 && !source.createNewAdSets) errors.existingAdSetIds = [step1Messages.existingAdSets];
    else if (new Set(adSetIds).size > MAX_EXISTING_AD_SETS) errors.existingAdSetIds = [step1Messages.tooManyAdSets];
  }
  // The accounts listed count, launched ones too: a launch that finishes a Multi Account Launch after Adjust Settings
  // may go to one account (docs/bulk-launch.md#adjust-settings), but it goes to one at least.
  if (draft.multiAccount && draft.bulkAccounts.length < 2) errors.bulkAccounts = [step1Messages.bulkAccounts];
  else if (draft.multiAccount && bulkAccountsToLaunch(draft).length === 0) errors.bulkAccounts = [step1Messages.allLaunched];
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
