import { describe, expect, it } from 'vitest';
import { bulkAccountCounts, bulkAccountStatus } from './bulk-account-status';
import { multiAccountAvailability, removeBulkAccount } from './bulk-accounts';
import { bulkAccountErrors } from './bulk-launch';
import { bulkAccountMessages } from './messages';
import { EXISTING_SOURCE } from './launch-source';
import { bulkAccount, existingSource, importSource, now, validDraft } from './test-fixtures';
import { bulkSetupMessages, validateLaunch } from './validate-launch';
import type { BulkAccount } from './types';

describe('bulk launch', () => {
  it.each<[string, Partial<BulkAccount>, string]>([
    ['complete', {}, 'Ready to Launch'],
    ['no page', { page: null }, 'Need Setup'],
    ['no pixel', { pixel: null }, 'Need Setup'],
    ['no event', { conversionEvent: null }, 'Need Setup'],
    ['launched in the last launch', { launched: true, page: null }, 'Launched'],
  ])('account %s is %s', (_n, change, status) => {
    expect(bulkAccountStatus(bulkAccount('A', change), validDraft())).toBe(status);
  });
  it('counts Ready to Launch and Need Setup', () => {
    expect(bulkAccountCounts([bulkAccount('A'), bulkAccount('B', { page: null })], validDraft())).toEqual({
      'Ready to Launch': 1,
      'Need Setup': 1,
      Launched: 0,
    });
  });
  it('the row says what its setup lacks, as its status does; its amounts are said in Step 2 at its own fields', () => {
    const draft = (a: BulkAccount) => validDraft({ objective: 'lead-form', useInstantForms: true, multiAccount: true, bulkAccounts: [bulkAccount('A'), a] });
    // A lead form missing was once under the row of an account that read Ready to Launch.
    const noForm = bulkAccount('B', { leadForm: null });
    expect(bulkSetupMessages(draft(noForm), noForm)).toEqual([bulkAccountMessages.leadForm('B')]);
    expect(bulkAccountStatus(noForm, draft(noForm))).toBe('Need Setup');
    // A budget cleared by another currency is Step 2's: the row is ready, the budget's message is there.
    const cleared = bulkAccount('C', { budget: null, leadForm: { id: 'f1', name: 'Form' } });
    expect(bulkSetupMessages(draft(cleared), cleared)).toEqual([]);
    expect(bulkAccountStatus(cleared, draft(cleared))).toBe('Ready to Launch');
    expect(bulkAccountErrors(validateLaunch(draft(cleared), { now }), cleared)).toEqual([bulkAccountMessages.budget('C', 'USD')]);
  });
  it('the last account cannot be removed', () => {
    expect(removeBulkAccount([bulkAccount('A')], 0).error).toBe('Cannot delete the last account. At least one account must remain.');
  });
  it('removing an account selects the next', () => {
    const r = removeBulkAccount([bulkAccount('A'), bulkAccount('B'), bulkAccount('C')], 1);
    expect([r.accounts.map((a) => a.name), r.selected, r.error]).toEqual([['A', 'C'], 1, null]);
    expect(removeBulkAccount([bulkAccount('A'), bulkAccount('B')], 1).selected).toBe(0);
  });
  it('agency only, and not with existing, duplicated or imported campaigns', () => {
    expect(multiAccountAvailability(false, validDraft())).toEqual({ available: false, message: 'You must be an Agency user to use this feature.' });
    expect(multiAccountAvailability(true, validDraft()).available).toBe(true);
    expect(multiAccountAvailability(true, validDraft({ source: existingSource(null) })).available).toBe(false);
    expect(multiAccountAvailability(true, validDraft({ source: importSource() })).available).toBe(false);
    // A duplicated campaign or ad set is one account's: its copy cannot go into others.
    const copy = { read: null, own: {}, from: EXISTING_SOURCE };
    expect(multiAccountAvailability(true, validDraft({ source: { kind: 'duplicateCampaign', campaignId: '120210000000001', ...copy } })).available).toBe(false);
    expect(
      multiAccountAvailability(true, validDraft({ source: { kind: 'duplicateAdSet', campaign: null, adSetId: '120210000000002', ...copy } })).available,
    ).toBe(false);
  });
  it('with shop, an account needs its own catalog and a product or product set', () => {
    const shop = validDraft({ shopEnabled: true });
    const catalog = { id: 'cat_1', name: 'Catalog' };
    expect(bulkAccountStatus(bulkAccount('A'), shop)).toBe('Need Setup');
    expect(bulkAccountStatus(bulkAccount('A', { catalog }), shop)).toBe('Need Setup');
    expect(bulkAccountStatus(bulkAccount('A', { catalog, productSet: { id: 'set_1', name: 'All' } }), shop)).toBe('Ready to Launch');
    expect(bulkAccountStatus(bulkAccount('A'), validDraft())).toBe('Ready to Launch');
  });
});
