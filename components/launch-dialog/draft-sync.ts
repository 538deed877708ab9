import type { PersistStorage } from 'zustand/middleware';
import { launchDraftItem } from '../../lib/extension/storage-items';
import { readStoredDraft } from './draft-migrations';
import type { StoredState } from './draft-state';

// Each Ads Manager tab has a side panel of its own (docs/side-panel.md#where-the-panel-is-offered), each with the draft
// in memory. Each write says which panel made it; a panel takes another's (followOtherPanels), so it never writes an
// older draft back over it, and does not write what it took (the two would answer each other forever).
const PANEL = crypto.randomUUID();
let takingAnotherPanels = false;
export const draftStorage: PersistStorage<StoredState> = {
  getItem: async () => readStoredDraft(await launchDraftItem.getValue()),
  setItem: (_name, value) => (takingAnotherPanels ? undefined : launchDraftItem.setValue({ ...value, writer: PANEL })),
  removeItem: () => launchDraftItem.removeValue(),
};

/** Calls `take` with the draft another side panel saves, from now until the returned function is called. */
export function watchOtherPanels(take: (state: Partial<StoredState>) => void): () => void {
  return launchDraftItem.watch((stored) => {
    const read = stored && stored.writer !== PANEL ? readStoredDraft(stored) : null;
    if (!read) return;
    takingAnotherPanels = true;
    try {
      take(read.state);
    } finally {
      takingAnotherPanels = false;
    }
  });
}
