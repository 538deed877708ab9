import { describe, expect, it } from 'vitest';
import type { ImportDetails } from '../contract/campaigns';
import type { CopyFields } from '../contract/library';
import { importedAds, isSameCopy } from './imported-ads';
import { importDetails, importedCreative as creative } from './test-fixtures';

const details = (creatives: ImportDetails['creatives']): ImportDetails => importDetails({ creatives });

describe('importedAds', () => {
  it('carries each ad’s primary text, headline and call to action as a copy named after the ad', () => {
    expect(importedAds(details([creative('1', { message: 'Fresh bread daily', headline: 'Bake Shop', callToAction: 'SHOP_NOW' })]))).toEqual([
      {
        imageId: 'h1',
        copy: { name: 'Imported – Ad 1', primaryText: 'Fresh bread daily', headline: 'Bake Shop', description: '', callToAction: 'SHOP_NOW', variations: [] },
      },
    ]);
  });

  it('a call to action the library does not offer, or none, becomes Learn More; a headline alone is a text', () => {
    const [a, b] = importedAds(
      details([creative('1', { headline: 'Only a headline', callToAction: 'MESSAGE_PAGE' }), creative('2', { imageHash: 'h2', message: 'Hi' })]),
    );
    expect(a!.copy).toMatchObject({ primaryText: '', headline: 'Only a headline', callToAction: 'LEARN_MORE' });
    expect(b!.copy).toMatchObject({ primaryText: 'Hi', headline: '', callToAction: 'LEARN_MORE' });
  });

  it('an ad without texts has no copy; one ad per image and texts; ads without an image are left out', () => {
    const ads = importedAds(
      details([
        creative('1'),
        creative('2'), // same image, no texts: one ad
        creative('3', { message: 'A' }),
        creative('4', { message: 'A' }), // same image and texts: one ad
        creative('5', { message: 'B' }), // same image, other texts: its own ad
        creative('6', { imageHash: null, videoId: 'v1', message: 'C' }),
      ]),
    );
    expect(ads.map((ad) => [ad.imageId, ad.copy?.name ?? null])).toEqual([
      ['h1', null],
      ['h1', 'Imported – Ad 3'],
      ['h1', 'Imported – Ad 5'],
    ]);
  });

  it('a text over the library’s limits throws (the import fails rather than dropping it)', () => {
    expect(() => importedAds(details([creative('1', { message: 'x'.repeat(2201) })]))).toThrow();
  });
});

describe('isSameCopy', () => {
  const copy: CopyFields = { name: 'Imported – Ad 1', primaryText: 'P', headline: 'H', description: '', callToAction: 'LEARN_MORE', variations: [] };
  it('only a copy with the same name and texts and no variations is reused', () => {
    expect(isSameCopy(copy, copy)).toBe(true);
    expect(isSameCopy({ ...copy, headline: 'Edited' }, copy)).toBe(false);
    expect(isSameCopy({ ...copy, name: 'Other' }, copy)).toBe(false);
    expect(isSameCopy({ ...copy, variations: [{ primaryText: 'x', headline: '', description: '' }] }, copy)).toBe(false);
  });
});
