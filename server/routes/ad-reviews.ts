import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adReviewsResponseSchema, type AdReview } from '../../lib/contract/ad-review';
import { errorResponseSchema } from '../../lib/contract/common';
import { sessionOf } from '../auth/authenticate';
import { userAdReviews, type LaunchAdReviewRow } from '../db/repos/launch-ad-reviews';
import type { AppDeps } from '../deps';

// GET /dashboard/ad-reviews?launchIds= (docs/api-routes.md): the review of the caller's launches' ads as last checked
// (server/ad-review/follow.ts), for the launches page and the tracker at once. Someone else's launch, or one not
// followed, is not in the answer.

const querySchema = z.object({
  launchIds: z
    .string()
    .max(50 * 37)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('Expected launch ids (UUIDs), comma-separated')).min(1).max(50)),
});

const disapprovalsSchema = z.array(z.object({ adId: z.string(), adName: z.string(), reason: z.string() }));

function toAdReview(row: LaunchAdReviewRow, now: Date): AdReview {
  return {
    launchId: row.launchId,
    live: row.live,
    inReview: row.inReview,
    disapproved: row.disapproved,
    withIssues: row.withIssues,
    // Written by follow.ts; parsed on the way out all the same.
    disapprovals: disapprovalsSchema.parse(row.disapprovals),
    checkedAt: row.checkedAt?.toISOString() ?? null,
    // A check whose job gave up leaves its due time behind: followed no longer than the review is.
    following: row.nextCheckAt !== null && row.watchUntil > now,
  };
}

export function adReviewRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/ad-reviews',
      { schema: { querystring: querySchema, response: { 200: adReviewsResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema } } },
      async (request) => {
        const rows = await userAdReviews(deps.database, sessionOf(request).user.id, request.query.launchIds);
        return { success: true as const, data: rows.map((row) => toAdReview(row, deps.now())) };
      },
    );
  };
}
