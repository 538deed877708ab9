// Media writes: POST act_{id}/adimages (base64 `bytes` or multipart files; the answer is keyed by file name with
// the hash) and POST act_{id}/advideos (file_url/source at once, or chunked start/transfer/finish). A video is
// "processing" until videoReadyDelayMs after its upload ends, then "ready".
import { createHash } from 'node:crypto';
import { insertObject } from '../state/store';
import type { GraphObject, SimAdAccount, SimUser, World } from '../state/world';
import { invalidParam } from './errors';
import { paramTables } from './params';
import { parseJsonish, type UploadedFile } from './request';
import { validateParams } from './validate';
import { rememberImageBytes } from '../previews/image-bytes';

/** Width and height from a PNG or JPEG header; 0 when unknown. */
function imageSize(data: Buffer): [number, number] {
  if (data.length > 24 && data.readUInt32BE(0) === 0x89504e47) return [data.readUInt32BE(16), data.readUInt32BE(20)];
  if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8) {
    let i = 2;
    while (i + 9 < data.length) {
      if (data[i] !== 0xff) break;
      const marker = data[i + 1] ?? 0;
      const len = data.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return [data.readUInt16BE(i + 7), data.readUInt16BE(i + 5)];
      i += 2 + len;
    }
  }
  return [0, 0];
}

/**
 * `copy_from: {source_account_id, hash}`: an image of another ad account the caller reaches, copied into this one
 * (hashes are per ad account). The copy keeps its hash; an unknown hash or an account the caller does not reach is
 * refused as the platform does (code 100).
 */
function copyImage(world: World, user: SimUser, account: SimAdAccount, copyFrom: unknown): Record<string, unknown> {
  const spec = parseJsonish(copyFrom) as { source_account_id?: unknown; hash?: unknown } | undefined;
  const source =
    typeof spec?.source_account_id === 'string' || typeof spec?.source_account_id === 'number' ? String(spec.source_account_id).replace(/^act_/, '') : '';
  const hash = typeof spec?.hash === 'string' ? spec.hash : '';
  if (!source || !hash) throw invalidParam('(#100) copy_from needs source_account_id and hash');
  const sourceId = `act_${source}`;
  const image = user.adAccountIds.includes(sourceId) ? world.adImages.find((i) => i.adAccountId === sourceId && i.hash === hash) : undefined;
  if (!image) throw invalidParam(`(#100) Image with hash ${hash} not found in ad account ${source}`, { subcode: 1487242 });
  if (!world.adImages.some((i) => i.hash === hash && i.adAccountId === account.id)) {
    world.adImages.push({ ...image, id: `${account.account_id}:${hash}`, adAccountId: account.id });
  }
  return { images: { [hash]: { hash, url: image.url } } };
}

export function uploadImages(
  world: World,
  user: SimUser,
  account: SimAdAccount,
  params: Record<string, unknown>,
  files: UploadedFile[],
): Record<string, unknown> {
  const fileParams = new Set(files.map((f) => f.field));
  const rest = Object.fromEntries(Object.entries(params).filter(([k]) => !fileParams.has(k) && k !== 'name' && k !== 'filename'));
  const values = validateParams(paramTables['AdAccount:POST:adimages'] ?? {}, rest);
  if (values.copy_from !== undefined) return copyImage(world, user, account, values.copy_from);
  const uploads: { key: string; data: Buffer }[] = files.map((f) => ({ key: f.filename || f.field, data: f.data }));
  if (typeof values.bytes === 'string') {
    const data = Buffer.from(values.bytes, 'base64');
    if (data.length === 0) throw invalidParam('(#100) Param bytes must be a base64-encoded image', { subcode: 1487242 });
    uploads.push({ key: typeof params.name === 'string' ? params.name : 'bytes', data });
  }
  if (uploads.length === 0)
    throw invalidParam('(#100) No image: send bytes (base64) or a multipart file', {
      userTitle: 'Image missing',
      userMsg: 'Send the image as bytes or as a file.',
    });
  const images: Record<string, { hash: string; url: string }> = {};
  for (const u of uploads) {
    const hash = createHash('md5').update(u.data).digest('hex');
    const url = `https://scontent.sim.invalid/images/${hash}.jpg`;
    const [width, height] = imageSize(u.data);
    if (!world.adImages.some((i) => i.hash === hash && i.adAccountId === account.id)) {
      world.adImages.push({ id: `${account.account_id}:${hash}`, hash, name: u.key, url, width, height, adAccountId: account.id });
    }
    rememberImageBytes(world, hash, u.data);
    images[u.key] = { hash, url };
  }
  return { images };
}

