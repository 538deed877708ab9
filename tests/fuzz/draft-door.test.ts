import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImportDetails } from '../../lib/contract/campaigns';
import { money } from '../../lib/rules/currency';
import { applyDraftAction, type DraftAction } from '../../lib/rules/draft-door';
import { applyTemplateAction, clearTemplateAction, startCopyAction } from '../../lib/rules/copy-actions';
import { categoryMessages, draftRestrictedLabel } from '../../lib/rules/special-category';
import { sourceLocks } from '../../lib/rules/source-locks';
import { setAgeRange } from '../../lib/rules/targeting';
import { templateFromDraft, type SavedTemplate } from '../../lib/rules/templates';
import { account, importDetails, importedAdSet, now, usd, validDraft } from '../../lib/rules/test-fixtures';
import {
  allowedBidStrategies,
  setBidStrategy,
  setBudgetMode,
  setCampaignBudget,
  setExistingCampaignMode,
  setNewCampaign,
  setShopEnabled,
} from '../../lib/rules/transitions';
import type { AdCategory, BidStrategy, ExistingCampaign, LaunchDraft, Objective } from '../../lib/rules/types';
import { launchChecks } from '../../lib/rules/validate-launch';

// The draft's door (lib/rules/draft-door.ts) under random sequences of what a buyer does: templates of other accounts
// and objectives applied and cleared, objective changes, special categories on and off, imports, duplicates, existing
// campaigns, account switches and field edits. After every action the launch check has nothing to say of the
// objective's strategies, what the source locks or a category's targeting; a locked field is the source's (and no
// action but one that changes the source moves it); every select shows a value it offers. DOOR_RUNS sets the number of
// sequences (npm test: 200).

const RUNS = Number(process.env.DOOR_RUNS ?? 200);
const ctx = { account, now };
const STRATEGIES: BidStrategy[] = ['highestVolume', 'costPerResult', 'bidCap', 'highestValue'];
const OBJECTIVES: Objective[] = ['website-conversions', 'lead-form', 'traffic'];
const CATEGORIES: AdCategory[] = ['HOUSING', 'EMPLOYMENT', 'FINANCIAL_PRODUCTS_SERVICES', 'ISSUES_ELECTIONS_POLITICS'];
const PLATFORM_STRATEGIES = ['LOWEST_COST_WITHOUT_CAP', 'COST_CAP', 'LOWEST_COST_WITH_BID_CAP', 'LOWEST_COST_WITH_MIN_ROAS', null];
const CA = { key: 'CA', name: 'Canada', type: 'country' as const, countryCode: 'CA' };

/** A template saved in any account and objective: its amounts in US dollars or euros. */
const template: fc.Arbitrary<SavedTemplate> = fc
  .record({
    bidStrategy: fc.constantFrom(...STRATEGIES),
    lifetime: fc.boolean(),
    isCBO: fc.boolean(),
    euros: fc.boolean(),
    ageMin: fc.integer({ min: 18, max: 40 }),
    ageMax: fc.integer({ min: 41, max: 65 }),
    gender: fc.constantFrom('all' as const, 'men' as const, 'women' as const),
    excluded: fc.boolean(),
    advantageAudience: fc.boolean(),
    dayParting: fc.boolean(),
    n: fc.nat({ max: 99 }),
  })
  .map((t) => {
    const amount = (units: number) => (t.euros ? money(units * 100, 'EUR') : usd(units));
    const draft = validDraft({
      bidStrategy: t.bidStrategy,
      bidAmount: t.bidStrategy === 'bidCap' || t.bidStrategy === 'costPerResult' ? amount(2) : null,
      budgetMode: t.lifetime ? 'lifetime' : 'daily',
      budget: amount(t.lifetime ? 90 : 20),
      isCBO: t.isCBO,
      ageMin: t.ageMin,
      ageMax: t.ageMax,
      gender: t.gender,
      excludedLocations: t.excluded ? [CA] : [],
      advantageAudience: t.advantageAudience,
      useDayParting: t.dayParting,
    });
    return { ...templateFromDraft(draft, `T${t.n}`), id: `t${t.n}` };
  });

