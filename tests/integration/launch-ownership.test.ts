import { describe, expect, it } from 'vitest';
import { ownerMessages } from '../../server/platform/launch-owners';
import { bearer, demoPayload, stackForBlock } from './harness';

// Ids that reach platform paths. Each is checked by its shape (a 400 naming the field, before
// any platform call), and a campaign or ad set a launch goes into or copies must be its ad account's (the
// platform's account_id): another account's is a 400 naming the field, after reads of that field alone, and
// nothing else is read of it or sent to it.

interface Logged {
  method: string;
  path: string;
}

describe('ids that reach platform paths', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' }, { queue: 'record' });

  const clearLog = () => fetch(`${stack.simUrl}/__sim/requests`, { method: 'DELETE' });
  const log = async (): Promise<Logged[]> => ((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: Logged[] }).data;
  const campaignOf = (accountId: string) => stack.fx.campaigns.find((c) => c.accountId === accountId && c.adSetIds.length > 0)!;
  const launch = (token: string, accountId: string, changes: Record<string, unknown>) =>
    stack.app.inject({
      method: 'POST',
      url: `/facebook/adlauncher?accountId=${accountId}`,
      headers: bearer(token),
      payload: { ...demoPayload(stack.fx, accountId), ...changes },
    });

  it("refuses a campaign or ad set of another of the user's ad accounts, reading nothing else of it", async () => {
    const [here, there] = stack.fx.users.find((u) => u.name === 'Sam Agency')!.adAccountIds;
    const other = campaignOf(there!);
    const own = campaignOf(here!);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ existingCampaignId: other.id }, 'existingCampaignId', ownerMessages.campaign],
      [{ duplicateCampaignId: other.id }, 'duplicateCampaignId', ownerMessages.campaign],
      [{ existingCampaignId: own.id, existingAdsetIdList: [other.adSetIds[0]] }, 'existingAdsetIdList', ownerMessages.adSet],
      [{ existingCampaignId: own.id, existingAdsetId: other.adSetIds[0] }, 'existingAdsetId', ownerMessages.adSet],
      [{ existingCampaignId: own.id, duplicateAdsetId: other.adSetIds[0] }, 'duplicateAdsetId', ownerMessages.adSet],
    ];
    for (const [changes, field, message] of cases) {
      await clearLog();
      const res = await launch(tokens.sam, here!, { ...changes, isCBO: false, targetRoas: 2 });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().fields).toEqual({ [field]: [message] });
      const calls = await log();
      // Reads only: the account, then the object named by the field (its account_id); no edge of it, no write.
      expect(
        calls.every((c) => c.method === 'GET'),
        JSON.stringify(calls),
      ).toBe(true);
      const foreign = [other.id, ...other.adSetIds];
      expect(calls.filter((c) => foreign.some((id) => c.path.includes(id)) && c.path.replace(/^\//, '').includes('/'))).toEqual([]);
    }
    expect(stack.queued).toEqual([]);
  });

  it("refuses another user's campaign and ad account", async () => {
    const samsCampaign = campaignOf('act_201');
    expect((await launch(tokens.ava, 'act_101', { existingCampaignId: samsCampaign.id, isCBO: false })).json().fields).toEqual({
      existingCampaignId: [ownerMessages.campaign],
    });
    expect((await launch(tokens.ava, 'act_101', { duplicateCampaignId: samsCampaign.id })).json().fields).toEqual({
      duplicateCampaignId: [ownerMessages.campaign],
    });
    const imported = await launch(tokens.ava, 'act_101', { isImportedCampaign: true, importedAccountId: 'act_201', importedCampaignId: samsCampaign.id });
    expect(imported.statusCode).toBe(400);
    expect(Object.keys(imported.json().fields)).toEqual(['importedAccountId']);
    expect(stack.queued).toEqual([]);
  });

  it("accepts a campaign and ad sets of the launch's own account", async () => {
    const [here] = stack.fx.users.find((u) => u.name === 'Sam Agency')!.adAccountIds;
    const own = campaignOf(here!);
    const res = await launch(tokens.sam, here!, { existingCampaignId: own.id, existingAdsetIdList: own.adSetIds.slice(0, 1), isCBO: false });
    expect(res.statusCode, res.body).toBe(200);
    stack.queued.length = 0;
  });

  it('checks the shape of every id in a launch, and of every id in a query or path, before any platform call', async () => {
    const payloadIds: Array<[string, unknown]> = [
      ['importedAccountId', '201'],
      ['importedCampaignId', '1/copies'],
      ['duplicateAdsetId', '1?fields=x'],
      ['instagramAccountId', '../me'],
      ['customAudienceIds', ['6000', 'x']],
      ['excludedAudienceIds', [' 6001']],
      ['selectedSavedAudienceId', 'saved'],
      ['merchantId', '1.5'],
      ['offerId', 'offer-1'],
      ['automationIds', ['not-a-uuid']],
    ];
    await clearLog();
    for (const [field, value] of payloadIds) {
      const res = await launch(tokens.ava, 'act_101', { [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(
        Object.keys(res.json().fields).map((k) => k.split('.')[0]),
        `${field}: ${res.body}`,
      ).toEqual([field]);
    }
    // A multi-account launch is an agency's (docs/product-rules.md#multi-account-launch): Sam's, with an account id
    // without act_.
    expect((await launch(tokens.sam, 'act_201', { bulkAccountId: '201' })).json().fields).toHaveProperty('bulkAccountId');
    const adIds = await launch(tokens.ava, 'act_101', {
      ads: [{ imageId: 'not-a-hash' }, { facebookVideoId: '12/34' }, { creativeId: 'x', creativeType: 'image' }],
    });
    expect(Object.keys(adIds.json().fields).sort()).toEqual(['ads.0.imageId', 'ads.1.facebookVideoId', 'ads.2.creativeId']);

    const routes: Array<[string, string]> = [
      ['/facebook/campaigns/v2/1%2F..%2Fx/adsets?accountId=act_101', 'id'],
      ['/facebook/campaigns/v2/import/abc/details?accountId=act_101', 'id'],
      ['/facebook/campaigns/v2/import/1/details?accountId=act_101&adsetId=1,2', 'adsetId'],
      ['/facebook/assets/pages/me/lead-forms?accountId=act_101', 'pageId'],
      ['/facebook/assets/pages/1x/catalogs?accountId=act_101', 'pageId'],
      ['/facebook/lead-forms/form?accountId=act_101', 'id'],
      ['/facebook/assets/catalogs/c1/products?accountId=act_101', 'catalogId'],
      ['/facebook/assets/catalogs/c1/product-sets?accountId=act_101', 'catalogId'],
      ['/facebook/conversion-events?accountId=act_101&pixelId=500001%2Fstats', 'pixelId'],
      ['/facebook/assets/pages?accountId=101', 'accountId'],
      ['/facebook/media/status?accountId=act_1%2F2', 'accountId'],
    ];
    for (const [url, field] of routes) {
      const res = await stack.app.inject({ method: 'GET', url, headers: bearer(tokens.ava) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields, url).toHaveProperty(field);
    }
    expect(await log()).toEqual([]);
    expect(stack.queued).toEqual([]);
  });

  it("answers 404 for another account's campaign in a path, reading only that campaign", async () => {
    const samsCampaign = campaignOf('act_201');
    await clearLog();
    const res = await stack.app.inject({
      method: 'GET',
      url: `/facebook/campaigns/v2/${samsCampaign.id}/adsets?accountId=act_101`,
      headers: bearer(tokens.ava),
    });
    expect(res.statusCode).toBe(404);
    expect((await log()).filter((c) => c.path.includes(`${samsCampaign.id}/`))).toEqual([]);
  });
});
