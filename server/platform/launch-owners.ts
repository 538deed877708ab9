// Whose objects a launch goes into or copies (docs/api-routes.md "Ids"). The platform says which ad account a
// campaign or an ad set belongs to (`account_id`); before the launch is accepted, each one it names must be the
// launch's ad account's (an ad set also the campaign's), read with the user's own token. Another account's or
// another user's object is refused with a 400 naming the field: nothing else is ever read of it, or sent to it.
// (An imported campaign is its source account's: imported-media.ts.)
import type { LaunchPayload } from '../../lib/contract/launch';
import type { AppDeps } from '../deps';
import { PlatformObjectNotFoundError, readOwned } from './assets-api';
import { readCampaign } from './campaigns-api';

export const ownerMessages = {
  campaign: 'This campaign was not found in this ad account.',
  adSet: 'This ad set was not found in the campaign of this launch.',
} as const;

type OwnerFields = Record<string, string[]>;

async function campaignError(deps: AppDeps, accessToken: string, accountId: string, campaignId: string): Promise<string | null> {
  try {
    await readCampaign(deps, accessToken, accountId, campaignId);
    return null;
  } catch (error) {
    if (error instanceof PlatformObjectNotFoundError) return ownerMessages.campaign;
    throw error;
  }
}

async function adSetError(deps: AppDeps, accessToken: string, accountId: string, campaignId: string | undefined, adSetId: string): Promise<string | null> {
  try {
    const adSet = await readOwned('This ad set', () =>
      deps.graph.get<{ account_id?: string; campaign_id?: string }>(adSetId, accessToken, { fields: 'id,account_id,campaign_id' }),
    );
    return `act_${adSet.account_id ?? ''}` === accountId && adSet.campaign_id === campaignId ? null : ownerMessages.adSet;
  } catch (error) {
    if (error instanceof PlatformObjectNotFoundError) return ownerMessages.adSet;
    throw error;
  }
}

/** The 400 fields of a launch naming a campaign or an ad set that is not its ad account's (empty: all are). */
export async function checkLaunchOwnership(
  deps: AppDeps,
  accessToken: string,
  p: Pick<LaunchPayload, 'accountId' | 'existingCampaignId' | 'duplicateCampaignId' | 'existingAdsetId' | 'existingAdsetIdList' | 'duplicateAdsetId'>,
): Promise<OwnerFields> {
  const fields: OwnerFields = {};
  for (const field of ['existingCampaignId', 'duplicateCampaignId'] as const) {
    const id = p[field];
    const error = id === undefined ? null : await campaignError(deps, accessToken, p.accountId, id);
    if (error) fields[field] = [error];
  }
  if (Object.keys(fields).length > 0) return fields;
  // The ad sets of a launch are those of the campaign it goes into (existing) or copies (duplicate).
  const campaignId = p.existingCampaignId ?? p.duplicateCampaignId;
  const adSets: Array<[string, string]> = [
    ...(p.existingAdsetId ? [['existingAdsetId', p.existingAdsetId] as [string, string]] : []),
    ...(p.existingAdsetIdList ?? []).map((id) => ['existingAdsetIdList', id] as [string, string]),
    ...(p.duplicateAdsetId ? [['duplicateAdsetId', p.duplicateAdsetId] as [string, string]] : []),
  ];
  const seen = new Map<string, string | null>();
  for (const [field, id] of adSets) {
    if (!seen.has(id)) seen.set(id, await adSetError(deps, accessToken, p.accountId, campaignId, id));
    const error = seen.get(id);
    if (error && !fields[field]) fields[field] = [error];
  }
  return fields;
}
