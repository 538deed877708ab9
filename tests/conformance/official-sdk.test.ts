// A client no one here wrote: Meta's official Node business SDK (facebook-nodejs-business-sdk, a dev dependency)
// drives an in-process simulator through every kind of call Salvo makes (reads, lists, creates, updates, copies,
// batches, deletes, automated rules), as it would drive the platform. The SDK sends what the platform takes (the
// node's own id in every update, delete and edge create; batch bodies it builds itself), so a refusal here is the
// simulator being stricter than the platform (sim/README.md#graph-api). It runs once for each version the simulator
// serves, the SDK's version set to it (the SDK at hand names an expired one: sim/README.md#versions).
import { AdAccount, AdRule, AdSet, Campaign, FacebookAdsApi, FacebookAdsApiBatch, Ad } from 'facebook-nodejs-business-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../sim/testing';
import { startSim, validAdSet, validCampaign } from '../../sim/testing';
import { SERVED_VERSIONS, versionName } from '../../sim/graph/versions';

let h: Harness;
let api: FacebookAdsApi;
let pageId = '';
let pixelId = '';
let imageHash = '';
let graph: PropertyDescriptor | undefined;
let sdkVersion: PropertyDescriptor | undefined;

beforeAll(async () => {
  h = await startSim();
  // The SDK's host is a static getter (https://graph.facebook.com): pointed at the simulator for this file only.
  graph = Object.getOwnPropertyDescriptor(FacebookAdsApi, 'GRAPH');
  Object.defineProperty(FacebookAdsApi, 'GRAPH', { get: () => h.url, configurable: true });
  api = FacebookAdsApi.init(h.advertiser.accessToken, 'en_US', false);
  pageId = h.fx.pages.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  imageHash = h.fx.adImages.find((i) => i.adAccountId === 'act_101')?.hash ?? '';
});
afterAll(async () => {
  if (graph) Object.defineProperty(FacebookAdsApi, 'GRAPH', graph);
  if (sdkVersion) Object.defineProperty(FacebookAdsApi, 'VERSION', sdkVersion);
  await h.sim.close();
});

/** The platform's error body when the SDK's call fails, so a refusal says what it was. */
async function ok<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (e) {
    const body = (e as { response?: unknown }).response;
    throw new Error(`${(e as Error).message}: ${JSON.stringify(body)}`);
  }
}

/** A campaign, an ad set, a creative and an ad, created as the SDK's own objects do. */
async function launch(): Promise<{ campaign: Campaign; adSet: AdSet; creativeId: string; ad: Ad }> {
  // A new AdAccount object carries its id as a change: the SDK sends it in the body of every edge create.
  const account = new AdAccount('act_101');
  const campaign = await ok(account.createCampaign([], validCampaign()));
  const adSet = await ok(account.createAdSet([], { ...validAdSet(campaign.id, pixelId), start_time: '2030-01-01T00:00:00-0500' }));
  const creative = await ok(
    account.createAdCreative([], {
      name: 'SDK creative',
      object_story_spec: { page_id: pageId, link_data: { link: 'https://shop.example.com', image_hash: imageHash, message: 'Hello' } },
      degrees_of_freedom_spec: { creative_features_spec: { image_touchups: { enroll_status: 'OPT_OUT' } } },
    }),
  );
  const ad = await ok(
    account.createAd([], {
      name: 'SDK ad',
      adset_id: adSet.id,
      conversion_domain: 'shop.example.com',
      creative: { creative_id: creative.id },
      status: 'PAUSED',
    }),
  );
  return { campaign, adSet, creativeId: creative.id, ad: new Ad(ad.id) };
}

