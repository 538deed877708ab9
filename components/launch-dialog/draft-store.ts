import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { launchDraftItem } from '../../lib/extension/storage-items';
import { forAnotherAccount } from './reconcile-draft';
import type { LaunchAd } from '../../lib/contract/launch';
import type { LibraryOffer } from '../../lib/contract/library';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { isCopy, leaveSource } from '../../lib/rules/launch-source';
import { money, moneyOfUnits } from '../../lib/rules/currency';
import { storedBulkAccount } from '../../lib/rules/bulk-launch';
import { previewExtras } from '../../lib/rules/naming-values';
import { timeOf } from '../../lib/rules/time';
import { withoutRemovedPlacements } from '../../lib/rules/placements';
import { withStartAheadEverywhere } from '../../lib/rules/bulk-schedule';
import { attemptKey, newAttempt, withSent, type SentLaunch } from '../../lib/rules/sent-launch';
import type { AdAccountContext, AdNamingSource, AmountField, LaunchDraft, NamingExtras } from '../../lib/rules';

// The launch draft (docs/side-panel.md): a zustand store persisted to extension storage, so closing the side
// panel or switching tabs loses nothing. One draft: switching the ad account keeps it and drops only
// what belongs to the old account (see reconcile-draft.ts).

type Step = 1 | 2;
interface AccountSwitch {
  from: string;
  to: string;
  /** The amounts were in another currency: they were cleared rather than read in the new one. */
  amountsCleared: boolean;
}
export type SectionKey = 'budget' | 'placements' | 'targeting' | 'assets' | 'automations';

export interface DraftState {
  draft: LaunchDraft | null;
  /** The ad account the draft's assets (page, pixel, creatives, campaign) belong to, its name and its currency (the
   * draft's amounts are in it). */
  accountId: string | null;
  accountName?: string;
  accountCurrency?: string;
  /** Ads Manager switched the account under the draft: said in the dialog until dismissed (docs/side-panel.md). */
  accountSwitch?: AccountSwitch | null;
  step: Step;
  /** The creatives chosen from the ad account's images (one ad each). */
  imageHashes: string[];
  /** The ads picked in the library ("Launch N ads"); when set they replace the account images above. */
  libraryAds: LaunchAd[];
  /** The ad account they were picked in: a draft moving to that account keeps them (the first launch of a panel picks
   * in the library before the draft has an account). */
  libraryAccountId?: string;
  /** The library folder they came from: the payload's folderName. */
  libraryFolderName?: string;
  /** What each library ad's names are made of, in the order of `libraryAds` (the naming preview). */
  libraryAdNames?: AdNamingSource[];
  /** The name of the library offer whose id the draft holds (the naming preview's {{offer_name}}). */
  libraryOfferName?: string;
  /** docs/product-rules.md#budget-and-schedule: Budget & Schedule is open by default. */
  openSections: SectionKey[];
  /** Launch New Campaign was clicked: the next `begin` starts over (keeping assets and tracking). Stored, so a
   * panel closed before the dialog opened again still starts over. */
  startOver?: boolean;
  /** Which default settings the draft that just began still waits for (use-default-settings.ts puts them in):
   * all of them ('fresh': none was stored), or those a start over does not keep. Not stored. */
  defaultsDue: 'fresh' | 'startOver' | null;
  /** Amount texts that do not read (lib/rules parseAmount): shown again as typed, and they hold the launch. */
  amountEntries: Partial<Record<AmountField, string>>;
  /** Amounts a template or a copy's source brought in another currency were cleared: said until dismissed. */
  amountsNotice?: string | null;
  /** The idempotency key of the draft's next launch, and its last launch (lib/rules sent-launch.ts): a draft that was
   * sent opens as sent, not ready to be sent again (docs/product-rules.md#after-a-launch). */
  launchKey?: string;
  sent?: SentLaunch | null;
}

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
  update: (fn: (draft: LaunchDraft) => LaunchDraft) => void;
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

const initial: DraftState = {
  draft: null,
  accountId: null,
  step: 1,
  imageHashes: [],
  libraryAds: [],
  openSections: ['budget'],
  amountEntries: {},
  amountsNotice: null,
  defaultsDue: null,
};

/** What is stored (`defaultsDue` is not: a new panel works it out again). */
const STORED = [
  'draft',
  'accountId',
  'accountName',
  'accountCurrency',
  'accountSwitch',
  'step',
  'imageHashes',
  'libraryAds',
  'libraryAccountId',
  'libraryFolderName',
  'libraryAdNames',
  'libraryOfferName',
  'openSections',
  'startOver',
  'amountEntries',
  'amountsNotice',
  'launchKey',
  'sent',
] as const satisfies ReadonlyArray<keyof DraftState>;
type StoredState = Pick<DraftState, (typeof STORED)[number]>;

// Each Ads Manager tab has a side panel of its own (docs/side-panel.md#where-the-panel-is-offered), each with the draft
// in memory. Each write says which panel made it; a panel takes another's (followOtherPanels), so it never writes an
// older draft back over it, and does not write what it took (the two would answer each other forever).
const PANEL = crypto.randomUUID();
let takingAnotherPanels = false;
const storage: PersistStorage<StoredState> = {
  getItem: async () => (await launchDraftItem.getValue()) as { state: StoredState; version?: number } | null,
  setItem: (_name, value) => (takingAnotherPanels ? undefined : launchDraftItem.setValue({ ...value, writer: PANEL })),
  removeItem: () => launchDraftItem.removeValue(),
};

