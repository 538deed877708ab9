// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildLaunchPayload, draftForBulkAccount, type BulkAccount } from '../../lib/rules';
import { launchableDraft, showReview } from './review-fixtures';

const account = { id: 'act_201', name: 'Northwind – US', currency: 'USD', timezoneName: 'America/Los_Angeles', timezoneOffsetHoursUtc: -8 };
const asset = (id: string, name: string) => ({ id, name });

function bulkInput() {
  const draft = launchableDraft(account, { budget: 7 });
  const rows: BulkAccount[] = ['act_201', 'act_202', 'act_203'].map((id) => ({
    accountId: id,
    name: `Client ${id}`,
    page: asset(`4${id.slice(4)}`, `Page of ${id}`),
    pixel: asset(`5${id.slice(4)}`, `Pixel of ${id}`),
    instagram: id === 'act_202' ? asset('700202', 'client.two') : null,
    conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
    leadForm: null,
    destinationUrl: '',
  }));
  const ads = [{ imageId: 'a' }, { imageId: 'b' }];
  const bulk = rows.map((a) => ({
    account: a,
    payload: buildLaunchPayload(draftForBulkAccount(draft, a), { account: { ...account, id: a.accountId }, ads, bulkAccountId: a.accountId }),
  }));
  return { account, draft, payload: buildLaunchPayload(draft, { account, ads }), namingExtras: {}, bulk };
}

describe('Review Launch Details of a bulk launch', () => {
  it('one card per account with its page, Instagram, pixel, event, lead form and URL; the estimate times the accounts', () => {
    showReview(bulkInput());
    const cards = screen.getAllByRole('region');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Client act_201 (act_201)', 'Client act_202 (act_202)', 'Client act_203 (act_203)']);
    const second = within(cards[1]!);
    for (const text of ['Page of act_202', 'client.two', 'Pixel of act_202', 'Purchase', 'https://a.example.com']) expect(second.getByText(text)).toBeTruthy();
    // docs/product-rules.md#review-and-confirm: $7 × 2 ads (dedicated ad sets) × 3 accounts.
    expect(screen.getByText('$42.00')).toBeTruthy();
  });
});
