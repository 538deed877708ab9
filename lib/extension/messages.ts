import { z } from 'zod';
import { apiPathSchema } from '../api-client/client';
import { launchRecordSchema } from '../contract/launch';

// Every message between the extension's contexts is declared here and parsed on receipt:
// a page can talk to the content script, so nothing that arrives is trusted as typed.

export const adAccountIdSchema = z.string().regex(/^act_\d+$/);

/** The Launch button was clicked in Ads Manager: open the side panel for that tab. */
const openSidePanel = z.object({ type: z.literal('open-side-panel') });
/** The content script saw the ad account that Ads Manager shows (null: none in the URL). */
const adsManagerAccount = z.object({ type: z.literal('ads-manager-account'), accountId: adAccountIdSchema.nullable() });
/** Side panel asks the background to sign in with the platform, or out. */
const signIn = z.object({ type: z.literal('sign-in') });
const signOut = z.object({ type: z.literal('sign-out') });
/** Side panel asks the background to call the Salvo API with the session (the token never leaves the background), on the API's origin only. */
const apiRequest = z.object({
  type: z.literal('api'),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
  path: apiPathSchema,
  query: z.record(z.string(), z.string()).optional(),
  body: z.unknown().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});
/** Side panel hands a confirmed launch to the background, which sends it and follows it to its end. */
const startLaunch = z.object({
  type: z.literal('start-launch'),
  accountId: adAccountIdSchema,
  idempotencyKey: z.string().min(8),
  payload: z.unknown(),
});

/** Side panel opens a launch from the launches page (perhaps started elsewhere): the background follows it too. */
const followLaunch = z.object({ type: z.literal('follow-launch'), record: launchRecordSchema });

export const messageSchema = z.discriminatedUnion('type', [openSidePanel, adsManagerAccount, signIn, signOut, apiRequest, startLaunch, followLaunch]);
export type Message = z.infer<typeof messageSchema>;
export type ApiRequestMessage = z.infer<typeof apiRequest>;

export const apiResponseSchema = z.object({ status: z.number().int(), body: z.unknown() });
export type ApiResponse = z.infer<typeof apiResponseSchema>;

/** The background's answer to `sign-in`, once the platform's window closed (lib/extension/background/auth.ts). */
export const signInResultSchema = z.discriminatedUnion('ok', [z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false), error: z.string() })]);

export const startLaunchResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), campaignLaunchId: z.string() }),
  z.object({
    ok: z.literal(false),
    status: z.number().int(),
    error: z.string(),
    cause: z.string().optional(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
]);
export type StartLaunchResult = z.infer<typeof startLaunchResultSchema>;
