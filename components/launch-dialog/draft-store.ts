import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { LaunchAd } from '../../lib/contract/launch';
import type { LibraryOffer } from '../../lib/contract/library';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { applyDraftAction, type DraftAction } from '../../lib/rules/draft-door';
import { isCopy, leaveSource } from '../../lib/rules/launch-source';
import { storedBulkAccount } from '../../lib/rules/bulk-launch';
import { previewExtras } from '../../lib/rules/naming-values';
import { timeOf } from '../../lib/rules/time';
import { withoutRemovedPlacements } from '../../lib/rules/placements';
import { withStartAheadEverywhere } from '../../lib/rules/bulk-schedule';
import { attemptKey, newAttempt, withSent } from '../../lib/rules/sent-launch';
import type { AdAccountContext, AdNamingSource, AmountField, LaunchDraft, NamingExtras } from '../../lib/rules';
import { migrateStored } from './draft-migrations';
import { initial, STORED, type DraftState, type SectionKey, type Step, type StoredState } from './draft-state';
import { draftStorage, watchOtherPanels } from './draft-sync';

export type { DraftState, SectionKey } from './draft-state';

// The launch draft (docs/side-panel.md): a zustand store persisted to extension storage, so closing the side
// panel or switching tabs loses nothing. One draft: switching the ad account keeps it and drops only
// what belongs to the old account (see reconcile-draft.ts). The draft changes only through lib/rules' door
// (draft-door.ts applyDraftAction): `dispatch` with a named action, or `update` with a field's own transition. The
// state is draft-state.ts, what is read back from storage draft-migrations.ts, the other panels draft-sync.ts.

interface DraftActions {
  /** Starts a draft for `account`, or adopts the stored one for it (filling fields newer code added); after
   * Launch New Campaign, a fresh draft that keeps the account's assets and tracking. */
  begin: (account: AdAccountContext, now: Date) => void;
  /** Launch New Campaign: the dialog starts over once it knows the account (it may be another one by then). */
  startNewCampaign: () => void;
  /** The library's "Launch N ads": its ads, folder and offer go into the draft, at Step 1. */
  launchFromLibrary: (selection: LibraryLaunch) => void;
  /** The default settings went in (or failed to load: the launch defaults stay). */
  defaultsApplied: () => void;
  /** The door (lib/rules draft-door.ts): the draft after `action`, its invariants held. */
  dispatch: (action: DraftAction) => void;
  /** A field's own change, through the door (an `edit` action named `name`). */
  update: (fn: (draft: LaunchDraft) => LaunchDraft, name?: string) => void;
  setStep: (step: Step) => void;
  setImageHashes: (hashes: string[]) => void;
  setLibraryAds: (ads: LaunchAd[], folderName?: string, adNames?: AdNamingSource[]) => void;
  setOpenSections: (sections: SectionKey[]) => void;
  setAmountEntry: (field: AmountField, text: string | null) => void;
  openSection: (section: SectionKey) => void;
  /** The launch dialog closes, or the buyer stops duplicating or importing: a copy ends (and an import's ads with it). */
  closeDialog: () => void;
  /** The draft follows Ads Manager to `account`: what belonged to the old one goes, and so do amounts in another currency. */
  moveToAccount: (account: AdAccountContext) => void;
  dismissAccountSwitch: () => void;
  setAmountsNotice: (notice: string | null) => void;
  /** The key the review sends the launch with: the attempt's own (made now when it has none). */
  attemptKey: () => string;
  /** Confirm Launch sent the draft's launch into `accountNames` at `at`. */
  launchSent: (at: Date, accountNames: string[]) => void;
  /** Launch again or Adjust Settings: the draft is sent as a new launch, with a new key. */
  newAttempt: () => void;
}

/** What the library hands to the launch dialog (components/library/selection.ts makes it). */
interface LibraryLaunch {
  /** The ad account the library showed. */
  accountId: string;
  ads: LaunchAd[];
  folderName: string | undefined;
  adNames: AdNamingSource[];
  offer: LibraryOffer | null;
}

/**
 * Closing the dialog, or Stop duplicating / Stop importing, ends a copy (docs/campaign-modes.md#leaving-a-copy): every
 * field its prefill wrote goes back to the draft's own (lib/rules leaveSource), an import's ads (the imported
 * campaign's creatives) go, and so does the notice of amounts it cleared. Any other draft stays as it is.
 */
type DialogLibrary = Pick<DraftState, 'draft' | 'libraryAds' | 'libraryFolderName' | 'libraryAdNames' | 'amountsNotice'>;
function closedDialog(state: DialogLibrary, account: AdAccountContext | undefined): DialogLibrary {
  const { draft, libraryAds, libraryFolderName, libraryAdNames, amountsNotice } = state;
  if (!draft || !isCopy(draft.source)) return { draft, libraryAds, libraryFolderName, libraryAdNames, amountsNotice };
  const left = account ? applyDraftAction(draft, { type: 'leaveCopy' }, { account, now: new Date() }) : leaveSource(draft);
  if (draft.source.kind !== 'import') return { draft: left, libraryAds, libraryFolderName, libraryAdNames, amountsNotice: null };
  return { draft: left, libraryAds: [], libraryFolderName: undefined, libraryAdNames: undefined, amountsNotice: null };
}

