import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeGif, makeMp4, makePng } from '../../tests/fixtures/media/make-media';
import { imageInfo, readMediaInfo, videoType } from './media-info';

function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, Buffer.from([0xff, 0xff]), sof, Buffer.from([0xff, 0xd9])]);
}
function webp(chunk: 'VP8X' | 'VP8L', width: number, height: number): Buffer {
  const b = Buffer.alloc(30);
  b.write('RIFF', 0, 'latin1');
  b.write('WEBP', 8, 'latin1');
  b.write(chunk, 12, 'latin1');
  if (chunk === 'VP8X') {
    b.writeUIntLE(width - 1, 24, 3);
    b.writeUIntLE(height - 1, 27, 3);
  } else {
    const bits = (width - 1) | ((height - 1) << 14);
    b[20] = 0x2f;
    b.writeUInt32LE(bits >>> 0, 21);
  }
  return b;
}

describe('media info from the bytes', () => {
  it('reads the four image formats', () => {
    expect(imageInfo(makePng(640, 480))).toEqual({ mimeType: 'image/png', width: 640, height: 480 });
    expect(imageInfo(makeGif(300, 250))).toEqual({ mimeType: 'image/gif', width: 300, height: 250 });
    expect(imageInfo(jpeg(1080, 1350))).toEqual({ mimeType: 'image/jpeg', width: 1080, height: 1350 });
    expect(imageInfo(webp('VP8X', 1200, 628))).toEqual({ mimeType: 'image/webp', width: 1200, height: 628 });
    expect(imageInfo(webp('VP8L', 99, 77))).toEqual({ mimeType: 'image/webp', width: 99, height: 77 });
    expect(imageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('reads MP4 and MOV, with the moov box after the media data', async () => {
    const mp4 = makeMp4(1920, 1080, 300_000);
    expect(videoType(mp4)).toBe('video/mp4');
    const mov = Buffer.from(mp4);
    mov.write('qt  ', 8, 'latin1');
    expect(videoType(mov)).toBe('video/quicktime');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-media-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.mp4'), mp4);
      expect(await readMediaInfo(path.join(dir, 'a.mp4'))).toEqual({ mimeType: 'video/mp4', width: 1920, height: 1080 });
      fs.writeFileSync(path.join(dir, 'b.bin'), Buffer.from('plain text, no media'));
      expect(await readMediaInfo(path.join(dir, 'b.bin'))).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
