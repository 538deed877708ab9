// Default settings (docs/product-rules.md#default-settings: settings, GET /facebook/adlauncher/settings) applied to a
// fresh draft.
import type { LaunchSettings } from '../contract/settings';
import { firstValidEvent } from './conversion-events';
import { DEFAULT_NAMING } from './naming';
import { setInstagram, setPage } from './transitions';
import { findById } from './ordering';
import type { TemplateAssets } from './templates';
import type { ConversionEvent, IdName, LaunchDraft } from './types';

/** What the settings are before the user saves any (GET /facebook/adlauncher/settings fills them in). */
export const DEFAULT_SETTINGS: LaunchSettings = {
  defaultUseAdvantageCreatives: false,
  advantageCreativeSettings: {},
  defaultMultiAdvertiserAds: false,
  defaultAdDistribution: 'dedicated',
  defaultPixelId: null,
  defaultPageId: null,
  defaultInstagramId: null,
  defaultLeadFormId: null,
  defaultConversionEvent: null,
  defaultCampaignNamingConvention: DEFAULT_NAMING.campaign,
  defaultAdSetNamingConvention: DEFAULT_NAMING.adSet,
  defaultAdNamingConvention: DEFAULT_NAMING.ad,
};

/** The account's assets default ids are resolved against (an id the account lacks leaves the draft's choice). */
export type DefaultSettingsAssets = Pick<TemplateAssets, 'pixels' | 'pages' | 'instagramAccounts'>;

/**
 * The draft with the user's defaults: Advantage+ creatives, multi-advertiser ads and ad set distribution, then
 * (unless `keepAssetsAndNaming`, for a draft that starts over keeping them) the naming conventions and the default
 * pixel, page and Instagram account when the account has them. The default conversion event and lead form load
 * later, with the pixel and the page: see `awaitedDefaults`.
 */
export function applyDefaultSettings(draft: LaunchDraft, s: LaunchSettings, assets: DefaultSettingsAssets = {}, keepAssetsAndNaming = false): LaunchDraft {
  let next: LaunchDraft = {
    ...draft,
    useAdvantageCreatives: s.defaultUseAdvantageCreatives,
    multiAdvertiserAds: s.defaultMultiAdvertiserAds,
    adSetDistribution: s.defaultAdDistribution,
  };
  if (keepAssetsAndNaming) return next;
  next = { ...next, naming: { campaign: s.defaultCampaignNamingConvention, adSet: s.defaultAdSetNamingConvention, ad: s.defaultAdNamingConvention } };
  const pixel = findById(assets.pixels, s.defaultPixelId);
  if (pixel && pixel.id !== next.pixel?.id) next = { ...next, pixel, conversionEvent: null };
  const page = findById(assets.pages, s.defaultPageId);
  if (page) next = setPage(next, page);
  const instagram = findById(assets.instagramAccounts, s.defaultInstagramId);
  if (instagram) next = setInstagram(next, instagram);
  return next;
}

/** A default that waits for its list: the event of a pixel's events, the lead form of a page's forms. */
interface AwaitedDefault {
  id: string;
  /** The pixel or page the defaults left in the draft: the list it is looked for in. */
  ownerId: string;
}
export interface AwaitedDefaults {
  event: AwaitedDefault | null;
  leadForm: AwaitedDefault | null;
}
/** A loaded list and the pixel or page it was loaded for (`items` undefined while it loads). */
export interface OwnedList<T> {
  ownerId: string | null;
  items: readonly T[] | undefined;
}

/** What of the defaults still waits for its list, for a draft that just took `applyDefaultSettings`. */
export function awaitedDefaults(draft: LaunchDraft, s: LaunchSettings): AwaitedDefaults {
  const event = s.defaultConversionEvent;
  return {
    event: event && draft.pixel ? { id: event.id, ownerId: draft.pixel.id } : null,
    leadForm: s.defaultLeadFormId !== null && draft.page ? { id: s.defaultLeadFormId, ownerId: draft.page.id } : null,
  };
}

type Settled = { draft: LaunchDraft; awaited: AwaitedDefault | null };

/**
 * The default event once its pixel's events have loaded: chosen when the list has it and it suits the launch
 * (docs/product-rules.md#pixel-and-conversion-event), unless the user chose another pixel or event meanwhile. The
 * dialog's own choice (the first valid event) is not the user's: the user cannot choose from a list that has not
 * loaded.
 */
function settleEvent(draft: LaunchDraft, w: AwaitedDefault, list: OwnedList<ConversionEvent>): Settled {
  if (draft.pixel?.id !== w.ownerId) return { draft, awaited: null };
  if (list.ownerId !== w.ownerId || !list.items) return { draft, awaited: w };
  const current = draft.conversionEvent;
  const untouched = current === null || current.id === firstValidEvent(list.items, draft)?.id;
  const chosen = firstValidEvent(
    list.items.filter((e) => e.id === w.id),
    draft,
  );
  return { draft: untouched && chosen ? { ...draft, conversionEvent: chosen } : draft, awaited: null };
}

/** The default lead form once its page's forms have loaded: chosen when the list has it and no form is chosen. */
function settleLeadForm(draft: LaunchDraft, w: AwaitedDefault, list: OwnedList<IdName>): Settled {
  if (draft.page?.id !== w.ownerId) return { draft, awaited: null };
  if (list.ownerId !== w.ownerId || !list.items) return { draft, awaited: w };
  const form = findById(list.items, w.id);
  return { draft: draft.leadForm === null && form ? { ...draft, leadForm: { id: form.id, name: form.name } } : draft, awaited: null };
}

/**
 * The draft with each awaited default whose list has loaded, and what still waits. A default the list lacks
 * leaves the dialog's usual choice; one whose pixel or page the user changed meanwhile is dropped.
 */
export function settleAwaitedDefaults(
  draft: LaunchDraft,
  awaited: AwaitedDefaults,
  lists: { events: OwnedList<ConversionEvent>; leadForms: OwnedList<IdName> },
): { draft: LaunchDraft; awaited: AwaitedDefaults } {
  const event: Settled = awaited.event ? settleEvent(draft, awaited.event, lists.events) : { draft, awaited: null };
  const form: Settled = awaited.leadForm ? settleLeadForm(event.draft, awaited.leadForm, lists.leadForms) : { draft: event.draft, awaited: null };
  return { draft: form.draft, awaited: { event: event.awaited, leadForm: form.awaited } };
}