/** A stored draft for a new session: defaults under it (fields added since it was stored) and dates that
 * are not in the past (docs/product-rules.md#dates: the start cannot be in the past). */
function adopt(stored: LaunchDraft, account: AdAccountContext, now: Date): LaunchDraft {
  const defaults = createDefaultDraft(account, now);
  const draft: LaunchDraft = { ...defaults, ...stored };
  // Accounts of a Multi Account Launch kept from before each had its currency, time zone and own ids: added again,
  // they get them (an amount is never guessed across currencies).
  draft.bulkAccounts = draft.bulkAccounts.flatMap((row) => storedBulkAccount(row) ?? []);
  // A draft kept from before the platform removed a position opens without it (docs/product-rules.md#placements).
  draft.placementPlatforms = withoutRemovedPlacements(draft.placementPlatforms).placements;
  const dated = timeOf(draft.startTime) < now.getTime() ? { ...draft, startTime: defaults.startTime, endTime: defaults.endTime } : draft;
  // A Multi Account Launch's start must be ahead on every account's clock too (docs/bulk-launch.md).
  return withStartAheadEverywhere(dated, account.timezoneName, now);
}

/** A draft the store makes (adopted by `begin`, started over): the door's invariants, nothing else. */
const ADOPT: DraftAction = { type: 'edit', name: 'adopt', change: (draft) => draft };

/**
 * Launch New Campaign's draft: new, keeping the old one's own assets, tracking and naming (never a copy's source's:
 * the copy ends first); the dialog as first opened.
 */
function startedOver(launched: LaunchDraft, account: AdAccountContext, now: Date): Partial<DraftState> {
  const old = leaveSource(launched);
  const kept: Partial<LaunchDraft> = {
    page: old.page,
    instagram: old.instagram,
    pixel: old.pixel,
    conversionEvent: old.conversionEvent,
    destinationUrl: old.destinationUrl,
    displayLink: old.displayLink,
    urlTags: old.urlTags,
    naming: old.naming,
  };
  return {
    draft: applyDraftAction({ ...createDefaultDraft(account, now), ...kept }, ADOPT, { account, now }),
    step: 1,
    imageHashes: [],
    libraryAds: [],
    libraryFolderName: undefined,
    libraryAdNames: undefined,
    libraryOfferName: undefined,
    openSections: ['budget'],
    startOver: false,
    amountEntries: {},
    amountsNotice: null,
    ...newAttempt(),
  };
}

/**
 * What the door reads: the account the dialog began or moved the draft in. A draft put in the store without one (a
 * test's, another panel's before this one began) is read in the store's currency, its time zone UTC.
 */
function doorOf(s: DraftState): { account: AdAccountContext; now: Date } | null {
  const now = new Date();
  if (s.account) return { account: s.account, now };
  if (!s.draft) return null;
  const currency = s.accountCurrency ?? s.draft.budget?.currency ?? s.draft.bidAmount?.currency ?? 'USD';
  const id = s.accountId ?? '';
  return { account: { id, name: s.accountName ?? id, currency, timezoneName: 'UTC', timezoneOffsetHoursUtc: 0 }, now };
}

