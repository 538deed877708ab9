import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeParams, GraphClient, GraphError, throughGate, type CallGate, type GatedCall } from './graph-client';

function clientAnswering(answer: (url: string, init: RequestInit) => Response | Promise<Response>, timeoutMs?: number) {
  const seen: Array<{ url: string; init: RequestInit }> = [];
  const client = new GraphClient({
    baseUrl: 'http://platform.test/',
    version: 'v25.0',
    appSecret: 'test-secret',
    timeoutMs,
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(input), init: init ?? {} });
      return answer(String(input), init ?? {});
    }) as typeof fetch,
  });
  return { client, seen };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('GraphClient', () => {
  const proofOf = (token: string) => crypto.createHmac('sha256', 'test-secret').update(token).digest('hex');

  it('sends the token in a header, fields and the appsecret_proof in the query', async () => {
    const { client, seen } = clientAnswering(() => json({ id: 'act_1', name: 'A' }));
    expect(await client.get('act_1', 'tok', { fields: ['id', 'name'] })).toEqual({ id: 'act_1', name: 'A' });
    expect(seen[0]!.url).toBe(`http://platform.test/v25.0/act_1?fields=id%2Cname&appsecret_proof=${proofOf('tok')}`);
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('proves every call with a token (posts, deletes, batches, next pages), and none without', async () => {
    const { client, seen } = clientAnswering((url) =>
      url.includes('after=') || !url.includes('pages')
        ? json(url.includes('/v25.0/?') ? [] : { data: [{ id: '2' }] })
        : json({ data: [{ id: '1' }], paging: { next: 'http://platform.test/v25.0/me/pages?after=x' } }),
    );
    await client.post('act_1/campaigns', 'tok', { name: 'x' });
    await client.delete('123', 'tok');
    await client.batch([{ method: 'GET', relativeUrl: 'me' }], 'tok');
    await client.getAll('me/pages', 'tok');
    for (const call of seen) expect(new URL(call.url).searchParams.get('appsecret_proof')).toBe(proofOf('tok'));
    expect(seen).toHaveLength(5);
    expect(String(seen[0]!.init.body)).toBe('name=x');
    await client.post('oauth/access_token', '', { code: 'c' });
    expect(new URL(seen[5]!.url).searchParams.has('appsecret_proof')).toBe(false);
  });

  it('posts a multipart chunk with the token, its proof and the fields, feeding the governor the usage headers', async () => {
    const usage = { 'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: 96 }) };
    const { client, seen } = clientAnswering(() => new Response(JSON.stringify({ start_offset: '4', end_offset: '4' }), { headers: usage }));
    const answer = await client.postMultipart(
      'act_1/advideos',
      'tok',
      { upload_phase: 'transfer', start_offset: '0' },
      { field: 'video_file_chunk', data: Buffer.from('abcd'), filename: 'chunk' },
    );
    expect(answer).toEqual({ start_offset: '4', end_offset: '4' });
    expect(seen[0]!.url).toBe(`http://platform.test/v25.0/act_1/advideos?appsecret_proof=${proofOf('tok')}`);
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    const form = seen[0]!.init.body as FormData;
    expect(form.get('upload_phase')).toBe('transfer');
    expect(await (form.get('video_file_chunk') as Blob).text()).toBe('abcd');
    // At 96% of the account's usage, one request at a time: a second acquire waits for the first release.
    expect(await client.governor.acquire('act_1', 0)).toBe(true);
    expect(await Promise.race([client.governor.acquire('act_1', 0), new Promise((resolve) => setTimeout(() => resolve('waiting'), 20))])).toBe('waiting');
  });

  it('maps a refused multipart chunk to a GraphError like any other call', async () => {
    const { client } = clientAnswering(() => json({ error: { message: 'Chunk refused', code: 6001, error_subcode: 1363019 } }, 400));
    const error = await client
      .postMultipart('act_1/advideos', 'tok', {}, { field: 'video_file_chunk', data: Buffer.from('x'), filename: 'chunk' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphError);
    expect(error).toMatchObject({ status: 400, code: 6001, subcode: 1363019, message: 'Chunk refused' });
  });

  it('encodes objects as JSON in forms', () => {
    expect(new URLSearchParams(encodeParams({ a: 1, b: { c: [1] }, d: undefined, e: 'x' })).toString()).toBe('a=1&b=%7B%22c%22%3A%5B1%5D%7D&e=x');
  });

  it('turns platform errors into GraphError, keeping the raw error', async () => {
    const body = {
      error: {
        message: 'Invalid parameter',
        type: 'OAuthException',
        code: 100,
        error_subcode: 1885621,
        is_transient: false,
        error_user_title: 'Budget twice',
        error_user_msg: 'Set the budget on the campaign or the ad sets.',
        fbtrace_id: 'AbC',
      },
    };
    const { client } = clientAnswering(() => json(body, 400));
    const error = await client.post('act_1/adsets', 'tok', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphError);
    expect(error).toMatchObject({ status: 400, code: 100, subcode: 1885621, isTransient: false, userTitle: 'Budget twice', fbtraceId: 'AbC', raw: body });
  });

  it('calls 5xx, codes 1 and 2, timeouts and network errors transient', async () => {
    for (const answer of [
      json({ error: { message: 'x', code: 2, is_transient: true } }, 500),
      json({ error: { message: 'x', code: 1 } }, 400),
      new Response('oops', { status: 502 }),
    ]) {
      const { client } = clientAnswering(() => answer);
      expect(await client.get('me', 'tok').catch((e: GraphError) => e.isTransient)).toBe(true);
    }
    const slow = clientAnswering(
      (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      50,
    );
    expect(await slow.client.get('me', 'tok').catch((e: GraphError) => [e.isTransient, e.status])).toEqual([true, 504]);
    const down = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    expect(await down.client.get('me', 'tok').catch((e: GraphError) => e.isTransient)).toBe(true);
  });

  it('reads batch answers item by item, a null item as a transient failure', async () => {
    const { client, seen } = clientAnswering(() =>
      json([{ code: 200, body: JSON.stringify({ id: '1' }) }, { code: 400, body: JSON.stringify({ error: { message: 'bad', code: 100 } }) }, null]),
    );
    const results = await client.batch(
      [
        { method: 'POST', relativeUrl: 'act_1/adcreatives', body: { name: 'a' } },
        { method: 'POST', relativeUrl: 'act_1/adcreatives', body: { name: 'b' } },
        { method: 'POST', relativeUrl: 'act_1/adcreatives', body: { name: 'c' } },
      ],
      'tok',
    );
    expect(results[0]).toEqual({ ok: true, status: 200, body: { id: '1' } });
    expect(results[1]).toMatchObject({ ok: false, error: { code: 100, isTransient: false } });
    expect(results[2]).toMatchObject({ ok: false, error: { isTransient: true } });
    const sent = new URLSearchParams(String(seen[0]!.init.body));
    expect(JSON.parse(sent.get('batch') ?? '')[0]).toEqual({ method: 'POST', relative_url: 'act_1/adcreatives', body: 'name=a' });
  });

  it("hands every request made within a gate's run to the gate, with its account and writes, and a batch's throttled items", async () => {
    const { client, seen } = clientAnswering((url) => {
      if (url.includes('/v25.0/?'))
        return json([
          { code: 200, body: '{"id":"1"}' },
          { code: 400, body: JSON.stringify({ error: { code: 80004, message: 'limited' } }) },
        ]);
      if (url.includes('after=')) return json({ data: [{ id: '2' }] });
      if (url.includes('act_1/ads?')) return json({ data: [{ id: '1' }], paging: { next: 'http://platform.test/v25.0/act_1/ads?after=x' } });
      return json({ id: '9' });
    });
    const passed: GatedCall[] = [];
    const limited: number[] = [];
    const gate: CallGate = {
      send: async (call, request) => {
        passed.push(call);
        return request();
      },
      limited: async (_call, errors) => void limited.push(...errors.map((e) => e.code!)),
    };
    await throughGate(gate, async () => {
      await client.get('123', 'tok', { fields: 'name' });
      await client.getAll('act_1/ads', 'tok');
      await client.post('act_1/campaigns', 'tok', { name: 'x' });
      await client.postMultipart('act_1/advideos', 'tok', { upload_phase: 'transfer' }, { field: 'f', data: Buffer.from('x'), filename: 'c' });
      await client.delete('456', 'tok');
      await client.batch(
        [
          { method: 'POST', relativeUrl: 'act_1/ads', body: { name: 'a' } },
          { method: 'GET', relativeUrl: '789?fields=id' },
        ],
        'tok',
      );
    });
    expect(passed).toEqual([
      { accountId: null, writes: 0 },
      { accountId: 'act_1', writes: 0 },
      { accountId: 'act_1', writes: 0 },
      { accountId: 'act_1', writes: 1 },
      { accountId: 'act_1', writes: 1 },
      { accountId: null, writes: 1 },
      { accountId: 'act_1', writes: 1 },
    ]);
    expect(passed).toHaveLength(seen.length);
    expect(limited).toEqual([80004]);
    // Outside a run nothing is gated.
    await client.get('123', 'tok');
    expect(passed).toHaveLength(7);
  });

  it('a gate that refuses sends nothing', async () => {
    const { client, seen } = clientAnswering(() => json({ id: '1' }));
    const gate: CallGate = { send: async () => Promise.reject(new Error('deferred')), limited: async () => undefined };
    await expect(throughGate(gate, () => client.post('act_1/ads', 'tok', {}))).rejects.toThrow('deferred');
    expect(seen).toHaveLength(0);
  });
});
