import type { FileHandle } from 'node:fs/promises';

// The structure of an MP4 or MOV file (ISO base media boxes), checked before it becomes a creative: an `ftyp`
// marker alone does not make a video. The top-level boxes must tile the file exactly (each size at least its
// header, none past the end, no stray bytes after the last), with one `moov` holding an `mvhd` and at least one
// `trak` (each with its `tkhd`), and an `mdat` with media data. Only box headers and the `moov` are read, so
// checking a 1 GB file costs a few reads. docs/limits.md lists the figures.

/** The file is no video Salvo takes; the message says what is wrong with it. */
export class DamagedVideoError extends Error {
  override name = 'DamagedVideoError';
}

/** Top-level boxes: a fragmented MP4 has two per fragment (moof, mdat); a junk file of tiny boxes stops here. */
export const MAX_TOP_LEVEL_BOXES = 100_000;
/** The movie box (the index of the samples): a few MB for hours of video. */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;

export interface Box {
  type: string;
  start: number;
  end: number;
}

const ascii = (b: Buffer, at: number, length: number) => b.toString('latin1', at, at + length);
const PRINTABLE_TYPE = /^[\x20-\x7e]{4}$/;

/** The boxes inside `b` between `from` and `to` (content ranges); any box that does not fit is a DamagedVideoError. */
export function childBoxes(b: Buffer, from: number, to: number, parent: string): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at < to) {
    if (to - at < 8) throw new DamagedVideoError(`the ${parent} box ends with stray bytes`);
    let size = b.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (to - at < 16) throw new DamagedVideoError(`a box in ${parent} is cut short`);
      size = Number(b.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    const type = ascii(b, at + 4, 4);
    if (size < header || at + size > to) throw new DamagedVideoError(`a box in ${parent} has a size that does not fit`);
    found.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return found;
}

/** Box headers read through a window of the file: a run of small boxes costs one read per 64 KB, not one each. */
function headerReader(file: FileHandle, size: number) {
  const window = Buffer.alloc(64 * 1024);
  let from = 0;
  let to = 0;
  return async (at: number): Promise<Buffer> => {
    if (at < from || at + Math.min(16, size - at) > to) {
      const { bytesRead } = await file.read(window, 0, Math.min(window.length, size - at), at);
      from = at;
      to = at + bytesRead;
    }
    return window.subarray(at - from, Math.min(at - from + 16, to - from));
  };
}

/** Walks the file's top-level boxes and checks them; answers the content of its `moov`. */
export async function readMoov(file: FileHandle, size: number): Promise<Buffer> {
  const headerAt = headerReader(file, size);
  let at = 0;
  let count = 0;
  let moov: Buffer | null = null;
  let mediaData = false;
  while (at < size) {
    if (size - at < 8) throw new DamagedVideoError('it ends with stray bytes after its last box');
    count += 1;
    if (count > MAX_TOP_LEVEL_BOXES) throw new DamagedVideoError(`it has more than ${MAX_TOP_LEVEL_BOXES.toLocaleString('en-US')} boxes`);
    const header = await headerAt(at);
    const type = ascii(header, 4, 4);
    if (!PRINTABLE_TYPE.test(type)) throw new DamagedVideoError('a box has no valid type');
    let boxSize = header.readUInt32BE(0);
    let headerSize = 8;
    if (boxSize === 1) {
      if (size - at < 16) throw new DamagedVideoError(`the ${type} box is cut short`);
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) boxSize = size - at; // the last box, up to the end of the file
    if (boxSize < headerSize) throw new DamagedVideoError(`the ${type} box has an impossible size`);
    if (at + boxSize > size) throw new DamagedVideoError(`the ${type} box runs past the end of the file (is the file complete?)`);
    if (type === 'moov') {
      if (moov) throw new DamagedVideoError('it has two movie boxes (moov)');
      const length = boxSize - headerSize;
      if (length > MAX_MOOV_BYTES) throw new DamagedVideoError('its movie box (moov) is larger than 32 MB');
      moov = Buffer.alloc(length);
      await file.read(moov, 0, length, at + headerSize);
    }
    if (type === 'mdat' && boxSize > headerSize) mediaData = true;
    at += boxSize;
  }
  if (!moov) throw new DamagedVideoError('it has no movie box (moov)');
  const inMoov = childBoxes(moov, 0, moov.length, 'moov');
  if (!inMoov.some((b) => b.type === 'mvhd')) throw new DamagedVideoError('its movie box has no header (mvhd)');
  const tracks = inMoov.filter((b) => b.type === 'trak');
  if (tracks.length === 0) throw new DamagedVideoError('it has no track');
  for (const trak of tracks) {
    if (!childBoxes(moov, trak.start, trak.end, 'trak').some((b) => b.type === 'tkhd')) throw new DamagedVideoError('a track has no header (tkhd)');
  }
  if (!mediaData) throw new DamagedVideoError('it has no media data (mdat)');
  return moov;
}
