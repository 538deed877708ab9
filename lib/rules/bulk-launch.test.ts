import { describe, expect, it } from 'vitest';
import {
  bulkAccountErrors,
  bulkAccountsToLaunch,
  bulkFailureMessage,
  bulkResultsTitle,
  bulkSpendTotal,
  carriedToBulkAccount,
  defaultBulkEvent,
  draftForBulkAccount,
  newBulkAccount,
  storedBulkAccount,
  withoutAccountIds,
  withAccountAddedBack,
  withLaunchedAccounts,
  withoutBulk,
} from './bulk-launch';
import { money } from './currency';
import { buildLaunchPayload } from './payload';
import { withStartAheadEverywhere } from './bulk-schedule';
import { account, bulkAccount, now, usd, validDraft } from './test-fixtures';
import type { BulkAccount, ConversionEvent, LaunchDraft } from './types';
import { validateLaunch } from './validate-launch';

const bulk = (name: string, change: Partial<BulkAccount> = {}): BulkAccount =>
  bulkAccount(name, { conversionEvent: { id: 'LEAD', fbId: 'LEAD', name: 'Lead', type: 'standard' }, ...change });
const NY = account.timezoneName;
const jpy = (yen: number) => money(yen * 100, 'JPY');

describe('bulk launch: one launch per account', () => {
  it("takes the account's assets and the launch's settings; not itself a bulk launch", () => {
    const draft = validDraft({ multiAccount: true, bulkAccounts: [bulk('North'), bulk('South')], budget: usd(42) });
    const one = draftForBulkAccount(draft, bulk('North', { instagram: { id: '700001', name: 'north.ig' }, budget: usd(7.5), bidAmount: usd(2) }), NY);
    expect(one).toMatchObject({
      multiAccount: false,
      bulkAccounts: [],
      page: { name: 'North Page' },
      pixel: { name: 'North Pixel' },
      instagram: { id: '700001' },
      conversionEvent: { id: 'LEAD' },
      // The account's own amounts, in its currency: never the launch account's.
      budget: usd(7.5),
      bidAmount: usd(2),
    });
    expect(one.destinationUrl).toBe('https://acme.example.com/landing');
    expect(draftForBulkAccount(draft, bulk('North', { destinationUrl: ' https://north.example.com ' }), NY).destinationUrl).toBe('https://north.example.com');
    // Each account's payload is a valid launch of its own, marked with the account.
    const north = bulk('North');
    const payload = buildLaunchPayload(one, {
      ads: [{ creativeId: '11111111-1111-4111-8111-111111111111', creativeType: 'image' }],
      account: { ...account, id: north.accountId },
      bulkAccountId: north.accountId,
    });
    expect(payload).toMatchObject({
      accountId: north.accountId,
      bulkAccountId: north.accountId,
      facebookPageId: north.page!.id,
      pixelId: north.pixel!.id,
      instagramAccountId: '700001',
    });
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

  it("each account's own spend limits (under a campaign budget only), audiences, saved audience, catalog and product set", () => {
    const own = {
      adSetMinimumSpend: jpy(2000),
      adSetMaximumSpend: jpy(9000),
      savedAudience: { id: '800206', name: 'JP adults 25-54' },
      customAudiences: [{ id: '810206', name: 'Website visitors 30d' }],
      excludedAudiences: [{ id: '811206', name: 'Customer list' }],
      catalog: { id: '900002', name: 'Lumen Catalog' },
      productSet: { id: '900012', name: 'All products' },
    };
    const launch = validDraft({
      multiAccount: true,
      isCBO: true,
      adSetMinimumSpend: usd(20),
      adSetMaximumSpend: usd(90),
      advantageAudience: true,
      customAudiences: [{ id: '810042', name: 'Acme visitors' }],
      catalog: { id: '900001', name: 'Acme Catalog' },
    });
    const tokyo = bulk('Tokyo', { currency: 'JPY', timezoneName: 'Asia/Tokyo', budget: jpy(5000), ...own });
    // The Ads Manager account's ids and amounts never reach another account: each of its own.
    expect(draftForBulkAccount(launch, tokyo, NY)).toMatchObject({ ...own, advantageAudience: false, product: null });
    // Spend limits apply under a campaign budget only: without one, none is sent.
    expect(draftForBulkAccount({ ...launch, isCBO: false }, tokyo, NY)).toMatchObject({ adSetMinimumSpend: null, adSetMaximumSpend: null });
  });

  it("the start and end are the same wall-clock time in each account's own time zone", () => {
    // Step 2 shows New York's clock: 2026-11-23 00:00 there, ending 2026-11-30 12:30.
    const launch = validDraft({ startTime: '2026-11-23T05:00:00.000Z', endTime: '2026-11-30T17:30:00.000Z' });
    const at = (timezoneName: string) => draftForBulkAccount(launch, bulk('A', { timezoneName }), NY);
    expect([at('Asia/Tokyo').startTime, at('Asia/Tokyo').endTime]).toEqual(['2026-11-23T00:00:00.000+09:00', '2026-11-30T12:30:00.000+09:00']);
    expect(at('Europe/Berlin').startTime).toBe('2026-11-23T00:00:00.000+01:00');
    expect(at(NY).startTime).toBe('2026-11-23T00:00:00.000-05:00');
    expect(new Date(at('America/Los_Angeles').startTime!).toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });

  it('an added account takes the amounts of its currency and the ids of its own account only', () => {
    const launch = validDraft({
      budget: usd(40),
      bidAmount: usd(3),
      adSetMinimumSpend: usd(20),
      adSetMaximumSpend: null,
      customAudiences: [{ id: '810042', name: 'V' }],
    });
    expect(carriedToBulkAccount(launch, { accountId: 'act_201', name: 'US 2', currency: 'USD' }, account.id)).toEqual({
      fields: { budget: usd(40), bidAmount: usd(3), adSetMinimumSpend: usd(20) },
      notice: null,
    });
    // A $20 minimum is not ¥20: nothing in another currency, and the buyer is told why the amounts are empty.
    expect(carriedToBulkAccount(launch, { accountId: 'act_206', name: 'Lumen – Japan', currency: 'JPY' }, account.id)).toEqual({
      fields: {},
      notice:
        "Amounts cleared for Lumen – Japan: it pays in ¥ (JPY), and this launch's amounts are in USD. Enter its budget, bid and spend limits in JPY under Budget & Schedule.",
    });
    // No amount, nothing to say.
    expect(carriedToBulkAccount(validDraft({ budget: null }), { accountId: 'act_206', name: 'J', currency: 'JPY' }, account.id).notice).toBeNull();
    expect(carriedToBulkAccount(launch, { accountId: account.id, name: account.name, currency: 'USD' }, account.id).fields).toMatchObject({
      customAudiences: [{ id: '810042', name: 'V' }],
      savedAudience: null,
      catalog: null,
    });
  });

  it("turning it on moves the Ads Manager account's ids onto its row; turning it off brings them back", () => {
    const saved = { id: '800042', name: 'Saved' };
    const draft = validDraft({ savedAudience: saved, advantageAudience: false, excludedAudiences: [{ id: '811042', name: 'X' }] });
    const on = withoutAccountIds(draft);
    expect([on.savedAudience, on.excludedAudiences, on.catalog]).toEqual([null, [], null]);
    const own = {
      ...bulk('Acme'),
      accountId: account.id,
      ...carriedToBulkAccount(draft, { accountId: account.id, name: 'Acme', currency: 'USD' }, account.id).fields,
    };
    const off = withoutBulk({ ...on, multiAccount: true, advantageAudience: true, bulkAccounts: [own, bulk('B')] }, account.id);
    expect(off).toMatchObject({ multiAccount: false, bulkAccounts: [], savedAudience: saved, advantageAudience: false, excludedAudiences: [{ id: '811042' }] });
  });

  it('the spend estimate: one total per currency, never one sum across currencies', () => {
    const day = (currency: string, amount: number) => ({ currency, period: 'daily' as const, amount });
    expect(bulkSpendTotal([day('JPY', 1_000_000), day('USD', 10_000), day('JPY', 500_000), day('USD', 5_000)])).toBe('¥15,000 + $150.00 a day');
    expect(bulkSpendTotal([day('EUR', 3050), null])).toBe('€30.50 a day');
    expect(bulkSpendTotal([{ currency: 'USD', period: 'lifetime', amount: 70_000 }])).toBe('$700.00 in all (lifetime)');
    expect(bulkSpendTotal([null])).toBeNull();
  });

  it("an account starts with its business's country; the Ads Manager account's row with the launch's; each launches its own", () => {
    const tokyo = newBulkAccount({ id: 'act_206', name: 'Lumen – Japan', currency: 'JPY', timezoneName: 'Asia/Tokyo', countryCode: 'JP' });
    expect(tokyo.locations).toEqual([{ key: 'JP', name: 'Japan', type: 'country', countryCode: 'JP' }]);
    // Not known: none, and its setup asks for them (never the launch's unseen).
    expect(newBulkAccount({ id: 'act_1', name: 'X', currency: 'USD', timezoneName: NY }).locations).toEqual([]);
    const berlin = { key: '2950159', name: 'Berlin', type: 'city' as const, countryCode: 'DE' };
    const launch = validDraft({ locations: [berlin] });
    expect(carriedToBulkAccount(launch, { accountId: account.id, name: 'Acme', currency: 'USD' }, account.id).fields.locations).toEqual([berlin]);
    expect(carriedToBulkAccount(launch, { accountId: 'act_206', name: 'J', currency: 'JPY' }, account.id).fields).not.toHaveProperty('locations');
    // Locations are no account's ids: a draft moved to another account keeps them.
    expect(withoutAccountIds(launch).locations).toEqual([berlin]);
    const own = { ...bulk('Acme', { locations: [berlin] }), accountId: account.id };
    expect(withoutBulk({ ...withoutAccountIds(launch), multiAccount: true, bulkAccounts: [own, tokyo] }, account.id).locations).toEqual([berlin]);
    const one = draftForBulkAccount(validDraft({ multiAccount: true, locations: [] }), { ...bulk('T'), locations: tokyo.locations }, NY);
    const ads = [{ creativeId: '11111111-1111-4111-8111-111111111111', creativeType: 'image' as const }];
    expect(buildLaunchPayload(one, { ads, account: { ...account, id: 'act_206' }, bulkAccountId: 'act_206' }).locations).toEqual([
      { key: 'JP', name: 'Japan', type: 'country', countryCode: 'JP' },
    ]);
  });

  it('a stored row of older code: none without a time zone, its bare amounts read in its own currency', () => {
    expect(storedBulkAccount(bulk('A'))).toEqual(bulk('A'));
    const { timezoneName: _tz, ...old } = bulk('A');
    expect(storedBulkAccount(old)).toBeNull();
    const yen = { ...bulk('T', { currency: 'JPY' }), budget: 5000, bidAmount: null, adSetMinimumSpend: 200 };
    expect(storedBulkAccount(yen)).toMatchObject({ budget: jpy(5000), bidAmount: null, adSetMinimumSpend: jpy(200) });
    // Stored before each account had its locations: none, so its setup asks for them.
    const { locations: _l, ...before } = bulk('A');
    expect(storedBulkAccount(before)?.locations).toEqual([]);
  });
});

describe('bulk launch: the per-account check', () => {
  const ctx = { now, account };
  const check = (change: Partial<LaunchDraft>, accounts: BulkAccount[]) =>
    validateLaunch(validDraft({ multiAccount: true, bulkAccounts: accounts, ...change }), ctx);

  it("spend limits are each account's, in its currency", () => {
    const cbo = { isCBO: true };
    expect(
      check(cbo, [
        bulk('A', { adSetMinimumSpend: usd(20), adSetMaximumSpend: usd(10) }),
        bulk('B', { currency: 'JPY', budget: jpy(500), adSetMaximumSpend: jpy(0) }),
      ]).bulkAccounts,
    ).toEqual([
      'The minimum spend cannot be more than the maximum spend for account: A',
      'Please enter spend limits above 0 in JPY, or leave them empty, for account: B',
    ]);
    // The launch's own (the Ads Manager account's, hidden in a Multi Account Launch) are not what is checked.
    expect(check({ ...cbo, adSetMinimumSpend: usd(50), adSetMaximumSpend: usd(10) }, [bulk('A'), bulk('B')])).toEqual({});
  });

  it("a start already past in an account's time zone holds the launch, naming the account and its clock", () => {
    // 20:00 in New York on Nov 21 is still ahead (now is 06:50 there), but 20:00 in Tokyo on Nov 21 has passed.
    const evening = { startTime: '2026-11-22T01:00:00.000Z' };
    expect(check(evening, [bulk('A'), bulk('Tokyo', { timezoneName: 'Asia/Tokyo' })]).bulkAccounts).toEqual([
      'The start date (2026-11-21 20:00 Asia/Tokyo) has already passed there: choose a later start for account: Tokyo',
    ]);
    expect(check({ startTime: '2026-11-22T15:00:00.000Z' }, [bulk('A'), bulk('Tokyo', { timezoneName: 'Asia/Tokyo' })])).toEqual({});
  });

  it("with shop, each account's own catalog and product or product set", () => {
    const shop = { shopEnabled: true, catalog: null, productSet: null };
    const catalog = { id: '900002', name: 'C' };
    expect(check(shop, [bulk('A'), bulk('B', { catalog }), bulk('C', { catalog, product: { id: '1', name: 'P', inventory: 0 } })]).bulkAccounts).toEqual([
      'Please select a catalog for account: A',
      'Please select either a product or a product set for account: B',
      'The product is out of stock: choose another for account: C',
    ]);
    // The launch's own catalog is not asked for: each account has its own.
    expect(check(shop, [bulk('A', { catalog, productSet: { id: '2', name: 'S' } }), bulk('B', { catalog, productSet: { id: '3', name: 'S' } })])).toEqual({});
  });

  it("each account's own locations are needed unless it has a saved audience; the launch's are not what is checked", () => {
    const saved = { id: '800001', name: 'Saved' };
    expect(check({ locations: [] }, [bulk('A', { savedAudience: saved, locations: [] }), bulk('B', { locations: [] })]).bulkAccounts).toEqual([
      'Please choose the locations for account: B',
    ]);
    expect(check({ locations: [] }, [bulk('A', { savedAudience: saved, locations: [] }), bulk('B')])).toEqual({});
    // Without Multi Account Launch the launch's own are needed, at the field.
    expect(check({ multiAccount: false, locations: [] }, []).locations).toEqual(['Please select at least one location.']);
  });
});

describe('bulk launch: Adjust Settings after failures', () => {
  const ctx = { now, account };

  it('the accounts that launched stay listed but are left out of the next launch, its checks and its start', () => {
    // Tokyo launched; its row would fail every check now (no page, a start already past there): none is said.
    const rows = [bulk('A'), bulk('Tokyo', { timezoneName: 'Asia/Tokyo', page: null }), bulk('C')];
    const evening = { startTime: '2026-11-22T01:00:00.000Z' }; // 20:00 in New York, already past in Tokyo
    const draft = withLaunchedAccounts(validDraft({ multiAccount: true, bulkAccounts: rows, ...evening }), [rows[1]!.accountId]);
    expect(draft.bulkAccounts.map((a) => a.launched)).toEqual([false, true, false]);
    expect(bulkAccountsToLaunch(draft).map((a) => a.name)).toEqual(['A', 'C']);
    expect(validateLaunch(draft, ctx)).toEqual({});
    expect(withStartAheadEverywhere(draft, NY, now)).toBe(draft);
    // Added back, it is launched again, and checked again.
    const back = withAccountAddedBack(draft, rows[1]!.accountId);
    expect(bulkAccountsToLaunch(back).map((a) => a.name)).toEqual(['A', 'Tokyo', 'C']);
    expect(validateLaunch(back, ctx).bulkAccounts).toContain('Please select a Facebook page for account: Tokyo');
  });
});

describe('bulk launch: a start ahead on every clock', () => {
  // Now is 06:50 in New York on Nov 21, 20:50 in Tokyo.
  const NY_START = { startTime: '2026-11-22T05:00:00.000Z', endTime: '2026-11-29T05:00:00.000Z' }; // Nov 22 00:00 in New York

  it("moves the start and end on by whole days, keeping the time, once an account's clock has passed it", () => {
    const draft = validDraft({ ...NY_START, multiAccount: true, bulkAccounts: [bulk('A'), bulk('Tokyo', { timezoneName: 'Asia/Tokyo' })] });
    // Nov 22 00:00 in Tokyo is still ahead (it is 20:50 on the 21st there): nothing moves.
    expect(withStartAheadEverywhere(draft, NY, now)).toBe(draft);
    // At 11:00 in New York it is 01:00 on the 22nd in Tokyo: the start goes to the 23rd, 00:00, the end a day on too.
    const later = new Date('2026-11-21T16:00:00.000Z');
    const moved = withStartAheadEverywhere(draft, NY, later);
    expect([moved.startTime, moved.endTime]).toEqual(['2026-11-23T00:00:00.000-05:00', '2026-11-30T00:00:00.000-05:00']);
    expect(validateLaunch(draft, { now: later, account }).bulkAccounts).toHaveLength(1);
    expect(validateLaunch(moved, { now: later, account })).toEqual({});
  });

  it('leaves a start already past on the launch clock to the launch check', () => {
    const draft = validDraft({ ...NY_START, multiAccount: true, bulkAccounts: [bulk('Tokyo', { timezoneName: 'Asia/Tokyo' })] });
    expect(withStartAheadEverywhere(draft, NY, new Date('2026-11-23T00:00:00.000Z'))).toBe(draft);
  });
});
