import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../../lib/contract/templates';
import { startCopy, type CampaignCopyMode } from '../../lib/rules/campaign-prefill';
import { money } from '../../lib/rules/currency';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { leaveSource } from '../../lib/rules/launch-source';
import { buildLaunchPayload } from '../../lib/rules/payload';
import { applyTemplate, templateAmountsNotice, templateFromDraft } from '../../lib/rules/templates';
import type { LaunchDraft } from '../../lib/rules/types';
import { validateLaunch } from '../../lib/rules/validate-launch';
import { forAnotherAccount } from '../../components/launch-dialog/reconcile-draft';
import { COUNTRIES } from '../../components/launch-dialog/countries';
import { bearer, raisePageAdLimits, signIn, startStack, type Stack } from '../integration/harness';
import { launchRecord, markedObjects, runToEnd } from '../integration/launch-kit';
import { bulkCase, bulkIntentArb, type BulkIntent } from './intent-bulk';
import { buildWorld, comparable, detailsOf, expectedTargeting, platformUnit, readObject, type AccountWorld, type Edits } from './intent-kit';

// The buyer's intent, as a model (docs/campaign-modes.md, docs/templates.md#currencies): each case starts from a source
// (a template saved in one account, an ad set with rich targeting, its campaign, a HOUSING campaign of another
// account), from the buyer's own draft, or from that draft sent to several agency accounts across currencies and time
// zones (a Multi Account Launch: intent-bulk.ts), goes through the side panel's rules as the buyer does (the account switch,
// the prefill, edits, leaving the copy), launches through the API, and reads back from the simulator that every field
// is the source's or the buyer's edit, in the account currency's unit, and that nothing of a source reaches the next
// launch. MODEL_RUNS sets the number of cases (npm test: 200; npm run fuzz: 3,000).

const RUNS = Number(process.env.MODEL_RUNS ?? 200);
const ACCOUNTS = ['act_101', 'act_201', 'act_202', 'act_204', 'act_206'];
const AGENCY = ACCOUNTS.slice(1);
type Kind = 'new' | 'template' | 'duplicateAdSet' | 'duplicateCampaign' | 'import' | 'bulk';
type Json = Record<string, unknown>;

interface Case {
  kind: Kind;
  from: number;
  to: number;
  edits: Edits;
  /** What the buyer types where an amount was cleared, as multiples of the account's minimum a day. */
  buyerSteps: number;
  /** A Multi Account Launch's accounts, budgets, limits, audiences and start (kind 'bulk'). */
  bulk: BulkIntent;
}

const editsArb: fc.Arbitrary<Edits> = fc.record({
  ageMin: fc.option(fc.integer({ min: 18, max: 50 }), { nil: null }),
  gender: fc.constantFrom<Edits['gender']>(null, 'men', 'women'),
  dropCity: fc.boolean(),
  advantagePlacement: fc.boolean(),
  wifiOff: fc.boolean(),
  budgetSteps: fc.option(fc.integer({ min: 20, max: 90 }), { nil: null }),
});
const caseArb: fc.Arbitrary<Case> = fc.record({
  kind: fc.constantFrom<Kind>('new', 'template', 'duplicateAdSet', 'duplicateCampaign', 'import', 'bulk'),
  from: fc.nat(),
  to: fc.nat(),
  edits: editsArb,
  buyerSteps: fc.integer({ min: 10, max: 60 }),
  bulk: bulkIntentArb,
});

