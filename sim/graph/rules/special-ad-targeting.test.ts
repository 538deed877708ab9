// The special ad categories' targeting (special-ad-category-targeting, special-ad-category-customer-list) case by
// case: each category it holds for, each restriction at its edge, the radius widened rather than refused, CREDIT
// folded, a saved audience's narrow ages, and updates with the targeting merged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing';
import { startSim, validAdSet, validCampaign } from '../../testing';

let h: Harness;
let pixelId = '';
let housingId = '';
beforeAll(async () => {
  h = await startSim();
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  housingId = await campaignOf(['HOUSING']);
});
afterAll(async () => {
  await h.sim.close();
});

async function campaignOf(categories: string[]): Promise<string> {
  const res = await h.post('act_101/campaigns', {
    ...validCampaign(),
    special_ad_categories: categories,
    ...(categories.length > 0 ? { special_ad_category_country: ['US'] } : {}),
  });
  return res.body.id;
}
const US = { countries: ['US'] };
const audienceOf = (subtype: string): string | undefined => h.fx.customAudiences.find((a) => a.accountId === 'act_101' && a.subtype === subtype)?.id;
/** An ad set of `campaign` whose targeting is `over` on top of the United States with Advantage+ audience off. */
const adset = (campaign: string, over: Record<string, unknown>): Record<string, unknown> => ({
  ...validAdSet(campaign, pixelId),
  targeting: { geo_locations: US, targeting_automation: { advantage_audience: 0 }, ...over },
});
const accepted = async (campaign: string, over: Record<string, unknown>): Promise<string> => {
  const res = await h.post('act_101/adsets', adset(campaign, over));
  expect(res.body.error).toBeUndefined();
  return res.body.id;
};
const refused = async (campaign: string, over: Record<string, unknown>): Promise<string> => {
  const { error } = (await h.post('act_101/adsets', adset(campaign, over))).body;
  expect(error).toMatchObject({ code: 100, error_user_title: 'Targeting Not Allowed for Special Ad Category' });
  return error.error_user_msg;
};

describe('the special ad categories that restrict targeting', () => {
  it.each(['HOUSING', 'EMPLOYMENT', 'FINANCIAL_PRODUCTS_SERVICES'])('%s: ages 18 to 65+ only', async (category) => {
    const campaign = await campaignOf([category]);
    await accepted(campaign, { age_min: 18, age_max: 65 });
    expect(await refused(campaign, { age_min: 21 })).toBe(`The campaign's special ad category ${category} does not allow age_min 21 (ages must be 18 to 65+).`);
  });

  it('folds CREDIT into FINANCIAL_PRODUCTS_SERVICES, which replaced it', async () => {
    const campaign = await campaignOf(['CREDIT']);
    expect((await h.get(campaign, { fields: 'special_ad_categories' })).body.special_ad_categories).toEqual(['FINANCIAL_PRODUCTS_SERVICES']);
    expect(await refused(campaign, { age_min: 21 })).toContain('FINANCIAL_PRODUCTS_SERVICES does not allow age_min 21');
  });

  it('leave other campaigns alone: issues and politics, none', async () => {
    await accepted(await campaignOf(['ISSUES_ELECTIONS_POLITICS']), { age_min: 25, genders: [2], geo_locations: { zips: [{ key: 'US:10001' }] } });
    await accepted(await campaignOf([]), { age_min: 25, genders: [2] });
  });
});

