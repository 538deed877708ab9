import fs from 'node:fs';
import type { AccountMedia } from '../../lib/contract/assets';
import type { AccountVideo } from '../../lib/contract/library';
import type { AppDeps } from '../deps';
import { GraphError } from './graph-client';

// An ad account's media library on the platform (sim/README.md#graph-api): its images (`adimages`, by
// hash) and videos (`advideos`), an image uploaded or copied from another account, a video uploaded in chunks
// (start, transfer, finish) and then processed. Library pushes (server/library/push-media.ts), imported
// campaigns (server/launch/imported-media.ts) and the account-media routes call these.

/** A video chunk may take longer than the client's default timeout. */
const CHUNK_TIMEOUT_MS = 120_000;

interface PlatformImage {
  hash: string;
  name?: string;
  url?: string;
  width?: number;
  height?: number;
}
interface PlatformVideo {
  id: string;
  title?: string;
  picture?: string;
  length?: number;
  status?: { video_status?: string };
}
type ImagesAnswer = { images?: Record<string, { hash?: string }> };
interface UploadWindow {
  start_offset?: string | number;
  end_offset?: string | number;
}

/** The account's own images, selectable without uploading. */
export async function loadAccountImages(deps: AppDeps, accessToken: string, accountId: string): Promise<AccountMedia[]> {
  const images = await deps.graph.getAll<PlatformImage>(`${accountId}/adimages`, accessToken, { fields: 'hash,name,url,width,height', limit: 200 });
  return images.map((i) => ({
    hash: i.hash,
    name: i.name ?? i.hash,
    url: i.url ?? '',
    width: typeof i.width === 'number' ? i.width : null,
    height: typeof i.height === 'number' ? i.height : null,
  }));
}

/** The account's own videos; a video without a status counts as ready. */
export async function loadAccountVideos(deps: AppDeps, accessToken: string, accountId: string): Promise<AccountVideo[]> {
  const videos = await deps.graph.getAll<PlatformVideo>(`${accountId}/advideos`, accessToken, { fields: 'id,title,picture,length,status', limit: 100 }, 1000);
  return videos.map((v) => ({
    id: v.id,
    title: v.title || v.id,
    pictureUrl: v.picture ?? null,
    lengthSeconds: typeof v.length === 'number' ? v.length : null,
    ready: v.status?.video_status === undefined || v.status.video_status === 'ready',
  }));
}

/** Which of `hashes` the account has. */
export async function imageHashesIn(deps: AppDeps, accessToken: string, accountId: string, hashes: string[]): Promise<Set<string>> {
  const found = await deps.graph.getAll<{ hash: string }>(
    `${accountId}/adimages`,
    accessToken,
    { fields: 'hash', hashes: JSON.stringify(hashes) },
    hashes.length + 25,
  );
  return new Set(found.map((f) => f.hash));
}

/** The names of those of `hashes` the account has, by hash. */
export async function imageNamesIn(deps: AppDeps, accessToken: string, accountId: string, hashes: string[]): Promise<Map<string, string>> {
  const found = await deps.graph.getAll<{ hash: string; name?: string }>(
    `${accountId}/adimages`,
    accessToken,
    { fields: 'hash,name', hashes: JSON.stringify(hashes) },
    hashes.length + 25,
  );
  return new Map(found.filter((f) => f.name).map((f) => [f.hash, f.name!]));
}

/** Uploads an image's bytes; answers its hash in the account. */
export async function uploadImage(deps: AppDeps, accessToken: string, accountId: string, bytes: Buffer, name: string): Promise<string> {
  const answer = await deps.graph.post<ImagesAnswer>(`${accountId}/adimages`, accessToken, { bytes: bytes.toString('base64'), name });
  const hash = Object.values(answer.images ?? {})[0]?.hash;
  if (!hash) throw new GraphError({ status: 502, message: 'The platform answered no image hash', raw: answer, transient: true });
  return hash;
}

/** Copies an image of another account (`copy_from`); answers its hash in `accountId` (the same, unless said). */
export async function copyImage(deps: AppDeps, accessToken: string, accountId: string, sourceAccountId: string, hash: string): Promise<string> {
  const answer = await deps.graph.post<ImagesAnswer>(`${accountId}/adimages`, accessToken, {
    copy_from: { source_account_id: sourceAccountId.replace(/^act_/, ''), hash },
  });
  return Object.values(answer.images ?? {})[0]?.hash ?? hash;
}

interface VideoUploadOptions {
  signal?: AbortSignal;
  /** Called before each chunk: the caller's sign of life (push-media.ts renews its claim). */
  beforeChunk?: () => Promise<void>;
}

/** Uploads the video file at `path` in the chunks the platform asks for; answers the video's id (processing). */
export async function uploadVideoFile(
  deps: AppDeps,
  accessToken: string,
  accountId: string,
  path: string,
  title: string,
  options: VideoUploadOptions = {},
): Promise<string> {
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
      options.signal?.throwIfAborted();
      await options.beforeChunk?.();
      const start = Number(window.start_offset);
      const end = Number(window.end_offset);
      if (!Number.isFinite(start) || !Number.isFinite(end) || start >= end) break;
      const chunk = Buffer.alloc(end - start);
      await file.read(chunk, 0, chunk.length, start);
      window = await deps.graph.postMultipart<UploadWindow>(
        `${accountId}/advideos`,
        accessToken,
        { upload_phase: 'transfer', upload_session_id: session, start_offset: String(start) },
        { field: 'video_file_chunk', data: chunk, filename: 'chunk' },
        CHUNK_TIMEOUT_MS,
      );
    }
  } finally {
    await file.close();
  }
  await deps.graph.post(`${accountId}/advideos`, accessToken, { upload_phase: 'finish', upload_session_id: session, title });
  return videoId;
}

/** Whether the platform has finished processing the video; a video it could not process is a GraphError. */
export async function isVideoReady(deps: AppDeps, accessToken: string, videoId: string): Promise<boolean> {
  const video = await deps.graph.get<{ status?: { video_status?: string } }>(videoId, accessToken, { fields: 'status' });
  const status = video.status?.video_status;
  if (status === 'error') throw new GraphError({ status: 400, message: `The platform could not process the video ${videoId}`, raw: video, transient: false });
  return status === 'ready';
}

/** The video's picture (a creative's video_data needs an image), when the platform has one. */
export async function videoPicture(deps: AppDeps, accessToken: string, videoId: string): Promise<string | undefined> {
  const video = await deps.graph.get<{ picture?: string }>(videoId, accessToken, { fields: 'picture' });
  return video.picture || undefined;
}
