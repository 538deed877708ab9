import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { launchDraftItem } from '../../lib/extension/storage-items';
import { useDraftStore } from './draft-store';

const account = { id: 'act_1', name: 'A', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
const settle = () => new Promise((r) => setTimeout(r, 10));

describe('the draft store', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useDraftStore.setState({ draft: null, accountId: null, step: 1, imageHashes: [], libraryAds: [], openSections: ['budget'], amountEntries: {} });
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

  it('closing the dialog resets the copy and import flags: a new side panel reads the draft without them', async () => {
    const s = useDraftStore.getState();
    s.begin(account, new Date());
    s.update((d) => ({ ...d, isImportedCampaign: true, importedAccountId: 'act_2', importedCampaignId: 'c1', budget: 42 }));
    s.setLibraryAds([{ imageId: 'hash1', copyId: '6f1c2a34-0000-4000-8000-000000000001' }], 'Imported');
    s.setAmountEntry('bidAmount', '2.505');
    await settle();
    // The stored draft keeps what was there when the panel closed ...
    expect(((await launchDraftItem.getValue()) as { state: { draft: { isImportedCampaign: boolean } } }).state.draft.isImportedCampaign).toBe(true);
    // ... and the next panel reads it without the import, its ads, or anything else lost.
    await useDraftStore.persist.rehydrate();
    const next = useDraftStore.getState();
    expect(next.draft).toMatchObject({ isImportedCampaign: false, importedAccountId: null, importedCampaignId: null, budget: 42 });
    expect(next.libraryAds).toEqual([]);
    expect(next.amountEntries).toEqual({ bidAmount: '2.505' });

    // A duplicate keeps the ads the user picked; only its flags go.
    next.update((d) => ({ ...d, duplicateCampaignId: 'c2', duplicateAdsetId: 'a2' }));
    next.setLibraryAds([{ imageId: 'hash2' }], 'Spring');
    next.closeDialog();
    expect(useDraftStore.getState().draft).toMatchObject({ duplicateCampaignId: null, duplicateAdsetId: null });
    expect(useDraftStore.getState().libraryAds).toEqual([{ imageId: 'hash2' }]);
  });

  it('keeps an amount text that does not read until it reads', () => {
    const s = useDraftStore.getState();
    s.setAmountEntry('budget', 'abc');
    s.setAmountEntry('adSetMinimumSpend', '1.2.3');
    s.setAmountEntry('budget', null);
    expect(useDraftStore.getState().amountEntries).toEqual({ adSetMinimumSpend: '1.2.3' });
  });
});
