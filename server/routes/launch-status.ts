import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../lib/contract/common';
import { launchRecordSchema } from '../../lib/contract/launch';
import { bearerToken, unauthenticated } from '../auth/authenticate';
import { findSession } from '../auth/sessions';
import { sha256Hex } from '../auth/token-crypto';
import { launches, sessions } from '../db/schema';
import type { AppDeps } from '../deps';
import { toLaunchRecord, type LaunchRow } from '../launch/store';

// GET /dashboard/campaign-launches/:id (spec section 7): the status every open side panel polls every 2 s while
// its launch runs. One query answers it: the caller's session and the launch, when it is theirs. So the route
// checks the session itself, as `authenticate` does (authenticate.ts), instead of in a hook of its own query.

/** The live session of `token` and, when it is the session user's, the launch `launchId`: one query. */
async function sessionAndLaunch(deps: AppDeps, token: string, launchId: string): Promise<{ launch: LaunchRow | null } | null> {
  const rows = await deps.database.db
    .select({ sessionId: sessions.id, launch: launches })
    .from(sessions)
    .leftJoin(launches, and(eq(launches.id, launchId), eq(launches.userId, sessions.userId)))
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, deps.now())))
    .limit(1);
  return rows[0] ? { launch: rows[0].launch } : null;
}

export function launchStatusRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/campaign-launches/:id',
      { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: launchRecordSchema, 401: errorResponseSchema, 404: errorResponseSchema } } },
      async (request, reply) => {
        const token = bearerToken(request);
        if (!token) return unauthenticated(reply);
        const { id } = request.params;
        // Not a launch id at all: only the session is looked up (401 before 404).
        const found = z.uuid().safeParse(id).success ? await sessionAndLaunch(deps, token, id) : (await findSession(deps, token)) && { launch: null };
        if (!found) return unauthenticated(reply);
        if (!found.launch) return reply.code(404).send({ success: false, error: 'Launch not found.' });
        return toLaunchRecord(found.launch);
      },
    );
  };
}
