import { queryOptions } from '@tanstack/react-query';
import {
  bulkLocationsResponseSchema,
  countriesResponseSchema,
  interestsResponseSchema,
  locationSearchResponseSchema,
  type BulkLocationsRequest,
} from '../contract/targeting';
import { call, type Transport } from './client';

// Targeting look-ups (docs/product-rules.md#locations): location and interest search (the UI debounces them at 500 ms,
// docs/product-rules.md#limits-and-constants).

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

/** GET /facebook/targeting/locations?search= (docs/product-rules.md#locations): without a search, the countries (the
 * bulk input's list). */
export const locationCountriesQuery = (t: Transport, accountId: string) =>
  queryOptions({
    queryKey: ['location-countries', accountId],
    staleTime: Infinity,
    retry: false,
    queryFn: () => call(t, { method: 'GET', path: '/facebook/targeting/locations', query: { accountId } }, locationSearchResponseSchema),
  });

/** POST /facebook/targeting/locations/bulk (docs/product-rules.md#bulk-locations): up to 100 inputs of one location
 * type. */
export const resolveBulkLocations = (t: Transport, accountId: string, body: BulkLocationsRequest) =>
  call(t, { method: 'POST', path: '/facebook/targeting/locations/bulk', query: { accountId }, body }, bulkLocationsResponseSchema);
