import crypto from 'node:crypto';
import { confirmSessionRotation, rotateSessionToken, touchSession, type SessionState } from '../db/repos/users';
import type { AppDeps } from '../deps';
import { macKeys } from './keyring';
import { sealSessionToken } from './session-token';
import { sha256Hex } from './token-crypto';

// Rotation on use (docs/security.md#rotation), for the extension's sessions: the first request more than an hour
// after its token was issued gets a new token in the `salvo-session-token` header, which the background's transport
// stores. The extension polls every 2 s and may have several requests in flight, so nothing may be lost:
// - the new token is a MAC of the old one (a server key), tagged as every session token is (session-token.ts): every
//   request that still carries the old token, however many are in flight, gets the very same new token, and one whose
//   answer was lost gets it again on the next one;
// - the old token stays accepted until the new one is first used, then for ROTATION_GRACE_MS more (requests sent
//   before the new one arrived); a 401 for a token the background no longer holds is retried with the one it holds.
// API clients (POST /auth/token) are not rotated: nothing tells them to read the header.

const ROTATE_AFTER_MS = 60 * 60_000;
const ROTATION_GRACE_MS = 2 * 60_000;
/** How often last_used_at is written: the idle expiry (sessions.ts) is exact to this. */
const TOUCH_AFTER_MS = 60 * 60_000;
export const SESSION_TOKEN_HEADER = 'salvo-session-token';

const LABEL = 'session rotation';
/** The token that replaces `token` under the ring's key at `keyIndex`: its MAC, tagged with the same key. */
const derive = (deps: AppDeps, keyIndex: number, token: string) =>
  sealSessionToken(deps, crypto.createHmac('sha256', macKeys(deps.keyring, LABEL)[keyIndex]!).update(token).digest(), keyIndex);

/** The token that replaces `token`, made with the current key. */
function nextToken(deps: AppDeps, token: string): string {
  return derive(deps, 0, token);
}

/** The session's current token when it replaced `token` (made with any key of the ring), else null. */
function issuedNextToken(deps: AppDeps, token: string, currentTokenHash: string): string | null {
  for (let i = 0; i < deps.keyring.keys.size; i += 1) {
    const next = derive(deps, i, token);
    if (sha256Hex(next) === currentTokenHash) return next;
  }
  return null;
}

/**
 * What a request with `token` of the live `session` changes: confirms or makes a rotation, writes last_used_at at
 * most once per TOUCH_AFTER_MS. Answers the token the caller should use from now on when it is not `token`.
 */
export async function renewSession(deps: AppDeps, token: string, session: SessionState): Promise<string | null> {
  const now = deps.now();
  const age = (since: Date) => now.getTime() - since.getTime();
  if (!session.current) return issuedNextToken(deps, token, session.currentTokenHash);
  if (session.kind === 'extension' && age(session.tokenIssuedAt) >= ROTATE_AFTER_MS) {
    const next = nextToken(deps, token);
    // Requests racing here all make the same token; the first one's update wins, the others change nothing.
    await rotateSessionToken(deps.database, session.sessionId, session.currentTokenHash, sha256Hex(next), now);
    return next;
  }
  if (session.rotationUnconfirmed) await confirmSessionRotation(deps.database, session.sessionId, new Date(now.getTime() + ROTATION_GRACE_MS));
  else if (age(session.lastUsedAt) >= TOUCH_AFTER_MS) await touchSession(deps.database, session.sessionId, now);
  return null;
}
