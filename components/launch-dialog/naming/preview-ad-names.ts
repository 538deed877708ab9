import { adNamingExtras, type AdNamingSource, type NamingExtras } from '../../../lib/rules/naming-values';
import type { LaunchAd } from '../../../lib/contract/launch';

// The naming preview's first ad as the launch engine names it (server/launch/plan.ts): an account image's
// {{creative_name}} is its name in the ad account, as the review and the platform say, also for one picked in the
// library's "Ad account media", which hands the launch dialog its hash (a selection kept from before names it so).

/** `extras` with the first library ad named by its image's name when it is an account image the account names. */
export function withImageName(
  extras: NamingExtras,
  first: { ad: LaunchAd | undefined; naming: AdNamingSource | undefined },
  imageNames: ReadonlyMap<string, string>,
): NamingExtras {
  const name = first.ad?.imageId ? imageNames.get(first.ad.imageId) : undefined;
  if (!name) return extras;
  return { ...extras, ...adNamingExtras({ ...first.naming, creativeName: name }, 0) };
}
