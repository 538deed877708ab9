import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startStack, type Stack } from './harness';

// Ad-account assets: the envelope, the cache with forceCache and isValid, Refresh Assets' limit,
// labels and order, conversion events, lead forms, catalogs, products, audiences, attribution, the asset limit.

describe('the asset routes', () => {
  let stack: Stack;
  let ava: string;
  let sam: string;
  const realNow = () => new Date();
  let offsetMs = 0;

  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
    stack.deps.now = () => new Date(realNow().getTime() + offsetMs);
    ava = await signIn(stack, 'Ava Advertiser');
    sam = await signIn(stack, 'Sam Agency');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const get = (token: string, url: string) => stack.app.inject({ method: 'GET', url, headers: bearer(token) });
  const simCalls = async (path: string): Promise<number> => {
    const res = await fetch(`${stack.simUrl}/__sim/requests`);
    const body = (await res.json()) as { data: Array<{ path: string }> };
    return body.data.filter((r) => r.path.replace(/^\/v\d+\.\d+\//, '').replace(/^\//, '') === path).length;
  };

  it('lists Instagram accounts with Personal labelled and legacy flagged, ordered Account, Personal, legacy last', async () => {
    const ig = (await get(ava, '/facebook/assets/instagram-accounts?accountId=act_101')).json();
    expect(ig).toMatchObject({ success: true, isValid: true, error: null });
    expect(ig.data).toEqual([
      { id: '17841400000101', name: 'avasbakery', isPersonal: false, businessName: null, ownerBusinessName: null, isLegacy: false },
      { id: '17841400000102', name: 'ava.bakes.personal', isPersonal: true, businessName: null, ownerBusinessName: null, isLegacy: false },
    ]);
    const lumen = (await get(sam, '/facebook/assets/instagram-accounts?accountId=act_204')).json();
    expect(lumen.data.map((i: { name: string; isLegacy: boolean }) => [i.name, i.isLegacy])).toEqual([
      ['lumenhome', false],
      ['lumen_lighting_legacy', true],
    ]);
  });

  it('answers pixels, pages and Instagram accounts in one call', async () => {
    const res = await get(sam, '/facebook/assets?accountId=act_201');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, isValid: true, error: null });
    expect(body.data.pixels.map((p: { id: string }) => p.id)).toEqual(['500002']);
    expect(body.data.pages.map((p: { id: string }) => p.id).sort()).toEqual(['400201', '400202']);
    expect(body.data.instagramAccounts.map((i: { name: string }) => i.name)).toEqual(['northwind.outdoor', 'northwind_trail_runner']);
  });

  it('serves forceCache=true from the cache, flags it invalid once stale, and reads the platform again without the flag', async () => {
    offsetMs = 0;
    const before = await simCalls('act_101/adspixels');
    const first = (await get(ava, '/facebook/assets/pixels?accountId=act_101&forceCache=true')).json();
    expect(first).toMatchObject({ success: true, isValid: true, error: null });
    expect(first.data.map((p: { id: string }) => p.id)).toEqual(['500001']);
    const read = await simCalls('act_101/adspixels');
    expect(read).toBe(before + 1);

    // Fresh: from the cache, with or without the flag.
    expect((await get(ava, '/facebook/assets/pixels?accountId=act_101&forceCache=true')).json()).toEqual(first);
    expect((await get(ava, '/facebook/assets/pixels?accountId=act_101')).json()).toEqual(first);
    expect(await simCalls('act_101/adspixels')).toBe(read);

    // Stale: the cache still answers forceCache, marked invalid; the call without the flag reads the platform.
    offsetMs = 20 * 60_000;
    const stale = (await get(ava, '/facebook/assets/pixels?accountId=act_101&forceCache=true')).json();
    expect(stale).toMatchObject({ success: true, isValid: false, error: null, data: first.data });
    expect(await simCalls('act_101/adspixels')).toBe(read);
    const again = (await get(ava, '/facebook/assets/pixels?accountId=act_101')).json();
    expect(again).toMatchObject({ success: true, isValid: true });
    expect(await simCalls('act_101/adspixels')).toBe(read + 1);
    expect((await get(ava, '/facebook/assets/pixels?accountId=act_101&forceCache=true')).json().isValid).toBe(true);

    // The cache is per user: Sam's forceCache on Ava's account reads nothing cached and is refused.
    expect((await get(sam, '/facebook/assets/pixels?accountId=act_101&forceCache=true')).statusCode).toBe(404);
    offsetMs = 0;
  });

  it('limits Refresh Assets to once every 5 minutes per user and account, and empties the cache', async () => {
    offsetMs = 60 * 60_000;
    const refresh = (token: string, account: string) =>
      stack.app.inject({ method: 'POST', url: `/facebook/assets/refresh?accountId=${account}`, headers: bearer(token) });
    await get(ava, '/facebook/assets/pages?accountId=act_101');
    const pagesRead = await simCalls('act_101/promote_pages');
    const first = await refresh(ava, 'act_101');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, error: null });
    expect(Date.parse(first.json().data.nextAllowedAt) - Date.parse(first.json().data.refreshedAt)).toBe(5 * 60_000);
    // The cache was emptied: the next read goes to the platform.
    await get(ava, '/facebook/assets/pages?accountId=act_101&forceCache=true');
    expect(await simCalls('act_101/promote_pages')).toBe(pagesRead + 1);

    const second = await refresh(ava, 'act_101');
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ success: false, data: null, error: 'Asset retrieval is limited. Please try again in 5 minutes.' });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    // Another account, another user: their own turns.
    expect((await refresh(sam, 'act_201')).statusCode).toBe(200);
    expect((await refresh(ava, 'act_201')).statusCode).toBe(404);

    offsetMs += 5 * 60_000 + 1000;
    expect((await refresh(ava, 'act_101')).statusCode).toBe(200);
    offsetMs = 0;
  });

  it('reaches an account once a minute for a burst of calls, not once per call', async () => {
    await get(ava, '/facebook/conversion-events?accountId=act_101');
    const reads = await simCalls('act_101');
    await get(ava, '/facebook/conversion-events?accountId=act_101&campaignObjective=lead-form');
    await get(ava, '/facebook/targeting/saved-audiences?accountId=act_101');
    expect(await simCalls('act_101')).toBe(reads);
    // The current account is always read afresh.
    await get(ava, '/facebook/adaccount/current?accountId=act_101');
    expect(await simCalls('act_101')).toBe(reads + 1);
  });

  it('types and orders conversion events: standard, custom, pixel; lead objectives keep lead events', async () => {
    const res = (await get(ava, '/facebook/conversion-events?accountId=act_101&pixelId=500001&campaignObjective=website-conversions')).json();
    expect(res.success).toBe(true);
    const types = res.data.map((e: { type: string }) => e.type);
    expect(types.indexOf('custom')).toBeGreaterThan(types.lastIndexOf('standard'));
    expect(types.indexOf('pixel')).toBeGreaterThan(types.lastIndexOf('custom'));
    expect(res.data).toContainEqual({ id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' });
    const custom = stack.fx.customConversions.find((c) => c.accountId === 'act_101' && c.customEventType === 'PURCHASE')!;
    expect(res.data).toContainEqual({ id: `custom:${custom.id}`, fbId: custom.id, name: custom.name, type: 'custom' });
    expect(res.data).toContainEqual({ id: 'pixel:BookingStarted', fbId: 'BookingStarted', name: 'BookingStarted', type: 'pixel' });

    const lead = (await get(ava, '/facebook/conversion-events?accountId=act_101&pixelId=500001&campaignObjective=lead-form')).json();
    expect(lead.data.map((e: { id: string }) => e.id)).not.toContain('PURCHASE');
    expect(lead.data.map((e: { type: string }) => e.type)).not.toContain('pixel');
    expect(lead.data.filter((e: { type: string }) => e.type === 'custom').map((e: { name: string }) => e.name)).toEqual(['Quote form sent']);

    const bad = await get(ava, '/facebook/conversion-events?accountId=act_101&campaignObjective=sales');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('campaignObjective');
  });

  it("lists a page's active lead forms, reads one, and refuses someone else's page", async () => {
    const forms = (await get(ava, '/facebook/assets/pages/400101/lead-forms?accountId=act_101')).json();
    expect(forms).toMatchObject({ success: true, isValid: true, error: null });
    expect(forms.data.map((f: { name: string }) => f.name)).toEqual(["Ava's Bakery – Contact form", "Ava's Bakery – Quote request"]);
    expect((await get(ava, '/facebook/assets/pages/400102/lead-forms?accountId=act_101')).json().data).toEqual([]);

    const one = (await get(ava, `/facebook/lead-forms/${forms.data[0].id}?accountId=act_101`)).json();
    expect(one.data).toMatchObject({ id: forms.data[0].id, name: forms.data[0].name, status: 'ACTIVE', pageId: '400101' });
    expect(one.data.questions.length).toBeGreaterThan(0);

    expect((await get(ava, '/facebook/assets/pages/400201/lead-forms?accountId=act_101')).statusCode).toBe(404);
    const samForm = stack.fx.leadForms.find((f) => f.pageId === '400201')!;
    expect((await get(ava, `/facebook/lead-forms/${samForm.id}?accountId=act_101`)).statusCode).toBe(404);
    expect((await get(ava, '/facebook/assets/pages/not-a-page/lead-forms?accountId=act_101')).json().fields).toHaveProperty('pageId');
  });

  it("lists catalogs of the account's business, products by name with stock, and product sets", async () => {
    const catalogs = (await get(sam, '/facebook/assets/pages/400201/catalogs?accountId=act_201')).json();
    expect(catalogs.data).toEqual([{ id: expect.any(String), name: 'Northwind Agency Clients Catalog' }]);
    expect((await get(ava, '/facebook/assets/pages/400101/catalogs?accountId=act_101')).json().data).toEqual([]);
    const catalogId = catalogs.data[0].id as string;

    const all = (await get(sam, `/facebook/assets/catalogs/${catalogId}/products?accountId=act_201`)).json();
    expect(all.data).toHaveLength(8);
    const backpacks = (await get(sam, `/facebook/assets/catalogs/${catalogId}/products?accountId=act_201&name=backpack`)).json();
    expect(backpacks.data).toEqual([
      { id: expect.any(String), name: 'Trail Backpack 30L', imageUrl: expect.stringContaining('https://'), inventory: 14 },
      { id: expect.any(String), name: 'Trail Backpack 45L', imageUrl: expect.stringContaining('https://'), inventory: 0 },
    ]);
    const sets = (await get(sam, `/facebook/assets/catalogs/${catalogId}/product-sets?accountId=act_201`)).json();
    expect(sets.data.map((s: { name: string }) => s.name).sort()).toEqual(['All products', 'In stock']);

    expect((await get(ava, `/facebook/assets/catalogs/${catalogId}/products?accountId=act_101`)).statusCode).toBe(404);
    expect((await get(ava, `/facebook/assets/catalogs/${catalogId}/product-sets?accountId=act_101`)).statusCode).toBe(404);
  });

  it('lists saved and custom audiences, and the attribution settings of a goal', async () => {
    const saved = (await get(ava, '/facebook/targeting/saved-audiences?accountId=act_101')).json();
    expect(saved.data.map((a: { name: string }) => a.name)).toEqual(['US adults 25-54', 'US outdoor enthusiasts']);
    const custom = (await get(ava, '/facebook/targeting-audiences/custom-audiences?accountId=act_101')).json();
    expect(custom.data).toHaveLength(3);
    expect(custom.data).toContainEqual({ id: expect.any(String), name: 'Website visitors 30d', subtype: 'WEBSITE', approximateCount: 52000 });

    const conversions = (await get(ava, '/facebook/settings/attribution-settings?optimization_goal=OFFSITE_CONVERSIONS&custom_event_type=PURCHASE')).json();
    expect(conversions.data.find((a: { isDefault: boolean }) => a.isDefault).id).toBe('7c-1v');
    expect((await get(ava, '/facebook/settings/attribution-settings?optimization_goal=LINK_CLICKS')).json().data).toEqual([
      { id: '1c-0v', name: '1-day click', isDefault: true },
    ]);
    expect((await get(ava, '/facebook/settings/attribution-settings?optimization_goal=REACH')).json().fields).toHaveProperty('optimization_goal');
  });

  it('answers the asset-count check and the plan', async () => {
    expect((await get(ava, '/facebook/assets/limit')).json()).toEqual({
      success: true,
      isValid: true,
      error: null,
      data: { errorKey: null, used: 0, limit: 5 },
    });
    expect((await get(sam, '/facebook/assets/limit')).json().data).toEqual({ errorKey: null, used: 0, limit: null });
  });

  it('turns an expired platform token into a 401 asking to reconnect, not a 502', async () => {
    const rows = await stack.database.query<{ access_token_encrypted: string; user_id: string }>(
      'SELECT access_token_encrypted, user_id FROM platform_connections c JOIN users u ON u.id = c.user_id WHERE u.name = $1',
      ['Ava Advertiser'],
    );
    const token = stack.deps.cipher.decrypt(rows[0]!.access_token_encrypted, rows[0]!.user_id).plaintext;
    await fetch(`${stack.simUrl}/__sim/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, action: 'expire' }),
    });
    const res = await get(ava, '/facebook/adaccount/current?accountId=act_101');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: 'Your Facebook connection has expired. Please reconnect Facebook to continue.',
      cause: 'platform_reconnect',
    });
    // Signing in again reconnects.
    ava = await signIn(stack, 'Ava Advertiser');
    expect((await get(ava, '/facebook/adaccount/current?accountId=act_101')).statusCode).toBe(200);
  });
});
