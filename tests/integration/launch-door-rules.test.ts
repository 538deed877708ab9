import { describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import { copyMessages, existingCampaignMessages, launchMessages } from '../../lib/rules/messages';
import { categoryMessages } from '../../lib/rules/special-category';
import { graphCall } from '../fixtures/copy-sources';
import { bearer, demoPayload, stackForBlock } from './harness';
import { markedObjects, runToEnd } from './launch-kit';

// The rules a template used to slip past in the panel (issue 40) hold at the API's door too: a Traffic launch bids
// with Highest Volume or Cost Per Result only, a Leads one not with Highest Value; an import keeps its source's bid
// strategy and budget type, an existing campaign its budget allocation; a Housing launch reaches ages 18-65+. Each is
// a 400 naming the field, and nothing is made on the platform (its objects counted before and after).

describe('POST /facebook/adlauncher refuses what a launch source or objective fixes', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' });
  const post = (token: string, accountId: string, body: object) =>
    stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${accountId}`, headers: bearer(token), payload: body });
  /** The simulator's campaigns, ad sets and ads of an account. */
  const objectCount = async (accountId: string) => {
    let n = 0;
    for (const type of ['campaign', 'adset', 'ad']) {
      const res = await fetch(`${stack.simUrl}/__sim/objects?type=${type}&accountId=${accountId}`);
      n += ((await res.json()) as { data: unknown[] }).data.length;
    }
    return n;
  };
  /** Posts `body`, expects a 400 with `message` at `field`, and nothing made in the account. */
  const refused = async (token: string, accountId: string, body: object, field: string, message: string) => {
    const before = await objectCount(accountId);
    const res = await post(token, accountId, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
    expect(await objectCount(accountId)).toBe(before);
  };
  const traffic = (overrides: Partial<LaunchPayload>) =>
    demoPayload(stack.fx, 'act_101', { isTrafficCampaign: true, pixelId: undefined, customEventType: undefined, ...overrides });
  const TRAFFIC = launchMessages.objectiveBidStrategy('Traffic', ['Highest Volume', 'Cost Per Result']);

  it('a Traffic launch with Bid Cap or Highest Value is a 400 at bidStrategy; with Cost Per Result it launches', async () => {
    await refused(tokens.ava, 'act_101', traffic({ bidStrategy: 'bidCap', bidAmount: 200 }), 'bidStrategy', TRAFFIC);
    await refused(tokens.ava, 'act_101', traffic({ bidStrategy: 'highestValue' }), 'bidStrategy', TRAFFIC);
    const ok = await post(tokens.ava, 'act_101', traffic({ bidStrategy: 'costPerResult', bidAmount: 200, dailyBudget: 2000 }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a Leads launch with Highest Value is a 400 at bidStrategy', async () => {
    const leads = launchMessages.objectiveBidStrategy('Leads', ['Highest Volume', 'Cost Per Result', 'Bid Cap']);
    await refused(tokens.ava, 'act_101', demoPayload(stack.fx, 'act_101', { isLeadFormCampaign: true, bidStrategy: 'highestValue' }), 'bidStrategy', leads);
  });

  it('an import of a cost cap campaign keeps its strategy and budget type: another is a 400 naming the field', async () => {
    const token = stack.fx.users.find((u) => u.role === 'agency')!.accessToken;
    const { id: campaignId } = (await graphCall(stack.simUrl, token, 'POST', 'act_201/campaigns', {
      name: 'Capped clicks',
      objective: 'OUTCOME_TRAFFIC',
      status: 'PAUSED',
      special_ad_categories: [],
      is_adset_budget_sharing_enabled: false,
    })) as { id: string };
    await graphCall(stack.simUrl, token, 'POST', 'act_201/adsets', {
      name: 'Capped clicks – US',
      campaign_id: campaignId,
      status: 'PAUSED',
      billing_event: 'IMPRESSIONS',
      optimization_goal: 'LINK_CLICKS',
      bid_strategy: 'COST_CAP',
      bid_amount: 250,
      daily_budget: 4000,
      destination_type: 'WEBSITE',
      start_time: new Date(Date.now() + 86_400_000).toISOString(),
      targeting: { geo_locations: { countries: ['US'] }, targeting_automation: { advantage_audience: 0 } },
    });
    const body = {
      ads: [{ imageId: stack.fx.adImages.find((i) => i.adAccountId === 'act_202')!.hash }],
      facebookPageId: stack.fx.pages.find((p) => p.adAccountIds.includes('act_202'))!.id,
      destinationUrl: 'https://sam.example.com/',
      isImportedCampaign: true,
      importedAccountId: 'act_201',
      importedCampaignId: campaignId,
      dailyBudget: 4000,
    };
    await refused(tokens.sam, 'act_202', { ...body, bidStrategy: 'highestVolume' }, 'bidStrategy', copyMessages.bidStrategy('costPerResult'));
    const end = new Date(Date.now() + 9 * 86_400_000).toISOString();
    await refused(
      tokens.sam,
      'act_202',
      { ...body, dailyBudget: undefined, lifetimeBudget: 40000, endTime: end },
      'lifetimeBudget',
      copyMessages.budgetType('daily'),
    );

    // act_202 pays in Canadian dollars: the source's US amounts are not read in them, the body gives its own.
    const res = await post(tokens.sam, 'act_202', { ...body, bidStrategy: 'costPerResult', bidAmount: 300 });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().campaignLaunchId as string;
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    const [adSet] = await markedObjects(stack, 'adset', id);
    expect(adSet).toMatchObject({ bid_strategy: 'COST_CAP', bid_amount: 300, daily_budget: '4000' });
  });

  it("an existing campaign's budget allocation flipped is a 400 at isCBO", async () => {
    const spring = stack.fx.campaigns.find((c) => c.name === 'Spring Sale – Website')!;
    const body = demoPayload(stack.fx, 'act_101', { existingCampaignId: spring.id, campaignName: spring.name, isCBO: false });
    await refused(tokens.ava, 'act_101', body, 'isCBO', existingCampaignMessages.allocationLocked(true));
  });

  it('a Housing launch with ages 25-40 is a 400 at ageMin', async () => {
    const US = { key: 'US', name: 'United States', type: 'country' as const, countryCode: 'US' };
    const housing = demoPayload(stack.fx, 'act_101', { isAdCategorized: true, adCategory: 'HOUSING', adCategoryLocations: [US], ageMin: 25, ageMax: 40 });
    await refused(tokens.ava, 'act_101', housing, 'ageMin', categoryMessages.age('Housing'));
  });
});
