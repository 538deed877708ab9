// Asset ordering and labels (docs/product-rules.md#conventions: grouped by ownership and labelled Account, Personal or
// 'Business: {name}', asset ordering: Account, Personal, businesses alphabetically, legacy last).
import type { Asset } from './types';

/** The ownership label of an asset. Account-owned: no business and not personal. */
export function assetOwnerLabel(asset: Pick<Asset, 'isPersonal' | 'businessName' | 'ownerBusinessName'>): string {
  if (asset.isPersonal) return 'Personal';
  const business = asset.ownerBusinessName ?? asset.businessName;
  return business ? `Business: ${business}` : 'Account';
}

function rank(asset: Asset): [number, string] {
  if (asset.isLegacy) return [3, ''];
  if (asset.isPersonal) return [1, ''];
  const business = asset.ownerBusinessName ?? asset.businessName;
  return business ? [2, business.toLocaleLowerCase('en')] : [0, ''];
}

/** docs/product-rules.md#conventions: Account, Personal, businesses alphabetically, legacy last; stable within a
 * group. */
export function sortAssets<T extends Asset>(assets: readonly T[]): T[] {
  return assets
    .map((a, i) => ({ a, i, r: rank(a) }))
    .sort((x, y) => x.r[0] - y.r[0] || x.r[1].localeCompare(y.r[1], 'en') || x.i - y.i)
    .map(({ a }) => a);
}

/** The ownership groups of docs/product-rules.md#conventions, in order; legacy assets form a last group 'Legacy'. */
export function groupAssets<T extends Asset>(assets: readonly T[]): Array<{ group: string; assets: T[] }> {
  const groups = new Map<string, T[]>();
  for (const a of sortAssets(assets)) {
    const group = a.isLegacy ? 'Legacy' : assetOwnerLabel(a);
    groups.set(group, [...(groups.get(group) ?? []), a]);
  }
  return [...groups].map(([group, list]) => ({ group, assets: list }));
}

/** The item of `list` with `id`; null for a null id, an unloaded list or an id the list lacks. */
export const findById = <T extends { id: string }>(list: readonly T[] | undefined, id: string | null): T | null =>
  id === null ? null : (list?.find((x) => x.id === id) ?? null);
