import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountQuerySchema, errorResponseSchema, looseErrorResponseSchema } from '../../lib/contract/common';
import {
  isLaunchInProgress,
  launchDeletionResponseSchema,
  launchErrorResponseSchema,
  launchResponseSchema,
  type LaunchStatus,
} from '../../lib/contract/launch';
import { launchPlanResponseSchema } from '../../lib/contract/launch-plan';
import { adPreviewsResponseSchema } from '../../lib/contract/ad-previews';
import { checkLaunchRequest, launchRequestSchema, type LaunchRequest, type SentFields } from '../../lib/rules/launch-request';
import { launchRequestMessages } from '../../lib/rules/messages';
import { sessionOf } from '../auth/authenticate';
import { planRefusal } from '../auth/plans';
import type { AppDeps } from '../deps';
import { acceptLaunch, LaunchRefusedError, prepareLaunch, replayedLaunch } from '../launch/accept';
import { previewLaunch } from '../launch/ad-previews';
import { deleteLaunchObjects, scheduleDeletion } from '../launch/deletion';
import { TransientLaunchError } from '../launch/outcomes';
import { getUserLaunch, updateLaunch, type LaunchRow } from '../db/repos/launches';
import { GraphError } from '../platform/graph-client';
import { replyFailure } from './account-scope';

// POST /facebook/adlauncher, and the launch's deletion and retry (docs/api-routes.md#launches-launch). The status
// poll, GET /dashboard/campaign-launches/:id, is launch-status.ts.

const launchHeadersSchema = z.object({
  /** A retried request (double click, lost answer) with the same key makes one launch. */
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'Printable ASCII only')
    .optional(),
});

/** A launch's refusals (400 naming the fields, 403 for the plan) and the platform's failures, for this plugin's routes. */
function launchErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof LaunchRefusedError) {
    reply.code(error.status).send({ success: false, error: error.message, ...(Object.keys(error.fields).length > 0 ? { fields: error.fields } : {}) });
  } else {
    replyFailure(reply, request.log, error, undefined);
  }
}

/** The schema documents the body; checkBody checks it, with the rules' own messages. */
const bodyCheckedBy = (route: { httpPart?: string }) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);

type LaunchRoute = FastifyRequest<{ Querystring: { accountId: string }; Headers: { 'idempotency-key'?: string } }>;
/** The fields each checked request's body sent: a copy's source fills the others (server/launch/copy-defaults.ts). */
const sentFields = new WeakMap<FastifyRequest, SentFields>();
const sentOf = (request: FastifyRequest): SentFields => sentFields.get(request) ?? new Set();
const accepted = (row: LaunchRow) => ({ success: true as const, campaignLaunchId: row.id, status: row.status as LaunchStatus });

