// The review of a launch's ads (docs/product-rules.md#launches-page: ad review): how many are live, in review,
// disapproved or with issues at the last check, each disapproval with the platform's reason. GET
// /dashboard/campaign-launches/ad-reviews?launchIds= (docs/api-routes.md). zod/mini: the background parses it and
// must stay small (docs/architecture.md#size).
import * as z from 'zod/mini';
import { printableIdSchema } from './launch-record';

const count = z.int().check(z.nonnegative());

const adDisapprovalSchema = z.strictObject({
  adId: printableIdSchema,
  adName: z.string(),
  /** The platform's reasons (ad_review_feedback), joined. */
  reason: z.string(),
});

const adReviewSchema = z.strictObject({
  launchId: printableIdSchema,
  live: count,
  inReview: count,
  disapproved: count,
  withIssues: count,
  disapprovals: z.array(adDisapprovalSchema),
  /** The last check; null before the first. */
  checkedAt: z.nullable(z.iso.datetime({ offset: true })),
  /** Still followed: more checks to come. */
  following: z.boolean(),
});
export type AdReview = z.infer<typeof adReviewSchema>;

export const adReviewsResponseSchema = z.strictObject({
  success: z.literal(true),
  /** The reviews of those of the caller's launches that are followed; another user's launch is not answered. */
  data: z.array(adReviewSchema),
});