/** A campaign read for a copy: any objective, allocation, strategy and budget type. */
const details: fc.Arbitrary<ImportDetails> = fc
  .record({
    objective: fc.constantFrom('OUTCOME_SALES', 'OUTCOME_LEADS', 'OUTCOME_TRAFFIC'),
    isCBO: fc.boolean(),
    lifetime: fc.boolean(),
    strategy: fc.constantFrom(...PLATFORM_STRATEGIES),
    category: fc.constantFrom<string[]>([], ['HOUSING'], ['EMPLOYMENT']),
  })
  .map((d) => {
    const base = importDetails();
    const adSet = importedAdSet('1', {
      bidStrategy: d.strategy,
      dailyBudget: d.lifetime ? null : 4000,
      lifetimeBudget: d.lifetime ? 90000 : null,
    });
    return importDetails({
      campaign: {
        ...base.campaign,
        objective: d.objective,
        isCBO: d.isCBO,
        budgetType: d.lifetime ? 'lifetime' : 'daily',
        budget: d.isCBO ? 5000 : null,
        bidStrategy: d.isCBO ? d.strategy : null,
        specialAdCategories: d.category,
        specialAdCategoryCountries: d.category.length > 0 ? ['US'] : [],
      },
      adSets: [adSet],
    });
  });

const existing: fc.Arbitrary<ExistingCampaign> = fc
  .record({ isCBO: fc.boolean(), lifetime: fc.boolean(), strategy: fc.constantFrom(...PLATFORM_STRATEGIES) })
  .map((c) => ({
    id: 'c1',
    name: 'Existing',
    isCBO: c.isCBO,
    budgetType: c.lifetime ? 'lifetime' : 'daily',
    budget: c.isCBO ? usd(c.lifetime ? 500 : 50) : null,
    bidStrategy: c.strategy,
    bidAmount: null,
  }));

const edit = (name: string, change: (d: LaunchDraft) => LaunchDraft): DraftAction => ({ type: 'edit', name, change });
const copyContext = { account, countries: [] };

const action: fc.Arbitrary<DraftAction> = fc.oneof(
  template.map((t): DraftAction => applyTemplateAction(t, {})),
  fc.constant<DraftAction>(clearTemplateAction()),
  fc.constantFrom(...OBJECTIVES).map((objective): DraftAction => ({ type: 'setObjective', objective })),
  fc.boolean().map((on) => edit('shopEnabled', (d) => setShopEnabled(d, on))),
  fc
    .tuple(fc.boolean(), fc.constantFrom(...CATEGORIES))
    .map(([on, category]): DraftAction => ({ type: 'setSpecialCategory', on, category: on ? category : null })),
  details.map((d): DraftAction => startCopyAction(d, { kind: 'import', accountId: 'act_201' }, copyContext, null)),
  details.map((d): DraftAction => startCopyAction(d, { kind: 'duplicateCampaign' }, copyContext, null)),
  fc.tuple(details, existing).map(([d, campaign]): DraftAction => startCopyAction(d, { kind: 'duplicateAdSet', adSetId: '1' }, copyContext, campaign)),
  existing.map((campaign): DraftAction => ({ type: 'selectExistingCampaign', campaign, adSets: [], currency: 'USD' })),
  fc.constant<DraftAction>({ type: 'leaveCopy' }),
  fc.constant(edit('newCampaign', setNewCampaign)),
  fc.constant(edit('existingCampaignMode', setExistingCampaignMode)),
  fc.boolean().map((sameCurrency): DraftAction => ({ type: 'switchAccount', sameCurrency })),
  // Field edits, as the controls make them (a control the rules disable is not offered, but the door holds anyway).
  fc.constantFrom(...STRATEGIES).map((s) => edit('bidStrategy', (d) => setBidStrategy(d, s))),
  fc.constantFrom('daily' as const, 'lifetime' as const).map((m) => edit('budgetMode', (d) => setBudgetMode(d, m, account))),
  fc.boolean().map((on) => edit('isCBO', (d) => setCampaignBudget(d, on))),
  fc.tuple(fc.integer({ min: 18, max: 65 }), fc.integer({ min: 18, max: 65 })).map(([a, b]) => edit('ages', (d) => setAgeRange(d, a, b))),
  fc.constantFrom('all' as const, 'men' as const, 'women' as const).map((gender) => edit('gender', (d) => ({ ...d, gender }))),
  fc.boolean().map((on) => edit('excludedLocations', (d) => ({ ...d, excludedLocations: on ? [CA] : [] }))),
);

