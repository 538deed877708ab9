import { isCopy } from '../../lib/rules/launch-source';
import { setPage, setPixel } from '../../lib/rules/transitions';
import { sortAssets } from '../../lib/rules/ordering';
import type { Asset, ConversionEvent, LaunchDraft } from '../../lib/rules';

// Switching the ad account keeps the draft and drops only what does not exist in the new account:
// each asset is kept when the account has it (same id), else it becomes the account's first (in the order of
// docs/product-rules.md#conventions).

export interface AccountAssets {
  pages?: readonly Asset[];
  pixels?: readonly Asset[];
  /** The events of the draft's pixel for its objective, once loaded. */
  events?: readonly ConversionEvent[];
}

const has = (list: readonly { id: string }[], item: { id: string } | null) => item !== null && list.some((x) => x.id === item.id);

/** The draft with each loaded asset list applied; the same object when nothing changes. */
export function reconcileDraft(draft: LaunchDraft, assets: AccountAssets): LaunchDraft {
  let next = draft;
  // A copy leaves empty the page or pixel of its source that this account lacks: the buyer chooses, nothing is guessed
  // (docs/campaign-modes.md#what-a-copy-starts-from).
  const asked = (asset: Asset | null) => asset === null && isCopy(draft.source);
  if (assets.pages && !has(assets.pages, next.page) && !asked(next.page)) next = setPage(next, sortAssets(assets.pages)[0] ?? null);
  if (assets.pixels && !has(assets.pixels, next.pixel) && !asked(next.pixel)) {
    next = { ...next, pixel: sortAssets(assets.pixels)[0] ?? null, conversionEvent: null };
  }
  if (assets.events && !has(assets.events, next.conversionEvent)) next = setPixel(next, next.pixel, assets.events);
  return next;
}

// The account switch's own change of the draft is lib/rules' (one door: draft-door.ts).
export { forAnotherAccount } from '../../lib/rules/account-switch';
