// The code exchange (oauth/access_token, GET or POST with a form body; PKCE's code_verifier checked against the
// dialog's code_challenge), long-lived tokens (grant_type=fb_exchange_token) and debug_token.
import crypto from 'node:crypto';
import type { Runtime } from '../runtime';
import type { AuthCode, SimApp, TokenInfo } from '../state/world';
import { nowSec } from '../graph/auth';
import { GraphError, invalidParam } from '../graph/errors';
import { appById, appOfAppToken } from './apps';

const SHORT_LIVED_S = 2 * 3600;
const LONG_LIVED_S = 60 * 24 * 3600;

function issue(rt: Runtime, app: SimApp, userId: string, scopes: string[], ttl: number): TokenInfo {
  const token = `EAAG${rt.world.rng.alnum(48)}`;
  const info: TokenInfo = { token, userId, type: 'USER', appId: app.id, scopes, issuedAt: nowSec(), expiresAt: nowSec() + ttl, revoked: false };
  rt.world.tokens.set(token, info);
  return info;
}

function checkClient(rt: Runtime, params: Record<string, unknown>): SimApp {
  const app = appById(rt, params.client_id);
  if (!app) throw new GraphError({ message: 'Error validating application. Invalid application ID.', code: 101, type: 'OAuthException' });
  if (params.client_secret !== app.secret) throw new GraphError({ message: 'Error validating client secret.', code: 1, type: 'OAuthException' });
  return app;
}

/** RFC 7636: S256 compares base64url(sha256(verifier)) with the challenge, plain the verifier itself. */
function verifierMatches(challenge: NonNullable<AuthCode['codeChallenge']>, verifier: unknown): boolean {
  if (typeof verifier !== 'string' || !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const made = challenge.method === 'S256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
  return made === challenge.value;
}

export function accessToken(rt: Runtime, params: Record<string, unknown>): Record<string, unknown> {
  const app = checkClient(rt, params);
  if (params.grant_type === 'fb_exchange_token') {
    const old = rt.world.tokens.get(String(params.fb_exchange_token ?? ''));
    if (!old || old.revoked || old.appId !== app.id || (old.expiresAt !== 0 && old.expiresAt <= nowSec())) {
      throw new GraphError({ message: 'Invalid OAuth access token - Cannot parse access token', code: 190, type: 'OAuthException' });
    }
    const info = issue(rt, app, old.userId, old.scopes, LONG_LIVED_S);
    return { access_token: info.token, token_type: 'bearer', expires_in: LONG_LIVED_S };
  }
  if (params.grant_type === 'client_credentials') {
    return { access_token: `${app.id}|${app.secret}`, token_type: 'bearer' };
  }
  // A code of another app is as unknown to this app as a made-up one.
  const code = rt.world.codes.get(String(params.code ?? ''));
  if (!code || code.appId !== app.id)
    throw invalidParam('Invalid verification code format.', { subcode: 36007, userTitle: 'Invalid code', userMsg: 'The authorization code is not valid.' });
  if (code.used)
    throw invalidParam('This authorization code has been used.', {
      subcode: 36009,
      userTitle: 'Code used',
      userMsg: 'An authorization code can be exchanged once.',
    });
  if (params.redirect_uri !== code.redirectUri) {
    throw invalidParam('Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request', {
      subcode: 36008,
    });
  }
  if (code.codeChallenge && !verifierMatches(code.codeChallenge, params.code_verifier)) {
    throw invalidParam('Invalid code_verifier: it does not match the code_challenge of the login dialog.', {
      userTitle: 'Invalid code verifier',
      userMsg: 'The code verifier does not match this authorization code.',
    });
  }
  code.used = true;
  const info = issue(rt, app, code.userId, code.scopes, SHORT_LIVED_S);
  return { access_token: info.token, token_type: 'bearer', expires_in: SHORT_LIVED_S };
}

/** The app token (`{app_id}|{secret}`) or a valid user token may inspect a token. */
export function debugToken(rt: Runtime, params: Record<string, unknown>, callerToken: string | undefined): Record<string, unknown> {
  if (!appOfAppToken(rt, callerToken ?? '') && !rt.world.tokens.has(callerToken ?? '')) {
    throw new GraphError({ message: 'Invalid OAuth access token - Cannot parse access token', code: 190, type: 'OAuthException' });
  }
  const input = String(params.input_token ?? '');
  const info = rt.world.tokens.get(input);
  if (!info) {
    return { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' }, scopes: [] } };
  }
  const expired = info.expiresAt !== 0 && info.expiresAt <= nowSec();
  return {
    data: {
      app_id: info.appId,
      type: info.type,
      application: 'Salvo (simulated)',
      is_valid: !expired && !info.revoked,
      user_id: info.userId,
      scopes: info.scopes,
      expires_at: info.expiresAt,
      data_access_expires_at: info.expiresAt === 0 ? 0 : info.expiresAt + 30 * 86400,
      issued_at: info.issuedAt,
      ...(info.revoked ? { error: { code: 190, subcode: 458, message: 'The user has not authorized application.' } } : {}),
      ...(expired ? { error: { code: 190, subcode: 463, message: 'Session has expired.' } } : {}),
    },
  };
}
