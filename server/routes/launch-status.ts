import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdAccount } from '../../lib/contract/assets';
import { errorResponseSchema } from '../../lib/contract/common';
import { launchRecordSchema } from '../../lib/contract/launch';
import { noLiveSession, unauthenticated } from '../auth/authenticate';
import { renewSession, SESSION_TOKEN_HEADER } from '../auth/session-rotation';
import { sessionTokenOf } from '../auth/session-token';
import { SESSION_IDLE_MS } from '../auth/sessions';
import { sha256Hex } from '../auth/token-crypto';
import { pollLaunch } from '../db/repos/launch-poll';
import type { AppDeps } from '../deps';
import { toLaunchRecord } from '../launch/store';
import { requestsCeiling } from '../limits/rate-limits';

// GET /dashboard/campaign-launches/:id (docs/product-rules.md#statuses-and-steps): the status every open side panel
// polls every 2 s while its launch runs. One statement answers it: the caller's live session, the hit on the user's
// requests ceiling (docs/limits.md) and the launch when it is the user's. So the route checks the session itself, as
// `authenticate` does (authenticate.ts: a token that proves nothing is refused before any query), rather than in a
// hook with queries of its own, and takes the same rotation step (docs/security.md#rotation): a poll confirms and
// makes rotations and counts as use, writing only when one is due.

export function launchStatusRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/campaign-launches/:id',
      {
        // It checks its session itself: counted per user, as the routes behind requireSession are.
        config: { session: true },
        schema: {
          params: z.object({ id: z.string().max(100) }),
          response: { 200: launchRecordSchema, 401: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const token = sessionTokenOf(deps, request);
        if (!token) return unauthenticated(reply);
        const { id } = request.params;
        // Not a launch id at all: the session is still checked (401 before 404) and the request counted.
        const found = await pollLaunch(deps.database, {
          tokenHash: sha256Hex(token),
          launchId: z.uuid().safeParse(id).success ? id : null,
          now: deps.now(),
          idleSince: new Date(deps.now().getTime() - SESSION_IDLE_MS),
          keyPrefix: requestsCeiling.key(''),
          windowMs: requestsCeiling.windowMs,
        });
        if (!found) return noLiveSession(deps, request, reply);
        const renewed = await renewSession(deps, token, found.session);
        if (renewed) reply.header(SESSION_TOKEN_HEADER, renewed);
        if (found.hits > requestsCeiling.max(deps.config.rateLimits)) throw requestsCeiling.refusal(found.resetsAt.getTime() - deps.now().getTime());
        if (!found.launch) return reply.code(404).send({ success: false, error: 'Launch not found.' });
        const account = found.launch.account as AdAccount;
        return toLaunchRecord({ ...found.launch, currency: account.data.currency, accountName: account.name });
      },
    );
  };
}
