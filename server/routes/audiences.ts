import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attributionSettingsQuerySchema,
  attributionSettingsResponseSchema,
  audiencesResponseSchema,
  type AttributionSetting,
  type Audience,
} from '../../lib/contract/assets';
import { accountQuerySchema } from '../../lib/contract/common';
import { DEFAULT_ATTRIBUTION, TRAFFIC_ATTRIBUTION } from '../../lib/rules/constants';
import { sessionOf } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { loadCustomAudiences, loadSavedAudiences } from '../platform/assets-api';
import { answerAsset, envelopeResponses } from './account-scope';

// Saved and custom audiences of the ad account, and the attribution settings an optimization goal allows
// (docs/product-rules.md#attribution-and-performance-goal: default 7c-1v; traffic 1c-0v).

const ATTRIBUTION_NAMES: Record<string, string> = {
  '7c-1v': '7-day click and 1-day view',
  '7c-0v': '7-day click',
  '1c-1v': '1-day click and 1-day view',
  '1c-0v': '1-day click',
};

/** The options of an optimization goal: traffic goals click-through 1 day only; conversions and leads all four. */
function attributionSettings(goal: string | undefined): AttributionSetting[] {
  if (goal === 'LINK_CLICKS' || goal === 'LANDING_PAGE_VIEWS') {
    return [{ id: TRAFFIC_ATTRIBUTION, name: ATTRIBUTION_NAMES[TRAFFIC_ATTRIBUTION] ?? TRAFFIC_ATTRIBUTION, isDefault: true }];
  }
  return Object.entries(ATTRIBUTION_NAMES).map(([id, name]) => ({ id, name, isDefault: id === DEFAULT_ATTRIBUTION }));
}

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
