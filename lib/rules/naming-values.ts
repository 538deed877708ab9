// Real values for the naming placeholders (docs/product-rules.md#naming-placeholders), for the live preview and for the
// launch.
import { CONVERSION_SHORTCODES, DEFAULT_CONVERSION_SHORTCODE } from './constants';
import { eventTypeOf } from './conversion-events';
import { ageRangeLabel, genderCode, renderName, timeValues } from './naming';
import type { AdAccountContext, LaunchDraft, Objective } from './types';

/** Objectives shown: Leads, Website Conversions, Traffic (docs/product-rules.md#objective). */
const OBJECTIVE_LABELS: Record<Objective, string> = { 'lead-form': 'Leads', 'website-conversions': 'Website Conversions', traffic: 'Traffic' };
export const objectiveLabel = (objective: Objective): string => OBJECTIVE_LABELS[objective];

/** Conversion shortcodes (docs/product-rules.md#naming-placeholders): PUR (default), IC, LEAD, ATC, CR, LPV. */
export function conversionShortcode(draft: Pick<LaunchDraft, 'conversionEvent' | 'objective' | 'performanceGoal'>): string {
  if (draft.objective === 'traffic' && draft.performanceGoal === 'landingPageViews') return CONVERSION_SHORTCODES.LANDING_PAGE_VIEW;
  if (draft.objective === 'lead-form' && draft.conversionEvent === null) return CONVERSION_SHORTCODES.LEAD;
  const type = draft.conversionEvent ? eventTypeOf(draft.conversionEvent) : '';
  return (CONVERSION_SHORTCODES as Record<string, string>)[type] ?? DEFAULT_CONVERSION_SHORTCODE;
}

/** Per-object values known only at launch (ids) or per ad (creative, copy). */
export interface NamingExtras {
  offerName?: string;
  campaignId?: string;
  adSetId?: string;
  copyVariation?: string | number;
  creativeVariation?: string | number;
  headline?: string;
  adName?: string;
  creativeName?: string;
  folderName?: string;
}

/** What an ad's own placeholders name: its creative (a library creative's name, else its image hash or video id) and its copy. */
export interface AdNamingSource {
  creativeName: string;
  copy?: { name: string; headline: string };
}

/**
 * The copy variation of each ad (docs/product-rules.md#naming-placeholders): a letter per distinct copy of the launch,
 * in the order the ads first use them (A, B, …, then AA); the ads without a copy share one. `copyKeys` are the ads'
 * copy ids (undefined without one).
 */
export function copyVariations(copyKeys: ReadonlyArray<string | undefined>): string[] {
  const order = [...new Set(copyKeys.map((k) => k ?? ''))];
  const letter = (n: number): string => (n < 26 ? String.fromCharCode(65 + n) : letter(Math.floor(n / 26) - 1) + letter(n % 26));
  return copyKeys.map((k) => letter(order.indexOf(k ?? '')));
}

/**
 * The Ad placeholders of the launch's ad number `index` (from 0), the same for the launch and its preview
 * (docs/product-rules.md#naming-placeholders): the creative's name, the copy's headline, the ad's name (an ad is a
 * creative with a copy: "{creative} – {copy}", else the creative's), the ad's number from 1 and its copy's letter.
 */
export function adNamingExtras(ad: AdNamingSource | undefined, index: number, copyVariation = 'A'): NamingExtras {
  return {
    creativeName: ad?.creativeName,
    headline: ad?.copy?.headline.trim() || undefined,
    adName: ad && (ad.copy ? `${ad.creativeName} – ${ad.copy.name}` : ad.creativeName),
    creativeVariation: index + 1,
    copyVariation,
  };
}

/** The ids exist once the platform has made the objects: the preview shows where they will go. */
export const PREVIEW_IDS = { campaignId: '[Campaign ID]', adSetId: '[Ad Set ID]' } as const;

/** The preview's values: the launch's first ad, its folder and offer, and stand-ins for the ids. */
export function previewExtras(firstAd: AdNamingSource | undefined, more: Pick<NamingExtras, 'folderName' | 'offerName'> = {}): NamingExtras {
  return { ...adNamingExtras(firstAd, 0), ...PREVIEW_IDS, ...more };
}

/**
 * The instant a name's Time Period placeholders read (docs/product-rules.md#naming-placeholders): the launch's start,
 * which the buyer sees in Ads Manager, read in the ad account's time zone; `now` (the launch's acceptance, or the
 * preview's moment) only for a launch without a start time.
 */
export function namingInstant(draft: Pick<LaunchDraft, 'startTime'>, now: Date): Date {
  const start = draft.startTime ? new Date(draft.startTime) : null;
  return start && !Number.isNaN(start.getTime()) ? start : now;
}

/** All placeholder values for a draft at `now` (Time Period: the launch's start, namingInstant, in the account's time
 * zone). */
export function namingValues(draft: LaunchDraft, account: AdAccountContext, now: Date, extras: NamingExtras = {}): Record<string, string> {
  const values: Record<string, string | number | undefined> = {
    ...timeValues(namingInstant(draft, now), account.timezoneName),
    offer_name: extras.offerName,
    conversion_objective: OBJECTIVE_LABELS[draft.objective],
    ad_account_id: account.id.replace(/^act_/, ''),
    campaign_type: draft.isCBO ? 'CBO' : 'ABO',
    conversion_shortcode: conversionShortcode(draft),
    campaign_id: extras.campaignId,
    adset_id: extras.adSetId,
    objective: OBJECTIVE_LABELS[draft.objective],
    pixel: draft.pixel?.name,
    age_range: ageRangeLabel(draft.ageMin, draft.ageMax),
    gender: genderCode(draft.gender),
    copy_variation: extras.copyVariation,
    creative_variation: extras.creativeVariation,
    headline: extras.headline,
    ad_name: extras.adName,
    creative_name: extras.creativeName,
    folder_name: extras.folderName,
  };
  return Object.fromEntries(
    Object.entries(values)
      .filter((e): e is [string, string | number] => e[1] !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}

/** The three example names of the confirm modal and the live preview. */
export function previewNames(
  draft: LaunchDraft,
  account: AdAccountContext,
  now: Date,
  extras: NamingExtras = {},
): { campaign: string; adSet: string; ad: string } {
  const values = namingValues(draft, account, now, extras);
  return { campaign: renderName(draft.naming.campaign, values), adSet: renderName(draft.naming.adSet, values), ad: renderName(draft.naming.ad, values) };
}
