import { describe, expect, it } from 'vitest';
import { assetOwnerLabel, groupAssets } from '../../lib/rules/ordering';
import type { Asset } from '../../lib/rules/types';
import { bearer, stackForBlock } from './harness';

// Behaviours and demographics (search?type=adTargetingCategory, a browse of the class filtered by the API), the
// country list (search?type=adcountry), and the 'Business: {name}' owner labels of pages and pixels
// (docs/product-rules.md#conventions) against the simulator.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('interest types, countries and asset owner labels through the simulator', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' }, { queue: 'record' });

  const get = (token: string, url: string) => stack.app.inject({ method: 'GET', url, headers: bearer(token) });
  const simSearches = async (type: string): Promise<Json[]> =>
    ((await (await fetch(`${stack.simUrl}/__sim/requests?path=search`)).json()).data as Json[]).filter((r) => r.params?.type === type);

  it('finds behaviours by name or path, with sizes and paths', async () => {
    const res = await get(tokens.ava, '/facebook/targeting-interests/behaviors?accountId=act_101&q=frequent');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, isValid: true, error: null });
    expect(body.data.map((i: Json) => i.name)).toEqual(['Frequent travelers', 'Frequent international travelers']);
    expect(body.data[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      name: 'Frequent travelers',
      type: 'behaviors',
      audienceSizeLowerBound: expect.any(Number),
      audienceSizeUpperBound: expect.any(Number),
      path: ['Behaviors', 'Travel', 'Frequent travelers'],
    });
    // By a word of the path: every travel behaviour.
    const travel = (await get(tokens.ava, '/facebook/targeting-interests/behaviors?accountId=act_101&q=travel')).json();
    expect(travel.data.length).toBeGreaterThanOrEqual(6);
    expect(travel.data.every((i: Json) => i.path.includes('Travel') || /travel/i.test(i.name))).toBe(true);
    expect((await get(tokens.ava, '/facebook/targeting-interests/behaviors?accountId=act_101&q=zzzz')).json().data).toEqual([]);

    // The Graph call is the platform's browse (a class, no q); one per class, however many searches.
    const calls = await simSearches('adTargetingCategory');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params).toMatchObject({ type: 'adTargetingCategory', class: 'behaviors' });
    expect(calls[0]?.params).not.toHaveProperty('q');
    expect(calls[0]?.status).toBe(200);
  });

  it('finds demographics, for an agency account too, and rejects what the route does not know', async () => {
    const res = (await get(tokens.sam, '/facebook/targeting-interests/demographics?accountId=act_204&q=college')).json();
    expect(res.success).toBe(true);
    expect(res.data.map((i: Json) => i.name)).toEqual(expect.arrayContaining(['Some college', 'College grad']));
    expect(res.data.every((i: Json) => i.type === 'demographics' && i.path[0] === 'Demographics')).toBe(true);
    const moved = (await get(tokens.sam, '/facebook/targeting-interests/demographics?accountId=act_204&q=recently moved')).json();
    expect(moved.data.map((i: Json) => i.name)).toEqual(['Recently moved']);
    expect(moved.data[0].path).toEqual(['Demographics', 'Life events', 'Recently moved']);
    // Behaviours are not demographics.
    expect((await get(tokens.sam, '/facebook/targeting-interests/demographics?accountId=act_204&q=frequent')).json().data).toEqual([]);
    expect((await get(tokens.sam, '/facebook/targeting-interests/demographics?accountId=act_204')).json().fields).toHaveProperty('q');
    expect((await get(tokens.ava, '/facebook/targeting-interests/demographics?accountId=act_201&q=college')).statusCode).toBe(404);
  });

  it('lists countries from search?type=adcountry', async () => {
    const countries = (await get(tokens.ava, '/facebook/targeting/countries?accountId=act_101')).json();
    expect(countries.data).toContainEqual({ id: 'JP', name: 'Japan' });
    expect(countries.data.map((c: Json) => c.name)).toEqual(
      [...countries.data.map((c: Json) => c.name)].sort((a: string, b: string) => a.localeCompare(b, 'en')),
    );
    const calls = await simSearches('adcountry');
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls.every((c) => c.status === 200)).toBe(true);
    expect(await simSearches('adgeolocation')).toEqual([]);
  });

  it("labels business-owned pages and pixels 'Business: {name}' and the others Account", async () => {
    const pages = (await get(tokens.sam, '/facebook/assets/pages?accountId=act_201')).json();
    expect(pages.success).toBe(true);
    const labels = pages.data.map((p: Asset) => [p.name, assetOwnerLabel(p)]);
    expect(labels).toEqual([
      ['Northwind Outdoor', 'Account'],
      ['Northwind Trails Blog', 'Business: Northwind Agency Clients'],
    ]);
    expect(groupAssets(pages.data as Asset[]).map((g) => g.group)).toEqual(['Account', 'Business: Northwind Agency Clients']);

    const lumenPages = (await get(tokens.sam, '/facebook/assets/pages?accountId=act_205')).json();
    expect(lumenPages.data.map((p: Asset) => assetOwnerLabel(p))).toEqual(['Account', 'Business: Lumen Retail Group']);
    expect(lumenPages.data[1]).toMatchObject({ name: 'Lumen Lighting Pro', businessName: 'Lumen Retail Group', ownerBusinessName: 'Lumen Retail Group' });

    const pixels = (await get(tokens.sam, '/facebook/assets/pixels?accountId=act_204')).json();
    expect(pixels.data.map((p: Asset) => assetOwnerLabel(p))).toEqual(['Business: Lumen Retail Group']);
    expect((await get(tokens.sam, '/facebook/assets/pixels?accountId=act_206')).json().data.map((p: Asset) => assetOwnerLabel(p))).toEqual(['Account']);
    // The advertiser's assets have no business.
    expect((await get(tokens.ava, '/facebook/assets/pages?accountId=act_101')).json().data.map((p: Asset) => assetOwnerLabel(p))).toEqual([
      'Account',
      'Account',
    ]);
  });
});
