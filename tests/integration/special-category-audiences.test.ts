import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import { categoryMessages } from '../../lib/rules/special-category';
import type { Json } from '../../sim/testing';
import { bearer, demoPayload, signIn, startStack, type Stack } from './harness';
import { launch, launchRecord, markedObjects, runToEnd } from './launch-kit';

// Housing, employment and financial launches as the platform takes them (docs/product-rules.md#special-ad-category):
// a city reaches 15 miles (the platform widens it), excluded and lookalike audiences are refused at their field, a
// customer list goes only with the buyer's certification; and Advantage+ Audience ages sent as a suggestion
// (docs/product-rules.md#audiences). A duplicated ad set keeps both (docs/campaign-modes.md#what-a-copy-starts-from).
// Read back from the simulator.

const ACCOUNT = 'act_101';
const US = { key: 'US', name: 'United States', type: 'country' as const, countryCode: 'US' };

describe('special category audiences and Advantage+ ages, read back from the platform', () => {
  let stack: Stack;
  let ava: string;
  beforeAll(async () => {
    stack = await startStack();
    ava = await signIn(stack, 'Ava Advertiser');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const audience = (subtype: string) => stack.fx.customAudiences.find((a) => a.accountId === ACCOUNT && a.subtype === subtype)!.id;
  const payload = (overrides: Partial<LaunchPayload>): LaunchPayload => {
    const image = stack.fx.adImages.find((i) => i.adAccountId === ACCOUNT)!;
    return demoPayload(stack.fx, ACCOUNT, { ads: [{ imageId: image.hash }], ...overrides });
  };
  const housing = (overrides: Partial<LaunchPayload> = {}) =>
    payload({ isAdCategorized: true, adCategory: 'HOUSING', adCategoryLocations: [US], ageMin: 18, ageMax: 65, genders: ['men', 'women'], ...overrides });
  const plan = (p: LaunchPayload) =>
    stack.app.inject({ method: 'POST', url: `/facebook/adlauncher/plan?accountId=${ACCOUNT}`, headers: bearer(ava), payload: p });
  /** Launches and runs to the end; answers the ad set the platform holds. */
  async function launched(p: LaunchPayload): Promise<Json> {
    const id = await launch(stack, ava, p);
    expect(await runToEnd(stack.deps, id), JSON.stringify((await launchRecord(stack, ava, id)).errors)).toBe('COMPLETED');
    return (await markedObjects(stack, 'adset', id))[0];
  }
  /** Duplicates `source` through the API with a body that names no targeting: the copy the platform holds. */
  async function duplicated(source: Json): Promise<Json> {
    const image = stack.fx.adImages.find((i) => i.adAccountId === ACCOUNT)!;
    const page = stack.fx.pages.find((p) => p.adAccountIds.includes(ACCOUNT))!;
    const body = {
      ads: [{ imageId: image.hash }],
      facebookPageId: page.id,
      destinationUrl: 'https://ava.example.com/',
      existingCampaignId: source.campaign_id,
      duplicateAdsetId: source.id,
    };
    const res = await stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${ACCOUNT}`, headers: bearer(ava), payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().campaignLaunchId;
    expect(await runToEnd(stack.deps, id), JSON.stringify((await launchRecord(stack, ava, id)).errors)).toBe('COMPLETED');
    return (await markedObjects(stack, 'adset', id))[0];
  }

  it('a housing launch on a city reaches 15 miles around it: the platform widens it', async () => {
    const city = (
      await (
        await fetch(`${stack.simUrl}/v25.0/search?type=adgeolocation&q=Austin&location_types=["city"]&access_token=${stack.fx.users[0]!.accessToken}`)
      ).json()
    ).data[0];
    const adSet = await launched(housing({ locations: [{ key: city.key, name: city.name, type: 'city', countryCode: 'US' }] }));
    expect(adSet.targeting.geo_locations.cities).toEqual([expect.objectContaining({ key: city.key, radius: 15, distance_unit: 'mile' })]);
  });

  it('refuses excluded and lookalike audiences at their field, writing nothing', async () => {
    const excluded = await plan(housing({ excludedAudienceIds: [audience('WEBSITE')] }));
    expect(excluded.statusCode).toBe(400);
    expect(excluded.json().fields).toEqual({ excludedAudienceIds: [categoryMessages.excludedAudiences('Housing')] });
    const lookalike = await plan(housing({ customAudienceIds: [audience('LOOKALIKE')] }));
    expect(lookalike.statusCode).toBe(400);
    expect(lookalike.json().fields).toEqual({ customAudienceIds: [categoryMessages.lookalike('Housing')] });
  });

  it('takes a customer list only with the certification, which reaches the platform', async () => {
    const uncertified = await plan(housing({ customAudienceIds: [audience('CUSTOM')] }));
    expect(uncertified.statusCode).toBe(400);
    expect(uncertified.json().fields).toEqual({ customerListCertified: [categoryMessages.customerList('Housing')] });
    const adSet = await launched(housing({ customAudienceIds: [audience('CUSTOM')], customerListCertified: true }));
    expect(adSet).toMatchObject({ is_sac_cfca_terms_certified: true, targeting: { custom_audiences: [{ id: audience('CUSTOM') }] } });
  });

  it('sends Advantage+ Audience ages the platform does not take as limits as a suggestion', async () => {
    const adSet = await launched(payload({ advantageAudience: true, ageMin: 35, ageMax: 54 }));
    expect(adSet.targeting).toMatchObject({ age_min: 25, age_max: 65, age_range: [35, 54], targeting_automation: { advantage_audience: 1 } });
  });

  it('a duplicated housing ad set keeps its customer list and the certification, which the platform does not answer on reads', async () => {
    const source = await launched(housing({ customAudienceIds: [audience('CUSTOM')], customerListCertified: true }));
    const copy = await duplicated(source);
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ is_sac_cfca_terms_certified: true, targeting: { custom_audiences: [{ id: audience('CUSTOM') }] } });
  });

  it("a duplicated ad set keeps Advantage+ Audience's age suggestion", async () => {
    const copy = await duplicated(await launched(payload({ advantageAudience: true, ageMin: 35, ageMax: 54 })));
    expect(copy.targeting).toMatchObject({ age_min: 25, age_max: 65, age_range: [35, 54], targeting_automation: { advantage_audience: 1 } });
  });
});
