import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, okResponseSchema } from '../../lib/contract/common';
import {
  templateIdParamsSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  templateResponseSchema,
  storedTemplateFieldsSchema,
  templateFieldsSchema,
  updateTemplateRequestSchema,
  type Template,
  type TemplateFields,
  type UpdateTemplateRequest,
} from '../../lib/contract/templates';
import { templateNameError } from '../../lib/rules/templates';
import { sessionOf } from '../auth/authenticate';
import { deleteTemplate, findTemplate, insertTemplate, listTemplates, updateTemplate, type TemplateRow } from '../db/repos/templates';
import type { AppDeps } from '../deps';
import { createWithinCap } from '../limits/user-caps';

// Launch templates (docs/product-rules.md#templates: template, names, /campaign-templates), per user. Another user's
// template is a 404.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Template not found.';
const responses = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** Set by migration 0016 on a template saved before templates kept their currency: its amounts were dropped. */
const CLEARED = 'amountsCleared';
const AMOUNTS = ['dailyBudget', 'lifetimeBudget', 'bidAmount'] as const;

function toTemplate(row: TemplateRow): Template {
  // Stored fields are parsed, so a template saved by older code still answers the contract (or fails loudly).
  const fields = storedTemplateFieldsSchema.omit({ name: true }).parse(row.fields);
  const cleared = (row.fields as Record<string, unknown>)[CLEARED] === true;
  return {
    id: row.id,
    name: row.name,
    ...fields,
    ...(cleared ? { amountsCleared: true as const } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored template's fields with an update's changes; amounts sent again (with their currency) end the dropped ones'
 * notice. */
function updatedFields(stored: unknown, changes: Omit<UpdateTemplateRequest, 'name'>): Record<string, unknown> {
  const { [CLEARED]: cleared, ...rest } = stored as Record<string, unknown>;
  const sentAmounts = AMOUNTS.some((key) => Object.hasOwn(changes, key));
  return { ...rest, ...(cleared === true && !sentAmounts ? { [CLEARED]: true } : {}), ...changes };
}

function nameRefusal(name: string | undefined) {
  const message = name === undefined ? null : templateNameError(name);
  return message ? { success: false as const, error: message, fields: { name: [message] } } : null;
}

export function templateRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const find = async (userId: string, id: string): Promise<TemplateRow | null> => (uuid.test(id) ? findTemplate(deps.database, userId, id) : null);

  return async (app) => {
    app.get(
      '/campaign-templates',
      { schema: { querystring: templateListQuerySchema, response: { 200: templateListResponseSchema, ...responses } } },
      async (request) => {
        const { page, limit } = request.query;
        const { rows, total } = await listTemplates(deps.database, sessionOf(request).user.id, { page, limit });
        return { success: true as const, data: rows.map(toTemplate), page, limit, total };
      },
    );

    app.post(
      '/campaign-templates',
      { schema: { body: templateFieldsSchema, response: { 200: templateResponseSchema, ...responses } } },
      async (request, reply) => {
        const refusal = nameRefusal(request.body.name);
        if (refusal) return reply.code(400).send(refusal);
        const { name, ...fields }: TemplateFields = request.body;
        const userId = sessionOf(request).user.id;
        const row = await createWithinCap(deps, 'templates', userId, (tx) => insertTemplate(tx, { userId, name: name.trim(), fields, now: deps.now() }));
        return { success: true as const, data: toTemplate(row) };
      },
    );

    app.put(
      '/campaign-templates/:id',
      { schema: { params: templateIdParamsSchema, body: updateTemplateRequestSchema, response: { 200: templateResponseSchema, ...responses } } },
      async (request, reply) => {
        const userId = sessionOf(request).user.id;
        const refusal = nameRefusal(request.body.name);
        if (refusal) return reply.code(400).send(refusal);
        const existing = await find(userId, request.params.id);
        if (!existing) return reply.code(404).send({ success: false, error: NOT_FOUND });
        const { name, ...changes } = request.body;
        const fields = updatedFields(existing.fields, changes);
        const row = await updateTemplate(deps.database, userId, existing.id, { name: name?.trim() ?? existing.name, fields, now: deps.now() });
        if (!row) return reply.code(404).send({ success: false, error: NOT_FOUND });
        return { success: true as const, data: toTemplate(row) };
      },
    );

    app.delete(
      '/campaign-templates/:id',
      { schema: { params: templateIdParamsSchema, response: { 200: okResponseSchema, ...responses } } },
      async (request, reply) => {
        const userId = sessionOf(request).user.id;
        if (!uuid.test(request.params.id)) return reply.code(404).send({ success: false, error: NOT_FOUND });
        if (!(await deleteTemplate(deps.database, userId, request.params.id))) return reply.code(404).send({ success: false, error: NOT_FOUND });
        return { success: true as const };
      },
    );
  };
}
