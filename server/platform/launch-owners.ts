// Whose objects a launch goes into or copies (docs/api-routes.md "Ids"). The platform says which ad account a
// campaign or an ad set belongs to (`account_id`); before the launch is accepted, each one it names must be the
// launch's ad account's (an ad set also the campaign's), read with the user's own token. Another account's or
// another user's object is refused with a 400 naming the field: nothing else is ever read of it, or sent to it.
// What it costs the platform is bounded (docs/limits.md#launches): the ad sets are counted once each and at most
// MAX_EXISTING_AD_SETS before any call, read in one call (a batch), and the first one not found answers.
// (An imported campaign is its source account's: imported-media.ts.)
import { MAX_EXISTING_AD_SETS, type LaunchPayload } from '../../lib/contract/launch';
import { existingCampaignMessages, step1Messages } from '../../lib/rules/messages';
import type { AppDeps } from '../deps';
import { PlatformObjectNotFoundError, readOwned } from './assets-api';
import { isLegacyAdvantage, readCampaign } from './campaigns-api';
import type { BatchResult } from './graph-client';

export const ownerMessages = {
  campaign: 'This campaign was not found in this ad account.',
  adSet: 'This ad set was not found in the campaign of this launch.',
} as const;

type OwnerFields = Record<string, string[]>;
type Owned = Pick<LaunchPayload, 'accountId' | 'existingCampaignId' | 'duplicateCampaignId' | 'existingAdsetId' | 'existingAdsetIdList' | 'duplicateAdsetId'>;
type AdSetField = 'existingAdsetId' | 'existingAdsetIdList' | 'duplicateAdsetId';
interface PlatformAdSet {
  account_id?: string;
  campaign_id?: string;
}

/** The ad sets a launch names, each once, with the first field naming it. */
function adSetsOf(p: Omit<Owned, 'accountId'>): Array<[AdSetField, string]> {
  const named: Array<[AdSetField, string | undefined]> = [
    ['existingAdsetId', p.existingAdsetId],
    ...(p.existingAdsetIdList ?? []).map((id): [AdSetField, string] => ['existingAdsetIdList', id]),
    ['duplicateAdsetId', p.duplicateAdsetId],
  ];
  const seen = new Map<string, AdSetField>();
  for (const [field, id] of named) if (id !== undefined && !seen.has(id)) seen.set(id, field);
  return [...seen].map(([id, field]) => [field, id]);
}

/** The body's own refusal, before any platform call: more ad sets than one launch may name. */
function adSetCountRefusal(p: Omit<Owned, 'accountId'>): OwnerFields | null {
  return adSetsOf(p).length > MAX_EXISTING_AD_SETS ? { existingAdsetIdList: [step1Messages.tooManyAdSets] } : null;
}

async function campaignError(deps: AppDeps, accessToken: string, accountId: string, campaignId: string): Promise<string | null> {
  try {
    // Listed, but not offered: the platform takes nothing new into a legacy Advantage+ campaign, nor copies it.
    return isLegacyAdvantage(await readCampaign(deps, accessToken, accountId, campaignId)) ? existingCampaignMessages.legacyAdvantage : null;
  } catch (error) {
    if (error instanceof PlatformObjectNotFoundError) return ownerMessages.campaign;
    throw error;
  }
}

/** The ad sets as the platform has them, in order: one read for one, a batch for more. Not found: null. */
async function readAdSets(deps: AppDeps, accessToken: string, ids: string[]): Promise<Array<PlatformAdSet | null>> {
  const fields = 'id,account_id,campaign_id';
  if (ids.length === 1) {
    try {
      return [await readOwned('This ad set', () => deps.graph.get<PlatformAdSet>(ids[0]!, accessToken, { fields }))];
    } catch (error) {
      if (error instanceof PlatformObjectNotFoundError) return [null];
      throw error;
    }
  }
  const answers: BatchResult<PlatformAdSet>[] = await deps.graph.batch(
    ids.map((id) => ({ method: 'GET', relativeUrl: `${id}?fields=${fields}` })),
    accessToken,
  );
  return answers.map((answer) => {
    if (answer.ok) return answer.body;
    if (answer.error.isNotFoundOrForbidden) return null;
    throw answer.error;
  });
}

/** The 400 fields of a launch naming a campaign or an ad set that is not its ad account's (empty: all are). */
export async function checkLaunchOwnership(deps: AppDeps, accessToken: string, p: Owned): Promise<OwnerFields> {
  for (const field of ['existingCampaignId', 'duplicateCampaignId'] as const) {
    const id = p[field];
    const error = id === undefined ? null : await campaignError(deps, accessToken, p.accountId, id);
    if (error) return { [field]: [error] };
  }
  // The ad sets of a launch are those of the campaign it goes into (existing) or copies (duplicate).
  const campaignId = p.existingCampaignId ?? p.duplicateCampaignId;
  const adSets = adSetsOf(p);
  if (adSets.length === 0) return {};
  // The launch route refuses more before any call (routes/launches.ts); checked again so that this stays one batch.
  const refused = adSetCountRefusal(p);
  if (refused) return refused;
  const read = await readAdSets(
    deps,
    accessToken,
    adSets.map(([, id]) => id),
  );
  const first = read.findIndex((adSet) => !adSet || `act_${adSet.account_id ?? ''}` !== p.accountId || adSet.campaign_id !== campaignId);
  return first < 0 ? {} : { [adSets[first]![0]]: [ownerMessages.adSet] };
}