describe(`the platform has the buyer's intent (${RUNS} cases)`, () => {
  let stack: Stack;
  let world: Map<string, AccountWorld>;
  const counts: Record<string, number> = {};
  /** The buyer's own draft, carried from case to case as the side panel keeps it, and the account it is in. */
  let own: LaunchDraft;
  let ownAt: AccountWorld;
  let launches = 0;

  beforeAll(async () => {
    const unlimited = '1000000';
    stack = await startStack({
      env: { RATE_LIMIT_LAUNCHES: unlimited, RATE_LIMIT_PLANS: unlimited, RATE_LIMIT_REQUESTS: unlimited, RATE_LIMIT_PLATFORM_CALLS: unlimited },
    });
    const tokens = new Map<string, string>();
    await raisePageAdLimits(stack);
    for (const user of stack.fx.users) tokens.set(user.id, await signIn(stack, user.name));
    world = await buildWorld(stack, tokens, ACCOUNTS);
    ownAt = world.get('act_101')!;
    own = { ...createDefaultDraft(ownAt.context, new Date()), destinationUrl: 'https://buyer.example/own', adSetName: '', campaignName: 'My own' };
  }, 180_000);
  afterAll(async () => {
    console.log(`intent model: ${JSON.stringify(counts)}`);
    await stack?.close();
  });

  /** The buyer's draft in `w`'s account: Ads Manager switched it there (the account switch's rule), its assets its. */
  function ownIn(w: AccountWorld, buyerSteps: number): LaunchDraft {
    const moved = forAnotherAccount(own, ownAt.context.currency === w.context.currency);
    const min = w.context.minDailyBudget ?? 100;
    const usesBid = moved.bidStrategy === 'costPerResult' || moved.bidStrategy === 'bidCap';
    return {
      ...moved,
      startTime: createDefaultDraft(w.context, new Date()).startTime,
      page: w.pages[0]!,
      pixel: w.pixels[0]!,
      conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
      // A cleared budget or bid is typed again, in this account's currency.
      budget: moved.budget ?? money(min * buyerSteps, w.context.currency),
      bidAmount: moved.bidAmount ?? (usesBid ? money(min * 2, w.context.currency) : null),
    };
  }

  /** A Step 2 edit of each field the model changes, as the panel's controls write them. */
  function edited(d: LaunchDraft, e: Edits, w: AccountWorld): LaunchDraft {
    const min = w.context.minDailyBudget ?? 100;
    return {
      ...d,
      ...(e.ageMin !== null ? { ageMin: Math.min(e.ageMin, d.ageMax) } : {}),
      ...(e.gender ? { gender: e.gender } : {}),
      ...(e.dropCity ? { locations: d.locations.slice(0, 1) } : {}),
      ...(e.advantagePlacement ? { advantagePlacement: true } : {}),
      ...(e.wifiOff ? { wifiOnly: false } : {}),
      ...(e.budgetSteps !== null ? { budget: money(min * e.budgetSteps, w.context.currency) } : {}),
    };
  }

  async function launchDraft(w: AccountWorld, draft: LaunchDraft, ads: Array<{ imageId: string }>): Promise<string> {
    expect(validateLaunch(draft, { now: new Date(), account: w.context })).toEqual({});
    const payload = buildLaunchPayload(draft, { account: w.context, ads });
    const res = await stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${w.context.id}`, headers: bearer(w.token), payload });
    expect(res.statusCode, res.body).toBe(200);
    const id: string = res.json().campaignLaunchId;
    const status = await runToEnd(stack.deps, id);
    expect(status, JSON.stringify((await launchRecord(stack, w.token, id)).errors)).toBe('COMPLETED');
    launches += 1;
    return id;
  }

  const adSetOf = async (w: AccountWorld, id: string) =>
    readObject(
      stack,
      w,
      (await markedObjects(stack, 'adset', id))[0]!.id as string,
      'targeting,bid_strategy,bid_constraints,bid_amount,daily_budget,attribution_spec,optimization_goal,name',
    );
  const campaignOf = async (w: AccountWorld, id: string) =>
    readObject(stack, w, (await launchRecord(stack, w.token, id)).campaignId as string, 'name,objective,special_ad_categories,special_ad_category_country');

  /** A copy of the rich ad set (or of its campaign) with the buyer's edits: the source's targeting, bid and attribution. */
  async function copyCase(w: AccountWorld, c: Case, base: LaunchDraft, kind: 'duplicateAdSet' | 'duplicateCampaign'): Promise<LaunchDraft> {
    const details = await detailsOf(stack, w, w.campaignId, kind === 'duplicateAdSet' ? w.richAdSetId : undefined);
    const mode: CampaignCopyMode = kind === 'duplicateAdSet' ? { kind, adSetId: w.richAdSetId } : { kind };
    const campaign = {
      id: w.campaignId,
      name: details.campaign.name,
      isCBO: false,
      budgetType: 'daily' as const,
      budget: null,
      bidStrategy: null,
      bidAmount: null,
    };
    const start =
      kind === 'duplicateAdSet' ? { ...base, source: { kind: 'existing' as const, campaign, adSetIds: [w.richAdSetId], createNewAdSets: false } } : base;
    const draft = edited(startCopy(start, details, mode, { account: w.context, countries: COUNTRIES, pages: w.pages, pixels: w.pixels }, campaign), c.edits, w);
    const id = await launchDraft(w, draft, [{ imageId: w.image }]);
    // A duplicated campaign's new ad sets take its first ad set's settings (a copy of the rich one may be first by now).
    const source = kind === 'duplicateAdSet' ? details.adSets.find((a) => a.id === w.richAdSetId)! : details.adSets[0]!;
    const adSet = await adSetOf(w, id);
    expect(comparable(adSet.targeting as Json), 'targeting').toEqual(comparable(expectedTargeting(source.targeting.raw, c.edits)));
    const budget = c.edits.budgetSteps !== null ? (w.context.minDailyBudget ?? 100) * c.edits.budgetSteps : source.dailyBudget!;
    expect(Number(adSet.daily_budget), 'budget').toBe(platformUnit(w, budget));
    expect(adSet).toMatchObject({
      bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS',
      bid_constraints: { roas_average_floor: source.roasAverageFloor },
      optimization_goal: 'VALUE',
    });
    expect(adSet.attribution_spec, 'attribution').toEqual(source.attributionSpec);
    if (kind === 'duplicateCampaign') expect((await campaignOf(w, id)).name).toBe(`[COPY] ${details.campaign.name}`);
    else expect(adSet.name).toBe(`[COPY] ${source.name}`);
    return draft;
  }

  /** A HOUSING campaign of another account imported: its category and country, its targeting, its budget in its currency. */
  async function importCase(from: AccountWorld, to: AccountWorld, c: Case, base: LaunchDraft): Promise<LaunchDraft> {
    const details = await detailsOf(stack, from, from.housingId!);
    const prefilled = startCopy(
      base,
      details,
      { kind: 'import', accountId: from.context.id },
      { account: to.context, countries: COUNTRIES, pages: to.pages, pixels: to.pixels },
      null,
    );
    const sameCurrency = from.context.currency === to.context.currency;
    // The source's page is asked for where this account lacks it; amounts in another currency are typed again.
    const typed = money((to.context.minDailyBudget ?? 100) * c.buyerSteps, to.context.currency);
    const draft = { ...prefilled, page: prefilled.page ?? to.pages[0]!, budget: prefilled.budget ?? typed };
    expect(draft.budget).toEqual(sameCurrency ? money(details.adSets[0]!.dailyBudget!, to.context.currency) : typed);
    const id = await launchDraft(to, draft, [{ imageId: from.image }]);
    expect(await campaignOf(to, id)).toMatchObject({ special_ad_categories: ['HOUSING'], special_ad_category_country: ['US'], objective: 'OUTCOME_TRAFFIC' });
    const adSet = await adSetOf(to, id);
    expect(adSet.targeting).toMatchObject({ geo_locations: { countries: ['US'] }, age_min: 18, age_max: 65 });
    expect(Number(adSet.daily_budget), 'budget').toBe(platformUnit(to, draft.budget!.hundredths));
    return draft;
  }

  /** A template saved in `from`'s account, applied in `to`'s: its targeting, its amounts only in their own currency. */
  async function templateCase(from: AccountWorld, to: AccountWorld, c: Case, base: LaunchDraft): Promise<LaunchDraft> {
    const minFrom = from.context.minDailyBudget ?? 100;
    const saved = {
      ...base,
      budget: money(minFrom * 40, from.context.currency),
      bidStrategy: 'costPerResult' as const,
      bidAmount: money(minFrom * 2, from.context.currency),
    };
    const { id: _id, ...fields } = templateFromDraft(edited(saved, { ...c.edits, budgetSteps: null, dropCity: false }, from), `Intent ${launches}`);
    const created = await stack.app.inject({ method: 'POST', url: '/campaign-templates', headers: bearer(from.token), payload: fields });
    expect(created.statusCode, created.body).toBe(200);
    const template: Template = created.json().data;
    // A user keeps at most 200 templates (docs/limits.md): this one goes once read.
    await stack.app.inject({ method: 'DELETE', url: `/campaign-templates/${template.id}`, headers: bearer(from.token) });
    // The template's assets as the account has them (its pixel's events: the standard ones).
    const events = [{ id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' as const }];
    const applied = applyTemplate(base, template, { pages: to.pages, pixels: to.pixels, conversionEvents: events }, to.context.currency);
    const cleared = templateAmountsNotice(template, to.context.currency) !== null;
    expect(cleared).toBe(from.context.currency !== to.context.currency);
    const typed = (steps: number) => money((to.context.minDailyBudget ?? 100) * steps, to.context.currency);
    // The buyer types an amount where the field is empty, as the panel asks.
    expect([applied.budget === null, applied.bidAmount === null]).toEqual([cleared, cleared]);
    const draft = { ...applied, budget: applied.budget ?? typed(c.buyerSteps), bidAmount: applied.bidAmount ?? typed(2) };
    const id = await launchDraft(to, { ...draft, page: to.pages[0]!, pixel: to.pixels[0]! }, [{ imageId: to.image }]);
    const adSet = await adSetOf(to, id);
    // In the template's own currency, its amounts; in another, the buyer's.
    if (!cleared) expect([draft.budget, draft.bidAmount]).toEqual([template.dailyBudget, template.bidAmount]);
    expect(Number(adSet.daily_budget), 'budget').toBe(platformUnit(to, draft.budget!.hundredths));
    expect(Number(adSet.bid_amount), 'bid').toBe(platformUnit(to, draft.bidAmount!.hundredths));
    expect(adSet.bid_strategy).toBe('COST_CAP');
    expect(adSet.targeting).toMatchObject({ age_min: template.ageMin, age_max: template.ageMax });
    expect((adSet.targeting as Json).genders).toEqual(template.gender === 'all' ? undefined : [template.gender === 'men' ? 1 : 2]);
    return draft;
  }

  it(
    'launches from every kind of source and reads back the source or the buyer, field by field',
    async () => {
      await fc.assert(
        fc.asyncProperty(caseArb, async (c) => {
          await fetch(`${stack.simUrl}/__sim/clock`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ advanceMs: 301_000 }),
          });
          const pool = c.kind === 'import' || c.kind === 'template' || c.kind === 'bulk' ? AGENCY : ACCOUNTS;
          const from = world.get(pool[c.from % pool.length]!)!;
          let to = c.kind === 'import' || c.kind === 'template' ? world.get(pool[c.to % pool.length]!)! : from;
          if (c.kind === 'import' && to === from) to = world.get(pool[(c.to + 1) % pool.length]!)!;
          const base = ownIn(to, c.buyerSteps);
          const before = { destinationUrl: base.destinationUrl, campaignName: base.campaignName, adSetName: base.adSetName, budget: base.budget };
          let draft: LaunchDraft;
          if (c.kind === 'new') {
            draft = base;
            const id = await launchDraft(to, draft, [{ imageId: to.image }]);
            // Nothing of an earlier source: the buyer's own name, link and budget.
            const campaign = await campaignOf(to, id);
            expect(campaign.name).toBe('My own');
            const ad = (await markedObjects(stack, 'ad', id))[0]!;
            const creative = await readObject(stack, to, (ad.creative as { id: string }).id, 'object_story_spec');
            expect((creative.object_story_spec as { link_data: Json }).link_data.link).toBe('https://buyer.example/own');
            expect(Number((await adSetOf(to, id)).daily_budget)).toBe(platformUnit(to, base.budget!.hundredths));
          } else if (c.kind === 'bulk') draft = await bulkCase(stack, world, to, AGENCY, c.bulk, base, c.buyerSteps);
          else if (c.kind === 'template') draft = await templateCase(from, to, c, base);
          else if (c.kind === 'import') draft = await importCase(from, to, c, base);
          else draft = await copyCase(to, c, base, c.kind);
          // Leaving the copy (Stop duplicating, closing, Launch New Campaign) leaves the buyer's own values.
          own = leaveSource(draft);
          if (c.kind !== 'template' && c.kind !== 'new')
            expect({ destinationUrl: own.destinationUrl, campaignName: own.campaignName, adSetName: own.adSetName, budget: own.budget }).toEqual(before);
          ownAt = to;
          const key = `${c.kind}/${to.context.currency}`;
          counts[key] = (counts[key] ?? 0) + 1;
        }),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
    },
    RUNS * 8_000,
  );
});
