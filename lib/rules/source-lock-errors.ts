// The launch check's refusal of a draft whose locked values (source-locks.ts) are not its source's, in words: apart
// from the locks, which the draft's door holds on the first screen, so that the first screen does not carry these words.
import { copyMessages, existingCampaignMessages } from './messages';
import { sourceLocks } from './source-locks';
import type { FieldErrors, LaunchDraft } from './types';

/** A draft whose locked values are not its source's: each at its field, saying what to choose. */
export function lockErrors(draft: LaunchDraft): FieldErrors {
  const locks = sourceLocks(draft);
  const errors: FieldErrors = {};
  const existing = draft.source.kind === 'existing' || draft.source.kind === 'duplicateAdSet';
  if (locks.isCBO !== undefined && locks.isCBO !== draft.isCBO) {
    errors.isCBO = [existing ? existingCampaignMessages.allocationLocked(locks.isCBO) : copyMessages.allocation(locks.isCBO)];
  }
  if (locks.budgetMode !== undefined && locks.budgetMode !== draft.budgetMode) {
    errors.budgetMode = [existing && locks.isCBO ? existingCampaignMessages.budgetTypeLocked(locks.budgetMode) : copyMessages.budgetType(locks.budgetMode)];
  }
  const strategy = locks.bidStrategies?.[0];
  if (strategy !== undefined && !locks.bidStrategies!.includes(draft.bidStrategy)) {
    errors.bidStrategy = [existing ? existingCampaignMessages.strategyLocked(strategy) : copyMessages.bidStrategy(strategy)];
  }
  return errors;
}
