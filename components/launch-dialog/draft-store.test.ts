import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { launchDraftItem } from '../../lib/extension/storage-items';
import { useDraftStore } from './draft-store';

const account = { id: 'act_1', name: 'A', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
const settle = () => new Promise((r) => setTimeout(r, 10));

describe('the draft store', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useDraftStore.setState({ draft: null, accountId: null, step: 1, imageHashes: [], openSections: ['budget'] });
  });

  it('persists the draft in the declared storage item and reads it back', async () => {
    const s = useDraftStore.getState();
    s.begin(account, new Date());
    s.update((d) => ({ ...d, destinationUrl: 'https://keep.example.com' }));
    s.setStep(2);
    await settle();
    const stored = (await launchDraftItem.getValue()) as { state: { draft: { destinationUrl: string }; step: number }; version: number };
    expect(stored.version).toBe(1);
    expect(stored.state.draft.destinationUrl).toBe('https://keep.example.com');
    expect(stored.state.step).toBe(2);

    // What another side panel session stored is what the store reads back.
    await launchDraftItem.setValue({ ...stored, state: { ...stored.state, draft: { ...stored.state.draft, destinationUrl: 'https://other.example.com' } } });
    await useDraftStore.persist.rehydrate();
    expect(useDraftStore.getState().draft?.destinationUrl).toBe('https://other.example.com');
    expect(useDraftStore.getState().step).toBe(2);
  });

  it('adopts a stored draft whose start is past with the default dates, keeping the rest', () => {
    const s = useDraftStore.getState();
    s.begin(account, new Date('2020-01-01T12:00:00Z'));
    s.update((d) => ({ ...d, budget: 42 }));
    s.begin(account, new Date());
    const d = useDraftStore.getState().draft!;
    expect(new Date(d.startTime!).getTime()).toBeGreaterThan(Date.now());
    expect(d.budget).toBe(42);
  });
});
