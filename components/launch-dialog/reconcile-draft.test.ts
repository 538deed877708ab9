import { describe, expect, it } from 'vitest';
import { createDefaultDraft, money, type Asset, type ConversionEvent } from '../../lib/rules';
import { forAnotherAccount, reconcileDraft } from './reconcile-draft';

const account = { id: 'act_1', name: 'A', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
const asset = (id: string, extra: Partial<Asset> = {}): Asset => ({
  id,
  name: `n${id}`,
  isPersonal: false,
  businessName: null,
  ownerBusinessName: null,
  isLegacy: false,
  ...extra,
});
const ev = (id: string): ConversionEvent => ({ id, fbId: id, name: id, type: 'standard' });
const draft = createDefaultDraft(account, new Date('2026-11-21T12:00:00Z'));

describe('reconcileDraft', () => {
  it('keeps assets the account has and what does not depend on the account', () => {
    const d = {
      ...draft,
      page: asset('p2'),
      pixel: asset('x1'),
      conversionEvent: ev('LEAD'),
      destinationUrl: 'https://a.example.com',
      budget: money(900, 'USD'),
    };
    expect(reconcileDraft(d, { pages: [asset('p1'), asset('p2')], pixels: [asset('x1')], events: [ev('PURCHASE'), ev('LEAD')] })).toBe(d);
  });
  it('takes the first asset in the usual order when the account lacks the chosen one', () => {
    const d = { ...draft, page: asset('gone'), pixel: asset('gone'), conversionEvent: ev('LEAD'), destinationUrl: 'https://a.example.com' };
    const next = reconcileDraft(d, { pages: [asset('legacy', { isLegacy: true }), asset('p1')], pixels: [asset('x9')] });
    expect(next.page?.id).toBe('p1');
    expect(next.pixel?.id).toBe('x9');
    expect(next.conversionEvent).toBeNull();
    expect(next.destinationUrl).toBe('https://a.example.com');
    expect(reconcileDraft(next, { events: [ev('PURCHASE'), ev('LEAD')] }).conversionEvent?.id).toBe('PURCHASE');
  });
  it("a copy's page or pixel this account lacks stays empty for the buyer to choose; a fresh draft takes the first", () => {
    const copy = { ...draft, page: null, pixel: null, source: { kind: 'import' as const, accountId: 'act_9', campaignId: '1', read: null, own: {} } };
    expect(reconcileDraft(copy, { pages: [asset('p1')], pixels: [asset('x1')] })).toBe(copy);
    expect(reconcileDraft({ ...draft, page: null }, { pages: [asset('p1')] }).page?.id).toBe('p1');
  });
  it('drops the existing campaign of the old account', () => {
    const d = {
      ...draft,
      source: {
        kind: 'existing' as const,
        campaign: { id: 'c', name: 'C', isCBO: false, budgetType: 'daily' as const, budget: money(500, 'USD'), bidStrategy: null, bidAmount: null },
        adSetIds: ['a1'],
        createNewAdSets: false,
      },
    };
    expect(forAnotherAccount(d, true)).toMatchObject({ source: { kind: 'new' }, budget: d.budget });
  });
  it("drops the old account's audiences, saved audience, catalog and product set: another account refuses its ids", () => {
    const d = {
      ...draft,
      savedAudience: { id: '800101', name: 'Saved' },
      customAudiences: [{ id: '810101', name: 'Visitors' }],
      excludedAudiences: [{ id: '811101', name: 'Buyers' }],
      catalog: { id: '900001', name: 'Catalog' },
      productSet: { id: '900011', name: 'All' },
    };
    expect(forAnotherAccount(d, true)).toMatchObject({ savedAudience: null, customAudiences: [], excludedAudiences: [], catalog: null, productSet: null });
  });
  it('clears the amounts when the new account has another currency: ¥5,000 is not $5,000', () => {
    const d = {
      ...draft,
      budget: money(500000, 'JPY'),
      bidAmount: money(10000, 'JPY'),
      adSetMinimumSpend: money(1000, 'JPY'),
      adSetMaximumSpend: money(2000, 'JPY'),
    };
    expect(forAnotherAccount(d, false)).toMatchObject({ budget: null, bidAmount: null, adSetMinimumSpend: null, adSetMaximumSpend: null });
    expect(forAnotherAccount(d, true)).toMatchObject({ budget: money(500000, 'JPY'), bidAmount: money(10000, 'JPY') });
  });
});
