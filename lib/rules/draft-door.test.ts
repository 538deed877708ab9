import { describe, expect, it } from 'vitest';
import { money } from './currency';
import { applyDraftAction, type DraftAction } from './draft-door';
import { applyTemplateAction, clearTemplateAction, startCopyAction } from './copy-actions';
import { templateFromDraft } from './templates';
import { account, campaignSource, existingSource, importDetails, importedAdSet, now, usd, validDraft } from './test-fixtures';
import type { ExistingCampaign, LaunchDraft } from './types';
import { validateLaunch } from './validate-launch';

// The door of the draft (draft-door.ts): each action's transition, then the invariants, whatever the action wrote.

const ctx = { account, now };
const act = (draft: LaunchDraft, ...actions: DraftAction[]) => actions.reduce((d, a) => applyDraftAction(d, a, ctx), draft);
const US = { key: 'US', name: 'United States', type: 'country' as const, countryCode: 'US' };
const CA = { key: 'CA', name: 'Canada', type: 'country' as const, countryCode: 'CA' };
/** A template of another launch: Bid Cap $2 on a lifetime budget, CBO on, women 25-40, Canada excluded. */
const bidCapTemplate = {
  ...templateFromDraft(
    validDraft({
      budgetMode: 'lifetime',
      budget: usd(90),
      bidStrategy: 'bidCap',
      bidAmount: usd(2),
      isCBO: true,
      gender: 'women',
      ageMin: 25,
      ageMax: 40,
      excludedLocations: [CA],
      locations: [US],
    }),
    'Bid Cap women',
  ),
  id: 't1',
};
const useTemplate: DraftAction = applyTemplateAction(bidCapTemplate, {});

describe('the draft door', () => {
  it('a Bid Cap template on a Traffic draft leaves a Traffic strategy, and the launch check agrees', () => {
    const traffic = act(validDraft(), { type: 'setObjective', objective: 'traffic' });
    const after = act(traffic, useTemplate);
    expect(after.templateId).toBe('t1');
    expect(after).toMatchObject({ objective: 'traffic', bidStrategy: 'highestVolume', bidAmount: null });
    expect(validateLaunch(after, ctx).bidStrategy).toBeUndefined();
    // A Leads draft keeps Bid Cap, but not Highest Value.
    const leads = act(validDraft(), { type: 'setObjective', objective: 'lead-form' }, useTemplate);
    expect(leads.bidStrategy).toBe('bidCap');
    const value = { ...bidCapTemplate, bidStrategy: 'highestValue' as const, bidAmount: null };
    expect(act(leads, applyTemplateAction(value, {})).bidStrategy).toBe('highestVolume');
  });

  it("a template on an import keeps the source's locked bid strategy and budget type", () => {
    const ctxCopy = { account, countries: [] };
    const imported = act(
      validDraft(),
      startCopyAction(importDetails({ adSets: [importedAdSet('1')] }), { kind: 'import', accountId: 'act_201' }, ctxCopy, null),
    );
    expect(imported).toMatchObject({ bidStrategy: 'costPerResult', budgetMode: 'daily' });
    const after = act(imported, useTemplate);
    expect(after).toMatchObject({ bidStrategy: 'costPerResult', budgetMode: 'daily', bidAmount: usd(2) });
    expect(act(after, clearTemplateAction())).toMatchObject({ bidStrategy: 'costPerResult', budgetMode: 'daily' });
    // The second ad set of campaignSource bids on a lifetime budget: a copy of it keeps lifetime.
    const lifetime = act(
      validDraft(),
      startCopyAction(campaignSource, { kind: 'duplicateAdSet', adSetId: '2' }, ctxCopy, {
        id: '900',
        name: 'Always On',
        isCBO: false,
        budgetType: 'daily',
        budget: null,
        bidStrategy: null,
        bidAmount: null,
      }),
    );
    expect(act(lifetime, applyTemplateAction({ ...bidCapTemplate, budgetMode: 'daily', dailyBudget: usd(20) }, {})).budgetMode).toBe('lifetime');
  });

  it("a template under an existing campaign's locked budget allocation keeps it", () => {
    const abo: ExistingCampaign = { id: 'c1', name: 'ABO', isCBO: false, budgetType: 'daily', budget: null, bidStrategy: null, bidAmount: null };
    const into = act(validDraft(), { type: 'selectExistingCampaign', campaign: abo, adSets: [], currency: 'USD' });
    const after = act(into, useTemplate);
    expect(after.isCBO).toBe(false);
    expect(validateLaunch(after, ctx).isCBO).toBeUndefined();
    const cbo: ExistingCampaign = { ...abo, isCBO: true, budget: usd(50), bidStrategy: 'LOWEST_COST_WITHOUT_CAP' };
    const underCbo = act(validDraft(), { type: 'selectExistingCampaign', campaign: cbo, adSets: [], currency: 'USD' }, useTemplate);
    expect(underCbo).toMatchObject({ isCBO: true, budgetMode: 'daily', budget: usd(50), bidStrategy: 'highestVolume' });
    expect(underCbo.source).toEqual(existingSource(cbo));
  });

  it("a Housing draft after a template has the category's ages, gender and no excluded locations", () => {
    const housing = act(validDraft(), { type: 'setSpecialCategory', on: true, category: 'HOUSING' }, useTemplate);
    expect(housing).toMatchObject({ ageMin: 18, ageMax: 65, gender: 'all', excludedLocations: [] });
    const off = act(housing, { type: 'setSpecialCategory', on: false, category: null }, useTemplate);
    expect(off).toMatchObject({ ageMin: 25, ageMax: 40, gender: 'women', excludedLocations: [CA], adCategoryLocations: [] });
  });

  it('an edit that writes past a transition is put right, and an amount in another currency is asked for again', () => {
    const traffic = act(validDraft(), { type: 'setObjective', objective: 'traffic' });
    expect(act(traffic, { type: 'edit', name: 'raw', change: (d) => ({ ...d, bidStrategy: 'bidCap' }) }).bidStrategy).toBe('highestVolume');
    const euros = act(validDraft(), { type: 'edit', name: 'raw', change: (d) => ({ ...d, budget: money(500, 'EUR') }) });
    expect(euros.budget).toBeNull();
    const saved = act(validDraft({ advantageAudience: true }), { type: 'edit', name: 'raw', change: (d) => ({ ...d, savedAudience: { id: '1', name: 'S' } }) });
    expect(saved.advantageAudience).toBe(false);
  });

  it('an action that changes nothing returns the same draft', () => {
    const draft = validDraft();
    expect(act(draft, { type: 'edit', name: 'none', change: (d) => ({ ...d }) })).toBe(draft);
  });
});