/**
 * Closing the dialog, or Stop duplicating / Stop importing, ends a copy (docs/campaign-modes.md#leaving-a-copy): every
 * field its prefill wrote goes back to the draft's own (lib/rules leaveSource), an import's ads (the imported
 * campaign's creatives) go, and so does the notice of amounts it cleared. Any other draft stays as it is.
 */
type DialogLibrary = Pick<DraftState, 'draft' | 'libraryAds' | 'libraryFolderName' | 'libraryAdNames' | 'amountsNotice'>;
function closedDialog(state: DialogLibrary): DialogLibrary {
  const { draft, libraryAds, libraryFolderName, libraryAdNames, amountsNotice } = state;
  if (!draft || !isCopy(draft.source)) return { draft, libraryAds, libraryFolderName, libraryAdNames, amountsNotice };
  const left = leaveSource(draft);
  if (draft.source.kind !== 'import') return { draft: left, libraryAds, libraryFolderName, libraryAdNames, amountsNotice: null };
  return { draft: left, libraryAds: [], libraryFolderName: undefined, libraryAdNames: undefined, amountsNotice: null };
}

/** The draft's money fields, stored as currency units before version 2. */
const MONEY_FIELDS = ['budget', 'bidAmount', 'adSetMinimumSpend', 'adSetMaximumSpend'] as const;

/** The fields that said where a launch starts before version 3 (one `source` since). */
const OLD_SOURCE_FIELDS = [
  'campaignMode',
  'existingCampaign',
  'existingAdSetIds',
  'createNewAdSets',
  'isImportedCampaign',
  'importedAccountId',
  'importedCampaignId',
  'duplicateCampaignId',
  'duplicateAdsetId',
];

/**
 * A draft stored by an older version. Version 2: amounts are Money; a number stored before is read in the currency the
 * store had for it, or dropped when it had none (an amount is never guessed across currencies). Version 3: where the
 * launch starts is one `source`; a copy stored in progress ended when a panel read it, so it is its campaign choice.
 */
function migrateStored(state: Partial<StoredState>, version: number): Partial<StoredState> {
  if (version >= 3 || !state.draft) return state;
  const old = state.draft as unknown as Record<string, unknown>;
  const draft: Record<string, unknown> = { ...old };
  for (const key of OLD_SOURCE_FIELDS) delete draft[key];
  draft.source =
    old.campaignMode === 'existing'
      ? { kind: 'existing', campaign: old.existingCampaign ?? null, adSetIds: old.existingAdSetIds ?? [], createNewAdSets: old.createNewAdSets ?? true }
      : { kind: 'new' };
  if (version >= 2) return { ...state, draft: draft as unknown as LaunchDraft };
  for (const field of MONEY_FIELDS) {
    const units = old[field];
    draft[field] = typeof units === 'number' && state.accountCurrency ? moneyOfUnits(units, state.accountCurrency) : null;
  }
  const campaign = old.existingCampaign as Record<string, unknown> | null | undefined;
  if (campaign && old.campaignMode === 'existing') {
    const hundredths = (v: unknown) => (typeof v === 'number' && state.accountCurrency ? money(v, state.accountCurrency) : null);
    draft.source = { ...(draft.source as object), campaign: { ...campaign, budget: hundredths(campaign.budget), bidAmount: hundredths(campaign.bidAmount) } };
  }
  return { ...state, draft: draft as unknown as LaunchDraft };
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
    draft: { ...createDefaultDraft(account, now), ...kept },
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

export const useDraftStore = create<DraftState & DraftActions>()(
  persist(
    (set, get) => ({
      ...initial,
      begin: (account, now) => {
        const { draft: stored, startOver, defaultsDue } = get();
        const draft = stored ? adopt(stored, account, now) : createDefaultDraft(account, now);
        // A draft made here gets every default; one started over those it does not keep (unless it waits for all).
        const due = !stored ? 'fresh' : startOver ? (defaultsDue ?? 'startOver') : defaultsDue;
        set(startOver ? { ...startedOver(draft, account, now), defaultsDue: due } : { draft, defaultsDue: due });
      },
      startNewCampaign: () => set({ startOver: true }),
      launchFromLibrary: ({ accountId, ads, folderName, adNames, offer }) => {
        const { draft } = get();
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
            ...(draft && {
              draft: {
                ...draft,
                offerId: offer.id,
                destinationUrl: offer.url,
                displayLink: offer.displayLink ?? draft.displayLink,
                urlTags: offer.trackingUtm ?? draft.urlTags,
              },
            }),
          }),
        });
      },
      defaultsApplied: () => set({ defaultsDue: null }),
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
      closeDialog: () => set(closedDialog(get())),
      moveToAccount: (account) => {
        const s = get();
        if (s.accountId === account.id) {
          if (s.accountCurrency !== account.currency || s.accountName !== account.name) set({ accountCurrency: account.currency, accountName: account.name });
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
          draft: s.draft ? forAnotherAccount(s.draft, !amountsCleared) : null,
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
      storage,
      migrate: (persisted, version) => migrateStored(persisted as Partial<StoredState>, version) as StoredState,
      // A draft read back by a new side panel was closed with the last one.
      merge: (persisted, current) => {
        const state = { ...current, ...(persisted as Partial<DraftState>) };
        return { ...state, ...closedDialog(state) };
      },
      partialize: (state) => Object.fromEntries(STORED.map((key) => [key, state[key]])) as StoredState,
    },
  ),
);

/** Takes the draft another side panel saves, from now until the returned function is called. */
export function followOtherPanels(): () => void {
  return launchDraftItem.watch((stored) => {
    if (!stored || stored.writer === PANEL) return;
    takingAnotherPanels = true;
    try {
      useDraftStore.setState(stored.state as Partial<StoredState>);
    } finally {
      takingAnotherPanels = false;
    }
  });
}

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
