import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMediaResponseSchema,
  adAccountResponseSchema,
  assetLimitResponseSchema,
  assetListQuerySchema,
  assetListResponseSchema,
  assetRefreshResponseSchema,
  combinedAssetsResponseSchema,
  conversionEventsQuerySchema,
  conversionEventsResponseSchema,
  type AccountMedia,
  type Asset,
  type CombinedAssets,
  type ConversionEvent,
} from '../../lib/contract/assets';
import { accountQuerySchema, errorResponseSchema } from '../../lib/contract/common';
import { launchErrorTexts } from '../../lib/rules/messages';
import { sessionOf } from '../auth/authenticate';
import { assetLimit } from '../auth/plans';
import { readThroughCache, takeRefreshTurn, withMinimumBudgets } from '../cache/asset-cache';
import { reachAccountCached } from '../cache/reach-cache';
import type { AppDeps } from '../deps';
import { reachAccount, type ReachedAccount } from '../platform/ad-accounts';
import { loadConversionEvents, loadInstagramAccounts, loadPages, loadPixels } from '../platform/assets-api';
import { loadAccountImages } from '../platform/media-api';
import { answerAccountRead, answerAsset, envelopeResponses, replyAssetFailure, replyFailure } from './account-scope';

// Ad-account assets (docs/api-routes.md#ad-account-assets-assets): the current account, pixels, pages, Instagram
// accounts, all three at once, conversion events, the account's images, Refresh Assets and the asset-count check.

/** Refresh Assets takes no body; whatever is sent is ignored. */
const assetRefreshBodySchema = z.unknown().optional();

const ASSET_LISTS = {
  pages: loadPages,
  pixels: loadPixels,
  'instagram-accounts': loadInstagramAccounts,
} as const;

export function assetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/facebook/adaccount/current',
      { schema: { querystring: accountQuerySchema, response: envelopeResponses(adAccountResponseSchema) } },
      async (request, reply) =>
        answerAsset(deps, reply, { userId: sessionOf(request).user.id, accountId: request.query.accountId, freshReach: true }, null, async (reached) =>
          withMinimumBudgets(deps, sessionOf(request).user.id, reached),
        ),
    );

    for (const [kind, load] of Object.entries(ASSET_LISTS)) {
      app.get(
        `/facebook/assets/${kind}`,
        {
          schema: {
            querystring: assetListQuerySchema,
            response: envelopeResponses(assetListResponseSchema),
          },
        },
        async (request, reply) => {
          const { accountId, forceCache } = request.query;
          return answerAsset(
            deps,
            reply,
            { userId: sessionOf(request).user.id, accountId, kind, forceCache: forceCache === 'true' },
            [] as Asset[],
            ({ accessToken }) => load(deps, accessToken, accountId),
          );
        },
      );
    }

    app.get(
      '/facebook/assets',
      { schema: { querystring: assetListQuerySchema, response: envelopeResponses(combinedAssetsResponseSchema) } },
      async (request, reply) => {
        const { accountId, forceCache } = request.query;
        const userId = sessionOf(request).user.id;
        try {
          // Reached once for the lists the cache cannot answer.
          let reached: Promise<ReachedAccount> | null = null;
          const reach = () => (reached ??= reachAccountCached(deps, userId, accountId));
          const read = (kind: keyof typeof ASSET_LISTS) =>
            readThroughCache(deps, { userId, accountId, kind, forceCache: forceCache === 'true' }, async () =>
              ASSET_LISTS[kind](deps, (await reach()).accessToken, accountId),
            );
          const [pixels, pages, instagramAccounts] = await Promise.all([read('pixels'), read('pages'), read('instagram-accounts')]);
          const data: CombinedAssets = { pixels: pixels.data, pages: pages.data, instagramAccounts: instagramAccounts.data };
          return { success: true, data, isValid: pixels.isValid && pages.isValid && instagramAccounts.isValid, error: null };
        } catch (error) {
          return replyAssetFailure(deps, reply, userId, error, null);
        }
      },
    );

    app.post(
      '/facebook/assets/refresh',
      {
        schema: {
          querystring: accountQuerySchema,
          body: assetRefreshBodySchema,
          response: {
            200: assetRefreshResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: assetRefreshResponseSchema,
            429: assetRefreshResponseSchema,
            502: assetRefreshResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const userId = sessionOf(request).user.id;
        const { accountId } = request.query;
        try {
          await reachAccount(deps, userId, accountId);
        } catch (error) {
          return replyFailure(reply, request.log, error, null);
        }
        const turn = await takeRefreshTurn(deps, userId, accountId);
        if (!('refreshedAt' in turn)) {
          return reply
            .code(429)
            .header('retry-after', String(Math.max(1, Math.ceil((turn.nextAllowedAt.getTime() - deps.now().getTime()) / 1000))))
            .send({
              success: false,
              data: null,
              error: launchErrorTexts.refreshLimited,
            });
        }
        return { success: true, data: { refreshedAt: turn.refreshedAt.toISOString(), nextAllowedAt: turn.nextAllowedAt.toISOString() }, error: null };
      },
    );

    app.get('/facebook/assets/limit', { schema: { response: envelopeResponses(assetLimitResponseSchema) } }, async (request) => ({
      success: true,
      data: await assetLimit(deps, sessionOf(request).user.id),
      isValid: true,
      error: null,
    }));

    app.get(
      '/facebook/conversion-events',
      { schema: { querystring: conversionEventsQuerySchema, response: envelopeResponses(conversionEventsResponseSchema) } },
      async (request, reply) => {
        const { accountId, pixelId, campaignObjective } = request.query;
        return answerAsset(deps, reply, { userId: sessionOf(request).user.id, accountId }, [] as ConversionEvent[], ({ accessToken }) =>
          loadConversionEvents(deps, accessToken, accountId, pixelId, campaignObjective, (error, what) =>
            request.log.warn({ graph: { message: error.message, code: error.code, subcode: error.subcode } }, `${what} unavailable`),
          ),
        );
      },
    );

    app.get(
      '/library/account-media',
      { schema: { querystring: accountQuerySchema, response: envelopeResponses(accountMediaResponseSchema) } },
      async (request, reply) =>
        answerAccountRead(deps, request, reply, [] as AccountMedia[], ({ accessToken }) => loadAccountImages(deps, accessToken, request.query.accountId)),
    );
  };
}
