// Default settings (spec §3 "Settings", §7 GET /facebook/adlauncher/settings) applied to a fresh draft.
import type { LaunchSettings } from '../contract/settings';
import { DEFAULT_NAMING } from './naming';
import { setInstagram, setPage } from './transitions';
import type { Asset, LaunchDraft } from './types';

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
export interface DefaultSettingsAssets {
  pixels?: readonly Asset[];
  pages?: readonly Asset[];
  instagramAccounts?: readonly Asset[];
}

const byId = (list: readonly Asset[] | undefined, id: string | null): Asset | undefined => (id === null ? undefined : list?.find((a) => a.id === id));

/**
 * The draft with the user's defaults: Advantage+ creatives, multi-advertiser ads and ad set distribution, then
 * (unless `keepAssetsAndNaming`, for a draft that starts over keeping them) the naming conventions and the default
 * pixel, page and Instagram account when the account has them. The default conversion event and lead form are
 * left to the draft's usual choice (they load with the pixel and page).
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
  const pixel = byId(assets.pixels, s.defaultPixelId);
  if (pixel && pixel.id !== next.pixel?.id) next = { ...next, pixel, conversionEvent: null };
  const page = byId(assets.pages, s.defaultPageId);
  if (page) next = setPage(next, page);
  const instagram = byId(assets.instagramAccounts, s.defaultInstagramId);
  if (instagram) next = setInstagram(next, instagram);
  return next;
}
