import { describe, expect, it } from 'vitest';
import { EMPTY_LIBRARY_SELECTION, type StoredLibrarySelection } from '../../lib/extension/library-storage';
import { adCount, adsOf, clickSelect, toLibrarySelection } from './selection';

const pick = (id: string, type: 'image' | 'video' = 'image', folderId: string | null = null) => ({ id, name: `Creative ${id}`, type, folderId });
const sel = (s: Partial<StoredLibrarySelection>): StoredLibrarySelection => ({ ...EMPTY_LIBRARY_SELECTION, ...s });

describe('the library selection', () => {
  it('makes one ad per creative and copy, one per creative without a copy', () => {
    const s = sel({ creatives: [pick('a'), pick('b', 'video')], copyIds: ['c1', 'c2'] });
    expect(adCount(s, 'act_1')).toBe(4);
    expect(adsOf(s, 'act_1')).toEqual([
      { copyId: 'c1', creativeId: 'a', creativeType: 'image' },
      { copyId: 'c1', creativeId: 'b', creativeType: 'video' },
      { copyId: 'c2', creativeId: 'a', creativeType: 'image' },
      { copyId: 'c2', creativeId: 'b', creativeType: 'video' },
    ]);
    expect(adsOf(sel({ creatives: [pick('a')] }), 'act_1')).toEqual([{ creativeId: 'a', creativeType: 'image' }]);
    expect(adCount(sel({}), 'act_1')).toBe(0);
  });

  it("counts the ad account's own media only in that account", () => {
    const s = sel({ accountId: 'act_1', accountImages: [{ hash: 'h1', name: 'one' }], accountVideos: [{ id: 'v1', title: 'clip' }], copyIds: ['c1'] });
    expect(adsOf(s, 'act_1')).toEqual([
      { copyId: 'c1', imageId: 'h1' },
      { copyId: 'c1', facebookVideoId: 'v1' },
    ]);
    expect(adCount(s, 'act_2')).toBe(0);
  });

  it("names each ad as the launch will: its creative (an account image by its hash) and its copy, in the ads' order", () => {
    const copies = [{ id: 'c1', name: 'Morning', headline: 'Open at 7' }];
    const s = sel({ accountId: 'act_1', creatives: [pick('a')], accountImages: [{ hash: 'h1', name: 'one' }], copyIds: ['c1', 'c2'], copies });
    const picked = toLibrarySelection(s, 'act_1', null, new Map());
    expect(picked.adNames).toEqual([
      { creativeName: 'Creative a', copy: { name: 'Morning', headline: 'Open at 7' } },
      { creativeName: 'h1', copy: { name: 'Morning', headline: 'Open at 7' } },
      // A copy picked before names were kept: its ads are named without it.
      { creativeName: 'Creative a' },
      { creativeName: 'h1' },
    ]);
    expect(picked.ads.map((ad) => ad.copyId)).toEqual(['c1', 'c1', 'c2', 'c2']);
  });

  it('names the folder shown, or the folder of a single creative', () => {
    const names = new Map([['f1', 'Spring']]);
    expect(toLibrarySelection(sel({ folderId: 'f2', folderName: 'Summer', creatives: [pick('a')] }), 'act_1', null, names)).toMatchObject({
      folderId: 'f2',
      folderName: 'Summer',
    });
    expect(toLibrarySelection(sel({ creatives: [pick('a', 'image', 'f1')] }), 'act_1', null, names).folderName).toBe('Spring');
    expect(toLibrarySelection(sel({ creatives: [pick('a', 'image', 'f1'), pick('b')] }), 'act_1', null, names).folderName).toBeUndefined();
  });

  it('toggles on click and selects a range on shift-click', () => {
    const ordered = ['a', 'b', 'c', 'd', 'e'];
    expect(clickSelect(ordered, [], 'b', null, false)).toEqual(['b']);
    expect(clickSelect(ordered, ['b'], 'b', 'b', false)).toEqual([]);
    expect(clickSelect(ordered, ['b'], 'e', 'b', true)).toEqual(['b', 'c', 'd', 'e']);
    expect(clickSelect(ordered, ['d'], 'a', 'd', true)).toEqual(['d', 'a', 'b', 'c']);
    expect(clickSelect(ordered, [], 'c', null, true)).toEqual(['c']);
  });
});
