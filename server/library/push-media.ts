import crypto from 'node:crypto';
import fs from 'node:fs';
import { claimUpload, findCreativeAccount, releaseUploadClaim, rememberInAccount, renewUploadClaim } from '../db/repos/library-creative-accounts';
import type { CreativeRow } from '../db/repos/library-creatives';
import type { AppDeps } from '../deps';
import { reachAccount } from '../platform/ad-accounts';
import { GraphError, type GraphErrorBody } from '../platform/graph-client';
import { usageOfHeaders } from '../platform/rate-governor';
import { findCreative } from './creatives';
import { filePath } from './storage';

// A library creative is pushed to an ad account's media library the first time it is launched there: an image
// through `adimages` (its hash), a video through chunked `advideos` (start, transfer, finish), then waited on until
// the platform says ready (a creative may not use a video before, platform-api-notes "video-must-be-ready").
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

export type PushedMedia = { imageHash: string } | { videoId: string };

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

export async function ensureCreativeInAccount(deps: AppDeps, userId: string, creativeId: string, accountId: string, options: PushOptions = {}): Promise<PushedMedia> {
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
          const imageHash = await uploadImage(deps, accessToken, accountId, creative);
          await rememberInAccount(deps.database, creativeId, accountId, { imageHash, videoId: null, status: 'ready' }, deps.now());
          return { imageHash };
        }
        const videoId = await uploadVideo(deps, accessToken, accountId, creative, options.signal, () => renewUploadClaim(deps.database, creativeId, accountId, owner, CLAIM_TTL_MS));
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

async function waitAndRemember(deps: AppDeps, accessToken: string, creativeId: string, accountId: string, videoId: string, options: PushOptions): Promise<PushedMedia> {
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

async function uploadImage(deps: AppDeps, accessToken: string, accountId: string, creative: CreativeRow): Promise<string> {
  const bytes = await fs.promises.readFile(filePath(deps, creative.fileName));
  const answer = await deps.graph.post<{ images?: Record<string, { hash?: string }> }>(`${accountId}/adimages`, accessToken, {
    bytes: bytes.toString('base64'),
    name: creative.name,
  });
  const hash = Object.values(answer.images ?? {})[0]?.hash;
  if (!hash) throw new GraphError({ status: 502, message: 'The platform answered no image hash', raw: answer, transient: true });
  return hash;
}

interface UploadWindow { start_offset?: string | number; end_offset?: string | number }

async function uploadVideo(deps: AppDeps, accessToken: string, accountId: string, creative: CreativeRow, signal: AbortSignal | undefined, stillUploading: () => Promise<void>): Promise<string> {
  const path = filePath(deps, creative.fileName);
  const size = (await fs.promises.stat(path)).size;
  const started = await deps.graph.post<UploadWindow & { video_id?: string; upload_session_id?: string }>(`${accountId}/advideos`, accessToken, {
    upload_phase: 'start',
    file_size: size,
  });
  const session = started.upload_session_id;
  const videoId = started.video_id;
  if (!session || !videoId) throw new GraphError({ status: 502, message: 'The platform answered no upload session', raw: started, transient: true });
  const file = await fs.promises.open(path, 'r');
  try {
    // The platform says which bytes it wants next; it is done when start and end meet.
    let window: UploadWindow = started;
    for (;;) {
      signal?.throwIfAborted();
      await stillUploading();
      const start = Number(window.start_offset);
      const end = Number(window.end_offset);
      if (!Number.isFinite(start) || !Number.isFinite(end) || start >= end) break;
      const chunk = Buffer.alloc(end - start);
      await file.read(chunk, 0, chunk.length, start);
      window = await postMultipart<UploadWindow>(deps, `${accountId}/advideos`, accessToken, accountId, {
        upload_phase: 'transfer',
        upload_session_id: session,
        start_offset: String(start),
      }, { field: 'video_file_chunk', data: chunk, filename: 'chunk' });
    }
  } finally {
    await file.close();
  }
  await deps.graph.post(`${accountId}/advideos`, accessToken, { upload_phase: 'finish', upload_session_id: session, title: creative.name });
  return videoId;
}

async function waitUntilReady(deps: AppDeps, accessToken: string, videoId: string, options: PushOptions): Promise<void> {
  const interval = options.pollIntervalMs ?? 2000;
  const deadline = Date.now() + (options.timeoutMs ?? 10 * 60_000);
  for (;;) {
    options.signal?.throwIfAborted();
    const video = await deps.graph.get<{ status?: { video_status?: string } }>(videoId, accessToken, { fields: 'status' });
    const status = video.status?.video_status;
    if (status === 'ready') return;
    if (status === 'error') throw new GraphError({ status: 400, message: `The platform could not process the video ${videoId}`, raw: video, transient: false });
    if (Date.now() + interval > deadline) throw new VideoNotReadyError(videoId);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** The Graph client posts forms; a video chunk goes as multipart, as the platform requires (with the token's proof). */
async function postMultipart<T>(
  deps: AppDeps,
  path: string,
  accessToken: string,
  accountId: string,
  fields: Record<string, string>,
  file: { field: string; data: Buffer; filename: string },
): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(file.field, new Blob([new Uint8Array(file.data)]), file.filename);
  let response: Response;
  try {
    response = await fetch(deps.graph.withProof(deps.graph.url(path), accessToken), { method: 'POST', headers: { authorization: `Bearer ${accessToken}` }, body: form, signal: AbortSignal.timeout(120_000) });
  } catch (error) {
    throw new GraphError({ status: 503, message: 'The platform could not be reached', raw: { cause: error instanceof Error ? error.message : String(error) }, transient: true });
  }
  for (const [account, usage] of usageOfHeaders(response.headers, accountId)) deps.graph.governor.observe(account, usage);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  const error = body && typeof body === 'object' && 'error' in body ? (body as { error: GraphErrorBody }).error : null;
  if (!response.ok || error) {
    throw new GraphError({ status: response.status, ...(error && typeof error === 'object' ? { body: error } : { message: `Graph API request failed with HTTP ${response.status}` }), raw: body });
  }
  return body as T;
}
