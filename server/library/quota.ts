import { formatBytes, type LibraryUsage } from '../../lib/contract/library';
import type { Db } from '../db/database';
import { libraryBytes, underQuotaLock } from '../db/repos/library-quota';
import type { AppDeps } from '../deps';
import { LibraryInputError } from './storage';

// The storage quota of a user's library (LIBRARY_QUOTA_BYTES, docs/limits.md): the bytes of their creatives plus
// those announced by their uploads under way must stay within it. An upload reserves its announced size at its
// start, a chunked upload's size or a raw upload's Content-Length (its row counts until the creative is stored or the
// upload is swept), and is checked again when stored. Each check
// and the write it guards run in one transaction holding the user's advisory lock, so concurrent uploads cannot
// both take the last gigabyte.

export async function libraryUsage(deps: AppDeps, userId: string): Promise<LibraryUsage> {
  return { ...(await libraryBytes(deps.database, userId)), quotaBytes: deps.config.libraryQuotaBytes };
}

/** What an upload that does not fit is told (400 naming `file`). */
function quotaMessage(usage: LibraryUsage): string {
  return `Not enough storage left: ${formatBytes(usage.usedBytes + usage.uploadingBytes)} of ${formatBytes(usage.quotaBytes)} used. Delete creatives you no longer use, then upload this file again.`;
}

/**
 * Runs `write` if `bytes` more fit in the user's quota, in one transaction under the user's lock; otherwise a 400
 * naming `file`. `exceptUpload`: the chunked upload these bytes come from (its reservation is these bytes).
 */
export async function withinQuota<T>(deps: AppDeps, userId: string, bytes: number, write: (tx: Db) => Promise<T>, exceptUpload?: string): Promise<T> {
  return underQuotaLock(deps.database, userId, async (tx) => {
    const usage = { ...(await libraryBytes(tx, userId, exceptUpload)), quotaBytes: deps.config.libraryQuotaBytes };
    if (usage.usedBytes + usage.uploadingBytes + bytes > usage.quotaBytes) throw new LibraryInputError('file', quotaMessage(usage));
    return write(tx);
  });
}
