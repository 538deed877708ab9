import { describe, expect, it } from 'vitest';
import type { LaunchSettings } from '../contract/settings';
import { applyDefaultSettings, awaitedDefaults, DEFAULT_SETTINGS, settleAwaitedDefaults, type AwaitedDefaults } from './default-settings';
import { DEFAULT_NAMING } from './naming';
import { validDraft } from './test-fixtures';
import type { ConversionEvent } from './types';

const settings = (change: Partial<LaunchSettings> = {}): LaunchSettings => ({ ...DEFAULT_SETTINGS, ...change });

describe('§3 default settings on a fresh draft', () => {
  it('sets Advantage+ creatives, multi-advertiser ads, distribution and naming', () => {
    const d = applyDefaultSettings(
      validDraft(),
      settings({
        defaultUseAdvantageCreatives: true,
        defaultMultiAdvertiserAds: true,
        defaultAdDistribution: 'single',
        defaultAdNamingConvention: '{{creative name}}',
      }),
    );
    expect([d.useAdvantageCreatives, d.multiAdvertiserAds, d.adSetDistribution, d.naming.ad, d.naming.campaign]).toEqual([
      true,
      true,
      'single',
      '{{creative name}}',
      DEFAULT_NAMING.campaign,
    ]);
  });
  it('picks the default pixel, page and Instagram account when the account has them', () => {
    const draft = validDraft();
    const d = applyDefaultSettings(draft, settings({ defaultPixelId: 'px2', defaultPageId: 'pg2', defaultInstagramId: 'ig2' }), {
      pixels: [{ id: 'px2', name: 'Second pixel' }],
      pages: [{ id: 'pg2', name: 'Second page' }],
      instagramAccounts: [{ id: 'ig2', name: 'second' }],
    });
    expect([d.pixel?.id, d.conversionEvent, d.page?.id, d.instagram?.id]).toEqual(['px2', null, 'pg2', 'ig2']);
  });
  it('keeps the draft’s assets when the account lacks the defaults', () => {
    const draft = validDraft();
    const d = applyDefaultSettings(draft, settings({ defaultPixelId: 'gone', defaultPageId: 'gone' }), { pixels: [], pages: [] });
    expect([d.pixel, d.page, d.conversionEvent]).toEqual([draft.pixel, draft.page, draft.conversionEvent]);
  });
  it('a draft starting over keeps its assets and naming', () => {
    const draft = validDraft({ naming: { campaign: 'Mine', adSet: 'Mine', ad: 'Mine' } });
    const d = applyDefaultSettings(
      draft,
      settings({ defaultUseAdvantageCreatives: true, defaultPageId: 'pg2' }),
      { pages: [{ id: 'pg2', name: 'Second page' }] },
      true,
    );
    expect([d.useAdvantageCreatives, d.naming, d.page]).toEqual([true, draft.naming, draft.page]);
  });
});

describe('§3 the default conversion event and lead form, once their lists load', () => {
  const purchase: ConversionEvent = { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' };
  const registration: ConversionEvent = { id: 'COMPLETE_REGISTRATION', fbId: 'COMPLETE_REGISTRATION', name: 'Complete Registration', type: 'standard' };
  const custom: ConversionEvent = { id: 'custom:77', fbId: '77', name: 'Checkout completed', type: 'custom', eventType: 'PURCHASE' };
  const events = [purchase, registration, custom];
  const forms = [
    { id: 'lf1', name: 'Contact form' },
    { id: 'lf2', name: 'Quote request' },
  ];
  const awaited: AwaitedDefaults = { event: { id: 'COMPLETE_REGISTRATION', ownerId: '500001' }, leadForm: { id: 'lf2', ownerId: '400001' } };
  const loaded = { events: { ownerId: '500001', items: events }, leadForms: { ownerId: '400001', items: forms } };
  const none = { event: null, leadForm: null };

  it('awaits the default event on the draft’s pixel and the default lead form on its page', () => {
    const s = settings({ defaultConversionEvent: { id: 'custom:77', name: 'Checkout completed' }, defaultLeadFormId: 'lf2' });
    expect(awaitedDefaults(validDraft(), s)).toEqual({ event: { id: 'custom:77', ownerId: '500001' }, leadForm: { id: 'lf2', ownerId: '400001' } });
    expect(awaitedDefaults(validDraft({ pixel: null, page: null }), s)).toEqual(none);
    expect(awaitedDefaults(validDraft(), settings())).toEqual(none);
  });
  it('chooses both once their lists have loaded, over the dialog’s first valid event', () => {
    const r = settleAwaitedDefaults(validDraft({ conversionEvent: purchase }), awaited, loaded);
    expect([r.draft.conversionEvent, r.draft.leadForm, r.awaited]).toEqual([registration, { id: 'lf2', name: 'Quote request' }, none]);
    const nothingYet = settleAwaitedDefaults(validDraft({ conversionEvent: null }), awaited, loaded);
    expect(nothingYet.draft.conversionEvent).toEqual(registration);
  });
  it('waits while a list loads, or while the list is still another pixel’s or page’s', () => {
    const draft = validDraft({ conversionEvent: null });
    for (const lists of [
      { events: { ownerId: '500001', items: undefined }, leadForms: { ownerId: '400001', items: undefined } },
      { events: { ownerId: 'px0', items: events }, leadForms: { ownerId: null, items: forms } },
    ]) {
      const r = settleAwaitedDefaults(draft, awaited, lists);
      expect([r.draft, r.awaited]).toEqual([draft, awaited]);
    }
  });
  it('an id the list lacks, or an event that does not suit the launch, leaves the usual choice', () => {
    const lacking = settleAwaitedDefaults(
      validDraft(),
      { event: { id: 'custom:gone', ownerId: '500001' }, leadForm: { id: 'gone', ownerId: '400001' } },
      loaded,
    );
    expect([lacking.draft.conversionEvent, lacking.draft.leadForm, lacking.awaited]).toEqual([purchase, null, none]);
    // §5: the highest value strategy optimises for purchases only.
    const value = validDraft({ bidStrategy: 'highestValue' });
    expect(settleAwaitedDefaults(value, awaited, loaded).draft.conversionEvent).toEqual(purchase);
  });
  it('a choice the user made meanwhile stays: another event, lead form, pixel or page', () => {
    const chosen = validDraft({ conversionEvent: custom, leadForm: { id: 'lf1', name: 'Contact form' } });
    const r = settleAwaitedDefaults(chosen, awaited, loaded);
    expect([r.draft, r.awaited]).toEqual([chosen, none]);
    const moved = validDraft({ pixel: { id: 'px2', name: 'Other' }, page: { id: 'page2', name: 'Other' }, conversionEvent: null });
    const m = settleAwaitedDefaults(moved, awaited, { events: { ownerId: 'px2', items: events }, leadForms: { ownerId: 'page2', items: forms } });
    expect([m.draft, m.awaited]).toEqual([moved, none]);
  });
});
