import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authDialogQuerySchema,
  authDialogResponseSchema,
  authExchangeRequestSchema,
  authMeResponseSchema,
  authSessionResponseSchema,
  authTokenRequestSchema,
  authTokenResponseSchema,
} from '../../lib/contract/auth';
import { planResponseSchema } from '../../lib/contract/plans';
import { errorResponseSchema, okResponseSchema } from '../../lib/contract/common';
import type { AppDeps } from '../deps';
import { debugToken, readMe, type PlatformUser, type TokenInfo } from '../platform/auth-api';
import { GraphError } from '../platform/graph-client';
import { requireSession, sessionOf } from './authenticate';
import { describePlatformError, dialogUrl, signInWithCode, SignInRefused } from './platform-login';
import { planInfo, setPlan } from './plans';
import { createSession, revokeAllSessions, revokeSession, upsertPlatformUser } from './sessions';
import { rememberedRefusal, rememberRefusal, type Refusal } from './token-refusals';

// The routes that run without a session: the extension's sign-in (platform-login.ts, docs/security.md
// "Sign-in") and the system-user token sign-in of API clients.

export function publicAuthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const refusedBy = (error: SignInRefused) => ({
      success: false as const,
      error: error.message,
      ...(error.field ? { fields: { [error.field]: [error.message] } } : {}),
    });

    app.get(
      '/auth/facebook/dialog',
      { schema: { security: [], querystring: authDialogQuerySchema, response: { 200: authDialogResponseSchema, 400: errorResponseSchema } } },
      async (request, reply) => {
        try {
          return { url: dialogUrl(deps, request.query) };
        } catch (error) {
          if (error instanceof SignInRefused) return reply.code(400).send(refusedBy(error));
          throw error;
        }
      },
    );

    app.post(
      '/auth/facebook/exchange',
      {
        schema: {
          security: [],
          body: authExchangeRequestSchema,
          response: { 200: authSessionResponseSchema, 400: errorResponseSchema, 502: errorResponseSchema },
        },
      },
      async (request, reply) => {
        try {
          const user = await signInWithCode(deps, request.body, request.log);
          const session = await createSession(deps, user.id, 'extension');
          return { token: session.token, expiresAt: session.expiresAt.toISOString(), user };
        } catch (error) {
          if (error instanceof SignInRefused) return reply.code(error.status).send(refusedBy(error));
          throw error;
        }
      },
    );

    // Agencies sign in with a platform system-user token: accepted only when the platform says it is valid, for
    // this app, with the ads permissions, and a system user's (debug_token with the app token), then kept encrypted
    // like any other.
    app.post(
      '/auth/token',
      {
        schema: {
          security: [],
          body: authTokenRequestSchema,
          response: { 200: authTokenResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 502: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { accessToken } = request.body;
        const remembered = rememberedRefusal(deps, accessToken);
        if (remembered) return reply.code(remembered.status).send(remembered.body);
        const notAccepted = { success: false as const, error: 'Facebook did not accept this access token. Check the system user token and try again.' };
        const refused = () => reply.code(401).send(notAccepted);
        // The platform's own no: remembered briefly, so the same token does not reach it again (token-refusals.ts).
        const refusedByPlatform = (refusal: Refusal) => {
          rememberRefusal(deps, accessToken, refusal);
          return reply.code(refusal.status).send(refusal.body);
        };
        let info: TokenInfo;
        let me: PlatformUser;
        try {
          info = await debugToken(deps, accessToken);
          if (!info.isValid || info.appId !== deps.config.platformAppId) {
            return refusedByPlatform({ status: 401, body: notAccepted });
          }
          if (!info.scopes.includes('ads_management')) {
            const message = 'This access token lacks the ads_management permission.';
            return refusedByPlatform({ status: 400, body: { success: false, error: message, fields: { accessToken: [message] } } });
          }
          // A person's token belongs in the extension's sign-in, which keeps it only as long as they use Salvo
          // (docs/security.md#sign-in-for-api-clients); API clients sign in as a business's system user.
          if (info.type !== 'SYSTEM_USER') {
            const message =
              "This is not a system user's access token. Generate one for a system user in Business Settings, or sign in with Facebook in the Salvo extension.";
            return refusedByPlatform({ status: 400, body: { success: false, error: message, fields: { accessToken: [message] } } });
          }
          me = await readMe(deps, accessToken);
        } catch (cause) {
          request.log.warn({ err: describePlatformError(cause) }, 'system-user token check failed');
          if (cause instanceof GraphError && (cause.isAuthError || cause.code === 104)) return refused();
          return reply.code(502).send({ success: false, error: 'Facebook could not check this access token. Please try again.' });
        }
        const user = await upsertPlatformUser(deps, {
          platformUserId: me.id,
          name: me.name ?? me.id,
          accessToken,
          scopes: info.scopes.join(','),
          tokenExpiresAt: info.expiresAt ? new Date(info.expiresAt * 1000) : null,
        });
        await setPlan(deps, user.id, { plan: 'agency' });
        const session = await createSession(deps, user.id, 'api');
        return { token: session.token, expiresAt: session.expiresAt.toISOString(), user };
      },
    );
  };
}

/** The session routes: who am I, sign out, sign out everywhere. */
export function sessionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);
    app.get('/auth/me', { schema: { response: { 200: authMeResponseSchema } } }, async (request) => ({ user: sessionOf(request).user }));
    app.get('/auth/plan', { schema: { response: { 200: planResponseSchema } } }, async (request) => ({
      success: true as const,
      data: await planInfo(deps, sessionOf(request).user.id),
    }));
    app.post('/auth/logout', { schema: { body: z.unknown().optional(), response: { 200: okResponseSchema } } }, async (request) => {
      await revokeSession(deps, sessionOf(request).sessionId);
      return { success: true as const };
    });
    // Every session of the user, the caller's too: the extension's in each browser and the API clients'.
    app.post('/auth/logout-all', { schema: { body: z.unknown().optional(), response: { 200: okResponseSchema } } }, async (request) => {
      const { user } = sessionOf(request);
      const revoked = await revokeAllSessions(deps, user.id);
      request.log.info({ userId: user.id, revoked }, 'signed out everywhere');
      return { success: true as const };
    });
  };
}
