import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adSetsResponseSchema,
  campaignParamsSchema,
  campaignsQuerySchema,
  campaignsResponseSchema,
  importAccountsResponseSchema,
  importDetailsQuerySchema,
  importDetailsResponseSchema,
  mediaStatusResponseSchema,
  type ExistingAdSetItem,
  type ExistingCampaignItem,
} from '../../lib/contract/campaigns';
import { accountQuerySchema, errorResponseSchema } from '../../lib/contract/common';
import { sessionOf } from '../auth/authenticate';
import { platformAccessToken } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { importDetails, listAdSets, listCampaigns, listImportAccounts, mediaStatus } from '../platform/campaigns-api';
import { answerAccountRead, answerAsset, envelopeResponses, replyFailure } from './account-scope';

// Existing campaigns and import (docs/product-rules.md#existing-campaign: /facebook/campaigns/v2...), and the media
// status.

export function campaignRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/facebook/campaigns/v2',
      { schema: { querystring: campaignsQuerySchema, response: envelopeResponses(campaignsResponseSchema) } },
      async (request, reply) => {
        const { accountId, campaignObjective, adCategory } = request.query;
        return answerAsset(deps, reply, { userId: sessionOf(request).user.id, accountId }, [] as ExistingCampaignItem[], (reached) =>
          listCampaigns(deps, reached, campaignObjective, adCategory),
        );
      },
    );

    app.get(
      '/facebook/campaigns/v2/:id/adsets',
      { schema: { params: campaignParamsSchema, querystring: accountQuerySchema, response: envelopeResponses(adSetsResponseSchema) } },
      async (request, reply) => answerAccountRead(deps, request, reply, [] as ExistingAdSetItem[], (reached) => listAdSets(deps, reached, request.params.id)),
    );

    app.get('/facebook/campaigns/v2/import/ad-accounts', { schema: { response: envelopeResponses(importAccountsResponseSchema) } }, async (request, reply) => {
      try {
        const accessToken = await platformAccessToken(deps, sessionOf(request).user.id);
        return { success: true, data: await listImportAccounts(deps, accessToken), isValid: true, error: null };
      } catch (error) {
        return replyFailure(reply, request.log, error, []);
      }
    });

    app.get(
      '/facebook/campaigns/v2/import/:id/details',
      { schema: { params: campaignParamsSchema, querystring: importDetailsQuerySchema, response: envelopeResponses(importDetailsResponseSchema) } },
      async (request, reply) =>
        answerAccountRead(deps, request, reply, null, (reached) => importDetails(deps, reached, request.params.id, request.query.adsetId)),
    );

    app.get(
      '/facebook/media/status',
      {
        schema: {
          querystring: accountQuerySchema,
          response: {
            200: mediaStatusResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: mediaStatusResponseSchema,
            429: mediaStatusResponseSchema,
            502: mediaStatusResponseSchema,
          },
        },
      },
      // Returned as it is, like every account read (the schema leaves out isValid): a failure's answer is the reply it
      // sent, which resolves to nothing once awaited.
      async (request, reply) =>
        answerAccountRead(deps, request, reply, 'idle' as const, ({ accessToken }) => mediaStatus(deps, accessToken, request.query.accountId)),
    );
  };
}
