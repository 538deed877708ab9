import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadEncryptionKey } from '../auth/token-crypto';
import type { AppDeps } from '../deps';
import { SlowBodyError } from '../limits/body-pace';

// Creative files on disk: DATA_DIR/library/files/{creativeId}{.ext}. Bytes arrive in DATA_DIR/library/tmp and are
// renamed into files/ only once complete and checked (a rename within one file system is atomic), so an upload
// cut halfway leaves at most a temp file, removed at once or by the sweep (sweep.ts), never a half-made creative.

/** A refusal of the request that names the field (a 400). */
export class LibraryInputError extends Error {
  override name = 'LibraryInputError';
  constructor(
    readonly field: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const libraryDir = (deps: AppDeps) => path.resolve(deps.config.dataDir, 'library');
const filesDir = (deps: AppDeps) => path.join(libraryDir(deps), 'files');
export const tmpDir = (deps: AppDeps) => path.join(libraryDir(deps), 'tmp');
export const filePath = (deps: AppDeps, fileName: string) => path.join(filesDir(deps), path.basename(fileName));
export const uploadTempPath = (deps: AppDeps, uploadId: string) => path.join(tmpDir(deps), `${uploadId}.part`);

export function ensureDirs(deps: AppDeps): void {
  fs.mkdirSync(filesDir(deps), { recursive: true });
  fs.mkdirSync(tmpDir(deps), { recursive: true });
}

export const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'video/mp4': '.mp4',
  'video/quicktime': '.mov',
};

export const tooLargeMessage = (maxBytes: number) => `The file is too large: at most ${Math.round(maxBytes / (1024 * 1024))} MB.`;

const INTERRUPTED = 'The upload was interrupted before the end of the file. Please try again.';

/**
 * Streams a request body into `tempPath` (made empty beforehand), refusing more than the `length` it announced; the
 * file's bytes are gone on any failure. A refused body is left undestroyed, so the 400 still reaches the client
 * (Node discards the rest of the body); one that arrives too slowly is cut off (server/limits/body-pace.ts).
 */
export async function streamToTemp(body: Readable, length: number, tempPath: string): Promise<{ size: number }> {
  const out = await fs.promises.open(tempPath, 'w');
  let size = 0;
  try {
    for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > length) throw new LibraryInputError('file', `The file is larger than the ${length} bytes of its Content-Length.`);
      await out.write(chunk);
    }
    // The client went away before the end: nothing is made.
    if (body.readableAborted) throw new LibraryInputError('file', INTERRUPTED);
  } catch (error) {
    await out.close();
    await fs.promises.rm(tempPath, { force: true });
    throw error instanceof LibraryInputError || error instanceof SlowBodyError ? error : new LibraryInputError('file', INTERRUPTED);
  }
  await out.close();
  return { size };
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

// ---- signed file URLs: <img src> cannot carry the session, so thumbnails are served at a URL signed for a day ----

const signingKeys = new WeakMap<AppDeps, Buffer>();
function signingKey(deps: AppDeps): Buffer {
  let key = signingKeys.get(deps);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', loadEncryptionKey(deps.config), Buffer.alloc(0), 'salvo library file urls', 32));
    signingKeys.set(deps, key);
  }
  return key;
}

type FileKind = 'thumbnail' | 'original';
const HOUR = 60 * 60_000;

function signature(deps: AppDeps, creativeId: string, kind: FileKind, expires: number): string {
  return crypto.createHmac('sha256', signingKey(deps)).update(`${creativeId}.${kind}.${expires}`).digest('base64url');
}

/** Expires a day after the current hour ends: the URL stays the same for an hour, so the browser's cache works. */
export function signedFileUrl(deps: AppDeps, creativeId: string, kind: FileKind): string {
  const now = deps.now().getTime();
  const expires = Math.ceil(now / HOUR) * HOUR + 24 * HOUR;
  const query = new URLSearchParams({ exp: String(expires), sig: signature(deps, creativeId, kind, expires) });
  return `${deps.config.publicUrl}/library/files/${creativeId}/${kind}?${query.toString()}`;
}

export function verifyFileSignature(deps: AppDeps, creativeId: string, kind: FileKind, expires: number, sig: string): boolean {
  if (!Number.isFinite(expires) || expires < deps.now().getTime()) return false;
  const expected = Buffer.from(signature(deps, creativeId, kind, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
