import { browser } from 'wxt/browser';
import { librarySelectionItem } from '../library-storage';
import { activeAccountItem, keptForItem, launchDraftItem, openBulkItem, openLaunchItem, tabAccountsItem } from '../storage-items';
import { forgetLaunches } from './launch-tracker';
import { forgetAdReviewsNotified } from './review-watcher';
import { forgetAutomationsSeen } from './rules-watcher';

// What the extension keeps of the person signed in, and when it forgets it (docs/security.md#signing-out), so the
// next person at a shared computer starts clean: the launch draft, the library's selection, the launches followed
// (and the one open, a Multi Account Launch's results), the automation actions seen, the launches whose disapproved ads were notified, the ad account the panel
// follows, the badge, the alarms and the notifications.
// - Signing out (here or everywhere) forgets it all at once.
// - A session that ends without a sign-out (it expired, was ended elsewhere, the platform deauthorized the app) stops
//   the polling and the badge, and keeps the rest for that user (keptForItem): theirs again when they sign in,
//   forgotten first when someone else does.

/** Forgets everything the extension keeps of the person who was signed in. */
export async function forgetPerson(): Promise<void> {
  await forgetLaunches();
  await forgetAutomationsSeen();
  await forgetAdReviewsNotified();
  await Promise.all([launchDraftItem, librarySelectionItem, openLaunchItem, openBulkItem, keptForItem].map((item) => item.removeValue()));
  // The ad account followed goes back to what its Ads Manager tab shows now (the per-tab map follows the pages and is
  // rebuilt as they load): one carried over from an earlier page was this person's choice.
  const { tabId } = await activeAccountItem.getValue();
  const onPage = tabId === null ? null : ((await tabAccountsItem.getValue())[String(tabId)] ?? null);
  await activeAccountItem.setValue({ accountId: onPage, tabId });
  for (const id of Object.keys(await browser.notifications.getAll())) await browser.notifications.clear(id);
}

/** A sign-in: what is kept stays only for the user it was kept for. */
export async function keepOrForget(userId: string): Promise<void> {
  if ((await keptForItem.getValue()) === userId) await keptForItem.removeValue();
  else await forgetPerson();
}
