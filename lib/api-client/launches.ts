import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isLaunchInProgress, launchDeletionResponseSchema, launchListResponseSchema, launchRecordSchema, launchResponseSchema } from '../contract/launch';
import { call, type Transport } from './client';

// A failed launch's campaign (docs/product-rules.md#deletion: failed launch deletion): delete it now, or schedule its
// deletion within 48 hours; retry it. The launches page's list (docs/product-rules.md#launches-page) and one launch's
// record.

export const deleteLaunchNow = (t: Transport, launchId: string) =>
  call(t, { method: 'POST', path: `/campaign-launches/${encodeURIComponent(launchId)}/delete` }, launchDeletionResponseSchema);

export const scheduleLaunchDeletion = (t: Transport, launchId: string) =>
  call(t, { method: 'POST', path: `/campaign-launches/${encodeURIComponent(launchId)}/schedule-deletion` }, launchDeletionResponseSchema);

/** A failed launch, or one completed with issues, again: only what is missing is made (docs/product-rules.md#retry). */
export const retryLaunch = (t: Transport, launchId: string) =>
  call(t, { method: 'POST', path: `/campaign-launches/${encodeURIComponent(launchId)}/retry` }, launchResponseSchema);

/** One launch's record as the API has it now. */
export const launchRecordOf = (t: Transport, launchId: string) =>
  call(t, { method: 'GET', path: `/dashboard/campaign-launches/${encodeURIComponent(launchId)}` }, launchRecordSchema);

export interface LaunchListFilter {
  page: number;
  limit: number;
  accountId?: string;
}

const listLaunches = (t: Transport, { page, limit, accountId }: LaunchListFilter) =>
  call(
    t,
    { method: 'GET', path: '/dashboard/campaign-launches', query: { page: String(page), limit: String(limit), ...(accountId ? { accountId } : {}) } },
    launchListResponseSchema,
  );

export const launchQueries = {
  /** Newest first; while a launch on the page is PENDING or RUNNING the page is read again every 5 s. */
  list: (t: Transport, f: LaunchListFilter) =>
    queryOptions({
      queryKey: ['launches', 'list', f.page, f.limit, f.accountId ?? null] as const,
      queryFn: () => listLaunches(t, f),
      placeholderData: keepPreviousData,
      // Opening the page reads it again: a launch made since (here or elsewhere) is listed.
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.data.some((l) => isLaunchInProgress(l.status)) ? 5000 : false),
    }),
};
