import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
import { errorResponseSchema, okResponseSchema } from '../../lib/contract/common';
import { sessionOf } from '../auth/authenticate';
import { deleteAutomation, insertAutomation, listAutomations, type AutomationRow } from '../db/repos/automations';
import type { AppDeps } from '../deps';
import { createWithinCap } from '../limits/user-caps';

// Automations (docs/product-rules.md#automations): rules as data with a failure behaviour, per user. A launch names the
// automations attached to it (automationIds, checked to be the user's by the launch gate in auth/plans.ts) and keeps
// them in its payload. Running them after a launch is not part of this API yet.
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
    createdAt: row.createdAt.toISOString(),
  };
}

export function automationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
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
        const { name, rules, failureBehaviour, status } = request.body;
        const userId = sessionOf(request).user.id;
        const row = await createWithinCap(deps, 'automations', userId, (tx) =>
          insertAutomation(tx, { userId, name, rules, failureBehaviour, status, createdAt: deps.now() }),
        );
        return { success: true as const, data: toAutomation(row) };
      },
    );

    app.delete(
      '/automations/:id',
      { schema: { params: automationIdParamsSchema, response: { 200: okResponseSchema, ...responses } } },
      async (request, reply) => {
        if (!uuid.test(request.params.id)) return reply.code(404).send({ success: false, error: NOT_FOUND });
        if (!(await deleteAutomation(deps.database, sessionOf(request).user.id, request.params.id)))
          return reply.code(404).send({ success: false, error: NOT_FOUND });
        return { success: true as const };
      },
    );
  };
}
