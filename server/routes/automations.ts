import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  automationDeletedResponseSchema,
  automationIdParamsSchema,
  automationListResponseSchema,
  automationResponseSchema,
  automationRuleSchema,
  automationsAdminQuerySchema,
  automationsAdminResponseSchema,
  automationsQuerySchema,
  createAutomationRequestSchema,
  type Automation,
} from '../../lib/contract/automations';
import { errorResponseSchema } from '../../lib/contract/common';
import { automationMessages } from '../../lib/rules/messages';
import { sessionOf } from '../auth/authenticate';
import { NoPlatformConnectionError } from '../auth/sessions';
import { removeAutomationRules } from '../automations/remove-rules';
import { deleteAutomation, getAutomation, insertAutomation, listAutomations, updateAutomation, type AutomationRow } from '../db/repos/automations';
import { launchesOfAutomation } from '../db/repos/automations-rules';
import type { AppDeps } from '../deps';
import { createWithinCap } from '../limits/user-caps';
import { GraphError } from '../platform/graph-client';
import { automationWatchRoutes } from './automations-watch';

// Automations (docs/automations.md; docs/product-rules.md#automations): rules with a failure behaviour, per user. A
// launch names the automations attached to it (automationIds, checked to be the user's by the launch gate in
// auth/plans.ts); at its end its job makes the platform's rules for them (server/automations/launch-rules.ts). A
// changed automation queues its launches' jobs, which update their rules; a deleted one deletes them first.
// The spec names an admin listing by path only; without roles it lists the caller's own automations, paged.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Automation not found.';
const responses = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
function toAutomation(row: AutomationRow): Automation {
  return {
    automationId: row.id,
    automationName: row.name,
    status: row.status === 'PAUSED' ? 'PAUSED' : 'ACTIVE',
    rules: z.array(automationRuleSchema).parse(row.rules),
    failureBehaviour: row.failureBehaviour === 'PAUSE' || row.failureBehaviour === 'PAUSE_AND_RESUME' ? row.failureBehaviour : 'NONE',
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
  };
}

export function automationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(automationWatchRoutes(deps));

    app.get(
      '/automations',
      { schema: { querystring: automationsQuerySchema, response: { 200: automationListResponseSchema, ...responses } } },
      async (request) => {
        const { status, page, limit } = request.query;
        const { rows, total } = await listAutomations(deps.database, sessionOf(request).user.id, { status, page, limit });
        return { success: true as const, data: rows.map(toAutomation), page, limit, total };
      },
    );

    app.get(
      '/automations/admin',
      { schema: { querystring: automationsAdminQuerySchema, response: { 200: automationsAdminResponseSchema, ...responses } } },
      async (request) => {
        const userId = sessionOf(request).user.id;
        const { page, limit } = request.query;
        const { rows, total } = await listAutomations(deps.database, userId, { page, limit });
        return { success: true as const, data: rows.map(toAutomation), page, limit, total };
      },
    );

    app.post(
      '/automations',
      { schema: { body: createAutomationRequestSchema, response: { 200: automationResponseSchema, ...responses } } },
      async (request) => {
        const { name, rules, failureBehaviour, status, currency } = request.body;
        const userId = sessionOf(request).user.id;
        const row = await createWithinCap(deps, 'automations', userId, (tx) =>
          insertAutomation(tx, { userId, name, rules, failureBehaviour, status, currency: currency ?? null, createdAt: deps.now() }),
        );
        return { success: true as const, data: toAutomation(row) };
      },
    );

    // The whole automation (the editor sends every field; pausing is status PAUSED). Its launches' jobs update their
    // rules: renamed, rescoped, DISABLED while paused (docs/automations.md#changing-an-automation).
    app.put(
      '/automations/:id',
      { schema: { params: automationIdParamsSchema, body: createAutomationRequestSchema, response: { 200: automationResponseSchema, ...responses } } },
      async (request, reply) => {
        const userId = sessionOf(request).user.id;
        if (!uuid.test(request.params.id)) return reply.code(404).send({ success: false, error: NOT_FOUND });
        const row = await updateAutomation(deps.database, userId, request.params.id, { ...request.body, currency: request.body.currency ?? null });
        if (!row) return reply.code(404).send({ success: false, error: NOT_FOUND });
        for (const launchId of await launchesOfAutomation(deps.database, userId, row.id)) await deps.queue.enqueue(launchId);
        return { success: true as const, data: toAutomation(row) };
      },
    );

    app.delete(
      '/automations/:id',
      { schema: { params: automationIdParamsSchema, response: { 200: automationDeletedResponseSchema, ...responses, 502: errorResponseSchema } } },
      async (request, reply) => {
        const userId = sessionOf(request).user.id;
        const { id } = request.params;
        const automation = uuid.test(id) ? await getAutomation(deps.database, userId, id) : null;
        if (!automation) return reply.code(404).send({ success: false, error: NOT_FOUND });
        const launchIds = await launchesOfAutomation(deps.database, userId, id);
        let release;
        try {
          release = await removeAutomationRules(deps, userId, automation);
        } catch (error) {
          if (!(error instanceof GraphError) && !(error instanceof NoPlatformConnectionError)) throw error;
          request.log.warn({ err: error, automationId: id }, 'automation rules not deleted');
          return reply.code(502).send({
            success: false,
            error: 'Failed to delete the automation',
            cause: 'Facebook did not delete all its rules or turn on what it paused. Try again in a few minutes.',
          });
        }
        if (!(await deleteAutomation(deps.database, userId, id))) return reply.code(404).send({ success: false, error: NOT_FOUND });
        // A launch making its rules meanwhile finds the automation gone and deletes what it made.
        for (const launchId of launchIds) await deps.queue.enqueue(launchId);
        const message = automationMessages.deleted(release);
        return {
          success: true as const,
          resumedLaunches: release.resumed,
          keptPausedLaunches: release.keptByOthers + release.keptByPause,
          goneLaunches: release.gone,
          changedLaunches: release.changed,
          message,
        };
      },
    );
  };
}
