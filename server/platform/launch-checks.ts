// The launch rules the payload cannot settle: whether the Instagram account is legacy, whether the product has
// stock and whether the saved audience is the ad account's are the platform's to say, so the server reads them with
// the user's token before it accepts a launch. The messages are the side panel's (lib/rules/messages.ts), keyed by
// payload field. (What an existing campaign or a copy's source fixes: server/launch/plan-sources.ts.)
import type { LaunchPayload } from '../../lib/contract/launch';
import { launchMessages } from '../../lib/rules/messages';
import type { AppDeps } from '../deps';
import { loadInstagramAccounts, loadSavedAudiences, readOwned } from './assets-api';

type LaunchFieldErrors = Record<string, string[]>;

/** Field errors of the launch's Instagram account and product as the platform has them now (empty: allowed). */
export async function recheckLaunchAssets(
  deps: AppDeps,
  accessToken: string,
  payload: Pick<LaunchPayload, 'accountId' | 'instagramAccountId' | 'facebookProduct' | 'selectedSavedAudienceId'>,
): Promise<LaunchFieldErrors> {
  const savedId = payload.selectedSavedAudienceId;
  const [legacy, noStock, savedMissing] = await Promise.all([
    payload.instagramAccountId ? isLegacyInstagram(deps, accessToken, payload.accountId, payload.instagramAccountId) : false,
    payload.facebookProduct ? isOutOfStock(deps, accessToken, payload.facebookProduct) : false,
    // The list the side panel offers: the ad sets take this account's saved audience (server/launch/saved-audience.ts).
    savedId ? loadSavedAudiences(deps, accessToken, payload.accountId).then((list) => !list.some((a) => a.id === savedId)) : false,
  ]);
  const fields: LaunchFieldErrors = {};
  if (legacy) fields.instagramAccountId = [launchMessages.legacyInstagram];
  if (noStock) fields.facebookProduct = [launchMessages.noStock];
  if (savedMissing) fields.selectedSavedAudienceId = [launchMessages.savedAudienceMissing];
  return fields;
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
