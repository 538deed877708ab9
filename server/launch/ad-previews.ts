import type { AdPreview, AdPreviewsAnswer, PreviewedAd, PreviewPlacement } from '../../lib/contract/ad-previews';
import { AD_PREVIEW_LIMIT, previewPlacements } from '../../lib/contract/ad-previews';
import type { LaunchPayload } from '../../lib/contract/launch';
import { platformAccessToken } from '../auth/sessions';
import { previewKey, previewsCached } from '../cache/preview-cache';
import { findCreativeAccount } from '../db/repos/library-creative-accounts';
import type { AppDeps } from '../deps';
import type { GraphError, GraphParams } from '../platform/graph-client';
import { generatePreviews, readAdSetTargetings, type PlacementTargeting } from '../platform/previews-api';
import { prepareLaunch, type LaunchRequestOf } from './accept';
import { copyImportedImages } from './imported-media';
import { LibraryAdError, resolveLibraryAds, type ResolvedAd } from './library-ads';
import { namedWith } from './name-tokens';
import { FatalLaunchError, TransientLaunchError } from './outcomes';
import { planLaunch, type LaunchPlan } from './plan';

// The platform's previews of a launch's first ads (POST /facebook/adlauncher/previews,
// docs/product-rules.md#ad-previews): the launch is checked and planned as for the review, the ads' media made ready
// as the run makes them (a library image pushed to the account, an imported image copied over), the plan made again
// with them, and each ad's creative spec, the very one the launch will send, previewed by the platform in every
// placement chosen. Nothing is created; what is pushed or copied is remembered and the launch does not do it again.

/** The ad_format of each placement previewed (the platform's mobile renderings; sim/README.md#ad-previews). */
const FORMATS: Record<PreviewPlacement, string> = {
  facebook_feed: 'MOBILE_FEED_STANDARD',
  instagram_feed: 'INSTAGRAM_STANDARD',
  facebook_stories: 'FACEBOOK_STORY_MOBILE',
  instagram_stories: 'INSTAGRAM_STORY',
  facebook_reels: 'FACEBOOK_REELS_MOBILE',
  instagram_reels: 'INSTAGRAM_REELS',
};

/** The payload's positions that are these placements (lib/contract/launch.ts placementKeys). */
const POSITIONS: Record<PreviewPlacement, ['facebook' | 'instagram', string]> = {
  facebook_feed: ['facebook', 'feed'],
  instagram_feed: ['instagram', 'stream'],
  facebook_stories: ['facebook', 'story'],
  instagram_stories: ['instagram', 'story'],
  facebook_reels: ['facebook', 'facebook_reels'],
  instagram_reels: ['instagram', 'reels'],
};

const previewMessages = {
  noPlacement: 'Salvo previews Feed, Stories and Reels: none of them is among the placements chosen.',
  videoNotInAccount: 'Facebook previews this video once it is in the ad account: Salvo uploads it when you launch.',
  refused: (reason: string) => `Facebook refuses this ad: ${reason}`,
  limited: 'Facebook is limiting requests for this ad account: review again in a few minutes to see this preview.',
  failed: 'Facebook could not make this preview just now: review again in a few minutes to see it.',
  mediaLater: "Facebook could not receive this ad's image or video just now: review again in a few minutes to see its preview.",
} as const;

type Media = { resolved?: ResolvedAd; note?: string };

/** Why an ad's media could not be made ready for its preview; the failures the whole request answers are rethrown. */
function mediaNote(error: unknown): string {
  if (error instanceof FatalLaunchError) throw error.graphError;
  if (error instanceof LibraryAdError) return error.message;
  if (error instanceof TransientLaunchError) return previewMessages.mediaLater;
  throw error;
}

/** Advantage+ placements: every placement; otherwise those whose position was chosen. */
export function placementsOf(p: Pick<LaunchPayload, 'advantagePlacement' | 'placementPlatforms'>): PreviewPlacement[] {
  if (p.advantagePlacement) return [...previewPlacements];
  return previewPlacements.filter((placement) => {
    const [platform, position] = POSITIONS[placement];
    return (p.placementPlatforms[platform] as readonly string[] | undefined)?.includes(position) === true;
  });
}

/**
 * The placements an existing ad set runs in (the platform's targeting: no publisher_platforms is Advantage+ placements,
 * a platform without its positions is all of them).
 */
export function placementsOfTargeting(t: PlacementTargeting | undefined): PreviewPlacement[] {
  if (!t?.publisher_platforms) return [...previewPlacements];
  return previewPlacements.filter((placement) => {
    const [platform, position] = POSITIONS[placement];
    const positions = platform === 'facebook' ? t.facebook_positions : t.instagram_positions;
    return t.publisher_platforms!.includes(platform) && (positions === undefined || positions.includes(position));
  });
}

/**
 * The placements previewed: the launch's for the ad sets it makes (new or copied: the copy takes the launch's
 * targeting); into existing ad sets, the placements of those, read from the platform (their targeting is theirs), so
 * an ad set without Reels offers no Reels preview. Ads go into every one of them: the placements of any.
 */