describe('each restriction at its edge', () => {
  it('ages: 18 and 65 or absent', async () => {
    await accepted(housingId, {});
    expect(await refused(housingId, { age_min: 19 })).toContain('age_min 19');
    expect(await refused(housingId, { age_max: 64 })).toContain('age_max 64');
  });

  it('genders: both or absent', async () => {
    await accepted(housingId, { genders: [1, 2] });
    expect(await refused(housingId, { genders: [2] })).toContain('genders [2] (all genders)');
  });

  it('no ZIP codes, and no excluded locations of any kind', async () => {
    expect(await refused(housingId, { geo_locations: { zips: [{ key: 'US:10001' }] } })).toContain('ZIP codes');
    expect(await refused(housingId, { excluded_geo_locations: { zips: [{ key: 'US:10001' }] } })).toContain('excluded locations');
    expect(await refused(housingId, { excluded_geo_locations: { regions: [{ key: '3847' }] } })).toContain('excluded locations');
    expect(await refused(housingId, { excluded_geo_locations: { cities: [{ key: '2418779' }] } })).toContain('excluded locations');
  });

  it('no excluded custom audiences and no lookalike audiences; other custom audiences allowed', async () => {
    await accepted(housingId, { custom_audiences: [{ id: audienceOf('WEBSITE') }] });
    expect(await refused(housingId, { excluded_custom_audiences: [{ id: audienceOf('WEBSITE') }] })).toContain('excluded custom audiences');
    expect(await refused(housingId, { custom_audiences: [{ id: audienceOf('LOOKALIKE') }] })).toContain('lookalike audiences');
  });

  it('a customer list only with the certification, and only under these categories', async () => {
    const list = { custom_audiences: [{ id: audienceOf('CUSTOM') }] };
    const { error } = (await h.post('act_101/adsets', adset(housingId, list))).body;
    expect(error).toMatchObject({ code: 100, error_user_title: 'Customer List Certification Required' });
    expect(error.error_user_msg).toContain('is_sac_cfca_terms_certified');
    expect((await h.post('act_101/adsets', { ...adset(housingId, list), is_sac_cfca_terms_certified: true })).body.id).toBeTruthy();
    await accepted(await campaignOf([]), list);
  });

  it('widens a city or a custom location to 15 miles (25 km), as the platform does, rather than refusing it', async () => {
    const id = await accepted(housingId, {
      geo_locations: {
        cities: [{ key: '2418779', radius: 10, distance_unit: 'mile' }, { key: '2420379' }, { key: '2421836', radius: 30, distance_unit: 'mile' }],
        custom_locations: [{ latitude: 40.7, longitude: -74, radius: 5, distance_unit: 'kilometer' }],
      },
    });
    const { targeting } = (await h.get(id, { fields: 'targeting' })).body;
    expect(targeting.geo_locations).toEqual({
      cities: [
        { key: '2418779', radius: 15, distance_unit: 'mile' },
        { key: '2420379', radius: 15, distance_unit: 'mile' },
        { key: '2421836', radius: 30, distance_unit: 'mile' },
      ],
      custom_locations: [{ latitude: 40.7, longitude: -74, radius: 25, distance_unit: 'kilometer' }],
    });
    const plain = await accepted(await campaignOf([]), { geo_locations: { cities: [{ key: '2418779', radius: 10, distance_unit: 'mile' }] } });
    expect((await h.get(plain, { fields: 'targeting' })).body.targeting.geo_locations.cities[0].radius).toBe(10);
  });

  it('no detailed targeting exclusions, detailed targeting itself allowed', async () => {
    const hiking = [{ id: '6003000000001', name: 'Hiking' }];
    await accepted(housingId, { flexible_spec: [{ interests: hiking }] });
    expect(await refused(housingId, { exclusions: { interests: hiking } })).toContain('detailed targeting exclusions');
  });

  it('names everything not allowed at once', async () => {
    expect(await refused(housingId, { age_min: 25, genders: [1] })).toBe(
      "The campaign's special ad category HOUSING does not allow age_min 25 (ages must be 18 to 65+), genders [1] (all genders).",
    );
  });
});

describe('targeting from elsewhere and updates', () => {
  it("refuses a saved audience's targeting that narrows the ages", async () => {
    const saved = h.fx.savedAudiences.find((a) => a.accountId === 'act_101' && a.name.includes('25-54'));
    const { targeting } = (await h.get(saved?.id ?? '', { fields: 'targeting' })).body;
    expect(await refused(housingId, targeting)).toContain('age_min 25 (ages must be 18 to 65+), age_max 54');
  });

  it('checks an update with the targeting merged: new targeting, or the stored one once the campaign has a category', async () => {
    const id = await accepted(housingId, {});
    expect(
      (await h.post(id, { targeting: { geo_locations: US, age_min: 30, targeting_automation: { advantage_audience: 0 } } })).body.error.error_user_title,
    ).toBe('Targeting Not Allowed for Special Ad Category');
    expect((await h.post(id, { status: 'ACTIVE' })).body).toEqual({ success: true });
    const later = await campaignOf([]);
    const narrow = await accepted(later, { age_min: 30 });
    expect((await h.post(later, { special_ad_categories: ['EMPLOYMENT'], special_ad_category_country: ['US'] })).body).toEqual({ success: true });
    expect((await h.post(narrow, { status: 'ACTIVE' })).body.error.error_user_msg).toContain('EMPLOYMENT does not allow age_min 30');
  });
});
