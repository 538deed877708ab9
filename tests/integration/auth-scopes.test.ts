import { describe, expect, it } from 'vitest';
import { bearer, dialogUrl, newPkce, stackForBlock } from './harness';

// The sign-in asks only for the permissions Salvo's platform calls use (docs/security.md#sign-in): ads_management,
// leads_retrieval, catalog_management. The simulator grants what the dialog asks and refuses a call without its
// permission (code 200), so each kind of call that needs a permission of its own is made here with such a token.

describe('the permissions the sign-in asks for', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' }, { queue: 'record' });
  const get = async (token: string, url: string) => {
    const res = await stack.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<{ data: unknown }>();
  };

  it('are ads_management, leads_retrieval and catalog_management, and the token holds those only', async () => {
    const scope = new URL(await dialogUrl(stack, newPkce(), 'state-of-the-extension-1')).searchParams.get('scope');
    expect(scope).toBe('ads_management,leads_retrieval,catalog_management');
    // What the platform says of the token the sign-in stored.
    const [row] = await stack.database.query<{ scopes: string }>(
      `SELECT c.scopes FROM platform_connections c JOIN users u ON u.id = c.user_id WHERE u.name = 'Sam Agency'`,
    );
    expect(row?.scopes).toBe('ads_management,leads_retrieval,catalog_management');
  });

  it('are enough for every kind of call: accounts, assets, lead forms, catalogs, products, targeting, campaigns', async () => {
    const sam = tokens.sam;
    expect(await get(sam, '/facebook/adaccount/current?accountId=act_201')).toMatchObject({ success: true });
    for (const url of [
      '/facebook/assets?accountId=act_201',
      '/facebook/targeting/saved-audiences?accountId=act_201',
      '/facebook/targeting-audiences/custom-audiences?accountId=act_201',
      `/facebook/conversion-events?accountId=act_201&pixelId=${stack.fx.pixels.find((p) => p.adAccountIds.includes('act_201'))!.id}`,
      '/facebook/targeting/locations?accountId=act_201&q=Los&types=city',
      '/facebook/targeting-interests/search?accountId=act_201&q=coffee',
    ]) {
      expect(await get(sam, url), url).toMatchObject({ success: true });
    }
    const form = stack.fx.leadForms.find((f) => f.pageId === '400201')!;
    expect((await get(sam, '/facebook/assets/pages/400201/lead-forms?accountId=act_201')).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: form.id })]),
    );
    expect(await get(sam, `/facebook/lead-forms/${form.id}?accountId=act_201`)).toMatchObject({ success: true });
    const catalog = stack.fx.catalogs.find((c) => c.businessId === '300001')!;
    expect((await get(sam, '/facebook/assets/pages/400201/catalogs?accountId=act_201')).data).toEqual([expect.objectContaining({ id: catalog.id })]);
    expect((await get(sam, `/facebook/assets/catalogs/${catalog.id}/products?accountId=act_201`)).data).not.toEqual([]);
    expect((await get(sam, `/facebook/assets/catalogs/${catalog.id}/product-sets?accountId=act_201`)).data).not.toEqual([]);
    expect(await get(sam, '/facebook/campaigns/v2/import/ad-accounts')).toMatchObject({ success: true });
    expect(await get(tokens.ava, '/facebook/campaigns/v2?accountId=act_101')).toMatchObject({ success: true });
    // The simulator refused no call for a missing permission.
    const log = ((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: Array<{ status: number; path: string }> }).data;
    expect(log.filter((r) => r.status === 400 || r.status === 403).map((r) => r.path)).toEqual([]);
  });
});
