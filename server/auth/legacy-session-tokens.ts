// Session tokens made before tokens carried their own proof (session-token.ts): 32 random bytes, base64url, no tag.
// They cannot be told from a made-up token without the database, so each costs a lookup and, when no live session
// has it, counts toward its address's 401 figure as a tagged one does (docs/limits.md#rate-limits).
//
// Every one of them ends 30 days after its sign-in at the latest (server/auth/sessions.ts), and no code issues them
// any more; an extension session's next rotation (within the hour of use) already gives it a tagged token. So once
// every session signed in before tagged tokens reached production has expired, this path accepts nothing: past
// LEGACY_SESSION_TOKENS_END it is off, whatever the database holds. The date assumes tagged tokens are in production
// by 2027-01-01 (30 days before it); a later deployment moves it to its own date plus 30 days. Then delete this file,
// its one call in session-token.ts and its test (server/auth/session-token.test.ts "legacy tokens").

export const LEGACY_SESSION_TOKENS_END = new Date('2027-01-31T00:00:00Z');

/** A token of the old shape, accepted for a lookup until the end date. */
export function isLegacySessionToken(token: string, now: Date): boolean {
  return now < LEGACY_SESSION_TOKENS_END && /^[A-Za-z0-9_-]{43}$/.test(token);
}
