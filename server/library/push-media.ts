import crypto from 'node:crypto';
import fs from 'node:fs';
import { claimUpload, findCreativeAccount, releaseUploadClaim, rememberInAccount, renewUploadClaim } from '../db/repos/library-creative-accounts';
import type { AppDeps } from '../deps';
import { reachAccount } from '../platform/ad-accounts';
import { isVideoReady, uploadImage, uploadVideoFile } from '../platform/media-api';
import { findCreative } from './creatives';
import { filePath } from './storage';

// A library creative is pushed to an ad account's media library the first time it is launched there: an image
// through `adimages` (its hash), a video through chunked `advideos` (start, transfer, finish), then waited on until
// the platform says ready (a creative may not use a video before, sim/README.md#business-rules-simgraphrules); the
// calls are server/platform/media-api.ts's.
// What was pushed is remembered per creative and account, so it is never uploaded twice; image hashes are per
// account, so each account of a bulk launch gets its own upload.
//
// Two pushes of one creative to one account at the same time (two launches at once) upload it once: the first
// claims the upload on the (creative, account) row, the other waits for the row's result
// (server/db/repos/library-creative-accounts.ts).
//
// For the launch engine: `ensureCreativeInAccount` before creating an ad's creative; use `imageHash` as the
// creative's image_hash and `videoId` as video_data.video_id. Safe to call again after a crash: an image upload
// is idempotent on the platform (same bytes, same hash), and a video recorded as processing is waited on, not
// uploaded again.

type PushedMedia = { imageHash: string } | { videoId: string };

export interface PushOptions {
  /** The user's platform token when the caller has it (the engine does); else the account is reached. */
  accessToken?: string;
  /** How often a processing video is asked about, and for how long at most (defaults: 2 s, 10 minutes). */
  pollIntervalMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Another push is uploading this creative to the account and did not finish in time; calling again goes on waiting. */
export class PushInProgressError extends Error {
  override name = 'PushInProgressError';
  constructor() {
    super('This creative is being uploaded to the ad account by another launch. Please try again in a few minutes.');
  }
}

/** The platform did not finish processing the video in time; calling again later goes on waiting. */
export class VideoNotReadyError extends Error {
  override name = 'VideoNotReadyError';
  constructor(readonly videoId: string) {
    super(`The video ${videoId} is still being processed by Facebook. Please try again in a few minutes.`);
  }
}

export async function ensureCreativeInAccount(
  deps: AppDeps,
  userId: string,
  creativeId: string,
  accountId: string,
  options: PushOptions = {},
): Promise<PushedMedia> {
  const creative = await findCreative(deps, userId, creativeId);
  const deadline = Date.now() + (options.timeoutMs ?? 10 * 60_000);
  const owner = `${process.pid}:${crypto.randomUUID()}`;
  let accessToken = options.accessToken;
  for (;;) {
    const existing = await findCreativeAccount(deps.database, creativeId, accountId);
    if (creative.type === 'image' && existing?.imageHash) return { imageHash: existing.imageHash };
    if (creative.type === 'video' && existing?.videoId && existing.status === 'ready') return { videoId: existing.videoId };
    accessToken ??= (await reachAccount(deps, userId, accountId)).accessToken;

    // A video already uploaded is waited on by whoever asks (no upload: the platform has it).
    if (creative.type === 'video' && existing?.videoId) return waitAndRemember(deps, accessToken, creativeId, accountId, existing.videoId, options);

    // One push uploads; a concurrent one (another launch, another API process) waits for its result.
    if (await claimUpload(deps.database, creativeId, accountId, owner, creative.type === 'image' ? IMAGE_CLAIM_TTL_MS : CLAIM_TTL_MS)) {
      try {
        if (creative.type === 'image') {
          const imageHash = await uploadImage(deps, accessToken, accountId, await fs.promises.readFile(filePath(deps, creative.fileName)), creative.name);
          await rememberInAccount(deps.database, creativeId, accountId, { imageHash, videoId: null, status: 'ready' }, deps.now());
          return { imageHash };
        }
        const videoId = await uploadVideoFile(deps, accessToken, accountId, filePath(deps, creative.fileName), creative.name, {
          signal: options.signal,
          beforeChunk: () => renewUploadClaim(deps.database, creativeId, accountId, owner, CLAIM_TTL_MS),
        });
        await rememberInAccount(deps.database, creativeId, accountId, { imageHash: null, videoId, status: 'processing' }, deps.now());
        return await waitAndRemember(deps, accessToken, creativeId, accountId, videoId, options);
      } finally {
        await releaseUploadClaim(deps.database, creativeId, accountId, owner);
      }
    }
    if (Date.now() + 200 > deadline) throw new PushInProgressError();
    options.signal?.throwIfAborted();
    await new Promise((resolve) => setTimeout(resolve, Math.min(options.pollIntervalMs ?? 2000, 1000)));
  }
}

async function waitAndRemember(
  deps: AppDeps,
  accessToken: string,
  creativeId: string,
  accountId: string,
  videoId: string,
  options: PushOptions,
): Promise<PushedMedia> {
  await waitUntilReady(deps, accessToken, videoId, options);
  await rememberInAccount(deps.database, creativeId, accountId, { imageHash: null, videoId, status: 'ready' }, deps.now());
  return { videoId };
}

// ---- the claim: a row of library_creative_accounts with status uploading and no hash or id yet ----

/** How long a claim holds unless renewed: a push that died is taken over this long after its last sign of life. */
const CLAIM_TTL_MS = 5 * 60_000;
/**
 * An image's claim is not renewed, and short: a worker that died mid-upload holds the others back this long at
 * most, and a second upload of an image is harmless (the platform's hash is the file's md5: the same image).
 */
const IMAGE_CLAIM_TTL_MS = 15_000;

async function waitUntilReady(deps: AppDeps, accessToken: string, videoId: string, options: PushOptions): Promise<void> {
  const interval = options.pollIntervalMs ?? 2000;
  const deadline = Date.now() + (options.timeoutMs ?? 10 * 60_000);
  for (;;) {
    options.signal?.throwIfAborted();
    if (await isVideoReady(deps, accessToken, videoId)) return;
    if (Date.now() + interval > deadline) throw new VideoNotReadyError(videoId);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
