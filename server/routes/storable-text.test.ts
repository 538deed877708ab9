import http from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { unstorableTextPath } from './storable-text';

describe('text Postgres cannot store', () => {
  it('names the first field holding a NUL or half a surrogate pair, nested or as a key', () => {
    expect(unstorableTextPath({ name: 'ok', copy: { variations: [{ headline: 'fine' }, { headline: 'bad\u0000' }] } })).toBe('copy.variations.1.headline');
    expect(unstorableTextPath({ tags: { ['\ud800']: 'x' } })).toBe('tags.\ud800');
    expect(unstorableTextPath('\udc00 alone')).toBe('body');
    expect(unstorableTextPath(Object.assign(Object.create(null) as object, { name: 'no\u0000' }))).toBe('name');
    expect(unstorableTextPath({ emoji: '🚀 launch', name: 'plain' })).toBeNull();
  });

  it("leaves an upload's stream alone (it is not JSON) and survives any nesting depth", () => {
    expect(unstorableTextPath(Readable.from([Buffer.from('PNG bytes')]))).toBeNull();
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(unstorableTextPath(deep)).toBe(`${Array.from({ length: 200_000 }, () => '0').join('.')}`);
  });

  it('leaves a real request stream alone: it holds its socket, which holds the request again', async () => {
    const server = http.createServer((request, response) => {
      let result: string;
      try {
        result = String(unstorableTextPath(request));
      } catch (error) {
        result = error instanceof Error ? error.name : 'error';
      }
      response.end(result);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      expect(await (await fetch(`http://127.0.0.1:${port}/`, { method: 'PUT', body: 'bytes' })).text()).toBe('null');
    } finally {
      server.close();
    }
  });
});
