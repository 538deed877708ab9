import crypto from 'node:crypto';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountQuerySchema, errorResponseSchema } from '../../lib/contract/common';
import { launchDeletionResponseSchema, launchErrorResponseSchema, launchResponseSchema, type LaunchStatus } from '../../lib/contract/launch';
import { checkLaunchRequest, launchRequestSchema, resolveLaunchPayload } from '../../lib/rules/launch-request';
import { launchRequestMessages } from '../../lib/rules/messages';
import { sessionOf } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { deleteLaunchObjects, scheduleDeletion } from '../launch/deletion';
import { checkImportedLaunch } from '../launch/imported-media';
import { checkLibraryRefs } from '../launch/library-ads';
import { TransientLaunchError } from '../launch/outcomes';
import { planLaunch, UnsupportedLaunchError } from '../launch/plan';
import { findByIdempotencyKey, getUserLaunch, insertLaunch, updateLaunch, type LaunchRow } from '../db/repos/launches';
import { GraphError } from '../platform/graph-client';
import { reachAccount, type ReachedAccount } from '../platform/ad-accounts';
import { recheckLaunchAssets } from '../platform/launch-checks';
import { checkLaunchOwnership } from '../platform/launch-owners';
import { replyFailure } from './account-scope';

// POST /facebook/adlauncher, and the launch's deletion and retry (spec section 7; /retry is Salvo's own). The
// status poll, GET /dashboard/campaign-launches/:id, is launch-status.ts.

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
          body: launchRequestSchema,
          response: { 200: launchResponseSchema, 400: launchErrorResponseSchema, 403: launchErrorResponseSchema, 404: errorResponseSchema.passthrough(), 502: errorResponseSchema.passthrough() },
        },
        // The body is checked by lib/rules (checkLaunchRequest: the spec's defaults and messages, the rules the
        // side panel runs), before anything reaches the platform; its schema above documents it.
        validatorCompiler: (route) => (route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0])),
      },
      async (request, reply) => {
        const userId = sessionOf(request).user.id;
        const { accountId } = request.query;
        const body: unknown = request.body;
        const checked = checkLaunchRequest(body, deps.now());
        const fields = checked.fields ?? {};
        const sentAccount = typeof body === 'object' && body !== null ? (body as { accountId?: unknown }).accountId : undefined;
        if (sentAccount !== undefined && sentAccount !== accountId && !fields.accountId) fields.accountId = [launchRequestMessages.otherAccount];
        const first = Object.values(fields)[0]?.[0];
        if (first || !checked.request) return reply.code(400).send({ success: false, error: first ?? launchRequestMessages.notAnObject, fields });
        const key = request.headers['idempotency-key'] ?? null;
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
          reached = await reachAccount(deps, userId, accountId);
        } catch (error) {
          return replyFailure(reply, request.log, error, undefined);
        }
        const { account } = reached;
        const context = { id: account.id, name: account.name, currency: account.data.currency, timezoneName: account.data.timezone_name, timezoneOffsetHoursUtc: account.data.timezone_offset_hours_utc };
        const payload = resolveLaunchPayload(checked.request, context, deps.now());
        // Library creatives and copies must be the user's: refused here, before anything reaches the platform.
        const notOurs = await checkLibraryRefs(deps, userId, payload.ads);
        if (notOurs) return reply.code(400).send({ success: false, error: notOurs, fields: { ads: [notOurs] } });
        // The rules the payload cannot settle (legacy Instagram account, product out of stock): read from the
        // platform now, so a launch the side panel would refuse is refused here too, before anything is queued.
        let platformFields;
        try {
          // The objects the launch goes into or copies must be this ad account's before anything else is read of them.
          platformFields = await checkLaunchOwnership(deps, reached.accessToken, payload);
          if (Object.keys(platformFields).length === 0) {
            platformFields = { ...(await recheckLaunchAssets(deps, reached.accessToken, payload)), ...(await checkImportedLaunch(deps, reached.accessToken, payload)) };
          }
        } catch (error) {
          return replyFailure(reply, request.log, error, undefined);
        }
        const refused = Object.values(platformFields)[0]?.[0];
        if (refused) return reply.code(400).send({ success: false, error: refused, fields: platformFields });

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

    const launchParams = z.object({ id: z.string().max(100) });
    const userLaunch = async (userId: string, id: string): Promise<LaunchRow | null> =>
      z.uuid().safeParse(id).success ? getUserLaunch(deps.database, userId, id) : null;
    const busy = (row: LaunchRow) => row.status === 'PENDING' || row.status === 'RUNNING';
    const actionSchema = (ok: z.ZodType) => ({ params: launchParams, response: { 200: ok, 404: errorResponseSchema, 409: errorResponseSchema, 502: errorResponseSchema } });

    app.post('/campaign-launches/:id/delete', { schema: actionSchema(launchDeletionResponseSchema) }, async (request, reply) => {
      const row = await userLaunch(sessionOf(request).user.id, request.params.id);
      if (!row) return reply.code(404).send({ success: false, error: 'Launch not found.' });
      if (busy(row)) return reply.code(409).send({ success: false, error: 'The launch is still running. Delete it once it has finished.' });
      try {
        return { success: true as const, deleted: await deleteLaunchObjects(deps, row) };
      } catch (error) {
        if (!(error instanceof GraphError) && !(error instanceof TransientLaunchError)) throw error;
        request.log.warn({ err: error, launchId: row.id }, 'deletion failed');
        return reply.code(502).send({ success: false, error: 'Failed to delete campaign', cause: 'Facebook did not delete every object. Try again in a few minutes.' });
      }
    });

    app.post('/campaign-launches/:id/schedule-deletion', { schema: actionSchema(launchDeletionResponseSchema) }, async (request, reply) => {
      const row = await userLaunch(sessionOf(request).user.id, request.params.id);
      if (!row) return reply.code(404).send({ success: false, error: 'Launch not found.' });
      if (busy(row)) return reply.code(409).send({ success: false, error: 'The launch is still running. Schedule its deletion once it has finished.' });
      const due = row.deletionDueAt ?? (await scheduleDeletion(deps, row));
      // The launch's job waits for the due time (job.ts), so deletion never overlaps a run of the launch.
      await deps.queue.enqueue(row.id);
      return { success: true as const, deletionDueAt: due.toISOString() };
    });

    app.post('/campaign-launches/:id/retry', { schema: actionSchema(launchResponseSchema) }, async (request, reply) => {
      const row = await userLaunch(sessionOf(request).user.id, request.params.id);
      if (!row) return reply.code(404).send({ success: false, error: 'Launch not found.' });
      if (row.deletionDueAt || row.deletedAt) return reply.code(409).send({ success: false, error: 'This launch is deleted or scheduled for deletion.' });
      if (row.status !== 'FAILED' && row.status !== 'COMPLETED_WITH_ISSUES') {
        return reply.code(409).send({ success: false, error: 'Only a failed launch, or one completed with issues, can be retried.' });
      }
      // What the ledger holds is kept: the run creates only the items that are missing, into those objects.
      await updateLaunch(deps.database, row.id, { status: 'PENDING', errors: [], finishedAt: null });
      await deps.queue.enqueue(row.id);
      return { success: true, campaignLaunchId: row.id, status: 'PENDING' as const };
    });
  };
}
