import type { LaunchPlanAnswer, PlanAdSet, PlanBudget } from '../../lib/contract/launch-plan';
import { reviewMessages } from '../../lib/rules/messages';
import { AD_CATEGORY_LABELS, ageRangeLabel, BID_STRATEGY_LABELS, formatMoney, scheduleDays, type BulkEstimate, type LaunchDraft } from '../../lib/rules';

// The lines of Review Launch Details, read from the plan the API answered (docs/product-rules.md#review-and-confirm):
// every amount, date and targeting line is what the platform will get, in the account's currency and time zone. The
// draft only gives names the plan holds as ids (pages, audiences).

export type Rows = Array<[string, string]>;

const GENDER = { men: 'Men', women: 'Women' } as const;
const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : 'None');

/** The ad set whose settings the review shows: the first the launch makes or copies (all share their settings). */
export const shownAdSet = (plan: LaunchPlanAnswer): PlanAdSet | undefined => plan.adSets.find((s) => s.action !== 'existing');

const money = (plan: LaunchPlanAnswer, hundredths: number) => formatMoney(hundredths, plan.account.currency);
const budgetText = (plan: LaunchPlanAnswer, b: PlanBudget) => `${money(plan, b.amount)} ${b.period}${paceOf(plan, b)}`;

/**
 * A lifetime budget's pace over the dates it is sent with: a copy's amount is its source's over the draft's own dates
 * (docs/campaign-modes.md#a-copys-schedule), so the buyer sees what it makes a day.
 */
function paceOf(plan: LaunchPlanAnswer, b: PlanBudget): string {
  const adSet = shownAdSet(plan);
  const days = b.period === 'lifetime' && adSet ? scheduleDays(adSet) : null;
  return days ? ` (${money(plan, Math.round(b.amount / days))} a day over ${days} ${days === 1 ? 'day' : 'days'})` : '';
}

/** 'Dec 3, 2026, 12:00 AM (Asia/Tokyo)': a date in the ad account's time zone. */
function whenIn(plan: LaunchPlanAnswer, iso: string): string {
  const tz = plan.account.timezoneName;
  return new Date(iso).toLocaleString('en-US', { timeZone: tz, dateStyle: 'medium', timeStyle: 'short' });
}

/** The budget line: the campaign's (CBO), else each ad set's, else the ad sets' own (ads into existing ad sets). */
export function budgetLine(plan: LaunchPlanAnswer): string {
  const { campaign } = plan;
  if (campaign.action === 'existing' && campaign.budget)
    return `${money(plan, campaign.budget.amount)} ${campaign.budget.period} campaign budget (the campaign's own, unchanged)`;
  if (campaign.budget) return `${budgetText(plan, campaign.budget)} campaign budget`;
  const adSet = shownAdSet(plan);
  if (adSet?.budget) return `${budgetText(plan, adSet.budget)} per ad set`;
  return "The ad sets' own budgets (unchanged)";
}

export function bidLine(plan: LaunchPlanAnswer): string | null {
  const adSet = shownAdSet(plan);
  const strategy = adSet?.bidStrategy ?? plan.campaign.bidStrategy;
  if (!strategy) return null;
  const amount = adSet?.bidAmount ? `, ${money(plan, adSet.bidAmount)}` : '';
  const roas = adSet?.targetRoas ? `, target ROAS ${adSet.targetRoas}` : '';
  return `${BID_STRATEGY_LABELS[strategy]}${amount}${roas}`;
}

export function spendLimitLine(plan: LaunchPlanAnswer): string | null {
  const limits = shownAdSet(plan)?.spendLimits;
  if (!limits) return null;
  const min = limits.min !== null ? `minimum ${money(plan, limits.min)}` : null;
  const max = limits.max !== null ? `maximum ${money(plan, limits.max)}` : null;
  return [min, max].filter(Boolean).join(', ');
}

/** The plan's estimate with its currency (lib/rules bulkSpendTotal adds them per currency). */
export const estimateOf = (plan: LaunchPlanAnswer): BulkEstimate | null => (plan.estimate ? { ...plan.estimate, currency: plan.account.currency } : null);

