import { z } from 'zod';

// Sign-in for the extension (docs/security.md "Sign-in"): the background makes a PKCE pair and a `state`, asks
// GET /auth/facebook/dialog for the platform's login URL, opens it with chrome.identity.launchWebAuthFlow (the
// redirect https://<extension id>.chromiumapp.org/oauth reaches that extension only), checks `state`, and sends
// the code with its verifier to POST /auth/facebook/exchange, which answers the session token. No server state
// is kept between the two calls.

/** RFC 7636: 43 to 128 unreserved characters. */
export const codeVerifierSchema = z
  .string()
  .min(43, 'Expected a PKCE code verifier of 43 to 128 characters')
  .max(128, 'Expected a PKCE code verifier of 43 to 128 characters')
  .regex(/^[A-Za-z0-9._~-]+$/, 'Expected a PKCE code verifier (letters, digits, - . _ ~)');
/** base64url(sha256(verifier)) without padding: 43 characters. */
export const codeChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Expected base64url(sha256(code verifier)), 43 characters');
const redirectUriSchema = z.string().min(1).max(200);

/** GET /auth/facebook/dialog: the extension's redirect, its `state` and its PKCE challenge. */
export const authDialogQuerySchema = z.object({
  redirectUri: redirectUriSchema,
  state: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Expected a random state of 16 to 128 base64url characters'),
  codeChallenge: codeChallengeSchema,
});
export type AuthDialogQuery = z.infer<typeof authDialogQuerySchema>;
export const authDialogResponseSchema = z.object({ url: z.url() });
export type AuthDialogResponse = z.infer<typeof authDialogResponseSchema>;

/** POST /auth/facebook/exchange: what the platform's redirect carried, with the verifier only the extension holds. */
export const authExchangeRequestSchema = z.object({
  code: z
    .string()
    .min(1)
    .max(2000)
    .regex(/^[\x21-\x7e]+$/, "Expected the code of the platform's redirect"),
  codeVerifier: codeVerifierSchema,
  redirectUri: redirectUriSchema,
});
export type AuthExchangeRequest = z.infer<typeof authExchangeRequestSchema>;

export const sessionUserSchema = z.object({ id: z.string(), name: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A new session: send the token as `Authorization: Bearer <token>`. Answered once, here only. */
export const authSessionResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  user: sessionUserSchema,
});
export type AuthSessionResponse = z.infer<typeof authSessionResponseSchema>;

export const authMeResponseSchema = z.object({ user: sessionUserSchema });
export type AuthMeResponse = z.infer<typeof authMeResponseSchema>;

/** POST /auth/token: sign in with a platform system-user access token (agencies); checked with the platform first. */
export const authTokenRequestSchema = z.object({
  accessToken: z
    .string()
    .min(20)
    .max(1000)
    .regex(/^[A-Za-z0-9|_-]+$/, 'Expected a platform access token'),
});
export type AuthTokenRequest = z.infer<typeof authTokenRequestSchema>;
export const authTokenResponseSchema = authSessionResponseSchema;
export type AuthTokenResponse = AuthSessionResponse;
