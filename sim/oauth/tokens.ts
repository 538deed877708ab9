// The code exchange (GET oauth/access_token), long-lived tokens (grant_type=fb_exchange_token) and debug_token.
import type { Runtime } from '../runtime';
import type { TokenInfo } from '../state/world';
import { nowSec } from '../graph/auth';
import { GraphError, invalidParam } from '../graph/errors';

const SHORT_LIVED_S = 2 * 3600;
const LONG_LIVED_S = 60 * 24 * 3600;

function issue(rt: Runtime, userId: string, scopes: string[], ttl: number): TokenInfo {
  const token = `EAAG${rt.world.rng.alnum(48)}`;
  const info: TokenInfo = { token, userId, appId: rt.options.app.id, scopes, issuedAt: nowSec(), expiresAt: nowSec() + ttl, revoked: false };
  rt.world.tokens.set(token, info);
  return info;
}

function checkClient(rt: Runtime, params: Record<string, unknown>): void {
  if (params.client_id !== rt.options.app.id) {
    throw new GraphError({ message: 'Error validating application. Invalid application ID.', code: 101, type: 'OAuthException' });
  }
  if (params.client_secret !== rt.options.app.secret) {
    throw new GraphError({ message: 'Error validating client secret.', code: 1, type: 'OAuthException' });
  }
}

export function accessToken(rt: Runtime, params: Record<string, unknown>): Record<string, unknown> {
  checkClient(rt, params);
  if (params.grant_type === 'fb_exchange_token') {
    const old = rt.world.tokens.get(String(params.fb_exchange_token ?? ''));
    if (!old || old.revoked || (old.expiresAt !== 0 && old.expiresAt <= nowSec())) {
      throw new GraphError({ message: 'Invalid OAuth access token - Cannot parse access token', code: 190, type: 'OAuthException' });
    }
    const info = issue(rt, old.userId, old.scopes, LONG_LIVED_S);
    return { access_token: info.token, token_type: 'bearer', expires_in: LONG_LIVED_S };
  }
  if (params.grant_type === 'client_credentials') {
    return { access_token: `${rt.options.app.id}|${rt.options.app.secret}`, token_type: 'bearer' };
  }
  const code = rt.world.codes.get(String(params.code ?? ''));
  if (!code) throw invalidParam('Invalid verification code format.', { subcode: 36007, userTitle: 'Invalid code', userMsg: 'The authorization code is not valid.' });
  if (code.used) throw invalidParam('This authorization code has been used.', { subcode: 36009, userTitle: 'Code used', userMsg: 'An authorization code can be exchanged once.' });
  if (params.redirect_uri !== code.redirectUri) {
    throw invalidParam('Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request', { subcode: 36008 });
  }
  code.used = true;
  const info = issue(rt, code.userId, code.scopes, SHORT_LIVED_S);
  return { access_token: info.token, token_type: 'bearer', expires_in: SHORT_LIVED_S };
}

/** The app token (`{app_id}|{secret}`) or a valid user token may inspect a token. */
export function debugToken(rt: Runtime, params: Record<string, unknown>, callerToken: string | undefined): Record<string, unknown> {
  const appToken = `${rt.options.app.id}|${rt.options.app.secret}`;
  if (callerToken !== appToken && !rt.world.tokens.has(callerToken ?? '')) {
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
      app_id: info.appId, type: 'USER', application: 'Salvo (simulated)', is_valid: !expired && !info.revoked,
      user_id: info.userId, scopes: info.scopes, expires_at: info.expiresAt, data_access_expires_at: info.expiresAt === 0 ? 0 : info.expiresAt + 30 * 86400,
      issued_at: info.issuedAt,
      ...(info.revoked ? { error: { code: 190, subcode: 458, message: 'The user has not authorized application.' } } : {}),
      ...(expired ? { error: { code: 190, subcode: 463, message: 'Session has expired.' } } : {}),
    },
  };
}
