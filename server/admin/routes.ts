import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAssetCacheExpireResponseSchema } from '../../lib/contract/assets';
import { adminSessionsRevokeResponseSchema } from '../../lib/contract/auth';
import { errorResponseSchema } from '../../lib/contract/common';
import { adminPlanParamsSchema, adminPlanRequestSchema, planResponseSchema } from '../../lib/contract/plans';
import { planInfo, setPlan } from '../auth/plans';
import { revokeAllSessions } from '../auth/sessions';
import { ageCachedAssets } from '../db/repos/asset-cache';
import { userExists } from '../db/repos/users';
import type { AppDeps } from '../deps';
import { ASSET_CACHE_TTL_MS } from '../cache/asset-cache';

// Operators' routes, until billing exists (docs/bulk-launch.md "Plans"): they change a user's plan, e.g. to
// an inactive subscription or an exhausted trial, which is what opens the side panel's upgrade dialogs; and they
// mark a user's cached asset lists stale (docs/side-panel.md "Assets from the cache"), e.g. after a change on the
// platform the user is waiting for: the panel still opens from them, and reads them again at once; and they end
// every session of a user (docs/security.md#sessions), e.g. when a device was lost or a token leaked.
// They exist only when ADMIN_TOKEN is configured and take `Authorization: Bearer <ADMIN_TOKEN>`, never a
// user's session: a signed-in user cannot change their own plan.

const sameSecret = (a: string, b: string): boolean => {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
};

function requireAdmin(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !sameSecret(match[1], token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ success: false, error: 'An operator token is required.' });
    }
  };
}

export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const token = deps.config.adminToken;
    if (!token) return;
    app.addHook('onRequest', requireAdmin(token));
    app.put(
      '/admin/users/:userId/plan',
      {
        schema: {
          hide: true,
          params: adminPlanParamsSchema,
          body: adminPlanRequestSchema,
          response: { 200: planResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { userId } = request.params;
        if (!(await userExists(deps.database, userId))) return reply.code(404).send({ success: false, error: 'No such user.' });
        const { plan, subscription, trialLaunchLimit } = request.body;
        await setPlan(deps, userId, { plan, subscription, trial_launch_limit: subscription === 'trial' ? (trialLaunchLimit ?? null) : null }, true);
        request.log.info({ userId, plan, subscription }, 'plan changed by an operator');
        return { success: true as const, data: await planInfo(deps, userId) };
      },
    );

    app.post(
      '/admin/users/:userId/asset-cache/expire',
      {
        schema: {
          hide: true,
          params: adminPlanParamsSchema,
          response: { 200: adminAssetCacheExpireResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { userId } = request.params;
        if (!(await userExists(deps.database, userId))) return reply.code(404).send({ success: false, error: 'No such user.' });
        // Just past the freshness limit, so forceCache still answers from them (with isValid false).
        const expired = await ageCachedAssets(deps.database, userId, new Date(deps.now().getTime() - ASSET_CACHE_TTL_MS - 1000));
        request.log.info({ userId, expired }, 'asset cache expired by an operator');
        return { success: true as const, data: { expired } };
      },
    );

    app.post(
      '/admin/users/:userId/sessions/revoke',
      {
        schema: {
          hide: true,
          params: adminPlanParamsSchema,
          response: { 200: adminSessionsRevokeResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { userId } = request.params;
        if (!(await userExists(deps.database, userId))) return reply.code(404).send({ success: false, error: 'No such user.' });
        const revoked = await revokeAllSessions(deps, userId);
        request.log.info({ userId, revoked }, 'sessions revoked by an operator');
        return { success: true as const, data: { revoked } };
      },
    );
  };
}
