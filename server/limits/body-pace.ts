import { performance } from 'node:perf_hooks';
import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { RequestBodyConfig } from '../config';

// How slowly a request body may arrive (docs/limits.md#request-bodies): at least `minBytes` in every `windowMs`
// in which the API was waiting for it, and all of it within `timeoutMs`. A body slower than that (a slow-loris
// upload holding a connection, a reservation of the quota and a temp file) is cut off: 408, and the connection is
// closed. Windows in which the API had not read what it was sent yet (a handler waiting for the quota's lock) do
// not count against the client. Node's own requestTimeout (app.ts) stands behind it for headers that trickle.

export class SlowBodyError extends Error {
  override name = 'SlowBodyError';
  readonly statusCode = 408;
}

const hasBody = (headers: Record<string, unknown>) => headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} ${ms === 1000 ? 'second' : 'seconds'}`;

/** Wraps every request body in a stream that counts what arrives, and ends the request when it arrives too slowly. */
export function registerBodyPace(app: FastifyInstance, { minBytes, windowMs, timeoutMs }: RequestBodyConfig): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request.headers)) return payload;
    const started = performance.now();
    let received = 0;
    let inWindow = 0;
    const paced = Object.assign(
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          inWindow += chunk.length;
          paced.receivedEncodedLength = received;
          callback(null, chunk);
        },
      }),
      { receivedEncodedLength: 0 },
    );
    const cut = (message: string) => {
      stop();
      reply.header('connection', 'close');
      paced.destroy(new SlowBodyError(message));
    };
    const timer = setInterval(() => {
      if (reply.sent) return stop();
      if (performance.now() - started > timeoutMs) return cut(`The request took too long: its body must arrive within ${seconds(timeoutMs)}.`);
      // Bytes the API has not read yet: the API is the slow one.
      const waiting = paced.readableLength > 0 || paced.writableLength > 0;
      if (!waiting && inWindow < minBytes)
        return cut(`The request body arrived too slowly: at least ${kb(minBytes)} every ${seconds(windowMs)}. Please try again.`);
      inWindow = 0;
    }, windowMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    paced.once('end', stop).once('error', stop).once('close', stop);
    reply.raw.once('close', stop);
    payload.once('error', (error) => paced.destroy(error));
    payload.pipe(paced);
    return paced;
  });
}
