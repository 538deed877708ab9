import type { ExistingCampaignItem } from '../../lib/contract/campaigns';
import type { LaunchPayload } from '../../lib/contract/launch';
import { bidStrategyFromPlatform } from '../../lib/rules/transitions';
import { copyMessages, existingCampaignMessages } from '../../lib/rules/messages';
import type { AppDeps } from '../deps';
import type { ReachedAccount } from '../platform/ad-accounts';
import { capBidError } from '../../lib/rules/budget-minimum';
import { formatMoney, money } from '../../lib/rules/currency';
import { readAdSet, readCampaign, toExistingCampaign, type AdSetCopySource } from '../platform/campaigns-api';
import { kindOf } from './plan-params';

// The platform objects a launch goes into or copies (docs/campaign-modes.md), read once when it is planned, and the
// rules a payload must follow against them: what an existing campaign or a copy fixes is not the buyer's to change.

export interface PlanSources {
  /** The campaign the new ad sets go into (existing, or the one a copied ad set goes into), or the one a duplicate copies. */
  campaign: ExistingCampaignItem | null;
  /** The ad set a duplicate copies. */
  adSet: AdSetCopySource | null;
}

/** Reads the campaign and the ad set the payload names (their ownership was checked first: launch-owners.ts). */
export async function readPlanSources(deps: AppDeps, reached: ReachedAccount, p: LaunchPayload): Promise<PlanSources> {
  const campaignId = p.existingCampaignId ?? p.duplicateCampaignId;
  const [campaign, adSet] = await Promise.all([
    campaignId ? readCampaign(deps, reached.accessToken, reached.account.id, campaignId) : undefined,
    p.duplicateAdsetId ? readAdSet(deps, reached, p.duplicateAdsetId) : undefined,
  ]);
  return { campaign: campaign ? toExistingCampaign(campaign, reached.account.data.currency) : null, adSet: adSet ?? null };
}

const LABELS = { website: 'Website Conversions', lead: 'Leads', traffic: 'Traffic' } as const;

/** The 400 fields of a payload that changes what its campaign or its copy's source fixes (empty: none). */
export function sourceErrors(p: LaunchPayload, { campaign, adSet }: PlanSources, currency: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (!campaign) return fields;
  const makesAdSets = !p.existingAdsetId && !p.existingAdsetIdList?.length;
  // An existing campaign's budget allocation is locked (docs/product-rules.md#existing-campaign), and so is a copy's:
  // the new ad sets carry a budget exactly when it has none.
  if (makesAdSets && campaign.isCBO !== p.isCBO) fields.isCBO = [existingCampaignMessages.allocationLocked(campaign.isCBO)];
  // With a campaign budget the strategy is the campaign's: its new ad sets bid under it.
  else if (makesAdSets && campaign.isCBO && !p.duplicateCampaignId) {
    const strategy = bidStrategyFromPlatform(campaign.bidStrategy ?? 'LOWEST_COST_WITHOUT_CAP') ?? 'highestVolume';
    if (p.bidStrategy !== strategy) fields.bidStrategy = [existingCampaignMessages.strategyLocked(strategy)];
    // Its budget, as the platform has it now, must cover five times the new ad sets' bid a day.
    else {
      const cap = capBidError(underCampaignBudget(p, campaign, currency), currency);
      if (cap) fields.bidAmount = [cap];
    }
  }
  // New ad sets optimise for what the campaign's objective is (ads into its existing ad sets use theirs).
  const objective = kindOfObjective(campaign.objective);
  if (makesAdSets && objective && objective !== kindOf(p)) fields.isLeadFormCampaign = [copyMessages.objective(LABELS[objective])];
  const budgetField = p.lifetimeBudget !== undefined ? 'lifetimeBudget' : 'dailyBudget';
  const period = p.lifetimeBudget !== undefined ? 'lifetime' : 'daily';
  if (p.duplicateCampaignId) {
    if (campaign.isCBO && campaign.budgetType !== period) fields[budgetField] = [copyMessages.budgetType(campaign.budgetType)];
  }
  // A copied ad set keeps its budget type (the platform does not switch an ad set between daily and lifetime), and the
  // spend limits the launch does not replace: the two it ends with must still agree.
  if (adSet && !campaign.isCBO) {
    const type = adSet.lifetimeBudget !== null ? 'lifetime' : 'daily';
    if (type !== period) fields[budgetField] = [copyMessages.budgetType(type)];
  }
  if (adSet && campaign.isCBO) {
    const min = p.adSetMinimumSpend ?? adSet.minSpend;
    const max = p.adSetMaximumSpend ?? adSet.maxSpend;
    if (min !== null && max !== null && min > max) {
      // One of the two is the copy's kept one (the buyer's own two are checked in lib/rules).
      fields[p.adSetMaximumSpend !== undefined ? 'adSetMaximumSpend' : 'adSetMinimumSpend'] = [
        p.adSetMaximumSpend !== undefined ? copyMessages.keptMinimum(formatMoney(min, currency)) : copyMessages.keptMaximum(formatMoney(max, currency)),
      ];
    }
  }
  return fields;
}

/** The bid of a payload whose new ad sets spend from `campaign`'s budget, as the cap rule reads a draft. */
function underCampaignBudget(p: LaunchPayload, campaign: ExistingCampaignItem, currency: string): Parameters<typeof capBidError>[0] {
  const amount = (hundredths: number | null | undefined) => (hundredths === null || hundredths === undefined ? null : money(hundredths, currency));
  const existing = { ...campaign, budget: amount(campaign.budget), bidAmount: amount(campaign.bidAmount) };
  return {
    bidStrategy: p.bidStrategy,
    bidAmount: amount(p.bidAmount),
    budgetMode: campaign.budgetType,
    budget: existing.budget,
    startTime: p.startTime,
    endTime: p.endTime ?? null,
    source: { kind: 'existing', campaign: existing, adSetIds: [], createNewAdSets: true },
  };
}

/** The launch objective a platform objective belongs to (its older names too); null for another one. */
function kindOfObjective(objective: string | null): keyof typeof LABELS | null {
  const families = { website: ['OUTCOME_SALES', 'CONVERSIONS'], lead: ['OUTCOME_LEADS', 'LEAD_GENERATION'], traffic: ['OUTCOME_TRAFFIC', 'LINK_CLICKS'] };
  return (Object.keys(families) as Array<keyof typeof families>).find((k) => families[k].includes(objective ?? '')) ?? null;
}
