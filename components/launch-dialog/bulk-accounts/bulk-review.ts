import type { LaunchAd } from '../../../lib/contract/launch';
import {
  buildLaunchPayload,
  bulkAccountsToLaunch,
  bulkNeedsLibraryAdsMessage,
  draftForBulkAccount,
  type AdAccountContext,
  type BulkLaunchItem,
  type LaunchDraft,
} from '../../../lib/rules';

// Step 2's part of a bulk launch (docs/product-rules.md#multi-account-launch): the ads must come from the library
// (bulk-launch.ts says why), and the review carries one payload per account, each marked with bulkAccountId (the
// server's agency gate).

export const bulkAdsReason = (draft: LaunchDraft, libraryAds: readonly LaunchAd[]): string | null =>
  draft.multiAccount && libraryAds.length === 0 ? bulkNeedsLibraryAdsMessage : null;

export function bulkLaunchItems(draft: LaunchDraft, account: AdAccountContext, ads: LaunchAd[], folderName: string | undefined): BulkLaunchItem[] | undefined {
  if (!draft.multiAccount) return undefined;
  // Accounts that launched already (Adjust Settings) are left out: a second launch never gives them a second campaign.
  return bulkAccountsToLaunch(draft).map((a) => ({
    account: a,
    // The payload names its account by id only; the server reads the account's own currency and time zone. Its amounts
    // are the account's own, in its currency; its dates the launch's wall-clock time in its zone.
    payload: buildLaunchPayload(draftForBulkAccount(draft, a, account.timezoneName), {
      account: { ...account, id: a.accountId, name: a.name, currency: a.currency, timezoneName: a.timezoneName },
      ads,
      folderName,
      bulkAccountId: a.accountId,
    }),
  }));
}
