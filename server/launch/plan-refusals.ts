// What the platform refuses only once the ad sets exist (an ad, after its campaign and ad sets were made), checked in
// the plan before anything is created and said at the field to change (docs/product-rules.md#refused-before-anything-is-created;
// each rule's simulator twin and source: sim/README.md#refused-after-the-ad-set).
import type { LaunchPayload } from '../../lib/contract/launch';
import { launchMessages, platformRefusalMessages as m } from '../../lib/rules/messages';
import type { AppDeps } from '../deps';
import { pageAdsVolume } from '../platform/page-ads-volume';
import { pageHasInstagram } from '../platform/page-instagram';
import type { GraphParams } from '../platform/graph-client';
import type { LaunchPlan, PlannedAdSet } from './plan';
import { attributionSettings } from '../../lib/rules/attribution';
import { countryName } from '../../lib/rules/country-name';
import { launchCountries, targetsEu } from './plan-params';

type Fields = Record<string, string[]>;

/** Countries whose ads need the advertiser's verified beneficiary and payer (regional_regulation_identities), which a
 * launch cannot name yet: refused at the locations (docs/product-rules.md#regional-identities). */
const REGIONAL_IDENTITY_COUNTRIES = ['SG', 'TW', 'TH'];
/** Thailand's age of majority, the youngest its ads may reach (sim/README.md#regional-identities). */
const THAILAND_MINIMUM_AGE = 20;

/** The regional countries the new ad sets reach, and a new ad set's minimum age under Thailand's (sent as the plan has it). */
function regionalFields(plan: LaunchPlan, p: LaunchPayload, savedTargeting?: GraphParams): Fields {
  const field = savedTargeting ? 'selectedSavedAudienceId' : 'locations';
  const countries = launchCountries(p, savedTargeting).filter((c) => REGIONAL_IDENTITY_COUNTRIES.includes(c));
  // A saved audience's ages are its own: the locations' message already says to choose another.
  const young =
    !savedTargeting &&
    countries.includes('TH') &&
    plan.adSets.some((s) => !s.existingId && !s.copyOf && Number((s.params.targeting as GraphParams | undefined)?.age_min ?? 18) < THAILAND_MINIMUM_AGE);
  return {
    ...(countries.length > 0 ? { [field]: [m.regionalIdentities(countries.map(countryName))] } : {}),
    ...(young ? { ageMin: [m.thailandAge(THAILAND_MINIMUM_AGE)] } : {}),
  };
}

/** An attribution_spec as its setting's id ('7c-1v'; a window it lacks is 0). */
function settingOf(spec: unknown): string {
  const days = (type: string) => (Array.isArray(spec) ? ((spec as GraphParams[]).find((e) => e.event_type === type)?.window_days ?? 0) : 0);
  return `${String(days('CLICK_THROUGH'))}c-${String(days('VIEW_THROUGH'))}v`;
}

/** Instagram placements are possible: Advantage+ placements, or Instagram among the ad set's platforms. An existing or
 * copied ad set's are not read: taken as possible. */
function instagramPossible(plan: LaunchPlan): boolean {
  return plan.adSets.some((s) => {
    if (s.existingId || s.copyOf) return true;
    const platforms = (s.params.targeting as { publisher_platforms?: unknown } | undefined)?.publisher_platforms;
    return !Array.isArray(platforms) || platforms.includes('instagram');
  });
}

/** The ads the plan sends as videos without a thumbnail (1-based, as the panel numbers them). */
function videosWithoutThumbnail(plan: LaunchPlan, p: LaunchPayload): number[] {
  const missing = new Set<number>();
  for (const ad of plan.ads) {
    const video = ((ad.params.creative as GraphParams | undefined)?.object_story_spec as GraphParams | undefined)?.video_data as GraphParams | undefined;
    if (video && video.image_hash === undefined && video.image_url === undefined) missing.add(Number(ad.itemKey.split(':')[2]) + 1);
  }
  return [...missing].filter((n) => n <= p.ads.length).sort((a, b) => a - b);
}

/** A new ad set promotes a pixel's events (a lead form's does not), or a copy may, and one of its ads has no conversion domain. */
function conversionDomainMissing(plan: LaunchPlan, p: LaunchPayload): boolean {
  const measuresPixel = (s: PlannedAdSet) =>
    !s.existingId && (s.copyOf ? p.pixelId !== undefined : (s.params.promoted_object as GraphParams | undefined)?.pixel_id !== undefined);
  const pixelSets = new Set(plan.adSets.filter(measuresPixel).map((s) => s.itemKey));
  return plan.ads.some((a) => pixelSets.has(a.adSetKey) && a.params.conversion_domain === undefined);
}

/** The field errors of the plan's platform refusals (empty: none); reads the Page's Instagram accounts when it must. */
export async function planRefusals(deps: AppDeps, accessToken: string, plan: LaunchPlan, p: LaunchPayload, savedTargeting?: GraphParams): Promise<Fields> {
  const fields: Fields = {};
  if (!p.instagramAccountId && p.facebookPageId && instagramPossible(plan)) {
    const instagram = await pageHasInstagram(deps, accessToken, p.facebookPageId);
    if (instagram === 'none') fields.instagramAccountId = [m.instagramMissing];
    if (instagram === 'not a page') return { facebookPageId: [launchMessages.page] };
  }
  const videos = videosWithoutThumbnail(plan, p);
  if (videos.length > 0) fields.ads = videos.map((n) => m.videoThumbnail(n));
  if (conversionDomainMissing(plan, p)) fields.destinationUrl = [m.conversionDomain];
  if (p.isAdCategorized && p.adCategory === 'ISSUES_ELECTIONS_POLITICS' && targetsEu(p, savedTargeting)) fields.adCategory = [m.politicsInEu];
  Object.assign(fields, regionalFields(plan, p, savedTargeting));
  // An ad set is refused with a window the platform no longer takes (28-day click, 7-day view) or a view window on a
  // goal that is not a conversion (sim/README.md#attribution-windows): after the campaign exists. Read from what the
  // new ad sets are sent with (a traffic launch's is always 1-day click).
  const sent = plan.adSets.find((s) => !s.existingId && !s.copyOf)?.params;
  const allowed = sent ? attributionSettings(String(sent.optimization_goal)) : [];
  if (sent && !allowed.some((a) => a.id === settingOf(sent.attribution_spec))) fields.attributionSettingId = [m.attribution(allowed.map((a) => a.name))];
  // Every ad of the launch will run (those it makes paused, once its automations' rules exist): counted against the
  // Page's running-ads limit before the first object (docs/limits.md#a-pages-running-ads).
  const volume = p.facebookPageId && plan.ads.length > 0 ? await pageAdsVolume(deps, accessToken, p.accountId, p.facebookPageId) : undefined;
  if (volume && volume.running + plan.ads.length > volume.limit) {
    fields.facebookPageId = [m.pageAdLimit(volume.running, volume.limit, plan.ads.length)];
  }
  return fields;
}
