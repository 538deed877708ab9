import { describe, expect, it } from 'vitest';
import { bulkAccountErrors, bulkFailureMessage, bulkResultsTitle, defaultBulkEvent, draftForBulkAccount } from './bulk-launch';
import { buildLaunchPayload } from './payload';
import { account, now, usd, validDraft } from './test-fixtures';
import type { BulkAccount, ConversionEvent } from './types';
import { validateLaunch } from './validate-launch';

const bulk = (name: string, change: Partial<BulkAccount> = {}): BulkAccount => ({
  accountId: `act_${name.length}`,
  name,
  currency: 'USD',
  budget: 5,
  bidAmount: null,
  page: { id: `4000${name.length}`, name: `${name} Page` },
  pixel: { id: `5000${name.length}`, name: `${name} Pixel` },
  instagram: null,
  conversionEvent: { id: 'LEAD', fbId: 'LEAD', name: 'Lead', type: 'standard' },
  leadForm: null,
  destinationUrl: '',
  ...change,
});

describe('bulk launch: one launch per account', () => {
  it("takes the account's assets and the launch's settings; not itself a bulk launch", () => {
    const draft = validDraft({ multiAccount: true, bulkAccounts: [bulk('North'), bulk('South')], budget: usd(42) });
    const one = draftForBulkAccount(draft, bulk('North', { instagram: { id: '700001', name: 'north.ig' }, budget: 7.5, bidAmount: 2 }));
    expect(one).toMatchObject({
      multiAccount: false,
      bulkAccounts: [],
      page: { id: '40005' },
      pixel: { id: '50005' },
      instagram: { id: '700001' },
      conversionEvent: { id: 'LEAD' },
      // The account's own amounts, in its currency: never the launch account's.
      budget: usd(7.5),
      bidAmount: usd(2),
    });
    expect(one.destinationUrl).toBe('https://acme.example.com/landing');
    expect(draftForBulkAccount(draft, bulk('North', { destinationUrl: ' https://north.example.com ' })).destinationUrl).toBe('https://north.example.com');
    // Each account's payload is a valid launch of its own, marked with the account.
    const payload = buildLaunchPayload(one, {
      ads: [{ creativeId: '11111111-1111-4111-8111-111111111111', creativeType: 'image' }],
      account: { ...account, id: 'act_5' },
      bulkAccountId: 'act_5',
    });
    expect(payload).toMatchObject({ accountId: 'act_5', bulkAccountId: 'act_5', facebookPageId: '40005', pixelId: '50005', instagramAccountId: '700001' });
  });

  it("an added account's event: the launch's standard event when the pixel has it, else the first valid", () => {
    const events: ConversionEvent[] = [
      { id: 'custom:1', fbId: '1', name: 'Custom', type: 'custom' },
      { id: 'ADD_TO_CART', fbId: 'ADD_TO_CART', name: 'Add to cart', type: 'standard' },
      { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
    ];
    expect(defaultBulkEvent(events, validDraft())?.id).toBe('PURCHASE');
    expect(defaultBulkEvent(events.slice(0, 2), validDraft())).not.toBeNull();
    expect(defaultBulkEvent([], validDraft())).toBeNull();
  });

  it('per-account messages belong to their row only (names that prefix each other included)', () => {
    const draft = validDraft({ multiAccount: true, bulkAccounts: [bulk('Acme', { pixel: null }), bulk('Acme 2'), bulk('Acme 3', { page: null })] });
    const errors = validateLaunch(draft, { now });
    expect(bulkAccountErrors(errors, { name: 'Acme' })).toEqual(['Please select a pixel for account: Acme']);
    expect(bulkAccountErrors(errors, { name: 'Acme 2' })).toEqual([]);
    expect(bulkAccountErrors(errors, { name: 'Acme 3' })).toEqual(['Please select a Facebook page for account: Acme 3']);
  });

  it('results: successful only when every account succeeded; none while one runs; fallback message', () => {
    const ok = { accountId: 'a', name: 'A', state: 'succeeded' as const };
    expect(bulkResultsTitle([ok, { ...ok, accountId: 'b' }])).toBe('Bulk Launch Successful!');
    expect(bulkResultsTitle([ok, { ...ok, state: 'failed' }])).toBe('Bulk Launch Completed with Errors');
    expect(bulkResultsTitle([ok, { ...ok, state: 'running' }])).toBeNull();
    expect(bulkFailureMessage('')).toBe('Unknown error occurred');
    expect(bulkFailureMessage(null)).toBe('Unknown error occurred');
    expect(bulkFailureMessage('Page not allowed')).toBe('Page not allowed');
  });
});
