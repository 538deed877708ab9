import { describe, expect, it } from 'vitest';
import { bulkAccountCounts, bulkAccountStatus, multiAccountAvailability, removeBulkAccount } from './bulk-accounts';
import { existingSource, importSource, validDraft } from './test-fixtures';
import type { BulkAccount } from './types';

const acc = (name: string, change: Partial<BulkAccount> = {}): BulkAccount => ({
  accountId: name,
  name,
  currency: 'USD',
  budget: 5,
  bidAmount: null,
  page: { id: 'p', name: 'P' },
  pixel: { id: 'x', name: 'X' },
  instagram: null,
  conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
  leadForm: null,
  destinationUrl: '',
  ...change,
});

describe('bulk launch', () => {
  it.each<[string, Partial<BulkAccount>, string]>([
    ['complete', {}, 'Ready to Launch'],
    ['no page', { page: null }, 'Need Setup'],
    ['no pixel', { pixel: null }, 'Need Setup'],
    ['no event', { conversionEvent: null }, 'Need Setup'],
  ])('account %s is %s', (_n, change, status) => {
    expect(bulkAccountStatus(acc('A', change), validDraft())).toBe(status);
  });
  it('counts Ready to Launch and Need Setup', () => {
    expect(bulkAccountCounts([acc('A'), acc('B', { page: null })], validDraft())).toEqual({ 'Ready to Launch': 1, 'Need Setup': 1 });
  });
  it('the last account cannot be removed', () => {
    expect(removeBulkAccount([acc('A')], 0).error).toBe('Cannot delete the last account. At least one account must remain.');
  });
  it('removing an account selects the next', () => {
    const r = removeBulkAccount([acc('A'), acc('B'), acc('C')], 1);
    expect([r.accounts.map((a) => a.name), r.selected, r.error]).toEqual([['A', 'C'], 1, null]);
    expect(removeBulkAccount([acc('A'), acc('B')], 1).selected).toBe(0);
  });
  it('agency only, and not with existing or imported campaigns', () => {
    expect(multiAccountAvailability(false, validDraft())).toEqual({ available: false, message: 'You must be an Agency user to use this feature.' });
    expect(multiAccountAvailability(true, validDraft()).available).toBe(true);
    expect(multiAccountAvailability(true, validDraft({ source: existingSource(null) })).available).toBe(false);
    expect(multiAccountAvailability(true, validDraft({ source: importSource() })).available).toBe(false);
  });
});
