import type { LaunchPayload } from '../../lib/contract/launch';
import type { AppDeps } from '../deps';
import { imageNamesIn } from '../platform/media-api';

// The names of the account images a launch's ads use (docs/product-rules.md#naming-placeholders: {{creative_name}} is
// the creative's name, an image's as the ad account has it, not its hash). An import's images are named as in the
// account they come from.

export async function accountImageNames(deps: AppDeps, accessToken: string, p: LaunchPayload): Promise<Map<string, string>> {
  const hashes = [...new Set(p.ads.filter((ad) => ad.creativeId === undefined && ad.imageId !== undefined).map((ad) => ad.imageId!))];
  if (hashes.length === 0) return new Map();
  const names = await imageNamesIn(deps, accessToken, p.accountId, hashes);
  const missing = hashes.filter((h) => !names.has(h));
  if (missing.length > 0 && p.importedAccountId && p.importedAccountId !== p.accountId) {
    for (const [hash, name] of await imageNamesIn(deps, accessToken, p.importedAccountId, missing)) names.set(hash, name);
  }
  return names;
}
