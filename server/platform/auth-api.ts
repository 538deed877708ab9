import type { AppDeps } from '../deps';
import { encodeParams } from './graph-client';

// The platform's side of signing in (docs/security.md "Sign-in"): the login code exchanged for a token (with the
// PKCE verifier), a short-lived token exchanged for a long-lived one, who the token belongs to, how many ad
// accounts it reaches, and what the platform says of a system-user token (debug_token, with the app's token).
// The app's secret travels in POST bodies only, and so does the token debug_token inspects. server/auth/ decides what
// the answers mean for Salvo.

export interface PlatformToken {
  accessToken: string;
  /** Seconds, when the platform says. */
  expiresIn: number | null;
}

export interface PlatformUser {
  id: string;
  name?: string;
}

/** What debug_token says of a token. */
export interface TokenInfo {
  isValid: boolean;
  appId: string | null;
  /** USER (a person's), SYSTEM_USER (a business's system user's), PAGE, APP; null when not said. */
  type: string | null;
  scopes: string[];
  /** Seconds since the epoch; null: never, or not said. */
  expiresAt: number | null;
}

interface TokenAnswer {
  access_token: string;
  expires_in?: number;
}

const toToken = (answer: TokenAnswer): PlatformToken => ({ accessToken: answer.access_token, expiresIn: answer.expires_in || null });

function app(deps: AppDeps) {
  return { client_id: deps.config.platformAppId, client_secret: deps.config.platformAppSecret };
}

/** The login dialog's code for a (short-lived) token; the code is bound to the redirect and the verifier. */
export async function exchangeCode(deps: AppDeps, code: { code: string; redirectUri: string; codeVerifier: string }): Promise<PlatformToken> {
  return toToken(
    await deps.graph.post<TokenAnswer>('oauth/access_token', '', {
      ...app(deps),
      redirect_uri: code.redirectUri,
      code: code.code,
      code_verifier: code.codeVerifier,
    }),
  );
}

/** A short-lived token (about 2 hours) for a long-lived one. */
export async function longLivedToken(deps: AppDeps, shortLived: string): Promise<PlatformToken> {
  return toToken(
    await deps.graph.post<TokenAnswer>('oauth/access_token', '', { ...app(deps), grant_type: 'fb_exchange_token', fb_exchange_token: shortLived }),
  );
}

/** The platform user the token belongs to. */
export async function readMe(deps: AppDeps, accessToken: string): Promise<PlatformUser> {
  return deps.graph.get<PlatformUser>('me', accessToken, { fields: 'id,name' });
}

/** How many ad accounts the token reaches, counting up to `max`. */
export async function countAdAccounts(deps: AppDeps, accessToken: string, max: number): Promise<number> {
  return (await deps.graph.getAll<{ id: string }>('me/adaccounts', accessToken, { fields: 'id', limit: 25 }, max)).length;
}

/**
 * The platform's view of `inputToken`, asked with the app's own token. debug_token is documented as a GET with the
 * token in its query; sent as one operation of a batch (a POST whose form body holds the operation, the platform's
 * documented way to send any call in a body), the system user's token is never in a URL that a proxy or a log on the
 * way could keep. The app's token goes in the Authorization header, as every call's.
 */
export async function debugToken(deps: AppDeps, inputToken: string): Promise<TokenInfo> {
  const [answer] = await deps.graph.batch<{ data?: { is_valid?: boolean; app_id?: string; type?: string; scopes?: string[]; expires_at?: number } }>(
    [{ method: 'GET', relativeUrl: `debug_token?${encodeParams({ input_token: inputToken })}` }],
    `${deps.config.platformAppId}|${deps.config.platformAppSecret}`,
  );
  if (!answer!.ok) throw answer!.error;
  const info = answer!.body.data;
  return {
    isValid: info?.is_valid === true,
    appId: info?.app_id ?? null,
    type: info?.type ?? null,
    scopes: info?.scopes ?? [],
    expiresAt: info?.expires_at || null,
  };
}
