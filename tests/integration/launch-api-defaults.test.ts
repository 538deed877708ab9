import { describe, expect, it } from 'vitest';
import type { Json } from '../../sim/testing';
import { bearer, stackForBlock } from './harness';
import { launchRecord, runToEnd } from './launch-kit';

// The public launch API: a client sends only what has no default (ads, page, pixel, conversion event,
// destination URL) and the launch reaches the platform with the launch defaults
// (docs/product-rules.md#limits-and-constants), read back from the simulator: daily budget 5.00, start the next
// day at 00:00 in the ad account's time zone, highest volume, ages 18-65, all genders, United States, Advantage+
// placements on every device, attribution 7-day click 1-day view.

const ACCOUNT = 'act_101';

describe('a minimal launch through the public API', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' }, { queue: 'record' });

  const user = () => stack.fx.users.find((u) => u.name === 'Ava Advertiser')!;
  async function graph(path: string, fields: string): Promise<Json> {
    const res = await fetch(`${stack.simUrl}/v25.0/${path}?fields=${encodeURIComponent(fields)}`, {
      headers: { authorization: `Bearer ${user().accessToken}` },
    });
    return res.json();
  }

  it('reaches the platform with the defaults of every field it left out', async () => {
    const page = stack.fx.pages.find((p) => p.adAccountIds.includes(ACCOUNT))!;
    const pixel = stack.fx.pixels.find((p) => p.adAccountIds.includes(ACCOUNT))!;
    const image = stack.fx.adImages.find((i) => i.adAccountId === ACCOUNT)!;
    const account = stack.fx.adAccounts.find((a) => a.id === ACCOUNT)!;
    const minimal = {
      ads: [{ imageId: image.hash }],
      facebookPageId: page.id,
      pixelId: pixel.id,
      customEventType: 'PURCHASE',
      destinationUrl: 'https://shop.example.com/offer',
    };

    const res = await stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${ACCOUNT}`, headers: bearer(tokens.ava), payload: minimal });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().campaignLaunchId;
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    const record = await launchRecord(stack, tokens.ava, id);

    const campaign = await graph(record.campaignId, 'name,objective,account_id,special_ad_categories,daily_budget');
    expect(campaign).toMatchObject({ objective: 'OUTCOME_SALES', account_id: ACCOUNT.slice(4), special_ad_categories: [] });
    expect(campaign.daily_budget).toBeUndefined(); // not CBO: the budget is the ad set's
    // The spec's default campaign naming: campaign type, conversion shortcode, date.
    expect(campaign.name).toMatch(/^ABO \| PUR \| \d{4}\/\d{2}\/\d{2}$/);

    const adSets = (
      await graph(
        `${record.campaignId}/adsets`,
        'name,daily_budget,lifetime_budget,bid_strategy,start_time,end_time,attribution_spec,targeting,promoted_object',
      )
    ).data as Json[];
    expect(adSets).toHaveLength(1);
    const adSet = adSets[0];
    expect(String(adSet.daily_budget)).toBe('500');
    expect(adSet.lifetime_budget ?? '0').toBe('0');
    expect(adSet.end_time).toBeUndefined();
    expect(adSet.bid_strategy).toBe('LOWEST_COST_WITHOUT_CAP');
    expect(adSet.attribution_spec).toEqual([
      { event_type: 'CLICK_THROUGH', window_days: 7 },
      { event_type: 'VIEW_THROUGH', window_days: 1 },
    ]);
    expect(adSet.promoted_object).toMatchObject({ pixel_id: pixel.id, custom_event_type: 'PURCHASE' });
    // The next day at 00:00 in the ad account's time zone, at the offset of that zone.
    const start = new Date(adSet.start_time);
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: account.timezone_name,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(start);
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: account.timezone_name, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(Date.now() + 86_400_000),
    );
    expect(local).toBe(`${tomorrow}, 00:00`);
    const t = adSet.targeting;
    expect(t).toMatchObject({ age_min: 18, age_max: 65, geo_locations: { countries: ['US'] } });
    expect(t.genders).toBeUndefined(); // All: no gender restriction
    // Advantage+ placements: the platform places the ads on every platform and device (nothing is restricted).
    expect(t.publisher_platforms).toBeUndefined();
    expect(t.facebook_positions).toBeUndefined();
    expect(t.device_platforms).toBeUndefined();
    expect(t.targeting_automation).toEqual({ advantage_audience: 0 });

    const ads = (await graph(`${record.campaignId}/ads`, 'name,creative')).data as Json[];
    expect(ads).toHaveLength(1);
    const creative = await graph(ads[0].creative.id, 'object_story_spec');
    expect(creative.object_story_spec).toMatchObject({ page_id: page.id, link_data: { link: 'https://shop.example.com/offer', image_hash: image.hash } });
  });
});
