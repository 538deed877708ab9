import type { LaunchAd } from '../../lib/contract/launch';
import type { SentLaunch } from '../../lib/rules/sent-launch';
import type { AdAccountContext, AdNamingSource, AmountField, LaunchDraft } from '../../lib/rules';

// The side panel's launch state (docs/side-panel.md): the draft and what the dialog shows around it. The store
// (draft-store.ts) changes the draft only through lib/rules' door (draft-door.ts); what of it is stored is STORED.

export type Step = 1 | 2;
interface AccountSwitch {
  from: string;
  to: string;
  /** The amounts were in another currency: they were cleared rather than read in the new one. */
  amountsCleared: boolean;
}
export type SectionKey = 'budget' | 'placements' | 'targeting' | 'assets' | 'automations';

export interface DraftState {
  /** The ad account of the draft as the dialog last began or moved it (the door reads its currency and minimums). Not
   * stored: `begin` gives it again. */
  account?: AdAccountContext;
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

export const initial: DraftState = {
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
export const STORED = [
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
export type StoredState = Pick<DraftState, (typeof STORED)[number]>;