export const useDraftStore = create<DraftState & DraftActions>()(
  persist(
    (set, get) => ({
      ...initial,
      begin: (account, now) => {
        const { draft: stored, startOver, defaultsDue } = get();
        // A stored draft comes in through the door too: what was written past it before is put right.
        const draft = stored ? applyDraftAction(adopt(stored, account, now), ADOPT, { account, now }) : createDefaultDraft(account, now);
        // A draft made here gets every default; one started over those it does not keep (unless it waits for all).
        const due = !stored ? 'fresh' : startOver ? (defaultsDue ?? 'startOver') : defaultsDue;
        set(startOver ? { ...startedOver(draft, account, now), defaultsDue: due, account } : { draft, defaultsDue: due, account });
      },
      startNewCampaign: () => set({ startOver: true }),
      launchFromLibrary: ({ accountId, ads, folderName, adNames, offer }) => {
        const { draft } = get();
        const door = doorOf(get());
        set({
          // New ads are a new launch, whatever was sent before.
          ...newAttempt(),
          libraryAds: ads,
          libraryAccountId: accountId,
          libraryFolderName: folderName,
          libraryAdNames: adNames,
          step: 1,
          ...(offer && {
            libraryOfferName: offer.name,
            ...(draft && door && { draft: applyDraftAction(draft, { type: 'setOffer', offer }, door) }),
          }),
        });
      },
      defaultsApplied: () => set({ defaultsDue: null }),
      dispatch: (action) => {
        const { draft } = get();
        const door = doorOf(get());
        if (!draft || !door) return;
        const next = applyDraftAction(draft, action, door);
        if (next !== draft) set({ draft: next });
      },
      update: (change, name = 'update') => get().dispatch({ type: 'edit', name, change }),
      setStep: (step) => set({ step }),
      setImageHashes: (imageHashes) => set({ imageHashes }),
      setLibraryAds: (libraryAds, libraryFolderName, libraryAdNames) => set({ libraryAds, libraryFolderName, libraryAdNames }),
      setOpenSections: (openSections) => set({ openSections }),
      setAmountEntry: (field, text) => {
        const entries = get().amountEntries ?? {};
        if ((entries[field] ?? null) === text) return;
        const { [field]: _dropped, ...rest } = entries;
        set({ amountEntries: text === null ? rest : { ...rest, [field]: text } });
      },
      openSection: (section) => {
        const open = get().openSections;
        if (!open.includes(section)) set({ openSections: [...open, section] });
      },
      closeDialog: () => set(closedDialog(get(), get().account)),
      moveToAccount: (account) => {
        const s = get();
        if (s.accountId === account.id) {
          if (s.accountCurrency !== account.currency || s.accountName !== account.name)
            set({ accountCurrency: account.currency, accountName: account.name, account });
          return;
        }
        // A draft kept from before the store knew its currency is treated as in another one: its amounts are cleared.
        const amountsCleared = s.draft !== null && s.accountCurrency !== account.currency;
        set({
          accountId: account.id,
          accountName: account.name,
          accountCurrency: account.currency,
          imageHashes: [],
          libraryAds: s.libraryAccountId === account.id ? s.libraryAds : [],
          amountEntries: amountsCleared ? {} : s.amountEntries,
          account,
          draft: s.draft ? applyDraftAction(s.draft, { type: 'switchAccount', sameCurrency: !amountsCleared }, { account, now: new Date() }) : null,
          accountSwitch: s.draft && s.accountId ? { from: s.accountName ?? s.accountId, to: account.name, amountsCleared } : null,
        });
      },
      dismissAccountSwitch: () => set({ accountSwitch: null }),
      setAmountsNotice: (amountsNotice) => set({ amountsNotice }),
      attemptKey: () => {
        const attempt = attemptKey(get());
        if (attempt.launchKey !== get().launchKey) set(attempt);
        return attempt.launchKey;
      },
      launchSent: (at, accountNames) => set({ ...withSent(get(), at, accountNames), amountsNotice: null, accountSwitch: null }),
      newAttempt: () => set(newAttempt()),
    }),
    {
      name: 'launchDraft',
      version: 3,
      storage: draftStorage,
      migrate: (persisted, version) => migrateStored(persisted as Partial<StoredState>, version) as StoredState,
      // A draft read back by a new side panel was closed with the last one.
      merge: (persisted, current) => {
        const state = { ...current, ...(persisted as Partial<DraftState>) };
        return { ...state, ...closedDialog(state, state.account) };
      },
      partialize: (state) => Object.fromEntries(STORED.map((key) => [key, state[key]])) as StoredState,
    },
  ),
);

/** Takes the draft another side panel saves, from now until the returned function is called (draft-sync.ts). */
export const followOtherPanels = (): (() => void) => watchOtherPanels((state) => useDraftStore.setState(state));

/** Resolves once the stored draft has been read (the store's first render may come before). */
export function useDraftHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => useDraftStore.persist.hasHydrated());
  useEffect(() => {
    if (useDraftStore.persist.hasHydrated()) setHydrated(true);
    return useDraftStore.persist.onFinishHydration(() => setHydrated(true));
  }, []);
  return hydrated;
}

type NamingSources = Pick<DraftState, 'draft' | 'libraryAds' | 'libraryAdNames' | 'libraryFolderName' | 'libraryOfferName' | 'imageHashes'>;

/** What the naming preview reads of the store (a selector for useShallow). */
export const namingSources = ({ draft, libraryAds, libraryAdNames, libraryFolderName, libraryOfferName, imageHashes }: DraftState): NamingSources => ({
  draft,
  libraryAds,
  libraryAdNames,
  libraryFolderName,
  libraryOfferName,
  imageHashes,
});

/**
 * The naming preview's values: the launch's first ad (its library ad, else the first account image chosen, named as
 * the account names it, `imageNames` by hash), its folder and offer, as the launch engine names them
 * (docs/product-rules.md#naming-placeholders).
 */
export function namingPreviewExtras(s: NamingSources, imageNames: ReadonlyMap<string, string> = new Map()): NamingExtras {
  const library = s.libraryAds.length > 0;
  const firstImage = s.imageHashes[0];
  const first = library ? s.libraryAdNames?.[0] : firstImage !== undefined ? { creativeName: imageNames.get(firstImage) ?? firstImage } : undefined;
  return previewExtras(first, { folderName: library ? s.libraryFolderName : undefined, offerName: s.draft?.offerId ? s.libraryOfferName : undefined });
}
