import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogParamsSchema,
  catalogsResponseSchema,
  idParamsSchema,
  leadFormResponseSchema,
  leadFormsResponseSchema,
  pageParamsSchema,
  productSetsResponseSchema,
  productsQuerySchema,
  productsResponseSchema,
} from '../../lib/contract/assets';
import { accountQuerySchema } from '../../lib/contract/common';
import type { AppDeps } from '../deps';
import { checkPage, loadCatalogs, loadLeadForm, loadLeadForms, loadProducts, loadProductSets } from '../platform/assets-api';
import { answerAccountRead, envelopeResponses } from './account-scope';

// What a page and a catalog offer (spec §4 "Selecting a page loads its lead forms and catalogs. Selecting a
// catalog loads its products"): lead forms, one lead form, catalogs, products by name, product sets.
// Each takes the ad account of Ads Manager (404 when not the user's) and reads the object with the user's own
// token, so another user's page, form or catalog is a 404 too.

export function pageAssetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const pageQuery = { params: pageParamsSchema, querystring: accountQuerySchema };
    app.get(
      '/facebook/assets/pages/:pageId/lead-forms',
      { schema: { ...pageQuery, response: envelopeResponses(leadFormsResponseSchema) } },
      async (request, reply) => answerAccountRead(deps, request, reply, [], ({ accessToken }) => loadLeadForms(deps, accessToken, request.params.pageId)),
    );
    app.get(
      '/facebook/lead-forms/:id',
      { schema: { params: idParamsSchema, querystring: accountQuerySchema, response: envelopeResponses(leadFormResponseSchema) } },
      async (request, reply) => answerAccountRead(deps, request, reply, null, ({ accessToken }) => loadLeadForm(deps, accessToken, request.params.id)),
    );
    app.get(
      '/facebook/assets/pages/:pageId/catalogs',
      { schema: { ...pageQuery, response: envelopeResponses(catalogsResponseSchema) } },
      async (request, reply) =>
        answerAccountRead(deps, request, reply, [], async ({ accessToken }) => {
          await checkPage(deps, accessToken, request.params.pageId);
          return loadCatalogs(deps, accessToken, request.query.accountId);
        }),
    );
    app.get(
      '/facebook/assets/catalogs/:catalogId/products',
      { schema: { params: catalogParamsSchema, querystring: productsQuerySchema, response: envelopeResponses(productsResponseSchema) } },
      async (request, reply) =>
        answerAccountRead(deps, request, reply, [], ({ accessToken }) => loadProducts(deps, accessToken, request.params.catalogId, request.query.name)),
    );
    app.get(
      '/facebook/assets/catalogs/:catalogId/product-sets',
      { schema: { params: catalogParamsSchema, querystring: accountQuerySchema, response: envelopeResponses(productSetsResponseSchema) } },
      async (request, reply) => answerAccountRead(deps, request, reply, [], ({ accessToken }) => loadProductSets(deps, accessToken, request.params.catalogId)),
    );
  };
}
