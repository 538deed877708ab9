import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { errorResponseSchema, looseErrorResponseSchema } from '../../lib/contract/common';
import {
  launchSettingsSchema,
  settingsQuerySchema,
  settingsResponseSchema,
  updateSettingsRequestSchema,
  type LaunchSettings,
} from '../../lib/contract/settings';
import { DEFAULT_SETTINGS } from '../../lib/rules/default-settings';
import { sessionOf } from '../auth/authenticate';
import { mergeSettings, readSettingsRows } from '../db/repos/settings';
import type { AppDeps } from '../deps';
import { reachAccountCached } from '../cache/reach-cache';
import { replyFailure } from './account-scope';

// Default settings (docs/product-rules.md#default-settings: settings, GET/PUT /facebook/adlauncher/settings): the
// user's own, and optionally an ad account's, which override the user's field by field. With ?accountId the account
// must be the user's.

const responses = {
  200: settingsResponseSchema,
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: looseErrorResponseSchema,
  429: looseErrorResponseSchema,
  502: looseErrorResponseSchema,
};

/** Stored settings are partial; unknown or outdated keys are dropped. */
const storedSchema = z.partial(launchSettingsSchema);

async function readSettings(
  deps: AppDeps,
  userId: string,
  accountId: string | undefined,
): Promise<{ data: LaunchSettings; scope: 'account' | 'user' | 'default' }> {
  const rows = await readSettingsRows(deps.database, userId, accountId);
  const user = rows.find((r) => r.accountId === '');
  const account = accountId ? rows.find((r) => r.accountId === accountId) : undefined;
  const parse = (value: unknown) => {
    const parsed = storedSchema.safeParse(value);
    return parsed.success ? parsed.data : {};
  };
  return {
    data: { ...DEFAULT_SETTINGS, ...(user ? parse(user.settings) : {}), ...(account ? parse(account.settings) : {}) },
    scope: account ? 'account' : user ? 'user' : 'default',
  };
}

export function settingsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /** With ?accountId, the account must be one the user's connection reaches (404 otherwise). */
    const reachQueryAccount = async (request: FastifyRequest<{ Querystring: { accountId?: string } }>, reply: FastifyReply) => {
      if (!request.query.accountId) return;
      try {
        await reachAccountCached(deps, sessionOf(request).user.id, request.query.accountId);
      } catch (error) {
        return replyFailure(reply, request.log, error, undefined);
      }
    };

    app.get(
      '/facebook/adlauncher/settings',
      { schema: { querystring: settingsQuerySchema, response: responses }, preHandler: reachQueryAccount },
      async (request) => ({
        success: true as const,
        ...(await readSettings(deps, sessionOf(request).user.id, request.query.accountId)),
      }),
    );

    app.put(
      '/facebook/adlauncher/settings',
      { schema: { querystring: settingsQuerySchema, body: updateSettingsRequestSchema, response: responses }, preHandler: reachQueryAccount },
      async (request) => {
        const userId = sessionOf(request).user.id;
        const { accountId } = request.query;
        // Merged in one statement: two saves at once each keep their own fields.
        await mergeSettings(deps.database, userId, accountId ?? '', request.body, deps.now());
        return { success: true as const, ...(await readSettings(deps, userId, accountId)) };
      },
    );
  };
}
