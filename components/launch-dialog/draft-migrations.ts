import * as z from 'zod/mini';
import { money, moneyOfUnits } from '../../lib/rules/currency';
import type { LaunchDraft } from '../../lib/rules';
import type { StoredState } from './draft-state';

// What a side panel reads back from extension storage (its own draft, or another panel's): parsed, never cast, and
// moved from the shapes older versions stored to today's.

const sourceSchema = z.looseObject({ kind: z.enum(['new', 'existing', 'duplicateCampaign', 'duplicateAdSet', 'import']) });
/** A stored draft: an object whose launch source (version 3 on) is one of the kinds; its other fields are filled with
 * the defaults and checked again when a dialog adopts it (draft-store.ts adopt). */
const storedDraftSchema = z.looseObject({ source: z.optional(sourceSchema) });
const storedSchema = z.object({
  state: z.looseObject({
    draft: z.optional(z.nullable(storedDraftSchema)),
    accountId: z.optional(z.nullable(z.string())),
    accountCurrency: z.optional(z.string()),
    step: z.optional(z.union([z.literal(1), z.literal(2)])),
    imageHashes: z.optional(z.array(z.string())),
    openSections: z.optional(z.array(z.string())),
  }),
  version: z.optional(z.number()),
});

/** The stored value as the store reads it, or null when it is not one (nothing is adopted then). */
export function readStoredDraft(value: unknown): { state: StoredState; version?: number } | null {
  const parsed = storedSchema.safeParse(value);
  if (!parsed.success) return null;
  // The shape is checked above; what is missing of a newer draft is filled by the defaults when adopted.
  return parsed.data as unknown as { state: StoredState; version?: number };
}

/** The draft's money fields, stored as currency units before version 2. */
const MONEY_FIELDS = ['budget', 'bidAmount', 'adSetMinimumSpend', 'adSetMaximumSpend'] as const;

/** The fields that said where a launch starts before version 3 (one `source` since). */
const OLD_SOURCE_FIELDS = [
  'campaignMode',
  'existingCampaign',
  'existingAdSetIds',
  'createNewAdSets',
  'isImportedCampaign',
  'importedAccountId',
  'importedCampaignId',
  'duplicateCampaignId',
  'duplicateAdsetId',
];

/**
 * A draft stored by an older version. Version 2: amounts are Money; a number stored before is read in the currency the
 * store had for it, or dropped when it had none (an amount is never guessed across currencies). Version 3: where the
 * launch starts is one `source`; a copy stored in progress ended when a panel read it, so it is its campaign choice.
 */
export function migrateStored(state: Partial<StoredState>, version: number): Partial<StoredState> {
  if (version >= 3 || !state.draft) return state;
  const old = state.draft as unknown as Record<string, unknown>;
  const draft: Record<string, unknown> = { ...old };
  for (const key of OLD_SOURCE_FIELDS) delete draft[key];
  draft.source =
    old.campaignMode === 'existing'
      ? { kind: 'existing', campaign: old.existingCampaign ?? null, adSetIds: old.existingAdSetIds ?? [], createNewAdSets: old.createNewAdSets ?? true }
      : { kind: 'new' };
  if (version >= 2) return { ...state, draft: draft as unknown as LaunchDraft };
  for (const field of MONEY_FIELDS) {
    const units = old[field];
    draft[field] = typeof units === 'number' && state.accountCurrency ? moneyOfUnits(units, state.accountCurrency) : null;
  }
  const campaign = old.existingCampaign as Record<string, unknown> | null | undefined;
  if (campaign && old.campaignMode === 'existing') {
    const hundredths = (v: unknown) => (typeof v === 'number' && state.accountCurrency ? money(v, state.accountCurrency) : null);
    draft.source = { ...(draft.source as object), campaign: { ...campaign, budget: hundredths(campaign.budget), bidAmount: hundredths(campaign.bidAmount) } };
  }
  return { ...state, draft: draft as unknown as LaunchDraft };
}
