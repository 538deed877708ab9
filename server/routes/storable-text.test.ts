import http from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { unstorableTextPath } from './storable-text';

describe('unstorableTextPath', () => {
  it('names the first string or key Postgres cannot store, nested in objects and lists', () => {
    expect(unstorableTextPath({ a: 'fine', b: [{ c: 'no\u0000' }] })).toBe('b.0.c');
    expect(unstorableTextPath({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(unstorableTextPath('\udc00')).toBe('body');
    expect(unstorableTextPath({ a: ['ok', { b: '\ud83d\ude00' }] })).toBeNull();
  });

  it('walks only parsed JSON: a raw body (the request stream of an upload) is not walked', async () => {
    expect(unstorableTextPath(Readable.from(['x\u0000']))).toBeNull();
    // A real request stream holds its socket, which holds the request again: walking it never ended.
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
