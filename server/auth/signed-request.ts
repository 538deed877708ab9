import crypto from 'node:crypto';

// The platform's signed requests (docs/security.md#the-platforms-callbacks): `<signature>.<payload>`, both base64url,
// the signature the HMAC-SHA256 of the payload's text keyed by the app secret, the payload JSON naming its algorithm
// (HMAC-SHA256), when it was issued and the app-scoped user id. Compared in constant time. A signed request issued
// more than a day ago (or more than 10 minutes ahead of our clock) is refused: the platform sends it when the user
// acts, a day covers its delays and retries, and an older one could only be a replay of a copy. Within that day a copy
// could be sent again: callback-replays.ts acts on each once.

const MAX_AGE_S = 24 * 60 * 60;
const MAX_AHEAD_S = 10 * 60;

export interface SignedRequest {
  /** The app-scoped id of the platform user the request is about. */
  userId: string;
  /** When the platform issued it (its `issued_at`, whole seconds). */
  issuedAt: Date;
  /** When it is refused for its age. */
  expiresAt: Date;
  /** sha256 (hex) of its signature: names the request (only the app secret makes a signature) and tells nothing of it. */
  digest: string;
}

/** Why a signed request is refused, for the 400 (nothing of its content). */
export class SignedRequestRefused extends Error {
  override name = 'SignedRequestRefused';
}

const b64 = /^[A-Za-z0-9_-]+={0,2}$/;

export function verifySignedRequest(signedRequest: string, appSecret: string, now: Date): SignedRequest {
  const [signature = '', payload = '', ...rest] = signedRequest.split('.');
  if (rest.length > 0 || !b64.test(signature) || !b64.test(payload)) throw new SignedRequestRefused('Expected a signed request: signature.payload, base64url');
  const given = Buffer.from(signature, 'base64url');
  const expected = crypto.createHmac('sha256', appSecret).update(payload).digest();
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new SignedRequestRefused('The signature does not match');
  let data: { algorithm?: unknown; issued_at?: unknown; user_id?: unknown };
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof data;
  } catch {
    throw new SignedRequestRefused('The payload is not JSON');
  }
  if (typeof data !== 'object' || data === null) throw new SignedRequestRefused('The payload is not JSON');
  if (typeof data.algorithm !== 'string' || data.algorithm.toUpperCase() !== 'HMAC-SHA256') throw new SignedRequestRefused('Expected algorithm HMAC-SHA256');
  const issuedAt = data.issued_at;
  const nowS = now.getTime() / 1000;
  if (typeof issuedAt !== 'number' || issuedAt < nowS - MAX_AGE_S || issuedAt > nowS + MAX_AHEAD_S) throw new SignedRequestRefused('Expired or not yet issued');
  if (typeof data.user_id !== 'string' || !/^\d{1,32}$/.test(data.user_id)) throw new SignedRequestRefused('Expected the user_id of a platform user');
  return {
    userId: data.user_id,
    issuedAt: new Date(issuedAt * 1000),
    expiresAt: new Date((issuedAt + MAX_AGE_S) * 1000),
    digest: crypto.createHash('sha256').update(expected).digest('hex'),
  };
}
