import { queryOptions } from '@tanstack/react-query';
import {
  automationDeletedResponseSchema,
  automationListResponseSchema,
  automationResponseSchema,
  launchRulesResponseSchema,
  type AutomationInput,
} from '../contract/automations';
import { okResponseSchema } from '../contract/common';
import { call, type Transport } from './client';

// The user's automations (docs/automations.md; docs/product-rules.md#automations: GET /automations, optional status):
// the Automations page's list and its create, edit (pause is an edit) and delete; the launch dialog's Automations
// search (active ones only: a paused automation would not act on the launch it is attached to); and each launch's
// rules for the launches page. Callers invalidate `automationKeys.all` after a change.

export const automationKeys = { all: ['automations'] as const };

const listActiveAutomations = (t: Transport) => call(t, { method: 'GET', path: '/automations', query: { status: 'ACTIVE' } }, automationListResponseSchema);

export const activeAutomationsQuery = (t: Transport) =>
  queryOptions({
    queryKey: [...automationKeys.all, 'ACTIVE'] as const,
    queryFn: () => listActiveAutomations(t),
    // Opening the section reads the list again: automations may have changed on the Automations page or the API.
    staleTime: 0,
  });

export const automationQueries = {
  list: (t: Transport) =>
    queryOptions({
      queryKey: [...automationKeys.all, 'list'] as const,
      queryFn: () => call(t, { method: 'GET', path: '/automations' }, automationListResponseSchema),
    }),
  /** The rules of these launches, their state and last actions, read from the platform. */
  launchRules: (t: Transport, launchIds: string[]) =>
    queryOptions({
      queryKey: [...automationKeys.all, 'launch-rules', launchIds] as const,
      queryFn: () => call(t, { method: 'GET', path: '/automations/launch-rules', query: { launchIds: launchIds.join(',') } }, launchRulesResponseSchema),
      // What the rules did changes on the platform's schedule, not with the panel: read again each time the page shows.
      staleTime: 0,
    }),
};

const path = (id: string) => `/automations/${encodeURIComponent(id)}`;

export const automationApi = {
  save: (t: Transport, id: string | null, automation: AutomationInput) =>
    call(t, id ? { method: 'PUT', path: path(id), body: automation } : { method: 'POST', path: '/automations', body: automation }, automationResponseSchema),
  /** Deletes it and its rules; answers what became of what its failure behaviour had paused. */
  remove: (t: Transport, id: string) => call(t, { method: 'DELETE', path: path(id) }, automationDeletedResponseSchema),
  /** Set up again: the launch's job makes its automations' missing rules. */
  setUpAgain: (t: Transport, launchId: string) =>
    call(t, { method: 'POST', path: `/automations/launches/${encodeURIComponent(launchId)}/setup` }, okResponseSchema),
};
