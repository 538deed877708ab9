import fs from 'node:fs/promises';
import type { LibraryMediaType } from '../../lib/contract/library';
import { childBoxes, readMoov } from './video-boxes';

// What a file is and how large it is drawn, from its own header bytes, before anything decodes it.
// The declared content-type is never trusted: PNG, JPEG, GIF and WebP headers, and the ISO base media boxes of
// MP4 and MOV (`ftyp`, then `moov/trak/tkhd` wherever `moov` sits, often after `mdat`; video-boxes.ts checks
// their structure).

export interface MediaInfo {
  mimeType: LibraryMediaType;
  width: number | null;
  height: number | null;
}

const ascii = (b: Buffer, at: number, length: number) => b.toString('latin1', at, at + length);

/** The type and size of an image from its first bytes; null when it is none of the four formats. */
export function imageInfo(b: Buffer): MediaInfo | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) {
    return { mimeType: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 10 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) {
    return { mimeType: 'image/gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  }
  if (b.length >= 16 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return { mimeType: 'image/webp', ...webpSize(b) };
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mimeType: 'image/jpeg', ...jpegSize(b) };
  return null;
}

type Size = { width: number | null; height: number | null };
const unknown: Size = { width: null, height: null };

function webpSize(b: Buffer): Size {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b.length >= 30) return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const [b0, b1, b2, b3] = [b[21]!, b[22]!, b[23]!, b[24]!];
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  return unknown;
}

function jpegSize(b: Buffer): Size {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return unknown;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      i += 2; // markers without a length
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame && i + 9 <= b.length) return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
    i += 2 + length;
  }
  return unknown;
}

/** MP4 or MOV by the `ftyp` box; null otherwise. */
export function videoType(b: Buffer): LibraryMediaType | null {
  if (b.length < 12 || ascii(b, 4, 4) !== 'ftyp') return null;
  return ascii(b, 8, 4) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
}

/** The first track with a picture, from a checked `moov` box's content (video-boxes.ts). */
function moovSize(moov: Buffer): Size {
  for (const trak of childBoxes(moov, 0, moov.length, 'moov')) {
    if (trak.type !== 'trak') continue;
    for (const tkhd of childBoxes(moov, trak.start, trak.end, 'trak')) {
      if (tkhd.type !== 'tkhd') continue;
      const version = moov[tkhd.start];
      const at = tkhd.start + (version === 1 ? 88 : 76);
      if (at + 8 > tkhd.end) continue;
      const width = Math.round(moov.readUInt32BE(at) / 65536);
      const height = Math.round(moov.readUInt32BE(at + 4) / 65536);
      if (width > 0 && height > 0) return { width, height };
    }
  }
  return unknown;
}

const HEAD_BYTES = 256 * 1024;

/**
 * Reads what a stored file is; null when it is not an image or video Salvo accepts. A video whose boxes do not
 * hold together throws a DamagedVideoError saying why.
 */
export async function readMediaInfo(filePath: string): Promise<MediaInfo | null> {
  const file = await fs.open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await file.read(head, 0, head.length, 0);
    const image = imageInfo(head);
    if (image) return image;
    const mimeType = videoType(head);
    if (!mimeType) return null;
    return { mimeType, ...moovSize(await readMoov(file, size)) };
  } finally {
    await file.close();
  }
}
