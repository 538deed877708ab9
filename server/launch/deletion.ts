import { platformAccessToken } from '../auth/sessions';
import { removeLaunchRules } from '../automations/remove-rules';
import { liveObjects, markDeleted, type ObjectKind } from '../db/repos/launch-ledger';
import { updateLaunch, type LaunchRow } from '../db/repos/launches';
import type { AppDeps } from '../deps';
import { GraphError } from '../platform/graph-client';
import { TransientLaunchError } from './outcomes';

// Deletes exactly what a launch created, from its ledger: its automations' rules, then ads, then ad sets, then the
// campaign when the launch created it. Objects it did not create (an existing campaign or ad set) are never in the ledger.

const ORDER: ObjectKind[] = ['ad', 'adset', 'campaign'];
const BATCH_SIZE = 50;

/** A launch is deleted when schedule-deletion's time has come (queue.ts); with a due time meanwhile. */
const SCHEDULED_DELETION_DELAY_MS = 60 * 60_000;

export async function deleteLaunchObjects(deps: AppDeps, row: LaunchRow): Promise<number> {
  const token = await platformAccessToken(deps, row.userId);
  // Its automations' rules first, so none acts on what is being deleted (docs/automations.md#deleting).
  await removeLaunchRules(deps, row, token);
  const objects = await liveObjects(deps.database, row.id);
  const { governor } = deps.graph;
  let deleted = 0;
  for (const kind of ORDER) {
    const ids = objects.filter((o) => o.kind === kind).map((o) => o.platformId);
    const chunks = Array.from({ length: Math.ceil(ids.length / BATCH_SIZE) }, (_, i) => ids.slice(i * BATCH_SIZE, (i + 1) * BATCH_SIZE));
    await Promise.all(
      chunks.map(async (chunk) => {
        // A blocked account fails the deletion at once (the route answers 502, the job retries later).
        if (!(await governor.acquire(row.accountId, chunk.length, 30_000))) throw new TransientLaunchError('The ad account is rate limited');
        let results;
        try {
          results = await deps.graph.batch(
            chunk.map((id) => ({ method: 'DELETE' as const, relativeUrl: id })),
            token,
          );
        } catch (error) {
          if (error instanceof GraphError && (error.isTransient || error.isRateLimit))
            throw new TransientLaunchError(`Deletion interrupted: ${error.message}`, { cause: error });
          throw error;
        } finally {
          governor.release(row.accountId);
        }
        // Already deleted (by Ads Manager, or an earlier attempt whose answer was lost) counts as deleted.
        const gone = chunk.filter((_, i) => {
          const r = results[i]!;
          return r.ok || r.error.isNotFoundOrForbidden;
        });
        await markDeleted(deps.database, row.id, gone);
        deleted += gone.length;
        const failed = results.find((r) => !r.ok && !r.error.isNotFoundOrForbidden);
        if (failed && !failed.ok)
          throw failed.error.isTransient || failed.error.isRateLimit ? new TransientLaunchError(failed.error.message, { cause: failed.error }) : failed.error;
      }),
    );
  }
  await updateLaunch(deps.database, row.id, { deletedAt: deps.now() });
  return deleted;
}

export async function scheduleDeletion(deps: AppDeps, row: LaunchRow): Promise<Date> {
  const due = new Date(deps.now().getTime() + SCHEDULED_DELETION_DELAY_MS);
  await updateLaunch(deps.database, row.id, { deletionDueAt: due });
  return due;
}
