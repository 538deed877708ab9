import { setTimeout as sleep } from 'node:timers/promises';
import type { LaunchPayload } from '../../lib/contract/launch';
import { placeholdersIn } from '../../lib/rules/naming';
import type { AppDeps } from '../deps';
import { LibraryNotFoundError } from '../library/creatives';
import { findOffer } from '../library/lookups';
import { sendBatch } from '../platform/batch-api';
import { GraphError, type BatchOperation, type BatchResult } from '../platform/graph-client';
import { launchErrorOf } from './errors';
import { ledgerKey } from '../db/repos/launch-ledger';
import { LibraryAdError } from './library-ads';
import { ID_TOKENS, namedWith } from './name-tokens';
import { outcomeOfError, TransientLaunchError } from './outcomes';
import type { LaunchPlan } from './plan';
import type { RunContext } from './batch-round';

// The naming placeholders only the server can fill (docs/product-rules.md#naming-placeholders): the offer's name,
// read from the user's library, and the campaign and ad set ids, which exist only once the platform made them.
// Names are planned with the ids as tokens; each object is sent with the ids known by then (an ad in the batch of
// its new ad set names it by the batch's `{result=...}` reference), and an object whose name holds its own id is
// renamed once it exists.

/** Whether a planned campaign or ad set name holds that object's own id (set by renaming it once it exists). */
const namesOwnId = (kind: 'campaign' | 'adset', name: string): boolean => name.includes(kind === 'campaign' ? ID_TOKENS.campaign_id : ID_TOKENS.adset_id);

const usesOffer = (p: LaunchPayload): boolean =>
  [p.campaignNamingConvention, p.adSetNamingConvention, p.adNamingConvention].some((c) => placeholdersIn(c ?? '').includes('offer_name'));

/** The launch's offer when it is accepted: it must be the user's (400 `offerId`); its name fills {{offer_name}}. */
export async function checkOffer(deps: AppDeps, userId: string, p: Pick<LaunchPayload, 'offerId'>): Promise<{ name?: string } | { error: string }> {
  if (!p.offerId) return {};
  try {
    return { name: (await findOffer(deps, userId, p.offerId)).name };
  } catch (error) {
    if (error instanceof LibraryNotFoundError) return { error: `${error.message.replace(/\.$/, '')} in your library.` };
    throw error;
  }
}

/**
 * The offer's name for the run, read when a naming convention uses it; an offer removed since the launch was
 * accepted fails the launch, as a copy does.
 */
export async function runOfferName(deps: AppDeps, userId: string, p: LaunchPayload): Promise<string | undefined> {
  if (!p.offerId || !usesOffer(p)) return undefined;
  try {
    return (await findOffer(deps, userId, p.offerId)).name;
  } catch (error) {
    if (!(error instanceof LibraryNotFoundError)) throw error;
    throw new LibraryAdError({
      message: `${error.message} It was removed from your library after the launch was accepted.`,
      details: '**What failed:** The offer named by the naming conventions\n\n**What to do:** Choose another offer, then launch again.',
      technicalDetails: error.message,
    });
  }
}

const MAX_RENAME_ROUNDS = 5;

/**
 * Renames the campaign and ad sets whose names hold their own id, now that it exists. Setting the same name
 * twice is harmless, so every run does it again: a launch stopped anywhere is named right by its next run.
 */
export async function nameWithOwnIds(ctx: RunContext, plan: LaunchPlan, campaignId: string): Promise<void> {
  const objects = [
    ...(plan.campaign && namesOwnId('campaign', plan.campaign.name) ? [{ kind: 'campaign' as const, what: 'campaign', ...plan.campaign }] : []),
    ...plan.adSets.filter((s) => !s.existingId && namesOwnId('adset', s.name)).map((s) => ({ kind: 'adset' as const, what: 'ad set', ...s })),
  ];
  let pending = objects.flatMap((o) => {
    const id = ctx.ledger.get(ledgerKey(o.kind, o.itemKey));
    const name = namedWith(o.name, { campaignId, adSetId: o.kind === 'adset' ? id : undefined });
    return id ? [{ id, name, key: `rename:${ledgerKey(o.kind, o.itemKey)}`, label: `The name of the ${o.what} "${name}"` }] : [];
  });
  for (let round = 0; pending.length > 0; round += 1) {
    if (round >= MAX_RENAME_ROUNDS) throw new TransientLaunchError('Some names could not be set yet: the platform keeps failing');
    await ctx.gate.checkBlock();
    const again: typeof pending = [];
    for (let i = 0; i < pending.length; i += 50) {
      const chunk = pending.slice(i, i + 50);
      const results = await sendRenames(
        ctx,
        chunk.map((r): BatchOperation => ({ method: 'POST', relativeUrl: r.id, body: { name: r.name } })),
      );
      results.forEach((result, j) => {
        const rename = chunk[j]!;
        if (result.ok) return;
        // A refused token throws FatalLaunchError; a refusal is the launch's error; anything else is tried again.
        if (outcomeOfError(result.error).kind === 'failed') ctx.failures.set(rename.key, launchErrorOf(rename.label, result.error));
        else again.push(rename);
      });
    }
    pending = again;
    if (pending.length > 0) await sleep(ctx.backoffMs(round));
  }
}

/** One batch of renames through the run's gate (they are no items of the ledger: nothing to record). */
async function sendRenames(ctx: RunContext, ops: BatchOperation[]): Promise<BatchResult[]> {
  try {
    return await sendBatch(ctx.deps, ctx.token, ops);
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    return ops.map((): BatchResult => ({ ok: false, error }));
  }
}
