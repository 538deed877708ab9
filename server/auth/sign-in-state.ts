import crypto from 'node:crypto';
import type { AppDeps } from '../deps';
import { macKeys } from './keyring';

// The sign-in's state (docs/security.md#sign-in): GET /auth/facebook/dialog puts into the login dialog's `state`
// the extension's own random state, an expiry 10 minutes on, the PKCE challenge, and a MAC of them and of the
// redirect (a key derived from the keyring). The platform hands it back with the code; POST
// /auth/facebook/exchange checks the MAC and the expiry, then that base64url(sha256(verifier)) is the challenge,
// before it asks the platform anything: a code sent with the wrong verifier, or without a state this API made,
// costs no platform call. Still nothing is stored between the two requests.
//
// `<extension's state>.<expiry, unix seconds>.<challenge>.<MAC>`; 10 minutes: the platform's login takes a person
// seconds to a few minutes, and its codes last about as long.

const LIFETIME_S = 10 * 60;
const LABEL = 'sign-in state';

const mac = (key: Buffer, parts: string[]) => crypto.createHmac('sha256', key).update(parts.join('\n')).digest('base64url');

export function signInState(deps: AppDeps, sign: { state: string; codeChallenge: string; redirectUri: string }): string {
  const expires = String(Math.floor(deps.now().getTime() / 1000) + LIFETIME_S);
  const parts = [sign.state, expires, sign.codeChallenge];
  return [...parts, mac(macKeys(deps.keyring, LABEL)[0]!, [...parts, sign.redirectUri])].join('.');
}

/** Why an exchange's state or verifier is refused, naming the field. */
export type StateRefusal = { field: 'state' | 'codeVerifier'; message: string } | null;

const challengeOf = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');

/** Checks the state this API made for the sign-in, and the verifier against its challenge. Null: good. */
export function checkSignInState(deps: AppDeps, exchange: { state: string; codeVerifier: string; redirectUri: string }): StateRefusal {
  const [nonce = '', expires = '', challenge = '', given = '', ...rest] = exchange.state.split('.');
  const parts = [nonce, expires, challenge, exchange.redirectUri];
  const givenMac = Buffer.from(given, 'base64url');
  const made =
    rest.length === 0 &&
    macKeys(deps.keyring, LABEL).some((key) => {
      const expected = Buffer.from(mac(key, parts), 'base64url');
      return expected.length === givenMac.length && crypto.timingSafeEqual(expected, givenMac);
    });
  if (!made) return { field: 'state', message: 'This sign-in could not be verified. Sign in again from Salvo.' };
  if (Number(expires) <= deps.now().getTime() / 1000) return { field: 'state', message: 'This sign-in took too long. Sign in again from Salvo.' };
  if (challengeOf(exchange.codeVerifier) !== challenge) {
    return { field: 'codeVerifier', message: 'The code verifier does not match this sign-in. Sign in again from Salvo.' };
  }
  return null;
}
