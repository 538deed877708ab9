import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../testing';
import { startSim } from '../testing';

let h: Harness;
beforeAll(async () => {
  h = await startSim();
});
afterAll(async () => {
  await h.sim.close();
});

describe('account assets', () => {
  it('lists custom conversions, saved and custom audiences of the account', async () => {
    const cc = await h.get('act_101/customconversions', { fields: 'name,custom_event_type,pixel' });
    expect(cc.body.data.map((c: Json) => c.id)).toEqual(h.fx.customConversions.filter((c) => c.accountId === 'act_101').map((c) => c.id));
    expect(cc.body.data[0]).toMatchObject({ custom_event_type: 'PURCHASE', pixel: { id: expect.any(String) } });
    const saved = await h.get('act_101/saved_audiences', { fields: 'name,targeting' });
    expect(saved.body.data.length).toBeGreaterThanOrEqual(2);
    expect(saved.body.data[0].targeting.geo_locations).toBeDefined();
    // An ad set takes no saved audience: a launch reads its targeting from the node and uses that.
    const node = await h.get(saved.body.data[0].id, { fields: 'name,targeting' });
    expect(node.body).toEqual(saved.body.data[0]);
    expect(node.body.targeting).toMatchObject({
      geo_locations: { countries: [expect.any(String)], location_types: ['home', 'recent'] },
      age_min: 25,
      age_max: 54,
    });
    expect((await h.get(saved.body.data[0].id, { fields: 'targeting' }, h.agency.accessToken)).status).toBe(400);
    const custom = await h.get('act_101/customaudiences', { fields: 'name,subtype,approximate_count_lower_bound' });
    expect(custom.body.data.map((a: Json) => a.subtype).sort()).toEqual(['CUSTOM', 'LOOKALIKE', 'WEBSITE']);
  });

  it('lists Instagram accounts: professional, personal and legacy', async () => {
    const advertiser = await h.get('act_101/instagram_accounts', { fields: 'username,account_type,is_professional,is_legacy' });
    expect(advertiser.body.data.map((i: Json) => i.account_type).sort()).toEqual(['BUSINESS', 'PERSONAL']);
    const agency = await h.get('act_201/instagram_accounts', { fields: 'username,account_type' }, h.agency.accessToken);
    expect(agency.body.data.map((i: Json) => i.account_type)).toContain('MEDIA_CREATOR');
    const lumen = await h.get('act_204/instagram_accounts', { fields: 'username,is_legacy' }, h.agency.accessToken);
    expect(lumen.body.data.some((i: Json) => i.is_legacy)).toBe(true);
  });

  it("lists pages with me/accounts and a page's lead forms", async () => {
    const pages = await h.get('me/accounts', {}, h.agency.accessToken);
    expect(pages.body.data.map((p: Json) => p.id).sort()).toEqual(
      h.fx.pages
        .filter((p) => p.adAccountIds.some((a) => a.startsWith('act_2')))
        .map((p) => p.id)
        .sort(),
    );
    const withForms = h.fx.pages.find((p) => p.hasLeadForms && p.adAccountIds.includes('act_101'));
    const withoutForms = h.fx.pages.find((p) => !p.hasLeadForms && p.adAccountIds.includes('act_101'));
    const forms = await h.get(`${withForms?.id ?? ''}/leadgen_forms`, { fields: 'name,status' });
    expect(forms.body.data.length).toBeGreaterThanOrEqual(2);
    expect(forms.body.data.map((f: Json) => f.status)).toContain('ACTIVE');
    expect((await h.get(`${withoutForms?.id ?? ''}/leadgen_forms`)).body).toEqual({ data: [] });
  });

  it("answers a pixel's events, standard and custom", async () => {
    const pixel = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'));
    const stats = await h.get(`${pixel?.id ?? ''}/stats`, { aggregation: 'event' });
    const values = stats.body.data[0].data.map((d: Json) => d.value);
    expect(values).toEqual(expect.arrayContaining(['Purchase', 'Lead', ...(pixel?.customEvents ?? [])]));
  });
});

describe('catalogs', () => {
  it("lists a business's catalogs, products with a name filter, inventory and product sets", async () => {
    const catalog = h.fx.catalogs.find((c) => c.businessId === '300001');
    const catalogs = await h.get('300001/owned_product_catalogs', { fields: 'name,product_count' }, h.agency.accessToken);
    expect(catalogs.body.data).toEqual([{ id: catalog?.id, name: catalog?.name, product_count: catalog?.productIds.length }]);
    const products = await h.get(`${catalog?.id ?? ''}/products`, { fields: 'name,image_url,inventory', limit: '100' }, h.agency.accessToken);
    expect(products.body.data).toHaveLength(catalog?.productIds.length ?? -1);
    expect(products.body.data.some((p: Json) => p.inventory === 0)).toBe(true);
    expect(products.body.data[0].image_url).toMatch(/^https:/);
    const filtered = await h.get(
      `${catalog?.id ?? ''}/products`,
      { fields: 'name', filter: JSON.stringify({ name: { i_contains: 'backpack' } }) },
      h.agency.accessToken,
    );
    expect(filtered.body.data.map((p: Json) => p.name)).toEqual(['Trail Backpack 30L', 'Trail Backpack 45L']);
    const sets = await h.get(`${catalog?.id ?? ''}/product_sets`, { fields: 'name,product_count' }, h.agency.accessToken);
    expect(sets.body.data.map((s: Json) => s.name)).toEqual(['All products', 'In stock']);
  });

  it('hides a catalog from users outside its business', async () => {
    const catalog = h.fx.catalogs[0];
    expect((await h.get(`${catalog?.id ?? ''}/products`)).body.error.error_subcode).toBe(33);
  });
});

