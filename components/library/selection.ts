import type { LaunchAd } from '../../lib/contract/launch';
import type { CreativeType, LibraryOffer } from '../../lib/contract/library';
import type { StoredLibrarySelection } from '../../lib/extension/library-storage';
import type { AdNamingSource } from '../../lib/rules';

// What the library hands to the launch dialog (spec §2 inputs: the selected ads, a selected folder id, selected
// creatives, a selected offer), and the rules of picking: an ad is a creative with a copy, so the launch creates
// one ad per picked creative and picked copy (one per creative when no copy is picked).

export interface LibrarySelection {
  /** The launch payload's `ads` entries (spec §3): `copyId` with `creativeId` and `creativeType`, or `imageId` / `facebookVideoId`. */
  ads: LaunchAd[];
  /** What each ad's naming placeholders name, in the order of `ads` (as the launch engine names them). */
  adNames: AdNamingSource[];
  folderId: string | null;
  /** The payload's `folderName` (the {folder name} naming placeholder): the folder shown, or a single creative's folder. */
  folderName: string | undefined;
  creatives: Array<{ id: string; name: string; type: CreativeType }>;
  /** The payload's offerId; its url, displayLink and trackingUtm fill destinationUrl, displayLink and url_tags. */
  offer: LibraryOffer | null;
}

/** Each ad with what its names are made of: a library creative's name, else the image hash or video id. */
function picksOf(s: StoredLibrarySelection, accountId: string): Array<{ ad: LaunchAd; naming: AdNamingSource }> {
  const copies: Array<string | undefined> = s.copyIds.length > 0 ? s.copyIds : [undefined];
  const ownMedia = s.accountId === accountId;
  return copies.flatMap((copyId) => {
    const withCopy = copyId ? { copyId } : {};
    const copy = s.copies?.find((c) => c.id === copyId);
    const naming = (creativeName: string): AdNamingSource => ({ creativeName, ...(copy ? { copy: { name: copy.name, headline: copy.headline } } : {}) });
    return [
      ...s.creatives.map((c) => ({ ad: { ...withCopy, creativeId: c.id, creativeType: c.type }, naming: naming(c.name) })),
      ...(ownMedia ? s.accountImages.map((i) => ({ ad: { ...withCopy, imageId: i.hash }, naming: naming(i.hash) })) : []),
      ...(ownMedia ? s.accountVideos.map((v) => ({ ad: { ...withCopy, facebookVideoId: v.id }, naming: naming(v.id) })) : []),
    ];
  });
}

export const adsOf = (s: StoredLibrarySelection, accountId: string): LaunchAd[] => picksOf(s, accountId).map((p) => p.ad);

/** "Launch N ads": N is the number of ads the launch will create. */
export function adCount(s: StoredLibrarySelection, accountId: string): number {
  const media = s.creatives.length + (s.accountId === accountId ? s.accountImages.length + s.accountVideos.length : 0);
  return media * Math.max(1, s.copyIds.length);
}

export function toLibrarySelection(
  s: StoredLibrarySelection,
  accountId: string,
  offer: LibraryOffer | null,
  folderNames: ReadonlyMap<string, string>,
): LibrarySelection {
  const ownMedia = s.accountId === accountId ? s.accountImages.length + s.accountVideos.length : 0;
  const single = s.creatives.length === 1 && ownMedia === 0 ? s.creatives[0] : undefined;
  const folderName = s.folderName ?? (single?.folderId ? folderNames.get(single.folderId) : undefined);
  return {
    ads: adsOf(s, accountId),
    adNames: picksOf(s, accountId).map((p) => p.naming),
    folderId: s.folderId,
    folderName,
    creatives: s.creatives.map(({ id, name, type }) => ({ id, name, type })),
    offer,
  };
}

/**
 * The ids selected after a click on `id` in `ordered` (the grid's order): a plain click toggles it, a shift-click
 * selects everything from the last clicked item to this one (as file managers do).
 */
export function clickSelect(ordered: readonly string[], selected: readonly string[], id: string, anchor: string | null, shift: boolean): string[] {
  if (shift && anchor !== null && ordered.includes(anchor) && ordered.includes(id)) {
    const [from, to] = [ordered.indexOf(anchor), ordered.indexOf(id)].sort((a, b) => a - b) as [number, number];
    const range = ordered.slice(from, to + 1);
    return [...new Set([...selected, ...range])];
  }
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}
