import { describe, expect, it } from 'vitest';
import { buildLaunchPayload, money } from '../../lib/rules';
import { account } from '../../lib/rules/test-fixtures';
import { budgetLine, specialCategoryLine, targetingRows } from './plan-rows';
import { launchableDraft, planAnswer } from './review-fixtures';

// A lifetime budget is an amount over the dates it is sent with; a copy's is its source's amount over the draft's own
// dates (docs/campaign-modes.md#a-copys-schedule), so the review says what it makes a day.

const week = { startTime: '2026-12-01T05:00:00.000Z', endTime: '2026-12-08T05:00:00.000Z' };

describe('the review shows a lifetime budget with its pace a day', () => {
  it.each([
    ['USD, per ad set', account, false, 70_000, '$700.00 lifetime ($100.00 a day over 7 days) per ad set'],
    ['JPY, campaign budget', { ...account, currency: 'JPY' }, true, 7_000_000, '¥70,000 lifetime (¥10,000 a day over 7 days) campaign budget'],
  ] as const)('%s', (_name, acct, isCBO, hundredths, line) => {
    const draft = launchableDraft(acct, { ...week, isCBO, budgetMode: 'lifetime', budget: money(hundredths, acct.currency) });
    const payload = buildLaunchPayload(draft, { account: acct, ads: [{ imageId: 'a' }] });
    const plan = planAnswer(payload, acct);
    const answered = isCBO ? { ...plan, campaign: { ...plan.campaign, budget: { period: 'lifetime' as const, amount: hundredths } } } : plan;
    expect(budgetLine(answered)).toBe(line);
  });

  it('a daily budget has no pace to show', () => {
    const draft = launchableDraft(account, { ...week, budgetMode: 'daily', budget: money(5_000, 'USD'), isCBO: false });
    expect(budgetLine(planAnswer(buildLaunchPayload(draft, { account, ads: [{ imageId: 'a' }] }), account))).toBe('$50.00 daily per ad set');
  });
});

describe('the review names the special ad category and where it applies', () => {
  const plan = planAnswer(buildLaunchPayload(launchableDraft(account), { account, ads: [{ imageId: 'a' }] }), account);
  it("as the platform will have them: a copy keeps its source's", () => {
    const housing = { ...plan, campaign: { ...plan.campaign, specialAdCategories: ['HOUSING' as const], specialAdCategoryCountries: ['US', 'CA'] } };
    expect(specialCategoryLine(housing)).toBe('Housing, in US, CA');
    expect(specialCategoryLine(plan)).toBeNull();
  });
});

describe('the review names the audiences it sends', () => {
  it('included and excluded audiences by the names the draft has for them, never their ids', () => {
    const draft = launchableDraft(account, {
      customAudiences: [{ id: '120210001000081', name: 'Website visitors 30d' }],
      excludedAudiences: [{ id: '120210001000088', name: 'Customer list' }],
    });
    const plan = planAnswer(buildLaunchPayload(draft, { account, ads: [{ imageId: 'a' }] }), account);
    const rows = Object.fromEntries(targetingRows(plan, draft));
    expect([rows.Audiences, rows['Excluded audiences']]).toEqual(['Website visitors 30d', 'Customer list']);
  });
});
