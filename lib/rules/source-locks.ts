// What a launch's source fixes and the buyer cannot change (docs/campaign-modes.md#what-a-copy-keeps,
// docs/product-rules.md#existing-campaign): an existing campaign's budget allocation (and with a campaign budget its
// budget type, budget and bid strategy), a duplicated campaign's allocation and its budget type under a campaign budget,
// a duplicated ad set's budget type under ad set budgets, an import's bid strategy and budget type. One function says
// the locked values; the launch check refuses a draft that differs (source-lock-errors.ts) and the draft's door puts them back
// (draft-door.ts). Where the source is not read (the server before it reads the platform) there is nothing to compare.
import { copyBidStrategyOf, copyBudgetModeOf, type CampaignCopyMode } from './copy-source';
import { createsNewAdSets, existingCampaignOf } from './launch-source';
import { bidStrategyFromPlatform } from './transitions';
import type { BidStrategy, LaunchDraft } from './types';

/** The locked values; `bidStrategies` the strategies the source takes, the first put back (a campaign budget bidding at
 * lowest cost takes Highest Volume and Highest Value alike: its ad sets' goal tells them apart). */
export type SourceLocks = Partial<Pick<LaunchDraft, 'isCBO' | 'budgetMode' | 'budget'>> & { bidStrategies?: readonly BidStrategy[] };

type LockedDraft = Pick<LaunchDraft, 'source' | 'objective' | 'shopEnabled'>;

/** The copy mode of a copy's source, to read its details as the prefill did. */
function copyModeOf(source: LaunchDraft['source']): CampaignCopyMode | null {
  if (source.kind === 'import') return { kind: 'import', accountId: source.accountId };
  if (source.kind === 'duplicateCampaign') return { kind: 'duplicateCampaign' };
  if (source.kind === 'duplicateAdSet') return { kind: 'duplicateAdSet', adSetId: source.adSetId };
  return null;
}

/** The values the draft's source locks (empty: none, or its source is not read). */
export function sourceLocks(draft: LockedDraft): SourceLocks {
  const { source } = draft;
  const mode = copyModeOf(source);
  const read = 'read' in source ? source.read : null;
  if (source.kind === 'import') {
    // The buyer may launch an import for another objective: its strategy, where that objective does not offer it, is
    // Highest Volume (as the prefill makes it for its own).
    const launch = { objective: draft.objective, shop: draft.objective === 'website-conversions' && draft.shopEnabled };
    return read && mode ? { bidStrategies: [copyBidStrategyOf(read, mode, launch)], budgetMode: copyBudgetModeOf(read, mode) } : {};
  }
  if (source.kind === 'duplicateCampaign') {
    if (!read) return {};
    return { isCBO: read.campaign.isCBO, ...(read.campaign.isCBO ? { budgetMode: read.campaign.budgetType } : {}) };
  }
  const campaign = existingCampaignOf(draft);
  if (!campaign || !createsNewAdSets(draft)) return {};
  if (!campaign.isCBO) {
    // A duplicated ad set keeps its own budget type (the platform does not switch an ad set between the two).
    return { isCBO: false, ...(source.kind === 'duplicateAdSet' && read && mode ? { budgetMode: copyBudgetModeOf(read, mode) } : {}) };
  }
  const strategy = bidStrategyFromPlatform(campaign.bidStrategy);
  return {
    isCBO: true,
    budgetMode: campaign.budgetType,
    ...(campaign.budget ? { budget: campaign.budget } : {}),
    ...(strategy ? { bidStrategies: strategy === 'highestVolume' ? ['highestVolume', 'highestValue'] : [strategy] } : {}),
  };
}

/** The draft's source locks its field `field` (the door keeps it; Step 2 shows it disabled). */
export const isLockedBySource = (draft: LockedDraft, field: keyof SourceLocks): boolean => field in sourceLocks(draft);
