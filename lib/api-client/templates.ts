import { queryOptions } from '@tanstack/react-query';
import { okResponseSchema } from '../contract/common';
import { templateListResponseSchema, templateResponseSchema, type TemplateFields, type UpdateTemplateRequest } from '../contract/templates';
import { call, type Transport } from './client';

// Launch templates (docs/product-rules.md#templates: /campaign-templates): the user's list, and create, update, rename,
// delete. Callers invalidate `templateKeys.all` after a change.

export const templateKeys = { all: ['campaign-templates'] as const };

export const templateQueries = {
  list: (t: Transport) =>
    queryOptions({
      queryKey: templateKeys.all,
      queryFn: () => call(t, { method: 'GET', path: '/campaign-templates' }, templateListResponseSchema),
    }),
};

const path = (id: string) => `/campaign-templates/${encodeURIComponent(id)}`;

export const templateApi = {
  create: (t: Transport, fields: TemplateFields) => call(t, { method: 'POST', path: '/campaign-templates', body: fields }, templateResponseSchema),
  update: (t: Transport, id: string, changes: UpdateTemplateRequest) => call(t, { method: 'PUT', path: path(id), body: changes }, templateResponseSchema),
  rename: (t: Transport, id: string, name: string) => call(t, { method: 'PUT', path: path(id), body: { name } }, templateResponseSchema),
  remove: (t: Transport, id: string) => call(t, { method: 'DELETE', path: path(id) }, okResponseSchema),
};
