import { beforeAll, describe, expect, it } from 'vitest';
import { copyMessages, launchMessages } from '../../lib/rules/messages';
import type { Json } from '../../sim/testing';
import { createHousingCampaign, createRichAdSet, graphCall } from '../fixtures/copy-sources';
import { bearer, stackForBlock } from './harness';
import { launchRecord, markedObjects, runToEnd } from './launch-kit';

// Through the API, a duplicate or an import whose body leaves a field out keeps its source's value
// (docs/campaign-modes.md#through-the-api), read back from the simulator field by field; an import keeps its source's
// special ad category, and a body that drops or changes it is a 400 naming the field; its countries are the buyer's.
// A duplicated campaign keeps its category's countries as the platform's copy does, and its review says so.

describe("a copy through the API keeps its source's values", () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' });
  const tokenOf = (role: 'advertiser' | 'agency') => stack.fx.users.find((u) => u.role === role)!.accessToken;
  const post = (token: string, accountId: string, body: object) =>
    stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${accountId}`, headers: bearer(token), payload: body });
  const read = (role: 'advertiser' | 'agency', id: string, fields: string) => graphCall(stack.simUrl, tokenOf(role), 'GET', id, { fields });
  const page = (accountId: string) => stack.fx.pages.find((p) => p.adAccountIds.includes(accountId))!.id;
  const image = (accountId: string) => stack.fx.adImages.find((i) => i.adAccountId === accountId)!.hash;

  let rich: { id: string; targeting: Json };
  let campaignId: string;
  beforeAll(async () => {
    campaignId = stack.fx.campaigns.find((c) => c.accountId === 'act_101' && c.name === 'Holiday Value')!.id;
    const audiences = stack.fx.customAudiences.filter((a) => a.accountId === 'act_101').map((a) => a.id) as [string, string, string];
    const pixelId = stack.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))!.id;
    rich = await createRichAdSet(stack.simUrl, tokenOf('advertiser'), {
      accountId: 'act_101',
      campaignId,
      pixelId,
      customAudienceIds: audiences,
      dailyBudget: 3000,
    });
  });

  it('a duplicated ad set whose body names no targeting, bid or budget is its source, field by field', async () => {
    // The source has no ad, so no link: the URL is the body's.
    const res = await post(tokens.ava, 'act_101', {
      ads: [{ imageId: image('act_101') }],
      facebookPageId: page('act_101'),
      destinationUrl: 'https://ava.example.com/',
      existingCampaignId: campaignId,
      duplicateAdsetId: rich.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().campaignLaunchId;
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    const copyId = (await markedObjects(stack, 'adset', id))[0]!.id as string;
    const copy = await read('advertiser', copyId, 'targeting,bid_strategy,bid_constraints,daily_budget,attribution_spec,optimization_goal,promoted_object');
    type Geo = { cities: Array<{ key: string; radius?: number; distance_unit?: string }> };
    const source = rich.targeting as Record<string, unknown> & { geo_locations: Geo; excluded_geo_locations: Geo };
    const t = copy.targeting as Record<string, unknown> & { geo_locations: Geo; excluded_geo_locations: Geo };
    const place = (c: Geo['cities'][number]) => ({ key: c.key, radius: c.radius, distance_unit: c.distance_unit });
    expect(t.geo_locations.cities.map(place)).toEqual(source.geo_locations.cities.map(place));
    expect(t.excluded_geo_locations.cities.map((c) => c.key)).toEqual(source.excluded_geo_locations.cities.map((c) => c.key));
    for (const key of [
      'age_min',
      'age_max',
      'custom_audiences',
      'excluded_custom_audiences',
      'publisher_platforms',
      'facebook_positions',
      'instagram_positions',
      'device_platforms',
      'wireless_carrier',
      'targeting_automation',
    ]) {
      expect(t[key], key).toEqual(source[key]);
    }
    expect(t.genders).toBeUndefined();
    expect(copy).toMatchObject({
      bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS',
      bid_constraints: { roas_average_floor: 25000 },
      daily_budget: '3000',
      attribution_spec: [{ event_type: 'CLICK_THROUGH', window_days: 1 }],
      optimization_goal: 'VALUE',
    });
  });

  /** A US HOUSING campaign of the agency's act_201, $25 a day: the source the category tests copy. */
  const usHousingCampaign = async () =>
    (
      await createHousingCampaign(stack.simUrl, tokenOf('agency'), {
        accountId: 'act_201',
        pageId: page('act_201'),
        imageHash: image('act_201'),
        country: 'US',
        dailyBudget: 2500,
      })
    ).campaignId;

  it('an import of a HOUSING campaign is created with HOUSING and its country; dropping or changing it is a 400 naming the field', async () => {
    const housing = await usHousingCampaign();
    const body = {
      ads: [{ imageId: image('act_201') }],
      facebookPageId: page('act_202'),
      isImportedCampaign: true,
      importedAccountId: 'act_201',
      importedCampaignId: housing,
    };
    // Its amounts are US dollars: never read as Canadian dollars. The budget is asked for.
    const noBudget = await post(tokens.sam, 'act_202', body);
    expect(noBudget.statusCode).toBe(400);
    expect(noBudget.json().fields.dailyBudget).toEqual([launchMessages.budget]);
    const dropped = await post(tokens.sam, 'act_202', { ...body, dailyBudget: 3000, isAdCategorized: false });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().fields.isAdCategorized).toEqual([copyMessages.specialCategory('Housing')]);
    const changed = await post(tokens.sam, 'act_202', {
      ...body,
      dailyBudget: 3000,
      isAdCategorized: true,
      adCategory: 'EMPLOYMENT',
      adCategoryLocations: [{ key: 'US', name: 'United States', type: 'country', countryCode: 'US' }],
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields.adCategory).toEqual([copyMessages.specialCategory('Housing')]);

    const res = await post(tokens.sam, 'act_202', { ...body, dailyBudget: 3000 });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().campaignLaunchId;
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    const record = await launchRecord(stack, tokens.sam, id);
    const campaign = await read('agency', record.campaignId as string, 'special_ad_categories,special_ad_category_country,objective,name');
    expect(campaign).toMatchObject({
      special_ad_categories: ['HOUSING'],
      special_ad_category_country: ['US'],
      objective: 'OUTCOME_TRAFFIC',
      name: 'Homes for sale – housing',
    });
    const adSet = await read('agency', (await markedObjects(stack, 'adset', id))[0]!.id as string, 'targeting,daily_budget');
    expect(adSet.daily_budget).toBe('3000');
    expect(adSet.targeting).toMatchObject({ geo_locations: { countries: ['US'] }, age_min: 18, age_max: 65 });
  });

  const CA = { key: 'CA', name: 'Canada', type: 'country', countryCode: 'CA' };

  it("an import's special category countries are where the new campaign delivers: a US HOUSING campaign imported for Canada is HOUSING in CA", async () => {
    const housing = await usHousingCampaign();
    const res = await post(tokens.sam, 'act_202', {
      ads: [{ imageId: image('act_201') }],
      facebookPageId: page('act_202'),
      isImportedCampaign: true,
      importedAccountId: 'act_201',
      importedCampaignId: housing,
      dailyBudget: 3000,
      isAdCategorized: true,
      adCategory: 'HOUSING',
      adCategoryLocations: [CA],
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().campaignLaunchId;
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    const record = await launchRecord(stack, tokens.sam, id);
    const campaign = await read('agency', record.campaignId as string, 'special_ad_categories,special_ad_category_country');
    expect(campaign).toMatchObject({ special_ad_categories: ['HOUSING'], special_ad_category_country: ['CA'] });
  });

  it("a duplicated HOUSING campaign keeps its countries: another is a 400 naming adCategoryLocations, and the review's are the copy's", async () => {
    const housing = await usHousingCampaign();
    const body = { ads: [{ imageId: image('act_201') }], facebookPageId: page('act_201'), duplicateCampaignId: housing, dailyBudget: 3000 };
    const moved = await post(tokens.sam, 'act_201', { ...body, isAdCategorized: true, adCategory: 'HOUSING', adCategoryLocations: [CA] });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().fields).toEqual({ adCategoryLocations: [copyMessages.specialCountries('US')] });

    const planned = await stack.app.inject({ method: 'POST', url: '/facebook/adlauncher/plan?accountId=act_201', headers: bearer(tokens.sam), payload: body });
    expect(planned.statusCode, planned.body).toBe(200);
    const reviewed = planned.json();
    expect(reviewed.campaign).toMatchObject({ action: 'copy', specialAdCategories: ['HOUSING'], specialAdCategoryCountries: ['US'] });
    const res = await post(tokens.sam, 'act_201', { ...body, reviewedPlanDigest: reviewed.digest });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().campaignLaunchId;
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    const record = await launchRecord(stack, tokens.sam, id);
    const copy = await read('agency', record.campaignId as string, 'special_ad_categories,special_ad_category_country');
    expect(copy).toEqual({
      id: record.campaignId,
      special_ad_categories: reviewed.campaign.specialAdCategories,
      special_ad_category_country: reviewed.campaign.specialAdCategoryCountries,
    });
  });
});
