import { describe, expect, it } from 'vitest';
import type { LaunchSettings } from '../contract/settings';
import { applyDefaultSettings, DEFAULT_SETTINGS } from './default-settings';
import { DEFAULT_NAMING } from './naming';
import { validDraft } from './test-fixtures';

const settings = (change: Partial<LaunchSettings> = {}): LaunchSettings => ({ ...DEFAULT_SETTINGS, ...change });

describe('§3 default settings on a fresh draft', () => {
  it('sets Advantage+ creatives, multi-advertiser ads, distribution and naming', () => {
    const d = applyDefaultSettings(
      validDraft(),
      settings({ defaultUseAdvantageCreatives: true, defaultMultiAdvertiserAds: true, defaultAdDistribution: 'single', defaultAdNamingConvention: '{{creative name}}' }),
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
    const d = applyDefaultSettings(draft, settings({ defaultUseAdvantageCreatives: true, defaultPageId: 'pg2' }), { pages: [{ id: 'pg2', name: 'Second page' }] }, true);
    expect([d.useAdvantageCreatives, d.naming, d.page]).toEqual([true, draft.naming, draft.page]);
  });
});
