import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, Transport } from './client';
import { FINISH_RETRY, uploadCreative } from './library';

// An upload's last call when the server's queue of images to read is full (its 503 with "Try again in 5 seconds."):
// the panel asks again a little later instead of losing the bytes it sent, and gives up after a minute.

const busy = { status: 503, body: { success: false, error: 'The server is busy reading other images. Try again in 5 seconds.' } };
const creative = {
  id: 'c1',
  name: 'a.png',
  type: 'image',
  mimeType: 'image/png',
  sizeBytes: 4,
  width: 1,
  height: 1,
  folderId: null,
  thumbnailUrl: null,
  fileUrl: 'https://api.example.com/f/c1',
  accounts: [],
  createdAt: '2026-11-27T10:00:00.000Z',
};

/** The API's upload calls; the finish answers 503 `busyTimes` times first. */
function fakeApi(busyTimes: number) {
  const requests: ApiRequest[] = [];
  let finishes = 0;
  const transport: Transport = async (req) => {
    requests.push(req);
    if (req.method === 'POST' && req.path === '/library/uploads')
      return { status: 201, body: { success: true, data: { uploadId: 'u1', chunkSize: 1024, received: 0 } } };
    if (req.method === 'PUT') return { status: 200, body: { success: true, data: { received: 4, size: 4 } } };
    if (req.path === '/library/uploads/u1/finish') return ++finishes <= busyTimes ? busy : { status: 200, body: { success: true, data: creative } };
    if (req.method === 'DELETE') return { status: 200, body: { success: true } };
    return { status: 404, body: { success: false, error: 'not here' } };
  };
  const calls = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path).length;
  return { transport, calls };
}

const file = new File([new Uint8Array([1, 2, 3, 4])], 'a.png', { type: 'image/png' });

describe('uploadCreative when the server is busy reading images', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('finishes once the server has room, 5 s after each 503, and keeps the upload', async () => {
    const api = fakeApi(2);
    const done = uploadCreative(api.transport, file);
    await vi.advanceTimersByTimeAsync(FINISH_RETRY.afterMs - 1);
    expect(api.calls('POST', '/library/uploads/u1/finish')).toBe(1);
    await vi.advanceTimersByTimeAsync(FINISH_RETRY.afterMs + 1);
    expect(await done).toEqual(creative);
    expect(api.calls('POST', '/library/uploads/u1/finish')).toBe(3);
    expect(api.calls('DELETE', '/library/uploads/u1')).toBe(0);
  });

  it('gives up after a minute of 503s with the server’s message, and cancels the upload', async () => {
    const api = fakeApi(Number.POSITIVE_INFINITY);
    const done = uploadCreative(api.transport, file);
    const refused = expect(done).rejects.toMatchObject({ status: 503, message: busy.body.error });
    await vi.advanceTimersByTimeAsync(FINISH_RETRY.afterMs * FINISH_RETRY.times);
    await refused;
    expect(FINISH_RETRY.afterMs * FINISH_RETRY.times).toBe(60_000);
    expect(api.calls('POST', '/library/uploads/u1/finish')).toBe(FINISH_RETRY.times + 1);
    expect(api.calls('DELETE', '/library/uploads/u1')).toBe(1);
  });
});
