import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { launchDraftItem } from '../../lib/extension/storage-items';
import type { LaunchAd } from '../../lib/contract/launch';
import {
  createDefaultDraft,
  previewExtras,
  resetCopyAndImport,
  timeOf,
  type AdAccountContext,
  type AdNamingSource,
  type AmountField,
  type LaunchDraft,
  type NamingExtras,
} from '../../lib/rules';

// The launch draft (issue 8): a zustand store persisted to extension storage, so closing the side
// panel or switching tabs loses nothing. One draft: switching the ad account keeps it and drops only
// what belongs to the old account (see reconcile-draft.ts).

export type Step = 1 | 2;
export type SectionKey = 'budget' | 'placements' | 'targeting' | 'assets' | 'automations';

export interface DraftState {
  draft: LaunchDraft | null;
  /** The ad account the draft's assets (page, pixel, creatives, campaign) belong to. */
  accountId: string | null;
  step: Step;
  /** The creatives chosen from the ad account's images (one ad each). */
  imageHashes: string[];
  /** The ads picked in the library ("Launch N ads"); when set they replace the account images above. */
  libraryAds: LaunchAd[];
  /** The library folder they came from: the payload's folderName. */
  libraryFolderName?: string;
  /** What each library ad's names are made of, in the order of `libraryAds` (the naming preview). */
  libraryAdNames?: AdNamingSource[];
  /** The name of the library offer whose id the draft holds (the naming preview's {{offer_name}}). */
  libraryOfferName?: string;
  /** §2: Budget & Schedule is open by default. */
  openSections: SectionKey[];
  /** Launch New Campaign: the dialog starts over (keeping assets and tracking) once it knows the account. */
  startOver?: boolean;
  /** Amount texts that do not read (lib/rules parseAmount): shown again as typed, and they hold the launch. */
  amountEntries: Partial<Record<AmountField, string>>;
}

interface DraftActions {
  /** Starts a draft for `account`, or adopts the stored one for it (filling fields newer code added). */
  begin: (account: AdAccountContext, now: Date) => void;
  update: (fn: (draft: LaunchDraft) => LaunchDraft) => void;
  setStep: (step: Step) => void;
  setImageHashes: (hashes: string[]) => void;
  setLibraryAds: (ads: LaunchAd[], folderName?: string, adNames?: AdNamingSource[]) => void;
  setOpenSections: (sections: SectionKey[]) => void;
  setAmountEntry: (field: AmountField, text: string | null) => void;
  openSection: (section: SectionKey) => void;
  /** After a launch: a fresh draft that keeps the account's assets and tracking. */
  reset: (account: AdAccountContext, now: Date) => void;
  /** The launch dialog closes: the copy and import flags go (and an import's ads with them). */
  closeDialog: () => void;
}

const initial: DraftState = { draft: null, accountId: null, step: 1, imageHashes: [], libraryAds: [], openSections: ['budget'], amountEntries: {} };

const storage: PersistStorage<DraftState> = {
  getItem: async () => (await launchDraftItem.getValue()) as { state: DraftState; version?: number } | null,
  setItem: (_name, value) => launchDraftItem.setValue(value),
  removeItem: () => launchDraftItem.removeValue(),
};

/**
 * §4 "Closing the dialog resets the copy and import flags": the duplicate and import modes end, and an import's
 * ads (the imported campaign's creatives) go with it. The rest of the draft stays.
 */
type DialogLibrary = Pick<DraftState, 'draft' | 'libraryAds' | 'libraryFolderName' | 'libraryAdNames'>;
export function closedDialog(state: DialogLibrary): DialogLibrary {
  const { draft, libraryAds, libraryFolderName, libraryAdNames } = state;
  if (!draft || !(draft.isImportedCampaign || draft.duplicateCampaignId || draft.duplicateAdsetId))
    return { draft, libraryAds, libraryFolderName, libraryAdNames };
  if (!draft.isImportedCampaign) return { draft: resetCopyAndImport(draft), libraryAds, libraryFolderName, libraryAdNames };
  return { draft: resetCopyAndImport(draft), libraryAds: [], libraryFolderName: undefined, libraryAdNames: undefined };
}

/** A stored draft for a new session: defaults under it (fields added since it was stored) and dates that
 * are not in the past (§5 "The start cannot be in the past"). */
function adopt(stored: LaunchDraft, account: AdAccountContext, now: Date): LaunchDraft {
  const defaults = createDefaultDraft(account, now);
  const draft: LaunchDraft = { ...defaults, ...stored };
  if (timeOf(draft.startTime) < now.getTime()) return { ...draft, startTime: defaults.startTime, endTime: defaults.endTime };
  return draft;
}

export const useDraftStore = create<DraftState & DraftActions>()(
  persist(
    (set, get) => ({
      ...initial,
      begin: (account, now) => {
        const { draft } = get();
        set({ draft: draft ? adopt(draft, account, now) : createDefaultDraft(account, now) });
      },
      update: (fn) => {
        const { draft } = get();
        if (draft) set({ draft: fn(draft) });
      },
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
      reset: (account, now) => {
        const old = get().draft;
        const fresh = createDefaultDraft(account, now);
        const kept: Partial<LaunchDraft> = old
          ? {
              page: old.page,
              instagram: old.instagram,
              pixel: old.pixel,
              conversionEvent: old.conversionEvent,
              destinationUrl: old.destinationUrl,
              displayLink: old.displayLink,
              urlTags: old.urlTags,
              naming: old.naming,
            }
          : {};
        set({
          draft: { ...fresh, ...kept },
          step: 1,
          imageHashes: [],
          libraryAds: [],
          libraryFolderName: undefined,
          libraryAdNames: undefined,
          libraryOfferName: undefined,
          openSections: ['budget'],
          startOver: false,
          amountEntries: {},
        });
      },
      closeDialog: () => set(closedDialog(get())),
    }),
    {
      name: 'launchDraft',
      version: 1,
      storage,
      // A draft read back by a new side panel was closed with the last one.
      merge: (persisted, current) => {
        const state = { ...current, ...(persisted as Partial<DraftState>) };
        return { ...state, ...closedDialog(state) };
      },
      partialize: ({
        draft,
        accountId,
        step,
        imageHashes,
        libraryAds,
        libraryFolderName,
        libraryAdNames,
        libraryOfferName,
        openSections,
        startOver,
        amountEntries,
      }) =>
        ({
          draft,
          accountId,
          step,
          imageHashes,
          libraryAds,
          libraryFolderName,
          libraryAdNames,
          libraryOfferName,
          openSections,
          startOver,
          amountEntries,
        }) as DraftState,
    },
  ),
);

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
 * The naming preview's values: the launch's first ad (its library ad, else the first account image chosen, named
 * by its hash), its folder and offer, as the launch engine names them (docs/product-rules.md#naming-placeholders).
 */
export function namingPreviewExtras(s: NamingSources): NamingExtras {
  const library = s.libraryAds.length > 0;
  const firstImage = s.imageHashes[0];
  const first = library ? s.libraryAdNames?.[0] : firstImage !== undefined ? { creativeName: firstImage } : undefined;
  return previewExtras(first, { folderName: library ? s.libraryFolderName : undefined, offerName: s.draft?.offerId ? s.libraryOfferName : undefined });
}
