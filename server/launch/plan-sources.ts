import type { ExistingAdSetItem, ExistingCampaignItem } from '../../lib/contract/campaigns';
import type { LaunchPayload } from '../../lib/contract/launch';
import { bidStrategyFromPlatform } from '../../lib/rules/transitions';
import { copyMessages, existingCampaignMessages } from '../../lib/rules/messages';
import type { AppDeps } from '../deps';
import type { ReachedAccount } from '../platform/ad-accounts';
import { readAdSet, readCampaign, toExistingCampaign } from '../platform/campaigns-api';
import { kindOf, OBJECTIVE } from './plan-params';

// The platform objects a launch goes into or copies (docs/campaign-modes.md), read once when it is planned, and the
// rules a payload must follow against them: what an existing campaign or a copy fixes is not the buyer's to change.

export interface PlanSources {
  /** The campaign the new ad sets go into (existing, or the one a copied ad set goes into), or the one a duplicate copies. */
  campaign: ExistingCampaignItem | null;
  /** The ad set a duplicate copies. */
  adSet: ExistingAdSetItem | null;
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
export function sourceErrors(p: LaunchPayload, { campaign, adSet }: PlanSources): Record<string, string[]> {
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
  }
  // Its ad sets optimise for what the campaign's objective is.
  if (campaign.objective && OBJECTIVE[kindOf(p)] !== campaign.objective)
    fields.isLeadFormCampaign = [copyMessages.objective(objectiveLabel(campaign.objective))];
  const budgetField = p.lifetimeBudget !== undefined ? 'lifetimeBudget' : 'dailyBudget';
  const period = p.lifetimeBudget !== undefined ? 'lifetime' : 'daily';
  if (p.duplicateCampaignId) {
    if (campaign.isCBO && campaign.budgetType !== period) fields[budgetField] = [copyMessages.budgetType(campaign.budgetType)];
  }
  // A copied ad set keeps its budget type (the platform does not switch an ad set between daily and lifetime).
  if (adSet && !campaign.isCBO) {
    const type = adSet.lifetimeBudget !== null ? 'lifetime' : 'daily';
    if (type !== period) fields[budgetField] = [copyMessages.budgetType(type)];
  }
  return fields;
}

function objectiveLabel(objective: string): string {
  const kind = (Object.keys(OBJECTIVE) as Array<keyof typeof OBJECTIVE>).find((k) => OBJECTIVE[k] === objective);
  return kind ? LABELS[kind] : objective;
}
