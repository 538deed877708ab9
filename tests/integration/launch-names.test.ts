import { markedItem } from '../../server/launch/markers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { Json } from '../../sim/testing';
import { makePng } from '../fixtures/media/make-media';
import { bearer, demoPayload, stackForBlock } from './harness';
import { addFaults, adsOf, clearFaults, expectExactly, launch, launchRecord, runToEnd } from './launch-kit';

// The naming placeholders only the server can fill (docs/product-rules.md#naming-placeholders), read back from the
// simulator: the library offer's name, the copy's headline, the ad's name, and the campaign and ad set ids, which
// exist only once the platform made the objects.

describe('launched names', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });

  const token = () => stack.fx.users.find((u) => u.name === 'Ava Advertiser')!.accessToken;
  const read = async (path: string, fields: string): Promise<Json> =>
    (await fetch(`${stack.simUrl}/v25.0/${path}?fields=${fields}&limit=100`, { headers: { authorization: `Bearer ${token()}` } })).json();
  const post = async <T>(url: string, payload: object): Promise<T> => {
    const res = await stack.app.inject({ method: 'POST', url, headers: bearer(tokens.ava), payload });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as T;
  };
  /** Launches into act_101 and runs it to the end; answers the record, the campaign, its ad sets and its ads. */
  async function run(overrides: Partial<LaunchPayload>) {
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, 'act_101', { campaignName: undefined, ...overrides }));
    const status = await runToEnd(stack.deps, id);
    const record = await launchRecord(stack, tokens.ava, id);
    expect(status, JSON.stringify(record.errors)).toBe('COMPLETED');
    const campaign = await read(record.campaignId, 'id,name');
    const adSets = ((await read(`${record.campaignId}/adsets`, 'id,name,adlabels')).data as Json[]).filter((s) => markedItem(s.adlabels)?.launchId === id);
    const ads = ((await read(`${record.campaignId}/ads`, 'id,name,adset_id,creative,adlabels')).data as Json[]).filter(
      (a) => markedItem(a.adlabels)?.launchId === id,
    );
    return { id, record, campaign, adSets, ads };
  }

  let offerId: string;
  let library: LaunchPayload['ads'];
  beforeAll(async () => {
    offerId = (await post<{ id: string }>('/library/offers', { name: 'Spring Offer', url: 'https://shop.example.com/spring' })).id;
    const creative = await stack.app.inject({
      method: 'PUT',
      url: '/library/creatives/upload?name=Loaf',
      headers: { ...bearer(tokens.ava), 'content-type': 'image/png' },
      payload: makePng(600, 600, 3),
    });
    const copy = await post<{ id: string }>('/library/copies', {
      name: 'Morning',
      primaryText: 'Fresh bread',
      headline: 'Open at 7',
      description: '',
      callToAction: 'ORDER_NOW',
      variations: [],
    });
    library = [{ creativeId: creative.json().data.id, creativeType: 'image', copyId: copy.id }, ...adsOf(stack, 'act_101', 1)];
  });

  it('fills the offer, headline, ad name and ids, in every object and the record', async () => {
    const { record, campaign, adSets, ads } = await run({
      offerId,
      ads: library,
      useSingleAdset: false,
      campaignNamingConvention: '{{offer_name}} | {{campaign_id}}',
      adSetNamingConvention: 'Set {{adset_id}} of {{campaign_id}} {{offer_name}}',
      adNamingConvention: '{{headline}} | {{ad_name}} | {{adset_id}} | {{campaign_id}}',
    });
    expect(campaign.name).toBe(`Spring Offer | ${campaign.id}`);
    expect(record.campaignName).toBe(campaign.name);
    expect(adSets).toHaveLength(2);
    for (const set of adSets) expect(set.name).toBe(`Set ${set.id} of ${campaign.id} Spring Offer`);
    const [withCopy, withoutCopy] = [
      ads.find((a) => markedItem(a.adlabels)?.itemKey === 'ad:0:0'),
      ads.find((a) => markedItem(a.adlabels)?.itemKey === 'ad:1:1'),
    ];
    expect(withCopy.name).toBe(`Open at 7 | Loaf – Morning | ${withCopy.adset_id} | ${campaign.id}`);
    // An account image: no copy, so no headline; its name is the image's name in the account, not its hash.
    const image = stack.fx.adImages.find((i) => i.hash === library[1]!.imageId)!;
    expect(image.name).not.toBe(image.hash);
    expect(withoutCopy.name).toBe(`| ${image.name} | ${withoutCopy.adset_id} | ${campaign.id}`);
    // The creative is named as its ad (read back from the creative itself).
    for (const ad of ads) expect((await read(ad.creative.id, 'name')).name).toBe(ad.name);
  });

  it("names ads past their ad set's first batch, and in existing ad sets, with the ad set's id", async () => {
    const { campaign, adSets, ads } = await run({
      ads: adsOf(stack, 'act_101', 55),
      useSingleAdset: true,
      campaignName: 'Many',
      adNamingConvention: '{{creative_variation}} {{adset_id}}',
    });
    expect(ads).toHaveLength(55);
    for (const ad of ads) expect(ad.name).toMatch(new RegExp(`^\\d+ ${adSets[0].id}$`));

    const existing = await run({
      existingCampaignId: campaign.id,
      existingAdsetIdList: [adSets[0].id],
      useSingleAdset: true,
      adNamingConvention: 'In {{adset_id}} of {{campaign_id}}',
    });
    expect(existing.ads.map((a) => a.name)).toEqual([`In ${adSets[0].id} of ${campaign.id}`]);
  });

  it('renames an ad set with its own id on the next run when the platform failed the rename', async () => {
    // Every update of an object fails for the whole first run; the launch is retried and names it then.
    await addFaults(stack, [{ kind: 'transient', method: 'POST', path: '^/\\d+$', times: 5 }]);
    try {
      const { id, adSets } = await run({ campaignName: 'Renamed', adSetNamingConvention: 'Set {{adset_id}}' });
      expect(adSets[0].name).toBe(`Set ${adSets[0].id}`);
      await expectExactly(stack, id, { campaign: 1, adset: 1, ad: 1 });
    } finally {
      await clearFaults(stack);
    }
  });

  it("refuses an offer that is not the user's, before anything is queued", async () => {
    const queued = stack.queued.length;
    const res = await stack.app.inject({
      method: 'POST',
      url: '/facebook/adlauncher?accountId=act_101',
      headers: bearer(tokens.ava),
      payload: demoPayload(stack.fx, 'act_101', { offerId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ offerId: ['Offer not found in your library.'] });
    expect(stack.queued.length).toBe(queued);
  });
});
