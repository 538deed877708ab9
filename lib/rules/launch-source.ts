// Where a launch starts (docs/campaign-modes.md): the draft's LaunchSource, read and changed here only. A copy (a
// duplicated campaign or ad set, an import) remembers the draft's own values of what its prefill replaced, so leaving
// it (Stop duplicating, closing the dialog, launching) puts them back in one step and nothing of the source stays.
import type { CopySource, ExistingCampaign, ExistingSource, LaunchDraft, LaunchSource } from './types';

export const NEW_SOURCE: LaunchSource = { kind: 'new' };
/** Existing Campaign chosen in Step 1, no campaign picked yet. */
export const EXISTING_SOURCE: ExistingSource = { kind: 'existing', campaign: null, adSetIds: [], createNewAdSets: true };

type WithSource = Pick<LaunchDraft, 'source'>;

/** Step 1's Campaign choice: an existing campaign (chosen, or the one a duplicated ad set goes into), else new. */
export const campaignModeOf = ({ source }: WithSource): 'new' | 'existing' =>
  source.kind === 'existing' || source.kind === 'duplicateAdSet' ? 'existing' : 'new';

/** The existing campaign the launch goes into: the chosen one, or the one a duplicated ad set is copied into. */
export function existingCampaignOf({ source }: WithSource): ExistingCampaign | null {
  return source.kind === 'existing' || source.kind === 'duplicateAdSet' ? source.campaign : null;
}

/** The existing ad sets the ads go into; none for new ad sets. */
export const existingAdSetIdsOf = ({ source }: WithSource): string[] => (source.kind === 'existing' ? source.adSetIds : []);

/** New ad sets are made (always, but where the ads go into existing ones or none are chosen yet). */
export const createsNewAdSets = ({ source }: WithSource): boolean => source.kind !== 'existing' || source.createNewAdSets;

/** A duplicate or an import: a copy of something the buyer has. */
export const isCopy = (source: LaunchSource): source is CopySource => 'own' in source;

/** Where a copy goes back to when it ends: the existing campaign it was started from, or a new campaign. */
const startOf = (source: CopySource): LaunchSource => (source.kind === 'import' ? NEW_SOURCE : source.from);

/**
 * The draft without its copy: every field the copy's prefill wrote back to the draft's own value, and the launch back
 * where it started. Any other draft is returned as it is.
 */
export function leaveSource(draft: LaunchDraft): LaunchDraft {
  const { source } = draft;
  if (!isCopy(source)) return draft;
  return { ...draft, ...source.own, source: startOf(source) };
}

/** A copy without what it remembers, as the prefill makes it. */
export type CopyStart =
  | Omit<Extract<CopySource, { kind: 'duplicateCampaign' }>, 'own' | 'from'>
  | Omit<Extract<CopySource, { kind: 'duplicateAdSet' }>, 'own' | 'from'>
  | Omit<Extract<CopySource, { kind: 'import' }>, 'own'>;

/**
 * The draft as a copy starts it: `prefilled` (the draft with the source's values) in mode `start`, remembering the
 * draft's own value of every field the prefill changed. A copy started while in another copy starts from the draft's
 * own values.
 */
export function enterCopy(base: LaunchDraft, prefilled: LaunchDraft, start: CopyStart): LaunchDraft {
  const own: Record<string, unknown> = {};
  for (const key of Object.keys(prefilled) as Array<keyof LaunchDraft>) {
    if (key !== 'source' && prefilled[key] !== base[key]) own[key] = base[key];
  }
  const from: ExistingSource = base.source.kind === 'existing' ? base.source : EXISTING_SOURCE;
  const source: LaunchSource = start.kind === 'import' ? { ...start, own } : { ...start, own, from };
  return { ...prefilled, source };
}