const CHUNK = 1_048_576;

function videoStatus(world: World, v: GraphObject): void {
  const readyAt = v.data.ready_at;
  if (typeof readyAt !== 'number') return;
  const ready = world.clock() >= readyAt;
  v.data.status = { video_status: ready ? 'ready' : 'processing', processing_progress: ready ? 100 : 50 };
  // A processed video has its picture (the thumbnail a video ad shows before it plays); its address is the simulator's.
  if (ready) v.data.picture ??= `https://scontent.sim.fbcdn.net/v/t15.5256-10/${v.id}_n.jpg`;
}

/** Refreshes the processing status of every video (reads call this before answering). */
export function refreshVideos(world: World): void {
  for (const o of world.objects.values()) if (o.type === 'advideo') videoStatus(world, o);
}

export function uploadVideo(
  world: World,
  account: SimAdAccount,
  params: Record<string, unknown>,
  files: UploadedFile[],
  readyDelayMs: number,
): Record<string, unknown> {
  const fileParams = new Set(files.map((f) => f.field));
  const values = validateParams(paramTables['AdAccount:POST:advideos'] ?? {}, Object.fromEntries(Object.entries(params).filter(([k]) => !fileParams.has(k))));
  const finish = (v: GraphObject): void => {
    v.data.ready_at = world.clock() + readyDelayMs;
    videoStatus(world, v);
  };
  const phase = values.upload_phase;
  if (phase === undefined) {
    const source = files.find((f) => f.field === 'source');
    if (!source && typeof values.file_url !== 'string') throw invalidParam('(#100) Send source (a file), file_url, or use upload_phase=start');
    const v = insertObject(world, 'advideo', account.id, {
      title: values.title ?? values.name ?? source?.filename ?? 'Video',
      length: 15,
      bytes: source?.data.length ?? 0,
    });
    finish(v);
    return { id: v.id };
  }
  if (phase === 'start') {
    const size = Number(values.file_size ?? 0);
    if (!(size > 0)) throw invalidParam('(#100) The parameter file_size is required with upload_phase=start');
    const v = insertObject(world, 'advideo', account.id, { title: 'Video', upload_size: size, received: 0, status: { video_status: 'upload' } });
    return { video_id: v.id, upload_session_id: v.id, start_offset: '0', end_offset: String(Math.min(CHUNK, size)) };
  }
  const session = world.objects.get(String(values.upload_session_id ?? ''));
  if (!session || session.type !== 'advideo' || session.accountId !== account.id) throw invalidParam('(#100) Invalid upload_session_id', { subcode: 1363019 });
  if (phase === 'transfer') {
    const chunk =
      files.find((f) => f.field === 'video_file_chunk')?.data ??
      (typeof values.video_file_chunk === 'string' ? Buffer.from(values.video_file_chunk, 'base64') : undefined);
    const received = Number(session.data.received ?? 0);
    if (!chunk) throw invalidParam('(#100) video_file_chunk is required with upload_phase=transfer');
    if (Number(values.start_offset) !== received) {
      throw invalidParam(`(#100) Invalid start_offset ${String(values.start_offset)}: expected ${received}`, {
        subcode: 1363037,
        userTitle: 'Chunk out of order',
        userMsg: `Resume the upload at offset ${received}.`,
      });
    }
    const next = received + chunk.length;
    session.data.received = next;
    const size = Number(session.data.upload_size);
    return { start_offset: String(next), end_offset: String(Math.min(next + CHUNK, size)) };
  }
  if (phase === 'finish') {
    if (Number(session.data.received) < Number(session.data.upload_size))
      throw invalidParam('(#100) The upload is incomplete: transfer every chunk before finish', { subcode: 1363041 });
    session.data.title = values.title ?? values.name ?? session.data.title;
    finish(session);
    return { success: true };
  }
  session.data.status = { video_status: 'error' };
  return { success: true }; // cancel
}

/** The notes' rule: a creative may use a video only once it is ready. */
export function videoReady(world: World, id: string, accountId: string): boolean {
  const v = world.objects.get(id);
  if (!v || v.type !== 'advideo' || v.accountId !== accountId) return false;
  videoStatus(world, v);
  return (v.data.status as { video_status?: string } | undefined)?.video_status === 'ready';
}
