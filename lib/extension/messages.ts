import * as z from 'zod/mini';
import { apiPathSchema } from '../api-client/client';
import { launchRecordSchema } from '../contract/launch-record';

// Every message between the extension's contexts is declared here and parsed on receipt:
// a page can talk to the content script, so nothing that arrives is trusted as typed.
// zod/mini (tree-shaken) and the zod/mini parts of the contract: the background stays small (docs/architecture.md#size).

const adAccountIdSchema = z.string().check(z.regex(/^act_\d+$/));

/** The Launch button was clicked in Ads Manager: open the side panel for that tab. */
const openSidePanel = z.object({ type: z.literal('open-side-panel') });
/** The content script's tab is on Ads Manager, which shows this ad account (null: none, as on the accounts overview). */
const adsManagerAccount = z.object({ type: z.literal('ads-manager-account'), accountId: z.nullable(adAccountIdSchema) });
/** The content script's tab left Ads Manager within the page (Business Suite's own navigation). */
const adsManagerLeft = z.object({ type: z.literal('ads-manager-left') });
/** The content script asks where the Launch tab sits and, with `at`, says where the buyer left it (0 top, 1 bottom). */
const launchTabPosition = z.object({ type: z.literal('launch-tab-position'), at: z.optional(z.number().check(z.gte(0), z.lte(1))) });
/** Side panel asks the background to sign in with the platform, or out (`everywhere`: every session of the user). */
const signIn = z.object({ type: z.literal('sign-in') });
const signOut = z.object({ type: z.literal('sign-out'), everywhere: z.optional(z.boolean()) });
/** Side panel asks the background to call the Salvo API with the session (the token never leaves the background), on the API's origin only. */
const apiRequest = z.object({
  type: z.literal('api'),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
  path: apiPathSchema,
  query: z.optional(z.record(z.string(), z.string())),
  body: z.optional(z.unknown()),
  headers: z.optional(z.record(z.string(), z.string())),
});
/** Side panel hands a confirmed launch to the background, which sends it and follows it to its end. */
const startLaunch = z.object({
  type: z.literal('start-launch'),
  accountId: adAccountIdSchema,
  idempotencyKey: z.string().check(z.minLength(8)),
  payload: z.unknown(),
});

/** Side panel opens a launch from the launches page (perhaps started elsewhere): the background follows it too. */
const followLaunch = z.object({ type: z.literal('follow-launch'), record: launchRecordSchema });

export const messageSchema = z.discriminatedUnion('type', [
  openSidePanel,
  adsManagerAccount,
  adsManagerLeft,
  launchTabPosition,
  signIn,
  signOut,
  apiRequest,
  startLaunch,
  followLaunch,
]);
export type Message = z.infer<typeof messageSchema>;
export type MessageType = Message['type'];
export type MessageOf<T extends MessageType> = Extract<Message, { type: T }>;

const okSchema = z.object({ ok: z.literal(true) });

/** The API's answer to an `api` message, as the background's fetch read it. */
const apiResponseSchema = z.object({ status: z.int(), body: z.unknown() });

/** The background's answer to `sign-in`, once the platform's window closed, and to `sign-out` (lib/extension/background/auth.ts). */
const authResultSchema = z.discriminatedUnion('ok', [okSchema, z.object({ ok: z.literal(false), error: z.string() })]);
export type AuthResult = z.infer<typeof authResultSchema>;

const startLaunchResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), campaignLaunchId: z.string() }),
  z.object({
    ok: z.literal(false),
    status: z.int(),
    error: z.string(),
    cause: z.optional(z.string()),
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
]);
export type StartLaunchResult = z.infer<typeof startLaunchResultSchema>;

/**
 * Each message's reply. The background's handlers are typed by it (lib/extension/background/index.ts), and
 * `sendToBackground` (panel-transport.ts) parses the reply with it, so a caller gets the reply's type. A message
 * from a context that may not send it is answered `{ ok: false, error }` instead, which no caller expects.
 */
export const replySchemas = {
  'open-side-panel': okSchema,
  'ads-manager-account': okSchema,
  'ads-manager-left': okSchema,
  'launch-tab-position': z.object({ at: z.number() }),
  'sign-in': authResultSchema,
  'sign-out': authResultSchema,
  api: apiResponseSchema,
  'start-launch': startLaunchResultSchema,
  'follow-launch': okSchema,
} satisfies Record<MessageType, z.ZodMiniType>;
export type ReplyTo<T extends MessageType> = z.infer<(typeof replySchemas)[T]>;
