import type { GraphClient } from './graph-client';
import { GraphError } from './graph-client';

// The review of ads as the platform says it (sim/README.md#ad-review): each ad's effective_status and
// ad_review_feedback, read in batches of 50 (the platform's batch limit), each batch with its place in the account's
// governor (reads: no write slots), as the deletion of a launch's objects takes its place (server/launch/deletion.ts).

export interface AdReviewRead {
  id: string;
  name: string;
  effectiveStatus: string;
  /** The reasons of ad_review_feedback (its `global` map's descriptions, then the placements'), joined. */
  reasons: string[];
}

const BATCH_SIZE = 50;
/** How long a batch waits for its place before the check is given up (tried again at the next). */
const ACQUIRE_WAIT_MS = 30_000;
const FIELDS = 'id,name,effective_status,ad_review_feedback';

interface AdAnswer {
  id?: string;
  name?: string;
  effective_status?: string;
  ad_review_feedback?: { global?: Record<string, string>; placement_specific?: Record<string, Record<string, string>> };
}

function reasonsOf(feedback: AdAnswer['ad_review_feedback']): string[] {
  const global = Object.values(feedback?.global ?? {});
  const placements = Object.values(feedback?.placement_specific ?? {}).flatMap((byKey) => Object.values(byKey ?? {}));
  return [...new Set([...global, ...placements].filter((r) => typeof r === 'string' && r.trim() !== ''))];
}

/** The ads' review; an ad the platform no longer has (deleted in Ads Manager) is left out. */
export async function readAdReviews(graph: GraphClient, token: string, accountId: string, adIds: string[]): Promise<AdReviewRead[]> {
  const out: AdReviewRead[] = [];
  for (let i = 0; i < adIds.length; i += BATCH_SIZE) {
    const chunk = adIds.slice(i, i + BATCH_SIZE);
    if (!(await graph.governor.acquire(accountId, 0, ACQUIRE_WAIT_MS)))
      throw new GraphError({ status: 429, message: 'The ad account is rate limited', transient: true });
    let results;
    try {
      results = await graph.batch<AdAnswer>(
        chunk.map((id) => ({ method: 'GET' as const, relativeUrl: `${id}?fields=${FIELDS}` })),
        token,
      );
    } finally {
      graph.governor.release(accountId);
    }
    results.forEach((r, index) => {
      if (!r.ok) {
        if (r.error.isNotFoundOrForbidden) return;
        throw r.error;
      }
      out.push({
        id: r.body.id ?? chunk[index]!,
        name: r.body.name ?? '',
        effectiveStatus: r.body.effective_status ?? '',
        reasons: reasonsOf(r.body.ad_review_feedback),
      });
    });
  }
  return out;
}
