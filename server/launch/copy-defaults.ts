import type { ImportDetails } from '../../lib/contract/campaigns';
import type { LaunchPayload } from '../../lib/contract/launch';
import { prefillOf, type CampaignCopyMode } from '../../lib/rules/campaign-prefill';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { payloadFieldsOf } from '../../lib/rules/payload';
import type { AdAccountContext } from '../../lib/rules/types';
import { copyCategoryErrors, copyCountryErrors } from '../../lib/rules/validate-launch';
import type { AppDeps } from '../deps';
import { PlatformObjectNotFoundError } from '../platform/assets-api';
import { AccountNotReachableError, readAccount, type ReachedAccount } from '../platform/ad-accounts';
import { importDetails, readAdSet } from '../platform/campaigns-api';
import { importMessages } from './imported-media';

// A duplicate or an import through the API (docs/campaign-modes.md#through-the-api): the API reads the copy's source,
// as the side panel does, and what the body leaves out is the source's, not the API's defaults. A body that sends a
// field says what the buyer wants for it and its companions (GROUPS). The prefill is lib/rules' (prefillOf): one
// mapping of a source for the panel and the API.

/**
 * Payload fields that go together: a body that sends any of a group decides all of it (what it leaves out of a group
 * it sent is none); a group the body leaves out whole is the source's. The side panel sends one of each group but the
 * link and the names, so a copy it launches is exactly its draft.
 */
const GROUPS: ReadonlyArray<ReadonlyArray<keyof LaunchPayload>> = [
  // What the launch optimises for, and for what.
  [
    'isLeadFormCampaign',
    'isTrafficCampaign',
    'useInstantForms',
    'performanceGoal',
    'pixelId',
    'pixelName',
    'customEventType',
    'conversionEventId',
    'conversionEventType',
    'leadFormId',
    'leadFormName',
  ],
  ['isAdCategorized', 'adCategory', 'adCategoryLocations'],
  ['isCBO', 'adSetMinimumSpend', 'adSetMaximumSpend'],
  ['dailyBudget', 'lifetimeBudget'],
  ['bidStrategy', 'bidAmount', 'targetRoas'],
  ['useDayParting', 'dayPartingTimeZone', 'dayPartingSchedule'],
  ['attributionSettingId'],
  ['ageMin'],
  ['ageMax'],
  ['genders'],
  ['locations'],
  ['excludedLocations'],
  ['interests'],
  ['locales'],
  ['advantageAudience'],
  // A customer list's certification goes with the audiences it certifies.
  ['customAudienceIds', 'customerListCertified'],
  ['excludedAudienceIds'],
  ['advantagePlacement', 'placementPlatforms', 'placementDevices', 'deviceType'],
  ['wifiOnly'],
  ['destinationUrl', 'displayLink', 'url_tags'],
  ['facebookPageId', 'facebookPageName', 'instagramAccountId', 'instagramAccountName'],
  ['campaignName'],
  ['adSetName'],
];

/** The copy a payload makes, or null for another launch. */
function copyModeOf(p: CopyIds): CampaignCopyMode | null {
  if (p.isImportedCampaign || p.importedCampaignId) return p.importedAccountId ? { kind: 'import', accountId: p.importedAccountId } : null;
  if (p.duplicateCampaignId) return { kind: 'duplicateCampaign' };
  if (p.duplicateAdsetId && p.existingCampaignId) return { kind: 'duplicateAdSet', adSetId: p.duplicateAdsetId };
  return null;
}

export type CopyRead = { mode: CampaignCopyMode; details: ImportDetails } | { fields: Record<string, string[]> } | null;

/**
 * Reads a copy's source as the side panel does (GET …/import/{id}/details): an import's in its own ad account, a
 * duplicate's in this one (its ownership was checked first). Null for a launch that copies nothing; the 400's fields
 * when the source cannot be read.
 */
type CopyIds = Pick<
  LaunchPayload,
  'accountId' | 'isImportedCampaign' | 'importedAccountId' | 'importedCampaignId' | 'duplicateCampaignId' | 'duplicateAdsetId' | 'existingCampaignId'
>;

export async function readCopySource(deps: AppDeps, reached: ReachedAccount, p: CopyIds): Promise<CopyRead> {
  const mode = copyModeOf(p);
  if (!mode) return null;
  try {
    if (mode.kind === 'import') {
      if (mode.accountId === p.accountId || !p.importedCampaignId) return null; // refused by checkImportedLaunch
      const account = await readAccount(deps, reached.accessToken, mode.accountId);
      return { mode, details: await importDetails(deps, { accessToken: reached.accessToken, account }, p.importedCampaignId, undefined) };
    }
    if (mode.kind === 'duplicateCampaign') return { mode, details: await importDetails(deps, reached, p.duplicateCampaignId!, undefined) };
    const adSet = await readAdSet(deps, reached, mode.adSetId);
    return { mode, details: await importDetails(deps, reached, adSet.campaignId ?? p.existingCampaignId!, mode.adSetId) };
  } catch (error) {
    if (error instanceof AccountNotReachableError && mode.kind === 'import')
      return { fields: { importedAccountId: [importMessages.notReached(mode.accountId)] } };
    const field = mode.kind === 'import' ? 'importedCampaignId' : mode.kind === 'duplicateCampaign' ? 'duplicateCampaignId' : 'duplicateAdsetId';
    if (error instanceof PlatformObjectNotFoundError) return { fields: { [field]: [error.message] } };
    throw error;
  }
}

/**
 * The payload with its source's values for every group of fields the body (`sent`, its keys) left out, in the
 * account's currency (a source's amounts in another currency are left out: the launch check then asks for them).
 */
export function withSourceValues<T extends Partial<LaunchPayload> & Pick<LaunchPayload, 'ads'>>(
  p: T,
  sent: ReadonlySet<string>,
  read: { mode: CampaignCopyMode; details: ImportDetails },
  account: AdAccountContext,
  now: Date,
): T {
  const draft = { ...createDefaultDraft(account, now), ...prefillOf(read.details, read.mode, { account, countries: [] }) };
  const source = payloadFieldsOf(draft, { account, ads: p.ads });
  const next: Record<string, unknown> = { ...p };
  for (const group of GROUPS) {
    if (group.some((key) => sent.has(key))) continue;
    for (const key of group) {
      if (source[key] === undefined) delete next[key];
      else next[key] = source[key];
    }
  }
  return next as T;
}

/**
 * A copied campaign keeps its special ad category, and a duplicate its countries too (the platform's copy keeps them;
 * an import's are the buyer's): the 400 of a payload that drops or changes them (lib/rules' rules).
 */
export function sourceCategoryFields(p: LaunchPayload, read: { mode: CampaignCopyMode; details: ImportDetails }): Record<string, string[]> {
  if (read.mode.kind === 'duplicateAdSet') return {};
  const { campaign } = read.details;
  const errors = copyCategoryErrors({ isAdCategorized: p.isAdCategorized, adCategory: p.adCategory ?? null }, campaign.specialAdCategories);
  const countries =
    read.mode.kind === 'duplicateCampaign' && Object.keys(errors).length === 0
      ? copyCountryErrors({ isAdCategorized: p.isAdCategorized, adCategoryLocations: p.adCategoryLocations ?? [] }, campaign.specialAdCategoryCountries)
      : {};
  // Their keys are isAdCategorized, adCategory and adCategoryLocations, the payload's own names.
  return { ...errors, ...countries } as Record<string, string[]>;
}
