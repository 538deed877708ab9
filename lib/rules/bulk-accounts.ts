// Bulk (multi-account) launch (docs/product-rules.md#multi-account-launch: bulk launch, per-account rules, agency only,
// last account).
import { isMultiAccountOffered } from './bulk-launch';
import { agencyOnlyMessage, launchErrorTexts } from './step-one-messages';
import type { BulkAccount, LaunchDraft } from './types';

/**
 * The last account cannot be removed; removing an account selects the next
 * (docs/product-rules.md#multi-account-launch). Returns the accounts, the selected index, and the message when refused.
 */
export function removeBulkAccount(accounts: readonly BulkAccount[], index: number): { accounts: BulkAccount[]; selected: number; error: string | null } {
  if (accounts.length <= 1) return { accounts: [...accounts], selected: 0, error: launchErrorTexts.lastAccount };
  const next = accounts.filter((_, i) => i !== index);
  return { accounts: next, selected: Math.min(index, next.length - 1), error: null };
}

/** Multi Account Launch (docs/product-rules.md#multi-account-launch): Agency users only, and only where it is offered
 * (bulk-launch.ts isMultiAccountOffered: not with existing, duplicated or imported campaigns). */
export function multiAccountAvailability(isAgency: boolean, draft: Pick<LaunchDraft, 'source'>): { available: boolean; message: string | null } {
  if (!isAgency) return { available: false, message: agencyOnlyMessage };
  return { available: isMultiAccountOffered(draft), message: null };
}
