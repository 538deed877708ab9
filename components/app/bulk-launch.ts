import type { BulkLaunchItem } from '../../lib/rules';
import { sendToBackground } from '../../lib/extension/panel-transport';
import { startLaunchResultSchema } from '../../lib/extension/messages';
import { openLaunchItem, type BulkStarted } from '../../lib/extension/storage-items';

/**
 * Spec §4 "A bulk launch sends one request per account": one start-launch each, one after the other, each with
 * its own idempotency key derived from the review's (a second click or a resent message makes no second launch
 * in any account). The background follows every launch; the panel shows the bulk results, not one tracker.
 */
export async function startBulkLaunch(items: readonly BulkLaunchItem[], reviewKey: string): Promise<BulkStarted[]> {
  const started: BulkStarted[] = [];
  for (const { account, payload } of items) {
    const result = startLaunchResultSchema.parse(
      await sendToBackground({ type: 'start-launch', accountId: account.accountId, idempotencyKey: `${reviewKey}:${account.accountId}`, payload }),
    );
    started.push({
      accountId: account.accountId,
      name: account.name,
      launchId: result.ok ? result.campaignLaunchId : null,
      error: result.ok ? undefined : result.error,
    });
  }
  await openLaunchItem.setValue(null);
  return started;
}
