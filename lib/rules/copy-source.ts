// What a copy keeps of its source (an import, a duplicated campaign or ad set), read from its details: the ad set it
// takes its settings from, its bid strategy and budget type. Apart from the prefill (campaign-prefill.ts), so that the
// source's locks (source-locks.ts), which the draft's door holds on the first screen, do not carry the prefill's rules.
import type { ImportDetails } from '../contract/campaigns';
import { allowedBidStrategies, bidStrategyFromPlatform } from './transitions';
import type { BidStrategy, BudgetMode, Objective } from './types';

export type CampaignCopyMode = { kind: 'import'; accountId: string } | { kind: 'duplicateCampaign' } | { kind: 'duplicateAdSet'; adSetId: string };

/** The launch objective of a platform objective. */
export const COPY_OBJECTIVES: Record<string, Objective> = {
  OUTCOME_SALES: 'website-conversions',
  CONVERSIONS: 'website-conversions',
  OUTCOME_LEADS: 'lead-form',
  LEAD_GENERATION: 'lead-form',
  OUTCOME_TRAFFIC: 'traffic',
  LINK_CLICKS: 'traffic',
};

/** The ad set whose settings a copy takes: the duplicated one, else the campaign's first. */
export const sourceAdSetOf = (details: ImportDetails, mode: CampaignCopyMode) =>
  (mode.kind === 'duplicateAdSet' ? details.adSets.find((a) => a.id === mode.adSetId) : undefined) ?? details.adSets[0] ?? null;

/** The bid strategy a copy of `details` keeps (an import's is locked: source-locks.ts): its campaign's under a campaign
 * budget, else its ad set's; one the launch's objective (its source's, unless given) does not offer is Highest Volume. */
export function copyBidStrategyOf(details: ImportDetails, mode: CampaignCopyMode, launch?: { objective: Objective; shop: boolean }): BidStrategy {
  const { campaign } = details;
  const adSet = sourceAdSetOf(details, mode);
  const objective = launch?.objective ?? COPY_OBJECTIVES[campaign.objective ?? ''] ?? null;
  const read = bidStrategyFromPlatform(campaign.isCBO ? campaign.bidStrategy : adSet?.bidStrategy, adSet?.optimizationGoal) ?? 'highestVolume';
  return objective && !allowedBidStrategies(objective, launch?.shop ?? false).includes(read) ? 'highestVolume' : read;
}

/** The budget type a copy of `details` keeps: its campaign's under a campaign budget, else its ad set's. */
export function copyBudgetModeOf(details: ImportDetails, mode: CampaignCopyMode): BudgetMode {
  const adSet = sourceAdSetOf(details, mode);
  if (details.campaign.isCBO) return details.campaign.budgetType;
  return adSet?.lifetimeBudget !== null && adSet?.lifetimeBudget !== undefined ? 'lifetime' : 'daily';
}
