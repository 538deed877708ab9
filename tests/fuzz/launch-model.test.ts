import { markedItem } from '../../server/launch/markers';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { LaunchPlanAnswer } from '../../lib/contract/launch-plan';
import type { Json } from '../../sim/testing';
import { bearer, demoPayload, raisePageAdLimits, signIn, startStack, type Stack } from '../integration/harness';
import { launchRecord, runToEnd } from '../integration/launch-kit';

// What the buyer reviews is what the platform gets (docs/product-rules.md#review-and-confirm), as a model: random
// launches over every fixture account and currency, every campaign mode (new, into an existing campaign, into its ad
// sets, a duplicated campaign or ad set, an import, a Multi Account Launch) and budget kind. For each: the plan's
// answer, then the launch with its digest, run to the end, then the objects read back from the simulator. Every
// budget, bid, bid strategy, spend limit, date and targeting field sent equals the plan, and the plan's amounts are
// the buyer's. MODEL_RUNS sets the number of cases (npm run fuzz: 3,000; npm test: a few hundred).

const RUNS = Number(process.env.MODEL_RUNS ?? 200);
const DAY = 86_400_000;

type Mode = 'new' | 'existing' | 'existingAdSets' | 'duplicateCampaign' | 'duplicateAdSet' | 'import' | 'multi';
const MODES: Mode[] = ['new', 'existing', 'existingAdSets', 'duplicateCampaign', 'duplicateAdSet', 'import', 'multi'];
type Strategy = LaunchPayload['bidStrategy'];
const SPEND_LIMITS = ['daily_min_spend_target', 'daily_spend_cap', 'lifetime_min_spend_target', 'lifetime_spend_cap'];
const STRATEGY_OF: Record<string, Strategy> = {
  LOWEST_COST_WITHOUT_CAP: 'highestVolume',
  COST_CAP: 'costPerResult',
  LOWEST_COST_WITH_BID_CAP: 'bidCap',
  LOWEST_COST_WITH_MIN_ROAS: 'highestValue',
};

interface Model {
  mode: Mode;
  account: number;
  others: number[];
  traffic: boolean;
  lifetime: boolean;
  days: number;
  startInDays: number;
  /** Budget as a multiple of the account's minimum a day for impressions, plus a few hundredths where the currency has cents. */
  budgetSteps: number[];
  cents: number;
  cbo: boolean;
  single: boolean;
  strategy: Strategy;
  bidSteps: number;
  roas: number;
  spend: 'none' | 'min' | 'max' | 'both';
  ads: number;
  ageMin: number;
  ageMax: number;
  gender: 'all' | 'men' | 'women';
  housing: boolean;
  savedAudience: number;
  dayParting: boolean;
  pick: number;
  /** A source of refusal the plan checks before the first object (docs/product-rules.md#refused-before-anything-is-created). */
  refusal: 'none' | 'instagram' | 'politics' | 'regional' | 'attribution';
}

const model: fc.Arbitrary<Model> = fc.record({
  mode: fc.constantFrom(...MODES),
  account: fc.nat(),
  others: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
  traffic: fc.boolean(),
  lifetime: fc.boolean(),
  days: fc.integer({ min: 2, max: 30 }),
  startInDays: fc.integer({ min: 1, max: 20 }),
  budgetSteps: fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 3, maxLength: 3 }),
  cents: fc.integer({ min: 0, max: 99 }),
  cbo: fc.boolean(),
  single: fc.boolean(),
  strategy: fc.constantFrom<Strategy>('highestVolume', 'costPerResult', 'bidCap', 'highestValue'),
  bidSteps: fc.integer({ min: 1, max: 5000 }),
  roas: fc.integer({ min: 1, max: 100_000 }),
  spend: fc.constantFrom('none', 'min', 'max', 'both'),
  ads: fc.integer({ min: 1, max: 3 }),
  ageMin: fc.integer({ min: 18, max: 65 }),
  ageMax: fc.integer({ min: 18, max: 65 }),
  gender: fc.constantFrom('all', 'men', 'women'),
  housing: fc.boolean(),
  savedAudience: fc.integer({ min: -3, max: 1 }),
  dayParting: fc.boolean(),
  pick: fc.nat(),
  refusal: fc.constantFrom('none', 'none', 'none', 'instagram', 'politics', 'regional', 'attribution'),
});

