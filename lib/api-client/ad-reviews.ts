import { queryOptions } from '@tanstack/react-query';
import { adReviewsResponseSchema } from '../contract/ad-review';
import { call, type Transport } from './client';

// The review of finished launches' ads (docs/product-rules.md#launches-page: ad review), for the launches page's
// launches at once and for the tracker's one.

/** The API checks a review 1, 2, 4, ... minutes after the launch: reading it every minute while followed is enough. */
const WHILE_FOLLOWED_MS = 60_000;

export const adReviewQueries = {
  of: (t: Transport, launchIds: string[]) =>
    queryOptions({
      queryKey: ['launches', 'ad-reviews', launchIds] as const,
      queryFn: () => call(t, { method: 'GET', path: '/dashboard/ad-reviews', query: { launchIds: launchIds.join(',') } }, adReviewsResponseSchema),
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.data.some((r) => r.following) ? WHILE_FOLLOWED_MS : false),
    }),
};
