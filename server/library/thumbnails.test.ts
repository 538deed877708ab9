import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePng, makePngBomb } from '../../tests/fixtures/media/make-media';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { makeThumbnail } from './thumbnails';

// sharp's own pixel limit stands behind the header check (media-info.ts): an image whose size the header reader
// missed is still refused by sharp before it decodes (limitInputPixels).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-thumbs-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const deps = { config: loadConfig({ DATA_DIR: dataDir }) } as AppDeps;

describe('thumbnails', () => {
  it('makes a WebP of a small image and refuses one over the pixel limit quickly', async () => {
    const made = await makeThumbnail(deps, makePng(400, 300), 'file');
    expect(fs.readFileSync(made).subarray(8, 12).toString('latin1')).toBe('WEBP');
    const bomb = await makePngBomb(9000, 9000, 100 * 1024);
    const startedAt = performance.now();
    await expect(makeThumbnail(deps, bomb, 'file')).rejects.toMatchObject({
      field: 'file',
      message: 'This image is too large: at most 50 megapixels (for example 8,000 × 6,000). Please upload a smaller version.',
    });
    expect(performance.now() - startedAt).toBeLessThan(1000);
    expect(fs.readdirSync(path.join(dataDir, 'library', 'tmp')).filter((f) => f.endsWith('.thumb.part'))).toEqual([made].map((m) => path.basename(m)));
  });
});