describe('business ownership of pages and pixels', () => {
  it('answers Page.business and AdsPixel.owner_business where a business owns them, and nothing where none does', async () => {
    const [north, lumen] = h.fx.businesses;
    const pages = await h.get('me/accounts', { fields: 'id,name,business{id,name}', limit: '100' }, h.agency.accessToken);
    const ownerOf = (list: Json[]) => Object.fromEntries(list.map((p: Json) => [p.id, p.business?.name ?? p.owner_business?.name ?? null]));
    expect(ownerOf(pages.body.data)).toEqual({ '400201': null, '400202': north?.name, '400301': null, '400302': lumen?.name });
    expect(pages.body.data.find((p: Json) => p.id === '400202').business).toEqual({ id: north?.id, name: 'Northwind Agency Clients' });
    const promoted = await h.get('act_204/promote_pages', { fields: 'id,name,business{name}' }, h.agency.accessToken);
    // A node in a field answers its id too, as every node does (fields.ts).
    expect(promoted.body.data).toEqual([
      { id: '400301', name: 'Lumen Home' },
      { id: '400302', name: 'Lumen Lighting Pro', business: { id: lumen?.id, name: 'Lumen Retail Group' } },
    ]);
    expect((await h.get('400302', { fields: 'business' }, h.agency.accessToken)).body).toEqual({
      id: '400302',
      business: { id: lumen?.id, name: lumen?.name },
    });

    const pixelOwners: Record<string, string | null> = {};
    for (const account of ['act_201', 'act_202', 'act_203', 'act_204', 'act_205', 'act_206']) {
      const px = await h.get(`${account}/adspixels`, { fields: 'id,name,owner_business{id,name}' }, h.agency.accessToken);
      pixelOwners[account] = px.body.data[0].owner_business?.name ?? null;
    }
    expect(pixelOwners).toEqual({ act_201: north?.name, act_202: north?.name, act_203: null, act_204: lumen?.name, act_205: lumen?.name, act_206: null });
    const avaPixel = await h.get('act_101/adspixels', { fields: 'id,owner_business' });
    expect(avaPixel.body.data[0].owner_business).toBeUndefined();
    expect(h.fx.pixels.filter((p) => p.businessId !== null).map((p) => p.adAccountIds[0])).toEqual(['act_201', 'act_202', 'act_204', 'act_205']);
    expect(h.fx.pages.filter((p) => p.businessId !== null).map((p) => p.id)).toEqual(['400202', '400302']);
  });
});

