import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../lib/contract/common';
import {
  launchSettingsSchema,
  settingsQuerySchema,
  settingsResponseSchema,
  updateSettingsRequestSchema,
  type LaunchSettings,
} from '../../lib/contract/settings';
import { DEFAULT_SETTINGS } from '../../lib/rules/default-settings';
import { sessionOf } from '../auth/authenticate';
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
  404: errorResponseSchema.passthrough(),
  429: errorResponseSchema.passthrough(),
  502: errorResponseSchema.passthrough(),
};

/** Stored settings are partial; unknown or outdated keys are dropped. */
const storedSchema = launchSettingsSchema.partial();

async function readSettings(
  deps: AppDeps,
  userId: string,
  accountId: string | undefined,
): Promise<{ data: LaunchSettings; scope: 'account' | 'user' | 'default' }> {
  const rows = await deps.database.query<{ account_id: string; settings: unknown }>(
    "SELECT account_id, settings FROM launch_settings WHERE user_id = $1 AND account_id IN ('', $2)",
    [userId, accountId ?? ''],
  );
  const user = rows.find((r) => r.account_id === '');
  const account = accountId ? rows.find((r) => r.account_id === accountId) : undefined;
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
        await deps.database.query(
          `INSERT INTO launch_settings (user_id, account_id, settings, updated_at) VALUES ($1, $2, $3::jsonb, $4::timestamptz)
           ON CONFLICT (user_id, account_id) DO UPDATE SET settings = launch_settings.settings || EXCLUDED.settings, updated_at = EXCLUDED.updated_at`,
          [userId, accountId ?? '', JSON.stringify(request.body), deps.now().toISOString()],
        );
        return { success: true as const, ...(await readSettings(deps, userId, accountId)) };
      },
    );
  };
}
