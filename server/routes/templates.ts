import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, okResponseSchema } from '../../lib/contract/common';
import {
  createTemplateRequestSchema,
  templateIdParamsSchema,
  templateListResponseSchema,
  templateResponseSchema,
  templateFieldsSchema,
  updateTemplateRequestSchema,
  type Template,
  type TemplateFields,
} from '../../lib/contract/templates';
import { templateNameError } from '../../lib/rules/templates';
import { sessionOf } from '../auth/authenticate';
import { campaignTemplates } from '../db/schema';
import type { AppDeps } from '../deps';

// Launch templates (docs/product-rules.md#templates: template, names, /campaign-templates), per user. Another user's
// template is a 404.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Template not found.';
const responses = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

type Row = typeof campaignTemplates.$inferSelect;

function toTemplate(row: Row): Template {
  // Stored fields are parsed, so a template saved by older code still answers the contract (or fails loudly).
  const fields = templateFieldsSchema.omit({ name: true }).parse(row.fields);
  return { id: row.id, name: row.name, ...fields, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function nameRefusal(name: string | undefined) {
  const message = name === undefined ? null : templateNameError(name);
  return message ? { success: false as const, error: message, fields: { name: [message] } } : null;
}

export function templateRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps.database;
  const find = async (userId: string, id: string): Promise<Row | null> => {
    if (!uuid.test(id)) return null;
    const rows = await db
      .select()
      .from(campaignTemplates)
      .where(and(eq(campaignTemplates.id, id), eq(campaignTemplates.userId, userId)))
      .limit(1);
    return rows[0] ?? null;
  };

  return async (app) => {
    app.get('/campaign-templates', { schema: { response: { 200: templateListResponseSchema, ...responses } } }, async (request) => {
      const rows = await db
        .select()
        .from(campaignTemplates)
        .where(eq(campaignTemplates.userId, sessionOf(request).user.id))
        .orderBy(asc(campaignTemplates.name), asc(campaignTemplates.createdAt));
      return { success: true as const, data: rows.map(toTemplate) };
    });

    app.post(
      '/campaign-templates',
      { schema: { body: createTemplateRequestSchema, response: { 200: templateResponseSchema, ...responses } } },
      async (request, reply) => {
        const refusal = nameRefusal(request.body.name);
        if (refusal) return reply.code(400).send(refusal);
        const { name, ...fields }: TemplateFields = request.body;
        const now = deps.now();
        const [row] = await db
          .insert(campaignTemplates)
          .values({ id: crypto.randomUUID(), userId: sessionOf(request).user.id, name: name.trim(), fields, createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error('Template insert returned nothing');
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
        const fields = { ...(existing.fields as object), ...changes };
        const [row] = await db
          .update(campaignTemplates)
          .set({ name: name?.trim() ?? existing.name, fields, updatedAt: deps.now() })
          .where(and(eq(campaignTemplates.id, existing.id), eq(campaignTemplates.userId, userId)))
          .returning();
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
        const deleted = await db
          .delete(campaignTemplates)
          .where(and(eq(campaignTemplates.id, request.params.id), eq(campaignTemplates.userId, userId)))
          .returning({ id: campaignTemplates.id });
        if (deleted.length === 0) return reply.code(404).send({ success: false, error: NOT_FOUND });
        return { success: true as const };
      },
    );
  };
}
