import { useDraftStore } from '../draft-store';
import type { BulkAccount } from '../../../lib/rules';

/** Changes one account of the bulk grid (by id) in the draft. */
export function usePatchAccount(): (accountId: string, change: Partial<BulkAccount>) => void {
  const update = useDraftStore((s) => s.update);
  return (accountId, change) => update((d) => ({ ...d, bulkAccounts: d.bulkAccounts.map((a) => (a.accountId === accountId ? { ...a, ...change } : a)) }));
}
