import fs from 'node:fs';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { RequestBodyConfig } from '../../server/config';
import { UPLOADS_AT_ONCE } from '../../server/library/uploads';
import { tmpDir } from '../../server/library/storage';
import { makePng } from '../fixtures/media/make-media';
import { bearer, signIn, startStack, type Stack } from './harness';

// Raw uploads (PUT /library/creatives/upload) over real HTTP, where Content-Length and slow bodies are what a
// client really sends (docs/limits.md#uploads-in-progress, #request-bodies): a body without its length is refused
// before it is read, its length is reserved against the quota before its bytes arrive, a user has at most
// UPLOADS_AT_ONCE uploads under way, and a body that arrives too slowly, or for too long, is cut off.

const QUOTA = 1_000_000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('raw uploads over HTTP', () => {
  let stack: Stack;
  let ava: string;
  let sam: string;
  const apps: FastifyInstance[] = [];
  const open: http.ClientRequest[] = [];

  /** The API on the stack's database with this quota and these body limits, listening on a port of its own. */
  async function listening(bodies: Partial<RequestBodyConfig> = {}): Promise<string> {
    const config = { ...stack.config, libraryQuotaBytes: QUOTA, requestBodies: { ...stack.config.requestBodies, ...bodies } };
    const app = await buildApp({ deps: { ...stack.deps, config } });
    apps.push(app);
    return app.listen({ port: 0, host: '127.0.0.1' });
  }

  /** Starts a raw upload: its headers go at once, its body as the test writes it. */
  function put(address: string, token: string, headers: Record<string, string>) {
    const req = http.request(`${address}/library/creatives/upload?name=raw`, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'image/png', ...headers },
    });
    open.push(req);
    const answer = new Promise<Answer>((resolve) => {
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    });
    const closed = new Promise<void>((resolve) => req.once('close', resolve));
    req.on('error', () => undefined);
    req.flushHeaders();
    return { req, answer, closed };
  }
  const usage = async (token: string) =>
    (await stack.app.inject({ method: 'GET', url: '/library/usage', headers: bearer(token) })).json<{ data: { usedBytes: number; uploadingBytes: number } }>()
      .data;
  const tmpFiles = () => fs.readdirSync(tmpDir(stack.deps), { withFileTypes: true }).map((f) => f.name);

  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
    ava = await signIn(stack, 'Ava Advertiser');
    sam = await signIn(stack, 'Sam Agency');
  });
  afterEach(() => {
    for (const req of open.splice(0)) req.destroy();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await stack?.close();
  });

  it('refuses a body without its Content-Length before reading it (411)', async () => {
    const address = await listening();
    const upload = put(address, ava, { 'transfer-encoding': 'chunked' });
    upload.req.write(Buffer.alloc(1000, 1));
    const answer = await upload.answer;
    expect(answer.status).toBe(411);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      error: 'Send the file with its Content-Length (its size in bytes), so that its storage can be reserved before it arrives.',
    });
    expect(await usage(ava)).toMatchObject({ uploadingBytes: 0 });
  });

  it('reserves each Content-Length against the quota before the body arrives: of six at once, two fit', async () => {
    const address = await listening();
    const uploads = Array.from({ length: 6 }, () => put(address, sam, { 'content-length': String(QUOTA * 0.4) }));
    // Only their first bytes are sent.
    for (const upload of uploads) upload.req.write(Buffer.alloc(1000, 1));
    const refused: Answer[] = [];
    for (const upload of uploads) void upload.answer.then((answer) => refused.push(answer));
    await expect.poll(() => usage(sam)).toMatchObject({ uploadingBytes: QUOTA * 0.8 });
    await expect.poll(() => refused.length).toBe(4);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).fields.file[0]).toMatch(/^Not enough storage left: 781 KB of 977 KB used/);
    }
    // The two under way are cut by their clients: their reservations and bytes go.
    for (const upload of uploads) upload.req.destroy();
    await expect.poll(() => usage(sam)).toMatchObject({ uploadingBytes: 0, usedBytes: 0 });
    await expect.poll(() => tmpFiles()).toEqual([]);
    // A whole file with its length goes through.
    const png = makePng(32, 32, 5);
    const whole = put(address, sam, { 'content-length': String(png.length) });
    whole.req.end(png);
    expect((await whole.answer).status).toBe(200);
    expect(await usage(sam)).toMatchObject({ uploadingBytes: 0, usedBytes: png.length });
  });

  it(`has at most ${UPLOADS_AT_ONCE} uploads of a user under way, chunked or raw`, async () => {
    const start = () =>
      stack.app.inject({ method: 'POST', url: '/library/uploads', headers: bearer(ava), payload: { name: 'clip.mp4', mimeType: 'video/mp4', size: 1000 } });
    const started: string[] = [];
    for (let i = 0; i < UPLOADS_AT_ONCE; i += 1) {
      const res = await start();
      expect(res.statusCode, res.body).toBe(200);
      started.push(res.json().data.uploadId);
    }
    const over = await start();
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('30');
    expect(over.json()).toEqual({
      success: false,
      error: `Too many uploads under way: at most ${UPLOADS_AT_ONCE} at a time. Let one finish, or cancel it. Try again in 30 seconds.`,
    });
    const raw = await stack.app.inject({
      method: 'PUT',
      url: '/library/creatives/upload?name=raw',
      headers: { ...bearer(ava), 'content-type': 'image/png' },
      payload: makePng(8, 8),
    });
    expect(raw.statusCode).toBe(429);
    // Another user is not held back; a cancelled upload frees its place.
    const sams = await stack.app.inject({
      method: 'POST',
      url: '/library/uploads',
      headers: bearer(sam),
      payload: { name: 'a.png', mimeType: 'image/png', size: 10 },
    });
    expect(sams.statusCode).toBe(200);
    await stack.app.inject({ method: 'DELETE', url: `/library/uploads/${sams.json().data.uploadId}`, headers: bearer(sam) });
    await stack.app.inject({ method: 'DELETE', url: `/library/uploads/${started.pop()}`, headers: bearer(ava) });
    const again = await start();
    expect(again.statusCode).toBe(200);
    for (const id of [...started, again.json().data.uploadId])
      await stack.app.inject({ method: 'DELETE', url: `/library/uploads/${id}`, headers: bearer(ava) });
  });

  it('refuses a name Postgres cannot store with a 400 naming it (found by the fuzz test)', async () => {
    const res = await stack.app.inject({
      method: 'PUT',
      url: '/library/creatives/upload?name=%00',
      headers: { ...bearer(ava), 'content-type': 'image/png' },
      payload: makePng(8, 8),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['name']);
    expect(await usage(ava)).toMatchObject({ uploadingBytes: 0 });
  });

  it('cuts off a body that stops arriving (408), closing the connection and giving its reservation back', async () => {
    const address = await listening({ windowMs: 200, minBytes: 1024 });
    const upload = put(address, ava, { 'content-length': '100000' });
    upload.req.write(Buffer.alloc(100, 1));
    const answer = await upload.answer;
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      error: 'The request body arrived too slowly: at least 1 KB every 0.2 seconds. Please try again.',
    });
    await upload.closed;
    await expect.poll(() => usage(ava)).toMatchObject({ uploadingBytes: 0 });
    await expect.poll(() => tmpFiles()).toEqual([]);
  });

  it('cuts off a body still arriving when the request timeout ends (408)', async () => {
    const address = await listening({ windowMs: 50, minBytes: 100, timeoutMs: 500 });
    const upload = put(address, ava, { 'content-length': String(QUOTA * 0.9) });
    // Steadily faster than the minimum, never to the end.
    const drip = setInterval(() => upload.req.write(Buffer.alloc(1024, 1)), 10);
    try {
      const answer = await upload.answer;
      expect(answer.status, answer.body).toBe(408);
      expect(JSON.parse(answer.body).error).toBe('The request took too long: its body must arrive within 0.5 seconds.');
    } finally {
      clearInterval(drip);
    }
    await upload.closed;
    await expect.poll(() => usage(ava)).toMatchObject({ uploadingBytes: 0 });
  });
});
