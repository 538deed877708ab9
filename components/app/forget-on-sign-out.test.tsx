// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { launchDraftItem, type SignedInUser } from '../../lib/extension/storage-items';
import { useDraftStore } from '../launch-dialog/draft-store';
import { useForgetOnSignOut } from './forget-on-sign-out';

// An open side panel lets go of a person with the background (docs/security.md#signing-out): the API's answers it
// holds in memory go when nobody is signed in, and the draft in memory when the background emptied it in storage, so
// the next person signing in to the same panel sees none of it.

describe('the side panel after a sign-out', () => {
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  beforeEach(() => {
    fakeBrowser.reset();
    client = new QueryClient();
  });
  afterEach(cleanup);

  it("drops the API's answers it holds when nobody is signed in", () => {
    const { rerender } = renderHook(({ user }: { user: SignedInUser | null | undefined }) => useForgetOnSignOut(user), {
      wrapper,
      initialProps: { user: { id: 'u1', name: 'Ava' } as SignedInUser | null | undefined },
    });
    client.setQueryData(['campaign-templates'], [{ name: "Ava's template" }]);
    rerender({ user: undefined });
    expect(client.getQueryData(['campaign-templates'])).toBeDefined();
    rerender({ user: null });
    expect(client.getQueryData(['campaign-templates'])).toBeUndefined();
  });

  it('starts the draft again from nothing when the background forgot it, and keeps it otherwise', async () => {
    renderHook(() => useForgetOnSignOut({ id: 'u1', name: 'Ava' }), { wrapper });
    useDraftStore.setState({ step: 2, accountId: 'act_101', accountName: "Ava's Bakery" });
    await waitFor(async () => expect(await launchDraftItem.getValue()).not.toBeNull());
    await launchDraftItem.setValue({ state: { step: 2 }, version: 1 });
    expect(useDraftStore.getState()).toMatchObject({ step: 2, accountName: "Ava's Bakery" });

    await launchDraftItem.removeValue();
    await waitFor(() => expect(useDraftStore.getState()).toMatchObject({ step: 1, accountId: null, draft: null }));
    expect(useDraftStore.getState().accountName).toBeUndefined();
    // The storage stays empty: the store's new state is not written back.
    for (let i = 0; i < 100; i += 1) await Promise.resolve(); // the watch and a write back run in microtasks
    expect(await launchDraftItem.getValue()).toBeNull();
  });
});
