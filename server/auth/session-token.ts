import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { macKeys } from './keyring';
import { isLegacySessionToken } from './legacy-session-tokens';

// Session tokens prove themselves (docs/security.md#session-tokens): 32 random bytes and a 16-byte tag, an HMAC-SHA256
// of them under a key derived from the keyring, base64url (64 characters). The tag is checked in constant time before
// any query: a token whose tag fails is made up, costs no lookup, gets the same 401 and counts only as a request
// without a session. Only a token with a valid tag (or of the old shape, legacy-session-tokens.ts) is looked up, and
// only such a token whose session is not live counts toward its address's 401 figure (server/limits/unauthorized.ts).
// Made with the current key, checked against each key of the ring: a change of keys ends no session.

const LABEL = 'session token';
const BODY_BYTES = 32;
const TAG_BYTES = 16;
const TOKEN = /^[A-Za-z0-9_-]{64}$/;

const tagOf = (key: Buffer, body: Buffer) => crypto.createHmac('sha256', key).update(body).digest().subarray(0, TAG_BYTES);

/** The token of `body` (32 bytes), tagged with the ring's key at `keyIndex` (the current key: 0). */
export function sealSessionToken(deps: Pick<AppDeps, 'keyring'>, body: Buffer, keyIndex = 0): string {
  const key = macKeys(deps.keyring, LABEL)[keyIndex];
  if (!key || body.length !== BODY_BYTES) throw new Error('A session token is 32 bytes under a key of the ring');
  return Buffer.concat([body, tagOf(key, body)]).toString('base64url');
}

/** A new session's token. */
export function newSessionToken(deps: Pick<AppDeps, 'keyring'>): string {
  return sealSessionToken(deps, crypto.randomBytes(BODY_BYTES));
}

/** Whether `token` carries a tag made by a key of the ring, each compared in constant time. */
function proven(deps: Pick<AppDeps, 'keyring'>, token: string): boolean {
  if (!TOKEN.test(token)) return false;
  const raw = Buffer.from(token, 'base64url');
  const body = raw.subarray(0, BODY_BYTES);
  const tag = raw.subarray(BODY_BYTES);
  let found = false;
  for (const key of macKeys(deps.keyring, LABEL)) found = crypto.timingSafeEqual(tagOf(key, body), tag) || found;
  return found;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;
const checked = new WeakMap<FastifyRequest, string | null>();

/**
 * The request's session token when it is one worth looking up (its tag holds, or it has the old shape until those
 * end); null when the request carries none (no Authorization, another scheme, a made-up token). Checked once per
 * request.
 */
export function sessionTokenOf(deps: Pick<AppDeps, 'keyring' | 'now'>, request: FastifyRequest): string | null {
  if (checked.has(request)) return checked.get(request)!;
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
  const found = token !== null && (proven(deps, token) || isLegacySessionToken(token, deps.now())) ? token : null;
  checked.set(request, found);
  return found;
}
