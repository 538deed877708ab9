import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import { launchMessages } from '../../lib/rules/messages';
import type { SimFixtures } from '../../sim';
import { bearer, demoPayload, signIn, startStack, type Stack } from './harness';

// The rules the payload cannot settle are read from the platform by POST /facebook/adlauncher, with the
// side panel's messages: a legacy Instagram account, a product out of stock, and a saved or custom audience, a catalog,
// product set or product the ad account does not have (one account's ids sent to another, docs/bulk-launch.md) are
// refused as a 400 naming the field, before anything is written to the platform or queued.

interface LogEntry {
  method: string;
  path: string;
}

describe('launch rechecks against the platform', () => {
  let stack: Stack;
  let token: string;
  let fx: SimFixtures;
  const accountId = 'act_204';

  beforeAll(async () => {
    stack = await startStack();
    // The agency user reaches act_204, which has the seeded legacy Instagram account and a catalog.
    token = await signIn(stack, stack.fx.users.find((u) => u.adAccountIds.includes(accountId))!.name);
    fx = (await (await fetch(`${stack.simUrl}/__sim/fixtures`)).json()) as SimFixtures;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const post = async (payload: LaunchPayload) => {
    await fetch(`${stack.simUrl}/__sim/requests`, { method: 'DELETE' });
    const res = await stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${accountId}`, headers: bearer(token), payload });
    const log = ((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: LogEntry[] }).data;
    return { res, writes: log.filter((e) => e.method !== 'GET') };
  };
  const instagram = (kind: string) => fx.instagramAccounts.find((i) => i.kind === kind && i.adAccountIds.includes(accountId))!;
  const catalog = () => fx.catalogs.find((c) => fx.businesses.find((b) => b.id === c.businessId)?.adAccountIds.includes(accountId))!;
  const shopPayload = (productId: string) =>
    demoPayload(fx, accountId, { campaignName: 'Shop', isShopCampaign: true, facebookCatalog: catalog().id, facebookProduct: productId });

  it('refuses a legacy Instagram account with the side panel message, writing nothing', async () => {
    const queued = stack.queued.length;
    const { res, writes } = await post(demoPayload(fx, accountId, { instagramAccountId: instagram('legacy').id }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: launchMessages.legacyInstagram, fields: { instagramAccountId: [launchMessages.legacyInstagram] } });
    expect(writes).toEqual([]);
    expect(stack.queued.length).toBe(queued);
  });

  it('refuses a product with no stock with the side panel message, writing nothing', async () => {
    const outOfStock = catalog().outOfStockProductIds[0]!;
    const queued = stack.queued.length;
    const { res, writes } = await post(shopPayload(outOfStock));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: launchMessages.noStock, fields: { facebookProduct: [launchMessages.noStock] } });
    expect(writes).toEqual([]);
    expect(stack.queued.length).toBe(queued);
  });

  it('refuses a saved audience of another ad account, writing nothing; takes one of this account', async () => {
    const other = fx.savedAudiences.find((a) => a.accountId !== accountId)!;
    const queued = stack.queued.length;
    const { res, writes } = await post(demoPayload(fx, accountId, { selectedSavedAudienceId: other.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: launchMessages.savedAudienceMissing,
      fields: { selectedSavedAudienceId: [launchMessages.savedAudienceMissing] },
    });
    expect(writes).toEqual([]);
    expect(stack.queued.length).toBe(queued);
    const own = fx.savedAudiences.find((a) => a.accountId === accountId)!;
    const ok = await post(demoPayload(fx, accountId, { campaignName: 'Saved', selectedSavedAudienceId: own.id, locations: [] }));
    expect(ok.res.statusCode, ok.res.body).toBe(200);
  });

  it('lets a professional Instagram account and a product in stock through', async () => {
    const ok = await post(demoPayload(fx, accountId, { campaignName: 'Professional IG', instagramAccountId: instagram('business').id }));
    expect(ok.res.statusCode, ok.res.body).toBe(200);
    const inStock = catalog().productIds.find((id) => !catalog().outOfStockProductIds.includes(id))!;
    const shop = await post(shopPayload(inStock));
    expect(shop.res.statusCode, shop.res.body).toBe(200);
  });

  it("refuses another ad account's custom audience, included or excluded, naming the field; takes this account's", async () => {
    const other = fx.customAudiences.find((a) => a.accountId !== accountId)!;
    const own = fx.customAudiences.filter((a) => a.accountId === accountId);
    for (const field of ['customAudienceIds', 'excludedAudienceIds'] as const) {
      const queued = stack.queued.length;
      const { res, writes } = await post(demoPayload(fx, accountId, { [field]: [own[0]!.id, other.id] }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toEqual({
        success: false,
        error: launchMessages.customAudienceMissing,
        fields: { [field]: [launchMessages.customAudienceMissing] },
      });
      expect(writes).toEqual([]);
      expect(stack.queued.length).toBe(queued);
    }
    const ok = await post(demoPayload(fx, accountId, { campaignName: 'Own audiences', customAudienceIds: [own[0]!.id], excludedAudienceIds: [own[1]!.id] }));
    expect(ok.res.statusCode, ok.res.body).toBe(200);
  });

  it("refuses another business's catalog, and a product set or product of another catalog, naming the field", async () => {
    const foreign = fx.catalogs.find((c) => c.id !== catalog().id)!;
    const shop = (change: Partial<LaunchPayload>) =>
      demoPayload(fx, accountId, { campaignName: 'Shop', isShopCampaign: true, facebookCatalog: catalog().id, ...change });
    const cases: Array<[Partial<LaunchPayload>, string, string]> = [
      [{ facebookCatalog: foreign.id, facebookProductSet: foreign.productSetIds[0] }, 'facebookCatalog', launchMessages.catalogMissing],
      [{ facebookProductSet: foreign.productSetIds[0] }, 'facebookProductSet', launchMessages.productSetMissing],
      [{ facebookProduct: foreign.productIds[0] }, 'facebookProduct', launchMessages.productMissing],
    ];
    for (const [change, field, message] of cases) {
      const { res, writes } = await post(shop(change));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields, field).toEqual({ [field]: [message] });
      expect(writes).toEqual([]);
    }
    const ok = await post(shop({ facebookProductSet: catalog().productSetIds[0] }));
    expect(ok.res.statusCode, ok.res.body).toBe(200);
  });
});
