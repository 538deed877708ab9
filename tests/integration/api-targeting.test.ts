import { describe, expect, it } from 'vitest';
import { bearer, stackForBlock } from './harness';

// Targeting and campaigns: location search, countries, the bulk resolver, interests, existing campaigns
// and their ad sets, import, media status.

describe('the targeting and campaign routes', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' }, { queue: 'record' });

  const get = (token: string, url: string) => stack.app.inject({ method: 'GET', url, headers: bearer(token) });
  const bulk = (token: string, account: string, payload: unknown) =>
    stack.app.inject({ method: 'POST', url: `/facebook/targeting/locations/bulk?accountId=${account}`, headers: bearer(token), payload: payload as object });

  it('searches locations by type and country, and lists countries', async () => {
    const res = (await get(tokens.ava, '/facebook/targeting/locations?accountId=act_101&search=Portland&type=city')).json();
    expect(res).toMatchObject({ success: true, isValid: true, error: null });
    expect(res.data.map((l: { region: string }) => l.region).sort()).toEqual(['Maine', 'Oregon']);
    expect(res.data[0]).toEqual({
      key: expect.any(String),
      name: 'Portland',
      type: 'city',
      region: expect.any(String),
      city: 'Portland',
      primary_city: null,
      country_name: 'United States',
      country_code: 'US',
    });
    const anyType = (await get(tokens.ava, '/facebook/targeting/locations?accountId=act_101&search=Cali')).json();
    expect(anyType.data.map((l: { type: string }) => l.type)).toContain('region');
    const inCanada = (await get(tokens.ava, '/facebook/targeting/locations?accountId=act_101&search=Portland&countryCode=ca')).json();
    expect(inCanada.data).toEqual([]);

    const countries = (await get(tokens.ava, '/facebook/targeting/countries?accountId=act_101')).json();
    expect(countries.data).toContainEqual({ id: 'US', name: 'United States' });
    expect(countries.data.length).toBeGreaterThanOrEqual(11);

    // Without a search: the countries, as location matches keyed by country code.
    const empty = (await get(tokens.ava, '/facebook/targeting/locations?accountId=act_101&search=')).json();
    expect(empty.data).toContainEqual({
      key: 'US',
      name: 'United States',
      type: 'country',
      region: null,
      city: null,
      primary_city: null,
      country_name: 'United States',
      country_code: 'US',
    });
    expect(empty.data.every((l: { type: string }) => l.type === 'country')).toBe(true);
    expect((await get(tokens.ava, `/facebook/targeting/locations?accountId=act_101&search=${'x'.repeat(201)}`)).json().fields).toHaveProperty('search');
    expect((await get(tokens.ava, '/facebook/targeting/locations?accountId=act_101&search=x&type=planet')).json().fields).toHaveProperty('type');
    expect((await get(tokens.ava, '/facebook/targeting/locations?accountId=act_201&search=Portland')).statusCode).toBe(404);
  });

  it('resolves bulk locations with matches, a suggestion and country groups', async () => {
    const res = await bulk(tokens.ava, 'act_101', { locations: ['Portland', 'Boston', 'Atlantis', '10001'], locationType: 'city' });
    expect(res.statusCode, res.body).toBe(200);
    const [portland, boston, atlantis, zip] = res.json().data;
    expect(portland.input).toBe('Portland');
    expect(portland.matches).toHaveLength(2);
    expect(portland.suggestedMatch).toMatchObject({ name: 'Portland', type: 'city' });
    expect(portland.selectedMatch).toEqual(portland.suggestedMatch);
    expect(Object.keys(portland.countryGroups)).toEqual(['US']);
    expect(boston.suggestedMatch.name).toBe('Boston');
    expect(atlantis).toEqual({ input: 'Atlantis', matches: [], suggestedMatch: null, selectedMatch: null, countryGroups: {} });
    expect(zip.matches).toEqual([]);

    const zips = (await bulk(tokens.ava, 'act_101', { locations: ['10001'], locationType: 'zip', countryCodes: ['US'] })).json();
    expect(zips.data[0].suggestedMatch).toMatchObject({ type: 'zip', name: '10001', country_code: 'US' });

    const tooMany = await bulk(tokens.ava, 'act_101', { locations: Array.from({ length: 101 }, (_, i) => `City ${i}`), locationType: 'city' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('locations: Maximum 100 locations allowed (you have 101)');
    const none = await bulk(tokens.ava, 'act_101', { locations: [], locationType: 'city' });
    expect(none.json().fields.locations).toEqual(['No valid locations found']);
    expect((await bulk(tokens.ava, 'act_101', { locations: ['x'], locationType: 'planet' })).json().fields).toHaveProperty('locationType');
    expect((await bulk(tokens.ava, 'act_201', { locations: ['Boston'], locationType: 'city' })).statusCode).toBe(404);
  });

  it('searches interests by free text and by type', async () => {
    const res = (await get(tokens.ava, '/facebook/targeting-interests/search?accountId=act_101&q=hik')).json();
    expect(res.data[0]).toEqual({
      id: expect.any(String),
      name: 'Hiking',
      type: 'interests',
      audienceSizeLowerBound: expect.any(Number),
      audienceSizeUpperBound: expect.any(Number),
      path: expect.arrayContaining(['Hiking']),
    });
    const typed = (await get(tokens.ava, '/facebook/targeting-interests/interests?accountId=act_101&q=coffee')).json();
    expect(typed.data.map((i: { name: string }) => i.name)).toContain('Coffee');
    expect((await get(tokens.ava, '/facebook/targeting-interests/planets?accountId=act_101&q=x')).json().fields).toHaveProperty('type');
    expect((await get(tokens.ava, '/facebook/targeting-interests/search?accountId=act_101')).json().fields).toHaveProperty('q');
  });

  it("lists campaigns by objective and a campaign's ad sets with bid strategy and amount", async () => {
    const all = (await get(tokens.ava, '/facebook/campaigns/v2?accountId=act_101')).json();
    expect(all.data.map((c: { name: string }) => c.name).sort()).toEqual(['Blog Traffic', 'Catering Leads', 'Holiday Value', 'Spring Sale – Website']);
    const spring = all.data.find((c: { name: string }) => c.name === 'Spring Sale – Website');
    expect(spring).toMatchObject({ isCBO: true, budgetType: 'daily', budget: 5000, bidStrategy: 'LOWEST_COST_WITHOUT_CAP', objective: 'OUTCOME_SALES' });
    const leads = (await get(tokens.ava, '/facebook/campaigns/v2?accountId=act_101&campaignObjective=lead-form')).json();
    expect(leads.data.map((c: { name: string }) => c.name)).toEqual(['Catering Leads']);
    expect(leads.data[0]).toMatchObject({ isCBO: false, budget: null });
    expect((await get(tokens.ava, '/facebook/campaigns/v2?accountId=act_101&adCategory=HOUSING')).json().data).toEqual([]);

    const adSets = (await get(tokens.ava, `/facebook/campaigns/v2/${leads.data[0].id}/adsets?accountId=act_101`)).json();
    expect(adSets.data.map((a: { bidStrategy: string; bidAmount: number }) => [a.bidStrategy, a.bidAmount]).sort()).toEqual([
      ['COST_CAP', 400],
      ['LOWEST_COST_WITH_BID_CAP', 300],
    ]);
    const samCampaign = stack.fx.campaigns.find((c) => c.accountId === 'act_201')!;
    expect((await get(tokens.ava, `/facebook/campaigns/v2/${samCampaign.id}/adsets?accountId=act_101`)).statusCode).toBe(404);
    // Sam's campaign through Sam's other account: not in that account.
    expect((await get(tokens.sam, `/facebook/campaigns/v2/${samCampaign.id}/adsets?accountId=act_202`)).statusCode).toBe(404);
    expect((await get(tokens.ava, '/facebook/campaigns/v2?accountId=act_101&campaignObjective=sales')).json().fields).toHaveProperty('campaignObjective');
  });

  it("lists accounts to import from and an imported campaign's details", async () => {
    const accounts = (await get(tokens.sam, '/facebook/campaigns/v2/import/ad-accounts')).json();
    expect(accounts.data.map((a: { id: string }) => a.id).sort()).toEqual(['act_201', 'act_202', 'act_203', 'act_204', 'act_205', 'act_206']);
    expect((await get(tokens.ava, '/facebook/campaigns/v2/import/ad-accounts')).json().data).toEqual([
      { id: 'act_101', name: "Ava's Bakery", currency: 'USD', timezone_name: 'America/New_York', countryCode: 'US' },
    ]);
    // Each account's business country: a Multi Account Launch's row starts with it as its locations.
    expect(accounts.data.find((a: { id: string }) => a.id === 'act_206').countryCode).toBe('JP');

    const campaign = stack.fx.campaigns.find((c) => c.accountId === 'act_101' && c.name === 'Catering Leads')!;
    const details = (await get(tokens.ava, `/facebook/campaigns/v2/import/${campaign.id}/details?accountId=act_101`)).json();
    expect(details.success).toBe(true);
    expect(details.data.campaign).toMatchObject({ id: campaign.id, name: 'Catering Leads' });
    expect(details.data.adSets).toHaveLength(2);
    expect(details.data.adSets[0].targeting).toMatchObject({ ageMin: 18, ageMax: 65, countries: ['US'], advantageAudience: false });
    expect(details.data.adSets[0].promotedObject.pageId).toBe('400101');
    expect(details.data.creatives).toHaveLength(2);
    expect(details.data.creatives[0]).toMatchObject({ pageId: '400101', link: 'https://example.com/', callToAction: 'LEARN_MORE' });

    const one = (await get(tokens.ava, `/facebook/campaigns/v2/import/${campaign.id}/details?accountId=act_101&adsetId=${details.data.adSets[0].id}`)).json();
    expect(one.data.adSets).toHaveLength(1);
    expect(one.data.creatives).toHaveLength(1);
    expect((await get(tokens.ava, `/facebook/campaigns/v2/import/${campaign.id}/details?accountId=act_101&adsetId=1`)).statusCode).toBe(404);
    expect((await get(tokens.sam, `/facebook/campaigns/v2/import/${campaign.id}/details?accountId=act_201`)).statusCode).toBe(404);
  });

  it('answers the media status: active while a video of the account is processing', async () => {
    expect((await get(tokens.ava, '/facebook/media/status?accountId=act_101')).json()).toEqual({ success: true, data: 'idle', error: null });
    const rows = await stack.database.query<{ access_token_encrypted: string; user_id: string }>(
      'SELECT access_token_encrypted, user_id FROM platform_connections c JOIN users u ON u.id = c.user_id WHERE u.name = $1',
      ['Ava Advertiser'],
    );
    const token = stack.deps.cipher.decrypt(rows[0]!.access_token_encrypted, rows[0]!.user_id).plaintext;
    const upload = await fetch(`${stack.simUrl}/v25.0/act_101/advideos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ file_url: 'https://cdn.example.com/clip.mp4', name: 'clip.mp4' }).toString(),
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    expect((await get(tokens.ava, '/facebook/media/status?accountId=act_101')).json().data).toBe('active');
    expect((await get(tokens.ava, '/facebook/media/status?accountId=act_201')).statusCode).toBe(404);
  });
});