async function previewedPlacements(deps: AppDeps, token: string, payload: LaunchPayload, plan: LaunchPlan): Promise<PreviewPlacement[]> {
  const existing = plan.adSets.flatMap((s) => (s.existingId ? [s.existingId] : []));
  if (existing.length === 0) return placementsOf(payload);
  const any = new Set((await readAdSetTargetings(deps, token, existing)).flatMap(placementsOfTargeting));
  return previewPlacements.filter((placement) => any.has(placement));
}

/** A preview the platform did not make, in Salvo's words; an expired connection is the whole request's (a 401). */
function previewOfError(error: GraphError): { status: 'refused' | 'unavailable'; message: string } {
  if (error.isAuthError) throw error;
  if (error.isRateLimit) return { status: 'unavailable', message: previewMessages.limited };
  if (error.isTransient) return { status: 'unavailable', message: previewMessages.failed };
  const reason = [error.userTitle, error.userMessage ?? (error.userTitle ? null : error.message)].filter(Boolean).join(': ');
  return { status: 'refused', message: previewMessages.refused(reason) };
}

/** The ad's media as the run makes it ready, or why it cannot be previewed before the launch. */
async function mediaOf(deps: AppDeps, userId: string, p: LaunchPayload, index: number, token: string): Promise<Media> {
  const ad = p.ads[index]!;
  if (ad.creativeId === undefined && ad.copyId === undefined) return {};
  // A video is uploaded by the launch, not by a review: its preview waits until it is in the account and ready.
  if (ad.creativeId !== undefined && ad.creativeType === 'video') {
    const there = await findCreativeAccount(deps.database, ad.creativeId, p.accountId);
    if (!there?.videoId || there.status !== 'ready') return { note: previewMessages.videoNotInAccount };
  }
  try {
    // An image is pushed as the run would push it; one another launch is pushing is waited on a short while.
    const [resolved] = await resolveLibraryAds(deps, userId, { ...p, ads: [ad] }, token, { timeoutMs: 15_000 });
    return resolved ? { resolved } : {};
  } catch (error) {
    return { note: mediaNote(error) };
  }
}

/**
 * The previewed ads' media: library creatives as the run resolves them, and an imported campaign's images copied over as
 * the run copies them (imported-media.ts), the previewed ads' only.
 */
async function previewMedia(deps: AppDeps, userId: string, p: LaunchPayload, shown: number[], token: string): Promise<Media[]> {
  const media: Media[] = [];
  for (const index of shown) media.push(await mediaOf(deps, userId, p, index, token));
  const fromImport = (index: number) => p.ads[index]!.creativeId === undefined && p.ads[index]!.imageId !== undefined;
  try {
    const copied = await copyImportedImages(deps, token, { ...p, ads: shown.map((i) => p.ads[i]!) });
    return media.map((m, index) => {
      const hash = fromImport(index) ? copied.get(p.ads[index]!.imageId!) : undefined;
      return hash ? { ...m, resolved: { ...m.resolved, imageHash: hash } } : m;
    });
  } catch (error) {
    const note = mediaNote(error);
    return media.map((m, index) => (fromImport(index) ? { note } : m));
  }
}

export async function previewLaunch(deps: AppDeps, launch: LaunchRequestOf): Promise<AdPreviewsAnswer> {
  const prepared = await prepareLaunch(deps, launch);
  const { payload } = prepared;
  const shown = payload.ads.slice(0, AD_PREVIEW_LIMIT).map((_, index) => index);
  const moreAds = payload.ads.length - shown.length;
  const token = await platformAccessToken(deps, launch.userId);
  const placements = await previewedPlacements(deps, token, payload, prepared.plan);
  if (placements.length === 0) return { success: true, ads: [], moreAds: payload.ads.length, note: previewMessages.noPlacement };

  const media = await previewMedia(deps, launch.userId, payload, shown, token);
  const resolved = media.map((m) => m.resolved);
  const plan = planLaunch(payload, { ...prepared.planContext, resolved });

  const ads = shown.map((index) => {
    const planned = plan.ads.find((a) => a.itemKey.split(':')[2] === String(index))!;
    return { index, name: namedWith(planned.name, {}) || planned.name, creative: planned.params.creative as GraphParams, note: media[index]!.note ?? null };
  });
  const sent = ads.flatMap((ad) => (ad.note ? [] : placements.map((placement) => ({ adFormat: FORMATS[placement], creative: ad.creative }))));
  const frames = await previewsCached(deps, previewKey(launch.userId, payload.accountId, sent), () => generatePreviews(deps, token, payload.accountId, sent));

  let next = 0;
  const answered: PreviewedAd[] = ads.map((ad) => ({
    index: ad.index,
    name: ad.name,
    note: ad.note,
    previews: ad.note
      ? []
      : placements.map((placement): AdPreview => {
          const frame = frames[next++]!;
          const base = { placement, format: FORMATS[placement] };
          return frame.kind === 'frame'
            ? { ...base, status: 'shown', src: frame.src, width: frame.width, height: frame.height }
            : { ...base, ...previewOfError(frame.error) };
        }),
  }));
  return { success: true, ads: answered, moreAds, note: null };
}
