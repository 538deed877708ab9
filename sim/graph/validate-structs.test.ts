import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../testing';
import { startSim, validAdSet, validCampaign } from '../testing';

let h: Harness;
let campaignId = '';
let pixelId = '';
let pageId = '';
beforeAll(async () => {
  h = await startSim();
  campaignId = (await h.post('act_101/campaigns', validCampaign())).body.id;
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  pageId = h.fx.pages.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
});
afterAll(async () => {
  await h.sim.close();
});

describe('nested params', () => {
  it('accepts a full targeting spec of real field names', async () => {
    const own = h.fx.customAudiences.filter((a) => a.accountId === 'act_101');
    const targeting = {
      geo_locations: {
        countries: ['US'],
        regions: [{ key: '3847' }],
        cities: [{ key: '2420379', radius: 10, distance_unit: 'mile' }],
        zips: [{ key: 'US:94105' }],
        location_types: ['home', 'recent'],
      },
      excluded_geo_locations: { regions: [{ key: '3843' }] },
      age_min: 25,
      age_max: 54,
      genders: [1],
      flexible_spec: [{ interests: [{ id: '6003000000001', name: 'Hiking' }] }],
      // The account's own (custom-audiences-in-account).
      custom_audiences: [{ id: own[0]!.id }],
      excluded_custom_audiences: [{ id: own[1]!.id }],
      locales: [6],
      publisher_platforms: ['facebook', 'instagram'],
      facebook_positions: ['feed', 'story'],
      instagram_positions: ['stream', 'reels'],
      device_platforms: ['mobile'],
      wireless_carrier: ['Wifi'],
      targeting_automation: { advantage_audience: 0 },
    };
    const res = await h.post('act_101/adsets', {
      ...validAdSet(campaignId, pixelId),
      targeting,
      attribution_spec: [{ event_type: 'CLICK_THROUGH', window_days: 7 }],
    });
    expect(res.body.error).toBeUndefined();
  });

  it('refuses an unknown key inside targeting, naming its path', async () => {
    const res = await h.post('act_101/adsets', {
      ...validAdSet(campaignId, pixelId),
      targeting: { geo_locations: { countries: ['US'], planets: ['Mars'] }, targeting_automation: { advantage_audience: 1 } },
    });
    expect(res.body.error).toMatchObject({ code: 100 });
    expect(res.body.error.error_user_msg).toContain('targeting.geo_locations.planets');
  });

  it('refuses enum values outside the spec inside structs', async () => {
    const badEvent = await h.post('act_101/adsets', {
      ...validAdSet(campaignId, pixelId),
      promoted_object: { pixel_id: pixelId, custom_event_type: 'BUY_STUFF' },
    });
    expect(badEvent.body.error.message).toContain('promoted_object.custom_event_type must be one of');
    const badDevice = await h.post('act_101/adsets', {
      ...validAdSet(campaignId, pixelId),
      targeting: { device_platforms: ['toaster'], targeting_automation: { advantage_audience: 1 } },
    });
    expect(badDevice.body.error.message).toContain('targeting.device_platforms[0]');
    const badCta = await h.post('act_101/adcreatives', {
      name: 'c',
      object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com', call_to_action: { type: 'CLICK_ME' } } },
    });
    expect(badCta.body.error.message).toContain('object_story_spec.link_data.call_to_action.type');
  });

  it('checks creative specs: lead form CTA value and video data pass, unknown keys do not', async () => {
    const hash = h.fx.adImages.find((i) => i.adAccountId === 'act_101')?.hash;
    const form = h.fx.leadForms.find((f) => f.pageId === pageId && f.status === 'ACTIVE')?.id;
    const ok = await h.post('act_101/adcreatives', {
      name: 'lead',
      object_story_spec: {
        page_id: pageId,
        link_data: { link: 'https://example.com', image_hash: hash, call_to_action: { type: 'SIGN_UP', value: { lead_gen_form_id: form } } },
      },
      degrees_of_freedom_spec: { creative_features_spec: { image_touchups: { enroll_status: 'OPT_OUT' } } },
      contextual_multi_ads: { enroll_status: 'OPT_OUT' },
    });
    expect(ok.body.error).toBeUndefined();
    const bad = await h.post('act_101/adcreatives', {
      name: 'x',
      object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com', headline_text: 'x' } },
    });
    expect(bad.body.error.error_user_msg).toContain('object_story_spec.link_data.headline_text');
  });

  it('checks an asset feed: text options pass and are read back, unknown keys and call-to-action types do not', async () => {
    const feed = { bodies: [{ text: 'One' }, { text: 'Two' }], titles: [{ text: 'T' }], optimization_type: 'DEGREES_OF_FREEDOM' };
    const ok = await h.post('act_101/adcreatives', {
      name: 'feed',
      object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com' } },
      asset_feed_spec: feed,
    });
    expect(ok.body.error).toBeUndefined();
    expect((await h.get(ok.body.id, { fields: 'asset_feed_spec' })).body.asset_feed_spec).toEqual(feed);
    const badKey = await h.post('act_101/adcreatives', { name: 'x', object_story_spec: { page_id: pageId }, asset_feed_spec: { bodies: [{ body: 'x' }] } });
    expect(badKey.body.error.error_user_msg).toContain('asset_feed_spec.bodies[0].body is not a field of AdAssetFeedSpecBody');
    const badCta = await h.post('act_101/adcreatives', {
      name: 'x',
      object_story_spec: { page_id: pageId },
      asset_feed_spec: { call_to_action_types: ['CLICK_ME'] },
    });
    expect(badCta.body.error.message).toContain('asset_feed_spec.call_to_action_types[0] must be one of');
  });
});
