import type { LaunchPayload } from '../../lib/contract/launch';
import { existingCampaignMessages } from '../../lib/rules/messages';
import type { AppDeps } from '../deps';
import { PlatformObjectNotFoundError } from '../platform/assets-api';
import { isLegacyAdvantage, readCampaign } from '../platform/campaigns-api';
import { AccountNotReachableError, readAccount } from '../platform/ad-accounts';
import { GraphError } from '../platform/graph-client';
import { copyImage, imageHashesIn } from '../platform/media-api';
import { launchErrorOf } from './errors';
import { LibraryAdError } from './library-ads';
import { outcomeOfError, TransientLaunchError } from './outcomes';

// An imported campaign (docs/product-rules.md#import-and-export: import or export a campaign) is launched into the
// current ad account with the creatives of another account. Image hashes are per ad account: each image is copied over
// with the platform's `POST act_{id}/adimages copy_from` before any ad refers to it. Video ids of another account
// cannot be copied that way, so an import with videos is refused when the launch is sent (never a half-broken import).

export const importMessages = {
  ids: 'An imported campaign needs the ad account and the campaign it comes from.',
  sameAccount: 'Choose a campaign of another ad account to import, or launch into this campaign as an existing campaign.',
  videos: 'The videos of an imported campaign cannot be brought to another ad account: launch it with its images only, or upload the videos to your library.',
  notReached: (accountId: string) => `Ad account ${accountId} is not reachable with your connection: choose another account to import from.`,
  imageMissing: (hash: string, accountId: string) => `The image ${hash} of the imported campaign is no longer in ad account ${accountId}.`,
} as const;

const imported = (p: LaunchPayload) => p.isImportedCampaign === true || p.importedAccountId !== undefined || p.importedCampaignId !== undefined;

/** The 400 fields of an import the engine cannot launch (empty when it can), read from the source account. */
export async function checkImportedLaunch(deps: AppDeps, accessToken: string, p: LaunchPayload): Promise<Record<string, string[]>> {
  if (!imported(p)) return {};
  if (!p.importedAccountId || !p.importedCampaignId) return { importedCampaignId: [importMessages.ids] };
  if (p.importedAccountId === p.accountId) return { importedAccountId: [importMessages.sameAccount] };
  if (p.ads.some((ad) => ad.facebookVideoId !== undefined)) return { ads: [importMessages.videos] };
  try {
    await readAccount(deps, accessToken, p.importedAccountId);
  } catch (error) {
    if (error instanceof AccountNotReachableError) return { importedAccountId: [importMessages.notReached(p.importedAccountId)] };
    throw error;
  }
  try {
    const campaign = await readCampaign(deps, accessToken, p.importedAccountId, p.importedCampaignId);
    if (isLegacyAdvantage(campaign)) return { importedCampaignId: [existingCampaignMessages.legacyAdvantage] };
  } catch (error) {
    if (error instanceof PlatformObjectNotFoundError) return { importedCampaignId: [error.message] };
    throw error;
  }
  const hashes = await hashesToCopy(deps, accessToken, p);
  if (hashes.length === 0) return {};
  const found = await imageHashesIn(deps, accessToken, p.importedAccountId, hashes);
  const missing = hashes.find((h) => !found.has(h));
  return missing ? { ads: [importMessages.imageMissing(missing, p.importedAccountId)] } : {};
}

/**
 * The image hashes the ads take from the imported account: those the launch's account does not have (the user
 * may add images of this account to an import; library creatives are pushed on their own).
 */
async function hashesToCopy(deps: AppDeps, accessToken: string, p: LaunchPayload): Promise<string[]> {
  const hashes = [...new Set(p.ads.filter((ad) => ad.creativeId === undefined && ad.imageId !== undefined).map((ad) => ad.imageId!))];
  if (hashes.length === 0) return [];
  const here = await imageHashesIn(deps, accessToken, p.accountId, hashes);
  return hashes.filter((h) => !here.has(h));
}

/**
 * Copies the imported campaign's images into the launch's account; the hash each has there, by source hash.
 * Images the account already has (an earlier run copied them) are not copied again.
 */
export async function copyImportedImages(deps: AppDeps, accessToken: string, p: LaunchPayload): Promise<Map<string, string>> {
  const copied = new Map<string, string>();
  if (!imported(p) || !p.importedAccountId) return copied;
  let hashes: string[];
  try {
    hashes = await hashesToCopy(deps, accessToken, p);
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    outcomeOfError(error); // throws FatalLaunchError when the token is refused
    throw new TransientLaunchError('The images of the imported campaign could not be read yet', { cause: error });
  }
  for (const hash of hashes) {
    try {
      copied.set(hash, await copyImage(deps, accessToken, p.accountId, p.importedAccountId, hash));
    } catch (error) {
      if (!(error instanceof GraphError)) throw error;
      const what = `The image ${hash} of the imported campaign`;
      if (outcomeOfError(error).kind === 'failed') throw new LibraryAdError(launchErrorOf(what, error));
      throw new TransientLaunchError(`${what} could not be copied to the ad account yet`, { cause: error });
    }
  }
  return copied;
}