/** How much more than its daily budget an ad set may spend on a day, and the days' worth it spends at most in a week. */
const DAILY_OVERSPEND = 1.75;
const DAYS_A_WEEK = 7;

export function estimateRow(plan: LaunchPlanAnswer): [string, string] {
  const { estimate } = plan;
  if (!estimate) return ['Estimated spend', 'No new budget: the existing budgets apply'];
  if (estimate.period === 'lifetime') return ['Estimated lifetime spend', money(plan, estimate.amount)];
  // The platform may spend up to 75% more than a daily budget on a day, and at most 7 days' worth in a calendar week.
  const day = money(plan, Math.round(estimate.amount * DAILY_OVERSPEND));
  return ['Estimated daily spend', reviewMessages.dailySpend(money(plan, estimate.amount), day, money(plan, estimate.amount * DAYS_A_WEEK))];
}

/** The targeting lines: what each ad set is sent with (a saved audience's own when one is chosen). */
export function targetingRows(plan: LaunchPlanAnswer, draft: LaunchDraft): Rows {
  const t = shownAdSet(plan)?.targeting;
  if (!t) return [['Targeting', "The ad sets' own (unchanged)"]];
  // Included and excluded audiences by the names the draft has for them (the plan holds ids).
  const audienceName = (id: string) => [...draft.customAudiences, ...draft.excludedAudiences].find((a) => a.id === id)?.name || id;
  const saved = t.savedAudience ? [`${draft.savedAudience?.id === t.savedAudience ? draft.savedAudience.name : t.savedAudience} (saved audience)`] : [];
  return [
    [
      'Age range',
      t.ageSuggestion
        ? `${ageRangeLabel(t.ageSuggestion[0], t.ageSuggestion[1])} suggested, never under ${t.ageMin ?? 18}`
        : ageRangeLabel(t.ageMin ?? 18, t.ageMax ?? 65),
    ],
    ['Gender', t.genders.length === 1 ? GENDER[t.genders[0]!] : 'All'],
    ['Audiences', list([...saved, ...t.customAudiences.map(audienceName)])],
    ...(t.excludedAudiences.length > 0 ? [['Excluded audiences', list(t.excludedAudiences.map(audienceName))] as [string, string]] : []),
    ['Locations', list(t.locations)],
    ...(t.excludedLocations.length > 0 ? [['Excluded locations', list(t.excludedLocations)] as [string, string]] : []),
    ['Interests', list(t.interests)],
    ['Placements', list(t.placements)],
  ];
}

/** The campaign's special ad categories with the countries they apply in, as the platform will have them; null for
 * none. */
export function specialCategoryLine(plan: LaunchPlanAnswer): string | null {
  const { specialAdCategories: categories, specialAdCategoryCountries: countries } = plan.campaign;
  if (categories.length === 0) return null;
  const names = categories.map((c) => AD_CATEGORY_LABELS[c]).join(', ');
  return countries.length > 0 ? `${names}, in ${countries.join(', ')}` : names;
}

/** What a copy keeps of its source, when the launch duplicates something. */
export function keptRows(plan: LaunchPlanAnswer): Rows {
  const adSet = plan.adSets.find((s) => s.action === 'copy');
  return [
    ...(plan.campaign.action === 'copy' ? [['Kept from the copied campaign', list(plan.campaign.kept)] as [string, string]] : []),
    ...(adSet ? [['Kept from the copied ad set', list(adSet.kept)] as [string, string]] : []),
  ];
}

/** Starts (and ends) as sent, in the account's time zone; the ad sets' own when the launch adds ads to them only. */
export function launchDateLine(plan: LaunchPlanAnswer): string {
  const adSet = shownAdSet(plan);
  if (!adSet?.startTime) return "The ad sets' own dates (unchanged)";
  const end = adSet.endTime ? ` to ${whenIn(plan, adSet.endTime)}` : '';
  return `${whenIn(plan, adSet.startTime)} (${plan.account.timezoneName})${end}`;
}
