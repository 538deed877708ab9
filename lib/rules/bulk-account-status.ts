// The Multi Account Launch grid's statuses (docs/product-rules.md#multi-account-launch), apart from bulk-accounts.ts:
// they read the launch check's setup rules (validate-launch.ts), which Step 1's Multi Account switch does without
// (docs/architecture.md#size).
import type { BulkAccount } from './types';
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
