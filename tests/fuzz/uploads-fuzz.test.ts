import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { makeMp4, makePng } from '../fixtures/media/make-media';
import { bearer, signIn, startStack, type Stack } from '../integration/harness';
import { Fuzz, fuzzTimeout, jsonCases, RUNS, UNLIMITED, type Case } from './fuzz-kit';

// Uploads under generated and mutated requests (tests/fuzz/fuzz-kit.ts says what holds): raw uploads (bytes, their
// content-type and query: valid images and videos, damaged ones, noise), a chunked upload's start, chunks and finish,
// and a video's poster. Nothing here calls the platform.

const PNG = makePng(48, 48, 3);
const MP4 = makeMp4(64, 64);

/** Bytes a client may send as a file: the real thing, damaged (bytes changed, cut short), noise, nothing. */
const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(PNG, MP4) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(PNG, MP4),
        fc.array(fc.record({ at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }), { minLength: 1, maxLength: 6 }),
        fc.option(fc.nat(), { nil: undefined }),
      )
      .map(([file, changes, cut]) => {
        const bytes = Buffer.from(file);
        for (const { at, byte } of changes) bytes[at % bytes.length] = byte;
        return cut === undefined ? bytes : bytes.subarray(0, cut % bytes.length);
      }),
  },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)) },
  { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
);
const contentType = fc.constantFrom(
  'image/png',
  'image/jpeg',
  'image/webp',
  'video/mp4',
  'video/quicktime',
  'image/png; charset=binary',
  'text/plain',
  'application/json',
  '',
);
const oddText = fc.oneof(
  fc.constantFrom('Hero', 'hero.png', '', ' ', 'x'.repeat(300), '\u0000', '\ud800', '../../etc/passwd', '%2F'),
  fc.string({ maxLength: 20 }),
);

describe(`uploads under ${RUNS} generated and mutated requests`, () => {
  let stack: Stack;
  let ava: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    stack = await startStack({ queue: 'record', env: UNLIMITED });
    ava = await signIn(stack, 'Ava Advertiser');
    const started = await stack.app.inject({
      method: 'POST',
      url: '/library/uploads',
      headers: bearer(ava),
      payload: { name: 'clip.mp4', mimeType: 'video/mp4', size: 1_000_000 },
    });
    ids.upload = started.json().data.uploadId;
    const video = await stack.app.inject({
      method: 'PUT',
      url: '/library/creatives/upload?name=clip',
      headers: { ...bearer(ava), 'content-type': 'video/mp4' },
      payload: MP4,
    });
    ids.video = video.json().data.id;
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  const raw = fc
    .record({ bytes: fileBytes, type: contentType, name: oddText, folderId: fc.option(oddText, { nil: undefined }) })
    .map(({ bytes, type, name, folderId }): Case => {
      const query = new URLSearchParams({ name, ...(folderId === undefined ? {} : { folderId }) });
      return {
        route: 'raw upload',
        method: 'PUT',
        url: `/library/creatives/upload?${query.toString()}`,
        headers: { ...bearer(ava), 'content-type': type },
        payload: bytes,
      };
    });

  it(
    'never answers 5xx, names a field in every 400 and calls the platform for no refused upload',
    async () => {
      const headers = () => bearer(ava);
      const fuzz = new Fuzz(stack);
      await fuzz.run(
        'upload requests',
        fc.oneof(
          { weight: 4, arbitrary: raw },
          {
            weight: 2,
            arbitrary: jsonCases(
              'upload: start',
              'POST',
              () => '/library/uploads',
              () => ({ name: 'clip.mp4', mimeType: 'video/mp4', size: 5000 }),
              headers(),
            ),
          },
          {
            weight: 2,
            arbitrary: jsonCases(
              'upload: chunk',
              'PUT',
              () => `/library/uploads/${ids.upload}`,
              () => ({ offset: 0, data: 'AAAA' }),
              headers(),
            ),
          },
          {
            weight: 1,
            arbitrary: jsonCases(
              'upload: finish',
              'POST',
              () => `/library/uploads/${ids.upload}/finish`,
              () => ({ done: true }),
              headers(),
            ),
          },
          {
            weight: 1,
            arbitrary: jsonCases(
              'upload: poster',
              'PUT',
              () => `/library/creatives/${ids.video}/poster`,
              () => ({ poster: PNG.toString('base64') }),
              headers(),
            ),
          },
        ),
        // What a case made goes again, so that the uploads under way and the quota are never what refuses one.
        async (c, res) => {
          if (res.statusCode !== 200) return;
          if (c.route === 'upload: start')
            await stack.app.inject({ method: 'DELETE', url: `/library/uploads/${res.json().data.uploadId}`, headers: bearer(ava) });
          if (c.route === 'raw upload') await stack.app.inject({ method: 'DELETE', url: `/library/creatives/${res.json().data.id}`, headers: bearer(ava) });
        },
      );
    },
    fuzzTimeout,
  );
});
