import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authCallbackQuerySchema,
  authClaimRequestSchema,
  authClaimResponseSchema,
  authMeResponseSchema,
  authStartQuerySchema,
  authTokenRequestSchema,
  authTokenResponseSchema,
} from '../../lib/contract/auth';
import { planResponseSchema } from '../../lib/contract/plans';
import { errorResponseSchema, okResponseSchema } from '../../lib/contract/common';
import type { AppDeps } from '../deps';
import { pendingLogins } from '../db/schema';
import { GraphError } from '../platform/graph-client';
import { authenticate, sessionOf } from './authenticate';
import { planInfo, setPlan } from './plans';
import { createSession, revokeSession, upsertPlatformUser } from './sessions';
import { randomToken, sha256Base64url } from './token-crypto';

// Sign-in with the platform for the extension (lib/contract/auth.ts explains the PKCE-like flow).

export const PLATFORM_SCOPES = ['ads_management', 'ads_read', 'business_management', 'pages_show_list', 'leads_retrieval', 'catalog_management'];
const PENDING_LOGIN_LIFETIME_MS = 10 * 60 * 1000;

export function callbackUrl(deps: AppDeps): string {
  return `${deps.config.publicUrl}/auth/facebook/callback`;
}

/** The routes that run without a session: start, callback, claim. */
export function publicAuthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/facebook/start',
      { schema: { security: [], querystring: authStartQuerySchema, response: { 400: errorResponseSchema } } },
      async (request, reply) => {
        // Housekeeping: sign-ins abandoned more than a day ago.
        await deps.database.db.delete(pendingLogins).where(lt(pendingLogins.expiresAt, new Date(deps.now().getTime() - 86_400_000)));
        const state = randomToken();
        const inserted = await deps.database.db
          .insert(pendingLogins)
          .values({
            id: crypto.randomUUID(),
            challenge: request.query.challenge,
            state,
            expiresAt: new Date(deps.now().getTime() + PENDING_LOGIN_LIFETIME_MS),
          })
          .onConflictDoNothing()
          .returning({ id: pendingLogins.id });
        if (inserted.length === 0) {
          return reply.code(400).send({ success: false, error: 'This sign-in link was already used. Start signing in again from Salvo.' });
        }
        const url = new URL(`${deps.config.platformLoginBase}/${deps.config.graphApiVersion}/dialog/oauth`);
        url.searchParams.set('client_id', deps.config.platformAppId);
        url.searchParams.set('redirect_uri', callbackUrl(deps));
        url.searchParams.set('state', state);
        url.searchParams.set('scope', PLATFORM_SCOPES.join(','));
        url.searchParams.set('response_type', 'code');
        return reply.redirect(url.toString(), 302);
      },
    );

    app.get('/auth/facebook/callback', { schema: { security: [], querystring: authCallbackQuerySchema } }, async (request, reply) => {
      const { state, code, error, error_description: errorDescription } = request.query;
      const [pending] = await deps.database.db
        .select()
        .from(pendingLogins)
        .where(and(eq(pendingLogins.state, state), isNull(pendingLogins.completedAt), gt(pendingLogins.expiresAt, deps.now())))
        .limit(1);
      if (!pending) {
        return sendPage(reply, 400, 'Sign-in expired', 'This sign-in has expired or was already used. Start signing in again from Salvo.');
      }
      if (error || !code) {
        await deps.database.db.update(pendingLogins).set({ error: error ?? 'no_code' }).where(eq(pendingLogins.id, pending.id));
        request.log.info({ error, errorDescription }, 'platform sign-in not completed');
        return sendPage(reply, 400, 'Sign-in cancelled', 'Sign-in was cancelled. You can close this tab and try again from Salvo.');
      }
      try {
        const exchanged = await deps.graph.get<{ access_token: string; expires_in?: number }>('oauth/access_token', '', {
          client_id: deps.config.platformAppId,
          client_secret: deps.config.platformAppSecret,
          redirect_uri: callbackUrl(deps),
          code,
        });
        // The code gives a short-lived token (about 2 hours); launches run later, so keep a long-lived one.
        const longLived = await deps.graph.get<{ access_token: string; expires_in?: number }>('oauth/access_token', '', {
          grant_type: 'fb_exchange_token',
          client_id: deps.config.platformAppId,
          client_secret: deps.config.platformAppSecret,
          fb_exchange_token: exchanged.access_token,
        });
        const me = await deps.graph.get<{ id: string; name?: string }>('me', longLived.access_token, { fields: 'id,name' });
        const user = await upsertPlatformUser(deps, {
          platformUserId: me.id,
          name: me.name ?? me.id,
          accessToken: longLived.access_token,
          scopes: PLATFORM_SCOPES.join(','),
          tokenExpiresAt: longLived.expires_in ? new Date(deps.now().getTime() + longLived.expires_in * 1000) : null,
        });
        await recordDefaultPlan(deps, user.id, longLived.access_token, request.log);
        await deps.database.db
          .update(pendingLogins)
          .set({ userId: user.id, completedAt: deps.now() })
          .where(and(eq(pendingLogins.id, pending.id), isNull(pendingLogins.completedAt)));
      } catch (cause) {
        request.log.warn({ err: describePlatformError(cause) }, 'platform sign-in failed');
        await deps.database.db.update(pendingLogins).set({ error: 'exchange_failed' }).where(eq(pendingLogins.id, pending.id));
        return sendPage(reply, 502, 'Sign-in failed', 'Facebook did not confirm the sign-in. Close this tab and try again from Salvo.');
      }
      return sendPage(reply, 200, 'Signed in to Salvo', 'You can close this tab and return to Ads Manager.');
    });

    app.post(
      '/auth/claim',
      {
        schema: {
          security: [],
          body: authClaimRequestSchema,
          response: { 200: authClaimResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 410: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const challenge = sha256Base64url(request.body.verifier);
        const [pending] = await deps.database.db.select().from(pendingLogins).where(eq(pendingLogins.challenge, challenge)).limit(1);
        if (!pending || pending.expiresAt <= deps.now()) {
          return reply.code(404).send({ success: false, error: 'No sign-in is waiting for this code. Start signing in again.' });
        }
        if (pending.error) return reply.code(400).send({ success: false, error: 'Sign-in was cancelled or failed. Start signing in again.' });
        if (!pending.completedAt || !pending.userId) return { status: 'pending' as const };
        // Exactly one claim wins the session token.
        const claimed = await deps.database.db
          .update(pendingLogins)
          .set({ claimedAt: deps.now() })
          .where(and(eq(pendingLogins.id, pending.id), isNull(pendingLogins.claimedAt)))
          .returning({ userId: pendingLogins.userId });
        const userId = claimed[0]?.userId;
        if (!userId) return reply.code(410).send({ success: false, error: 'This sign-in was already completed. Start signing in again.' });
        const session = await createSession(deps, userId);
        const me = await deps.database.query<{ id: string; name: string }>('SELECT id, name FROM users WHERE id = $1', [userId]);
        const user = me[0];
        if (!user) return reply.code(404).send({ success: false, error: 'No sign-in is waiting for this code. Start signing in again.' });
        return { status: 'complete' as const, token: session.token, expiresAt: session.expiresAt.toISOString(), user };
      },
    );

    // Agencies sign in with a platform system-user token: accepted only when the platform says it is valid, for
    // this app, with the ads permissions (debug_token with the app token), then kept encrypted like any other.
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
        const refused = () => reply.code(401).send({ success: false, error: 'Facebook did not accept this access token. Check the system user token and try again.' });
        let debug: { data?: { is_valid?: boolean; app_id?: string; user_id?: string; scopes?: string[]; expires_at?: number } };
        let me: { id: string; name?: string };
        try {
          debug = await deps.graph.get('debug_token', `${deps.config.platformAppId}|${deps.config.platformAppSecret}`, { input_token: accessToken });
          const info = debug.data;
          if (!info?.is_valid || info.app_id !== deps.config.platformAppId) return refused();
          const scopes = info.scopes ?? [];
          if (!scopes.includes('ads_management')) {
            return reply.code(400).send({ success: false, error: 'This access token lacks the ads_management permission.', fields: { accessToken: ['This access token lacks the ads_management permission.'] } });
          }
          me = await deps.graph.get<{ id: string; name?: string }>('me', accessToken, { fields: 'id,name' });
        } catch (cause) {
          request.log.warn({ err: describePlatformError(cause) }, 'system-user token check failed');
          if (cause instanceof GraphError && (cause.isAuthError || cause.code === 104)) return refused();
          return reply.code(502).send({ success: false, error: 'Facebook could not check this access token. Please try again.' });
        }
        const user = await upsertPlatformUser(deps, {
          platformUserId: me.id,
          name: me.name ?? me.id,
          accessToken,
          scopes: (debug.data?.scopes ?? []).join(','),
          tokenExpiresAt: debug.data?.expires_at ? new Date(debug.data.expires_at * 1000) : null,
        });
        await setPlan(deps, user.id, { plan: 'agency' });
        const session = await createSession(deps, user.id);
        return { token: session.token, expiresAt: session.expiresAt.toISOString(), user };
      },
    );
  };
}