/** Ava's Catering: its only Instagram account is personal, so without one an ad cannot show on Instagram. */
const PAGE_WITHOUT_INSTAGRAM = '400102';

/** The case made one the platform would refuse once its ad sets exist, with the field the plan names; new launches
 * with their own audience only (a copy's or a source's category and audience answer other fields first). */
function refusalOf(m: Model, p: LaunchPayload): { payload: LaunchPayload; field: string } | undefined {
  if (m.mode !== 'new' || p.selectedSavedAudienceId || p.isAdCategorized) return undefined;
  if (m.refusal === 'instagram' && p.accountId === 'act_101') {
    return {
      payload: { ...p, facebookPageId: PAGE_WITHOUT_INSTAGRAM, facebookPageName: "Ava's Catering", instagramAccountId: undefined },
      field: 'instagramAccountId',
    };
  }
  if (m.refusal === 'politics' && p.locations.some((l) => l.countryCode === 'DE')) {
    return { payload: { ...p, isAdCategorized: true, adCategory: 'ISSUES_ELECTIONS_POLITICS', adCategoryLocations: p.locations }, field: 'adCategory' };
  }
  // Singapore, Taiwan or Thailand among the locations: their regional identities (sim/README.md#regional-identities).
  if (m.refusal === 'regional') {
    const [code, name] = (
      [
        ['SG', 'Singapore'],
        ['TW', 'Taiwan'],
        ['TH', 'Thailand'],
      ] as const
    )[m.pick % 3]!;
    return { payload: { ...p, locations: [...p.locations, { key: code, name, type: 'country', countryCode: code }] }, field: 'locations' };
  }
  // A window the platform no longer takes (sim/README.md#attribution-windows); a traffic launch sends no window of
  // the buyer's (always 1-day click), so only a conversions launch can ask for one.
  if (m.refusal === 'attribution' && !p.isTrafficCampaign) return { payload: { ...p, attributionSettingId: '28c-1v' }, field: 'attributionSettingId' };
  return undefined;
}

