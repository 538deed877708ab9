import type { QueryClient } from '@tanstack/react-query';
import type { Transport } from '../../lib/api-client/client';
import { libraryItems } from '../../lib/api-client/library';
import type { ImportDetails } from '../../lib/contract/campaigns';
import type { LaunchAd } from '../../lib/contract/launch';
import type { CopyFields } from '../../lib/contract/library';
import { importedAds, isSameCopy } from '../../lib/rules/imported-ads';

// Why in the panel, not the server: the launch engine already reads an ad's texts from a library copy
// (`{ imageId, copyId }`), so the panel turns the source ads' texts into copies when the import loads, and the
// launch payload, its checks and the engine stay as they are. The copies stay in the library, where the user sees
// and can reuse them; a second import of the same campaign reuses a copy of the same name and texts.

/** The id of a library copy with `wanted`'s name and texts, made when there is none yet. */
async function copyIdFor(queryClient: QueryClient, t: Transport, wanted: CopyFields): Promise<string> {
  const found = await queryClient.fetchQuery({ ...libraryItems.copies.list(t, wanted.name), staleTime: 0 });
  const same = found.data.find((copy) => isSameCopy(copy, wanted));
  if (same) return same.id;
  const made = (await libraryItems.copies.save(t, null, wanted)).data.id;
  await queryClient.invalidateQueries({ queryKey: libraryItems.copies.key });
  return made;
}

/**
 * The launch ads of an imported campaign: its images, each with a copy of its texts. One after another (a second
 * ad with the same texts finds the first one's copy); throws when a copy cannot be made, so the import fails as a
 * whole instead of launching ads without their texts.
 */
export async function importedLaunchAds(queryClient: QueryClient, t: Transport, details: ImportDetails): Promise<LaunchAd[]> {
  const ads: LaunchAd[] = [];
  for (const ad of importedAds(details)) {
    ads.push(ad.copy ? { imageId: ad.imageId, copyId: await copyIdFor(queryClient, t, ad.copy) } : { imageId: ad.imageId });
  }
  return ads;
}
