import { queryOptions } from '@tanstack/react-query';
import { planResponseSchema } from '../contract/plans';
import { call, type Transport } from './client';

// The user's plan (docs/product-rules.md#plans-and-upgrade-dialogs): agency or advertiser, whether launching is
// allowed, and the feature switches the side panel shows or hides (Multi Account Launch; the automations flag).

export const planQuery = (t: Transport) =>
  queryOptions({
    queryKey: ['auth', 'plan'] as const,
    queryFn: () => call(t, { method: 'GET', path: '/auth/plan' }, planResponseSchema),
    staleTime: 60_000,
  });
