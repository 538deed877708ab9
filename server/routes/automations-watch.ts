import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityResponseSchema } from '../../lib/contract/automations-activity';
import { activityQuerySchema, launchRulesQuerySchema, launchRulesResponseSchema } from '../../lib/contract/automations';
import { errorResponseSchema, looseErrorResponseSchema, okResponseSchema } from '../../lib/contract/common';
import { isLaunchInProgress, type LaunchStatus } from '../../lib/contract/launch';
import { sessionOf } from '../auth/authenticate';
import { automationActivity, launchRulesView } from '../automations/watch';
import { getUserLaunch } from '../db/repos/launches';
import type { AppDeps } from '../deps';
import { replyFailure } from './account-scope';

// Watching automations (docs/automations.md#watching): each launch's rules and their last actions for the launches
// page, the latest actions for the background's notifications, and Set up again for a launch whose automations
// could not be made. Read from the platform: its failures answer 401, 404, 429 or 502 (account-scope.ts).

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: looseErrorResponseSchema,
  429: looseErrorResponseSchema,
  502: looseErrorResponseSchema,
};

export function automationWatchRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/automations/launch-rules',
      { schema: { querystring: launchRulesQuerySchema, response: { 200: launchRulesResponseSchema, ...failures } } },
      async (request, reply) => {
        try {
          return { success: true as const, data: await launchRulesView(deps, sessionOf(request).user.id, request.query.launchIds) };
        } catch (error) {
          return replyFailure(reply, request.log, error, undefined);
        }
      },
    );

    app.get(
      '/automations/activity',
      { schema: { querystring: activityQuerySchema, response: { 200: activityResponseSchema, ...failures } } },
      async (request, reply) => {
        try {
          return { success: true as const, data: await automationActivity(deps, sessionOf(request).user.id, request.query.namedAfter) };
        } catch (error) {
          return replyFailure(reply, request.log, error, undefined);
        }
      },
    );

    // Queues the launch's job: its rules step makes what is missing (docs/automations.md#failure-behaviours).
    app.post(
      '/automations/launches/:launchId/setup',
      {
        schema: {
          params: z.object({ launchId: z.string().max(100) }),
          response: { 200: okResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { launchId } = request.params;
        const row = z.uuid().safeParse(launchId).success ? await getUserLaunch(deps.database, sessionOf(request).user.id, launchId) : null;
        if (!row) return reply.code(404).send({ success: false, error: 'Launch not found.' });
        if (row.deletedAt || row.deletionDueAt || isLaunchInProgress(row.status as LaunchStatus) || row.status === 'FAILED')
          return reply.code(409).send({ success: false, error: 'Only a finished launch that made its campaign, and is not deleted, sets up its automations.' });
        await deps.queue.enqueue(row.id);
        return { success: true as const };
      },
    );
  };
}