describe.each(SERVED_VERSIONS.map(versionName))('the official Node SDK against the simulator at %s', (version) => {
  beforeAll(async () => {
    sdkVersion ??= Object.getOwnPropertyDescriptor(FacebookAdsApi, 'VERSION');
    Object.defineProperty(FacebookAdsApi, 'VERSION', { get: () => version, configurable: true });
    // A second on, as between two people's runs: the writes-a-second limit (613/5044001) counts each run alone.
    await fetch(`${h.url}/__sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 1000 }) });
  });

  it('reads an ad account and lists its edges, following the paging cursor', async () => {
    const account = await ok(new AdAccount('act_101').read(['name', 'currency', 'timezone_name', 'min_daily_budget']));
    expect(account._data).toMatchObject({ id: 'act_101', currency: 'USD', min_daily_budget: 100 });
    await launch();
    await launch();
    const cursor = await ok(new AdAccount('act_101').getCampaigns(['name', 'objective'], { limit: 1 }));
    expect(cursor).toHaveLength(1);
    const firstId = cursor[0]?.id;
    expect(cursor.hasNext()).toBe(true);
    // next() loads the following page into the same cursor.
    await ok(cursor.next());
    expect(cursor).toHaveLength(1);
    expect(cursor[0]?.id).not.toBe(firstId);
    expect((await ok(new AdAccount('act_101').getPromotePages(['name'])))[0]?.id).toBe(pageId);
    expect((await ok(new AdAccount('act_101').getAdsPixels(['name'])))[0]?.id).toBe(pixelId);
    expect((await ok(new AdAccount('act_101').getAdImages(['hash']))).map((i) => i._data.hash)).toContain(imageHash);
    expect((await ok(new AdAccount('act_101').getSavedAudiences(['name']))).length).toBeGreaterThan(0);
    expect((await ok(new AdAccount('act_101').getCustomAudiences(['name']))).length).toBeGreaterThan(0);
    const found = await ok(api.call('GET', ['search'], { type: 'adgeolocation', q: 'New York', location_types: ['city'] }));
    expect((found.data as unknown[]).length).toBeGreaterThan(0);
    const [minimums] = await ok(new AdAccount('act_101').getMinimumBudgets(['currency', 'min_daily_budget_imp', 'min_daily_budget_high_freq']));
    expect(minimums?._data).toEqual({ currency: 'USD', min_daily_budget_imp: 100, min_daily_budget_high_freq: 500 });
  });

  it('uploads an image by its bytes, as the SDK sends it', async () => {
    const bytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const image = await ok(new AdAccount('act_101').createAdImage([], { bytes: bytes.toString('base64'), name: 'pixel.png' }));
    const hash = (image._data.images as Record<string, { hash: string }>)['pixel.png']?.hash;
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect((await ok(new AdAccount('act_101').getAdImages(['hash'], { hashes: [hash] }))).map((i) => i._data.hash)).toEqual([hash]);
  });

  it('creates the objects of a launch and reads them back as created', async () => {
    const { campaign, adSet, creativeId, ad } = await launch();
    expect((await ok(new Campaign(campaign.id).read(['name', 'status'])))._data).toMatchObject({ name: 'Test campaign', status: 'PAUSED' });
    expect((await ok(new AdSet(adSet.id).read(['daily_budget', 'campaign_id'])))._data).toMatchObject({ daily_budget: '2000', campaign_id: campaign.id });
    expect((await ok(new Ad(ad.id).read(['creative{id}'])))._data).toMatchObject({ creative: { id: creativeId } });
    expect((await ok(new Campaign(campaign.id).getAdSets(['name']))).map((s) => s.id)).toEqual([adSet.id]);
  });

  it('updates through update(), which sends the node id with the changes', async () => {
    const { campaign, adSet } = await launch();
    // A new object holds its id as a change, and update() sends its changes: the platform takes the id.
    await ok(new Campaign(campaign.id).update([], { name: 'Renamed by the SDK' }));
    const set = new AdSet(adSet.id);
    set.daily_budget = 2500;
    set.status = 'ACTIVE';
    await ok(set.update());
    expect((await ok(new Campaign(campaign.id).read(['name'])))._data.name).toBe('Renamed by the SDK');
    expect((await ok(new AdSet(adSet.id).read(['daily_budget', 'status'])))._data).toMatchObject({ daily_budget: '2500', status: 'ACTIVE' });
  });

  it('refuses an id in the body that is not the node it is sent to', async () => {
    const { campaign } = await launch();
    const other = (await launch()).campaign.id;
    await expect(api.call('POST', [campaign.id], { id: other, name: 'Elsewhere' })).rejects.toMatchObject({
      response: { code: 100, error_user_msg: 'The parameter id is not supported by this call.' },
    });
  });

  it('copies an ad set and a campaign, deep', async () => {
    const { campaign, adSet } = await launch();
    const copied = await ok(new AdSet(adSet.id).createCopy([], { deep_copy: true, status_option: 'PAUSED' }));
    const copyId = String(copied._data.copied_adset_id);
    expect((await ok(new AdSet(copyId).read(['daily_budget', 'campaign_id'])))._data).toMatchObject({ daily_budget: '2000', campaign_id: campaign.id });
    // A campaign of one ad set and one ad: within the 3 objects a copy takes at once.
    const fresh = (await launch()).campaign;
    const deep = await ok(new Campaign(fresh.id).createCopy([], { deep_copy: true }));
    expect(deep._data.copied_campaign_id).toEqual(expect.any(String));
  });

  it('runs a batch the SDK builds (form bodies, named operations, a reference), then deletes through it', async () => {
    const { campaign } = await launch();
    const answers: unknown[] = [];
    const batch = new FacebookAdsApiBatch(api, (r) => answers.push(r));
    batch.add('POST', ['act_101', 'adsets'], { ...validAdSet(campaign.id, pixelId), name: 'Batched' });
    batch.add('POST', [campaign.id], { name: 'Renamed in a batch' });
    batch.add('GET', [campaign.id], { fields: 'name' });
    await ok(batch.execute());
    expect((await ok(new Campaign(campaign.id).read(['name'])))._data.name).toBe('Renamed in a batch');
    const adSets = await ok(new Campaign(campaign.id).getAdSets(['name']));
    expect(adSets.map((s) => s._data.name)).toContain('Batched');

    const deletes = new FacebookAdsApiBatch(api);
    for (const s of adSets) deletes.add('DELETE', [s.id]);
    await ok(deletes.execute());
    expect((await ok(new AdSet(adSets[0]?.id ?? '').read(['status'])))._data.status).toBe('DELETED');
  });

  it('deletes a node with delete(), which sends the node id', async () => {
    const { ad } = await launch();
    await ok(ad.delete());
    expect((await ok(new Ad(ad.id).read(['status'])))._data.status).toBe('DELETED');
  });

  it("makes, updates, reads the history of and deletes an automated rule, the SDK's way", async () => {
    const { adSet } = await launch();
    const rule = await ok(
      new AdAccount('act_101').createAdRulesLibrary([], {
        name: 'Pause spenders',
        evaluation_spec: {
          evaluation_type: 'SCHEDULE',
          filters: [
            { field: 'entity_type', value: 'ADSET', operator: 'EQUAL' },
            { field: 'id', value: [adSet.id], operator: 'IN' },
            { field: 'time_preset', value: 'LAST_3_DAYS', operator: 'EQUAL' },
            { field: 'spent', value: 5000, operator: 'GREATER_THAN' },
          ],
        },
        execution_spec: { execution_type: 'PAUSE' },
        schedule_spec: { schedule_type: 'SEMI_HOURLY' },
      }),
    );
    await ok(new AdRule(rule.id).update([], { status: 'DISABLED' }));
    expect((await ok(new AdRule(rule.id).read(['status'])))._data.status).toBe('DISABLED');
    expect((await ok(new AdAccount('act_101').getAdRulesLibrary(['name']))).map((r) => r.id)).toContain(rule.id);
    expect(await ok(new AdRule(rule.id).getHistory([]))).toHaveLength(0);
    await ok(new AdRule(rule.id).delete());
    expect((await ok(new AdAccount('act_101').getAdRulesLibrary(['name']))).map((r) => r.id)).not.toContain(rule.id);
  });
});
