import { queryOptions } from '@tanstack/react-query';
import { countriesResponseSchema, interestsResponseSchema, locationSearchResponseSchema } from '../contract/targeting';
import { call, type Transport } from './client';

// Targeting look-ups (spec §7): location and interest search (the UI debounces them at 500 ms, §9).

export const searchLocations = (t: Transport, accountId: string, search: string) =>
  call(t, { method: 'GET', path: '/facebook/targeting/locations', query: { accountId, search } }, locationSearchResponseSchema);

export const searchInterests = (t: Transport, accountId: string, q: string) =>
  call(t, { method: 'GET', path: '/facebook/targeting-interests/search', query: { accountId, q } }, interestsResponseSchema);

/** The country list (special ad category target locations, the bulk location input). */
export const countriesQuery = (t: Transport, accountId: string) =>
  queryOptions({
    queryKey: ['countries', accountId],
    staleTime: Infinity,
    queryFn: () => call(t, { method: 'GET', path: '/facebook/targeting/countries', query: { accountId } }, countriesResponseSchema),
  });
