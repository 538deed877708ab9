import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdAccount } from '../../lib/contract/assets';
import { errorResponseSchema } from '../../lib/contract/common';
import { launchRecordSchema } from '../../lib/contract/launch';
import { bearerToken, unauthenticated } from '../auth/authenticate';
import { sha256Hex } from '../auth/token-crypto';
import { launches, rateLimits, sessions } from '../db/schema';
import type { AppDb } from '../db/database';
import type { AppDeps } from '../deps';
import { toLaunchRecord, type LaunchRow } from '../launch/store';
import { requestsCeiling } from '../limits/rate-limits';
import { hitOnConflict } from '../limits/store';

// GET /dashboard/campaign-launches/:id (docs/product-rules.md#statuses-and-steps): the status every open side panel
// polls every 2 s while its launch runs. One statement answers it: the caller's live session, the hit on the user's
// requests ceiling (docs/limits.md) and the launch when it is the user's. So the route checks the session itself, as
// `authenticate` does (authenticate.ts), rather than in a hook with queries of its own.

interface Found {
  userId: string;
  hits: number;
  resetsAt: Date;
  launch: LaunchRow | null;
}

/**
 * The statement, prepared once per database: drizzle builds its text once, and PostgreSQL parses and plans it once
 * per connection (a named statement), which is most of a poll's cost. `launchId` null: no launch (not an id).
 */
function prepareStatusQuery(db: AppDb) {
  const p = {
    tokenHash: sql.placeholder('tokenHash'),
    now: sql.placeholder('now'),
    resetsAt: sql.placeholder('resetsAt'),
    launchId: sql.placeholder('launchId'),
  };
  const session = db.$with('session').as(
    db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, p.tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, p.now)))
      .limit(1),
  );
  const key = sql`${requestsCeiling.key('')}::text || ${session.userId}::text`;
  const hit = db.$with('hit').as(
    db
      .insert(rateLimits)
      .select(sql`SELECT ${key}, 1, ${p.resetsAt}::timestamptz FROM ${session}`)
      .onConflictDoUpdate(hitOnConflict(p.now))
      .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt }),
  );
  return db
    .with(session, hit)
    .select({ userId: session.userId, hits: hit.hits, resetsAt: hit.resetsAt, launch: launches })
    .from(session)
    .innerJoin(hit, sql`true`)
    .leftJoin(launches, and(eq(launches.id, sql`${p.launchId}::uuid`), eq(launches.userId, session.userId)))
    .prepare('launch_status_poll');
}

const prepared = new WeakMap<AppDb, ReturnType<typeof prepareStatusQuery>>();

/** The live session of `token` (none: no row), its user's ceiling hit counted, and the launch `launchId` if theirs. */
async function sessionAndLaunch(deps: AppDeps, token: string, launchId: string | null): Promise<Found | null> {
  const { db } = deps.database;
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareStatusQuery(db)));
  const now = deps.now();
  const rows = await query.execute({ tokenHash: sha256Hex(token), now, resetsAt: new Date(now.getTime() + requestsCeiling.windowMs), launchId });
  return rows[0] ?? null;
}

export function launchStatusRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/campaign-launches/:id',
      {
        schema: {
          params: z.object({ id: z.string().max(100) }),
          response: { 200: launchRecordSchema, 401: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const token = bearerToken(request);
        if (!token) return unauthenticated(reply);
        const { id } = request.params;
        // Not a launch id at all: the session is still checked (401 before 404) and the request counted.
        const found = await sessionAndLaunch(deps, token, z.uuid().safeParse(id).success ? id : null);
        if (!found) return unauthenticated(reply);
        if (found.hits > requestsCeiling.max(deps.config.rateLimits)) throw requestsCeiling.refusal(reply, found.resetsAt.getTime() - deps.now().getTime());
        if (!found.launch) return reply.code(404).send({ success: false, error: 'Launch not found.' });
        return toLaunchRecord({ ...found.launch, currency: (found.launch.account as AdAccount).data.currency });
      },
    );
  };
}
