// Sign-in for the extension (docs/security.md "Sign-in"): the background makes a PKCE pair and a `state`, asks
// GET /auth/facebook/dialog for the platform's login URL (whose state wraps the extension's with the API's MAC of
// the challenge), opens it with chrome.identity.launchWebAuthFlow (the redirect
// https://<extension id>.chromiumapp.org/oauth reaches that extension only), checks the state, and sends the code
// with the state and its verifier to POST /auth/facebook/exchange, which answers the session token. No server state
// is kept between the two calls.

import { z } from 'zod';
import { authSessionResponseSchema, sessionUserSchema } from './auth-session';

// The login URL's answer and the session are in auth-session.ts (zod/mini, for the background).
export * from './auth-session';

/** RFC 7636: 43 to 128 unreserved characters. */
const codeVerifierSchema = z
  .string()
  .min(43, 'Expected a PKCE code verifier of 43 to 128 characters')
  .max(128, 'Expected a PKCE code verifier of 43 to 128 characters')
  .regex(/^[A-Za-z0-9._~-]+$/, 'Expected a PKCE code verifier (letters, digits, - . _ ~)');
/** base64url(sha256(verifier)) without padding: 43 characters. */
const codeChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Expected base64url(sha256(code verifier)), 43 characters');
const redirectUriSchema = z.string().min(1).max(200);

/** GET /auth/facebook/dialog: the extension's redirect, its `state` and its PKCE challenge. */
export const authDialogQuerySchema = z.object({
  redirectUri: redirectUriSchema,
  state: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Expected a random state of 16 to 128 base64url characters'),
  codeChallenge: codeChallengeSchema,
});
export type AuthDialogQuery = z.infer<typeof authDialogQuerySchema>;

/** POST /auth/facebook/exchange: what the platform's redirect carried, with the verifier only the extension holds. */
export const authExchangeRequestSchema = z.object({
  /** The dialog URL's state, as the redirect carried it back (server/auth/sign-in-state.ts). */
  state: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]{16,128}\.\d{1,12}\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/, 'Expected the state of the login dialog Salvo made'),
  code: z
    .string()
    .min(1)
    .max(2000)
    .regex(/^[\x21-\x7e]+$/, "Expected the code of the platform's redirect"),
  codeVerifier: codeVerifierSchema,
  redirectUri: redirectUriSchema,
});
export type AuthExchangeRequest = z.infer<typeof authExchangeRequestSchema>;

export const authMeResponseSchema = z.object({ user: sessionUserSchema });

/** POST /auth/token: sign in with a platform system-user access token (agencies); checked with the platform first. */
export const authTokenRequestSchema = z.object({
  accessToken: z
    .string()
    .min(20)
    .max(1000)
    .regex(/^[A-Za-z0-9|_-]+$/, 'Expected a platform access token'),
});
export const authTokenResponseSchema = authSessionResponseSchema;

/** POST /admin/users/:userId/sessions/revoke (operators): how many live sessions were ended. */
export const adminSessionsRevokeResponseSchema = z.object({ success: z.literal(true), data: z.object({ revoked: z.number().int() }) });
