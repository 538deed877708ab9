import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountQuerySchema, errorResponseSchema } from '../../lib/contract/common';
import { launchErrorResponseSchema, launchPayloadSchema, launchRecordSchema, launchResponseSchema, type LaunchStatus } from '../../lib/contract/launch';
import { validateLaunchPayload } from '../../lib/rules/payload';
import { sessionOf } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { planLaunch, UnsupportedLaunchError } from '../launch/plan';
import { findByIdempotencyKey, getUserLaunch, insertLaunch, toLaunchRecord } from '../launch/store';
import { reachAccount, type ReachedAccount } from '../platform/ad-accounts';
import { replyFailure } from './account-scope';

// POST /facebook/adlauncher and GET /dashboard/campaign-launches/:id (spec section 7).

const launchHeadersSchema = z.object({
  /** A retried request (double click, lost answer) with the same key makes one launch. */
  'idempotency-key': z.string().min(1).max(200).regex(/^[\x21-\x7e]+$/, 'Printable ASCII only').optional(),
});

export function launchRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/facebook/adlauncher',
      {
        schema: {
          querystring: accountQuerySchema,
          headers: launchHeadersSchema,
          body: launchPayloadSchema,
          response: { 200: launchResponseSchema, 400: launchErrorResponseSchema, 404: errorResponseSchema.passthrough(), 502: errorResponseSchema.passthrough() },
        },
      },
      async (request, reply) => {
        const userId = sessionOf(request).user.id;
        const payload = request.body;
        const key = request.headers['idempotency-key'] ?? null;
        if (payload.accountId !== request.query.accountId) {
          const message = 'The launch payload is for another ad account than the one in Ads Manager.';
          return reply.code(400).send({ success: false, error: message, fields: { accountId: [message] } });
        }
        if (key) {
          const existing = await findByIdempotencyKey(deps.database, userId, key);
          if (existing) {
            // Queued again while pending, in case the first request died between storing and queuing;
            // pg-boss keeps one job per launch.
            if (existing.status === 'PENDING') await deps.queue.enqueue(existing.id);
            return { success: true, campaignLaunchId: existing.id, status: existing.status as LaunchStatus };
          }
        }

        let reached: ReachedAccount;
        try {
          reached = await reachAccount(deps, userId, request.query.accountId);
        } catch (error) {
          return replyFailure(reply, request.log, error, undefined);
        }
        const { account } = reached;
        const fields = validateLaunchPayload(
          payload,
          { id: account.id, name: account.name, currency: account.data.currency, timezoneName: account.data.timezone_name, timezoneOffsetHoursUtc: account.data.timezone_offset_hours_utc },
          deps.now(),
        );
        const first = Object.values(fields)[0]?.[0];
        if (first) return reply.code(400).send({ success: false, error: first, fields });

        const id = crypto.randomUUID();
        const createdAt = deps.now();
        let plan;
        try {
          plan = planLaunch(payload, { launchId: id, account, createdAt });
        } catch (error) {
          if (error instanceof UnsupportedLaunchError) return reply.code(400).send({ success: false, error: error.message, fields: { [error.field]: [error.message] } });
          throw error;
        }

        const { row, created } = await insertLaunch(deps.database, {
          id,
          createdAt,
          userId,
          idempotencyKey: key,
          payload,
          account,
          campaignName: plan.campaignName,
          adsetsTotal: plan.adSets.length,
          adsTotal: plan.ads.length,
        });
        if (created || row.status === 'PENDING') await deps.queue.enqueue(row.id);
        return { success: true, campaignLaunchId: row.id, status: row.status as LaunchStatus };
      },
    );

    app.get(
      '/dashboard/campaign-launches/:id',
      { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: launchRecordSchema, 404: errorResponseSchema } } },
      async (request, reply) => {
        const id = request.params.id;
        const row = z.uuid().safeParse(id).success ? await getUserLaunch(deps.database, sessionOf(request).user.id, id) : null;
        if (!row) return reply.code(404).send({ success: false, error: 'Launch not found.' });
        return toLaunchRecord(row);
      },
    );
  };
}