describe('search', () => {
  it('finds countries, regions, cities and zips with location_types and country_code', async () => {
    const countries = await h.get('search', { type: 'adgeolocation', location_types: '["country"]', q: '', limit: '50' });
    const codes = countries.body.data.map((c: Json) => c.key);
    expect(codes).toEqual(expect.arrayContaining(['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'ES', 'IT', 'MX', 'BR']));
    const regions = await h.get('search', { type: 'adgeolocation', location_types: '["region"]', country_code: 'US', limit: '100' });
    expect(regions.body.data.length).toBeGreaterThanOrEqual(50);
    const cal = await h.get('search', { type: 'adgeolocation', q: 'Calif', location_types: '["region"]' });
    expect(cal.body.data[0]).toMatchObject({ name: 'California', type: 'region', country_code: 'US', key: expect.stringMatching(/^\d+$/) });
    const city = await h.get('search', { type: 'adgeolocation', q: 'Munich', location_types: '["city"]' });
    expect(city.body.data[0]).toMatchObject({ name: 'Munich', region: 'Bavaria', country_code: 'DE' });
    const zip = await h.get('search', { type: 'adgeolocation', q: '94105', location_types: '["zip"]' });
    expect(zip.body.data[0]).toMatchObject({ key: 'US:94105', primary_city: 'San Francisco' });
    const zipsDe = await h.get('search', { type: 'adgeolocation', location_types: '["zip"]', country_code: 'DE' });
    expect(zipsDe.body.data.map((z: Json) => z.key)).toEqual(['DE:10115', 'DE:80331']);
    expect(zipsDe.body.data[1]).toMatchObject({ primary_city: 'Munich', primary_city_id: expect.any(Number), region_id: expect.any(Number) });
    expect((await h.get('search', { type: 'adgeolocation', location_types: '["planet"]' })).body.error.code).toBe(100);
  });

  it('finds interests among a few hundred', async () => {
    const hiking = await h.get('search', { type: 'adinterest', q: 'hik' });
    expect(hiking.body.data[0]).toMatchObject({ name: 'Hiking', id: expect.stringMatching(/^\d+$/), path: expect.arrayContaining(['Interests']) });
    expect(hiking.body.data[0].audience_size_upper_bound).toBeGreaterThan(hiking.body.data[0].audience_size_lower_bound);
    const all = await h.get('search', { type: 'adinterest', q: 'e', limit: '1000' });
    expect(all.body.data.length).toBeGreaterThanOrEqual(200);
  });

  it('lists every country with adcountry, or those matching q', async () => {
    const all = await h.get('search', { type: 'adcountry', limit: '1000' });
    expect(all.status).toBe(200);
    expect(all.body.data.map((c: Json) => c.country_code)).toEqual(expect.arrayContaining(['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'ES', 'IT', 'MX', 'BR', 'JP']));
    expect(all.body.data.every((c: Json) => c.type === 'country')).toBe(true);
    expect(all.body.data.find((c: Json) => c.key === 'US')).toEqual({
      key: 'US',
      name: 'United States',
      type: 'country',
      country_code: 'US',
      supports_region: true,
      supports_city: true,
    });
    const un = await h.get('search', { type: 'adcountry', q: 'uni' });
    expect(un.body.data.map((c: Json) => c.key).sort()).toEqual(['GB', 'US']);
    expect((await h.get('search', { type: 'adcountry', q: 'de' })).body.data.map((c: Json) => c.key)).toContain('DE');
    expect((await h.get('search', { type: 'adcountry', fields: 'key,name' })).body.data[0]).toEqual({ key: expect.any(String), name: expect.any(String) });
  });

  it('browses behaviours and demographics with adTargetingCategory, the same on every run', async () => {
    const behaviors = await h.get('search', { type: 'adTargetingCategory', class: 'behaviors', limit: '1000' });
    expect(behaviors.status).toBe(200);
    expect(behaviors.body.data.length).toBeGreaterThanOrEqual(24);
    expect(behaviors.body.data.every((b: Json) => b.type === 'behaviors' && b.path[0] === 'Behaviors')).toBe(true);
    const frequent = behaviors.body.data.find((b: Json) => b.name === 'Frequent travelers');
    expect(frequent).toEqual({
      id: expect.stringMatching(/^\d+$/),
      name: 'Frequent travelers',
      type: 'behaviors',
      path: ['Behaviors', 'Travel', 'Frequent travelers'],
      description: expect.any(String),
      audience_size_lower_bound: expect.any(Number),
      audience_size_upper_bound: expect.any(Number),
    });
    expect(frequent.audience_size_upper_bound).toBeGreaterThan(frequent.audience_size_lower_bound);

    const demographics = await h.get('search', { type: 'adTargetingCategory', class: 'demographics', limit: '1000' });
    expect(demographics.body.data.length).toBeGreaterThanOrEqual(24);
    expect(new Set(demographics.body.data.map((d: Json) => d.type))).toEqual(
      new Set(['education_statuses', 'life_events', 'family_statuses', 'relationship_statuses', 'industries', 'income']),
    );
    expect(demographics.body.data.every((d: Json) => d.path[0] === 'Demographics')).toBe(true);
    const ids = [...behaviors.body.data, ...demographics.body.data].map((c: Json) => c.id);
    expect(new Set(ids).size).toBe(ids.length);

    // A narrower class is a part of demographics; a browse, so q changes nothing.
    const lifeEvents = await h.get('search', { type: 'adTargetingCategory', class: 'life_events', q: 'zzz', limit: '1000' });
    expect(lifeEvents.body.data.map((d: Json) => d.name)).toContain('Recently moved');
    expect(lifeEvents.body.data.every((d: Json) => d.type === 'life_events')).toBe(true);
    const interests = await h.get('search', { type: 'adTargetingCategory', class: 'interests', limit: '1000' });
    expect(interests.body.data.length).toBeGreaterThanOrEqual(200);
    expect(interests.body.data[0]).toMatchObject({ type: 'interests', path: expect.arrayContaining(['Interests']) });
    // Default page of 25 with a cursor; fields= selects.
    const page = await h.get('search', { type: 'adTargetingCategory', class: 'behaviors', fields: 'name' });
    expect(page.body.data).toHaveLength(25);
    expect(page.body.paging.next).toContain('class=behaviors');
    expect(page.body.data[0]).toEqual({ id: behaviors.body.data[0].id, name: behaviors.body.data[0].name });

    // The same seed-independent answer from a fresh simulator.
    const other = await startSim({ seed: 7 });
    try {
      expect((await other.get('search', { type: 'adTargetingCategory', class: 'behaviors', limit: '1000' })).body.data).toEqual(behaviors.body.data);
    } finally {
      await other.sim.close();
    }

    const missing = await h.get('search', { type: 'adTargetingCategory' });
    expect(missing.body.error).toMatchObject({ code: 100, message: expect.stringContaining('class') });
    expect((await h.get('search', { type: 'adTargetingCategory', class: 'planets' })).body.error.code).toBe(100);
    expect((await h.get('search', { type: 'adplanet', q: 'x' })).body.error.code).toBe(100);
  });
});
