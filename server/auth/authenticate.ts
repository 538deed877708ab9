import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { findSession, type AuthenticatedSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session; set by `authenticate` on every route but the sign-in ones. */
    auth: AuthenticatedSession | null;
  }
}

export const UNAUTHENTICATED_MESSAGE = 'Sign in to Salvo to continue.';

/** An onRequest hook: 401 before anything else runs (body parsing, validation) without a live session. */
export function authenticate(deps: AppDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '');
    const session = match?.[1] ? await findSession(deps, match[1]) : null;
    if (!session) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ success: false, error: UNAUTHENTICATED_MESSAGE });
    }
    request.auth = session;
  };
}

/** The session of an authenticated route (the hook guarantees it). */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new Error('Route reached without a session');
  return request.auth;
}
