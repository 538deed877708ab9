import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountQuerySchema } from '../../lib/contract/common';
import {
  bulkLocationsRequestSchema,
  bulkLocationsResponseSchema,
  countriesResponseSchema,
  interestSearchQuerySchema,
  interestsResponseSchema,
  interestTypeParamsSchema,
  locationSearchQuerySchema,
  locationSearchResponseSchema,
  type BulkLocationResult,
  type Country,
  type Interest,
  type LocationMatch,
} from '../../lib/contract/targeting';
import { sessionOf } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { listCountries, resolveBulkLocations, SearchCache, searchInterests, searchLocations } from '../platform/targeting-api';
import { answerAccountRead, answerAsset, envelopeResponses } from './account-scope';

// Targeting look-ups (spec §7): location search, countries, the bulk location resolver, interests. Each takes the
// ad account of Ads Manager (the search runs with the user's token); answers are cached briefly per process.

export function targetingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const cache = new SearchCache(() => deps.now());
  return async (app) => {
    app.get(
      '/facebook/targeting/locations',
      { schema: { querystring: locationSearchQuerySchema, response: envelopeResponses(locationSearchResponseSchema) } },
      async (request, reply) => {
        const { accountId, search, type, countryCode } = request.query;
        return answerAsset(deps, reply, { userId: sessionOf(request).user.id, accountId }, [] as LocationMatch[], async ({ accessToken }) => {
          if (search) return searchLocations(deps, cache, accessToken, search, type, countryCode);
          const countries = await listCountries(deps, cache, accessToken);
          return countries.map((c) => ({
            key: c.id,
            name: c.name,
            type: 'country' as const,
            region: null,
            city: null,
            primary_city: null,
            country_name: c.name,
            country_code: c.id,
          }));
        });
      },
    );

    app.get(
      '/facebook/targeting/countries',
      { schema: { querystring: accountQuerySchema, response: envelopeResponses(countriesResponseSchema) } },
      async (request, reply) => answerAccountRead(deps, request, reply, [] as Country[], ({ accessToken }) => listCountries(deps, cache, accessToken)),
    );

    app.post(
      '/facebook/targeting/locations/bulk',
      { schema: { querystring: accountQuerySchema, body: bulkLocationsRequestSchema, response: envelopeResponses(bulkLocationsResponseSchema) } },
      async (request, reply) => {
        const { locations, locationType, countryCodes } = request.body;
        return answerAccountRead(deps, request, reply, [] as BulkLocationResult[], ({ accessToken }) =>
          resolveBulkLocations(deps.graph, cache, accessToken, locations, locationType, countryCodes),
        );
      },
    );

    app.get(
      '/facebook/targeting-interests/search',
      { schema: { querystring: interestSearchQuerySchema, response: envelopeResponses(interestsResponseSchema) } },
      async (request, reply) =>
        answerAccountRead(deps, request, reply, [] as Interest[], ({ accessToken }) => searchInterests(deps, cache, accessToken, 'interests', request.query.q)),
    );

    app.get(
      '/facebook/targeting-interests/:type',
      { schema: { params: interestTypeParamsSchema, querystring: interestSearchQuerySchema, response: envelopeResponses(interestsResponseSchema) } },
      async (request, reply) =>
        answerAccountRead(deps, request, reply, [] as Interest[], ({ accessToken }) =>
          searchInterests(deps, cache, accessToken, request.params.type, request.query.q),
        ),
    );
  };
}
