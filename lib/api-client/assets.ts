import { queryOptions } from '@tanstack/react-query';
import {
  accountMediaResponseSchema,
  adAccountResponseSchema,
  assetListResponseSchema,
  conversionEventsResponseSchema,
  type CampaignObjective,
} from '../contract/assets';
import { call, type Transport } from './client';

// Ad-account assets (spec §7): the fetchers and their TanStack Query options.

export const assetQueries = {
  currentAccount: (t: Transport, accountId: string) =>
    queryOptions({
      queryKey: ['adaccount', accountId],
      queryFn: () => call(t, { method: 'GET', path: '/facebook/adaccount/current', query: { accountId } }, adAccountResponseSchema),
    }),
  pages: (t: Transport, accountId: string) =>
    queryOptions({
      queryKey: ['assets', 'pages', accountId],
      queryFn: () => call(t, { method: 'GET', path: '/facebook/assets/pages', query: { accountId } }, assetListResponseSchema),
    }),
  pixels: (t: Transport, accountId: string) =>
    queryOptions({
      queryKey: ['assets', 'pixels', accountId],
      queryFn: () => call(t, { method: 'GET', path: '/facebook/assets/pixels', query: { accountId } }, assetListResponseSchema),
    }),
  conversionEvents: (t: Transport, accountId: string, pixelId: string | null, campaignObjective: CampaignObjective) =>
    queryOptions({
      queryKey: ['conversion-events', accountId, pixelId, campaignObjective],
      enabled: pixelId !== null,
      queryFn: () =>
        call(
          t,
          { method: 'GET', path: '/facebook/conversion-events', query: { accountId, campaignObjective, ...(pixelId ? { pixelId } : {}) } },
          conversionEventsResponseSchema,
        ),
    }),
  accountMedia: (t: Transport, accountId: string) =>
    queryOptions({
      queryKey: ['account-media', accountId],
      queryFn: () => call(t, { method: 'GET', path: '/library/account-media', query: { accountId } }, accountMediaResponseSchema),
    }),
};
