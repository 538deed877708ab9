import { startCopyAction } from '../../lib/rules/copy-actions';
import type { QueryClient } from '@tanstack/react-query';
import { assetQueries } from '../../lib/api-client/assets';
import { importQueries } from '../../lib/api-client/campaigns';
import { panelTransport } from '../../lib/extension/panel-transport';
import { copyAmountsNotice, sourceAdSetOf } from '../../lib/rules/campaign-prefill';
import { removedPlacementNotice } from '../../lib/rules/messages';
import { removedPositionsOf } from '../../lib/rules/placements';
import { existingCampaignOf } from '../../lib/rules/launch-source';
import { importedAds } from '../../lib/rules/imported-ads';
import type { AdAccountContext, CampaignCopyMode, CopyContext } from '../../lib/rules';
import { fetchCacheFirst } from './use-cache-first';
import { COUNTRIES } from './countries';
import { useDraftStore } from './draft-store';
import { importedLaunchAds } from './imported-ad-copies';
import { toastNotice } from './templates/template-toasts';

// A duplicate or an import as it loads (campaign-copy-fields.tsx holds its buttons): the campaign's details, an
// import's creatives as library copies, the prefill. Loaded when first asked for, with the library's client and the
// prefill's rules, which the first screen does without (docs/architecture.md#size).

const t = panelTransport;

/**
 * What the prefill resolves a source against: this account's pages, pixels and Instagram accounts (a source's that
 * the account lacks is asked for) and its custom audiences' names. A list that fails to load keeps the source's ids.
 */
async function copyContext(queryClient: QueryClient, account: AdAccountContext): Promise<CopyContext> {
  const get = <T>(p: Promise<T>) => p.catch(() => undefined);
  const [pages, pixels, instagram, audiences] = await Promise.all([
    get(fetchCacheFirst(queryClient, (from) => assetQueries.pages(t, account.id, from))),
    get(fetchCacheFirst(queryClient, (from) => assetQueries.pixels(t, account.id, from))),
    get(fetchCacheFirst(queryClient, (from) => assetQueries.instagramAccounts(t, account.id, from))),
    get(queryClient.fetchQuery(assetQueries.customAudiences(t, account.id))),
  ]);
  return {
    account,
    countries: COUNTRIES,
    pages: pages?.data,
    pixels: pixels?.data,
    instagramAccounts: instagram?.data,
    customAudiences: audiences?.data,
  };
}

/** Loads `campaignId` of `accountId`, fills the draft for `mode` and opens step 2; throws when it failed. */
export async function loadCampaignCopy(queryClient: QueryClient, account: AdAccountContext, accountId: string, campaignId: string, mode: CampaignCopyMode) {
  const adsetId = mode.kind === 'duplicateAdSet' ? mode.adSetId : undefined;
  const details = (await queryClient.fetchQuery(importQueries.details(t, accountId, campaignId, adsetId))).data;
  if (!details) throw new Error('No campaign details');
  // An import's ads are its own creatives' images (copied to this account by the server when launched) with
  // their texts as library copies; made before the draft changes, so a failure leaves step 1 as it was.
  const launchAds = mode.kind === 'import' ? await importedLaunchAds(queryClient, t, details) : null;
  const ctx = await copyContext(queryClient, account);
  const store = useDraftStore.getState();
  store.dispatch(startCopyAction(details, mode, ctx, existingCampaignOf(store.draft!)));
  store.setAmountsNotice(copyAmountsNotice(details, account.currency));
  // A position the platform removed since the source was made is left out of the copy, as a template's is.
  const removed = removedPositionsOf(sourceAdSetOf(details, mode)?.targeting.raw ?? {});
  if (removed.length > 0) toastNotice(removedPlacementNotice(removed, 'copy'));
  // Named as the launch names them: by the image's hash and the copy of its texts (same order as the ads).
  const adNames = importedAds(details).map((ad) => ({
    creativeName: ad.imageId,
    ...(ad.copy ? { copy: { name: ad.copy.name, headline: ad.copy.headline } } : {}),
  }));
  if (launchAds) store.setLibraryAds(launchAds, undefined, adNames);
  store.setStep(2);
}
