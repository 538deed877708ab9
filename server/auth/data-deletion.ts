import crypto from 'node:crypto';
import fs from 'node:fs';
import { forgetPreviews } from '../cache/preview-cache';
import { forgetReaches } from '../cache/reach-cache';
import type { Db } from '../db/database';
import { completeDeletion, deleteUserRows, insertDeletion, userFiles } from '../db/repos/data-deletions';
import { deleteConnection, revokeUserSessions, userIdOfPlatformUser } from '../db/repos/users';
import type { AppDeps } from '../deps';
import { filePath, uploadTempPath } from '../library/storage';

// What the platform's callbacks do (docs/security.md#the-platforms-callbacks), on `db`: the transaction that also
// records the callback's receipt (callback-replays.ts), so the action and its receipt commit together or not at all.
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
//
// Each answers the Salvo user it acted on (null: none), whose remembered reaches and previews the caller forgets once
// the transaction has committed (forgetUserCaches).

/** Ends the platform user's Salvo sessions and forgets their platform token. */
export async function deauthorize(deps: AppDeps, db: Db, platformUserId: string): Promise<string | null> {
  const userId = await userIdOfPlatformUser(db, platformUserId);
  if (!userId) return null;
  await revokeUserSessions(db, userId, deps.now());
  await deleteConnection(db, userId);
  return userId;
}

/** A data deletion's confirmation code: 32 hex characters. */
export const newConfirmationCode = () => crypto.randomBytes(16).toString('hex');

/** Deletes what Salvo holds of the platform user, recorded under the deletion's confirmation code. */
export async function deleteUserData(deps: AppDeps, db: Db, platformUserId: string, confirmationCode: string): Promise<string | null> {
  await insertDeletion(db, confirmationCode, deps.now());
  const userId = await userIdOfPlatformUser(db, platformUserId);
  if (userId) {
    const { fileNames, uploadIds } = await userFiles(db, userId);
    await deleteUserRows(db, userId);
    // Before the commit: a removal that fails fails the whole deletion, which the platform then sends again; one
    // whose commit fails after has removed files of rows the retry deletes.
    for (const file of [...fileNames.map((name) => filePath(deps, name)), ...uploadIds.map((id) => uploadTempPath(deps, id))]) {
      await fs.promises.rm(file, { force: true });
    }
  }
  await completeDeletion(db, confirmationCode, deps.now());
  return userId;
}

/** What this process remembers of the user in memory: gone with their data or their connection. */
export function forgetUserCaches(deps: AppDeps, userId: string | null): void {
  if (!userId) return;
  forgetReaches(deps, userId);
  forgetPreviews(deps, userId);
}
