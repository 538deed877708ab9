import { describe, expect, it } from 'vitest';
import { groupConversionEvents, sortConversionEvents } from './conversion-events';
import { assetOwnerLabel, groupAssets, sortAssets } from './ordering';
import type { Asset } from './types';

const a = (id: string, change: Partial<Asset> = {}): Asset => ({
  id,
  name: id,
  isPersonal: false,
  businessName: null,
  ownerBusinessName: null,
  isLegacy: false,
  ...change,
});

describe('§6/§9 asset ordering and labels', () => {
  it.each<[string, Partial<Asset>, string]>([
    ['account', {}, 'Account'],
    ['personal', { isPersonal: true }, 'Personal'],
    ['business', { businessName: 'Zeta' }, 'Business: Zeta'],
    ['owner business wins', { businessName: 'Zeta', ownerBusinessName: 'Acme' }, 'Business: Acme'],
  ])('§6 %s label', (_n, change, label) => {
    expect(assetOwnerLabel(a('x', change))).toBe(label);
  });
  it('§9 Account, Personal, businesses alphabetically, legacy last', () => {
    const list = [
      a('legacy', { isLegacy: true }),
      a('zeta', { businessName: 'Zeta' }),
      a('personal', { isPersonal: true }),
      a('acme', { businessName: 'acme' }),
      a('account'),
    ];
    expect(sortAssets(list).map((x) => x.id)).toEqual(['account', 'personal', 'acme', 'zeta', 'legacy']);
    expect(groupAssets(list).map((g) => g.group)).toEqual(['Account', 'Personal', 'Business: acme', 'Business: Zeta', 'Legacy']);
  });
});

describe('§9 conversion event ordering and groups', () => {
  const events = [
    { name: 'p', type: 'pixel' as const },
    { name: 'c', type: 'custom' as const },
    { name: 'Purchase', type: 'standard' as const },
    { name: 'Lead', type: 'standard' as const },
  ];
  it('§9 standard, custom, pixel (stable within a type)', () => {
    expect(sortConversionEvents(events).map((e) => e.name)).toEqual(['Purchase', 'Lead', 'c', 'p']);
  });
  it('§9 groups Standard Events, Custom Conversions, Pixel Events', () => {
    expect(groupConversionEvents(events).map((g) => g.group)).toEqual(['Standard Events', 'Custom Conversions', 'Pixel Events']);
  });
});
