// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { buildLaunchPayload, draftForBulkAccount, moneyOfUnits, newBulkAccount, type BulkAccount } from '../../lib/rules';
import { launchableDraft, planAnswer, showReview } from './review-fixtures';

const account = { id: 'act_201', name: 'Northwind – US', currency: 'USD', timezoneName: 'America/Los_Angeles', timezoneOffsetHoursUtc: -8 };
const asset = (id: string, name: string) => ({ id, name });
const ZONES: Record<string, [string, string, number, string]> = {
  act_201: ['USD', 'America/Los_Angeles', 7, 'US'],
  act_206: ['JPY', 'Asia/Tokyo', 5000, 'JP'],
  act_204: ['EUR', 'Europe/Berlin', 12.5, 'DE'],
  act_207: ['JPY', 'Asia/Tokyo', 5000, 'JP'],
};

function bulkInput() {
  // 2026-12-01 00:00 in Los Angeles, as Step 2 shows it.
  const draft = launchableDraft(account, { budget: moneyOfUnits(7, account.currency), startTime: '2026-12-01T08:00:00.000Z' });
  const rows: BulkAccount[] = Object.entries(ZONES).map(([id, [currency, timezoneName, budget, countryCode]]) => ({
    ...newBulkAccount({ id, name: `Client ${id}`, currency, timezoneName, countryCode }),
    budget: moneyOfUnits(budget, currency),
    page: asset(`4${id.slice(4)}`, `Page of ${id}`),
    pixel: asset(`5${id.slice(4)}`, `Pixel of ${id}`),
    instagram: id === 'act_206' ? asset('700206', 'client.two') : null,
    conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
    ...(id === 'act_206' && {
      savedAudience: asset('800206', 'JP adults 25-54'),
      customAudiences: [asset('810206', 'JP visitors')],
      excludedAudiences: [asset('811206', 'JP buyers')],
    }),
  }));
  const ads = [{ imageId: 'a' }, { imageId: 'b' }];
  const bulk = rows.map((a) => ({
    account: a,
    payload: buildLaunchPayload(draftForBulkAccount(draft, a, account.timezoneName), {
      account: { ...account, id: a.accountId, currency: a.currency },
      ads,
      bulkAccountId: a.accountId,
    }),
  }));
  return { account, draft: { ...draft, multiAccount: true, bulkAccounts: rows }, payload: buildLaunchPayload(draft, { account, ads }), bulk };
}

describe('Review Launch Details of a bulk launch', () => {
  afterEach(cleanup);

  it('one card per account with its assets, audiences, budget, estimate and launch date in its own currency and zone; a total per currency', async () => {
    const review = bulkInput();
    showReview(review, async (payload) => {
      const [currency, timezoneName] = ZONES[payload.accountId]!;
      return planAnswer(payload, { ...account, id: payload.accountId, currency, timezoneName });
    });
    const cards = screen.getAllByRole('region');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(Object.keys(ZONES).map((id) => `Client ${id} (${id})`));
    const japan = within(cards[1]!);
    for (const text of ['Page of act_206', 'client.two', 'Pixel of act_206', 'Purchase', 'https://a.example.com']) expect(japan.getByText(text)).toBeTruthy();
    // Each account's budget in its currency, times its 2 ad sets.
    await waitFor(() => expect(japan.getByText('¥5,000 daily per ad set')).toBeTruthy());
    expect(japan.getByText('¥10,000 (up to ¥17,500 on some days, at most ¥70,000 in a week)')).toBeTruthy();
    expect(within(cards[0]!).getByText('$14.00 (up to $24.50 on some days, at most $98.00 in a week)')).toBeTruthy();
    expect(within(cards[2]!).getByText('€25.00 (up to €43.75 on some days, at most €175.00 in a week)')).toBeTruthy();
    // Each starts at midnight of Dec 1 in its own zone.
    expect(japan.getByRole('row', { name: /^Launch date / }).textContent).toContain('Dec 1, 2026, 12:00 AM (Asia/Tokyo)');
    expect(within(cards[2]!).getByRole('row', { name: /^Launch date / }).textContent).toContain('Dec 1, 2026, 12:00 AM (Europe/Berlin)');
    expect(within(cards[0]!).getByRole('row', { name: /^Launch date / }).textContent).toContain('Dec 1, 2026, 12:00 AM (America/Los_Angeles)');
    // Its own audiences, by their names in that account; another account has none.
    expect(japan.getByRole('row', { name: /^Audiences / }).textContent).toContain('JP adults 25-54 (saved audience), JP visitors');
    expect(japan.getByRole('row', { name: /^Excluded audiences / }).textContent).toContain('JP buyers');
    expect(within(cards[0]!).getByRole('row', { name: /^Audiences / }).textContent).toContain('None');
    // Its own locations, by name: its business's country; none of them the launch's.
    expect(within(cards[2]!).getByRole('row', { name: /^Locations / }).textContent).toBe('LocationsGermany');
    expect(within(cards[0]!).getByRole('row', { name: /^Locations / }).textContent).toBe('LocationsUnited States');
    expect(screen.getAllByRole('row', { name: /^Locations / })).toHaveLength(4);
    // The whole launch: one total per currency, in the accounts' order; never one sum across currencies.
    expect(screen.getByRole('row', { name: /^Estimated spend, all accounts / }).textContent).toContain('$14.00 + ¥20,000 + €25.00 a day');
    expect(screen.getByText("Each account's, in its currency (on its card)")).toBeTruthy();
    expect(screen.getByText("Each account's, in its time zone (on its card)")).toBeTruthy();
    // No one account's estimate, page or audiences outside its card.
    expect(screen.getAllByRole('row', { name: /^Estimated daily spend / })).toHaveLength(4);
    expect(screen.queryAllByRole('row', { name: /^Page / })).toHaveLength(4);
  });
});
