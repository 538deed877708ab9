import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { LaunchPlanAnswer } from '../../lib/contract/launch-plan';
import { insertPlannedLaunch } from '../../server/launch/accept';
import type { Json } from '../../sim/testing';
import { bearer, demoPayload, signIn, startStack, type Stack } from './harness';
import { addFaults, adsOf, clearFaults, launchRecord, markedObjects, runToEnd } from './launch-kit';

// What the buyer reviews is what the platform gets, in money (docs/product-rules.md#currencies, #review-and-confirm):
// amounts in each account currency's own unit, the account's minimum, copies that take the launch's settings, an
// existing campaign's strategy, a special category held against the targeting actually sent, and the plan's digest.
// Each answer of the plan route is compared with what reached the simulator.

describe('money and the reviewed plan, read back from the platform', () => {
  let stack: Stack;
  let sam: string;
  let ava: string;
  beforeAll(async () => {
    stack = await startStack();
    [sam, ava] = [await signIn(stack, 'Sam Agency'), await signIn(stack, 'Ava Advertiser')];
  });
  afterAll(async () => {
    await stack?.close();
  });

  const tokenOf = (accountId: string) => (accountId === 'act_101' ? ava : sam);
  const payload = (accountId: string, overrides: Partial<LaunchPayload> = {}) =>
    demoPayload(stack.fx, accountId, { ads: adsOf(stack, accountId, 1), ...overrides });
  const post = (path: string, p: LaunchPayload) =>
    stack.app.inject({ method: 'POST', url: `${path}?accountId=${p.accountId}`, headers: bearer(tokenOf(p.accountId)), payload: p });
  async function plan(p: LaunchPayload): Promise<LaunchPlanAnswer> {
    const res = await post('/facebook/adlauncher/plan', p);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  /** Plans, launches with the plan's digest, runs to the end; the plan and the launch's objects on the platform. */
  async function launchReviewed(p: LaunchPayload) {
    const reviewed = await plan(p);
    const res = await post('/facebook/adlauncher', { ...p, reviewedPlanDigest: reviewed.digest });
    expect(res.statusCode, res.body).toBe(200);
    const id: string = res.json().campaignLaunchId;
    const status = await runToEnd(stack.deps, id);
    const record = await launchRecord(stack, tokenOf(p.accountId), id);
    expect(status, JSON.stringify(record.errors)).toBe('COMPLETED');
    const [campaigns, adSets] = [await markedObjects(stack, 'campaign', id), await markedObjects(stack, 'adset', id)];
    return { reviewed, id, record, campaign: campaigns[0] as Json, adSets };
  }
  const objects = async (type: string, accountId: string): Promise<Json[]> =>
    ((await (await fetch(`${stack.simUrl}/__sim/objects?type=${type}&accountId=${accountId}`)).json()) as { data: Json[] }).data;

  it('¥5,000 a day reaches the platform as 5000 in the yen account, and the review says ¥5,000 (hundredths 500000)', async () => {
    const { reviewed, adSets } = await launchReviewed(payload('act_206', { dailyBudget: 500_000, bidStrategy: 'bidCap', bidAmount: 10_000, isCBO: false }));
    expect(reviewed.account.currency).toBe('JPY');
    expect(reviewed.adSets[0]).toMatchObject({ budget: { period: 'daily', amount: 500_000 }, bidStrategy: 'bidCap', bidAmount: 10_000 });
    expect(reviewed.adSets[0]!.params).toMatchObject({ daily_budget: 5000, bid_amount: 100 });
    expect(adSets[0]).toMatchObject({ daily_budget: '5000', bid_amount: 100, bid_strategy: 'LOWEST_COST_WITH_BID_CAP' });
    expect(reviewed.estimate).toEqual({ period: 'daily', amount: 500_000 });
  });

  it("refuses what the account's currency cannot take: below its minimum, a fraction of a yen (400 naming the field)", async () => {
    // The platform's minimum for what the ad sets are charged for (minimum_budgets: impressions, ¥150 in yen).
    const low = await post('/facebook/adlauncher/plan', payload('act_206', { dailyBudget: 14_900 }));
    expect(low.statusCode).toBe(400);
    expect(low.json().fields).toEqual({ dailyBudget: ['The minimum daily budget for Website Conversions ads in this ad account is ¥150.'] });
    expect((await post('/facebook/adlauncher/plan', payload('act_206', { dailyBudget: 15_000 }))).statusCode).toBe(200);
    const fraction = await post('/facebook/adlauncher', payload('act_206', { dailyBudget: 500_050 }));
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().fields).toEqual({ dailyBudget: ['JPY amounts have no decimals: enter a whole number, like 500.'] });
    const lifetime = await post(
      '/facebook/adlauncher',
      payload('act_101', {
        dailyBudget: undefined,
        lifetimeBudget: 999,
        startTime: new Date(Date.now() + 86_400_000).toISOString(),
        endTime: new Date(Date.now() + 11 * 86_400_000).toISOString(),
      }),
    );
    expect(lifetime.json().fields).toEqual({
      lifetimeBudget: ['A lifetime budget over 10 days needs at least $10.00 for Website Conversions ads in this ad account ($1.00 a day).'],
    });
  });

  it('the same numbers in three currencies are three budgets, each in its own unit, never summed', async () => {
    const sent = { dailyBudget: 500_000, isCBO: true, useSingleAdset: true };
    for (const [accountId, currency, unit] of [
      ['act_206', 'JPY', 5000],
      ['act_201', 'USD', 500_000],
      ['act_204', 'EUR', 500_000],
    ] as const) {
      const { reviewed, campaign } = await launchReviewed(payload(accountId, sent));
      expect(reviewed.account.currency).toBe(currency);
      expect(reviewed.campaign.budget).toEqual({ period: 'daily', amount: 500_000 });
      expect(campaign.daily_budget).toBe(String(unit));
    }
  });

  it('a duplicated CBO campaign takes the budget and bid strategy the buyer set: the copy is never active on its source', async () => {
    const source = (await objects('campaign', 'act_101')).find((c) => c.daily_budget && !c.adlabels && c.objective === 'OUTCOME_SALES')!;
    const { reviewed, campaign } = await launchReviewed(
      payload('act_101', { duplicateCampaignId: source.id, campaignName: source.name, isCBO: true, dailyBudget: 12_345, bidStrategy: 'highestVolume' }),
    );
    expect(reviewed.campaign).toMatchObject({ action: 'copy', sourceId: source.id, budget: { period: 'daily', amount: 12_345 }, bidStrategy: 'highestVolume' });
    expect(campaign).toMatchObject({ daily_budget: '12345', bid_strategy: 'LOWEST_COST_WITHOUT_CAP', status: 'ACTIVE', name: `[COPY] ${source.name}` });
    // The source is untouched.
    expect((await objects('campaign', 'act_101')).find((c) => c.id === source.id)!.daily_budget).toBe(source.daily_budget);
  });

  it('a duplicated ad set takes the budget, bid, dates and targeting the buyer set, and keeps what the platform does not change', async () => {
    const campaign = (await objects('campaign', 'act_101')).find(
      (c) => !c.daily_budget && !c.lifetime_budget && !c.adlabels && c.objective === 'OUTCOME_SALES',
    )!;
    const source = (await objects('adset', 'act_101')).find((s) => s.campaign_id === campaign.id && s.daily_budget)!;
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { reviewed, adSets } = await launchReviewed(
      payload('act_101', {
        existingCampaignId: campaign.id,
        duplicateAdsetId: source.id,
        adSetName: 'Winners',
        isCBO: false,
        dailyBudget: 4_200,
        bidStrategy: 'costPerResult',
        bidAmount: 275,
        startTime: start,
        ageMin: 30,
        ageMax: 50,
      }),
    );
    const copy = adSets[0]!;
    expect(reviewed.adSets[0]).toMatchObject({ action: 'copy', sourceId: source.id, budget: { amount: 4_200 }, bidAmount: 275, startTime: start });
    expect(reviewed.adSets[0]!.kept).toContain('pixel and conversion event');
    expect(copy).toMatchObject({ name: '[COPY] Winners', daily_budget: '4200', bid_strategy: 'COST_CAP', bid_amount: 275, status: 'ACTIVE' });
    expect(Date.parse(copy.start_time)).toBe(Date.parse(start));
    expect(copy.targeting).toMatchObject({ age_min: 30, age_max: 50 });
    expect(copy.optimization_goal).toBe(source.optimization_goal);
    expect(copy.promoted_object).toEqual(source.promoted_object);
  });

  it('a copy whose update the platform refuses is deleted, never left running on its source settings', async () => {
    const source = (await objects('campaign', 'act_101')).find((c) => c.daily_budget && !c.adlabels && c.objective === 'OUTCOME_SALES')!;
    const before = new Set((await objects('campaign', 'act_101')).map((c) => c.id));
    await addFaults(stack, [{ kind: 'error', method: 'POST', path: '^/\\d+$', times: 1, error: { code: 100, message: 'Invalid parameter' } }]);
    try {
      const p = payload('act_101', {
        duplicateCampaignId: source.id,
        campaignName: source.name,
        isCBO: true,
        dailyBudget: 3_000,
        bidStrategy: 'highestVolume',
      });
      const res = await post('/facebook/adlauncher', p);
      const status = await runToEnd(stack.deps, res.json().campaignLaunchId);
      expect(status).toBe('FAILED');
    } finally {
      await clearFaults(stack);
    }
    const copies = (await objects('campaign', 'act_101')).filter((c) => !before.has(c.id));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy.status).toBe('DELETED');
  });

  it("an existing CBO campaign's bid strategy is its ad sets': another one is refused at bidStrategy", async () => {
    const cbo = (await objects('campaign', 'act_101')).find((c) => c.daily_budget && !c.adlabels && c.objective === 'OUTCOME_SALES')!;
    const res = await post('/facebook/adlauncher/plan', payload('act_101', { existingCampaignId: cbo.id, isCBO: true, bidStrategy: 'bidCap', bidAmount: 100 }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['bidStrategy']);
  });

  it('a saved audience under a housing category is checked as it targets: its own ages are refused at the audience', async () => {
    const saved = stack.fx.savedAudiences.find((a) => a.accountId === 'act_101' && a.name.endsWith('adults 25-54'))!;
    const housing = {
      isAdCategorized: true,
      adCategory: 'HOUSING' as const,
      adCategoryLocations: [{ key: 'US', name: 'United States', type: 'country' as const, countryCode: 'US' }],
      selectedSavedAudienceId: saved.id,
      locations: [],
      advantageAudience: false,
    };
    const res = await post('/facebook/adlauncher/plan', payload('act_101', housing));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      selectedSavedAudienceId: ['This saved audience targets ages 25-54, which Housing ads cannot: choose another saved audience or none.'],
    });
    // Without the audience, the launch's own targeting (18-65+, all genders) is sent and shown.
    const { reviewed, adSets } = await launchReviewed(
      payload('act_101', { ...housing, selectedSavedAudienceId: undefined, locations: housing.adCategoryLocations }),
    );
    expect(reviewed.adSets[0]!.targeting).toMatchObject({ ageMin: 18, ageMax: 65, genders: [], locations: ['United States'] });
    expect(adSets[0]!.targeting).toMatchObject({ age_min: 18, age_max: 65 });
  });

  it('ad set spend limits without a campaign budget are refused, and with one reach the platform in its period', async () => {
    const abo = await post('/facebook/adlauncher/plan', payload('act_206', { isCBO: false, adSetMinimumSpend: 100_000 }));
    expect(abo.json().fields).toEqual({
      adSetMinimumSpend: ['Ad set spend limits apply only with a campaign budget (CBO): turn on Campaign budget, or clear the limits.'],
    });
    const { reviewed, adSets } = await launchReviewed(
      payload('act_206', { isCBO: true, dailyBudget: 1_000_000, adSetMinimumSpend: 100_000, adSetMaximumSpend: 400_000, useSingleAdset: true }),
    );
    expect(reviewed.adSets[0]!.spendLimits).toEqual({ min: 100_000, max: 400_000 });
    expect(adSets[0]).toMatchObject({ daily_min_spend_target: '1000', daily_spend_cap: '4000' });
  });

  it('a launch whose plan is not the one reviewed is refused (409), and a stored one fails before anything is created', async () => {
    const p = payload('act_101', { dailyBudget: 2_000 });
    const reviewed = await plan(p);
    const changed = await post('/facebook/adlauncher', { ...p, dailyBudget: 2_100, reviewedPlanDigest: reviewed.digest });
    expect(changed.statusCode).toBe(409);
    expect(Object.keys(changed.json().fields)).toEqual(['reviewedPlanDigest']);

    const account = (await stack.app.inject({ method: 'GET', url: '/facebook/adaccount/current?accountId=act_101', headers: bearer(ava) })).json().data;
    const userId: string = (await stack.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(ava) })).json().user.id;
    const row = await insertPlannedLaunch(stack.deps.database, {
      id: crypto.randomUUID(),
      createdAt: new Date(),
      userId,
      idempotencyKey: null,
      payload: { ...p, reviewedPlanDigest: 'f'.repeat(64) },
      account,
    });
    expect(await runToEnd(stack.deps, row.id)).toBe('FAILED');
    await expect(markedObjects(stack, 'campaign', row.id)).resolves.toEqual([]);
  });
});
