import fs from 'node:fs';
import path from 'node:path';
import { allUploadIds, deleteIdleUploads } from '../db/repos/library-uploads';
import type { AppDeps } from '../deps';
import { tmpDir, uploadTempPath } from './storage';

// Uploads given up on: a chunked upload that received nothing for 30 minutes is forgotten with its bytes (and
// gives its reservation of the quota back); temp files no upload owns (a raw upload or a thumbnail cut short by a
// crash) go once as old. server/sweeps.ts runs this every 10 minutes, so nothing abandoned stays an hour.

const UPLOAD_IDLE_MS = 30 * 60_000;

export async function sweepAbandonedUploads(deps: AppDeps): Promise<void> {
  const cutoff = deps.now().getTime() - UPLOAD_IDLE_MS;
  for (const id of await deleteIdleUploads(deps.database, new Date(cutoff))) await fs.promises.rm(uploadTempPath(deps, id), { force: true });
  const live = new Set((await allUploadIds(deps.database)).map((id) => path.basename(uploadTempPath(deps, id))));
  const dir = tmpDir(deps);
  for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
    if (live.has(name)) continue;
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) await fs.promises.rm(path.join(dir, name), { force: true });
  }
}
