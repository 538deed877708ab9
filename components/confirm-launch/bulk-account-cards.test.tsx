// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { buildLaunchPayload, draftForBulkAccount, moneyOfUnits, type BulkAccount } from '../../lib/rules';
import { launchableDraft, planAnswer, showReview } from './review-fixtures';

const account = { id: 'act_201', name: 'Northwind – US', currency: 'USD', timezoneName: 'America/Los_Angeles', timezoneOffsetHoursUtc: -8 };
const asset = (id: string, name: string) => ({ id, name });

function bulkInput() {
  const draft = launchableDraft(account, { budget: moneyOfUnits(7, account.currency) });
  const currencies: Record<string, string> = { act_201: 'USD', act_206: 'JPY', act_204: 'EUR' };
  const budgets: Record<string, number> = { act_201: 7, act_206: 5000, act_204: 12.5 };
  const rows: BulkAccount[] = ['act_201', 'act_206', 'act_204'].map((id) => ({
    accountId: id,
    name: `Client ${id}`,
    currency: currencies[id]!,
    budget: budgets[id]!,
    bidAmount: null,
    page: asset(`4${id.slice(4)}`, `Page of ${id}`),
    pixel: asset(`5${id.slice(4)}`, `Pixel of ${id}`),
    instagram: id === 'act_206' ? asset('700206', 'client.two') : null,
    conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
    leadForm: null,
    destinationUrl: '',
  }));
  const ads = [{ imageId: 'a' }, { imageId: 'b' }];
  const bulk = rows.map((a) => ({
    account: a,
    payload: buildLaunchPayload(draftForBulkAccount(draft, a), {
      account: { ...account, id: a.accountId, currency: a.currency },
      ads,
      bulkAccountId: a.accountId,
    }),
  }));
  return { account, draft: { ...draft, multiAccount: true, bulkAccounts: rows }, payload: buildLaunchPayload(draft, { account, ads }), bulk };
}

describe('Review Launch Details of a bulk launch', () => {
  afterEach(cleanup);

  it('one card per account with its page, Instagram, pixel, event, lead form and URL, and its own budget and estimate in its own currency', async () => {
    const review = bulkInput();
    const currencyOf = (id: string) => review.bulk.find((b) => b.account.accountId === id)!.account.currency;
    showReview(review, async (payload) => planAnswer(payload, { ...account, id: payload.accountId, currency: currencyOf(payload.accountId) }));
    const cards = screen.getAllByRole('region');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Client act_201 (act_201)', 'Client act_206 (act_206)', 'Client act_204 (act_204)']);
    const japan = within(cards[1]!);
    for (const text of ['Page of act_206', 'client.two', 'Pixel of act_206', 'Purchase', 'https://a.example.com']) expect(japan.getByText(text)).toBeTruthy();
    // Each account's budget in its currency, times its 2 ad sets: never one sum across currencies.
    await waitFor(() => expect(japan.getByText('¥5,000 daily per ad set')).toBeTruthy());
    expect(japan.getByText('¥10,000')).toBeTruthy();
    expect(within(cards[0]!).getByText('$14.00')).toBeTruthy();
    expect(within(cards[2]!).getByText('€25.00')).toBeTruthy();
    expect(screen.getByText("Each account's, in its currency (on its card)")).toBeTruthy();
  });
});
