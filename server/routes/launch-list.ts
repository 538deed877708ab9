import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, looseErrorResponseSchema } from '../../lib/contract/common';
import { launchListQuerySchema, launchListResponseSchema } from '../../lib/contract/launch';
import { sessionOf } from '../auth/authenticate';
import { listLaunches } from '../db/repos/launches';
import type { AppDeps } from '../deps';
import { toLaunchRecord } from '../launch/store';
import { replyFailure } from './account-scope';
import { reachAccountCached } from '../cache/reach-cache';

// GET /dashboard/campaign-launches: the caller's launches, newest first, paged (the side panel's launches page,
// docs/product-rules.md#launches-page), in one query that leaves out the payload and the account snapshot (the large
// columns). With `accountId`, the account must be one the user's platform connection reaches (404 otherwise, as on
// every account-scoped route).

export function launchListRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/campaign-launches',
      {
        schema: {
          querystring: launchListQuerySchema,
          response: {
            200: launchListResponseSchema,
            400: errorResponseSchema,
            404: looseErrorResponseSchema,
            429: looseErrorResponseSchema,
            502: looseErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const userId = sessionOf(request).user.id;
        const { page, limit, accountId } = request.query;
        if (accountId) {
          try {
            await reachAccountCached(deps, userId, accountId);
          } catch (error) {
            return replyFailure(reply, request.log, error, []);
          }
        }
        const { rows, total } = await listLaunches(deps.database, { userId, accountId, page, limit });
        return {
          success: true as const,
          data: rows.map((row) => toLaunchRecord(row)),
          page,
          limit,
          total,
        };
      },
    );
  };
}
