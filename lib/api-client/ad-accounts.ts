import { queryOptions } from '@tanstack/react-query';
import { importAccountsResponseSchema } from '../contract/campaigns';
import { call, type Transport } from './client';

// Every ad account the user's connection reaches (the route imports use too): the accounts a Multi Account
// Launch can pick (docs/product-rules.md#multi-account-launch).

export const adAccountsQuery = (t: Transport) =>
  queryOptions({
    queryKey: ['ad-accounts'] as const,
    queryFn: () => call(t, { method: 'GET', path: '/facebook/campaigns/v2/import/ad-accounts' }, importAccountsResponseSchema),
    staleTime: 5 * 60_000,
  });
