// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '../../lib/rules/default-settings';
import { useDraftStore } from './draft-store';
import { LaunchDialog } from './launch-dialog';

// The dialog's asset calls answer in any order (each is a request of its own through the background): the draft
// must come out the same whichever answers first.

const envelope = (data: unknown) => ({ status: 200, body: { success: true, data, isValid: true, error: null } });
const asset = (id: string, name: string) => ({ id, name, isPersonal: false, businessName: null, ownerBusinessName: null, isLegacy: false });
const answers: Record<string, () => unknown> = {
  '/facebook/adaccount/current': () =>
    envelope({ id: 'act_1', name: 'Bakery', data: { currency: 'USD', timezone_name: 'America/New_York', timezone_offset_hours_utc: -5 } }),
  '/facebook/assets/pages': () => envelope([asset('11', 'Bakery Page')]),
  '/facebook/assets/pixels': () => envelope([asset('22', 'Bakery Pixel')]),
  '/facebook/conversion-events': () => envelope([{ id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' }]),
  '/library/account-media': () =>
    envelope([
      { hash: 'h1', name: 'first.png', url: 'https://img.example/1.png', width: 1080, height: 1080 },
      { hash: 'h2', name: 'second.png', url: 'https://img.example/2.png', width: 1080, height: 1080 },
    ]),
  '/facebook/adlauncher/settings': () => ({ status: 200, body: { success: true, data: DEFAULT_SETTINGS, scope: 'default' } }),
};

/** Answers the panel's API messages as the background would: `first` at once, the others once released. */
function serveFirst(first: string): () => void {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  fakeBrowser.runtime.onMessage.addListener((message: { type: string; path: string }, _sender, sendResponse: (answer: unknown) => void) => {
    if (message.type !== 'api') return undefined;
    const answer = answers[message.path]?.() ?? { status: 404, body: { success: false, error: 'Not found.' } };
    if (message.path === first) sendResponse(answer);
    else void released.then(() => sendResponse(answer));
    return true;
  });
  return release;
}

function show(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <LaunchDialog accountId="act_1" onReview={() => undefined} onGoToLaunches={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

describe('the launch dialog, whichever asset call answers first', () => {
  afterEach(cleanup);
  beforeEach(() => {
    fakeBrowser.reset();
    useDraftStore.setState({ draft: null, accountId: null, step: 1, imageHashes: [], libraryAds: [], openSections: ['budget'] });
  });

  const firsts = { '/library/account-media': ['account-media', 'act_1'], '/facebook/adaccount/current': ['adaccount', 'act_1'] };
  for (const [first, queryKey] of Object.entries(firsts)) {
    it(`chooses the account's first image for a fresh draft when ${first} answers first`, async () => {
      const release = serveFirst(first);
      const client = show();
      await waitFor(() => expect(client.getQueryData(queryKey)).toBeDefined());
      // The dialog renders with that answer alone (its effects run), then the others answer.
      await act(() => new Promise((r) => setTimeout(r, 20)));
      release();
      expect(await screen.findByRole('heading', { name: 'Choose Your Launch Settings' })).toBeTruthy();
      await waitFor(() => expect(useDraftStore.getState().imageHashes).toEqual(['h1']));
      expect(useDraftStore.getState().accountId).toBe('act_1');
    });
  }
});
