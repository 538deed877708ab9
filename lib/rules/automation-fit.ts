import { isBudgetAction, MONEY_METRICS, ruleHasAmounts, type Automation, type AutomationRule } from '../contract/automations';
import { bulkAccountsToLaunch } from './bulk-launch';
import { isWholeInCurrency } from './currency';
import { campaignModeOf, existingAdSetIdsOf } from './launch-source';
import { automationMessages } from './messages';
import type { FieldErrors, LaunchDraft } from './types';

// Whether an automation can join a launch, and why not (docs/automations.md#attaching-to-a-launch). Step 2's
// Automations field shows it live (an automation that cannot join is not offered, one attached that can no longer
// join holds the launch), the API refuses such a launch with 400 naming `automationIds`, and the launch's rules step
// reads the same rule for a launch that ended before. Where each rule of an automation acts on a launch is here too.

/** What an automation's fit depends on: its rules and the currency of its amounts (null: saved before currencies). */
export type FitAutomation = Pick<Automation, 'automationName' | 'rules' | 'currency'>;

/**
 * Where a launch's budget changes act: its own campaign's budget (a campaign budget on the campaign it makes or
 * copies), its own ad sets' budgets, or none of its own: the existing campaign's ('campaign') or existing ad sets'.
 */
type LaunchBudget = { own: 'campaign' | 'adsets' } | { own: null; whose: 'campaign' | 'adsets' };

export interface AutomationLaunch {
  /** The ad accounts it launches into (several in a Multi Account Launch, each named), in their currencies. */
  accounts: Array<{ currency: string; name?: string }>;
  budget: LaunchBudget;
  /** What its rules watch: the ad sets it makes (or copies), or its ads when it goes into existing ad sets. */
  watches: 'adsets' | 'ads';
}

/** The level a rule acts on for a launch: the platform's CHANGE_CAMPAIGN_BUDGET on a campaign, CHANGE_BUDGET on ad sets. */
export type RuleLevel = 'campaign' | 'adsets' | 'ads';

/** The launch as automations see it, from its draft (the server reads a payload back as a draft: payload.ts). */
export function automationLaunchOf(draft: LaunchDraft, account: { currency: string }): AutomationLaunch {
  const existing = campaignModeOf(draft) === 'existing';
  const intoAdSets = existingAdSetIdsOf(draft).length > 0;
  const budget: LaunchBudget = intoAdSets
    ? { own: null, whose: 'adsets' }
    : existing && draft.isCBO
      ? { own: null, whose: 'campaign' }
      : { own: draft.isCBO ? 'campaign' : 'adsets' };
  const bulk = draft.multiAccount ? bulkAccountsToLaunch(draft) : [];
  const accounts = bulk.length > 0 ? bulk.map((a) => ({ currency: a.currency, name: a.name })) : [account];
  return { accounts, budget, watches: intoAdSets ? 'ads' : 'adsets' };
}

/** Where a rule acts on this launch; null: a budget change on a launch without a budget of its own. */
export function ruleLevelOf(rule: Pick<AutomationRule, 'action'>, launch: Pick<AutomationLaunch, 'budget' | 'watches'>): RuleLevel | null {
  if (isBudgetAction(rule.action)) return launch.budget.own;
  return launch.watches;
}

/** What a rule does on a launch, in words for the review: "on each of its ad sets, checked every 30 minutes". */
export function ruleOnLaunch(rule: Pick<AutomationRule, 'action'>, level: RuleLevel): string {
  if (isBudgetAction(rule.action))
    return `on ${level === 'campaign' ? "its campaign's budget" : "each of its ad sets' budgets"}, once a day at midnight in the ad account's time zone`;
  return `on each of ${level === 'ads' ? 'its ads' : 'its ad sets'}, checked every 30 minutes`;
}

/** Why the automation cannot join the launch, or null when it can. */
export function automationMisfit(automation: FitAutomation, launch: AutomationLaunch): string | null {
  const name = automation.automationName;
  const amounts = automation.rules.filter(ruleHasAmounts);
  if (amounts.length > 0) {
    const currency = automation.currency;
    if (currency === null) return automationMessages.noCurrency(name);
    for (const account of launch.accounts) {
      if (account.currency !== currency)
        return automationMessages.currency(name, currency, account.currency, launch.accounts.length > 1 ? account.name : undefined);
    }
    const hundredths = amounts.flatMap((r) => [
      ...(MONEY_METRICS.has(r.metric) ? [r.value] : []),
      ...(r.actionUnit === 'amount' && r.actionValue !== undefined ? [r.actionValue] : []),
      ...(r.actionLimit !== undefined ? [r.actionLimit] : []),
    ]);
    if (hundredths.some((h) => !isWholeInCurrency(h, currency))) return automationMessages.notWhole(name, currency);
  }
  const { budget } = launch;
  if (budget.own === null && automation.rules.some((r) => isBudgetAction(r.action))) return automationMessages.noBudget(name, budget.whose);
  return null;
}

/**
 * The launch check's part (docs/product-rules.md#automations): the first attached automation that cannot join, at
 * `automationIds`. `attached` are the attached automations as the list reads them (unknown ones are not checked here:
 * the API refuses them).
 */
export function automationErrors(attached: FitAutomation[], launch: AutomationLaunch): FieldErrors {
  const reasons = attached.map((a) => automationMisfit(a, launch)).filter((r): r is string => r !== null);
  return reasons.length > 0 ? { automationIds: reasons } : {};
}
