// The launch rules the payload cannot settle: whether the Instagram account is legacy, whether the product has
// stock, and whether the saved and custom audiences, the catalog and its product set or product are the ad account's
// are the platform's to say, so the server reads them with the user's token before it accepts a launch (a Multi
// Account Launch never sends one account's ids to another: docs/bulk-launch.md). The messages are the side panel's (lib/rules/messages.ts), keyed by
// payload field. (What an existing campaign or a copy's source fixes: server/launch/plan-sources.ts.)
import type { LaunchPayload } from '../../lib/contract/launch';
import { launchMessages } from '../../lib/rules/messages';
import type { AppDeps } from '../deps';
import { loadCatalogs, loadCustomAudiences, loadInstagramAccounts, loadProducts, loadProductSets, loadSavedAudiences, readOwned } from './assets-api';

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
    | 'facebookProductName'
    | 'selectedSavedAudienceId'
    | 'customAudienceIds'
    | 'excludedAudienceIds'
    | 'isShopCampaign'
    | 'facebookCatalog'
    | 'facebookProductSet'
  >,
): Promise<LaunchFieldErrors> {
  const savedId = payload.selectedSavedAudienceId;
  const audienceIds = [...payload.customAudienceIds, ...payload.excludedAudienceIds];
  const [legacy, noStock, savedMissing, custom, shop] = await Promise.all([
    payload.instagramAccountId ? isLegacyInstagram(deps, accessToken, payload.accountId, payload.instagramAccountId) : false,
    payload.facebookProduct ? isOutOfStock(deps, accessToken, payload.facebookProduct) : false,
    // The list the side panel offers: the ad sets take this account's saved audience (server/launch/saved-audience.ts).
    savedId ? loadSavedAudiences(deps, accessToken, payload.accountId).then((list) => !list.some((a) => a.id === savedId)) : false,
    // The lists the side panel offers: this account's custom audiences, the catalogs of its business.
    audienceIds.length > 0 ? loadCustomAudiences(deps, accessToken, payload.accountId).then((list) => new Set(list.map((a) => a.id))) : null,
    payload.isShopCampaign && payload.facebookCatalog ? shopErrors(deps, accessToken, payload) : {},
  ]);
  const fields: LaunchFieldErrors = { ...shop };
  if (legacy) fields.instagramAccountId = [launchMessages.legacyInstagram];
  if (noStock) fields.facebookProduct = [launchMessages.noStock];
  if (savedMissing) fields.selectedSavedAudienceId = [launchMessages.savedAudienceMissing];
  for (const field of ['customAudienceIds', 'excludedAudienceIds'] as const) {
    if (custom && payload[field].some((id) => !custom.has(id))) fields[field] = [launchMessages.customAudienceMissing];
  }
  return fields;
}

/** The catalog is one of the account's business, and the product set or product one of that catalog's. */
async function shopErrors(
  deps: AppDeps,
  accessToken: string,
  p: Pick<LaunchPayload, 'accountId' | 'facebookCatalog' | 'facebookProductSet' | 'facebookProduct' | 'facebookProductName'>,
): Promise<LaunchFieldErrors> {
  const catalogId = p.facebookCatalog!;
  if (!(await loadCatalogs(deps, accessToken, p.accountId)).some((c) => c.id === catalogId)) return { facebookCatalog: [launchMessages.catalogMissing] };
  const [sets, products] = await Promise.all([
    p.facebookProductSet ? loadProductSets(deps, accessToken, catalogId) : null,
    // Searched by its name, as the side panel finds it: one page, not the whole catalog.
    p.facebookProduct ? loadProducts(deps, accessToken, catalogId, p.facebookProductName) : null,
  ]);
  const fields: LaunchFieldErrors = {};
  if (sets && !sets.some((s) => s.id === p.facebookProductSet)) fields.facebookProductSet = [launchMessages.productSetMissing];
  if (products && !products.some((x) => x.id === p.facebookProduct)) fields.facebookProduct = [launchMessages.productMissing];
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
