import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { launchDraftItem } from '../../lib/extension/storage-items';
import { money, newBulkAccount, startCopy, type ExistingCampaign, type LaunchDraft } from '../../lib/rules';
import { campaignSource as source } from '../../lib/rules/test-fixtures';
import { followOtherPanels, useDraftStore } from './draft-store';

const account = { id: 'act_1', name: 'A', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
const settle = () => new Promise((r) => setTimeout(r, 10));

describe('the draft store', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useDraftStore.setState({
      draft: null,
      accountId: null,
      step: 1,
      imageHashes: [],
      libraryAds: [],
      openSections: ['budget'],
      amountEntries: {},
      launchKey: undefined,
      sent: null,
    });
  });

  it('a draft keeps its launch key across reviews until sent; sent, it says so until a new attempt, which has a new key', () => {
    const s = useDraftStore.getState();
    s.begin(account, new Date());
    const key = s.attemptKey();
    // Cancel and review again (or a second panel's review): the same key, so the API answers one launch.
    expect(useDraftStore.getState().attemptKey()).toBe(key);
    s.launchSent(new Date('2026-12-02T13:05:00Z'), ['A']);
    expect(useDraftStore.getState().sent).toEqual({ key, at: '2026-12-02T13:05:00.000Z', accountNames: ['A'] });
    expect(useDraftStore.getState().attemptKey()).toBe(key);
    // Launch again (or Adjust Settings): nothing sent, and a key of its own.
    s.newAttempt();
    expect(useDraftStore.getState().sent).toBeNull();
    const again = useDraftStore.getState().attemptKey();
    expect(again).not.toBe(key);
    // Launch New Campaign and Launch N ads are new launches too.
    s.launchSent(new Date(), ['A']);
    s.startNewCampaign();
    s.begin(account, new Date());
    expect([useDraftStore.getState().sent, useDraftStore.getState().attemptKey() === again]).toEqual([null, false]);
    s.launchSent(new Date(), ['A']);
    s.launchFromLibrary({ accountId: account.id, ads: [], folderName: undefined, adNames: [], offer: null });
    expect(useDraftStore.getState().sent).toBeNull();
  });

  it('persists the draft in the declared storage item and reads it back', async () => {
    const s = useDraftStore.getState();
    s.moveToAccount(account);
    s.begin(account, new Date());
    s.update((d) => ({ ...d, destinationUrl: 'https://keep.example.com' }));
    s.setStep(2);
    useDraftStore.setState({ libraryAccountId: 'act_1', libraryFolderName: 'Spring', libraryAdNames: [], libraryOfferName: 'Bread box', startOver: false });
    await settle();
    const stored = (await launchDraftItem.getValue()) as { state: { draft: { destinationUrl: string }; step: number }; version: number };
    expect(stored.version).toBe(3);
    expect(stored.state.draft.destinationUrl).toBe('https://keep.example.com');
    expect(stored.state.step).toBe(2);
    // The state but its actions and the defaults due (a new panel works them out again).
    expect(Object.keys(stored.state).sort()).toEqual([
      'accountCurrency',
      'accountId',
      'accountName',
      'accountSwitch',
      'amountEntries',
      'amountsNotice',
      'draft',
      'imageHashes',
      'libraryAccountId',
      'libraryAdNames',
      'libraryAds',
      'libraryFolderName',
      'libraryOfferName',
      'openSections',
      'sent',
      'startOver',
      'step',
    ]);

    // What another side panel session stored is what the store reads back.
    await launchDraftItem.setValue({ ...stored, state: { ...stored.state, draft: { ...stored.state.draft, destinationUrl: 'https://other.example.com' } } });
    await useDraftStore.persist.rehydrate();
    expect(useDraftStore.getState().draft?.destinationUrl).toBe('https://other.example.com');
    expect(useDraftStore.getState().step).toBe(2);
  });

  it("takes the draft another Ads Manager tab's panel saves, without writing it back, and edits on from it", async () => {
    const stop = followOtherPanels();
    const taken = vi.spyOn(useDraftStore, 'setState');
    const s = useDraftStore.getState();
    s.moveToAccount(account);
    s.begin(account, new Date());
    s.update((d) => ({ ...d, destinationUrl: 'https://mine.example.com' }));
    await settle();
    // Its own writes are not taken back (an older one would undo what was typed since).
    expect(taken).not.toHaveBeenCalled();
    type Stored = { state: { draft: { destinationUrl: string }; step: number }; version: number; writer?: string };
    const mine = (await launchDraftItem.getValue()) as Stored;
    expect(mine.writer).toEqual(expect.any(String));
    expect(useDraftStore.getState().draft?.destinationUrl).toBe('https://mine.example.com');

    await launchDraftItem.setValue({
      ...mine,
      writer: 'the other tab',
      state: { ...mine.state, step: 2, draft: { ...mine.state.draft, destinationUrl: 'https://theirs.example.com' } },
    });
    await settle();
    expect(useDraftStore.getState().draft?.destinationUrl).toBe('https://theirs.example.com');
    expect(useDraftStore.getState().step).toBe(2);
    expect(((await launchDraftItem.getValue()) as Stored).writer).toBe('the other tab');

    useDraftStore.getState().update((d) => ({ ...d, displayLink: 'shop.example.com' }));
    await settle();
    const after = (await launchDraftItem.getValue()) as Stored & { state: { draft: { displayLink: string } } };
    expect(after.writer).toBe(mine.writer);
    expect(after.state.draft).toMatchObject({ destinationUrl: 'https://theirs.example.com', displayLink: 'shop.example.com' });
    expect(after.state.step).toBe(2);

    stop();
    await launchDraftItem.setValue({ ...after, writer: 'the other tab', state: { ...after.state, step: 1 } });
    await settle();
    expect(useDraftStore.getState().step).toBe(2);
    taken.mockRestore();
  });

  it('follows Ads Manager to another account: says so, and clears amounts that were in another currency', () => {
    const s = useDraftStore.getState();
    s.moveToAccount(account);
    s.begin(account, new Date());
    s.update((d) => ({ ...d, budget: money(5000, 'USD'), bidAmount: money(200, 'USD'), destinationUrl: 'https://keep.example.com' }));
    const yen = { ...account, id: 'act_206', name: 'Lumen – Japan', currency: 'JPY', timezoneName: 'Asia/Tokyo' };
    s.moveToAccount(yen);
    expect(useDraftStore.getState().accountSwitch).toEqual({ from: 'A', to: 'Lumen – Japan', amountsCleared: true });
    expect(useDraftStore.getState().draft).toMatchObject({ budget: null, bidAmount: null, destinationUrl: 'https://keep.example.com' });
    s.dismissAccountSwitch();
    s.update((d) => ({ ...d, budget: money(500000, 'JPY') }));
    // Another account in the same currency keeps the amounts.
    s.moveToAccount({ ...yen, id: 'act_207', name: 'Lumen – Osaka' });
    expect(useDraftStore.getState().accountSwitch).toEqual({ from: 'Lumen – Japan', to: 'Lumen – Osaka', amountsCleared: false });
    expect(useDraftStore.getState().draft?.budget).toEqual(money(500000, 'JPY'));
  });

  it("reads a draft stored before amounts had their currency in the store's currency, or drops them without one", async () => {
    const s = useDraftStore.getState();
    s.moveToAccount(account);
    s.begin(account, new Date());
    await settle();
    const stored = (await launchDraftItem.getValue()) as { state: { draft: Record<string, unknown>; accountCurrency?: string } };
    const old = { ...stored.state.draft, budget: 50, bidAmount: 2.5, adSetMinimumSpend: null, adSetMaximumSpend: 12 };
    await launchDraftItem.setValue({ version: 1, state: { ...stored.state, accountCurrency: 'JPY', draft: old } });
    await useDraftStore.persist.rehydrate();
    expect(useDraftStore.getState().draft).toMatchObject({
      budget: money(5000, 'JPY'),
      bidAmount: money(250, 'JPY'),
      adSetMinimumSpend: null,
      adSetMaximumSpend: money(1200, 'JPY'),
    });
    await launchDraftItem.setValue({ version: 1, state: { ...stored.state, accountCurrency: undefined, draft: old } });
    await useDraftStore.persist.rehydrate();
    expect(useDraftStore.getState().draft).toMatchObject({ budget: null, bidAmount: null, adSetMaximumSpend: null });
  });

  it('adopts a stored draft whose start is past with the default dates, keeping the rest', () => {
    const s = useDraftStore.getState();
    s.begin(account, new Date('2020-01-01T12:00:00Z'));
    s.update((d) => ({ ...d, budget: money(4200, 'USD') }));
    s.begin(account, new Date());
    const d = useDraftStore.getState().draft!;
    expect(new Date(d.startTime!).getTime()).toBeGreaterThan(Date.now());
    expect(d.budget).toEqual(money(4200, 'USD'));
  });

  it('adopts a draft kept from before the platform removed Facebook video feeds without it', () => {
    const s = useDraftStore.getState();
    s.begin(account, new Date());
    // As stored before v24: the position was a choice then.
    s.update((d) => ({ ...d, placementPlatforms: { facebook: ['feed', 'video_feeds', 'story'] } as unknown as typeof d.placementPlatforms }));
    s.begin(account, new Date());
    expect(useDraftStore.getState().draft!.placementPlatforms.facebook).toEqual(['feed', 'story']);
  });

  it('closing the dialog ends a copy: a new side panel reads the draft with its own values back, an import without its ads', async () => {
    const s = useDraftStore.getState();
    s.moveToAccount(account);
    s.begin(account, new Date());
    s.update((d) => ({ ...d, destinationUrl: 'https://mine.example.com', budget: money(4200, 'USD'), gender: 'all' }));
    s.update((d) => startCopy(d, source, { kind: 'import', accountId: 'act_201' }, { account, countries: [] }, null));
    expect(useDraftStore.getState().draft).toMatchObject({ destinationUrl: 'https://north.example/', budget: money(4000, 'USD'), gender: 'women' });
    s.setLibraryAds([{ imageId: 'hash1', copyId: '6f1c2a34-0000-4000-8000-000000000001' }], 'Imported');
    s.setAmountEntry('bidAmount', '2.505');
    await settle();
    // The stored draft keeps what was there when the panel closed ...
    expect(((await launchDraftItem.getValue()) as { state: { draft: LaunchDraft } }).state.draft.source.kind).toBe('import');
    // ... and the next panel reads it without the import, its ads, or anything else lost.
    await useDraftStore.persist.rehydrate();
    const next = useDraftStore.getState();
    expect(next.draft).toMatchObject({ source: { kind: 'new' }, destinationUrl: 'https://mine.example.com', budget: money(4200, 'USD'), gender: 'all' });
    expect(next.libraryAds).toEqual([]);
    expect(next.amountEntries).toEqual({ bidAmount: '2.505' });

    // A duplicate keeps the ads the user picked; its prefill goes.
    next.update((d) => startCopy(d, source, { kind: 'duplicateCampaign' }, { account, countries: [] }, null));
    next.setLibraryAds([{ imageId: 'hash2' }], 'Spring');
    expect(useDraftStore.getState().draft).toMatchObject({ campaignName: 'Always On', destinationUrl: 'https://north.example/' });
    next.closeDialog();
    expect(useDraftStore.getState().draft).toMatchObject({ source: { kind: 'existing' }, campaignName: '', destinationUrl: 'https://mine.example.com' });
    expect(useDraftStore.getState().libraryAds).toEqual([{ imageId: 'hash2' }]);
  });

  it("Launch New Campaign after a duplicate: nothing of the source, and the assets and tracking kept are the draft's own", () => {
    const s = useDraftStore.getState();
    s.moveToAccount(account);
    s.begin(account, new Date());
    s.update((d) => ({ ...d, destinationUrl: 'https://mine.example.com', adSetDistribution: 'dedicated' }));
    const existing: ExistingCampaign = { id: '900', name: 'Always On', isCBO: false, budgetType: 'daily', budget: null, bidStrategy: null, bidAmount: null };
    s.update((d) => startCopy(d, source, { kind: 'duplicateAdSet', adSetId: '2' }, { account, countries: [] }, existing));
    expect(useDraftStore.getState().draft).toMatchObject({ adSetName: 'Winners', adSetDistribution: 'single', budgetMode: 'lifetime' });
    s.startNewCampaign();
    s.begin(account, new Date());
    expect(useDraftStore.getState().draft).toMatchObject({
      source: { kind: 'new' },
      adSetName: '',
      adSetDistribution: 'dedicated',
      budgetMode: 'daily',
      budget: money(500, 'USD'),
      destinationUrl: 'https://mine.example.com',
      bidStrategy: 'highestVolume',
      gender: 'all',
    });
  });

  it('Launch New Campaign starts over at the next begin, keeping assets and tracking, and says which defaults are due', () => {
    const s = useDraftStore.getState();
    useDraftStore.setState({ defaultsDue: null });
    s.begin(account, new Date());
    expect(useDraftStore.getState().defaultsDue).toBe('fresh');
    s.defaultsApplied();
    s.update((d) => ({ ...d, budget: money(4200, 'USD'), destinationUrl: 'https://keep.example.com', page: { id: '11', name: 'Page' } }));
    s.setStep(2);
    s.setImageHashes(['h1']);
    s.begin(account, new Date());
    expect(useDraftStore.getState()).toMatchObject({ step: 2, imageHashes: ['h1'], defaultsDue: null });

    s.startNewCampaign();
    expect(useDraftStore.getState().draft?.budget).toEqual(money(4200, 'USD')); // nothing changes until the dialog knows the account
    s.begin(account, new Date());
    const next = useDraftStore.getState();
    expect(next.draft).toMatchObject({ destinationUrl: 'https://keep.example.com', page: { id: '11', name: 'Page' } });
    expect(next.draft?.budget).not.toEqual(money(4200, 'USD'));
    expect(next).toMatchObject({ step: 1, imageHashes: [], startOver: false, defaultsDue: 'startOver' });
    // Once started over, the next begin adopts the draft again.
    next.update((d) => ({ ...d, budget: money(4300, 'USD') }));
    next.begin(account, new Date());
    expect(useDraftStore.getState().draft?.budget).toEqual(money(4300, 'USD'));
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
    s.launchFromLibrary({ accountId: account.id, ads: [{ imageId: 'hash1' }], folderName: 'Spring', adNames: [{ creativeName: 'one.png' }], offer });
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

  it("keeps a library pick made before the draft had the pick's account, and drops one of another account", () => {
    // A first launch: the library is opened before the launch dialog has moved the draft to Ads Manager's account.
    const s = useDraftStore.getState();
    s.launchFromLibrary({ accountId: account.id, ads: [{ imageId: 'hash1' }], folderName: undefined, adNames: [{ creativeName: 'one.png' }], offer: null });
    s.moveToAccount(account);
    s.begin(account, new Date());
    expect(useDraftStore.getState().libraryAds).toEqual([{ imageId: 'hash1' }]);
    // Ads Manager then switches to another account: the pick was this one's, and goes.
    s.moveToAccount({ ...account, id: 'act_2', name: 'B' });
    expect(useDraftStore.getState().libraryAds).toEqual([]);
  });

  it('keeps an amount text that does not read until it reads', () => {
    const s = useDraftStore.getState();
    s.setAmountEntry('budget', 'abc');
    s.setAmountEntry('adSetMinimumSpend', '1.2.3');
    s.setAmountEntry('budget', null);
    expect(useDraftStore.getState().amountEntries).toEqual({ adSetMinimumSpend: '1.2.3' });
  });

  it("reopened, a Multi Account Launch starts ahead on every account's clock; rows without a time zone are dropped, bare amounts read in the row's currency", () => {
    const s = useDraftStore.getState();
    s.moveToAccount(account);
    s.begin(account, new Date('2026-11-21T11:50:00.000Z'));
    // Its budget as rows held amounts before they were Money: a number typed in the row's own currency.
    const tokyo = { ...newBulkAccount({ id: 'act_206', name: 'Lumen – Japan', currency: 'JPY', timezoneName: 'Asia/Tokyo' }), budget: 5000 as never };
    const { timezoneName: _old, ...older } = newBulkAccount({ id: 'act_205', name: 'Lumen – France', currency: 'EUR', timezoneName: 'Europe/Paris' });
    // Nov 22 00:00 in New York, stored while it was still ahead in Tokyo too.
    s.update((d) => ({ ...d, multiAccount: true, startTime: '2026-11-22T05:00:00.000Z', bulkAccounts: [tokyo, older as typeof tokyo] }));
    // Reopened at 11:00 in New York: 01:00 on the 22nd in Tokyo.
    s.begin(account, new Date('2026-11-21T16:00:00.000Z'));
    const draft = useDraftStore.getState().draft!;
    expect(draft.startTime).toBe('2026-11-23T00:00:00.000-05:00');
    expect(draft.bulkAccounts.map((a) => a.accountId)).toEqual(['act_206']);
    expect(draft.bulkAccounts[0]!.budget).toEqual(money(500000, 'JPY'));
  });
});
