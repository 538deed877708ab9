import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../lib/contract/common';
import { launchListQuerySchema, launchListResponseSchema } from '../../lib/contract/launch';
import { sessionOf } from '../auth/authenticate';
import { launches } from '../db/schema';
import type { AppDeps } from '../deps';
import { accountCurrencySql, toLaunchRecord } from '../launch/store';
import { replyFailure } from './account-scope';
import { reachAccountCached } from '../cache/reach-cache';

// GET /dashboard/campaign-launches: the caller's launches, newest first, paged (the side panel's launches page,
// docs/product-rules.md#launches-page). One query on launches_user_created_idx (user_id, created_at), the total by a
// window count; the payload and the account snapshot (the large columns) are not read. With `accountId`, the account
// must be one the user's platform connection reaches (404 otherwise, as on every account-scoped route).

const { payload: _payload, account: _account, ...listColumns } = getTableColumns(launches);

export function launchListRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return async (app) => {
    app.get(
      '/dashboard/campaign-launches',
      {
        schema: {
          querystring: launchListQuerySchema,
          response: {
            200: launchListResponseSchema,
            400: errorResponseSchema,
            404: errorResponseSchema.passthrough(),
            429: errorResponseSchema.passthrough(),
            502: errorResponseSchema.passthrough(),
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
        const where: SQL | undefined = accountId ? and(eq(launches.userId, userId), eq(launches.accountId, accountId)) : eq(launches.userId, userId);
        const rows = await db
          .select({ ...listColumns, currency: accountCurrencySql, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(launches)
          .where(where)
          .orderBy(desc(launches.createdAt), desc(launches.id))
          .limit(limit)
          .offset((page - 1) * limit);
        // Past the last page the window count has no row to ride on: count separately (rare).
        const total = rows[0]?.total ?? (page > 1 ? Number((await db.select({ n: count() }).from(launches).where(where))[0]?.n ?? 0) : 0);
        return {
          success: true as const,
          data: rows.map(({ total: _total, ...row }) => toLaunchRecord(row)),
          page,
          limit,
          total,
        };
      },
    );
  };
}
