import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { refuseNotLive } from '../limits/unauthorized';
import { SESSION_TOKEN_HEADER } from './session-rotation';
import { sessionTokenOf } from './session-token';
import { findSession, type AuthenticatedSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session; set by `authenticate` on every route but the sign-in ones. */
    auth: AuthenticatedSession | null;
  }
  interface FastifyContextConfig {
    /** The route takes a session (requireSession, or a route that checks its own): the limits count it per user. */
    session?: boolean;
  }
}

const UNAUTHENTICATED_MESSAGE = 'Sign in to Salvo to continue.';

/** The answer to a request without a live session: the same whatever the token was. */
export function unauthenticated(reply: FastifyReply): FastifyReply {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ success: false, error: UNAUTHENTICATED_MESSAGE });
}

/**
 * The answer to a session token that was looked up and is not live (unknown, expired, revoked): the 401, counted
 * toward its address's figure, or past it a 429 (server/limits/unauthorized.ts). A token that proves nothing never gets
 * here: it is refused before any query.
 */
export async function noLiveSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  await refuseNotLive(deps, request);
  return unauthenticated(reply);
}

/** An onRequest hook: 401 before anything else runs (body parsing, validation) without a live session. */
function authenticate(deps: AppDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionTokenOf(deps, request);
    if (!token) return unauthenticated(reply);
    const session = await findSession(deps, token);
    if (!session) return noLiveSession(deps, request, reply);
    request.auth = session;
    // A rotated session's new token (docs/security.md#rotation), on whatever the route answers.
    if (session.renewedToken) reply.header(SESSION_TOKEN_HEADER, session.renewedToken);
  };
}

/**
 * Puts every route of this scope behind a session: `authenticate` first, and each route marked as one that takes a
 * session, so the per-address limits leave its requests with a session token to the per-user ones (docs/limits.md).
 */
export function requireSession(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, session: true };
  });
  app.addHook('onRequest', authenticate(deps));
}

/** The session of an authenticated route (the hook guarantees it). */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new Error('Route reached without a session');
  return request.auth;
}
