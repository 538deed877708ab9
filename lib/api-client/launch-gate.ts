import { queryOptions } from '@tanstack/react-query';
import { assetLimitResponseSchema } from '../contract/assets';
import { mediaStatusResponseSchema } from '../contract/campaigns';
import { call, type Transport } from './client';

// What can hold a launch while the launch dialog is open (docs/side-panel.md#what-can-hold-a-launch): the plan's
// asset-count check (GET /facebook/assets/limit, polled) and a media import still running on the platform (GET
// /facebook/media/status). The polling intervals are the caller's (lib/rules constants).

export const launchGateQueries = {
  assetLimit: (t: Transport) =>
    queryOptions({
      queryKey: ['asset-limit'] as const,
      queryFn: () => call(t, { method: 'GET', path: '/facebook/assets/limit' }, assetLimitResponseSchema),
      staleTime: 0,
    }),
  mediaStatus: (t: Transport, accountId: string) =>
    queryOptions({
      queryKey: ['media-status', accountId] as const,
      queryFn: () => call(t, { method: 'GET', path: '/facebook/media/status', query: { accountId } }, mediaStatusResponseSchema),
      staleTime: 0,
    }),
};
