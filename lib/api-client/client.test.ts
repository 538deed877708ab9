import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HOSTILE_PATHS } from './hostile-paths.test-data';
import { ApiError, apiPathSchema, call, DEFAULT_ERROR_MESSAGE, fetchApi, isApiPath, parseRetryAfter, type Transport } from './client';

const schema = z.object({ ok: z.boolean() });
const answering =
  (status: number, body: unknown): Transport =>
  async () => ({ status, body });

describe('call', () => {
  it('parses a 2xx answer with the schema', async () => {
    await expect(call(answering(200, { ok: true }), { method: 'GET', path: '/x' }, schema)).resolves.toEqual({ ok: true });
  });
  it('turns a non-2xx answer into an ApiError with the server message, cause and fields', async () => {
    const err = await call(
      answering(400, { success: false, error: 'Bad', cause: 'why', fields: { budget: ['Please enter a valid budget.'] } }),
      { method: 'POST', path: '/x' },
      schema,
    ).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: 'Bad', status: 400, cause: 'why', fields: { budget: ['Please enter a valid budget.'] } });
  });
  it('falls back to the default message when the server gives none', async () => {
    const err = await call(answering(500, null), { method: 'GET', path: '/x' }, schema).catch((e) => e);
    expect(err.message).toBe(DEFAULT_ERROR_MESSAGE);
  });
  it('refuses an answer that does not match the contract', async () => {
    const err = await call(answering(200, { ok: 'yes' }), { method: 'GET', path: '/x' }, schema).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
  });
  it('reports a transport failure as an ApiError with status 0', async () => {
    const err = await call(
      async () => {
        throw new Error('offline');
      },
      { method: 'GET', path: '/x' },
      schema,
    ).catch((e) => e);
    expect(err).toMatchObject({ status: 0, cause: 'offline' });
  });
});

describe('fetchApi', () => {
  it('sends the query, JSON body and bearer token, and parses the JSON answer', async () => {
    let seen: { url: string; init: RequestInit } | null = null;
    const fakeFetch = (async (url: URL, init: RequestInit) => {
      seen = { url: String(url), init };
      return new Response(JSON.stringify({ ok: true }), { status: 201 });
    }) as unknown as typeof fetch;
    const send = fetchApi('http://api.test', fakeFetch);
    await expect(send({ method: 'POST', path: '/a', query: { accountId: 'act_1' }, body: { x: 1 } }, 'tok')).resolves.toEqual({
      status: 201,
      body: { ok: true },
      renewedToken: null,
    });
    expect(seen!.url).toBe('http://api.test/a?accountId=act_1');
    expect((seen!.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(seen!.init.body).toBe('{"x":1}');
  });

  it("reads a rotated session's new token from its header, for a request that sent one", async () => {
    const renewed = 'n'.repeat(43);
    const fakeFetch = (async () => new Response('{}', { status: 200, headers: { 'salvo-session-token': renewed } })) as unknown as typeof fetch;
    const send = fetchApi('http://api.test', fakeFetch);
    expect((await send({ method: 'GET', path: '/auth/me' }, 'tok')).renewedToken).toBe(renewed);
    expect((await send({ method: 'GET', path: '/auth/me' }, undefined)).renewedToken).toBeNull();
  });
});

describe('paths on the API', () => {
  it('accepts the API routes the client calls, ids encoded', () => {
    for (const path of [
      '/auth/me',
      '/library/creatives/3f1c0e1e-0000-4000-8000-000000000001',
      `/library/copies/${encodeURIComponent('a b/c')}`,
      '/campaign-templates/',
      '/facebook/campaigns/v2/123/adsets',
    ]) {
      expect(isApiPath(path), path).toBe(true);
    }
  });

  it.each(HOSTILE_PATHS)('refuses %j', (path) => {
    expect(isApiPath(path)).toBe(false);
    expect(apiPathSchema.safeParse(path).success).toBe(false);
  });

  it('never sends the session off the API origin, whatever the path', async () => {
    const sent: string[] = [];
    const fakeFetch = (async (url: URL) => {
      sent.push(String(url));
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const send = fetchApi('http://api.test', fakeFetch);
    for (const path of HOSTILE_PATHS) await expect(send({ method: 'GET', path }, 'tok')).rejects.toThrow(/not a path on the Salvo API/);
    expect(sent).toEqual([]);
    await send({ method: 'GET', path: '/auth/me' }, 'tok');
    expect(sent).toEqual(['http://api.test/auth/me']);
  });

  it('reads Retry-After (seconds or an HTTP date) into the answer and the ApiError', async () => {
    const fakeFetch = (async () =>
      new Response('{"error":"Too many requests. Try again in 2 minutes."}', { status: 429, headers: { 'retry-after': '120' } })) as unknown as typeof fetch;
    const send = fetchApi('http://api.test', fakeFetch);
    const answer = await send({ method: 'GET', path: '/a' }, 'tok');
    expect(answer.retryAfterSeconds).toBe(120);
    await expect(call(async () => answer, { method: 'GET', path: '/a' }, z.object({}))).rejects.toMatchObject({ status: 429, retryAfterSeconds: 120 });
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(parseRetryAfter('Sat, 28 Nov 2026 10:05:00 GMT', now)).toBe(300);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
