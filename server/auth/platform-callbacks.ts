import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataDeletionParamsSchema, dataDeletionResponseSchema, platformCallbackBodySchema } from '../../lib/contract/auth-callbacks';
import { errorResponseSchema, okResponseSchema, type ErrorResponse } from '../../lib/contract/common';
import { findDeletion } from '../db/repos/data-deletions';
import type { AppDeps } from '../deps';
import { actOnce, refuseReplays } from './callback-replays';
import { deauthorize, deleteUserData, forgetUserCaches, newConfirmationCode } from './data-deletion';
import { SignedRequestRefused, verifySignedRequest, type SignedRequest } from './signed-request';

// The platform's Deauthorize and Data Deletion Request callbacks, and the deletion's status page
// (docs/security.md#the-platforms-callbacks). Public: the platform's servers call them without a session, and the
// user opens the status page from the platform. What authenticates a callback is its signature with the app secret
// (PLATFORM_APP_SECRET): a bad one is a 400 before anything is read or changed, and costs one HMAC. Each signed
// request acts once, and only when issued since the user's latest sign-in; its receipt and its action commit in one
// transaction, so an error answer (500) leaves nothing done and the platform's retry acts (callback-replays.ts). The
// signed request itself is never logged.

const deletionPage = (code: string, found: Awaited<ReturnType<typeof findDeletion>>) => {
  const state = !found
    ? `<p>Salvo has no deletion request with the confirmation code ${code}.</p>`
    : found.status === 'completed'
      ? `<p>Completed on ${found.completedAt?.toISOString() ?? ''}. Salvo deleted everything it held about you: your sign-ins, your Facebook connection and its token, your launches and their records, your templates, settings, automations and creative library, its files included.</p>
<p>The campaigns, ad sets, ads, images and videos that your launches created in your ad accounts are yours on Facebook and stay there: manage or delete them in Ads Manager.</p>`
      : `<p>Requested on ${found.requestedAt.toISOString()}; in progress.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Salvo data deletion</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}</style></head>
<body><main>
<h1>Your data deletion request</h1>
<p>Confirmation code: <code>${code}</code></p>
${state}
</main></body></html>`;
};

export function platformCallbackRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The platform posts forms; registered here, the parser serves these routes only (every other route takes JSON).
    await app.register(formbody);
    /** The body's signed request, verified and not a replay (callback-replays.ts), or the 400 that refuses it. */
    const check = async (body: { signed_request: string }): Promise<{ signed: SignedRequest } | { refused: ErrorResponse }> => {
      try {
        const signed = verifySignedRequest(body.signed_request, deps.config.platformAppSecret, deps.now());
        await refuseReplays(deps, signed);
        return { signed };
      } catch (error) {
        if (!(error instanceof SignedRequestRefused)) throw error;
        return { refused: { success: false, error: `signed_request: ${error.message}`, fields: { signed_request: [error.message] } } };
      }
    };
    const callback = { hide: true, security: [], body: platformCallbackBodySchema };

    app.post('/facebook/deauthorize', { schema: { ...callback, response: { 200: okResponseSchema, 400: errorResponseSchema } } }, async (request, reply) => {
      const checked = await check(request.body);
      if ('refused' in checked) return reply.code(400).send(checked.refused);
      let userId: string | null = null;
      await actOnce(deps, checked.signed, null, async (db) => {
        userId = await deauthorize(deps, db, checked.signed.userId);
      });
      forgetUserCaches(deps, userId);
      request.log.info({ known: userId !== null }, 'platform deauthorize callback');
      return { success: true as const };
    });

    app.post(
      '/facebook/data-deletion',
      { schema: { ...callback, response: { 200: dataDeletionResponseSchema, 400: errorResponseSchema } } },
      async (request, reply) => {
        const checked = await check(request.body);
        if ('refused' in checked) return reply.code(400).send(checked.refused);
        let userId: string | null = null;
        const mine = newConfirmationCode();
        const { confirmationCode } = await actOnce(deps, checked.signed, mine, async (db) => {
          userId = await deleteUserData(deps, db, checked.signed.userId, mine);
        });
        forgetUserCaches(deps, userId);
        const code = confirmationCode ?? mine;
        request.log.info({ confirmationCode: code }, 'platform data deletion callback');
        return { url: `${deps.config.publicUrl}/facebook/data-deletion/${code}`, confirmation_code: code };
      },
    );

    app.get(
      '/facebook/data-deletion/:code',
      { schema: { hide: true, security: [], params: dataDeletionParamsSchema, response: { 200: z.string(), 400: errorResponseSchema, 404: z.string() } } },
      async (request, reply) => {
        const { code } = request.params;
        const found = await findDeletion(deps.database, code);
        return reply
          .code(found ? 200 : 404)
          .type('text/html; charset=utf-8')
          .send(deletionPage(code, found));
      },
    );
  };
}