export function launchRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /**
   * The body is checked by lib/rules (checkLaunchRequest: the spec's defaults and messages, the rules the side
   * panel runs), before anything else: the request's body is the checked request from here on.
   */
  const checkBody = async (request: LaunchRoute) => {
    const body: unknown = request.body;
    const checked = checkLaunchRequest(body, deps.now());
    const fields = checked.fields ?? {};
    const sentAccount = typeof body === 'object' && body !== null ? (body as { accountId?: unknown }).accountId : undefined;
    if (sentAccount !== undefined && sentAccount !== request.query.accountId && !fields.accountId) fields.accountId = [launchRequestMessages.otherAccount];
    if (Object.keys(fields).length > 0 || !checked.request)
      throw new LaunchRefusedError(fields, Object.values(fields)[0]?.[0] ?? launchRequestMessages.notAnObject);
    request.body = checked.request;
    sentFields.set(request, checked.sent);
  };
  /** A request sent again with its idempotency key answers the launch the first one made, whatever the plan says now. */
  const replay = async (request: LaunchRoute, reply: FastifyReply) => {
    const existing = await replayedLaunch(deps, sessionOf(request).user.id, request.headers['idempotency-key']);
    if (existing) return reply.send(accepted(existing));
  };
  /** The plan's refusals of a launch (docs/product-rules.md#plans-and-upgrade-dialogs: auth/plans.ts). */
  const planGate = async (request: LaunchRoute) => {
    const refused = await planRefusal(deps, sessionOf(request).user.id, request.body as LaunchRequest);
    if (refused) throw refused;
  };

  return async (app) => {
    app.setErrorHandler(launchErrors);

    app.post(
      '/facebook/adlauncher',
      {
        schema: {
          querystring: accountQuerySchema,
          headers: launchHeadersSchema,
          body: launchRequestSchema,
          response: {
            200: launchResponseSchema,
            400: launchErrorResponseSchema,
            403: launchErrorResponseSchema,
            404: looseErrorResponseSchema,
            409: launchErrorResponseSchema,
            502: looseErrorResponseSchema,
          },
        },
        validatorCompiler: bodyCheckedBy,
        preHandler: [checkBody, replay, planGate],
      },
      async (request) =>
        accepted(
          await acceptLaunch(deps, {
            userId: sessionOf(request).user.id,
            accountId: request.query.accountId,
            request: request.body,
            sent: sentOf(request),
            idempotencyKey: request.headers['idempotency-key'] ?? null,
          }),
        ),
    );

    /** A route that reads what a launch body would make (its plan, its previews): a launch's checks, nothing written. */
    const launchReadOptions = <T extends z.ZodType>(answer: T) => ({
      schema: {
        querystring: accountQuerySchema,
        body: launchRequestSchema,
        response: {
          200: answer,
          400: launchErrorResponseSchema,
          403: launchErrorResponseSchema,
          404: looseErrorResponseSchema,
          502: looseErrorResponseSchema,
        },
      },
      validatorCompiler: bodyCheckedBy,
      preHandler: [checkBody, planGate],
    });

    // The launch a payload makes, before anything is written: what the review shows and the launch executes
    // (docs/api-routes.md#launches-plan). The same checks as a launch; nothing is stored or queued.
    app.post(
      '/facebook/adlauncher/plan',
      launchReadOptions(launchPlanResponseSchema),
      async (request) =>
        (await prepareLaunch(deps, { userId: sessionOf(request).user.id, accountId: request.query.accountId, request: request.body, sent: sentOf(request) }))
          .answer,
    );

    // The platform's previews of the launch's first ads in the placements it chose, made from the creative specs the
    // launch will send (docs/api-routes.md#launches-previews). The same checks as the plan; nothing is created.
    app.post('/facebook/adlauncher/previews', launchReadOptions(adPreviewsResponseSchema), async (request) =>
      previewLaunch(deps, { userId: sessionOf(request).user.id, accountId: request.query.accountId, request: request.body, sent: sentOf(request) }),
    );

    const launchParams = z.object({ id: z.string().max(100) });
    const userLaunch = async (userId: string, id: string): Promise<LaunchRow | null> =>
      z.uuid().safeParse(id).success ? getUserLaunch(deps.database, userId, id) : null;
    const busy = (row: LaunchRow) => isLaunchInProgress(row.status as LaunchStatus);
    const actionSchema = (ok: z.core.$ZodType) => ({
      params: launchParams,
      response: { 200: ok, 404: errorResponseSchema, 409: errorResponseSchema, 502: errorResponseSchema },
    });

    app.post('/campaign-launches/:id/delete', { schema: actionSchema(launchDeletionResponseSchema) }, async (request, reply) => {
      const row = await userLaunch(sessionOf(request).user.id, request.params.id);
      if (!row) return reply.code(404).send({ success: false, error: 'Launch not found.' });
      if (busy(row)) return reply.code(409).send({ success: false, error: 'The launch is still running. Delete it once it has finished.' });
      try {
        return { success: true as const, deleted: await deleteLaunchObjects(deps, row) };
      } catch (error) {
        if (!(error instanceof GraphError) && !(error instanceof TransientLaunchError)) throw error;
        request.log.warn({ err: error, launchId: row.id }, 'deletion failed');
        return reply
          .code(502)
          .send({ success: false, error: 'Failed to delete campaign', cause: 'Facebook did not delete every object. Try again in a few minutes.' });
      }
    });

    app.post('/campaign-launches/:id/schedule-deletion', { schema: actionSchema(launchDeletionResponseSchema) }, async (request, reply) => {
      const row = await userLaunch(sessionOf(request).user.id, request.params.id);
      if (!row) return reply.code(404).send({ success: false, error: 'Launch not found.' });
      if (busy(row)) return reply.code(409).send({ success: false, error: 'The launch is still running. Schedule its deletion once it has finished.' });
      const due = row.deletionDueAt ?? (await scheduleDeletion(deps, row));
      // The launch's job waits for the due time (queue.ts), so deletion never overlaps a run of the launch.
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
