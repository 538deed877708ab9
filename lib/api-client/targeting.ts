import { queryOptions } from '@tanstack/react-query';
import {
  bulkLocationsResponseSchema,
  countriesResponseSchema,
  interestsResponseSchema,
  locationSearchResponseSchema,
  type BulkLocationsRequest,
} from '../contract/targeting';
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

/** §7 "GET /facebook/targeting/locations?search=": without a search, the countries (the bulk input's list). */
export const locationCountriesQuery = (t: Transport, accountId: string) =>
  queryOptions({
    queryKey: ['location-countries', accountId],
    staleTime: Infinity,
    retry: false,
    queryFn: () => call(t, { method: 'GET', path: '/facebook/targeting/locations', query: { accountId } }, locationSearchResponseSchema),
  });

/** §7 POST /facebook/targeting/locations/bulk: up to 100 inputs of one location type. */
export const resolveBulkLocations = (t: Transport, accountId: string, body: BulkLocationsRequest) =>
  call(t, { method: 'POST', path: '/facebook/targeting/locations/bulk', query: { accountId }, body }, bulkLocationsResponseSchema);