describe(`what the buyer reviews is what the platform gets (${RUNS} random launches)`, () => {
  let stack: Stack;
  const tokens = new Map<string, string>();
  const minimum = new Map<string, number>();
  const counts: Record<string, number> = {};

  beforeAll(async () => {
    // The same few people launch thousands of times in minutes: the per-user limits (docs/limits.md), platform calls
    // included, would refuse what this test is about.
    const unlimited = '1000000';
    stack = await startStack({
      env: { RATE_LIMIT_LAUNCHES: unlimited, RATE_LIMIT_PLANS: unlimited, RATE_LIMIT_REQUESTS: unlimited, RATE_LIMIT_PLATFORM_CALLS: unlimited },
    });
    await raisePageAdLimits(stack);
    for (const user of stack.fx.users) tokens.set(user.id, await signIn(stack, user.name));
    for (const a of stack.fx.adAccounts) {
      const res = await stack.app.inject({ method: 'GET', url: `/facebook/adaccount/current?accountId=${a.id}`, headers: bearer(tokenOf(a.id)) });
      // The minimum of what the launches' ad sets are charged for: impressions, whatever the goal (minimum_budgets).
      minimum.set(a.id, res.json().data.data.minDailyBudgets.impressions);
    }
  }, 120_000);
  afterAll(async () => {
    console.log(`launch model: ${JSON.stringify(counts)}`);
    await stack?.close();
  });

  const userOf = (accountId: string) => stack.fx.users.find((u) => u.adAccountIds.includes(accountId))!;
  const tokenOf = (accountId: string) => tokens.get(userOf(accountId).id)!;
  const currencyOf = (accountId: string) => stack.fx.adAccounts.find((a) => a.id === accountId)!.currency;
  const zeroDecimal = (accountId: string) => currencyOf(accountId) === 'JPY';
  /** A read of the platform's Graph API with the account owner's own token, as Ads Manager would show it. */
  async function graph(accountId: string, path: string, fields: string): Promise<Json> {
    const res = await fetch(`${stack.simUrl}/v25.0/${path}?fields=${fields}&limit=500`, {
      headers: { authorization: `Bearer ${userOf(accountId).accessToken}` },
    });
    return res.json();
  }
  const objects = async (type: string, accountId: string): Promise<Json[]> =>
    ((await (await fetch(`${stack.simUrl}/__sim/objects?type=${type}&accountId=${accountId}`)).json()) as { data: Json[] }).data;

  /** Under an existing campaign budget, the largest bid it covers five times a day (the platform's rule), whole in the
   * account's currency; no ceiling otherwise. */
  const campaignBidCeiling = (accountId: string, campaign: Json | undefined, mode: string, days: number) => {
    const budget = campaign?.daily_budget ?? campaign?.lifetime_budget;
    if (budget === undefined || mode === 'duplicateCampaign') return Number.POSITIVE_INFINITY;
    const unit = zeroDecimal(accountId) ? 100 : 1;
    return Math.floor((Number(budget) * unit) / (5 * days) / unit) * unit;
  };
  /** A whole amount of the account's currency, `steps` of its minimum plus (with cents) a few hundredths. */
  const amount = (accountId: string, steps: number, cents: number) => minimum.get(accountId)! * steps + (zeroDecimal(accountId) ? 0 : cents);

  /** The campaigns a mode may use: website or traffic ones without a special category, seeded or made by earlier cases. */
  async function campaignsOf(accountId: string): Promise<Json[]> {
    return (await objects('campaign', accountId)).filter(
      (c) =>
        ['OUTCOME_SALES', 'OUTCOME_TRAFFIC'].includes(c.objective) &&
        c.status !== 'DELETED' &&
        (c.special_ad_categories ?? []).filter((x: string) => x !== 'NONE').length === 0,
    );
  }

  /** The payloads of a case (several for a Multi Account Launch), or null when the model does not fit the fixtures. */
  async function payloadsOf(m: Model): Promise<LaunchPayload[] | null> {
    const sam = stack.fx.users.find((u) => u.role === 'agency')!.adAccountIds;
    const all = stack.fx.adAccounts.map((a) => a.id);
    const accountId = m.mode === 'multi' || m.mode === 'import' ? sam[m.account % sam.length]! : all[m.account % all.length]!;
    const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + m.startInDays * DAY);
    const end = new Date(start.getTime() + m.days * DAY);
    let traffic = m.traffic;
    let cbo = m.cbo;
    let lifetime = m.lifetime;
    let strategy = m.strategy;
    const extra: Partial<LaunchPayload> = {};
    let campaign: Json | undefined;
    let keptCap = Number.POSITIVE_INFINITY;
    let keptMin = 0;
    if (m.mode === 'existing' || m.mode === 'existingAdSets' || m.mode === 'duplicateCampaign' || m.mode === 'duplicateAdSet') {
      const campaigns = await campaignsOf(accountId);
      const adSets = await objects('adset', accountId);
      const usable = m.mode === 'duplicateAdSet' ? campaigns.filter((c) => adSets.some((s) => s.campaign_id === c.id)) : campaigns;
      campaign = usable[m.pick % usable.length];
      if (!campaign) return null;
      traffic = campaign.objective === 'OUTCOME_TRAFFIC';
      cbo = Boolean(campaign.daily_budget || campaign.lifetime_budget);
      const own = adSets.filter((s) => s.campaign_id === campaign!.id && s.status !== 'DELETED');
      if (m.mode === 'existingAdSets') extra.existingAdsetIdList = own.slice(0, 1 + (m.pick % own.length)).map((s) => s.id);
      if (m.mode === 'duplicateAdSet') {
        const source = own[m.pick % own.length]!;
        extra.duplicateAdsetId = source.id;
        if (!cbo) lifetime = Boolean(source.lifetime_budget);
        // The copy keeps the source's limits the launch does not set: a minimum above its kept cap is refused (400).
        const hundredths = (v: unknown) => Number(v) * (zeroDecimal(accountId) ? 100 : 1);
        keptCap = hundredths(source.daily_spend_cap ?? source.lifetime_spend_cap ?? Number.POSITIVE_INFINITY);
        keptMin = hundredths(source.daily_min_spend_target ?? source.lifetime_min_spend_target ?? 0);
      }
      if (m.mode === 'duplicateCampaign') Object.assign(extra, { duplicateCampaignId: campaign.id, campaignName: campaign.name });
      else Object.assign(extra, { existingCampaignId: campaign.id });
      if (cbo) lifetime = Boolean(campaign.lifetime_budget);
      // An existing campaign's budget sets its ad sets' strategy (a copy's is the buyer's).
      if (cbo && m.mode !== 'duplicateCampaign') strategy = STRATEGY_OF[campaign.bid_strategy ?? 'LOWEST_COST_WITHOUT_CAP'] ?? 'highestVolume';
    }
    if (m.mode === 'import') {
      const from = sam.filter((id) => id !== accountId)[m.pick % (sam.length - 1)]!;
      const source = (await campaignsOf(from)).find((c) => !c.adlabels)!;
      // The import fills the launch from its campaign: its objective too.
      traffic = source.objective === 'OUTCOME_TRAFFIC';
      Object.assign(extra, { isImportedCampaign: true, importedAccountId: from, importedCampaignId: source.id, campaignName: source.name });
      // And it keeps its source's budget type and bid strategy (lib/rules/source-locks.ts): the campaign's under a
      // campaign budget, else its first ad set's as the platform lists them (newest first).
      const first = (await objects('adset', from)).filter((s) => s.campaign_id === source.id).at(-1);
      const sourceCbo = Boolean(source.daily_budget || source.lifetime_budget);
      lifetime = sourceCbo ? Boolean(source.lifetime_budget) : Boolean(first?.lifetime_budget);
      const platform = ((sourceCbo ? source.bid_strategy : first?.bid_strategy) as string | undefined) ?? 'LOWEST_COST_WITHOUT_CAP';
      strategy = platform === 'LOWEST_COST_WITHOUT_CAP' && first?.optimization_goal === 'VALUE' ? 'highestValue' : (STRATEGY_OF[platform] ?? 'highestVolume');
      extra.ads = stack.fx.adImages.filter((i) => i.adAccountId === from).map((i) => ({ imageId: i.hash }));
    }
    if (traffic && (strategy === 'bidCap' || strategy === 'highestValue')) strategy = 'highestVolume';
    const singleAdSet = m.mode === 'existingAdSets' || m.mode === 'duplicateAdSet' || m.single;
    const housing = m.housing && (m.mode === 'new' || m.mode === 'multi');
    // A saved audience is an account's own: each account of a Multi Account Launch names its own.
    const savedOf = (id: string) => (m.savedAudience >= 0 && !housing ? stack.fx.savedAudiences.filter((a) => a.accountId === id)[m.savedAudience] : undefined);
    const dayParting = m.dayParting && lifetime;

    const accounts = m.mode === 'multi' ? [accountId, ...m.others.map((n) => sam[n % sam.length]!)].filter((a, i, list) => list.indexOf(a) === i) : [accountId];
    // A campaign budget too small for the smallest bid (1 unit) five times a day takes no capped ad set at all.
    const capped = strategy === 'costPerResult' || strategy === 'bidCap';
    if (capped && campaignBidCeiling(accountId, campaign, m.mode, lifetime ? m.days : 1) < 100) return null;
    return accounts.map((id, i) => {
      const days = lifetime ? m.days : 1;
      const saved = savedOf(id);
      const usesBid = strategy === 'costPerResult' || strategy === 'bidCap';
      const bid = Math.min(zeroDecimal(id) ? m.bidSteps * 100 : 100 + m.bidSteps, campaignBidCeiling(id, campaign, m.mode, days));
      // A lifetime budget is at least 6 units (the launch check) and the account's minimum for each day; with a cap or
      // cost target, at least five times it a day (the platform's rule: docs/product-rules.md#currencies).
      const budget = Math.max(amount(id, m.budgetSteps[i % 3]! * days, m.cents) + (lifetime ? 600 : 0), usesBid ? 5 * bid * days : 0);
      const country = id === 'act_206' ? 'JP' : stack.fx.adAccounts.find((a) => a.id === id)!.inEu ? 'DE' : 'US';
      const location = { key: country, name: country, type: 'country' as const, countryCode: country };
      const limits = cbo && m.spend !== 'none';
      return demoPayload(stack.fx, id, {
        ads: Array.from({ length: m.ads }, (_, n) => ({ imageId: stack.fx.adImages.filter((a) => a.adAccountId === id)[n % 2]!.hash })),
        useSingleAdset: singleAdSet,
        isCBO: cbo,
        isTrafficCampaign: traffic,
        ...(traffic
          ? { pixelId: undefined, customEventType: undefined, conversionEventId: undefined, conversionEventType: undefined, attributionSettingId: '1c-0v' }
          : {}),
        ...(lifetime ? { dailyBudget: undefined, lifetimeBudget: budget, endTime: end.toISOString() } : { dailyBudget: budget }),
        startTime: start.toISOString(),
        bidStrategy: strategy,
        ...(usesBid ? { bidAmount: bid } : {}),
        // Optional for a new campaign, required in an existing CBO one (docs/product-rules.md#bid-strategy).
        ...(strategy === 'highestValue' && (m.roas % 3 !== 0 || (cbo && campaign && m.mode !== 'duplicateCampaign')) ? { targetRoas: m.roas / 100 } : {}),
        ...(limits && m.spend !== 'max'
          ? { adSetMinimumSpend: Math.min(Math.floor(budget / 10 / 100) * 100 || 100, m.spend === 'both' ? budget : keptCap) }
          : {}),
        ...(limits && m.spend !== 'min' ? { adSetMaximumSpend: m.spend === 'both' ? budget : Math.max(budget, keptMin) } : {}),
        ageMin: housing ? 18 : Math.min(m.ageMin, m.ageMax),
        ageMax: housing ? 65 : Math.max(m.ageMin, m.ageMax),
        genders: housing || m.gender === 'all' ? ['men', 'women'] : [m.gender],
        advantageAudience: false,
        locations: saved ? [] : [location],
        ...(saved ? { selectedSavedAudienceId: saved.id } : {}),
        ...(housing ? { isAdCategorized: true, adCategory: 'HOUSING', adCategoryLocations: [location] } : {}),
        ...(dayParting
          ? { useDayParting: true, dayPartingTimeZone: 'account', dayPartingSchedule: { Mon: [{ start: 9, end: 17 }], Sat: [{ start: 0, end: 24 }] } }
          : {}),
        ...(m.mode === 'multi' ? { bulkAccountId: id } : {}),
        ...extra,
      });
    });
  }

  /** Scalars the simulator answers as strings (budgets) compare as numbers; times as instants; the rest as they are. */
  function expectSent(what: string, params: Record<string, unknown>, sent: Json): void {
    for (const [key, value] of Object.entries(params)) {
      if (key === 'name' || key === 'adlabels') continue;
      const got = sent[key];
      if (key.endsWith('_time')) expect(Date.parse(got), `${what}.${key}`).toBe(Date.parse(String(value)));
      else if (typeof value === 'number') expect(Number(got), `${what}.${key}`).toBe(value);
      else expect(got, `${what}.${key}`).toEqual(value);
    }
  }

  /** The plan's words agree with the buyer's payload: amounts in hundredths of the account's currency. */
  function expectBuyersNumbers(p: LaunchPayload, plan: LaunchPlanAnswer): void {
    const budget = p.lifetimeBudget ?? p.dailyBudget;
    const period = p.lifetimeBudget !== undefined ? 'lifetime' : 'daily';
    const fresh = plan.adSets.filter((s) => s.action !== 'existing');
    if (plan.campaign.action !== 'existing' && p.isCBO) expect(plan.campaign.budget).toEqual({ period, amount: budget });
    for (const s of fresh) {
      if (!p.isCBO) expect(s.budget).toEqual({ period, amount: budget });
      if (p.bidStrategy === 'costPerResult' || p.bidStrategy === 'bidCap') expect(s.bidAmount).toBe(p.bidAmount);
      // A copy keeps the limits the buyer leaves empty: those are checked against the platform below.
      if (p.isCBO && s.action === 'create')
        expect(s.spendLimits).toEqual(
          p.adSetMinimumSpend || p.adSetMaximumSpend ? { min: p.adSetMinimumSpend ?? null, max: p.adSetMaximumSpend ?? null } : null,
        );
      if (p.isCBO && s.action === 'copy') {
        if (p.adSetMinimumSpend) expect(s.spendLimits?.min).toBe(p.adSetMinimumSpend);
        if (p.adSetMaximumSpend) expect(s.spendLimits?.max).toBe(p.adSetMaximumSpend);
      }
      expect(Date.parse(s.startTime!)).toBe(Date.parse(p.startTime));
      if (!p.selectedSavedAudienceId)
        expect(s.targeting).toMatchObject({ ageMin: p.ageMin, ageMax: p.ageMax, genders: p.genders.length === 1 ? p.genders : [] });
    }
    expect(plan.account.currency).toBe(currencyOf(p.accountId));
  }

  /** The buyer's own numbers, in the account currency's unit, on what the launch made or copied. */
  function expectPlatformHasBuyersNumbers(p: LaunchPayload, plan: LaunchPlanAnswer, campaign: Json, adSets: Json[], id: string): void {
    const unit = (hundredths: number) => (zeroDecimal(p.accountId) ? hundredths / 100 : hundredths);
    const budgetKey = p.lifetimeBudget !== undefined ? 'lifetime_budget' : 'daily_budget';
    const budget = unit((p.lifetimeBudget ?? p.dailyBudget)!);
    if (plan.campaign.action !== 'existing' && p.isCBO) expect(Number(campaign[budgetKey]), 'campaign budget').toBe(budget);
    for (const [i, s] of plan.adSets.entries()) {
      if (s.action === 'existing') continue;
      const sent = adSets.find((a) => markedItem(a.adlabels)?.launchId === id && markedItem(a.adlabels)?.itemKey === `adset:${i}`)!;
      if (!p.isCBO) expect(Number(sent[budgetKey]), 'ad set budget').toBe(budget);
      if (p.bidStrategy === 'costPerResult' || p.bidStrategy === 'bidCap') expect(Number(sent.bid_amount), 'bid').toBe(unit(p.bidAmount!));
      expect(Date.parse(sent.start_time), 'start').toBe(Date.parse(p.startTime));
      // What the review says of the ad set's end and spend limits is what it has (a copy's kept ones included).
      expect(sent.end_time ? Date.parse(sent.end_time) : null, 'end').toBe(s.endTime ? Date.parse(s.endTime) : null);
      const limit = (kind: 'min_spend_target' | 'spend_cap') => {
        const value = sent[`daily_${kind}`] ?? sent[`lifetime_${kind}`];
        // The platform's unit back in hundredths, as the review gives amounts.
        return value === undefined ? null : Number(value) * (zeroDecimal(p.accountId) ? 100 : 1);
      };
      expect({ min: limit('min_spend_target'), max: limit('spend_cap') }, 'spend limits').toEqual(s.spendLimits ?? { min: null, max: null });
    }
  }

  it(
    'plans, launches and reads back every field sent',
    async () => {
      await fc.assert(
        fc.asyncProperty(model, async (m) => {
          // Each case on a fresh rate-limit window: the platform's score decays in 300 s.
          await fetch(`${stack.simUrl}/__sim/clock`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ advanceMs: 301_000 }),
          });
          const payloads = await payloadsOf(m);
          if (!payloads) return;
          for (const p of payloads) {
            const token = tokenOf(p.accountId);
            const refusal = refusalOf(m, p);
            if (refusal) {
              // Refused at its field by the review and the launch alike, and nothing made on the platform.
              const before = (await objects('campaign', p.accountId)).length + (await objects('adset', p.accountId)).length;
              for (const url of ['/facebook/adlauncher/plan', '/facebook/adlauncher']) {
                const res = await stack.app.inject({
                  method: 'POST',
                  url: `${url}?accountId=${p.accountId}`,
                  headers: bearer(token),
                  payload: refusal.payload,
                });
                expect(res.statusCode, res.body).toBe(400);
                expect(Object.keys(res.json().fields)).toContain(refusal.field);
              }
              expect((await objects('campaign', p.accountId)).length + (await objects('adset', p.accountId)).length).toBe(before);
              counts[`refused:${refusal.field}`] = (counts[`refused:${refusal.field}`] ?? 0) + 1;
              continue;
            }
            const planned = await stack.app.inject({
              method: 'POST',
              url: `/facebook/adlauncher/plan?accountId=${p.accountId}`,
              headers: bearer(token),
              payload: p,
            });
            expect(planned.statusCode, `${m.mode} ${planned.body}`).toBe(200);
            const plan = planned.json<LaunchPlanAnswer>();
            expectBuyersNumbers(p, plan);
            const res = await stack.app.inject({
              method: 'POST',
              url: `/facebook/adlauncher?accountId=${p.accountId}`,
              headers: bearer(token),
              payload: { ...p, reviewedPlanDigest: plan.digest },
            });
            expect(res.statusCode, res.body).toBe(200);
            const id: string = res.json().campaignLaunchId;
            const status = await runToEnd(stack.deps, id);
            expect(status, JSON.stringify((await launchRecord(stack, token, id)).errors)).toBe('COMPLETED');

            const { campaignId } = await launchRecord(stack, token, id);
            // What the plan sends, and the buyer's amounts and dates wherever the platform may hold them.
            const read = async (path: string, params: Array<Record<string, unknown>>, also: string[]) =>
              graph(p.accountId, path, [...new Set(['id', 'adlabels', ...also, ...params.flatMap((x) => Object.keys(x))])].join(','));
            const campaign = await read(campaignId, [plan.campaign.params], ['daily_budget', 'lifetime_budget']);
            const ours = (o: Json) => markedItem(o.adlabels)?.launchId === id;
            if (plan.campaign.action === 'existing') expect(ours(campaign), 'an existing campaign is left as it is').toBe(false);
            else expectSent('campaign', plan.campaign.params, campaign);
            const adSets = ((
              await read(
                `${campaignId}/adsets`,
                plan.adSets.map((x) => x.params),
                ['daily_budget', 'lifetime_budget', 'bid_amount', 'start_time', 'end_time', ...SPEND_LIMITS],
              )
            ).data ?? []) as Json[];
            plan.adSets.forEach((s, i) => {
              if (s.action === 'existing') return;
              const sent = adSets.find((a) => markedItem(a.adlabels)?.launchId === id && markedItem(a.adlabels)?.itemKey === `adset:${i}`);
              expect(sent, `adSets[${i}] on the platform`).toBeDefined();
              expectSent(`adSets[${i}]`, s.params, sent!);
            });
            expectPlatformHasBuyersNumbers(p, plan, campaign, adSets, id);
            const ads = ((await graph(p.accountId, `${campaignId}/ads`, 'id,adlabels')).data ?? []) as Json[];
            expect(ads.filter((a) => markedItem(a.adlabels)?.launchId === id)).toHaveLength(plan.adCount);
            const key = `${m.mode}/${currencyOf(p.accountId)}/${p.lifetimeBudget ? 'lifetime' : 'daily'}`;
            counts[key] = (counts[key] ?? 0) + 1;
          }
        }),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
    },
    RUNS * 5_000,
  );
});
