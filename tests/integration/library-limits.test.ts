import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { decodeGate, DECODES_AT_ONCE } from '../../server/library/decode-gate';
import { tmpDir, uploadTempPath } from '../../server/library/storage';
import { sweepAbandonedUploads } from '../../server/library/sweep';
import { startSweeps } from '../../server/sweeps';
import { makeMp4, makePng, makePngBomb } from '../fixtures/media/make-media';
import { bearer, signIn, startStack, type Stack } from './harness';

// The media limits of the library (docs/limits.md): images too large to decode refused from their header, decoding
// bounded per process, videos checked beyond `ftyp`, a storage quota per user with GET /library/usage, and
// chunked uploads given up on swept within the hour (a clock the test moves).

const QUOTA = 300_000;
/** About 160 KB of PNG: noise does not compress. */
const noisyPng = () =>
  sharp({ create: { width: 240, height: 240, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();

describe('library media limits', () => {
  let stack: Stack;
  let app: FastifyInstance;
  let ava: string;
  let sam: string;
  let clock = new Date();

  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
    ava = await signIn(stack, 'Ava Advertiser');
    sam = await signIn(stack, 'Sam Agency');
    app = await buildApp({ deps: { ...stack.deps, config: { ...stack.config, libraryQuotaBytes: QUOTA }, now: () => clock } });
  });
  afterAll(async () => {
    await app?.close();
    await stack?.close();
  });

  const raw = (token: string, body: Buffer | Readable, type: string, name = 'file') =>
    app.inject({ method: 'PUT', url: `/library/creatives/upload?name=${name}`, headers: { ...bearer(token), 'content-type': type }, payload: body });
  const usage = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/library/usage', headers: bearer(token) })).json<{ data: Record<string, number> }>().data;
  const start = (token: string, size: number, mimeType = 'image/png') =>
    app.inject({ method: 'POST', url: '/library/uploads', headers: bearer(token), payload: { name: 'part.png', mimeType, size } });
  const chunk = (token: string, id: string, offset: number, bytes: Buffer) =>
    app.inject({ method: 'PUT', url: `/library/uploads/${id}`, headers: bearer(token), payload: { offset, data: bytes.toString('base64') } });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = await makePngBomb(16_000, 16_000, 249 * 1024);
    expect(bomb.length).toBeLessThan(250 * 1024);
    const decodes = decodeGate.runs;
    const rss = process.memoryUsage().rss;
    const startedAt = performance.now();
    const res = await raw(ava, bomb, 'image/png', 'bomb');
    const elapsed = performance.now() - startedAt;
    expect(res.statusCode).toBe(400);
    const message = 'This image is 16,000 × 16,000 pixels: at most 50 megapixels (for example 8,000 × 6,000). Please upload a smaller version.';
    expect(res.json()).toEqual({ success: false, error: message, fields: { file: [message] } });
    expect(decodeGate.runs).toBe(decodes);
    // Sanity bounds only (decoding it takes seconds and hundreds of MB).
    expect(elapsed).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(64 * 1024 * 1024);
    // As a video's poster too.
    const video = (await raw(ava, makeMp4(64, 64), 'video/mp4', 'clip')).json<{ data: { id: string } }>().data.id;
    const poster = await app.inject({
      method: 'PUT',
      url: `/library/creatives/${video}/poster`,
      headers: bearer(ava),
      payload: { poster: (await makePngBomb(16_000, 16_000, 200 * 1024)).toString('base64') },
    });
    expect(poster.statusCode).toBe(400);
    expect(poster.json().fields.poster[0]).toMatch(/^This image is 16,000 × 16,000 pixels: at most 50 megapixels/);
    expect(decodeGate.runs).toBe(decodes);
    await app.inject({ method: 'DELETE', url: `/library/creatives/${video}`, headers: bearer(ava) });
  });

  it(`decodes at most ${DECODES_AT_ONCE} images at once, however many arrive`, async () => {
    decodeGate.highWater = 0;
    const decodes = decodeGate.runs;
    const uploads = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        stack.app.inject({
          method: 'PUT',
          url: `/library/creatives/upload?name=big-${i}`,
          headers: { ...bearer(sam), 'content-type': 'image/png' },
          payload: makePng(1600, 1600, i),
        }),
      ),
    );
    expect(uploads.map((u) => u.statusCode)).toEqual(Array(8).fill(200));
    expect(decodeGate.runs - decodes).toBe(8);
    expect(decodeGate.highWater).toBeGreaterThan(0);
    expect(decodeGate.highWater).toBeLessThanOrEqual(DECODES_AT_ONCE);
  });

  it('refuses junk that carries an ftyp marker, naming file', async () => {
    const ftyp = makeMp4(64, 64).subarray(0, 24);
    for (const junk of [Buffer.concat([ftyp, Buffer.alloc(50_000, 0x5a)]), makeMp4(64, 64).subarray(0, 2000)]) {
      const res = await raw(ava, junk, 'video/mp4', 'junk');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.file[0]).toMatch(/^This video is damaged or is not a real MP4 or MOV file: /);
    }
    expect((await raw(ava, makeMp4(640, 360, 5000), 'video/mp4', 'real')).statusCode).toBe(200);
  });

  it('keeps each user within the storage quota, and says how much is used', async () => {
    // A fresh user's count: Sam's library from the test above is emptied first.
    const mine = (await app.inject({ method: 'GET', url: '/library/creatives?pageSize=200', headers: bearer(sam) })).json<{ data: Array<{ id: string }> }>()
      .data;
    for (const c of mine) await app.inject({ method: 'DELETE', url: `/library/creatives/${c.id}`, headers: bearer(sam) });
    expect(await usage(sam)).toEqual({ usedBytes: 0, uploadingBytes: 0, quotaBytes: QUOTA });

    const image = makePng(300, 300, 1); // about 1 KB
    const stored = await raw(sam, image, 'image/png');
    expect(stored.statusCode).toBe(200);
    expect(await usage(sam)).toEqual({ usedBytes: image.length, uploadingBytes: 0, quotaBytes: QUOTA });

    // A chunked upload reserves its announced size at its start.
    const big = await start(sam, 200_000);
    expect(big.statusCode).toBe(200);
    expect(await usage(sam)).toMatchObject({ uploadingBytes: 200_000 });
    const tooMuch = await start(sam, QUOTA - image.length - 200_000 + 1);
    expect(tooMuch.statusCode).toBe(400);
    const message = `Not enough storage left: ${Math.round((image.length + 200_000) / 1024)} KB of 293 KB used. Delete creatives you no longer use, then upload this file again.`;
    expect(tooMuch.json()).toEqual({ success: false, error: message, fields: { file: [message] } });

    // A raw upload: refused at its start by its Content-Length; a body without one is refused before it is read (411).
    const left = QUOTA - image.length - 200_000;
    expect((await raw(sam, Buffer.alloc(left + 1, 1), 'image/png')).json().fields.file[0]).toMatch(/^Not enough storage left/);
    // (the body stream is ended by the refusal: its error is the server's answer, below)
    const body = Readable.from([Buffer.alloc(left), Buffer.alloc(10)]).on('error', () => undefined);
    const streamed = await raw(sam, body, 'image/png');
    expect(streamed.statusCode).toBe(411);
    expect(streamed.json().error).toMatch(/^Send the file with its Content-Length/);

    // Two uploads at once that fit one at a time but not together: exactly one is stored.
    await app.inject({ method: 'DELETE', url: `/library/uploads/${big.json().data.uploadId}`, headers: bearer(sam) });
    const [one, two] = await Promise.all([noisyPng(), noisyPng()]);
    expect(one!.length + two!.length).toBeGreaterThan(QUOTA - image.length);
    expect(Math.max(one!.length, two!.length)).toBeLessThan(QUOTA - image.length);
    const both = await Promise.all([raw(sam, one!, 'image/png'), raw(sam, two!, 'image/png')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await usage(sam)).usedBytes).toBeLessThanOrEqual(QUOTA);

    // Another user's library is their own.
    expect(await usage(ava)).toMatchObject({ quotaBytes: QUOTA, uploadingBytes: 0 });
  });

  it('finishes a chunked upload within the space it reserved', async () => {
    const file = makePng(200, 100, 9);
    const started = await start(ava, file.length);
    const id = started.json<{ data: { uploadId: string } }>().data.uploadId;
    expect((await chunk(ava, id, 0, file)).statusCode).toBe(200);
    const before = await usage(ava);
    const done = await app.inject({ method: 'POST', url: `/library/uploads/${id}/finish`, headers: bearer(ava) });
    expect(done.statusCode, done.body).toBe(200);
    expect(await usage(ava)).toEqual({ ...before, usedBytes: before.usedBytes! + file.length, uploadingBytes: before.uploadingBytes! - file.length });
  });

  it('sweeps chunked uploads given up on, with their bytes, within the hour', async () => {
    clock = new Date();
    const idle = (await start(ava, 1000)).json<{ data: { uploadId: string } }>().data.uploadId;
    expect((await chunk(ava, idle, 0, Buffer.alloc(10, 1))).statusCode).toBe(200);
    const busy = (await start(ava, 1000)).json<{ data: { uploadId: string } }>().data.uploadId;
    const t0 = clock.getTime();
    const orphan = path.join(tmpDir(stack.deps), 'left-by-a-crash.part');
    fs.writeFileSync(orphan, 'x');
    fs.utimesSync(orphan, t0 / 1000, t0 / 1000);
    clock = new Date(t0 + 20 * 60_000);
    expect((await chunk(ava, busy, 0, Buffer.alloc(10, 2))).statusCode).toBe(200);

    clock = new Date(t0 + 31 * 60_000);
    // A raw upload still arriving: its temp file was written a moment ago.
    const arriving = path.join(tmpDir(stack.deps), 'arriving.part');
    fs.writeFileSync(arriving, 'y');
    fs.utimesSync(arriving, clock.getTime() / 1000, clock.getTime() / 1000);
    await sweepAbandonedUploads({ ...stack.deps, now: () => clock });
    expect((await chunk(ava, idle, 10, Buffer.alloc(10, 1))).statusCode).toBe(404);
    expect(fs.existsSync(uploadTempPath(stack.deps, idle))).toBe(false);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(arriving)).toBe(true);
    expect((await chunk(ava, busy, 10, Buffer.alloc(10, 2))).statusCode).toBe(200);
    expect(fs.existsSync(uploadTempPath(stack.deps, busy))).toBe(true);

    // The API process sweeps by itself: at start, then every so often.
    clock = new Date(clock.getTime() + 31 * 60_000);
    const sweeps = startSweeps({ ...stack.deps, now: () => clock }, { warn: () => undefined }, 50);
    try {
      await expect.poll(() => fs.existsSync(uploadTempPath(stack.deps, busy))).toBe(false);
    } finally {
      await sweeps.stop();
    }
    expect((await chunk(ava, busy, 20, Buffer.alloc(10, 2))).statusCode).toBe(404);
  });
});
