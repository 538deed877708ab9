import type { CopyFields } from '../../lib/contract/library';
import type { LaunchError, LaunchPayload } from '../../lib/contract/launch';
import type { AppDeps } from '../deps';
import { findCreative, LibraryNotFoundError } from '../library/creatives';
import { findCopy } from '../library/lookups';
import { ensureCreativeInAccount, PushInProgressError, VideoNotReadyError, type PushOptions } from '../library/push-media';
import { GraphError } from '../platform/graph-client';
import { videoPicture } from '../platform/media-api';
import { launchErrorOf } from './errors';
import { outcomeOfError, TransientLaunchError } from './outcomes';

// Ads that name library objects: a creative (pushed to the launch's ad account: image hash or video id) and a
// copy (the ad's texts and call to action). Ownership is checked when the launch is accepted (a 400, nothing
// sent); the run resolves them before planning. A push is remembered per creative and account
// (push-media.ts), so a re-run or a second launch into the same account does not upload again.

/** What the plan needs of an ad's library objects (index = the ad's index in the payload). */
export interface ResolvedAd {
  imageHash?: string;
  videoId?: string;
  /** The video's picture on the platform: video_data needs an image (image_url). */
  thumbnailUrl?: string;
  creativeName?: string;
  copy?: CopyFields;
}

/** A library object the run cannot use for good (deleted, refused by the platform): the launch fails with it. */
export class LibraryAdError extends Error {
  override name = 'LibraryAdError';
  constructor(readonly launchError: LaunchError) {
    super(launchError.message);
  }
}

/**
 * The user's library objects the ads name, as the plan's names need them (the creative's name, the copy), read from
 * the database only; or the first problem, for the 400 naming `ads`.
 */
export async function readLibraryRefs(
  deps: AppDeps,
  userId: string,
  ads: LaunchPayload['ads'],
): Promise<{ error: string } | { resolved: Array<ResolvedAd | undefined> }> {
  const creatives = new Map<string, Awaited<ReturnType<typeof findCreative>>>();
  const copies = new Map<string, CopyFields>();
  const resolved: Array<ResolvedAd | undefined> = [];
  for (const [index, ad] of ads.entries()) {
    const which = `Ad ${index + 1}`;
    try {
      if (ad.creativeId === undefined && ad.copyId === undefined) {
        resolved.push(undefined);
        continue;
      }
      const entry: ResolvedAd = {};
      if (ad.creativeId !== undefined) {
        const creative = creatives.get(ad.creativeId) ?? (await findCreative(deps, userId, ad.creativeId));
        creatives.set(ad.creativeId, creative);
        if (ad.creativeType !== undefined && creative.type !== ad.creativeType)
          return {
            error: `${which}: the creative "${creative.name}" is ${creative.type === 'video' ? 'a video' : 'an image'}, not ${ad.creativeType === 'video' ? 'a video' : 'an image'}.`,
          };
        entry.creativeName = creative.name;
      }
      if (ad.copyId !== undefined) {
        entry.copy = copies.get(ad.copyId) ?? (await findCopy(deps, userId, ad.copyId));
        copies.set(ad.copyId, entry.copy);
      }
      resolved.push(entry);
    } catch (error) {
      if (error instanceof LibraryNotFoundError) return { error: `${which}: ${error.message.replace(/\.$/, '')} in your library.` };
      throw error;
    }
  }
  return { resolved };
}

/**
 * An ad account video picked without an image shows the video's own picture before it plays (video_data needs one:
 * 1443226): each one's picture, read from the platform, in `resolved` (a video with none stays without: the plan
 * refuses it, plan-refusals.ts).
 */
export async function withPlatformVideoThumbnails(
  deps: AppDeps,
  token: string,
  ads: LaunchPayload['ads'],
  resolved: Array<ResolvedAd | undefined>,
): Promise<Array<ResolvedAd | undefined>> {
  const pictures = new Map<string, string | undefined>();
  const out = [...resolved];
  for (const [i, ad] of ads.entries()) {
    if (ad.creativeId !== undefined || ad.facebookVideoId === undefined || ad.imageId !== undefined) continue;
    if (!pictures.has(ad.facebookVideoId)) pictures.set(ad.facebookVideoId, await videoPicture(deps, token, ad.facebookVideoId));
    const picture = pictures.get(ad.facebookVideoId);
    if (picture) out[i] = { ...out[i], thumbnailUrl: picture };
  }
  return out;
}

/**
 * Pushes each library creative to the account and reads each copy. Throws TransientLaunchError when a video is
 * not ready yet or the platform fails for now (the job retries), LibraryAdError when it fails for good, and
 * FatalLaunchError (from outcomeOfError) when the token is refused.
 */
export async function resolveLibraryAds(
  deps: AppDeps,
  userId: string,
  payload: LaunchPayload,
  token: string,
  media: Pick<PushOptions, 'pollIntervalMs' | 'timeoutMs'> = {},
): Promise<Array<ResolvedAd | undefined>> {
  const creatives = new Map<string, Omit<ResolvedAd, 'copy'>>();
  const copies = new Map<string, CopyFields>();
  const resolved: Array<ResolvedAd | undefined> = [];
  for (const ad of payload.ads) {
    if (ad.creativeId === undefined && ad.copyId === undefined) {
      resolved.push(undefined);
      continue;
    }
    let what = 'An ad of the launch';
    try {
      const entry: ResolvedAd = {};
      if (ad.creativeId !== undefined) {
        let pushed = creatives.get(ad.creativeId);
        if (!pushed) {
          const creative = await findCreative(deps, userId, ad.creativeId);
          what = `The creative "${creative.name}"`;
          const sent = await ensureCreativeInAccount(deps, userId, creative.id, payload.accountId, { ...media, accessToken: token });
          pushed = { creativeName: creative.name, ...sent };
          if ('videoId' in sent) {
            const picture = await videoPicture(deps, token, sent.videoId);
            if (picture) pushed.thumbnailUrl = picture;
          }
          creatives.set(ad.creativeId, pushed);
        }
        Object.assign(entry, pushed);
      }
      if (ad.copyId !== undefined) {
        what = 'The copy of an ad';
        const copy = copies.get(ad.copyId) ?? (await findCopy(deps, userId, ad.copyId));
        copies.set(ad.copyId, copy);
        entry.copy = copy;
      }
      resolved.push(entry);
    } catch (error) {
      if (error instanceof VideoNotReadyError || error instanceof PushInProgressError) throw new TransientLaunchError(error.message, { cause: error });
      if (error instanceof LibraryNotFoundError) {
        throw new LibraryAdError({
          message: `${error.message} It was removed from your library after the launch was accepted.`,
          details: `**What failed:** ${what}\n\n**What to do:** Choose another creative or copy, then launch again.`,
          technicalDetails: error.message,
        });
      }
      if (error instanceof GraphError) {
        if (outcomeOfError(error).kind === 'failed') throw new LibraryAdError(launchErrorOf(what, error));
        throw new TransientLaunchError(`${what} could not be sent to the ad account yet`, { cause: error });
      }
      throw error;
    }
  }
  return withPlatformVideoThumbnails(deps, token, payload.ads, resolved);
}
