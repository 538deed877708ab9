// Token checks: 104 without a token, 190 for a bad one (463 expired, 458 revoked), 200 for a missing permission.
import type { Runtime } from '../runtime';
import { userById, type SimUser, type TokenInfo } from '../state/world';
import { GraphError } from './errors';

export interface Caller {
  user: SimUser;
  token: TokenInfo;
}

export function nowSec(): number {
  return Math.floor(Date.now() / 1000);
}

export function authenticate(rt: Runtime, token: string | undefined): Caller {
  if (!token) {
    throw new GraphError({ message: 'An access token is required to request this resource.', type: 'OAuthException', code: 104 });
  }
  const info = rt.world.tokens.get(token);
  if (!info) {
    throw new GraphError({ message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 });
  }
  if (info.revoked) {
    throw new GraphError({
      message: 'Error validating access token: The user has not authorized application ' + info.appId + '.',
      type: 'OAuthException',
      code: 190,
      subcode: 458,
    });
  }
  if (info.expiresAt !== 0 && info.expiresAt <= nowSec()) {
    throw new GraphError({
      message: `Error validating access token: Session has expired on ${new Date(info.expiresAt * 1000).toUTCString()}.`,
      type: 'OAuthException',
      code: 190,
      subcode: 463,
    });
  }
  const user = userById(rt.world, info.userId);
  if (!user) throw new GraphError({ message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 });
  return { user, token: info };
}

/** Reads need ads_read or ads_management; writes need ads_management. */
export function requireScope(caller: Caller, anyOf: string[]): void {
  if (anyOf.some((s) => caller.token.scopes.includes(s))) return;
  throw new GraphError({
    message: `(#200) Requires ${anyOf.join(' or ')} permission to manage the object`,
    type: 'OAuthException',
    code: 200,
  });
}
