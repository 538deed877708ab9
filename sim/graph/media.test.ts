import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../testing';
import { startSim } from '../testing';

let h: Harness;
beforeAll(async () => {
  // Ready 10 minutes (of the sim's clock) after upload: the test moves the clock on rather than waiting, so a slow
  // machine never sees the video ready early.
  h = await startSim({ videoReadyDelayMs: 600_000 });
});
afterAll(async () => {
  await h.sim.close();
});

/** A PNG header with the given size (enough for the simulator to read width and height). */
function png(width: number, height: number): Buffer {
  const b = Buffer.alloc(33);
  b.writeUInt32BE(0x89504e47, 0);
  b.writeUInt32BE(0x0d0a1a0a, 4);
  b.write('IHDR', 12);
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}
const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex');
const multipart = async (path: string, fields: Record<string, string>, files: Record<string, [Buffer, string]>): Promise<{ status: number; body: Json }> => {
  const form = new FormData();
  form.set('access_token', h.advertiser.accessToken);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, [data, name]] of Object.entries(files)) form.set(k, new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${h.url}/v25.0/${path}`, { method: 'POST', body: form });
  return { status: res.status, body: await res.json() };
};

describe('adimages', () => {
  it('takes base64 bytes and answers the hash under "bytes"', async () => {
    const image = png(640, 480);
    const res = await h.post('act_101/adimages', { bytes: image.toString('base64') });
    expect(res.body).toEqual({ images: { bytes: { hash: md5(image), url: expect.stringMatching(/^https:/) } } });
    const listed = await h.get('act_101/adimages', { fields: 'hash,width,height', hashes: JSON.stringify([md5(image)]) });
    expect(listed.body.data).toEqual([{ id: expect.any(String), hash: md5(image), width: 640, height: 480 }]);
  });

  it('takes multipart files and keys the answer by file name', async () => {
    const a = png(1080, 1080);
    const b = png(1080, 1920);
    const res = await multipart('act_101/adimages', {}, { file1: [a, 'square.png'], file2: [b, 'story.png'] });
    expect(res.status).toBe(200);
    expect(res.body.images['square.png'].hash).toBe(md5(a));
    expect(res.body.images['story.png'].hash).toBe(md5(b));
  });

  it('copies an image of another ad account the caller reaches (copy_from), keeping its hash', async () => {
    const [from, to] = h.agency.adAccountIds as [string, string];
    const image = h.fx.adImages.find((i) => i.adAccountId === from)!;
    const token = h.agency.accessToken;
    const res = await h.post(`${to}/adimages`, { copy_from: JSON.stringify({ source_account_id: from.replace('act_', ''), hash: image.hash }) }, token);
    expect(res.body).toEqual({ images: { [image.hash]: { hash: image.hash, url: image.url } } });
    const listed = await h.get(`${to}/adimages`, { fields: 'hash', hashes: JSON.stringify([image.hash]) }, token);
    expect(listed.body.data).toEqual([{ id: expect.any(String), hash: image.hash }]);
    // Another user's account, or a hash the source does not have: code 100, nothing copied.
    const ava = h.fx.adImages.find((i) => i.adAccountId === 'act_101')!;
    expect((await h.post(`${to}/adimages`, { copy_from: { source_account_id: '101', hash: ava.hash } }, token)).body.error.code).toBe(100);
    expect((await h.post(`${to}/adimages`, { copy_from: { source_account_id: from, hash: 'f'.repeat(32) } }, token)).body.error.code).toBe(100);
  });

  it('refuses a call without an image', async () => {
    expect((await h.post('act_101/adimages', {})).body.error.code).toBe(100);
  });
});

describe('advideos', () => {
  it('uploads in chunks, checks offsets, and becomes ready after the configured delay', async () => {
    const video = Buffer.from('0123456789');
    const start = await h.post('act_101/advideos', { upload_phase: 'start', file_size: video.length });
    expect(start.body).toMatchObject({ start_offset: '0', end_offset: '10', video_id: expect.any(String), upload_session_id: expect.any(String) });
    const session = start.body.upload_session_id;
    const first = await multipart(
      'act_101/advideos',
      { upload_phase: 'transfer', upload_session_id: session, start_offset: '0' },
      { video_file_chunk: [video.subarray(0, 6), 'chunk'] },
    );
    expect(first.body).toEqual({ start_offset: '6', end_offset: '10' });
    const wrong = await multipart(
      'act_101/advideos',
      { upload_phase: 'transfer', upload_session_id: session, start_offset: '0' },
      { video_file_chunk: [video.subarray(6), 'chunk'] },
    );
    expect(wrong.body.error).toMatchObject({ code: 100, error_subcode: 1363037 });
    expect((await h.post('act_101/advideos', { upload_phase: 'finish', upload_session_id: session })).body.error.error_subcode).toBe(1363041);
    await multipart(
      'act_101/advideos',
      { upload_phase: 'transfer', upload_session_id: session, start_offset: '6' },
      { video_file_chunk: [video.subarray(6), 'chunk'] },
    );
    expect((await h.post('act_101/advideos', { upload_phase: 'finish', upload_session_id: session, title: 'Promo' })).body).toEqual({ success: true });

    const processing = await h.get(start.body.video_id, { fields: 'title,status' });
    expect(processing.body).toMatchObject({ title: 'Promo', status: { video_status: 'processing' } });
    await fetch(`${h.url}/__sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 600_000 }) });
    expect((await h.get(start.body.video_id, { fields: 'status' })).body.status.video_status).toBe('ready');
    const listed = await h.get('act_101/advideos', { fields: 'title' });
    expect(listed.body.data.map((v: Json) => v.id)).toContain(start.body.video_id);
  });

  it('accepts a whole file as source', async () => {
    const res = await multipart('act_101/advideos', { title: 'Whole' }, { source: [Buffer.from('video-bytes'), 'clip.mp4'] });
    expect(res.body.id).toMatch(/^\d+$/);
  });
});
