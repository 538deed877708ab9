import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { launchDraftItem, type SignedInUser } from '../../lib/extension/storage-items';
import { useDraftStore } from '../launch-dialog/draft-store';

// The side panel lets go with the background (docs/security.md#signing-out): what it holds in memory of the person
// goes when the background forgets them, so the next person to sign in to an open panel sees none of it.

export function useForgetOnSignOut(user: SignedInUser | null | undefined): void {
  const queryClient = useQueryClient();
  // The API's answers held in memory (templates, the library, launches, the plan): nobody signed in, none kept.
  useEffect(() => {
    if (user === null) queryClient.clear();
  }, [user, queryClient]);
  // The draft, forgotten in storage: the store starts again from nothing, and the storage stays empty (the store
  // writes its new state back: that is cleared again, and then the store holds nothing, which ends it).
  useEffect(
    () =>
      launchDraftItem.watch((stored) => {
        if (stored !== null || isEmpty()) return;
        useDraftStore.setState(useDraftStore.getInitialState(), true);
        void useDraftStore.persist.clearStorage();
      }),
    [],
  );
}

/** The draft store holds nothing: what it stores is what a new store stores. */
function isEmpty(): boolean {
  const stored = useDraftStore.persist.getOptions().partialize ?? ((state) => state);
  return JSON.stringify(stored(useDraftStore.getState())) === JSON.stringify(stored(useDraftStore.getInitialState()));
}