/** The checks of what the door holds, and the targeting messages of a restricted category. */
const held = launchChecks.filter((c) => c.name === 'objectiveBidStrategy' || c.name === 'sourceLocks');
function heldErrors(draft: LaunchDraft): string[] {
  const out = held.flatMap(({ name, check }) => Object.values(check(draft, ctx)).flatMap((m) => (m ?? []).map((x) => `${name}: ${x}`)));
  const label = draftRestrictedLabel(draft);
  if (!label) return out;
  const targeting = launchChecks.find((c) => c.name === 'targeting')!.check(draft, ctx);
  const category = [categoryMessages.age(label), categoryMessages.gender(label), categoryMessages.excluded(label)];
  return [...out, ...Object.values(targeting).flatMap((m) => (m ?? []).filter((x) => category.includes(x)))];
}

/** Step 2's selects show a value they offer: the strategy one of the objective's (or the campaign's it is locked to). */
function selectProblems(draft: LaunchDraft): string[] {
  const problems: string[] = [];
  const shop = draft.objective === 'website-conversions' && draft.shopEnabled;
  const locked = sourceLocks(draft).bidStrategies ?? [];
  if (!allowedBidStrategies(draft.objective, shop).includes(draft.bidStrategy) && !locked.includes(draft.bidStrategy)) {
    problems.push(`bidStrategy ${draft.bidStrategy} not offered for ${draft.objective}${shop ? ' + shop' : ''}`);
  }
  if (!['daily', 'lifetime'].includes(draft.budgetMode)) problems.push(`budgetMode ${draft.budgetMode}`);
  if (draft.adCategory !== null && !CATEGORIES.includes(draft.adCategory)) problems.push(`adCategory ${draft.adCategory}`);
  return problems;
}

/** What a source locks, as the draft has it: equal to the source's. */
function lockProblems(draft: LaunchDraft): string[] {
  const locks = sourceLocks(draft);
  const problems: string[] = [];
  if (locks.isCBO !== undefined && locks.isCBO !== draft.isCBO) problems.push(`isCBO ${draft.isCBO}, locked ${locks.isCBO}`);
  if (locks.budgetMode !== undefined && locks.budgetMode !== draft.budgetMode) problems.push(`budgetMode ${draft.budgetMode}, locked ${locks.budgetMode}`);
  if (locks.bidStrategies && !locks.bidStrategies.includes(draft.bidStrategy)) problems.push(`bidStrategy ${draft.bidStrategy}, locked ${locks.bidStrategies}`);
  return problems;
}

/** Actions that may change the source, and with it what is locked. */
const CHANGES_SOURCE = new Set(['startCopy', 'leaveCopy', 'selectExistingCampaign', 'switchAccount', 'setObjective', 'clearTemplate']);
const movesSource = (a: DraftAction) => CHANGES_SOURCE.has(a.type) || (a.type === 'edit' && (a.name === 'newCampaign' || a.name === 'existingCampaignMode'));

describe(`the draft's door holds its invariants (${RUNS} sequences)`, () => {
  it(
    'no action sequence leaves a draft the launch check refuses for a lock, an objective or a category, or a select showing what it does not offer',
    () => {
      fc.assert(
        fc.property(fc.array(action, { minLength: 1, maxLength: 12 }), (actions) => {
          let draft = validDraft();
          for (const [i, a] of actions.entries()) {
            const before = draft;
            draft = applyDraftAction(draft, a, ctx);
            const where = `after action ${i} (${a.type}${a.type === 'edit' ? ` ${a.name}` : ''})`;
            expect(heldErrors(draft), where).toEqual([]);
            expect(lockProblems(draft), where).toEqual([]);
            expect(selectProblems(draft), where).toEqual([]);
            if (!movesSource(a) && before.source === draft.source) {
              const locks = sourceLocks(before);
              for (const field of ['isCBO', 'budgetMode'] as const) {
                if (locks[field] !== undefined) expect(draft[field], `${where}: locked ${field}`).toBe(before[field]);
              }
              if (locks.bidStrategies && before.objective === draft.objective && before.shopEnabled === draft.shopEnabled) {
                expect(draft.bidStrategy, `${where}: locked bidStrategy`).toBe(before.bidStrategy);
              }
            }
          }
        }),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
    },
    RUNS * 100,
  );
});
