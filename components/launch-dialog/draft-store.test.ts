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
    s.moveToAccount(account);
    s.begin(account, new Date());
    s.update((d) => ({ ...d, destinationUrl: 'https://keep.example.com' }));
    s.setStep(2);
    useDraftStore.setState({ libraryFolderName: 'Spring', libraryAdNames: [], libraryOfferName: 'Bread box', startOver: false });
    await settle();
    const stored = (await launchDraftItem.getValue()) as { state: { draft: { destinationUrl: string }; step: number }; version: number };
    expect(stored.version).toBe(1);
    expect(stored.state.draft.destinationUrl).toBe('https://keep.example.com');
    expect(stored.state.step).toBe(2);
    // The state but its actions and the defaults due (a new panel works them out again).
    expect(Object.keys(stored.state).sort()).toEqual([
      'accountCurrency',
      'accountId',
      'accountName',
      'accountSwitch',
      'amountEntries',
      'draft',
      'imageHashes',
      'libraryAdNames',
      'libraryAds',
      'libraryFolderName',
      'libraryOfferName',
      'openSections',
      'startOver',
      'step',
    ]);

    // What another side panel session stored is what the store reads back.
    await launchDraftItem.setValue({ ...stored, state: { ...stored.state, draft: { ...stored.state.draft, destinationUrl: 'https://other.example.com' } } });
    await useDraftStore.persist.rehydrate();
    expect(useDraftStore.getState().draft?.destinationUrl).toBe('https://other.example.com');
    expect(useDraftStore.getState().step).toBe(2);
  });

  it('follows Ads Manager to another account: says so, and clears amounts that were in another currency', () => {
    const s = useDraftStore.getState();
    s.moveToAccount(account);
    s.begin(account, new Date());
    s.update((d) => ({ ...d, budget: 50, bidAmount: 2, destinationUrl: 'https://keep.example.com' }));
    const yen = { ...account, id: 'act_206', name: 'Lumen – Japan', currency: 'JPY', timezoneName: 'Asia/Tokyo' };
    s.moveToAccount(yen);
    expect(useDraftStore.getState().accountSwitch).toEqual({ from: 'A', to: 'Lumen – Japan', amountsCleared: true });
    expect(useDraftStore.getState().draft).toMatchObject({ budget: null, bidAmount: null, destinationUrl: 'https://keep.example.com' });
    s.dismissAccountSwitch();
    s.update((d) => ({ ...d, budget: 5000 }));
    // Another account in the same currency keeps the amounts.
    s.moveToAccount({ ...yen, id: 'act_207', name: 'Lumen – Osaka' });
    expect(useDraftStore.getState().accountSwitch).toEqual({ from: 'Lumen – Japan', to: 'Lumen – Osaka', amountsCleared: false });
    expect(useDraftStore.getState().draft?.budget).toBe(5000);
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

  it('adopts a draft kept from before the platform removed Facebook video feeds without it', () => {
    const s = useDraftStore.getState();
    s.begin(account, new Date());
    // As stored before v24: the position was a choice then.
    s.update((d) => ({ ...d, placementPlatforms: { facebook: ['feed', 'video_feeds', 'story'] } as unknown as typeof d.placementPlatforms }));
    s.begin(account, new Date());
    expect(useDraftStore.getState().draft!.placementPlatforms.facebook).toEqual(['feed', 'story']);
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

  it('Launch New Campaign starts over at the next begin, keeping assets and tracking, and says which defaults are due', () => {
    const s = useDraftStore.getState();
    useDraftStore.setState({ defaultsDue: null });
    s.begin(account, new Date());
    expect(useDraftStore.getState().defaultsDue).toBe('fresh');
    s.defaultsApplied();
    s.update((d) => ({ ...d, budget: 42, destinationUrl: 'https://keep.example.com', page: { id: '11', name: 'Page' } }));
    s.setStep(2);
    s.setImageHashes(['h1']);
    s.begin(account, new Date());
    expect(useDraftStore.getState()).toMatchObject({ step: 2, imageHashes: ['h1'], defaultsDue: null });

    s.startNewCampaign();
    expect(useDraftStore.getState().draft?.budget).toBe(42); // nothing changes until the dialog knows the account
    s.begin(account, new Date());
    const next = useDraftStore.getState();
    expect(next.draft).toMatchObject({ destinationUrl: 'https://keep.example.com', page: { id: '11', name: 'Page' } });
    expect(next.draft?.budget).not.toBe(42);
    expect(next).toMatchObject({ step: 1, imageHashes: [], startOver: false, defaultsDue: 'startOver' });
    // Once started over, the next begin adopts the draft again.
    next.update((d) => ({ ...d, budget: 43 }));
    next.begin(account, new Date());
    expect(useDraftStore.getState().draft?.budget).toBe(43);
  });

  it("the library's Launch N ads puts its ads, folder and offer into the draft at Step 1", () => {
    const s = useDraftStore.getState();
    s.begin(account, new Date());
    s.setStep(2);
    const offer = {
      id: 'o1',
      name: 'Spring sale',
      url: 'https://shop.example.com/spring',
      displayLink: 'shop.example.com',
      trackingUtm: 'utm_source=fb',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    s.launchFromLibrary({ ads: [{ imageId: 'hash1' }], folderName: 'Spring', adNames: [{ creativeName: 'one.png' }], offer });
    const next = useDraftStore.getState();
    expect(next).toMatchObject({
      step: 1,
      libraryAds: [{ imageId: 'hash1' }],
      libraryFolderName: 'Spring',
      libraryAdNames: [{ creativeName: 'one.png' }],
      libraryOfferName: 'Spring sale',
    });
    expect(next.draft).toMatchObject({
      offerId: 'o1',
      destinationUrl: 'https://shop.example.com/spring',
      displayLink: 'shop.example.com',
      urlTags: 'utm_source=fb',
    });
  });

  it('keeps an amount text that does not read until it reads', () => {
    const s = useDraftStore.getState();
    s.setAmountEntry('budget', 'abc');
    s.setAmountEntry('adSetMinimumSpend', '1.2.3');
    s.setAmountEntry('budget', null);
    expect(useDraftStore.getState().amountEntries).toEqual({ adSetMinimumSpend: '1.2.3' });
  });
});
