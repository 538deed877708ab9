import { queryOptions } from '@tanstack/react-query';
import { automationListResponseSchema } from '../contract/automations';
import { call, type Transport } from './client';

// The user's automations (docs/product-rules.md#automations: GET /automations, optional status), for the launch
// dialog's Automations search. Only active ones are offered: a paused automation would not act on the launch it is
// attached to.

const listActiveAutomations = (t: Transport) => call(t, { method: 'GET', path: '/automations', query: { status: 'ACTIVE' } }, automationListResponseSchema);

export const activeAutomationsQuery = (t: Transport) =>
  queryOptions({
    queryKey: ['automations', 'ACTIVE'] as const,
    queryFn: () => listActiveAutomations(t),
    // Opening the section reads the list again: automations are made outside the side panel.
    staleTime: 0,
  });
