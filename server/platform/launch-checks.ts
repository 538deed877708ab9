// The launch rules the payload cannot settle: whether the Instagram account is legacy, whether the product has
// stock, the budget allocation of an existing campaign and whether the saved audience is the ad account's are the
// platform's to say, so the server reads them with the user's token before it accepts a launch. The messages are
// the side panel's (lib/rules/messages.ts), keyed by payload field.
import type { LaunchPayload } from '../../lib/contract/launch';
import { existingCampaignMessages, launchMessages } from '../../lib/rules/messages';
import type { AppDeps } from '../deps';
import { loadInstagramAccounts, loadSavedAudiences, readOwned } from './assets-api';
import { readCampaign, toExistingCampaign } from './campaigns-api';

type LaunchFieldErrors = Record<string, string[]>;

/** Field errors of the launch's Instagram account and product as the platform has them now (empty: allowed). */
export async function recheckLaunchAssets(
  deps: AppDeps,
  accessToken: string,
  payload: Pick<
    LaunchPayload,
    | 'accountId'
    | 'instagramAccountId'
    | 'facebookProduct'
    | 'existingCampaignId'
    | 'existingAdsetId'
    | 'existingAdsetIdList'
    | 'duplicateAdsetId'
    | 'isCBO'
    | 'selectedSavedAudienceId'
  >,
): Promise<LaunchFieldErrors> {
  // New ad sets in an existing campaign take their budget from the payload; chosen or copied ad sets keep theirs.
  const newAdSetsIn = payload.existingAdsetId || payload.existingAdsetIdList?.length || payload.duplicateAdsetId ? undefined : payload.existingCampaignId;
  const savedId = payload.selectedSavedAudienceId;
  const [legacy, noStock, campaignIsCbo, savedMissing] = await Promise.all([
    payload.instagramAccountId ? isLegacyInstagram(deps, accessToken, payload.accountId, payload.instagramAccountId) : false,
    payload.facebookProduct ? isOutOfStock(deps, accessToken, payload.facebookProduct) : false,
    newAdSetsIn ? isCampaignBudget(deps, accessToken, payload.accountId, newAdSetsIn) : null,
    // The list the side panel offers: the ad sets take this account's saved audience (server/launch/saved-audience.ts).
    savedId ? loadSavedAudiences(deps, accessToken, payload.accountId).then((list) => !list.some((a) => a.id === savedId)) : false,
  ]);
  const fields: LaunchFieldErrors = {};
  if (legacy) fields.instagramAccountId = [launchMessages.legacyInstagram];
  if (noStock) fields.facebookProduct = [launchMessages.noStock];
  // §4 an existing campaign's budget allocation is locked: its new ad sets carry a budget exactly when it is ABO.
  if (campaignIsCbo !== null && campaignIsCbo !== payload.isCBO) fields.isCBO = [existingCampaignMessages.allocationLocked(campaignIsCbo)];
  if (savedMissing) fields.selectedSavedAudienceId = [launchMessages.savedAudienceMissing];
  return fields;
}

/** Whether the existing campaign (of this account, else 404) has a campaign budget (CBO), as the platform has it. */
async function isCampaignBudget(deps: AppDeps, accessToken: string, accountId: string, campaignId: string): Promise<boolean> {
  return toExistingCampaign(await readCampaign(deps, accessToken, accountId, campaignId)).isCBO;
}

/** Read from the ad account's Instagram accounts, the list the side panel offers (an IGUser node has no is_legacy). */
async function isLegacyInstagram(deps: AppDeps, accessToken: string, accountId: string, instagramId: string): Promise<boolean> {
  const accounts = await loadInstagramAccounts(deps, accessToken, accountId);
  return accounts.find((a) => a.id === instagramId)?.isLegacy === true;
}

/** Out of stock as the side panel judges it: an inventory of exactly 0 (an unknown inventory does not block). */
async function isOutOfStock(deps: AppDeps, accessToken: string, productId: string): Promise<boolean> {
  const product = await readOwned('This product', () => deps.graph.get<{ id: string; inventory?: number }>(productId, accessToken, { fields: 'id,inventory' }));
  return product.inventory === 0;
}
