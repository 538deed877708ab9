import crypto from 'node:crypto';
import fs from 'node:fs';
import { forgetReaches } from '../cache/reach-cache';
import { completeDeletion, deleteUserRows, insertDeletion, userFiles } from '../db/repos/data-deletions';
import { deleteConnection, userIdOfPlatformUser } from '../db/repos/users';
import type { AppDeps } from '../deps';
import { filePath, uploadTempPath } from '../library/storage';
import { revokeAllSessions } from './sessions';

// What the platform's callbacks do (docs/security.md#the-platforms-callbacks).
//
// Deauthorize (the user removed the app): every session of the user ends and their platform token is deleted; what
// they made in Salvo stays, for when they connect again.
//
// Data deletion (the user asked the platform to have their data deleted): everything Salvo holds of the user goes,
// at once: their user row and with it every row of theirs (sessions, platform connection and token, launches and
// their records, cached assets, plan, templates, settings, automations, the library's folders, copies, offers,
// creatives and uploads), their rate-limit counts, and the library's files on disk. What stays: the campaigns, ad
// sets, ads, images and videos the launches created in the user's ad accounts (they are the advertiser's, on the
// platform, where Ads Manager manages them; deleting them would stop their ads), and the deletion's own record: its
// confirmation code, its state and when, nothing of the user. A request about a user Salvo does not know is
// answered the same, with nothing to delete.

/** Ends the platform user's Salvo sessions and forgets their platform token; false when Salvo does not know them. */
export async function deauthorize(deps: AppDeps, platformUserId: string): Promise<boolean> {
  const userId = await userIdOfPlatformUser(deps.database, platformUserId);
  if (!userId) return false;
  await revokeAllSessions(deps, userId);
  await deleteConnection(deps.database, userId);
  forgetReaches(deps, userId);
  return true;
}

/** A data deletion's confirmation code: 32 hex characters. */
export const newConfirmationCode = () => crypto.randomBytes(16).toString('hex');

/** Deletes what Salvo holds of the platform user, recorded under the deletion's confirmation code. */
export async function deleteUserData(deps: AppDeps, platformUserId: string, confirmationCode: string): Promise<void> {
  await insertDeletion(deps.database, confirmationCode, deps.now());
  const userId = await userIdOfPlatformUser(deps.database, platformUserId);
  if (userId) {
    const { fileNames, uploadIds } = await userFiles(deps.database, userId);
    await deleteUserRows(deps.database, userId);
    forgetReaches(deps, userId);
    // After the rows: a file whose row is gone is reachable by no one, even if removing it fails here.
    for (const file of [...fileNames.map((name) => filePath(deps, name)), ...uploadIds.map((id) => uploadTempPath(deps, id))]) {
      await fs.promises.rm(file, { force: true });
    }
  }
  await completeDeletion(deps.database, confirmationCode, deps.now());
}
