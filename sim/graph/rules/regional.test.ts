// Ad sets that can reach Singapore, Taiwan or Thailand, the EU's transparency fields with the account's defaults,
// its associated territories, and the attribution windows still settable (sim/README.md#regional-identities,
// #eu-transparency, #attribution-windows).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing';
import { startSim, validAdSet, validCampaign } from '../../testing';

let h: Harness;
const campaignOf: Record<string, string> = {};
beforeAll(async () => {
  h = await startSim();
  for (const account of ['act_101', 'act_204', 'act_205'])
    campaignOf[account] = (await h.post(`${account}/campaigns`, validCampaign(), tokenOf(account))).body.id;
});
afterAll(async () => {
  await h.sim.close();
});

/** act_101 is the advertiser's, the EU accounts the agency's. */
const tokenOf = (account: string): string => (account === 'act_101' ? h.advertiser : h.agency).accessToken;
const pixelOf = (account: string): string => h.fx.pixels.find((p) => p.adAccountIds.includes(account))!.id;
const adset = (account: string, geo: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
  ...validAdSet(campaignOf[account]!, pixelOf(account)),
  targeting: { geo_locations: geo, targeting_automation: { advantage_audience: 0 }, ...((more.targeting as object) ?? {}) },
  ...Object.fromEntries(Object.entries(more).filter(([k]) => k !== 'targeting')),
});
const adsets = async (account: string): Promise<number> =>
  ((await (await fetch(`${h.url}/__sim/objects?type=adset&accountId=${account}`)).json()) as { data: unknown[] }).data.length;

describe('regional identities', () => {
  it('finds Singapore, Taiwan and Thailand in the location index, with their places', async () => {
    const countries = await h.get('search', { type: 'adcountry', limit: '1000' });
    expect(countries.body.data.map((c: { key: string }) => c.key)).toEqual(expect.arrayContaining(['SG', 'TW', 'TH']));
    const taipei = await h.get('search', { type: 'adgeolocation', q: 'Taipei', location_types: '["city"]' });
    expect(taipei.body.data[0]).toMatchObject({ name: 'Taipei', type: 'city', country_code: 'TW' });
  });

  it('refuses an ad set reaching Taiwan through a city without its identities (3858498), nothing made', async () => {
    const taipei = (await h.get('search', { type: 'adgeolocation', q: 'Taipei', location_types: '["city"]' })).body.data[0].key;
    const before = await adsets('act_101');
    const res = await h.post('act_101/adsets', adset('act_101', { cities: [{ key: taipei }] }));
    expect(res.body.error).toMatchObject({ code: 100, error_subcode: 3858498 });
    expect(res.body.error.error_user_msg).toContain('taiwan_universal_beneficiary');
    expect(await adsets('act_101')).toBe(before);
  });

  it('takes the category by its name, needs both identities, and lets an excluded country go', async () => {
    const half = { regional_regulated_categories: ['TAIWAN_UNIVERSAL'], regional_regulation_identities: { taiwan_universal_beneficiary: '1' } };
    expect((await h.post('act_101/adsets', adset('act_101', { countries: ['TW'] }, half))).body.error.error_subcode).toBe(3858498);
    const whole = { ...half, regional_regulation_identities: { taiwan_universal_beneficiary: '1', taiwan_universal_payer: '2' } };
    expect((await h.post('act_101/adsets', adset('act_101', { countries: ['TW'] }, whole))).body.id).toMatch(/^\d+$/);
    const worldwide = { targeting: { excluded_geo_locations: { countries: ['SG', 'TW', 'TH'] } } };
    expect((await h.post('act_101/adsets', adset('act_101', { country_groups: ['worldwide'] }, worldwide))).body.id).toMatch(/^\d+$/);
    expect((await h.post('act_101/adsets', adset('act_101', { country_groups: ['worldwide'] }))).body.error.error_subcode).toBe(3858550);
  });

  it('holds on an update that adds Singapore', async () => {
    const id = (await h.post('act_101/adsets', adset('act_101', { countries: ['US'] }))).body.id;
    const res = await h.post(id, { targeting: { geo_locations: { countries: ['US', 'SG'] }, targeting_automation: { advantage_audience: 0 } } });
    expect(res.body.error).toMatchObject({ code: 100, error_subcode: 3858550 });
  });
});

