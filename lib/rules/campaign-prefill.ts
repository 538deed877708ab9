// Duplicate and import (docs/product-rules.md#duplicate: import, Opening with a duplicate id loads the campaign to
// copy): a campaign read from the platform (GET /facebook/campaigns/v2/import/{id}/details) fills the launch settings.
import type { ImportDetails } from '../contract/campaigns';
import type { TargetingLocation } from '../contract/launch';
import { money } from './currency';
import { amountsClearedMessages } from './messages';
import { selectExistingCampaign, setObjective } from './transitions';
import type { LaunchDraft, Objective } from './types';

/** Duplicates are named as Ads Manager names them (docs/product-rules.md#duplicate: copied names are prefixed
 * '[COPY] '). */
export const COPY_PREFIX = '[COPY] ';

/** Import (docs/product-rules.md#import-and-export): shown for 5 seconds (TOAST_MS). */
export const IMPORT_ERROR = 'There was an error importing your campaign';

const OBJECTIVES: Record<string, Objective> = {
  OUTCOME_SALES: 'website-conversions',
  CONVERSIONS: 'website-conversions',
  OUTCOME_LEADS: 'lead-form',
  LEAD_GENERATION: 'lead-form',
  OUTCOME_TRAFFIC: 'traffic',
  LINK_CLICKS: 'traffic',
};

export type CampaignCopyMode = { kind: 'import'; accountId: string } | { kind: 'duplicateCampaign' } | { kind: 'duplicateAdSet'; adSetId: string };

/**
 * The settings of `details` on the draft: objective, CBO, budget type and budget, bid strategy (the campaign's,
 * then its first ad set's, as docs/product-rules.md#existing-campaign says), targeting of the first ad set, the first
 * ad's link and URL parameters, the names; and the copy or import flags of `mode`. `countries` names the country codes.
 */
export function prefillFromCampaign(
  draft: LaunchDraft,
  details: ImportDetails,
  mode: CampaignCopyMode,
  countries: readonly TargetingLocation[],
  currency: string,
): LaunchDraft {
  const { campaign, adSets, creatives } = details;
  const objective = OBJECTIVES[campaign.objective ?? ''] ?? draft.objective;
  const first = adSets[0];
  // The duplicated ad set is the one that sets the bid strategy and the ad set settings.
  const source = mode.kind === 'duplicateAdSet' ? (adSets.find((a) => a.id === mode.adSetId) ?? first) : first;
  const withObjective = setObjective(draft, objective);
  // The source's amounts are in its account's currency: never read in another (copyAmountsNotice says so).
  const inSource = (hundredths: number | null) => (hundredths === null ? null : money(hundredths, details.currency));
  const budgetType = campaign.isCBO ? campaign.budgetType : source?.lifetimeBudget ? 'lifetime' : 'daily';
  const budget = inSource(campaign.budget ?? source?.lifetimeBudget ?? source?.dailyBudget ?? null);
  const selected = selectExistingCampaign(
    withObjective,
    { ...campaign, budgetType, budget, bidAmount: inSource(campaign.bidAmount) },
    source ? [source] : [],
    details.currency,
  );
  const sameCurrency = details.currency === currency;
  const applied: LaunchDraft = {
    ...selected,
    budgetMode: budgetType,
    budget: sameCurrency ? (budget ?? selected.budget) : null,
    bidAmount: sameCurrency ? selected.bidAmount : null,
    ...(sameCurrency ? {} : { adSetMinimumSpend: null, adSetMaximumSpend: null }),
  };
  const t = source?.targeting;
  const link = creatives.find((c) => c.link)?.link;
  const urlTags = creatives.find((c) => c.urlTags)?.urlTags;
  const next: LaunchDraft = {
    ...applied,
    // A duplicated ad set goes into the campaign chosen in step 1; everything else is a new campaign.
    campaignMode: mode.kind === 'duplicateAdSet' ? 'existing' : 'new',
    existingCampaign: mode.kind === 'duplicateAdSet' ? draft.existingCampaign : null,
    existingAdSetIds: [],
    createNewAdSets: true,
    adSetDistribution: mode.kind === 'duplicateAdSet' ? 'single' : draft.adSetDistribution,
    ...(t?.ageMin ? { ageMin: t.ageMin } : {}),
    ...(t?.ageMax ? { ageMax: t.ageMax } : {}),
    ...(t ? { gender: t.genders.length === 1 ? t.genders[0]! : 'all' } : {}),
    ...(t?.countries.length
      ? { locations: t.countries.map((code) => countries.find((c) => c.countryCode === code) ?? { key: code, name: code, type: 'country', countryCode: code }) }
      : {}),
    ...(t ? { interests: t.interests } : {}),
    ...(t?.advantageAudience !== null && t?.advantageAudience !== undefined ? { advantageAudience: t.advantageAudience } : {}),
    ...(link ? { destinationUrl: link } : {}),
    ...(urlTags ? { urlTags } : {}),
    campaignName: mode.kind === 'duplicateAdSet' ? draft.campaignName : campaign.name,
    adSetName: mode.kind === 'duplicateAdSet' && source ? source.name : draft.adSetName,
    isImportedCampaign: mode.kind === 'import',
    importedAccountId: mode.kind === 'import' ? mode.accountId : null,
    importedCampaignId: mode.kind === 'import' ? campaign.id : null,
    duplicateCampaignId: mode.kind === 'duplicateCampaign' ? campaign.id : null,
    duplicateAdsetId: mode.kind === 'duplicateAdSet' ? mode.adSetId : null,
  };
  return next;
}

/** The notice of a copy whose source's amounts are in another currency than the account's (they were cleared), or null. */
export function copyAmountsNotice(details: ImportDetails, currency: string): string | null {
  return details.currency === currency ? null : amountsClearedMessages.copy(details.currency, currency);
}
