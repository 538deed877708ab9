// The one door of the launch draft (docs/architecture.md#the-drafts-door): every change is a named action through
// `applyDraftAction`, a pure reducer (the shape of TanStack Query's mutation.ts), which runs the action's transition
// and then holds the product's invariants again, whatever the action wrote: the objective's bid strategies, what the
// launch's source locks (an import's strategy and budget type, an existing or duplicated campaign's allocation), a
// special category's targeting, a saved audience's Advantage+ Audience, ad scheduling with lifetime budgets only, and
// amounts in the account's currency. The side panel's store calls nothing else to change a draft.
import { forAnotherAccount } from './account-switch';
import { createsNewAdSets, leaveSource } from './launch-source';
import { sourceLocks } from './source-locks';
import { applyCategoryRestrictions, setSpecialCategory } from './targeting';
import { allowedBidStrategies, selectExistingCampaign, setBidStrategy, setBudgetMode, setCampaignBudget, setObjective, setUseDayParting } from './transitions';
import type { AdAccountContext, AdCategory, ConversionEvent, ExistingAdSet, ExistingCampaign, LaunchDraft, Objective } from './types';
import { MONEY_FIELDS } from './money-fields';

/** What the door reads besides the draft: the ad account the draft is in (its currency and minimums), and the moment. */
export interface DoorContext {
  account: AdAccountContext;
  now: Date;
}

/** Every change of a draft, by name. `edit` is a field's own transition (a control's change of its field). */
export type DraftAction =
  | { type: 'edit'; name: string; change: (draft: LaunchDraft) => LaunchDraft }
  | { type: 'setObjective'; objective: Objective; events?: readonly ConversionEvent[] }
  | { type: 'setSpecialCategory'; on: boolean; category: AdCategory | null }
  | { type: 'selectExistingCampaign'; campaign: ExistingCampaign; adSets: readonly ExistingAdSet[]; currency: string }
  /** A template applied or cleared, a copy started: made by copy-actions.ts, which carries their rules to the panel's
   * parts that use them (Step 2, a copy's loading), not to its first screen. */
  | { type: 'applyTemplate' | 'clearTemplate' | 'startCopy'; change: (draft: LaunchDraft, ctx: DoorContext) => LaunchDraft }
  | { type: 'leaveCopy' }
  | { type: 'switchAccount'; sameCurrency: boolean }
  | { type: 'setOffer'; offer: { id: string; url: string; displayLink?: string | null; trackingUtm?: string | null } };

/** The action's own transition, before the invariants. */
function transition(draft: LaunchDraft, action: DraftAction, ctx: DoorContext): LaunchDraft {
  switch (action.type) {
    case 'edit':
      return action.change(draft);
    case 'setObjective':
      return setObjective(draft, action.objective, action.events);
    case 'setSpecialCategory': {
      const next = setSpecialCategory(draft, action.on, action.category);
      return action.on ? next : { ...next, adCategoryLocations: [] };
    }
    case 'selectExistingCampaign':
      return selectExistingCampaign(draft, action.campaign, action.adSets, action.currency);
    case 'applyTemplate':
    case 'clearTemplate':
    case 'startCopy':
      return action.change(draft, ctx);
    case 'leaveCopy':
      return leaveSource(draft);
    case 'switchAccount':
      return forAnotherAccount(draft, action.sameCurrency);
    case 'setOffer': {
      const { offer } = action;
      return {
        ...draft,
        offerId: offer.id,
        destinationUrl: offer.url,
        displayLink: offer.displayLink ?? draft.displayLink,
        urlTags: offer.trackingUtm ?? draft.urlTags,
      };
    }
  }
}

/** What the source locks, put back (source-locks.ts): the allocation, budget type and budget, bid strategy. */
function withSourceLocks(draft: LaunchDraft, ctx: DoorContext): LaunchDraft {
  const locks = sourceLocks(draft);
  let next = draft;
  if (locks.isCBO !== undefined && next.isCBO !== locks.isCBO) next = setCampaignBudget(next, locks.isCBO);
  if (locks.budgetMode !== undefined && next.budgetMode !== locks.budgetMode) next = setBudgetMode(next, locks.budgetMode, ctx.account);
  if (locks.budget !== undefined && next.budget !== locks.budget) next = { ...next, budget: locks.budget };
  const strategies = locks.bidStrategies;
  if (strategies && !strategies.includes(next.bidStrategy)) next = setBidStrategy(next, strategies[0]!);
  return next;
}

/** The objective's strategies (allowedBidStrategies), where the strategy is the launch's own (not its source's). */
function withObjectiveStrategy(draft: LaunchDraft): LaunchDraft {
  if (!createsNewAdSets(draft) || sourceLocks(draft).bidStrategies) return draft;
  const shop = draft.objective === 'website-conversions' && draft.shopEnabled;
  return allowedBidStrategies(draft.objective, shop).includes(draft.bidStrategy) ? draft : setBidStrategy(draft, 'highestVolume');
}

/** An amount is never read in another currency (docs/product-rules.md#currencies): one in another is asked for again. */
function withAccountCurrency(draft: LaunchDraft, { account }: DoorContext): LaunchDraft {
  if (draft.multiAccount) return draft;
  const other = MONEY_FIELDS.filter((f) => draft[f] !== null && draft[f]!.currency !== account.currency);
  return other.length === 0 ? draft : { ...draft, ...Object.fromEntries(other.map((f) => [f, null])) };
}

/** A saved audience brings its own ages and turns Advantage+ Audience off (docs/product-rules.md#audiences). */
const withSavedAudience = (draft: LaunchDraft): LaunchDraft =>
  draft.savedAudience !== null && draft.advantageAudience ? { ...draft, advantageAudience: false } : draft;

/** Every invariant of a draft, in order: what an action wrote past a transition is put right here. */
function holdInvariants(draft: LaunchDraft, ctx: DoorContext): LaunchDraft {
  let next = withSourceLocks(draft, ctx);
  next = withObjectiveStrategy(next);
  next = applyCategoryRestrictions(next);
  next = withSavedAudience(next);
  next = setUseDayParting(next, next.useDayParting);
  next = withAccountCurrency(next, ctx);
  return sameDraft(draft, next) ? draft : next;
}

/** Unchanged field by field: the same object back, so a store does not write (or re-render) for nothing. */
function sameDraft(a: LaunchDraft, b: LaunchDraft): boolean {
  if (a === b) return true;
  return (Object.keys(b) as Array<keyof LaunchDraft>).every((k) => a[k] === b[k]);
}

/**
 * A locked strategy the source takes more than one of (a campaign budget at lowest cost: Highest Volume or Value) stays
 * the one the draft had, unless the action changed the source or what it offers (the objective, the shop).
 */
function keptLocked(before: LaunchDraft, next: LaunchDraft): LaunchDraft {
  if (before.source !== next.source || before.objective !== next.objective || before.shopEnabled !== next.shopEnabled) return next;
  const strategies = sourceLocks(next).bidStrategies;
  const kept = strategies?.includes(before.bidStrategy) && next.bidStrategy !== before.bidStrategy;
  return kept ? setBidStrategy(next, before.bidStrategy) : next;
}

/** The door: the draft after `action`, with every invariant held. */
export function applyDraftAction(draft: LaunchDraft, action: DraftAction, ctx: DoorContext): LaunchDraft {
  const next = holdInvariants(keptLocked(draft, transition(draft, action, ctx)), ctx);
  return sameDraft(draft, next) ? draft : next;
}
