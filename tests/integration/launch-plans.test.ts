import { markedItem } from '../../server/launch/markers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { Json } from '../../sim/testing';
import { demoPayload, signIn, startStack, type Stack } from './harness';
import { expectExactly, launch, launchRecord, runToEnd } from './launch-kit';

// Each kind of launch, created through the engine against the simulator and read back through its Graph API:
// the fields that matter for each objective, shop, existing and duplicated campaigns and ad sets, imports,
// dedicated vs single ad sets, CBO vs ABO, day parting, special categories, spend limits and the EU.

describe('launch plans, read back from the platform', () => {
  let stack: Stack;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    stack = await startStack();
    for (const user of stack.fx.users) tokens.set(user.id, await signIn(stack, user.name));
  });
  afterAll(async () => {
    await stack?.close();
  });

  const userOf = (accountId: string) => stack.fx.users.find((u) => u.adAccountIds.includes(accountId))!;
  async function read(accountId: string, path: string, fields: string): Promise<Json> {
    const res = await fetch(`${stack.simUrl}/v25.0/${path}?fields=${fields}&limit=100`, {
      headers: { authorization: `Bearer ${userOf(accountId).accessToken}` },
    });
    return res.json();
  }
  const images = (accountId: string, n: number) => {
    const all = stack.fx.adImages.filter((i) => i.adAccountId === accountId);
    return Array.from({ length: n }, (_, i) => ({ imageId: all[i % all.length]!.hash }));
  };
  /** Launches and runs to the end; answers the record, the campaign, its ad sets and their ads. */
  async function run(accountId: string, overrides: Partial<LaunchPayload>) {
    const id = await launch(stack, tokens.get(userOf(accountId).id)!, demoPayload(stack.fx, accountId, { ads: images(accountId, 1), ...overrides }));
    const status = await runToEnd(stack.deps, id);
    const record = await launchRecord(stack, tokens.get(userOf(accountId).id)!, id);
    expect(status, JSON.stringify(record.errors)).toBe('COMPLETED');
    const campaign = await read(
      accountId,
      record.campaignId,
      'id,name,objective,status,special_ad_categories,special_ad_category_country,daily_budget,lifetime_budget,bid_strategy,is_adset_budget_sharing_enabled,promoted_object',
    );
    const adSets = (
      await read(
        accountId,
        `${record.campaignId}/adsets`,
        'id,name,daily_budget,lifetime_budget,end_time,bid_strategy,bid_amount,bid_constraints,optimization_goal,destination_type,promoted_object,targeting,attribution_spec,pacing_type,adset_schedule,lifetime_min_spend_target,lifetime_spend_cap,dsa_beneficiary,dsa_payor,adlabels',
      )
    ).data as Json[];
    const ads = (await read(accountId, `${record.campaignId}/ads`, 'id,name,adset_id,creative,adlabels')).data as Json[];
    const creatives = await Promise.all(ads.map((ad) => read(accountId, ad.creative.id, 'id,object_story_spec,product_set_id,url_tags,contextual_multi_ads')));
    return { id, record, campaign, adSets, ads, creatives };
  }

  it('website conversions, ABO, dedicated ad sets: one ad set with its budget per ad', async () => {
    const { id, campaign, adSets, ads } = await run('act_101', {
      campaignName: 'ABO dedicated',
      ads: images('act_101', 3),
      useSingleAdset: false,
      isCBO: false,
      dailyBudget: 2500,
    });
    expect(campaign).toMatchObject({ objective: 'OUTCOME_SALES', is_adset_budget_sharing_enabled: false });
    expect(campaign).not.toHaveProperty('daily_budget');
    expect(adSets).toHaveLength(3);
    for (const s of adSets)
      expect(s).toMatchObject({ daily_budget: '2500', optimization_goal: 'OFFSITE_CONVERSIONS', bid_strategy: 'LOWEST_COST_WITHOUT_CAP' });
    expect(new Set(ads.map((a) => a.adset_id)).size).toBe(3);
    await expectExactly(stack, id, { campaign: 1, adset: 3, ad: 3 });
  });

  /** A seeded campaign of the account without a campaign budget (ABO), so new ad sets carry theirs. */
  async function aboCampaign(accountId: string): Promise<{ id: string; name: string; objective: string; adSetIds: string[] }> {
    const { data } = (await (await fetch(`${stack.simUrl}/__sim/objects?type=campaign&accountId=${accountId}`)).json()) as { data: Json[] };
    const abo = data.find((c) => c.daily_budget === undefined && c.lifetime_budget === undefined && c.objective === 'OUTCOME_SALES' && !c.adlabels);
    return stack.fx.campaigns.find((c) => c.id === abo.id)!;
  }

  it('CBO with a single ad set: budget and bid strategy on the campaign only, every ad in the one ad set', async () => {
    const { campaign, adSets, ads } = await run('act_101', {
      campaignName: 'CBO single',
      ads: images('act_101', 3),
      useSingleAdset: true,
      isCBO: true,
      dailyBudget: 4000,
      bidStrategy: 'costPerResult',
      bidAmount: 300,
    });
    expect(campaign).toMatchObject({ daily_budget: '4000', bid_strategy: 'COST_CAP' });
    expect(adSets).toHaveLength(1);
    expect(adSets[0]).not.toHaveProperty('daily_budget');
    expect(adSets[0]).toMatchObject({ bid_amount: 300 });
    expect(ads).toHaveLength(3);
  });

  it('lead forms with instant forms, and traffic with landing page views', async () => {
    const form = stack.fx.leadForms.find((f) => stack.fx.pages.find((p) => p.id === f.pageId)?.adAccountIds.includes('act_101'))!;
    const lead = await run('act_101', {
      campaignName: 'Leads',
      isLeadFormCampaign: true,
      useInstantForms: true,
      leadFormId: form.id,
      facebookPageId: form.pageId,
      pixelId: undefined,
      customEventType: undefined,
      conversionEventId: undefined,
      conversionEventType: undefined,
    });
    expect(lead.campaign.objective).toBe('OUTCOME_LEADS');
    expect(lead.adSets[0]).toMatchObject({ optimization_goal: 'LEAD_GENERATION', destination_type: 'ON_AD', promoted_object: { page_id: form.pageId } });
    expect(lead.creatives[0].object_story_spec.link_data.call_to_action).toMatchObject({ type: 'SIGN_UP', value: { lead_gen_form_id: form.id } });

    const traffic = await run('act_101', {
      campaignName: 'Traffic',
      isTrafficCampaign: true,
      performanceGoal: 'landingPageViews',
      attributionSettingId: '1c-0v',
    });
    expect(traffic.campaign.objective).toBe('OUTCOME_TRAFFIC');
    expect(traffic.adSets[0]).toMatchObject({ optimization_goal: 'LANDING_PAGE_VIEWS', attribution_spec: [{ event_type: 'CLICK_THROUGH', window_days: 1 }] });
  });

  it('day parting with a lifetime campaign budget, spend limits and a special ad category', async () => {
    const start = new Date(Date.now() + 86_400_000);
    const end = new Date(start.getTime() + 7 * 86_400_000);
    const { campaign, adSets } = await run('act_101', {
      campaignName: 'Parted',
      // Ad set spend limits share out a campaign budget: the platform takes them only with one.
      isCBO: true,
      dailyBudget: undefined,
      lifetimeBudget: 70_000,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      useDayParting: true,
      dayPartingTimeZone: 'account',
      dayPartingSchedule: { Mon: [{ start: 9, end: 17 }], Tue: [{ start: 9, end: 17 }] },
      adSetMinimumSpend: 1000,
      adSetMaximumSpend: 20_000,
      isAdCategorized: true,
      adCategory: 'HOUSING',
      adCategoryLocations: [{ key: 'US', name: 'United States', type: 'country', countryCode: 'US' }],
    });
    expect(campaign).toMatchObject({ special_ad_categories: ['HOUSING'], special_ad_category_country: ['US'], lifetime_budget: '70000' });
    expect(adSets[0]?.lifetime_budget).toBeUndefined();
    expect(adSets[0]).toMatchObject({
      pacing_type: ['day_parting'],
      adset_schedule: [{ start_minute: 540, end_minute: 1020, days: [1, 2], timezone_type: 'ADVERTISER' }],
      lifetime_min_spend_target: '1000',
      lifetime_spend_cap: '20000',
    });
  });

  it('a shop launch promotes the catalog on the campaign, and the product set on the ad set and creative or the product on the ad set', async () => {
    const accountId = 'act_201';
    const business = stack.fx.adAccounts.find((a) => a.id === accountId)!.businessId;
    const catalog = stack.fx.catalogs.find((c) => c.businessId === business)!;
    const { campaign, adSets, creatives } = await run(accountId, {
      campaignName: 'Shop',
      isShopCampaign: true,
      facebookCatalog: catalog.id,
      facebookProductSet: catalog.productSetIds[0]!,
    });
    expect(campaign.promoted_object).toEqual({ product_catalog_id: catalog.id });
    expect(adSets[0].promoted_object).toMatchObject({ product_set_id: catalog.productSetIds[0] });
    expect(creatives[0].product_set_id).toBe(catalog.productSetIds[0]);

    // A single product instead of a set: the ad sets promote that catalog item.
    const product = catalog.productIds.find((id) => !catalog.outOfStockProductIds.includes(id))!;
    const single = await run(accountId, { campaignName: 'Shop product', isShopCampaign: true, facebookCatalog: catalog.id, facebookProduct: product });
    expect(single.campaign.promoted_object).toEqual({ product_catalog_id: catalog.id });
    expect(single.adSets[0].promoted_object).toMatchObject({ product_item_id: product, custom_event_type: 'PURCHASE' });
    expect(single.adSets[0].promoted_object).not.toHaveProperty('product_set_id');
  });

  it('into an existing campaign with new ad sets', async () => {
    const existing = await aboCampaign('act_101');
    const before = ((await read('act_101', `${existing.id}/adsets`, 'id')).data as Json[]).length;
    const { record, adSets } = await run('act_101', { existingCampaignId: existing.id, useSingleAdset: true, isCBO: false });
    expect(record.campaignId).toBe(existing.id);
    expect(adSets).toHaveLength(before + 1);
    // Imports (their images copied from the other account): tests/integration/campaign-modes.test.ts.
  });

  it("duplicates a campaign and an ad set through the platform's copies, named [COPY]", async () => {
    const source = await aboCampaign('act_101');
    const dup = await run('act_101', { campaignName: source.name, duplicateCampaignId: source.id });
    expect(dup.campaign).toMatchObject({ name: `[COPY] ${source.name}`, objective: source.objective });
    expect(dup.record.campaignId).not.toBe(source.id);
    expect(dup.adSets).toHaveLength(1);
    expect(dup.adSets[0].name).toMatch(/^\[COPY\] /);
    await expectExactly(stack, dup.id, { campaign: 1, adset: 1, ad: 1 });

    const sourceAdSet = source.adSetIds[0]!;
    // The source's soft opt-out of a position is not kept unseen by a copy that takes the launch's placements.
    const optOut = await fetch(`${stack.simUrl}/v27.0/${sourceAdSet}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${userOf('act_101').accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ placement_soft_opt_out: { facebook_positions: ['marketplace'] } }),
    });
    expect(await optOut.json()).toEqual({ success: true });
    const copy = await run('act_101', { existingCampaignId: source.id, duplicateAdsetId: sourceAdSet, adSetName: 'Winners', ads: images('act_101', 2) });
    const copied = copy.adSets.find((s) => markedItem(s.adlabels)?.launchId === copy.id && markedItem(s.adlabels)?.itemKey === 'adset:0');
    expect(copied).toMatchObject({ name: '[COPY] Winners' });
    expect((await read('act_101', copied.id, 'placement_soft_opt_out')).placement_soft_opt_out ?? {}).toEqual({});
    expect((await read('act_101', sourceAdSet, 'placement_soft_opt_out')).placement_soft_opt_out).toEqual({ facebook_positions: ['marketplace'] });
    expect(copy.ads.filter((a) => a.adset_id === copied.id)).toHaveLength(2);
  });

  it('a duplicated ad set with 60 ads: the copy and its first ads fit one batch of 50, the rest follow', async () => {
    const source = await aboCampaign('act_101');
    const copy = await run('act_101', { existingCampaignId: source.id, duplicateAdsetId: source.adSetIds[0]!, adSetName: 'Sixty', ads: images('act_101', 60) });
    const copied = copy.adSets.find((s) => markedItem(s.adlabels)?.launchId === copy.id && markedItem(s.adlabels)?.itemKey === 'adset:0');
    expect(copied).toMatchObject({ name: '[COPY] Sixty' });
    expect(copy.ads.filter((a) => a.adset_id === copied.id)).toHaveLength(60);
    await expectExactly(stack, copy.id, { campaign: 0, adset: 1, ad: 60 });
  });

  it("a saved audience is the ad sets' targeting, with the launch's placements and Advantage+ audience off", async () => {
    const saved = stack.fx.savedAudiences.find((a) => a.accountId === 'act_101' && a.name.endsWith('outdoor enthusiasts'))!;
    const { targeting } = await read('act_101', saved.id, 'targeting');
    const audienceOnly = await run('act_101', { campaignName: 'Saved', selectedSavedAudienceId: saved.id, locations: [], advantageAudience: false });
    expect(audienceOnly.adSets[0].targeting).toEqual({ ...targeting, targeting_automation: { advantage_audience: 0 } });

    const placed = await run('act_101', {
      campaignName: 'Saved, placed',
      selectedSavedAudienceId: saved.id,
      advantageAudience: false,
      advantagePlacement: false,
      deviceType: 'mobile',
      placementDevices: ['mobile'],
      placementPlatforms: { facebook: ['feed'], instagram: ['stream'] },
    });
    expect(placed.adSets[0].targeting).toEqual({
      ...targeting,
      targeting_automation: { advantage_audience: 0 },
      publisher_platforms: ['facebook', 'instagram'],
      facebook_positions: ['feed'],
      instagram_positions: ['stream'],
      device_platforms: ['mobile'],
    });
  });

  it("a target ROAS goes where the platform takes it: Highest Value's floor, never Highest Volume", async () => {
    // Highest Value with a target ROAS: the minimum-ROAS strategy with its floor, optimised for value.
    const floor = await run('act_101', { campaignName: 'ROAS floor', bidStrategy: 'highestValue', targetRoas: 2.5 });
    expect(floor.adSets[0]).toMatchObject({
      bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS',
      optimization_goal: 'VALUE',
      bid_constraints: { roas_average_floor: 25000 },
    });
    // Without one (optional for a new campaign): the most value at the lowest cost, no floor to need.
    const open = await run('act_101', { campaignName: 'No floor', bidStrategy: 'highestValue' });
    expect(open.adSets[0]).toMatchObject({ bid_strategy: 'LOWEST_COST_WITHOUT_CAP', optimization_goal: 'VALUE' });
    expect(open.adSets[0]).not.toHaveProperty('bid_constraints');
    // An existing CBO campaign with Highest Volume: no floor can be sent, so none is asked for.
    const cbo = stack.fx.campaigns.find((c) => c.accountId === 'act_101' && c.name === 'Spring Sale – Website')!;
    const volume = await run('act_101', { existingCampaignId: cbo.id, isCBO: true, useSingleAdset: true, bidStrategy: 'highestVolume' });
    const added = volume.adSets.find((s) => markedItem(s.adlabels)?.launchId === volume.id && markedItem(s.adlabels)?.itemKey === 'adset:0');
    expect(added).toMatchObject({ optimization_goal: 'OFFSITE_CONVERSIONS' });
    expect(added).not.toHaveProperty('bid_constraints');
  });

  it('in the EU, names who benefits and who pays (DSA); Instagram by instagram_user_id', async () => {
    const accountId = stack.fx.adAccounts.find((a) => a.inEu)!.id;
    const ig = stack.fx.instagramAccounts.find((i) => i.adAccountIds.includes(accountId));
    const page = stack.fx.pages.find((p) => p.adAccountIds.includes(accountId))!;
    const { adSets, creatives } = await run(accountId, {
      campaignName: 'EU',
      locations: [{ key: 'DE', name: 'Germany', type: 'country', countryCode: 'DE' }],
      facebookPageId: page.id,
      facebookPageName: page.name,
      ...(ig ? { instagramAccountId: ig.id } : {}),
    });
    expect(adSets[0]).toMatchObject({ dsa_beneficiary: page.name, dsa_payor: page.name });
    if (ig) expect(creatives[0].object_story_spec).toMatchObject({ instagram_user_id: ig.id });
  });

  it("in the EU, an account's own default beneficiary and payer are the ones named (an agency's client may pay)", async () => {
    const page = stack.fx.pages.find((p) => p.adAccountIds.includes('act_205'))!;
    const { adSets } = await run('act_205', {
      campaignName: 'EU defaults',
      locations: [{ key: 'FR', name: 'France', type: 'country', countryCode: 'FR' }],
      facebookPageId: page.id,
      facebookPageName: page.name,
    });
    expect(adSets[0]).toMatchObject({ dsa_beneficiary: 'Lumen Retail France SAS', dsa_payor: 'Lumen Retail Group SE' });
  });

  it('an EU territory (Réunion) counts as the EU: the ad sets name who benefits and who pays', async () => {
    const page = stack.fx.pages.find((p) => p.adAccountIds.includes('act_101'))!;
    const { adSets } = await run('act_101', {
      campaignName: 'Réunion',
      locations: [{ key: 'RE', name: 'Réunion', type: 'country', countryCode: 'RE' }],
      facebookPageId: page.id,
      facebookPageName: page.name,
    });
    expect(adSets[0]).toMatchObject({ dsa_beneficiary: page.name, dsa_payor: page.name });
  });
});
