import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeMp4, mp4Box as box } from '../../tests/fixtures/media/make-media';
import { readMediaInfo } from './media-info';
import { DamagedVideoError, MAX_TOP_LEVEL_BOXES } from './video-boxes';

// MP4/MOV structure beyond `ftyp`: generated junk of each kind is refused with what is wrong; the test MP4
// (ftyp, mdat, then moov) and its variants the format allows are read.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-boxes-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
async function read(bytes: Buffer) {
  const file = path.join(dir, `${(n += 1)}.mp4`);
  fs.writeFileSync(file, bytes);
  return readMediaInfo(file);
}
async function refusal(bytes: Buffer): Promise<string> {
  const error = await read(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DamagedVideoError);
  return (error as Error).message;
}

const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));
const tkhd = box('tkhd', Buffer.alloc(84));
const mvhd = box('mvhd', Buffer.alloc(100));
const mdat = box('mdat', Buffer.alloc(64, 9));

describe('the structure of a video', () => {
  it('reads a whole MP4, moov first or last, with a 64-bit box or a last box running to the end', async () => {
    expect(await read(makeMp4(1280, 720))).toEqual({ mimeType: 'video/mp4', width: 1280, height: 720 });
    const moov = box('moov', mvhd, box('trak', tkhd));
    expect(await read(Buffer.concat([ftyp, moov, mdat]))).toMatchObject({ mimeType: 'video/mp4' });
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(16n + 32n, 8);
    expect(await read(Buffer.concat([ftyp, moov, large, Buffer.alloc(32, 1)]))).toMatchObject({ mimeType: 'video/mp4' });
    const toTheEnd = Buffer.from(mdat);
    toTheEnd.writeUInt32BE(0, 0);
    expect(await read(Buffer.concat([ftyp, moov, toTheEnd]))).toMatchObject({ mimeType: 'video/mp4' });
    // A fragmented MP4 (what browsers record): moov, then moof/mdat pairs.
    const fragment = Buffer.concat([box('moof', box('mfhd', Buffer.alloc(8))), mdat]);
    expect(await read(Buffer.concat([ftyp, box('moov', mvhd, box('trak', tkhd), box('mvex')), fragment, fragment]))).toMatchObject({ mimeType: 'video/mp4' });
  });

  it('refuses junk after an ftyp marker', async () => {
    expect(await refusal(Buffer.concat([ftyp, Buffer.alloc(4096, 0xab)]))).toMatch(/box has no valid type|does not fit|impossible size|runs past/);
    // A box announcing a gigabyte in a small file: cut short, or lying.
    const liar = Buffer.from(mdat);
    liar.writeUInt32BE(1024 ** 3, 0);
    expect(await refusal(Buffer.concat([ftyp, liar]))).toBe('the mdat box runs past the end of the file (is the file complete?)');
    const cut = makeMp4(640, 360);
    expect(await refusal(cut.subarray(0, cut.length - 10))).toMatch(/runs past the end/);
    expect(await refusal(Buffer.concat([makeMp4(640, 360), Buffer.from([1, 2, 3])]))).toBe('it ends with stray bytes after its last box');
    const tiny = Buffer.from(mdat.subarray(0, 8));
    tiny.writeUInt32BE(4, 0);
    expect(await refusal(Buffer.concat([ftyp, tiny]))).toBe('the mdat box has an impossible size');
  });

  it('refuses a file without a movie, a track or media data', async () => {
    expect(await refusal(Buffer.concat([ftyp, mdat]))).toBe('it has no movie box (moov)');
    expect(await refusal(Buffer.concat([ftyp, box('moov', box('trak', tkhd)), mdat]))).toBe('its movie box has no header (mvhd)');
    expect(await refusal(Buffer.concat([ftyp, box('moov', mvhd), mdat]))).toBe('it has no track');
    expect(await refusal(Buffer.concat([ftyp, box('moov', mvhd, box('trak')), mdat]))).toBe('a track has no header (tkhd)');
    expect(await refusal(Buffer.concat([ftyp, box('moov', mvhd, box('trak', tkhd))]))).toBe('it has no media data (mdat)');
    expect(await refusal(Buffer.concat([ftyp, box('moov', mvhd, box('trak', tkhd)), box('mdat')]))).toBe('it has no media data (mdat)');
    const moov = box('moov', mvhd, box('trak', tkhd));
    expect(await refusal(Buffer.concat([ftyp, moov, mdat, moov]))).toBe('it has two movie boxes (moov)');
    // A moov whose inner sizes do not add up.
    const broken = box('moov', mvhd, box('trak', tkhd));
    broken.writeUInt32BE(9999, 8);
    expect(await refusal(Buffer.concat([ftyp, broken, mdat]))).toBe('a box in moov has a size that does not fit');
  });

  it('stops walking a file of countless tiny boxes', async () => {
    const free = box('free');
    const many = Buffer.concat([ftyp, box('moov', mvhd, box('trak', tkhd)), mdat, Buffer.concat(Array.from({ length: MAX_TOP_LEVEL_BOXES }, () => free))]);
    expect(await refusal(many)).toBe('it has more than 100,000 boxes');
  });
});