describe('EU transparency', () => {
  it("takes the account's default beneficiary and payer when the ad set names none", async () => {
    const account = (await h.get('act_205', { fields: 'default_dsa_beneficiary,default_dsa_payor' }, tokenOf('act_205'))).body;
    expect(account).toMatchObject({ default_dsa_beneficiary: 'Lumen Retail France SAS', default_dsa_payor: 'Lumen Retail Group SE' });
    const id = (await h.post('act_205/adsets', adset('act_205', { countries: ['FR'] }), tokenOf('act_205'))).body.id;
    expect((await h.get(id, { fields: 'dsa_beneficiary,dsa_payor' }, tokenOf('act_205'))).body).toMatchObject({
      dsa_beneficiary: 'Lumen Retail France SAS',
      dsa_payor: 'Lumen Retail Group SE',
    });
    const named = (await h.post('act_205/adsets', adset('act_205', { countries: ['FR'] }, { dsa_payor: 'Someone Else' }), tokenOf('act_205'))).body.id;
    expect((await h.get(named, { fields: 'dsa_beneficiary,dsa_payor' }, tokenOf('act_205'))).body).toMatchObject({
      dsa_beneficiary: 'Lumen Retail France SAS',
      dsa_payor: 'Someone Else',
    });
  });

  it('counts the associated territories (Réunion, Guadeloupe, ...) as the EU: refused without a beneficiary and payer', async () => {
    for (const territory of ['RE', 'GP', 'MQ', 'GF', 'YT', 'MF', 'AX']) {
      const res = await h.post('act_204/adsets', adset('act_204', { countries: [territory] }), tokenOf('act_204'));
      expect(res.body.error, territory).toMatchObject({ code: 100, error_subcode: 3858081 });
    }
    expect(
      (await h.post('act_204/adsets', adset('act_204', { countries: ['RE'] }, { dsa_beneficiary: 'A', dsa_payor: 'A' }), tokenOf('act_204'))).body.id,
    ).toMatch(/^\d+$/);
  });
});

describe('attribution windows', () => {
  const spec = (...entries: Array<[string, number]>) => ({ attribution_spec: entries.map(([event_type, window_days]) => ({ event_type, window_days })) });
  it('takes 1- or 7-day click and 1-day view on a conversion goal; refuses 28-day click, 7-day view, and a view on traffic', async () => {
    const ok = await h.post('act_101/adsets', adset('act_101', { countries: ['US'] }, spec(['CLICK_THROUGH', 1], ['VIEW_THROUGH', 1])));
    expect(ok.body.id).toMatch(/^\d+$/);
    for (const bad of [spec(['CLICK_THROUGH', 28]), spec(['CLICK_THROUGH', 7], ['VIEW_THROUGH', 7])]) {
      expect((await h.post('act_101/adsets', adset('act_101', { countries: ['US'] }, bad))).body.error.error_user_title).toBe(
        'Attribution Window Not Available',
      );
    }
    const traffic = (await h.post('act_101/campaigns', { ...validCampaign(), objective: 'OUTCOME_TRAFFIC' })).body.id;
    const { promoted_object: _p, ...plain } = validAdSet(traffic, pixelOf('act_101'));
    const clicks = {
      ...plain,
      optimization_goal: 'LINK_CLICKS',
      destination_type: 'WEBSITE',
      targeting: { geo_locations: { countries: ['US'] }, targeting_automation: { advantage_audience: 0 } },
    };
    expect((await h.post('act_101/adsets', { ...clicks, ...spec(['CLICK_THROUGH', 1], ['VIEW_THROUGH', 1]) })).body.error.error_user_msg).toContain(
      'view-through',
    );
    expect((await h.post('act_101/adsets', { ...clicks, ...spec(['CLICK_THROUGH', 1]) })).body.id).toMatch(/^\d+$/);
  });
});
