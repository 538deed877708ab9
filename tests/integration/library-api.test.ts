import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIBRARY_IMAGE_MAX_BYTES } from '../../lib/contract/library';
import { makeMp4, makePng } from '../fixtures/media/make-media';
import { bearer, stackForBlock } from './harness';

// The library's API: uploads (raw and chunked) with their 400s, an interrupted upload, folders, copies,
// offers, search and paging, signed thumbnails, and the 401/404 rules.

describe('the creative library', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' }, { queue: 'record' });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (token: string, method: Method, url: string, payload?: unknown) =>
    stack.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const upload = (token: string, name: string, body: Buffer, contentType: string, folderId?: string) =>
    stack.app.inject({
      method: 'PUT',
      url: `/library/creatives/upload?name=${encodeURIComponent(name)}${folderId ? `&folderId=${folderId}` : ''}`,
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
  const tmpFiles = () => fs.readdirSync(path.join(stack.config.dataDir, 'library', 'tmp'));
  const creativeCount = async () => (await stack.database.query<{ n: number }>('SELECT count(*)::int AS n FROM library_creatives'))[0]!.n;

  const served = async (signedUrl: string) => {
    const url = new URL(signedUrl);
    return stack.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  };
  const filesOnDisk = () => fs.readdirSync(path.join(stack.config.dataDir, 'library', 'files')).sort();

  it('uploads an image as a raw body, with its dimensions and a signed WebP thumbnail of at most 320 px', async () => {
    const png = makePng(1000, 500, 1);
    const res = await upload(tokens.ava, 'Summer banner', png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const creative = res.json().data;
    expect(creative).toMatchObject({
      name: 'Summer banner',
      type: 'image',
      mimeType: 'image/png',
      sizeBytes: png.length,
      width: 1000,
      height: 500,
      folderId: null,
      accounts: [],
    });

    const thumb = await served(creative.thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
    const original = await served(creative.fileUrl);
    expect(original.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(original.rawPayload, png)).toBe(0);
    const url = new URL(creative.thumbnailUrl);
    const forged = await stack.app.inject({ method: 'GET', url: `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=forged` });
    expect(forged.statusCode).toBe(404);

    // A small image is not enlarged; an animated GIF's thumbnail is its first frame.
    const gif = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#c33' } })
      .gif()
      .toBuffer();
    const small = (await upload(tokens.ava, 'Spinner', gif, 'image/gif')).json().data;
    expect(small).toMatchObject({ mimeType: 'image/gif', width: 20, height: 10 });
    expect(await sharp((await served(small.thumbnailUrl)).rawPayload).metadata()).toMatchObject({ format: 'webp', width: 20, height: 10 });

    // Deleting the creative removes its file and its thumbnail.
    expect(filesOnDisk()).toEqual(expect.arrayContaining([`${creative.id}.png`, `${creative.id}.thumb.webp`]));
    expect((await call(tokens.ava, 'DELETE', `/library/creatives/${creative.id}`)).statusCode).toBe(200);
    expect(filesOnDisk().filter((f) => f.startsWith(creative.id))).toEqual([]);
  });

  it('refuses a wrong type, a file that is not what it says, an empty file and a too large one, naming the field', async () => {
    const before = await creativeCount();
    const text = await upload(tokens.ava, 'notes', Buffer.from('hello'), 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toHaveProperty('content-type');
    const fake = await upload(tokens.ava, 'fake', Buffer.from('not a png at all'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({
      error: 'This file is not a PNG, JPEG, GIF or WebP image, nor an MP4 or MOV video.',
      fields: { file: [expect.any(String)] },
    });
    const mislabelled = await upload(tokens.ava, 'clip', makeMp4(320, 240), 'image/png');
    expect(mislabelled.json().fields.file[0]).toMatch(/is a video but was sent as image\/png/);
    const empty = await upload(tokens.ava, 'empty', Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ file: ['The file is empty.'] });
    const big = Buffer.concat([makePng(8, 8), Buffer.alloc(LIBRARY_IMAGE_MAX_BYTES)]);
    const tooLarge = await upload(tokens.ava, 'huge', big, 'image/png');
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().fields).toEqual({ file: ['The file is too large: at most 30 MB.'] });
    // Its header says PNG, its pixels are cut off: sharp cannot decode it, nor could the platform.
    const damaged = await upload(tokens.ava, 'damaged', makePng(64, 64, 3).subarray(0, 60), 'image/png');
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().fields).toEqual({ file: ['This image could not be read: the file is damaged or incomplete.'] });
    const noName = await upload(tokens.ava, '', makePng(2, 2), 'image/png');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toHaveProperty('name');

    // Chunked uploads check what they are told before any byte arrives.
    const start = (body: object) => call(tokens.ava, 'POST', '/library/uploads', body);
    expect((await start({ name: 'x', mimeType: 'application/pdf', size: 10 })).json().fields).toHaveProperty('mimeType');
    expect((await start({ name: 'x', mimeType: 'image/png', size: 0 })).json().fields).toEqual({ size: ['The file is empty.'] });
    expect((await start({ name: 'x', mimeType: 'image/png', size: LIBRARY_IMAGE_MAX_BYTES + 1 })).json().fields).toEqual({
      size: ['The file is too large: at most 30 MB.'],
    });

    expect(await creativeCount()).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('takes a poster for a video as its thumbnail, and refuses a bad one naming the field', async () => {
    const video = (await upload(tokens.ava, 'Poster clip', makeMp4(640, 360), 'video/mp4')).json().data;
    expect(video.thumbnailUrl).toBeNull();
    const poster = (payload: unknown, token = tokens.ava, id = video.id) => call(token, 'PUT', `/library/creatives/${id}/poster`, payload);

    const frame = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const res = await poster({ poster: frame.toString('base64') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: video.id, type: 'video', width: 640, height: 360, thumbnailUrl: expect.any(String) });
    const thumb = await served(res.json().data.thumbnailUrl);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 180 });
    expect((await call(tokens.ava, 'GET', `/library/creatives/${video.id}`)).json().data.thumbnailUrl).toBe(res.json().data.thumbnailUrl);

    const refused = async (payload: unknown, message: string | RegExp, id?: string) => {
      const answer = await poster(payload, tokens.ava, id);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(Object.keys(answer.json().fields)).toEqual(['poster']);
      expect(answer.json().fields.poster[0]).toMatch(message);
    };
    await refused({ poster: 'not base64 !' }, 'Expected the poster as base64.');
    await refused({ poster: '' }, 'The poster is empty.');
    await refused({}, /./);
    await refused({ poster: Buffer.from('plain text, not a picture').toString('base64') }, 'The poster must be a PNG, JPEG or WebP image.');
    await refused({ poster: frame.subarray(0, 200).toString('base64') }, 'The poster could not be read as an image.');
    await refused({ poster: Buffer.concat([frame, Buffer.alloc(600 * 1024)]).toString('base64') }, 'The poster is too large: at most 512 KB.');
    const image = (await upload(tokens.ava, 'Still', makePng(8, 8, 4), 'image/png')).json().data;
    await refused({ poster: frame.toString('base64') }, 'Only a video takes a poster: an image is its own thumbnail.', image.id);
    // The refused posters left the first one in place, and nothing behind in tmp.
    expect(await sharp((await served(res.json().data.thumbnailUrl)).rawPayload).metadata()).toMatchObject({ width: 320 });
    expect(tmpFiles()).toEqual([]);

    expect((await poster({ poster: frame.toString('base64') }, tokens.sam)).statusCode).toBe(404);
    const anonymous = await stack.app.inject({ method: 'PUT', url: `/library/creatives/${video.id}/poster`, payload: { poster: frame.toString('base64') } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('uploads a video in chunks, resumable and idempotent, and makes nothing of an unfinished upload', async () => {
    const mp4 = makeMp4(1080, 1920, 5000);
    const started = await call(tokens.ava, 'POST', '/library/uploads', { name: 'Story clip', mimeType: 'video/mp4', size: mp4.length });
    expect(started.statusCode, started.body).toBe(200);
    const { uploadId } = started.json().data;
    const chunk = (offset: number, end: number) =>
      call(tokens.ava, 'PUT', `/library/uploads/${uploadId}`, { offset, data: mp4.subarray(offset, end).toString('base64') });

    expect((await chunk(0, 2000)).json().data).toEqual({ received: 2000, size: mp4.length });
    expect((await chunk(0, 2000)).json().data.received).toBe(2000); // the same chunk again: already here
    const gap = await chunk(3000, 4000);
    expect(gap.statusCode).toBe(400);
    expect(gap.json().fields.offset).toEqual(['Expected the chunk at offset 2000.']);
    const early = await call(tokens.ava, 'POST', `/library/uploads/${uploadId}/finish`);
    expect(early.json().fields.size[0]).toMatch(/incomplete: 2000 of/);
    expect((await call(tokens.sam, 'PUT', `/library/uploads/${uploadId}`, { offset: 2000, data: 'AAAA' })).statusCode).toBe(404);
    expect((await call(tokens.ava, 'GET', '/library/creatives?search=Story')).json().total).toBe(0);

    await chunk(2000, mp4.length);
    const finished = await call(tokens.ava, 'POST', `/library/uploads/${uploadId}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().data).toMatchObject({
      name: 'Story clip',
      type: 'video',
      mimeType: 'video/mp4',
      width: 1080,
      height: 1920,
      sizeBytes: mp4.length,
      thumbnailUrl: null,
    });
    expect((await call(tokens.ava, 'POST', `/library/uploads/${uploadId}/finish`)).statusCode).toBe(404);

    const cancelled = (await call(tokens.ava, 'POST', '/library/uploads', { name: 'Gone', mimeType: 'image/png', size: 100 })).json().data.uploadId;
    expect((await call(tokens.ava, 'DELETE', `/library/uploads/${cancelled}`)).json()).toEqual({ success: true });
    expect(tmpFiles()).toEqual([]);
  });

  it('leaves no half-made creative nor thumbnail when the connection drops halfway through an upload', async () => {
    const address = await stack.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await creativeCount();
    const filesBefore = filesOnDisk();
    const png = makePng(400, 400, 9);
    const whole = Buffer.concat([png, Buffer.alloc(200_000, 1)]);
    await new Promise<void>((resolve) => {
      const req = http.request(`${address}/library/creatives/upload?name=cut`, {
        method: 'PUT',
        headers: { ...bearer(tokens.ava), 'content-type': 'image/png', 'content-length': String(whole.length) },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(whole.subarray(0, 100_000), () => setTimeout(() => req.destroy(), 100));
    });
    await expect.poll(() => tmpFiles(), { timeout: 3000 }).toEqual([]);
    expect(await creativeCount()).toBe(before);
    expect(filesOnDisk()).toEqual(filesBefore);
    expect((await call(tokens.ava, 'GET', '/library/creatives?search=cut')).json().total).toBe(0);
  });

  it('keeps folders, search and paging per user', async () => {
    const folder = (await call(tokens.ava, 'POST', '/library/folders', { name: 'Spring sale' })).json().data;
    expect(folder).toMatchObject({ name: 'Spring sale', creativeCount: 0 });
    for (let i = 0; i < 5; i += 1) {
      expect((await upload(tokens.ava, `Spring ${i}`, makePng(10 + i, 10, 100 + i), 'image/png', folder.id)).statusCode).toBe(200);
    }
    const page1 = (await call(tokens.ava, 'GET', `/library/creatives?folderId=${folder.id}&pageSize=2`)).json();
    expect(page1).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page1.data.map((c: { name: string }) => c.name)).toEqual(['Spring 4', 'Spring 3']);
    const page3 = (await call(tokens.ava, 'GET', `/library/creatives?folderId=${folder.id}&pageSize=2&page=3`)).json();
    expect(page3.data.map((c: { name: string }) => c.name)).toEqual(['Spring 0']);
    expect((await call(tokens.ava, 'GET', '/library/creatives?search=spring%202')).json().data.map((c: { name: string }) => c.name)).toEqual(['Spring 2']);
    expect((await call(tokens.ava, 'GET', '/library/creatives?search=100%25')).json().total).toBe(0);
    expect((await call(tokens.ava, 'GET', '/library/creatives?type=video')).json().data.every((c: { type: string }) => c.type === 'video')).toBe(true);
    expect((await call(tokens.ava, 'GET', '/library/creatives?folderId=none')).json().data.every((c: { folderId: null }) => c.folderId === null)).toBe(true);
    expect((await call(tokens.ava, 'GET', '/library/folders?search=spring')).json().data).toEqual([
      expect.objectContaining({ id: folder.id, creativeCount: 5 }),
    ]);
    expect((await call(tokens.sam, 'GET', '/library/creatives')).json()).toMatchObject({ data: [], total: 0 });
    expect((await call(tokens.sam, 'GET', '/library/folders')).json().data).toEqual([]);

    const one = page1.data[0];
    const moved = (await call(tokens.ava, 'PUT', `/library/creatives/${one.id}`, { name: 'Spring hero', folderId: null })).json().data;
    expect(moved).toMatchObject({ name: 'Spring hero', folderId: null });
    expect((await call(tokens.ava, 'PUT', `/library/folders/${folder.id}`, { name: 'Spring' })).json().data).toMatchObject({
      name: 'Spring',
      creativeCount: 4,
    });
    expect((await call(tokens.ava, 'DELETE', `/library/folders/${folder.id}`)).json()).toEqual({ success: true });
    expect((await call(tokens.ava, 'GET', '/library/creatives?search=Spring')).json().total).toBe(5);
  });

  it('keeps copies with variations and offers', async () => {
    const copy = await call(tokens.ava, 'POST', '/library/copies', {
      name: 'Summer copy',
      primaryText: 'Fresh bread every morning.',
      headline: 'Bake it yours',
      description: 'Free delivery',
      callToAction: 'SHOP_NOW',
      variations: [{ primaryText: 'Still warm at 7.', headline: 'Morning bread', description: '' }],
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const saved = copy.json().data;
    expect(saved).toMatchObject({ name: 'Summer copy', callToAction: 'SHOP_NOW', variations: [{ headline: 'Morning bread' }] });
    const updated = (await call(tokens.ava, 'PUT', `/library/copies/${saved.id}`, { headline: 'Bake it better' })).json().data;
    expect(updated).toMatchObject({ name: 'Summer copy', headline: 'Bake it better', primaryText: 'Fresh bread every morning.' });
    const badCta = await call(tokens.ava, 'POST', '/library/copies', { ...saved, id: undefined, callToAction: 'CLICK_HERE' });
    expect(badCta.statusCode).toBe(400);
    expect(badCta.json().fields).toHaveProperty('callToAction');

    const offer = (
      await call(tokens.ava, 'POST', '/library/offers', {
        name: 'Bread box',
        url: 'https://bakery.example.com/box',
        displayLink: 'bakery.example.com',
        trackingUtm: 'utm_source=fb',
      })
    ).json().data;
    expect(offer).toMatchObject({ name: 'Bread box', url: 'https://bakery.example.com/box', displayLink: 'bakery.example.com', trackingUtm: 'utm_source=fb' });
    const badUrl = await call(tokens.ava, 'POST', '/library/offers', { name: 'x', url: 'javascript:alert(1)' });
    expect(badUrl.json().fields).toHaveProperty('url');
    expect((await call(tokens.ava, 'GET', '/library/offers?search=bread')).json().data).toHaveLength(1);
    expect((await call(tokens.ava, 'GET', '/library/copies?search=summer')).json().data).toHaveLength(1);
    expect((await call(tokens.ava, 'PUT', `/library/offers/${offer.id}`, { displayLink: 'bakery.example' })).json().data.displayLink).toBe('bakery.example');
    // One offer by its id, as the Library's footer reads the one picked past the first page.
    expect((await call(tokens.ava, 'GET', `/library/offers/${offer.id}`)).json().data).toMatchObject({
      id: offer.id,
      name: 'Bread box',
      displayLink: 'bakery.example',
    });
  });

  it("answers 404 for another user's objects and 401 without a session", async () => {
    const folder = (await call(tokens.sam, 'POST', '/library/folders', { name: 'Sam only' })).json().data;
    const creative = (await upload(tokens.sam, 'Sam image', makePng(5, 5, 55), 'image/png', folder.id)).json().data;
    const copy = (
      await call(tokens.sam, 'POST', '/library/copies', { name: 'Sam copy', primaryText: 'a', headline: 'b', description: 'c', callToAction: 'LEARN_MORE' })
    ).json().data;
    const offer = (await call(tokens.sam, 'POST', '/library/offers', { name: 'Sam offer', url: 'https://tokens.sam.example.com' })).json().data;
    const uploadId = (await call(tokens.sam, 'POST', '/library/uploads', { name: 'Sam clip', mimeType: 'video/mp4', size: 10 })).json().data.uploadId;

    const attempts: Array<[Method, string, unknown?]> = [
      ['GET', `/library/creatives/${creative.id}`],
      ['PUT', `/library/creatives/${creative.id}`, { name: 'Mine' }],
      ['DELETE', `/library/creatives/${creative.id}`],
      ['POST', `/library/creatives/${creative.id}/push?accountId=act_101`],
      ['PUT', `/library/folders/${folder.id}`, { name: 'Mine' }],
      ['DELETE', `/library/folders/${folder.id}`],
      ['PUT', `/library/copies/${copy.id}`, { name: 'Mine' }],
      ['DELETE', `/library/copies/${copy.id}`],
      ['GET', `/library/offers/${offer.id}`],
      ['PUT', `/library/offers/${offer.id}`, { name: 'Mine' }],
      ['DELETE', `/library/offers/${offer.id}`],
      ['GET', '/library/offers/not-a-uuid'],
      ['PUT', `/library/uploads/${uploadId}`, { offset: 0, data: 'AAAA' }],
      ['POST', `/library/uploads/${uploadId}/finish`],
      ['DELETE', `/library/uploads/${uploadId}`],
      ['POST', '/library/folders/not-a-uuid'],
      ['GET', '/library/creatives/not-a-uuid'],
      ['POST', '/library/uploads', { name: 'into Sam folder', mimeType: 'image/png', size: 10, folderId: folder.id }],
      ['GET', '/library/account-videos?accountId=act_201'],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(tokens.ava, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.json().success).toBe(false);
    }
    const intoSams = await upload(tokens.ava, 'into Sam folder', makePng(3, 3), 'image/png', folder.id);
    expect(intoSams.statusCode).toBe(404);
    expect((await call(tokens.sam, 'GET', `/library/creatives/${creative.id}`)).json().data).toMatchObject({ name: 'Sam image', folderId: folder.id });

    const routes: Array<[Method, string]> = [
      ['GET', '/library/creatives'],
      ['PUT', '/library/creatives/upload?name=x'],
      ['GET', `/library/creatives/${creative.id}`],
      ['POST', '/library/uploads'],
      ['PUT', `/library/uploads/${uploadId}`],
      ['POST', `/library/uploads/${uploadId}/finish`],
      ['GET', '/library/folders'],
      ['POST', '/library/folders'],
      ['GET', '/library/copies'],
      ['POST', '/library/copies'],
      ['GET', '/library/offers'],
      ['POST', '/library/offers'],
      ['GET', `/library/offers/${offer.id}`],
      ['GET', '/library/account-videos?accountId=act_101'],
      ['POST', `/library/creatives/${creative.id}/push?accountId=act_101`],
    ];
    for (const [method, url] of routes) {
      const res = await stack.app.inject({ method, url, headers: { 'content-type': 'image/png' }, payload: makePng(2, 2) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
