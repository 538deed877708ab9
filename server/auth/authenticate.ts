import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { SESSION_TOKEN_HEADER } from './session-rotation';
import { findSession, type AuthenticatedSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session; set by `authenticate` on every route but the sign-in ones. */
    auth: AuthenticatedSession | null;
  }
}

const UNAUTHENTICATED_MESSAGE = 'Sign in to Salvo to continue.';

/** The session token of `Authorization: Bearer <token>`, or null when there is none of the right shape. */
export function bearerToken(request: FastifyRequest): string | null {
  return /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** The answer to a request without a live session. */
export function unauthenticated(reply: FastifyReply): FastifyReply {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ success: false, error: UNAUTHENTICATED_MESSAGE });
}

/** An onRequest hook: 401 before anything else runs (body parsing, validation) without a live session. */
export function authenticate(deps: AppDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const session = token ? await findSession(deps, token) : null;
    if (!session) return unauthenticated(reply);
    request.auth = session;
    // A rotated session's new token (docs/security.md#rotation), on whatever the route answers.
    if (session.renewedToken) reply.header(SESSION_TOKEN_HEADER, session.renewedToken);
  };
}

/** The session of an authenticated route (the hook guarantees it). */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new Error('Route reached without a session');
  return request.auth;
}
