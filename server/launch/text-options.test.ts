import { describe, expect, it } from 'vitest';
import type { CopyFields } from '../../lib/contract/library';
import { textOptionsOf } from './text-options';

const copy = (variations: CopyFields['variations'], own: Partial<CopyFields> = {}): CopyFields => ({
  name: 'c',
  primaryText: 'P',
  headline: 'H',
  description: '',
  callToAction: 'SHOP_NOW',
  variations,
  ...own,
});

describe('textOptionsOf', () => {
  it('sends nothing for a copy without variations, or whose variations repeat its texts', () => {
    expect(textOptionsOf(undefined)).toEqual({});
    expect(textOptionsOf(copy([]))).toEqual({});
    expect(textOptionsOf(copy([{ primaryText: 'P', headline: ' ', description: '' }]))).toEqual({});
  });

  it("lists each distinct non-empty text once, the copy's own first, at most 5 of a kind", () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ primaryText: `P${i}`, headline: i === 0 ? 'H' : '', description: '' }));
    expect(textOptionsOf(copy(many))).toEqual({
      asset_feed_spec: {
        bodies: ['P', 'P0', 'P1', 'P2', 'P3'].map((text) => ({ text })),
        titles: [{ text: 'H' }],
        optimization_type: 'DEGREES_OF_FREEDOM',
      },
    });
  });
});
