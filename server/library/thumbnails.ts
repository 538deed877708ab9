import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LIBRARY_IMAGE_MAX_PIXELS, POSTER_MAX_BYTES } from '../../lib/contract/library';
import type { AppDeps } from '../deps';
import { chargeDecode } from '../limits/request-cost';
import { RetryLaterError } from '../limits/retry-later';
import { decodeGate } from './decode-gate';
import { imageInfo, type MediaInfo } from './media-info';
import { LibraryInputError, ensureDirs, filePath, tmpDir } from './storage';

// Thumbnails of the grid: a WebP of at most 320 px a side, made with sharp, stored beside the original as
// `{creativeId}.thumb.webp`. An image's is made from the image at upload; a video's from the poster the side
// panel draws from the video and sends (the server has no video decoder: ffmpeg cannot be installed here).
// Dimensions stay media-info.ts's (one source); sharp only decodes and shrinks.

const THUMBNAIL_MAX_SIDE = 320;
const thumbnailFileName = (creativeId: string) => `${creativeId}.thumb.webp`;

// Files are read once: no need for sharp's cache of open files and decoded images. One thread per image: the
// decode gate decides how many images decode at once (docs/limits.md).
sharp.cache(false);
sharp.concurrency(1);

const thousands = new Intl.NumberFormat('en-US');
const tooManyPixels = (size: string) =>
  `This image is ${size}: at most ${LIBRARY_IMAGE_MAX_PIXELS / 1_000_000} megapixels (for example 8,000 × 6,000). Please upload a smaller version.`;

/** Refuses, from the header alone, an image too large to decode. */
export function assertDecodable(info: Pick<MediaInfo, 'width' | 'height'>, field: string): void {
  const { width, height } = info;
  if (width && height && width * height > LIBRARY_IMAGE_MAX_PIXELS) {
    throw new LibraryInputError(field, tooManyPixels(`${thousands.format(width)} × ${thousands.format(height)} pixels`));
  }
}

/**
 * Writes the thumbnail of `input` (a file or bytes) into a new temp file and answers its path. An input sharp
 * cannot decode is a 400 naming `field`: the platform would refuse it too, later.
 */
export async function makeThumbnail(deps: AppDeps, input: string | Buffer, field: string): Promise<string> {
  // Each decode counts against the user's budget (docs/limits.md#budgets): a 429 before any work.
  await chargeDecode();
  ensureDirs(deps);
  const target = path.join(tmpDir(deps), `${crypto.randomUUID()}.thumb.part`);
  try {
    // limitInputPixels: sharp refuses from the header too, should the header reader have found no size.
    await decodeGate.run(() =>
      sharp(input, { failOn: 'error', limitInputPixels: LIBRARY_IMAGE_MAX_PIXELS })
        .rotate() // as the camera held it (EXIF orientation)
        .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(target),
    );
    return target;
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    // The decode queue is full (decode-gate.ts): try again shortly, the file is not at fault.
    if (error instanceof RetryLaterError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new LibraryInputError(field, tooManyPixels('too large'));
    throw new LibraryInputError(
      field,
      field === 'poster' ? 'The poster could not be read as an image.' : 'This image could not be read: the file is damaged or incomplete.',
    );
  }
}

/** A poster's bytes, as the side panel sends them: a PNG, JPEG or WebP frame of the video, small. */
export async function posterThumbnail(deps: AppDeps, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new LibraryInputError('poster', 'The poster is empty.');
  if (bytes.length > POSTER_MAX_BYTES) throw new LibraryInputError('poster', 'The poster is too large: at most 512 KB.');
  const info = imageInfo(bytes);
  const type = info?.mimeType;
  if (!info || (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp'))
    throw new LibraryInputError('poster', 'The poster must be a PNG, JPEG or WebP image.');
  assertDecodable(info, 'poster');
  return makeThumbnail(deps, bytes, 'poster');
}

/** Moves a made thumbnail into place (atomic: a rename within one disk), replacing any earlier one. */
export async function placeThumbnail(deps: AppDeps, tempPath: string, creativeId: string): Promise<string> {
  const name = thumbnailFileName(creativeId);
  await fs.promises.rename(tempPath, filePath(deps, name));
  return name;
}