/** The session routes: who am I, sign out. */
export function sessionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate(deps));
    app.get('/auth/me', { schema: { response: { 200: authMeResponseSchema } } }, async (request) => ({ user: sessionOf(request).user }));
    app.get('/auth/plan', { schema: { response: { 200: planResponseSchema } } }, async (request) => ({
      success: true as const,
      data: await planInfo(deps, sessionOf(request).user.id),
    }));
    app.post('/auth/logout', { schema: { body: z.unknown().optional(), response: { 200: okResponseSchema } } }, async (request) => {
      await revokeSession(deps, sessionOf(request).sessionId);
      return { success: true as const };
    });
  };
}

/** The plan of a first sign-in: an agency when the connection reaches more than one ad account (plans.ts). */
async function recordDefaultPlan(deps: AppDeps, userId: string, accessToken: string, log: FastifyBaseLogger): Promise<void> {
  let accounts = 0;
  try {
    accounts = (await deps.graph.getAll<{ id: string }>('me/adaccounts', accessToken, { fields: 'id', limit: 25 }, 2)).length;
  } catch (cause) {
    log.warn({ err: describePlatformError(cause) }, 'ad accounts not read at sign-in');
  }
  await setPlan(deps, userId, { plan: accounts > 1 ? 'agency' : 'advertiser' });
}

function describePlatformError(cause: unknown): unknown {
  if (cause instanceof GraphError) return { message: cause.message, code: cause.code, subcode: cause.subcode, fbtraceId: cause.fbtraceId };
  return cause instanceof Error ? { message: cause.message } : cause;
}

function sendPage(reply: FastifyReply, status: number, title: string, message: string) {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1c1e21}h1{font-size:1.5rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body>
</html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(html);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
