// Bulk (multi-account) launch (docs/product-rules.md#multi-account-launch: bulk launch, per-account rules, agency only,
// last account).
import { isMultiAccountOffered } from './bulk-launch';
import { agencyOnlyMessage, launchErrorTexts } from './messages';
import type { BulkAccount, LaunchDraft } from './types';
import { bulkSetupMessages } from './validate-launch';

/** Bulk grid counts (docs/product-rules.md#multi-account-launch): Ready to Launch or Need Setup (any of its own setup
 * missing: bulkSetupMessages, the messages under its row), and Salvo's Launched: it got its campaign in the last launch
 * and is left out of this one (docs/bulk-launch.md#adjust-settings). */
export type BulkAccountStatus = 'Ready to Launch' | 'Need Setup' | 'Launched';
type StatusDraft = Parameters<typeof bulkSetupMessages>[0];

export function bulkAccountStatus(account: BulkAccount, draft: StatusDraft): BulkAccountStatus {
  if (account.launched) return 'Launched';
  return bulkSetupMessages(draft, account).length > 0 ? 'Need Setup' : 'Ready to Launch';
}

export function bulkAccountCounts(accounts: readonly BulkAccount[], draft: StatusDraft): Record<BulkAccountStatus, number> {
  const counts: Record<BulkAccountStatus, number> = { 'Ready to Launch': 0, 'Need Setup': 0, Launched: 0 };
  for (const a of accounts) counts[bulkAccountStatus(a, draft)]++;
  return counts;
}

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
