import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attributionSettingsQuerySchema, attributionSettingsResponseSchema, audiencesResponseSchema, type Audience } from '../../lib/contract/assets';
import { accountQuerySchema } from '../../lib/contract/common';
import { attributionSettings } from '../../lib/rules/attribution';
import { sessionOf } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { loadCustomAudiences, loadSavedAudiences } from '../platform/assets-api';
import { answerAsset, envelopeResponses } from './account-scope';

// Saved and custom audiences of the ad account, and the attribution settings an optimization goal allows
// (docs/product-rules.md#attribution-and-performance-goal: default 7c-1v; traffic 1c-0v).

/** The audience lists: their route, their kind in the asset cache, and how the platform is read for them. */
const AUDIENCE_LISTS = [
  { url: '/facebook/targeting/saved-audiences', kind: 'saved-audiences', load: loadSavedAudiences },
  { url: '/facebook/targeting-audiences/custom-audiences', kind: 'custom-audiences', load: loadCustomAudiences },
] as const;

export function audienceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    for (const { url, kind, load } of AUDIENCE_LISTS) {
      app.get(url, { schema: { querystring: accountQuerySchema, response: envelopeResponses(audiencesResponseSchema) } }, async (request, reply) =>
        answerAsset(deps, reply, { userId: sessionOf(request).user.id, accountId: request.query.accountId, kind }, [] as Audience[], ({ accessToken }) =>
          load(deps, accessToken, request.query.accountId),
        ),
      );
    }

    app.get(
      '/facebook/settings/attribution-settings',
      { schema: { querystring: attributionSettingsQuerySchema, response: envelopeResponses(attributionSettingsResponseSchema) } },
      async (request) => ({ success: true, data: attributionSettings(request.query.optimization_goal), isValid: true, error: null }),
    );
  };
}
