import { z } from 'zod';

// Sign-in for the extension without exposing any token to a web page (PKCE-like):
// 1. the background makes a random `verifier` and opens
//    GET /auth/facebook/start?challenge=base64url(sha256(verifier)) in a tab;
// 2. the platform's login dialog redirects to /auth/facebook/callback, which links the user to that challenge;
// 3. the background polls POST /auth/claim {verifier}; only the holder of the verifier gets the session
//    token, once.

const base64url = /^[A-Za-z0-9_-]+$/;

/** base64url(sha256(verifier)) without padding: 43 characters. */
export const authChallengeSchema = z.string().length(43).regex(base64url, 'Expected base64url');
/** The secret that the challenge was made from (RFC 7636 allows 43 to 128 characters). */
export const authVerifierSchema = z.string().min(43).max(128).regex(base64url, 'Expected base64url');

export const authStartQuerySchema = z.object({ challenge: authChallengeSchema });
export type AuthStartQuery = z.infer<typeof authStartQuerySchema>;

/** What the platform's login dialog sends back (an error instead of a code when the user cancels). */
export const authCallbackQuerySchema = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
export type AuthCallbackQuery = z.infer<typeof authCallbackQuerySchema>;

export const authClaimRequestSchema = z.object({ verifier: authVerifierSchema });
export type AuthClaimRequest = z.infer<typeof authClaimRequestSchema>;

export const sessionUserSchema = z.object({ id: z.string(), name: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authClaimResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({
    status: z.literal('complete'),
    /** The session token: send it as `Authorization: Bearer <token>`. Returned once, here only. */
    token: z.string(),
    expiresAt: z.iso.datetime({ offset: true }),
    user: sessionUserSchema,
  }),
]);
export type AuthClaimResponse = z.infer<typeof authClaimResponseSchema>;

export const authMeResponseSchema = z.object({ user: sessionUserSchema });
export type AuthMeResponse = z.infer<typeof authMeResponseSchema>;

/** POST /auth/token: sign in with a platform system-user access token (agencies); checked with the platform first. */
export const authTokenRequestSchema = z.object({ accessToken: z.string().min(20).max(1000).regex(/^[A-Za-z0-9|_-]+$/, 'Expected a platform access token') });
export type AuthTokenRequest = z.infer<typeof authTokenRequestSchema>;
export const authTokenResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  user: sessionUserSchema,
});
export type AuthTokenResponse = z.infer<typeof authTokenResponseSchema>;
